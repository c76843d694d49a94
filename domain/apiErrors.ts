import { z } from 'zod';
import { validationMessages } from './validationMessages.js';

/** Every `code` an error answer of the API carries; the client tells them apart by these alone. */
export const apiErrorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'STALE_UPDATE',
  'UPDATED_AT_REQUIRED',
  'DUPLICATE',
  'MISSING_REFERENCE',
  'INVALID_VALUE',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_PERSONAL',
  'TOO_MANY_REQUESTS',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'NOT_MULTIPART',
  'RESET_LINK_INVALID',
  'UNSUBSCRIBE_LINK_INVALID',
  'MAIL_NOT_CONFIGURED',
  'CAMPAIGN_NOT_EDITABLE',
  'QUOTE_NOT_EDITABLE',
  'QUOTE_NOT_REVISABLE',
  // A quote that cannot be sent: its status, its valid-until day passed, or no e-mail address for its customer.
  'QUOTE_NOT_SENDABLE',
  'QUOTE_EXPIRED',
  'CUSTOMER_EMAIL_MISSING',
  // A draft has no customer's page yet.
  'QUOTE_NOT_SENT',
  // A deletion refused because other records need it, or a restore refused because what it needs is gone.
  'IN_USE',
  // An erasure refused (an open project, a contract within retention), or an edit of an erased customer.
  'ERASE_BLOCKED',
  'CUSTOMER_ERASED',
  'CAMPAIGN_STATUS_CHANGE',
  'ACCOUNT_EMAIL_MISSING',
  'ACCOUNT_PHONE_MISSING',
  'SMS_NOT_CONFIGURED',
  'SMS_NOT_SENT',
  'MAILING_ADDRESS_MISSING',
  // Requests Node's HTTP parser refuses before they reach a route.
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'MAIL_NOT_SENT',
  'ACCOUNT_HAS_NO_EMAIL',
  // Fastify's and its multipart plugin's refusals of a request, answered under their own codes.
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_BAD_URL',
  'FST_ERR_MAX_PARAM_LENGTH',
  'FST_ERR_ASYNC_CONSTRAINT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

const validationMessageKeys = Object.keys(validationMessages) as [keyof typeof validationMessages, ...(keyof typeof validationMessages)[]];

/**
 * What is wrong with one field: `message` in English (the wording of docs/product.md#validation), `key` the domain's message key
 * (`domain/messages.ts`), which the client translates.
 */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string(), key: z.enum(validationMessageKeys).optional() });

/** The body of every error answer (docs/product.md#error-answers). */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(apiErrorCodes),
  details: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const isValidationMessageKey = (message: string): message is keyof typeof validationMessages => Object.hasOwn(validationMessages, message);

/** A field's error from what a schema or a check raised: the key's English text and the key, or a sentence as it is. */
export const fieldError = (path: string, message: string): FieldError =>
  isValidationMessageKey(message) ? { path, message: validationMessages[message], key: message } : { path, message };
