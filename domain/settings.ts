import { z } from 'zod';
import { menuColors, menuLayouts } from './appearance.js';
import { interfaceLocales } from './enums.js';
import { isKnownTimeZone, oneOf, optionalEmail, optionalPhoneNumber, optionalText, updateEnvelope } from './fields.js';
import { defaultQuoteTaxRate, quotePercent } from './quote.js';
import { moment } from './recordFields.js';

/** An SMS sender is what the recipient's phone shows: a number, or an alphanumeric name of at most 11 characters. */
const smsSenderPattern = /^(\+?\d{10,15}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$/;

/** A setting left out or blank is saved as none: a save sets every setting. */
const orNone = <T>(schema: z.ZodType<T | null | undefined>) => schema.transform((value): T | null => value ?? null);

/** How many years tax records keep a signed contract's customer: 7 unless Settings says otherwise. */
export const contractRetentionYears = { default: 7, min: 1, max: 20 } as const;

/** The business settings an administrator saves at /system/settings (docs/product.md#business-settings). */
export const businessSettingsSchema = z.object({
  company_name: orNone(optionalText(100)),
  company_address: orNone(optionalText(200)),
  company_phone: orNone(optionalPhoneNumber()),
  default_language: oneOf(interfaceLocales),
  time_zone: z
    .string({ error: 'validation.settings.time_zone' })
    .trim()
    .max(64, { error: 'validation.settings.time_zone' })
    .refine(isKnownTimeZone, { error: 'validation.settings.time_zone' }),
  primary_color: z
    .string({ error: 'validation.settings.color_format' })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.settings.color_format' })
    .transform((color) => color.toLowerCase()),
  menu_color: oneOf(menuColors),
  menu_layout: oneOf(menuLayouts),
  sender_name: orNone(optionalText(100)),
  sender_email: orNone(optionalEmail()),
  // Years after a contract's signed date during which erasing its customer waits (docs/privacy.md).
  contract_retention_years: z.coerce
    .number({ error: 'validation.settings.contract_retention_years' })
    .int({ error: 'validation.settings.contract_retention_years' })
    .min(contractRetentionYears.min, { error: 'validation.settings.contract_retention_years' })
    .max(contractRetentionYears.max, { error: 'validation.settings.contract_retention_years' })
    .default(contractRetentionYears.default),
  // The tax rate a new quote takes when it names none (docs/quotes.md). The screen's input holds text: a number
  // typed there is read as one, a blank one is refused.
  quote_tax_rate: z
    .preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), quotePercent('validation.settings.quote_tax_rate'))
    .default(defaultQuoteTaxRate),
  sms_sender: orNone(
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().regex(smsSenderPattern, { error: 'validation.settings.sms_sender' }).nullish(),
    ),
  ),
});

/** A save names the version it was read at, like every PUT (428 without it, 409 when stale). */
export const businessSettingsUpdateSchema = businessSettingsSchema.extend({ updated_at: updateEnvelope.updated_at });

/** The settings as a save sends them, checked. */
export type BusinessSettingsValues = z.output<typeof businessSettingsSchema>;

/** `GET /system/settings`: the settings as stored. */
export const businessSettingsRecordSchema = z.object({
  company_name: z.string().nullable(),
  company_address: z.string().nullable(),
  company_phone: z.string().nullable(),
  default_language: z.enum(interfaceLocales),
  time_zone: z.string(),
  primary_color: z.string(),
  menu_color: z.enum(menuColors),
  menu_layout: z.enum(menuLayouts),
  sender_name: z.string().nullable(),
  sender_email: z.string().nullable(),
  sms_sender: z.string().nullable(),
  contract_retention_years: z.number().int(),
  quote_tax_rate: z.number().describe('Percent, 0 to 100'),
  updated_at: moment,
});

export type BusinessSettings = z.infer<typeof businessSettingsRecordSchema>;

/** `GET /system/settings/appearance` (public): the theme defaults and the language, nothing else. */
export const businessAppearanceSchema = businessSettingsRecordSchema.pick({
  primary_color: true,
  menu_color: true,
  menu_layout: true,
  default_language: true,
});

/** Whether a way of delivering messages is configured on the server; of its address, the host name at most. */
export const deliveryChannelSchema = z.object({ configured: z.boolean(), host: z.string().nullable() });

/** `GET /system/settings/delivery`: e-mail (SMTP_URL) and SMS (SMS_URL); the secrets stay in the environment. */
export const deliveryStatusSchema = z.object({ email: deliveryChannelSchema, sms: deliveryChannelSchema });
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** `POST /system/settings/test-email`: the language the test e-mail is written in. */
export const testEmailSchema = z.object({ locale: z.enum(interfaceLocales).default('en-US') });
