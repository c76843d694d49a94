import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../domain/enums.js';
import { validationText } from '../../domain/messages.js';
import {
  defaultQuoteTaxRate,
  editableQuoteStatuses,
  quoteTotals,
  quoteValidDays,
  revisableQuoteStatuses,
  type Quote,
  type QuoteInput,
  type QuoteLine,
  type quoteUpdateSchema,
} from '../../domain/quote.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { badRequest, conflict, notFound } from '../http/apiError.js';
import { customerNameOf, staffNameOf } from '../resources/computedNames.js';
import { customers } from '../resources/customers.js';
import { projects } from '../resources/projects.js';
import { quoteNumbers, quotes } from '../resources/quotes.js';
import { assertCurrentVersion } from '../resources/recordWrites.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

type QuoteRow = typeof quotes.$inferSelect;
type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

/** What a quote answers beyond its columns. */
const quoteAnswerColumns = {
  ...getTableColumns(quotes),
  customer_name: customerNameOf('quotes.customer').as('customer_name'),
  creator_name: staffNameOf('quotes.creator').as('creator_name'),
};

type QuoteAnswerRow = QuoteRow & { customer_name: string | null; creator_name: string | null };

/** A row as the API answers it: moments as ISO text, each line with its amount. */
function quoteAnswer(row: QuoteAnswerRow): Quote {
  const { line_amounts_cents } = quoteTotals(row);
  return {
    ...row,
    status: row.status as Quote['status'],
    language: row.language as Locale,
    lines: row.lines.map((line, index) => ({ ...line, unit: line.unit ?? null, amount_cents: line_amounts_cents[index] })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    superseded_at: row.superseded_at?.toISOString() ?? null,
    terms: row.terms ?? null,
    notes: row.notes ?? null,
  };
}

export async function readQuote(db: Db, _id: string): Promise<Quote> {
  const [row] = await db.select(quoteAnswerColumns).from(quotes).where(eq(quotes._id, _id));
  if (!row) throw notFound('Quote');
  return quoteAnswer(row as QuoteAnswerRow);
}

export interface QuoteListFilters {
  status?: string[];
  project?: string;
  customer?: string;
}

/** Quotes newest first, at most `limit`; every version is a row of its own. */
export async function listQuotes(db: Db, filters: QuoteListFilters, limit: number): Promise<Quote[]> {
  const conditions: SQL[] = [];
  if (filters.status?.length) conditions.push(inArray(quotes.status, filters.status));
  if (filters.project) conditions.push(eq(quotes.project, filters.project));
  if (filters.customer) conditions.push(eq(quotes.customer, filters.customer));
  const rows = await db
    .select(quoteAnswerColumns)
    .from(quotes)
    .where(and(...conditions))
    .orderBy(desc(quotes.created_at), desc(quotes._id))
    .limit(limit);
  return rows.map((row) => quoteAnswer(row as QuoteAnswerRow));
}

/** The stored totals of a quote's money fields, computed here and nowhere else on the server. */
const storedTotals = (money: Parameters<typeof quoteTotals>[0]) => {
  const { line_amounts_cents: _amounts, rooms: _rooms, ...totals } = quoteTotals(money);
  return totals;
};

/** The calendar day in `timeZone` at `now`, and that day `days` later: `YYYY-MM-DD`. */
export function businessDay(now: number, timeZone: string, days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A new draft, version 1, numbered `Q-<year>-<sequence>` with the year of its creation in the business time zone.
 * Fields left out take the project's discount, the customer's language, the default tax rate and 30 days' validity.
 */
export async function createQuote(db: Db, input: QuoteInput, creator: string, now: number): Promise<Quote> {
  const [project] = await db
    .select({ customer: projects.customer, discount: projects.discount, locale: customers.locale })
    .from(projects)
    .innerJoin(customers, eq(customers._id, projects.customer))
    .where(eq(projects._id, input.project));
  if (!project) throw badRequest(validationText('validation.missing.project'), [{ path: 'project', message: validationText('validation.missing.project'), key: 'validation.missing.project' }]);
  const { time_zone } = await readBusinessSettings(db);
  const fields = {
    ...input,
    discount_percent: input.discount_percent ?? project.discount ?? 0,
    tax_rate: input.tax_rate ?? defaultQuoteTaxRate,
    deposit_percent: input.deposit_percent ?? 0,
    language: input.language ?? (project.locale as Locale),
    valid_until: input.valid_until ?? businessDay(now, time_zone, quoteValidDays),
  };
  const _id = newId();
  const year = businessDay(now, time_zone).slice(0, 4);
  await db.insert(quotes).values({
    ...fields,
    _id,
    creator,
    customer: project.customer,
    number: sql`${`Q-${year}-`} || lpad(nextval(${quoteNumbers.seqName})::text, 4, '0')`,
    created_at: new Date(now),
    updated_at: new Date(now),
    ...storedTotals(fields),
  });
  return readQuote(db, _id);
}

const notDraft = () => conflict(validationText('validation.quote.not_draft'), 'QUOTE_NOT_EDITABLE');

async function lockedQuote(tx: Pick<Db, 'select'>, _id: string): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes._id, _id)).for('update');
  if (!row) throw notFound('Quote');
  return row;
}

const isEditable = (row: QuoteRow) => (editableQuoteStatuses as readonly string[]).includes(row.status);

/** Saves a draft's fields (naming the version it was read at, like every PUT) and its recomputed totals. */
export async function updateQuote(db: Db, _id: string, { updated_at: readAt, ...changes }: QuoteUpdate, now: number): Promise<Quote> {
  await db.transaction(async (tx) => {
    const row = await lockedQuote(tx, _id);
    if (!isEditable(row)) throw notDraft();
    assertCurrentVersion(readAt, row.updated_at, { missing: 'Send the updated_at you read.', stale: 'This quote was changed meanwhile: reload it.' });
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<QuoteRow>;
    const next = { ...row, ...defined };
    const updatedAt = new Date(Math.max(now, row.updated_at.getTime() + 1));
    await tx
      .update(quotes)
      .set({ ...defined, ...storedTotals(next), updated_at: updatedAt })
      .where(eq(quotes._id, _id));
  });
  return readQuote(db, _id);
}

/**
 * A new draft version with the same number, copied from a sent, viewed, declined or expired one, which becomes
 * `superseded` (its acceptance link, later, says so). Only the newest version can be revised.
 */
export async function reviseQuote(db: Db, _id: string, creator: string, now: number): Promise<Quote> {
  const revisionId = newId();
  const { time_zone } = await readBusinessSettings(db);
  await db.transaction(async (tx) => {
    const row = await lockedQuote(tx, _id);
    if (!(revisableQuoteStatuses as readonly string[]).includes(row.status)) {
      throw conflict(validationText('validation.quote.not_revisable'), 'QUOTE_NOT_REVISABLE');
    }
    const at = new Date(now);
    await tx.update(quotes).set({ status: 'superseded', superseded_at: at, updated_at: new Date(Math.max(now, row.updated_at.getTime() + 1)) }).where(eq(quotes._id, _id));
    await tx.insert(quotes).values({
      ...row,
      _id: revisionId,
      creator,
      version: row.version + 1,
      status: 'draft',
      valid_until: businessDay(now, time_zone, quoteValidDays),
      lines: row.lines.map((line: QuoteLine) => ({ ...line })),
      superseded_at: null,
      created_at: at,
      updated_at: at,
    });
  });
  return readQuote(db, revisionId);
}
