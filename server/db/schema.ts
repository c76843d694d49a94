import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { defaultAppearance } from '../../domain/appearance.js';

// Millisecond precision: the `updated_at` a client sends back must compare equal to the stored one.
export const moment = (name: string) => timestamp(name, { precision: 3, withTimezone: true, mode: 'date' });

/** The columns every record carries (docs/product.md#records); an entity's table spreads them. */
export const recordColumns = {
  _id: text('_id').primaryKey(),
  creator: text('creator').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
  created_at: moment('created_at').notNull().defaultNow(),
  updated_at: moment('updated_at').notNull().defaultNow(),
};

/** One table holds every account; staff are the accounts holding a staff role (docs/product.md#accounts). */
export const users = pgTable(
  'users',
  {
    ...recordColumns,
    username: text('username').notNull(),
    email: text('email'),
    password_hash: text('password_hash').notNull(),
    name: text('name'),
    lastname: text('lastname'),
    display_name: text('display_name'),
    phone: text('phone'),
    extension: text('extension'),
    department: text('department'),
    job_title: text('job_title'),
    location: text('location'),
    address: text('address'),
    bio: text('bio'),
    note: text('note'),
    avatar: text('avatar'),
    roles: text('roles').array().notNull().default(sql`'{visitor}'`),
    permissions: text('permissions').array().notNull().default(sql`'{default}'`),
    active: boolean('active').notNull().default(true),
    // Tokens carry the version they were issued at; raising it (password change, deactivation) ends them all.
    session_version: integer('session_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

// Indexes are ascending: a btree serves ORDER BY … DESC by scanning backwards (NULLS FIRST, PostgreSQL's default
// for DESC), whereas a `DESC NULLS LAST` index, drizzle's default for `.desc()`, would not match it.

// Chinese names are written surname first (王芳) but stored given name first: both orders are searchable.
const customerSearchText: SQL = sql`lower(
  coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(last_name, '') || coalesce(name, '') || ' ' || coalesce(organization, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(secondary_phone, '') || ' ' ||
  coalesce(wechat, '') || ' ' || coalesce(raw_address, '') || ' ' || coalesce(location, '') || ' ' || uid::text)`;

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
    index('customers_created_at_search_idx').on(t.created_at, t._id, t.search_text),
    index('customers_updated_at_idx').on(t.updated_at, t._id),
    index('customers_status_uid_idx').on(t.status, t.uid),
    index('customers_status_created_at_idx').on(t.status, t.created_at, t._id),
    index('customers_source_idx').on(t.source),
    index('customers_name_idx').on(t.name, t._id),
    // Recipient filters select by location regardless of case.
    index('customers_location_idx').on(sql`lower(${t.location})`),
    index('customers_search_idx').using('gin', t.search_text.op('gin_trgm_ops')),
    index('customers_search_cjk_idx').using('gin', t.search_cjk),
  ],
);

/** A crew that projects are given to: staff members, one of them leading (docs/product.md#teams). */
export const teams = pgTable(
  'teams',
  {
    ...recordColumns,
    name: text('name').notNull(),
    alias: text('alias'),
    members: text('members').array().notNull().default(sql`'{}'`),
    leader: text('leader').references(() => users._id, { onDelete: 'set null' }),
  },
  (t) => [
    index('teams_created_at_idx').on(t.created_at, t._id),
    index('teams_name_idx').on(t.name, t._id),
    index('teams_members_idx').using('gin', t.members),
  ],
);

export const projects = pgTable(
  'projects',
  {
    ...recordColumns,
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    property: text('property').notNull().default('house'),
    services: text('services').array().notNull().default(sql`'{interior-renovation}'`),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    team: text('team').references(() => teams._id, { onDelete: 'set null' }),
    specialist: text('specialist').references(() => users._id, { onDelete: 'set null' }),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    raw_address: text('raw_address'),
    location: text('location'),
    note: text('note'),
    source: text('source'),
    referer: text('referer'),
    description: text('description'),
    status: text('status').notNull().default('pending'),
  },
  (t) => [
    index('projects_customer_idx').on(t.customer, t.created_at),
    index('projects_created_at_idx').on(t.created_at, t._id),
    index('projects_status_created_at_idx').on(t.status, t.created_at, t._id),
    index('projects_status_start_date_idx').on(t.status, t.start_date, t._id),
    index('projects_start_date_idx').on(t.start_date, t._id),
    index('projects_team_idx').on(t.team, t.created_at, t._id),
    index('projects_specialist_idx').on(t.specialist, t.created_at, t._id),
  ],
);

/**
 * Each (status, service) pair of a customer's projects, once, with the customer's fields that recipient filters
 * select by copied beside it (same names as in `customers`): a project condition is answered from this table alone,
 * newest first and counted from one index, without reading `projects` or `customers` (migration 0026). Triggers on
 * `projects` (status, services, customer) and `customers` (the copied fields) keep it exact; a project without
 * services has the pair (status, '').
 */
export const customerProjectPairs = pgTable(
  'customer_project_pairs',
  {
    // The customer's `_id`, by which the triggers find its pairs, and its `uid`, by which the preview counts and
    // pages them: an integer hashes faster and keeps the newest-first index narrow.
    customer: text('customer').notNull(),
    customer_uid: integer('customer_uid').notNull(),
    project_status: text('project_status').notNull(),
    service: text('service').notNull(),
    created_at: moment('created_at').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    gender: text('gender').notNull(),
    active: boolean('active').notNull(),
    location: text('location'),
    notification_methods: text('notification_methods').array().notNull(),
  },
  (t) => [
    // One pair's customers of one language and `active` newest first, every filter field at hand: the preview and
    // the count read only this index, and the usual filter (a language, active customers) counts only its own ranges.
    index('customer_project_pairs_newest_idx').on(
      t.project_status,
      t.service,
      t.locale,
      t.active,
      t.created_at,
      t.customer_uid,
      t.status,
      t.source,
      t.gender,
      t.notification_methods,
      t.location,
    ),
    index('customer_project_pairs_customer_idx').on(t.customer),
  ],
);

/** Contracts signed for a project; `customer` is the project's, kept beside it so a customer's contracts are one lookup. */
export const contracts = pgTable(
  'contracts',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    contract_number: text('contract_number').notNull(),
    type: text('type').notNull().default('standard'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    location: text('location'),
    representative: text('representative'),
    effective_date: date('effective_date', { mode: 'string' }),
    signed: boolean('signed').notNull().default(false),
    signed_date: date('signed_date', { mode: 'string' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('contracts_contract_number_key').on(t.contract_number),
    index('contracts_project_idx').on(t.project, t.created_at, t._id),
    index('contracts_customer_idx').on(t.customer, t.created_at, t._id),
    index('contracts_created_at_idx').on(t.created_at, t._id),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    urgent: boolean('urgent').notNull().default(false),
    name: text('name').notNull(),
    participants: text('participants').array().notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    types: text('types').array().notNull(),
    description: text('description').notNull(),
    done: boolean('done').notNull().default(false),
    done_at: moment('done_at'),
  },
  (t) => [
    index('tasks_participants_idx').using('gin', t.participants),
    index('tasks_project_idx').on(t.project, t.created_at, t._id),
    index('tasks_created_at_idx').on(t.created_at, t._id),
    index('tasks_deadline_idx').on(t.deadline, t._id),
  ],
);

/** The history of customers and projects: notes staff write and the changes the server records. */
export const history = pgTable(
  'history',
  {
    _id: text('_id').primaryKey(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    type: text('type').notNull(),
    content: text('content'),
    changes: jsonb('changes'),
    creator: text('creator').references(() => users._id, { onDelete: 'set null' }),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('history_entity_idx').on(t.entity, t.entity_id, t.created_at)],
);

/**
 * The support chat: each staff member has one conversation with the support desk (the superadmins).
 * `read_at` is set when the other side has seen a message; the unread counts read it.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    _id: text('_id').primaryKey(),
    conversation: text('conversation')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    author: text('author').references(() => users._id, { onDelete: 'set null' }),
    from_desk: boolean('from_desk').notNull(),
    content: text('content').notNull(),
    created_at: moment('created_at').notNull().defaultNow(),
    read_at: moment('read_at'),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversation, t.created_at),
    // Unread messages are few: the counts read a small partial index, whatever the history holds.
    index('support_messages_unread_idx').on(t.from_desk, t.conversation).where(sql`${t.read_at} is null`),
  ],
);

/** Tokens signed out before they expire. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expires_at: moment('expires_at').notNull(),
});

/**
 * The audit log: sign-ins, refused authorizations and changes of roles, permissions, active flag and password.
 * Rows name accounts by id without a foreign key, so the log outlives what it speaks of.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    _id: text('_id').primaryKey(),
    at: moment('at').notNull().defaultNow(),
    action: text('action').notNull(),
    actor: text('actor'),
    subject: text('subject'),
    login: text('login'),
    address: text('address'),
    user_agent: text('user_agent'),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t._id),
    index('audit_events_subject_idx').on(t.subject, t.at),
    index('audit_events_actor_idx').on(t.actor, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
  ],
);

/**
 * The business settings (docs/product.md#business-settings): one row, made by its migration, which every save updates. Its key can only
 * be `true`, so a second row cannot exist.
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    single: boolean('single').primaryKey().default(true),
    company_name: text('company_name'),
    company_address: text('company_address'),
    company_phone: text('company_phone'),
    default_language: text('default_language').notNull().default(defaultAppearance.default_language),
    time_zone: text('time_zone').notNull().default('America/Toronto'),
    primary_color: text('primary_color').notNull().default(defaultAppearance.primary_color),
    menu_color: text('menu_color').notNull().default(defaultAppearance.menu_color),
    menu_layout: text('menu_layout').notNull().default(defaultAppearance.menu_layout),
    sender_name: text('sender_name'),
    sender_email: text('sender_email'),
    sms_sender: text('sms_sender'),
    updated_at: moment('updated_at').notNull().defaultNow(),
    updated_by: text('updated_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (t) => [check('business_settings_single_row', sql`${t.single}`)],
);

/** Failed sign-ins per username and address, kept in the database so every server sees them. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  first_failed_at: moment('first_failed_at').notNull(),
});

/** Links that set a new password: only a hash of each token is kept; a link works once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    created_at: moment('created_at').notNull().defaultNow(),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
  },
  (t) => [index('password_resets_user_id_idx').on(t.user_id, t.created_at)],
);

/**
 * Grouped counts kept by triggers, so that the dashboard's charts and the totals of lists filtered by status or
 * source never group big tables: `customers.source`, `customers.status` and `projects.status` by value,
 * `customers.created_day` by UTC day ('YYYY-MM-DD') and `customers.created_hour` by UTC hour ('YYYY-MM-DD HH24:00'),
 * from which months are summed in any whole-hour time zone.
 */
export const tallies = pgTable(
  'tallies',
  {
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.key] }),
    // A recipient filter by language sums only that language's segments (the key's first part, migration 0018).
    index('tallies_recipient_segment_locale_idx')
      .on(sql`split_part(${t.key}, '|', 1)`)
      .where(sql`${t.subject} = 'customers.recipient_segment'`),
  ],
);

/**
 * Exact row counts kept by triggers: list totals and menu badges without `count(*)` on big tables. A new
 * resource's table gets its triggers with one line in its migration: `SELECT track_row_count('<table>');`.
 */
export const rowCounts = pgTable('row_counts', {
  table_name: text('table_name').primaryKey(),
  row_count: integer('row_count').notNull(),
});
