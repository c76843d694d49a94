import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../domain/enums.js';
import { validationText } from '../../domain/validationMessages.js';
import { pricedQuote, quoteValidDays, revisableQuoteStatuses, type Quote, type QuoteInput } from '../../domain/quote.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { badRequest, conflict, notFound } from '../http/apiError.js';
import { customers } from '../resources/customers.js';
import { projects } from '../resources/projects.js';
import { quoteNumbers, quoteResource, quotes } from '../resources/quotes.js';
import { getRecord } from '../resources/recordReads.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

// What quotes do beyond every resource (docs/quotes.md): their create, with its number and defaults, and revisions.

/** A quote as the API answers it, read as every resource's record is. */
export const readQuote = async (db: Db, _id: string) => (await getRecord(db, quoteResource, _id)) as Quote;

/** A quote's row, locked until the transaction ends: what sending, answering and revising it start from. */
export async function lockedQuote(tx: Pick<Db, 'select'>, _id: string) {
  const [row] = await tx.select().from(quotes).where(eq(quotes._id, _id)).for('update');
  if (!row) throw notFound(quoteResource.label);
  return row;
}

/** The calendar day in `timeZone` at `now`, and that day `days` later: `YYYY-MM-DD`. */
export function businessDay(now: number, timeZone: string, days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A new draft, version 1, numbered `Q-<year>-<sequence>` with the year of its creation in the business time zone.
 * Fields left out take the project's discount, the customer's language, the tax rate of Settings and 30 days' validity.
 */
export async function createQuote(db: Db, input: QuoteInput, creator: string, now: number): Promise<Quote> {
  const [project] = await db
    .select({ customer: projects.customer, discount: projects.discount, locale: customers.locale })
    .from(projects)
    .innerJoin(customers, eq(customers._id, projects.customer))
    .where(eq(projects._id, input.project));
  if (!project) throw badRequest(validationText('validation.missing.project'), [{ path: 'project', message: validationText('validation.missing.project'), key: 'validation.missing.project' }]);
  const { time_zone, quote_tax_rate } = await readBusinessSettings(db);
  const fields = {
    ...input,
    discount_percent: input.discount_percent ?? project.discount ?? 0,
    tax_rate: input.tax_rate ?? quote_tax_rate,
    deposit_percent: input.deposit_percent ?? 0,
    language: input.language ?? (project.locale as Locale),
    valid_until: input.valid_until ?? businessDay(now, time_zone, quoteValidDays),
  };
  const _id = newId();
  const year = businessDay(now, time_zone).slice(0, 4);
  await db.insert(quotes).values({
    ...fields,
    ...pricedQuote(fields),
    _id,
    creator,
    customer: project.customer,
    number: sql`${`Q-${year}-`} || lpad(nextval(${quoteNumbers.seqName})::text, 4, '0')`,
    created_at: new Date(now),
    updated_at: new Date(now),
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
      superseded_at: null,
      sent_at: null,
      viewed_at: null,
      declined_at: null,
      decline_reason: null,
      created_at: at,
      updated_at: at,
    });
  });
  return readQuote(db, revisionId);
}
