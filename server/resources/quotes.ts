import { and, eq, sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { validationText } from '../../domain/validationMessages.js';
import { awaitingQuoteStatuses, editableQuoteStatuses, pricedQuote, quoteRecordSchema, quoteUpdateSchema, type PricedQuoteLine, type QuoteLine, type QuoteMoney } from '../../domain/quote.js';
import { resources } from '../../domain/resources.js';
import type { Db } from '../db/client.js';
import { moment, recordColumns } from '../db/schema.js';
import { conflict } from '../http/apiError.js';
import { customerNameOf, staffNameOf } from './computedNames.js';
import { customers } from './customers.js';
import { writeHistory } from './history.js';
import { projects } from './projects.js';
import { nextVersion } from './recordWrites.js';
import { sampleText, type ResourceDefinition, type WriteSteps } from './resourceDefinition.js';

/** The statuses of a quote awaiting an answer, as SQL: the partial index, the sweep and the dashboard's count agree on them. */
export const awaitingStatusList = sql.raw(awaitingQuoteStatuses.map((status) => `'${status}'`).join(', '));

/** One sequence for every quote number; the number carries the year of its creation (docs/decisions.md#quotes). */
export const quoteNumbers = pgSequence('quote_number_seq');

/**
 * One row per quote version (docs/decisions.md#quotes): a revision is a new row with the same `number`, so each version
 * keeps its own lines, totals, status and, later, its own acceptance link. Lines are a jsonb array in display order:
 * they are only ever written with their quote, and copied whole into a new version.
 */
export const quotes = pgTable(
  'quotes',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    number: text('number').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('draft'),
    valid_until: date('valid_until', { mode: 'string' }),
    language: text('language').notNull(),
    discount_percent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    deposit_percent: numeric('deposit_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    terms: text('terms'),
    notes: text('notes'),
    // Each line with its amount: `pricedQuote` on every write, so that every answer carries them as stored.
    lines: jsonb('lines').$type<PricedQuoteLine[]>().notNull().default([]),
    // Computed by `quoteTotals` on every write, kept for lists, the dashboard and reports.
    subtotal_cents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discount_cents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    tax_cents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    deposit_cents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    superseded_at: moment('superseded_at'),
    // Sending and the customer's answer (docs/quotes.md#sending).
    sent_at: moment('sent_at'),
    viewed_at: moment('viewed_at'),
    declined_at: moment('declined_at'),
    decline_reason: text('decline_reason'),
  },
  (t) => [
    uniqueIndex('quotes_number_version_key').on(t.number, t.version),
    index('quotes_project_idx').on(t.project, t.created_at, t._id),
    index('quotes_customer_idx').on(t.customer, t.created_at, t._id),
    index('quotes_status_idx').on(t.status, t.created_at, t._id),
    // The quotes awaiting an answer by their last day: what the sweep of ended ones reads (`expireQuotes`).
    index('quotes_awaiting_valid_until_idx')
      .on(t.valid_until)
      .where(sql`${t.status} in (${awaitingStatusList})`),
    index('quotes_created_at_idx').on(t.created_at, t._id),
  ],
);

/** A quote can be changed and deleted while it is a draft; once sent it is the record of what the customer was offered. */
const isEditableQuote = (status: unknown) => (editableQuoteStatuses as readonly unknown[]).includes(status);

const notEditableQuote = () => conflict(validationText('validation.quote.not_draft'), 'QUOTE_NOT_EDITABLE');

/**
 * An update's money, last in its transaction: the lines stored with their amounts and the totals, computed from the
 * quote as saved (a new discount changes them as much as new lines do), never read from the body.
 */
const quoteWriteSteps: WriteSteps = {
  written: async (tx, _before, after) => {
    await tx
      .update(quotes)
      .set(pricedQuote(after as unknown as QuoteMoney<QuoteLine | PricedQuoteLine>))
      .where(eq(quotes._id, after._id as string));
  },
};

/** A sent or viewed quote whose valid-until day has ended at `now` in the business time zone. */
const endedAwaiting = (now: number) =>
  and(
    sql`${quotes.status} in (${awaitingStatusList})`,
    sql`${quotes.valid_until} < (${new Date(now).toISOString()}::timestamptz at time zone business_time_zone())::date`,
  );

/**
 * Stores as `expired` the sent or viewed quotes whose valid-until day has ended by `now` (business time zone), each
 * with a `quote_expired` entry in its project's history at the end of that day, so that the list's filter, the record
 * page and the dashboard's open quotes agree (docs/quotes.md#versions). Time moves the status without any write, so
 * this runs before quotes are read; it reads the partial index of the awaiting ones, and writes nothing when none has ended.
 */
export async function expireQuotes(db: Db, now: number) {
  const [due] = await db.select({ _id: quotes._id }).from(quotes).where(endedAwaiting(now)).limit(1);
  if (!due) return;
  await db.transaction(async (tx) => {
    // Checked again under the rows' locks: a concurrent sweep, send or answer may have come first.
    const expired = await tx
      .update(quotes)
      .set({ status: 'expired', updated_at: nextVersion(quotes) })
      .where(endedAwaiting(now))
      .returning({
        quote: quotes._id,
        project: quotes.project,
        number: quotes.number,
        version: quotes.version,
        valid_until: quotes.valid_until,
        ended: sql<string>`to_char(((${quotes.valid_until} + 1)::timestamp at time zone business_time_zone()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      });
    for (const { project, ended, valid_until, ...named } of expired) {
      await writeHistory(tx, {
        entity: 'projects',
        entityId: project,
        type: 'quote',
        creator: null,
        event: { kind: 'quote_expired', ...named, valid_until: valid_until! },
        createdAt: new Date(ended),
      });
    }
  });
}

/**
 * Quotes are created by `POST /pm/quotes` (server/quotes/quoteService.ts: a number from the sequence, the
 * project's defaults) and revised by `POST /pm/quotes/:id/revise`; listed, read, edited while a draft and deleted
 * here, like every resource.
 */
export const quoteResource: ResourceDefinition = {
  declaration: resources.quotes,
  table: quotes,
  label: 'Quote',
  updateSchema: quoteUpdateSchema,
  // Set by `createQuote`, which is the only create.
  defaults: {},
  filters: {
    status: 'exact',
    project: 'exact',
    customer: 'exact',
    creator: 'exact',
    number: 'contains',
    valid_until: 'range',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'number', 'total_cents', 'valid_until', 'status'],
  computed: {
    customer_name: customerNameOf('quotes.customer').as('customer_name'),
    // Whom Send e-mails, which its confirmation names (docs/quotes.md#sending).
    customer_email: sql<string | null>`(select customers.email from customers where customers._id = quotes.customer)`.as('customer_email'),
    creator_name: staffNameOf('quotes.creator').as('creator_name'),
  },
  beforeRead: expireQuotes,
  unchangeable: (stored) => (isEditableQuote(stored.status) ? undefined : notEditableQuote()),
  // Raw values under field names: money in cents, the customer's name beside its id.
  exportColumns: [
    'id',
    'number',
    'version',
    'status',
    'project',
    'customer',
    'customer_name',
    'valid_until',
    'language',
    'subtotal_cents',
    'discount_percent',
    'discount_cents',
    'tax_rate',
    'tax_cents',
    'total_cents',
    'deposit_percent',
    'deposit_cents',
    'terms',
    'notes',
    'creator_name',
    'created_at',
    'updated_at',
  ],
  writeSteps: () => quoteWriteSteps,
  recordSchema: quoteRecordSchema,
  sample: {
    body: (idOf) => ({
      project: idOf('projects'),
      terms: sampleText,
      notes: sampleText,
      lines: [{ room: '主卧 "bath"', description: sampleText, quantity: 2.5, unit: 'm²', unit_price_cents: 12345, optional: false }],
    }),
  },
  deletion: {
    label: sql`${quotes.number} || ' v' || ${quotes.version}`,
    refusals: [
      {
        blockers: (id) => sql`select number as name from quotes where _id = ${id} and status not in (${sql.join(editableQuoteStatuses.map((status) => sql`${status}`), sql`, `)})`,
        message: 'validation.quote.not_draft',
      },
    ],
    parents: [
      { column: 'project', resource: 'projects', inTrash: 'validation.trash.restore_project_first', missing: 'validation.missing.project' },
      { column: 'customer', resource: 'customers', inTrash: 'validation.trash.restore_customer_first', missing: 'validation.missing.customer' },
    ],
  },
};
