import { z } from 'zod';
import { campaignRecipientLists, customerStatuses, genders, locales, notificationChannels, projectStatuses, serviceTypes, sources } from './enums.js';
import { optionalIsoDate, optionalText, requiredText, updateEnvelope } from './fields.js';
import { recordFields } from './recordFields.js';
import { consentAudienceSchema } from './consent.js';

// A recipient group (docs/product.md#recipient-groups): a name, a description and a filter over customer fields. The same
// filter describes the predefined recipient lists of campaigns, so one function turns any of them into SQL.

/** Most values one field of a filter may list (a location, say); the enumerated ones are bounded by their lists. */
export const recipientFilterLimits = { values: 50, locationLength: 100 } as const;

/** Names an input in a refusal without quoting a long one whole. */
const shown = (input: unknown) => (JSON.stringify(input) ?? String(input)).slice(0, 60);

/** One value of `values`; anything else is refused naming the field and the value. */
const choice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: (issue) => `The filter's ${field} has no value ${shown(issue.input)}.` });

/** A value or a list of values, kept as a list; none (a cleared input) is an empty list, which selects by nothing. */
const valueOrList = <T extends z.ZodType>(item: T, max: number = recipientFilterLimits.values) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : value === null || value === '' ? [] : [value]),
    z.array(item).max(max, { error: 'validation.too_many' }),
  );

/** An object of known keys only: another key is refused naming it. */
const knownKeys = <Shape extends z.ZodRawShape>(what: string, shape: Shape) =>
  z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `${what} cannot select by ${issue.keys.map((key) => `'${key}'`).join(', ')}.` : undefined),
    })
    .partial();

/** Creation between two calendar days, both included (UTC days). */
const createdRange = knownKeys('A creation range', { gte: optionalIsoDate(), lte: optionalIsoDate() });

/** Customers having at least one project in one of these statuses and for one of these services. */
const projectCondition = knownKeys('A project condition', {
  status: valueOrList(choice('project status', projectStatuses)),
  services: valueOrList(choice('project service', serviceTypes)),
});

/**
 * Values that select by nothing (empty lists, a range without ends, a project condition of neither status nor
 * service) are left out of a filter as it is kept.
 */
function withoutBlanks<Filter extends Record<string, unknown>>(filter: Filter): Filter {
  const kept = Object.entries(filter).flatMap(([key, value]): [string, unknown][] => {
    if (Array.isArray(value)) return value.length ? [[key, value]] : [];
    if (key === 'created_at') {
      const ends = Object.entries(value as Record<string, unknown>).filter(([, end]) => end !== null && end !== undefined);
      return ends.length ? [[key, Object.fromEntries(ends)]] : [];
    }
    if (key === 'project') {
      const condition = withoutBlanks(value as Record<string, unknown>);
      return Object.keys(condition).length ? [[key, condition]] : [];
    }
    return value === undefined ? [] : [[key, value]];
  });
  return Object.fromEntries(kept) as Filter;
}

/**
 * Which customers a group holds: each key narrows them (all of them apply); a field's list means "one of".
 * `location` matches the customer's location regardless of case; `notification_methods` any of the channels the
 * customer accepts.
 */
export const recipientFilterSchema = knownKeys('A recipient filter', {
  locale: valueOrList(choice('locale', locales)),
  status: valueOrList(choice('status', customerStatuses)),
  source: valueOrList(choice('source', sources)),
  gender: valueOrList(choice('gender', genders)),
  location: valueOrList(
    z
      .string({ error: (issue) => `The filter's location has no value ${shown(issue.input)}.` })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(recipientFilterLimits.locationLength, { error: 'validation.too_long' }),
  ),
  active: valueOrList(z.boolean({ error: (issue) => `The filter's active has no value ${shown(issue.input)}: it is true or false.` }), 2),
  notification_methods: valueOrList(choice('notification method', notificationChannels)),
  created_at: createdRange,
  project: projectCondition,
}).transform(withoutBlanks);

export type RecipientFilter = z.output<typeof recipientFilterSchema>;
/** A filter as a form or a client writes it: single values or lists. */
export type RecipientFilterInput = z.input<typeof recipientFilterSchema>;

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC calendar day `months` months before `today` (`YYYY-MM-DD`), the day of month kept where the month has it. */
function monthsBefore(today: string, months: number) {
  const date = new Date(`${today}T00:00:00.000Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - dayMs).toISOString().slice(0, 10);

export type PredefinedRecipientList = (typeof campaignRecipientLists)[number];

/**
 * The predefined recipient lists (docs/product.md#recipient-groups) of campaigns as filters on `today` (a UTC day): the recent ones hold the
 * customers created from that many months ago, the old ones those created before twelve months ago.
 */
export const predefinedRecipientFilters: Record<PredefinedRecipientList, (today: string) => RecipientFilter> = {
  all: () => ({}),
  'english-customer': () => ({ locale: ['en-US'] }),
  'chinese-customer': () => ({ locale: ['zh-CN'] }),
  'customers-3-months': (today) => ({ created_at: { gte: monthsBefore(today, 3) } }),
  'customers-6-months': (today) => ({ created_at: { gte: monthsBefore(today, 6) } }),
  'customers-12-months': (today) => ({ created_at: { gte: monthsBefore(today, 12) } }),
  'old-customers': (today) => ({ created_at: { lte: dayBefore(monthsBefore(today, 12)) } }),
};

/** Whether `name` is one of the predefined lists (the names `predefinedRecipientFilters` can expand). */
export const isPredefinedRecipientList = (name: string): name is PredefinedRecipientList => Object.hasOwn(predefinedRecipientFilters, name);

/** Today as a UTC calendar day. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

const groupShape = {
  name: requiredText('validation.recipient_group.name_required', 1, 50, 'validation.length_1_50'),
  description: optionalText(500),
  filter: recipientFilterSchema,
};

/** `POST /marketing/recipients` and `PUT /marketing/recipients`. */
export const recipientGroupCreateSchema = z.object({ ...groupShape, filter: recipientFilterSchema.default({}) });
export const recipientGroupUpdateSchema = z.object(groupShape).partial().extend(updateEnvelope);

export const recipientGroupDefaults = { filter: {} } as const;

/** `POST /marketing/recipients/filter`: a filter, and which page of its customers to answer (25 a page by default). */
export const recipientPreviewSchema = z.object({
  filter: recipientFilterSchema.default({}),
  pagination: z
    .object({ current: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(25) })
    .optional(),
});

/** What the preview answers of each customer: enough to recognise them and see how they are reached. */
export const recipientCustomerFields = ['_id', 'uid', 'name', 'last_name', 'phone', 'email', 'locale', 'notification_methods'] as const;

const stringList = z.array(z.string());

/** A stored filter as answers carry it: every field's values as a list. */
const recipientFilterRecordSchema = z.object({
  locale: stringList,
  status: stringList,
  source: stringList,
  gender: stringList,
  location: stringList,
  active: z.array(z.boolean()),
  notification_methods: stringList,
  created_at: z.object({ gte: z.string(), lte: z.string() }).partial(),
  project: z.object({ status: stringList, services: stringList }).partial(),
}).partial();

export const recipientPreviewAnswerSchema = z.object({
  total: z.number().describe('How many customers the filter selects'),
  customers: z.array(
    z.object({
      _id: z.string(),
      uid: z.number(),
      name: z.string(),
      last_name: z.string().nullable(),
      phone: z.string(),
      email: z.string().nullable(),
      locale: z.enum(locales),
      notification_methods: z.array(z.enum(notificationChannels)),
    }),
  ),
  consent: z.array(consentAudienceSchema).describe("Per channel, how many of them the channel's consent allows now and how many it leaves out, by reason"),
});

export type RecipientCustomer = z.infer<typeof recipientPreviewAnswerSchema>['customers'][number];

/** A recipient group as the API answers it. */
export const recipientGroupRecordSchema = z.object({
  ...recordFields,
  name: z.string(),
  description: z.string().nullable(),
  filter: recipientFilterRecordSchema,
});

export type RecipientGroup = z.infer<typeof recipientGroupRecordSchema>;

/** `GET /marketing/recipients`: every group by name, each with how many customers its filter selects now. */
export const recipientGroupWithCountSchema = recipientGroupRecordSchema.extend({ member_count: z.number() });
export type RecipientGroupWithCount = z.infer<typeof recipientGroupWithCountSchema>;
