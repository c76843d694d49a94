import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { defaultAppearance } from '../../domain/appearance.js';
import type { InterfaceLocale } from '../../domain/enums.js';
import type { HistoryEvent } from '../../domain/history.js';
import { defaultQuoteTaxRate } from '../../domain/quote.js';

// Millisecond precision: the `updated_at` a client sends back must compare equal to the stored one.
export const moment = (name: string) => timestamp(name, { precision: 3, withTimezone: true, mode: 'date' });

/** The columns every record carries (docs/product.md#records); an entity's table spreads them. */
export const recordColumns = {
  _id: text('_id').primaryKey(),
  creator: text('creator').references((): AnyPgColumn => users._id, { onDelete: 'set null' }),
  created_at: moment('created_at').notNull().defaultNow(),
  updated_at: moment('updated_at').notNull().defaultNow(),
};

// Indexes are ascending: a btree serves ORDER BY … DESC by scanning backwards (NULLS FIRST, PostgreSQL's default
// for DESC), whereas a `DESC NULLS LAST` index, drizzle's default for `.desc()`, would not match it.

/**
 * One table holds every account; staff are the accounts holding a staff role (docs/product.md#accounts). It is
 * here, not beside a definition: two resources serve it (staffs, users), sign-in reads it and every record's
 * `creator` names it.
 */
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
    // What the back office e-mails the account (docs/pm.md#reminders-and-the-daily-digest): its language, the
    // business's when null, and whether the morning digest of overdue tasks comes.
    locale: text('locale').$type<InterfaceLocale>(),
    overdue_digest: boolean('overdue_digest').notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
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
    // What a `quote` entry says happened, worded by the screens in the reader's language (domain/history.ts).
    event: jsonb('event').$type<HistoryEvent>(),
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

/**
 * In-app notices (docs/pm.md#notices), each for one staff account: its kind (domain/notice.ts), the record it is
 * about, its sentence's values. Read newest first, the unread before the others, by the index's backward scan.
 */
export const notices = pgTable(
  'notices',
  {
    _id: text('_id').primaryKey(),
    account: text('account')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    resource: text('resource').notNull(),
    record: text('record').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string | null>>().notNull(),
    created_at: moment('created_at').notNull().defaultNow(),
    read_at: moment('read_at'),
  },
  (t) => [index('notices_account_idx').on(t.account, sql`(${t.read_at} is null)`, t.created_at, t._id)],
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
    // Years after a contract's signed date during which tax records keep the customer's name: erasure waits (docs/privacy.md).
    contract_retention_years: integer('contract_retention_years').notNull().default(7),
    // The tax rate of a new quote that names none (docs/quotes.md), 13 % being Ontario's HST.
    quote_tax_rate: numeric('quote_tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(defaultQuoteTaxRate),
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
 * Grouped counts kept by triggers, so that the dashboard's charts, the totals of lists filtered by status or source
 * and recipient counts never group big tables. Which counts: each definition's `tallies` (`customers.status`…),
 * installed at start by server/resources/countTriggers.ts. A count may be spread over rows of several shards, each
 * written by its own database sessions, so that concurrent writers do not wait for each other's rows
 * (docs/performance.md#kept-counts): read a count as the sum of its rows.
 */
/** Part `position` (from 1) of a tally's `|`-separated key, written alike in the tallies' index and in the statements it serves. */
export const tallyKeyPart = (key: AnyPgColumn, position: number) => sql`split_part(${key}, '|', ${sql.raw(String(position))})`;

export const tallies = pgTable(
  'tallies',
  {
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    /** Which of a count's rows (`countShard`): a key's count is the sum of its rows. */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.key, t.shard] }),
    // The preview's total and consent counts of a recipient filter on segment fields (migrations 0018 and 0040) read
    // this index alone: the key's parts as recipientFilter.ts writes them (language, active, channels first: most
    // filters name them), then the tally. Parts compared in the index, not split again from each tally's key
    // (docs/performance.md#recipient-preview).
    index('tallies_recipient_consent_parts_idx')
      .on(tallyKeyPart(t.key, 1), ...[5, 6, 2, 3, 4, 7, 8].map((part) => tallyKeyPart(t.key, part)), t.key, t.count)
      .where(sql`${t.subject} = 'customers.recipient_consent'`),
  ],
);

/**
 * Exact row counts kept by triggers: list totals and menu badges without `count(*)` on big tables. Every registered
 * resource's table gets its triggers at start (server/resources/countTriggers.ts).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    table_name: text('table_name').notNull(),
    /** As in `tallies`: a table's count is the sum of its rows. */
    shard: smallint('shard').notNull().default(0),
    row_count: integer('row_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.table_name, t.shard] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files, kept in the database so that every server on one PostgreSQL serves every file and a backup holds
 * them (docs/server.md#uploads). A name never changes its bytes; `sha256` is their ETag.
 */
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  // Unknown for files moved in from the data folder, whose names only prove their uploader to whoever asks.
  uploader: text('uploader').references(() => users._id, { onDelete: 'set null' }),
  created_at: moment('created_at').notNull().defaultNow(),
});

/** The days whose backup a server has claimed, so that one server alone writes each day's (docs/server.md#backups). */
export const backupDays = pgTable('backup_days', {
  day: text('day').primaryKey(),
  claimed_at: moment('claimed_at').notNull().defaultNow(),
});

/**
 * The deadline reminders claimed (docs/pm.md#reminders-and-the-daily-digest): one row per task, participant and
 * day, written with the participant's notice, so that one server alone reminds each. `sending_at` is set by the
 * server that hands the e-mail over, `mailed_at` once it went; a refused hand-over clears `sending_at` for the next
 * check. No foreign keys: a claim outlives a task put in the trash, which is not reminded again that day.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    task: text('task').notNull(),
    account: text('account').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sending_at: moment('sending_at'),
    mailed_at: moment('mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.task, t.account, t.day] }), index('task_reminders_day_idx').on(t.day)],
);

/** The daily digests of overdue tasks claimed: one row per account and day, as `task_reminders` for its e-mail. */
export const overdueDigests = pgTable(
  'overdue_digests',
  {
    account: text('account').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sending_at: moment('sending_at'),
    mailed_at: moment('mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.account, t.day] }), index('overdue_digests_day_idx').on(t.day)],
);
