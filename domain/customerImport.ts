import { z } from 'zod';
import type { NotificationChannel } from './campaignMessage.js';

// Importing customers from a CSV file (docs/product.md#importing-customers).

/** The largest file an import takes, in bytes and in rows (the header not counted); past either, a 413 says which. */
export const customerImportLimits = { maxBytes: 10 * 1024 * 1024, maxRows: 100_000 } as const;

/** The sentences of the two 413s, naming the limit passed. */
export const customerImportRefusals = {
  tooLarge: `The file is larger than ${customerImportLimits.maxBytes / 1024 / 1024} MB: split it and import the parts one after the other.`,
  tooManyRows: `The file holds more than ${customerImportLimits.maxRows.toLocaleString('en-US')} rows: split it and import the parts one after the other.`,
  notText: 'The file holds NUL characters, so it is not CSV text (a "Unicode text" file, say): save it as "CSV UTF-8" and choose it again.',
} as const;

/**
 * The customer's own fields in a customer file, in the export's order; the export adds the server's (uid, creator,
 * projects, dates), which an import leaves out.
 */
export const customerFileFields = [
  'name',
  'last_name',
  'organization',
  'gender',
  'email',
  'phone',
  'phone_extension',
  'secondary_phone',
  'secondary_phone_extension',
  'wechat',
  'wechat_added',
  'raw_address',
  'location',
  'locale',
  'notification_methods',
  'source',
  'referer',
  'note',
  'active',
  'status',
] as const;

/**
 * The optional consent columns of a customer file, per channel: the consent recorded (`express` or `withdrawn`) and
 * the day it was given; each becomes a consent event of method `import` (docs/consent.md#imported-consent). A file
 * without them records nothing: its customers have implied consent from their creation.
 */
export const customerFileConsentFields = ['email_consent', 'email_consent_date', 'sms_consent', 'sms_consent_date'] as const;
export type CustomerFileConsentField = (typeof customerFileConsentFields)[number];
export const customerFileConsentColumns = {
  email: { kind: 'email_consent', day: 'email_consent_date' },
  sms: { kind: 'sms_consent', day: 'sms_consent_date' },
} as const satisfies Record<NotificationChannel, { kind: CustomerFileConsentField; day: CustomerFileConsentField }>;

/** What is wrong with a consent cell, as the `validation.customer.*` keys of the customers' declaration say it. */
export const customerFileConsentErrors = {
  kind: 'validation.customer.consent_kind',
  day: 'validation.customer.consent_day',
  future: 'validation.customer.consent_day_future',
  dayWithoutKind: 'validation.customer.consent_day_without_kind',
} as const;

/** How many rows the screen sends a request when it imports, so that its progress bar moves as the rows go in. */
export const customerImportChunkRows = 1_000;

export const customerImportStatuses = ['ready', 'created', 'duplicate', 'invalid'] as const;
export type CustomerImportStatus = (typeof customerImportStatuses)[number];

/** What is wrong with one cell: the column's field and the same message a form gives. */
export const importFieldErrorSchema = z.object({ field: z.string(), message: z.string(), key: z.string().optional() });

export const customerImportRowSchema = z.object({
  row: z.number().describe('The row as a spreadsheet numbers it: the header is row 1'),
  status: z.enum(customerImportStatuses),
  errors: z.array(importFieldErrorSchema).optional(),
  duplicateOf: z
    .string()
    .optional()
    .describe("The `_id` of the customer already stored, or 'row <n>' for an earlier row of the same file"),
});

export const customerImportAnswerSchema = z.object({
  rows: z.number(),
  created: z.number(),
  duplicates: z.number(),
  invalid: z.number(),
  importId: z.string().optional(),
  results: z.array(customerImportRowSchema),
});
export type CustomerImportAnswer = z.infer<typeof customerImportAnswerSchema>;
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

export const customerImportQuerySchema = z.object({
  dryRun: z.stringbool().optional().describe('true: answer what would happen and change nothing'),
  fileName: z.string().max(255).optional().describe('The name of the file, kept in the import record'),
  importId: z.string().max(64).optional().describe('Adds these rows to an import begun by an earlier part of the same file'),
  firstRow: z.coerce.number().int().min(2).optional().describe('The spreadsheet row of the first data row, when the file is sent in parts'),
});

export const customerImportUndoAnswerSchema = z.object({
  removed: z.number(),
  kept: z.array(z.string()).describe('The customers kept because someone changed them after the import'),
});
export type CustomerImportUndoAnswer = z.infer<typeof customerImportUndoAnswerSchema>;

/** `duplicateOf` of a row repeating an earlier row of the same file. */
export const earlierRow = (row: number) => `row ${row}`;

/** The earlier row a `duplicateOf` names, or undefined when it names a stored customer. */
export const earlierRowOf = (duplicateOf: string) => {
  const row = /^row (\d+)$/.exec(duplicateOf)?.[1];
  return row === undefined ? undefined : Number(row);
};
