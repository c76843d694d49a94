import { eq } from 'drizzle-orm';
import { consentHolds, type ConsentState } from '../../domain/consent.js';
import type { QuoteHistoryEvent } from '../../domain/history.js';
import { sendableQuoteStatuses, type Quote } from '../../domain/quote.js';
import type { Db } from '../db/client.js';
import { ApiError, conflict } from '../http/apiError.js';
import { companyProfile } from '../messaging/companyProfile.js';
import { mailFooter } from '../messaging/mailFooter.js';
import { mailAddressOf, type MailTransport } from '../messaging/mailTransport.js';
import type { SmsTransport } from '../messaging/smsTransport.js';
import { pageLocale } from '../messaging/unsubscribePage.js';
import { customers } from '../resources/customers.js';
import { writeHistory } from '../resources/history.js';
import { quotes } from '../resources/quotes.js';
import { readBusinessSettings } from '../settings/businessSettings.js';
import { quotePdf } from './quotePdf.js';
import { formatCents, formatDay, quoteMail, quoteSms, type QuoteNotice } from './quoteMessages.js';
import { businessDay, lockedQuote, readQuote } from './quoteService.js';
import type { QuoteTokens } from './quoteToken.js';

/** What sending a quote goes through: the mail and SMS transports, the link's signer and the public address. */
export interface QuoteSendingOptions {
  db: Db;
  mail?: MailTransport;
  mailFrom: string;
  sms?: SmsTransport;
  tokens: QuoteTokens;
  /** The address customers reach the server at, as for unsubscribe links: PUBLIC_URL, or where it listens. */
  publicUrl: () => string;
}

/** The public address of a quote version's page, `<public URL>/q/{token}`. */
export const quoteLink = (publicUrl: string, tokens: QuoteTokens, quote: { _id: string; valid_until: string }) =>
  `${publicUrl.replace(/\/+$/, '')}/q/${tokens.sign({ quote: quote._id, validUntil: quote.valid_until })}`;

/** What the history says of the SMS of a quote sent. */
type SmsOutcome = Pick<Extract<QuoteHistoryEvent, { kind: 'quote_sent' }>, 'sms' | 'sms_error'>;

const isSendable = (status: string) => (sendableQuoteStatuses as readonly string[]).includes(status);

/** Why this quote cannot be sent now, as a 409 with a sentence; nothing when it can. */
function sendingRefusal(quote: { status: string; valid_until: string | null }, today: string): ApiError | undefined {
  if (quote.valid_until && (quote.status === 'expired' || (isSendable(quote.status) && quote.valid_until < today))) {
    return conflict(`This quote was valid until ${quote.valid_until}, which has passed: revise it to send a new version.`, 'QUOTE_EXPIRED');
  }
  if (!isSendable(quote.status)) {
    return conflict(`A ${quote.status} quote cannot be sent: only a draft, sent or viewed one can. Revise it to send a new version.`, 'QUOTE_NOT_SENDABLE');
  }
  if (!quote.valid_until) return conflict('Set the day this quote is valid until before sending it.', 'QUOTE_NOT_SENDABLE');
  return undefined;
}

/**
 * E-mails a quote version to its customer, in its language, with its PDF and the link to its page, and an SMS with
 * the link when the customer takes SMS and their SMS consent holds (docs/quotes.md#sending). The quote becomes
 * `sent` (a viewed one stays `viewed`), `sent_at` is stored and the project's history says so, in one transaction
 * with the e-mail: a refused e-mail changes nothing. An SMS that fails is noted in the history, not a failure.
 */
export async function sendQuote({ db, mail, mailFrom, sms, tokens, publicUrl }: QuoteSendingOptions, id: string, actor: string, now: number): Promise<Quote> {
  const [quote, settings, company] = await Promise.all([readQuote(db, id), readBusinessSettings(db), companyProfile(db)]);
  const refusal = sendingRefusal(quote, businessDay(now, settings.time_zone));
  if (refusal) throw refusal;
  const [customer] = await db
    .select({
      email: customers.email,
      phone: customers.phone,
      notification_methods: customers.notification_methods,
      sms_consent: customers.sms_consent,
      sms_consent_until: customers.sms_consent_until,
    })
    .from(customers)
    .where(eq(customers._id, quote.customer));
  if (!customer?.email) throw conflict("The customer has no e-mail address: add one to the customer before sending the quote.", 'CUSTOMER_EMAIL_MISSING');
  if (!mail) throw conflict('E-mail is not configured on this server (SMTP_URL), so the quote cannot be sent.', 'MAIL_NOT_CONFIGURED');

  const locale = pageLocale(quote.language);
  const notice: QuoteNotice = {
    company: company.name,
    customer: quote.customer_name ?? '',
    number: quote.number,
    version: quote.version,
    total: formatCents(quote.total_cents, locale),
    validUntil: formatDay(quote.valid_until!, locale),
    link: quoteLink(publicUrl(), tokens, { _id: quote._id, valid_until: quote.valid_until! }),
  };
  const pdf = await quotePdf(quote, settings);
  const smsAllowed =
    customer.notification_methods.includes('sms') && consentHolds(customer.sms_consent as ConsentState, customer.sms_consent_until, now) && Boolean(customer.phone);

  await db.transaction(async (tx) => {
    const row = await lockedQuote(tx, id);
    // Another request may have sent, revised or had it accepted meanwhile.
    const changed = sendingRefusal(row, businessDay(now, settings.time_zone));
    if (changed) throw changed;
    try {
      await mail.send({
        from: { name: company.name, address: mailAddressOf(mailFrom) },
        to: customer.email!,
        ...quoteMail(locale, notice, mailFooter(settings)),
        attachments: [{ filename: `${quote.number}-v${quote.version}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    } catch {
      throw new ApiError(502, 'MAIL_NOT_SENT', `The SMTP server at ${mail.host} did not accept the e-mail, so the quote was not sent. The server's log says why.`);
    }
    const smsOutcome = smsAllowed ? await sendSms(sms, settings.sms_sender, customer.phone, quoteSms(locale, notice)) : { sms: null };
    const at = new Date(now);
    await tx
      .update(quotes)
      .set({ status: row.status === 'viewed' ? 'viewed' : 'sent', sent_at: at, updated_at: new Date(Math.max(now, row.updated_at.getTime() + 1)) })
      .where(eq(quotes._id, id));
    await writeHistory(tx, {
      entity: 'projects',
      entityId: quote.project,
      type: 'quote',
      creator: actor,
      event: { kind: 'quote_sent', quote: quote._id, number: quote.number, version: quote.version, ...smsOutcome },
    });
  });
  return readQuote(db, id);
}

/** The address of the page of a quote sent once (a draft has none): the office may pass it on by other means. */
export async function readQuoteLink({ db, tokens, publicUrl }: Pick<QuoteSendingOptions, 'db' | 'tokens' | 'publicUrl'>, id: string) {
  const quote = await readQuote(db, id);
  if (quote.status === 'draft' || !quote.valid_until) throw conflict('This quote has not been sent: send it first, and its page has an address.', 'QUOTE_NOT_SENT');
  return { url: quoteLink(publicUrl(), tokens, { _id: quote._id, valid_until: quote.valid_until }) };
}

/** Sends the SMS; answers what the history says of it (sent, or why not), naming no address: erasure leaves project history. */
async function sendSms(sms: SmsTransport | undefined, sender: string | null, phone: string, text: string): Promise<SmsOutcome> {
  if (!sms) return { sms: 'not_configured' };
  if (!sender) return { sms: 'no_sender' };
  try {
    await sms.send({ to: phone, from: sender, text });
    return { sms: 'sent' };
  } catch (error) {
    return { sms: 'failed', sms_error: (error as Error).message };
  }
}
