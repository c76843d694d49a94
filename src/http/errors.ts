// The client's error catalogue (docs/product.md#error-catalogue): what a failed call is, and what a person is told about it.
// Messages are translation keys or the server's own sentences; the notifier translates keys and shows
// sentences as they are.

import type { ApiErrorBody as ApiAnswer, ApiErrorCode } from '../../domain/apiErrors';

/**
 * The body of an answer with a status ≥ 400: the API's (`domain/apiErrors.ts`, docs/product.md#error-answers), or what stands in
 * front of it, which may say only `message`.
 */
export type ApiErrorBody = Partial<ApiAnswer> & { message?: string };

const failureMessages = {
  somethingWrong: 'app.errors.something_wrong',
  unknown: 'app.errors.unknown',
  timeout: 'app.errors.timeout',
} as const;

/** The server answered with an error status. Its message is the response's `error`, else `message`, else the generic sentence. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.error || body?.message || failureMessages.somethingWrong);
  }
}

/** No answer within the request timeout. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';

  constructor() {
    super(failureMessages.timeout);
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/**
 * The server's codes whose sentence the client has in both languages (the same English words): a person
 * reading Chinese is told in Chinese. Any other error shows the server's sentence as it is.
 */
const translatedCodes: Partial<Record<ApiErrorCode, string>> = {
  WRONG_PASSWORD: 'app.errors.wrong_password',
  RESET_LINK_INVALID: 'validation.auth.reset_link_invalid',
  MAIL_NOT_CONFIGURED: 'app.errors.mail_not_configured',
  USERNAME_TAKEN: 'app.errors.username_taken',
  EMAIL_TAKEN: 'app.errors.email_taken',
  FILE_TOO_LARGE: 'app.errors.file_too_large',
  UNSUPPORTED_FILE_TYPE: 'app.errors.unsupported_file_type',
  PASSWORD_TOO_WEAK: 'app.errors.password_too_weak',
  PASSWORD_PERSONAL: 'app.errors.password_personal',
  ACCOUNT_HAS_NO_EMAIL: 'app.errors.account_has_no_email',
  ACCOUNT_EMAIL_MISSING: 'app.errors.account_has_no_email',
  ACCOUNT_PHONE_MISSING: 'app.errors.account_has_no_phone',
  SMS_NOT_CONFIGURED: 'app.errors.sms_not_configured',
  MAILING_ADDRESS_MISSING: 'app.errors.mailing_address_missing',
};

export interface FailureNotice {
  type: 'warning' | 'error';
  message: string;
}

/**
 * What to tell a person about a failed call: a warning with what the server said when it answered,
 * an error with the error's message when there was no answer, a generic warning when nothing is known.
 */
export function failureNotice(error: unknown): FailureNotice {
  // A refused deletion or restore says why by a key the client has in both languages.
  const inUse = error instanceof ApiError && error.body?.code === 'IN_USE' ? error.body.details?.[0]?.key : undefined;
  if (inUse) return { type: 'warning', message: inUse };
  if (error instanceof ApiError) return { type: 'warning', message: (error.body?.code && translatedCodes[error.body.code]) || error.message };
  if (error instanceof Error && error.message) return { type: 'error', message: error.message };
  return { type: 'warning', message: failureMessages.unknown };
}
