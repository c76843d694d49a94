import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerCreateSchema, customerDefaults, customerRecordSchema, customerSummaryFields, customerUpdateSchema } from '../../domain/customer.js';
import { fieldError } from '../../domain/apiErrors.js';
import { resources } from '../../domain/resources.js';
import { consentListFilter } from '../consent/consentConditions.js';
import { ApiError } from '../http/apiError.js';
import { moment, recordColumns, users } from '../db/schema.js';
import { customerFullNameSql, projectLabelOf, staffNameOf } from './computedNames.js';
import { waitForCampaignExpansions } from './campaignMessages.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';
import { customerFileFields } from '../../domain/customerImport.js';

// Chinese names are written surname first (王芳) but stored given name first: both orders are searchable.
const customerSearchText: SQL = sql`lower(
  coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(last_name, '') || coalesce(name, '') || ' ' || coalesce(organization, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(secondary_phone, '') || ' ' ||
  coalesce(wechat, '') || ' ' || coalesce(raw_address, '') || ' ' || coalesce(location, '') || ' ' || uid::text)`;

/** Each import of a customer file (docs/decisions.md#importing-customers): who, when, which file, what came of its rows. */
export const customerImports = pgTable('customer_imports', {
  ...recordColumns,
  file_name: text('file_name'),
  rows: integer('rows').notNull().default(0),
  created: integer('created').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  invalid: integer('invalid').notNull().default(0),
  undone_at: moment('undone_at'),
});

export const customers = pgTable(
  'customers',
  {
    ...recordColumns,
    uid: integer('uid').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    last_name: text('last_name'),
    organization: text('organization'),
    gender: text('gender').notNull().default('unknown'),
    email: text('email'),
    phone: text('phone').notNull(),
    phone_extension: text('phone_extension'),
    secondary_phone: text('secondary_phone'),
    secondary_phone_extension: text('secondary_phone_extension'),
    wechat: text('wechat'),
    wechat_added: boolean('wechat_added').notNull().default(false),
    raw_address: text('raw_address'),
    location: text('location'),
    locale: text('locale').notNull().default('en-US'),
    notification_methods: text('notification_methods').array().notNull().default(sql`'{email}'`),
    source: text('source').notNull().default('Unknown'),
    referer: text('referer'),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    avatar: text('avatar'),
    status: text('status').notNull().default('pending'),
    // How many projects the customer has, kept by the projects' triggers (migration 0063): counting them for each
    // customer was 40 % of the database's time of an export (docs/performance.md#kept-counts).
    projects: integer('projects').notNull().default(0),
    // Marketing consent per channel as computed from `consent_events` (docs/consent.md), kept by the database's
    // triggers (migration 0032) and the sweep of ended implied consent (0040); `_until` is when implied consent ends
    // or ended (`implied`, `expired`), null for any other state.
    email_consent: text('email_consent').notNull().default('implied'),
    email_consent_until: moment('email_consent_until'),
    sms_consent: text('sms_consent').notNull().default('implied'),
    sms_consent_until: moment('sms_consent_until'),
    // When the customer's personal data was erased on request (docs/privacy.md); the row stays for its projects and contracts.
    erased_at: moment('erased_at'),
    // The import that brought the customer in, for its undo; null for customers entered by hand.
    import_id: text('import_id').references(() => customerImports._id),
    // What quick search and `q` match: every searchable field, lower-cased, trigram-indexed.
    search_text: text('search_text').generatedAlwaysAs(customerSearchText),
    // The Chinese characters of the names and address: trigrams cannot index a two-character name like 王芳.
    search_cjk: text('search_cjk')
      .array()
      .generatedAlwaysAs(sql`cjk_characters(coalesce(name, '') || coalesce(last_name, '') || coalesce(organization, '') || coalesce(raw_address, '') || coalesce(location, ''))`),
  },
  (t) => [
    uniqueIndex('customers_uid_key').on(t.uid),
    // search_text rides along so that quick search can walk the newest customers matching a common term
    // (an index-only scan) instead of sorting every match; it never changes the order, as (created_at, _id) is unique.
    // Listed customers only (`listed`): a page, and a quick search's pass from the newest, read this index alone,
    // without visiting each row to see it is not erased (docs/performance.md#pages-of-a-list).
    index('customers_created_at_search_idx').on(t.created_at, t._id, t.search_text).where(sql`${t.erased_at} is null`),
    index('customers_updated_at_idx').on(t.updated_at, t._id),
    index('customers_status_uid_idx').on(t.status, t.uid),
    index('customers_status_created_at_idx').on(t.status, t.created_at, t._id),
    index('customers_source_idx').on(t.source),
    index('customers_name_idx').on(t.name, t._id),
    // Recipient filters select by location regardless of case.
    index('customers_location_idx').on(sql`lower(${t.location})`),
    index('customers_search_idx').using('gin', t.search_text.op('gin_trgm_ops')),
    index('customers_search_cjk_idx').using('gin', t.search_cjk),
    // Finding the same person entered twice, by import and by the duplicates finder (docs/product.md#duplicate-customers).
    index('customers_phone_idx').on(t.phone),
    index('customers_secondary_phone_idx').on(t.secondary_phone),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    index('customers_wechat_idx').on(t.wechat),
    // Consent filters: a state, and implied consent ending within a range (the ones to ask for express consent).
    index('customers_email_consent_idx').on(t.email_consent, t.email_consent_until),
    index('customers_sms_consent_idx').on(t.sms_consent, t.sms_consent_until),
    // The sweep of ended implied consent (`expire_implied_consent`, migration 0040) reads only the implied ones.
    index('customers_email_consent_implied_idx').on(t.email_consent_until).where(sql`${t.email_consent} = 'implied'`),
    index('customers_sms_consent_implied_idx').on(t.sms_consent_until).where(sql`${t.sms_consent} = 'implied'`),
    index('customers_import_idx').on(t.import_id).where(sql`${t.import_id} is not null`),
    // The few erased customers by creation, which a deep page of the list leaves out of its day counts (listQueries.ts).
    index('customers_erased_created_at_idx').on(t.created_at).where(sql`${t.erased_at} is not null`),
  ],
);

/**
 * Each consent given or withdrawn (docs/consent.md): never edited or deleted, but by an erasure. A trigger (migration
 * 0032) recomputes the customer's consent columns from them.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    _id: text('_id').primaryKey(),
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    note: text('note'),
    occurred_at: moment('occurred_at').notNull().defaultNow(),
    recorded_by: text('recorded_by').references(() => users._id, { onDelete: 'set null' }),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('consent_events_customer_idx').on(t.customer, t.channel, t.occurred_at, t.created_at)],
);

export const customerResource: ResourceDefinition = {
  declaration: resources.customers,
  table: customers,
  label: 'Customer',
  createSchema: customerCreateSchema,
  updateSchema: customerUpdateSchema,
  defaults: customerDefaults,
  filters: {
    status: 'exact',
    source: 'exact',
    locale: 'exact',
    gender: 'exact',
    active: 'exact',
    creator: 'exact',
    uid: 'exact',
    location: 'contains',
    notification_methods: 'anyOf',
    created_at: 'range',
    email_consent: consentListFilter({ state: customers.email_consent, until: customers.email_consent_until }),
    sms_consent: consentListFilter({ state: customers.sms_consent, until: customers.sms_consent_until }),
  },
  sorts: ['created_at', 'updated_at', 'uid', 'name', 'last_name', 'status', 'source', 'locale', 'gender', 'location', 'email', 'phone'],
  search: { text: customers.search_text, cjk: customers.search_cjk },
  listed: sql`customers.erased_at is null`,
  unchangeable: (stored) => {
    if (!stored.erased_at) return undefined;
    const detail = fieldError('_id', 'validation.customer.erased');
    return new ApiError(409, 'CUSTOMER_ERASED', detail.message, [detail]);
  },
  summary: customerSummaryFields,
  tallies: {
    source: 'value',
    status: 'value',
    // New customers by month in any whole-hour time zone: a month's whole UTC days, and the hours at its two ends.
    created_hour: { key: `to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:00')` },
    created_day: { key: `to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD')` },
    // The fields recipient filters select by most (`recipient_segment`, migration 0018) and each channel's consent
    // state (migration 0040), erased customers apart: the recipient preview's total and consent counts.
    recipient_consent: { key: 'recipient_consent(row_values)' },
  },
  hidden: ['search_text', 'search_cjk', 'import_id'],
  // Written out in full: drizzle leaves column names unqualified in a one-table select, which a subquery misreads.
  computed: {
    creator_name: staffNameOf('customers.creator').as('creator_name'),
  },
  historyEntity: 'customers',
  // Raw values under field names, so that our import reads the file back (docs/product.md#importing-customers).
  exportColumns: ['uid', ...customerFileFields, 'creator_name', 'projects', 'created_at', 'updated_at'],
  recordSchema: customerRecordSchema,
  sample: { body: () => ({ name: 'Ann "Q"', last_name: '王', phone: '4165550199', organization: sampleText, note: sampleText, notification_methods: [] }) },
  deletion: {
    label: customerFullNameSql,
    refusals: [{ blockers: (id) => sql`select ${projectLabelOf('projects')} as name from projects where customer = ${id} limit 3`, message: 'validation.trash.customer_has_projects' }],
    companions: [
      { table: 'campaign_messages', column: 'customer' },
      { table: 'consent_events', column: 'customer' },
    ],
    holdOff: waitForCampaignExpansions,
  },
};
