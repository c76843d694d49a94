import { z } from 'zod';
import { customerStatuses, genders, locales, notificationChannels, sources } from './enums.js';
import { oneOf, optionalEmail, optionalPhoneNumber, optionalText, phoneNumber, requiredText, someOf, updateEnvelope, uploadedImage } from './fields.js';
import { consentStates } from './consent.js';
import { moment, recordFields } from './recordFields.js';
import { chineseCharacter } from './text.js';

const customerShape = {
  name: requiredText('validation.customer.name_required', 1, 50, 'validation.length_1_50'),
  last_name: optionalText(50),
  organization: optionalText(100),
  gender: oneOf(genders).optional(),
  email: optionalEmail(),
  phone: phoneNumber('validation.customer.phone_required'),
  phone_extension: optionalText(10),
  secondary_phone: optionalPhoneNumber(),
  secondary_phone_extension: optionalText(10),
  wechat: optionalText(50),
  wechat_added: z.boolean().optional(),
  raw_address: optionalText(200),
  location: optionalText(100),
  locale: oneOf(locales).optional(),
  notification_methods: someOf(notificationChannels).optional(),
  source: oneOf(sources).optional(),
  referer: optionalText(100),
  note: optionalText(2000),
  active: z.boolean().optional(),
  avatar: uploadedImage(),
  status: oneOf(customerStatuses).optional(),
};

export const customerCreateSchema = z.object(customerShape);
export const customerUpdateSchema = z.object(customerShape).partial().extend(updateEnvelope);

/** Form defaults (docs/product.md#form-defaults), applied by the server on create and shown by the form. */
export const customerDefaults = {
  gender: 'unknown',
  locale: 'en-US',
  notification_methods: ['email'],
  source: 'Unknown',
  active: true,
  wechat_added: false,
  status: 'pending',
} as const satisfies Partial<CustomerInput>;

export type CustomerInput = z.infer<typeof customerCreateSchema>;

/** A customer as the API answers it, with how many projects it has. */
export const customerRecordSchema = z.object({
  ...recordFields,
  uid: z.number().describe('The number staff quote, given in order of creation'),
  name: z.string(),
  last_name: z.string().nullable(),
  organization: z.string().nullable(),
  gender: z.enum(genders),
  email: z.string().nullable(),
  phone: z.string(),
  phone_extension: z.string().nullable(),
  secondary_phone: z.string().nullable(),
  secondary_phone_extension: z.string().nullable(),
  wechat: z.string().nullable(),
  wechat_added: z.boolean(),
  raw_address: z.string().nullable(),
  location: z.string().nullable(),
  locale: z.enum(locales),
  notification_methods: z.array(z.enum(notificationChannels)),
  source: z.enum(sources),
  referer: z.string().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  avatar: z.string().nullable(),
  status: z.enum(customerStatuses),
  erased_at: moment.nullable().describe("When the customer's personal data was erased on request (docs/privacy.md)"),
  projects: z.number().describe('How many projects the customer has'),
  // Read only: written by recording consent events (domain/consent.ts), never by a PUT.
  email_consent: z.enum(consentStates),
  email_consent_until: moment.nullable().describe('When implied e-mail consent ends'),
  sms_consent: z.enum(consentStates),
  sms_consent_until: moment.nullable().describe('When implied SMS consent ends'),
});

export type Customer = z.infer<typeof customerRecordSchema>;

/** What quick search answers of each customer: enough to recognise and reach them; the whole record is a click away. */
export const customerSummaryFields = ['_id', 'uid', 'name', 'last_name', 'organization', 'email', 'phone', 'location', 'status', 'avatar', 'created_at'] as const;

export type CustomerSummary = Pick<Customer, (typeof customerSummaryFields)[number]>;

/**
 * A customer's name as staff read it: a Chinese name surname first and unspaced (王芳), any other given name first
 * (Emily Tremblay). The database's `customer_full_name` writes the same for names it computes.
 */
export function customerFullName(c: { name?: string | null; last_name?: string | null }) {
  const given = c.name?.trim() ?? '';
  const surname = c.last_name?.trim() ?? '';
  return chineseCharacter.test(given + surname) ? surname + given : [given, surname].filter(Boolean).join(' ');
}
