import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { canonicalJson } from '../../domain/canonicalJson.js';
import type { InterfaceLocale } from '../../domain/enums.js';
import { answerableQuoteStatuses, quoteTotals, type Quote, type QuoteAcceptanceInput } from '../../domain/quote.js';
import type { BusinessSettings } from '../../domain/settings.js';
import { accountShownName } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { writeNotices } from '../notices/notices.js';
import { users } from '../db/schema.js';
import { mailFooter } from '../messaging/mailFooter.js';
import type { MailTransport } from '../messaging/mailTransport.js';
import { pageLocale } from '../messaging/unsubscribePage.js';
import { contracts } from '../resources/contracts.js';
import { writeHistory } from '../resources/history.js';
import { projects } from '../resources/projects.js';
import { quoteAcceptances } from '../resources/quoteAcceptances.js';
import { quotes } from '../resources/quotes.js';
import { nextVersion } from '../resources/recordWrites.js';
import { readUpload, storeUpload } from '../storage/uploadStore.js';
import { quotePdf } from './quotePdf.js';
import { acceptanceMail, formatCents, formatMoment } from './quoteMessages.js';
import { businessDay, lockedQuote } from './quoteService.js';

// The customer's answer on the quote's page (docs/quotes.md#acceptance): opening it, accepting it into a contract,
// declining it. Every check is made again on the locked row, so two answers at once give one outcome.

/** Why a version takes no answer: already answered, replaced, past its day, or never sent. */
export type QuoteClosed = 'accepted' | 'declined' | 'superseded' | 'expired' | 'unavailable';

/** Why the version takes no answer today (`YYYY-MM-DD`, business time zone), or undefined when it does. */
export function quoteClosed(quote: { status: string; valid_until: string | null }, today: string): QuoteClosed | undefined {
  if (quote.status === 'accepted' || quote.status === 'declined' || quote.status === 'superseded' || quote.status === 'expired') return quote.status;
  if (!(answerableQuoteStatuses as readonly string[]).includes(quote.status)) return 'unavailable';
  if (!quote.valid_until || quote.valid_until < today) return 'expired';
  return undefined;
}

/** A refusal of an answer, which the page shows; nothing was changed. */
export class QuoteClosedError extends Error {
  constructor(readonly closed: QuoteClosed) {
    super(`The quote is ${closed}.`);
  }
}

async function lockAnswerable(tx: Parameters<typeof lockedQuote>[0], id: string, today: string) {
  const row = await lockedQuote(tx, id);
  const closed = quoteClosed(row, today);
  if (closed) throw new QuoteClosedError(closed);
  return row;
}

/** The page was opened: a sent quote becomes `viewed`, once, with the moment. */
export async function markViewed(db: Db, id: string, now: number) {
  await db
    .update(quotes)
    .set({ status: 'viewed', viewed_at: new Date(now), updated_at: nextVersion(quotes) })
    .where(sql`${quotes._id} = ${id} and ${quotes.status} = 'sent'`);
}

/**
 * What the signature's hash covers: the version as the customer was shown it (its id, number, version, language,
 * valid-until day, lines, percents, terms and notes), the optional lines chosen and the total they make.
 */
export function acceptedContent(quote: Quote, chosen: readonly number[], totalCents: number) {
  const { _id, number, version, language, valid_until, discount_percent, tax_rate, deposit_percent, terms, notes } = quote;
  const lines = quote.lines.map(({ room, description, quantity, unit, unit_price_cents, optional }) => ({ room, description, quantity, unit, unit_price_cents, optional }));
  return { quote: { _id, number, version, language, valid_until, discount_percent, tax_rate, deposit_percent, terms, notes, lines }, chosen_optional: chosen, total_cents: totalCents };
}

/** The contract number an accepted quote makes: its number with C for Q (`C-2026-0042`), then `-2`, `-3` if taken. */
async function freeContractNumber(tx: Pick<Db, 'select'>, quoteNumber: string) {
  const base = quoteNumber.replace(/^Q-/, 'C-');
  const taken = new Set((await tx.select({ n: contracts.contract_number }).from(contracts).where(like(contracts.contract_number, `${base}%`))).map((row) => row.n));
  let number = base;
  for (let next = 2; taken.has(number); next++) number = `${base}-${next}`;
  return number;
}

export interface AcceptanceOptions {
  db: Db;
  mail?: MailTransport;
  mailFrom: string;
  log: (message: string, detail: object) => void;
}

/** Who signed, from where. */
export interface Signer {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Accepts a quote version with the optional lines chosen (each must be an optional line: the route checked the
 * form). In one transaction: the signature, the signed PDF as an upload, a signed contract for the accepted total,
 * the quote `accepted`, the project `contracted`, its history. Then the project's specialist is e-mailed. Answers
 * the contract's number and the accepted total; a closed version throws `QuoteClosedError` and changes nothing.
 */
export async function acceptQuote(
  { db, mail, mailFrom, log }: AcceptanceOptions,
  quote: Quote,
  settings: BusinessSettings,
  input: QuoteAcceptanceInput,
  signer: Signer,
  now: number,
): Promise<{ contractNumber: string; totalCents: number }> {
  const today = businessDay(now, settings.time_zone);
  const closed = quoteClosed(quote, today);
  if (closed) throw new QuoteClosedError(closed);
  const chosen = [...new Set(input.optional)].sort((a, b) => a - b);
  const totals = quoteTotals(quote, new Set(chosen));
  const signedAt = new Date(now);
  const locale = pageLocale(quote.language);
  const sha256 = createHash('sha256').update(canonicalJson(acceptedContent(quote, chosen, totals.total_cents))).digest('hex');
  const pdf = await quotePdf(quote, settings, {
    chosen: new Set(chosen),
    name: input.name,
    signedAt: formatMoment(signedAt, locale, settings.time_zone),
    ip: signer.ip,
    sha256,
  });

  const contractNumber = await db.transaction(async (tx) => {
    await lockAnswerable(tx, quote._id, today);
    const number = await freeContractNumber(tx, quote.number);
    const contractId = newId();
    const pdfName = `${randomBytes(16).toString('hex')}.pdf`;
    await storeUpload(tx, { name: pdfName, type: 'application/pdf', bytes: pdf });
    await tx.insert(contracts).values({
      _id: contractId,
      project: quote.project,
      customer: quote.customer,
      contract_number: number,
      // Contracts keep dollars with two decimals; the quote's cents divide exactly.
      amount: totals.total_cents / 100,
      signed: true,
      signed_date: today,
      representative: input.name,
      note: `Accepted online from quote ${quote.number}, version ${quote.version}. The signed PDF is the quote's (GET /api/pm/quotes/${quote._id}/signed-pdf).`,
    });
    await tx.insert(quoteAcceptances).values({
      quote: quote._id,
      contract: contractId,
      signed_name: input.name,
      signed_at: signedAt,
      ip: signer.ip,
      user_agent: signer.userAgent?.slice(0, 500) ?? null,
      chosen_optional: chosen,
      total_cents: totals.total_cents,
      sha256,
      signed_pdf: pdfName,
    });
    await tx.update(quotes).set({ status: 'accepted', updated_at: nextVersion(quotes) }).where(eq(quotes._id, quote._id));
    const [project] = await tx.select({ status: projects.status }).from(projects).where(eq(projects._id, quote.project)).for('update');
    await tx.update(projects).set({ status: 'contracted', updated_at: nextVersion(projects) }).where(eq(projects._id, quote.project));
    await writeHistory(tx, {
      entity: 'projects',
      entityId: quote.project,
      type: 'quote',
      creator: null,
      event: { kind: 'quote_accepted', quote: quote._id, number: quote.number, version: quote.version, total_cents: totals.total_cents, contract_number: number },
      changes: project.status === 'contracted' ? [] : [{ field: 'status', from: project.status, to: 'contracted' }],
    });
    // The project's specialist sees it on the dashboard too (the e-mail follows the commit).
    const [specialist] = await tx
      .select({ account: users._id })
      .from(projects)
      .innerJoin(users, eq(users._id, projects.specialist))
      .where(and(eq(projects._id, quote.project), eq(users.active, true)));
    if (specialist) {
      const parameters = { quote: `${quote.number} v${quote.version}`, customer: quote.customer_name, total: formatCents(totals.total_cents, settings.default_language), contract: number };
      await writeNotices(tx, [{ account: specialist.account, kind: 'quote_accepted', record: quote._id, parameters }], signedAt);
    }
    return number;
  });

  if (mail) {
    notifySpecialist(db, mail, mailFrom, settings, quote, { signedBy: input.name, signedAt, totalCents: totals.total_cents, contractNumber }).catch((error: Error) =>
      log('the specialist was not told of an accepted quote', { quote: quote._id, error: error.message }),
    );
  }
  return { contractNumber, totalCents: totals.total_cents };
}

/** E-mails the project's specialist, in the business's language, that the quote was accepted. */
async function notifySpecialist(
  db: Db,
  mail: MailTransport,
  mailFrom: string,
  settings: BusinessSettings,
  quote: Quote,
  accepted: { signedBy: string; signedAt: Date; totalCents: number; contractNumber: string },
) {
  const [specialist] = await db
    .select({ email: users.email, name: sql<string>`${accountShownName}` })
    .from(projects)
    .innerJoin(users, eq(users._id, projects.specialist))
    .where(eq(projects._id, quote.project));
  if (!specialist?.email) return;
  const locale: InterfaceLocale = settings.default_language;
  await mail.send({
    from: mailFrom,
    to: specialist.email,
    ...acceptanceMail(
      locale,
      {
        specialist: specialist.name,
        customer: quote.customer_name ?? '',
        number: quote.number,
        version: quote.version,
        total: formatCents(accepted.totalCents, locale),
        signedBy: accepted.signedBy,
        signedAt: formatMoment(accepted.signedAt, locale, settings.time_zone),
        contract: accepted.contractNumber,
      },
      mailFooter(settings),
    ),
  });
}

/** Declines a quote version with the customer's reason, if any: `declined`, the moment and reason stored, the project's history. */
export async function declineQuote(db: Db, quote: Quote, settings: BusinessSettings, reason: string | null | undefined, now: number) {
  const today = businessDay(now, settings.time_zone);
  await db.transaction(async (tx) => {
    await lockAnswerable(tx, quote._id, today);
    await tx
      .update(quotes)
      .set({ status: 'declined', declined_at: new Date(now), decline_reason: reason ?? null, updated_at: nextVersion(quotes) })
      .where(eq(quotes._id, quote._id));
    // The reason stays on the quote alone, which the customer's erasure blanks (docs/privacy.md#erasure).
    await writeHistory(tx, {
      entity: 'projects',
      entityId: quote.project,
      type: 'quote',
      creator: null,
      event: { kind: 'quote_declined', quote: quote._id, number: quote.number, version: quote.version },
    });
  });
}

/** The signed PDF of an accepted quote version, with the name it is downloaded under; undefined for a quote not accepted. */
export async function readSignedPdf(db: Db, id: string) {
  const [accepted] = await db
    .select({ name: quoteAcceptances.signed_pdf, number: quotes.number, version: quotes.version })
    .from(quoteAcceptances)
    .innerJoin(quotes, eq(quotes._id, quoteAcceptances.quote))
    .where(eq(quoteAcceptances.quote, id));
  // An erased customer's signed PDF is gone (docs/privacy.md#erasure).
  const file = accepted?.name && (await readUpload(db, accepted.name));
  return file && { bytes: file.bytes, fileName: `${accepted.number}-v${accepted.version}-signed.pdf` };
}
