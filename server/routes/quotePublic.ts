import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteAcceptanceSchema, quoteDeclineSchema, type Quote } from '../../domain/quote.js';
import type { BusinessSettings } from '../../domain/settings.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import type { MailTransport } from '../messaging/mailTransport.js';
import { acceptQuote, declineQuote, markViewed, QuoteClosedError, quoteClosed, type QuoteClosed } from '../quotes/quoteAcceptance.js';
import { quoteLinkInvalidPage, quotePage, quotePageCsp, type QuoteFormField, type QuotePageState } from '../quotes/quotePage.js';
import { businessDay, readQuote } from '../quotes/quoteService.js';
import type { QuoteTokens } from '../quotes/quoteToken.js';
import { contracts } from '../resources/contracts.js';
import { quoteAcceptances } from '../resources/quoteAcceptances.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

export interface QuotePublicRouteOptions {
  db: Db;
  clock: Clock;
  tokens: QuoteTokens;
  mail?: MailTransport;
  mailFrom: string;
  /** The address customers reach the server at; a form posted from it is the page's own. */
  publicUrl: () => string;
}

/** A version a token names, and the settings its page is written with. */
interface Linked {
  quote: Quote;
  settings: BusinessSettings;
}

const tokenParams = z.object({ token: z.string().max(200) });
const formLimitBytes = 16 * 1024;

/**
 * The customer's page of a quote version (docs/quotes.md#the-customers-page), public and outside /api: `GET /q/{token}`
 * shows it (a sent quote becomes viewed), `POST /q/{token}/accept` and `/decline` take the customer's answer as a
 * plain form and redirect to the page, which then says what was done. The signed token in the path names the version,
 * so a form posted from another site could only answer the quote its link names; a posted Origin (or Referer) must
 * be this server's still.
 */
export const quotePublicRoutes: FastifyPluginAsyncZod<QuotePublicRouteOptions> = async (app, { db, clock, tokens, mail, mailFrom, publicUrl }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formLimitBytes }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', quotePageCsp)
      .header('cache-control', 'no-store')
      // The token stays out of any other site's logs; same-origin keeps the form's Origin header for the check below.
      .header('referrer-policy', 'same-origin')
      .send(html);

  /** The version the token names, with the settings; undefined for a forged or altered token, or one whose version is gone. */
  async function linked(token: string): Promise<Linked | undefined> {
    const link = tokens.read(token);
    if (!link) return undefined;
    const quote = await readQuote(db, link.quote).catch(() => undefined);
    if (!quote || quote.valid_until !== link.validUntil || quote.status === 'draft') return undefined;
    return { quote, settings: await readBusinessSettings(db) };
  }

  /** What a closed version's page says: for an accepted one, when, for how much, which contract and items. */
  async function closedState(quote: Quote, closed: QuoteClosed): Promise<QuotePageState> {
    if (closed === 'accepted') {
      const [accepted] = await db
        .select({ at: quoteAcceptances.signed_at, totalCents: quoteAcceptances.total_cents, chosen: quoteAcceptances.chosen_optional, contractNumber: contracts.contract_number })
        .from(quoteAcceptances)
        .leftJoin(contracts, eq(contracts._id, quoteAcceptances.contract))
        .where(eq(quoteAcceptances.quote, quote._id));
      if (accepted) return { kind: 'accepted', ...accepted };
      return { kind: 'unavailable' };
    }
    if (closed === 'declined') return { kind: 'declined', at: quote.declined_at ? new Date(quote.declined_at) : null };
    return { kind: closed };
  }

  /** Whether a posted form came from this server's pages: an Origin or Referer it carries is this server's. */
  function fromOwnPage(request: FastifyRequest) {
    const { origin, referer } = request.headers;
    const from = origin ?? (referer ? URL.parse(referer)?.origin : undefined);
    if (from === undefined) return true;
    return from === `${request.protocol}://${request.host}` || from === URL.parse(publicUrl())?.origin;
  }

  const render = (reply: FastifyReply, status: number, linkedQuote: Linked, token: string, state: QuotePageState) =>
    page(reply, status, quotePage({ ...linkedQuote, path: `/q/${token}`, state }));

  const pageRoute = { schema: { hide: true, params: tokenParams }, config: { access: 'public' as const } };

  app.get('/q/:token', pageRoute, async (request, reply) => {
    const found = await linked(request.params.token);
    if (!found) return page(reply, 404, quoteLinkInvalidPage());
    const now = clock.now();
    const closed = quoteClosed(found.quote, businessDay(now, found.settings.time_zone));
    if (closed) return render(reply, 200, found, request.params.token, await closedState(found.quote, closed));
    await markViewed(db, found.quote._id, now);
    return render(reply, 200, found, request.params.token, { kind: 'open' });
  });

  /** What the forms posted: the page shows it again beside what was wrong. */
  const formValues = (form: URLSearchParams) => ({
    name: form.get('name') ?? '',
    agree: form.get('agree') === 'yes',
    optional: form.getAll('optional').map(Number),
    reason: form.get('reason') ?? '',
  });
  type FormValues = ReturnType<typeof formValues>;

  /**
   * An answer's route: the version the token names (404), the form's origin (403), whether the version still takes
   * answers (409), then `answer`, which names the fields it refuses (400, the form shown again) or records the answer
   * (303 to the page). An answer refused meanwhile, under the row's lock, shows why (409).
   */
  const answerRoute = (action: 'accept' | 'decline', answer: (found: Linked, values: FormValues, request: FastifyRequest, now: number) => Promise<QuoteFormField[]>) =>
    app.post(`/q/:token/${action}`, pageRoute, async (request, reply) => {
      const { token } = request.params;
      const found = await linked(token);
      if (!found) return page(reply, 404, quoteLinkInvalidPage());
      const values = formValues(request.body instanceof URLSearchParams ? request.body : new URLSearchParams());
      if (!fromOwnPage(request)) return render(reply, 403, found, token, { kind: 'open', values, errors: ['crossSite'] });
      const now = clock.now();
      const closed = quoteClosed(found.quote, businessDay(now, found.settings.time_zone));
      if (closed) return render(reply, 409, found, token, await closedState(found.quote, closed));
      try {
        const errors = await answer(found, values, request, now);
        if (errors.length) return render(reply, 400, found, token, { kind: 'open', values, errors });
      } catch (error) {
        if (!(error instanceof QuoteClosedError)) throw error;
        const again = await linked(token);
        if (!again) return page(reply, 404, quoteLinkInvalidPage());
        return render(reply, 409, again, token, await closedState(again.quote, error.closed));
      }
      return reply.status(303).header('location', `/q/${token}`).send();
    });

  answerRoute('accept', async ({ quote, settings }, values, request, now) => {
    const parsed = quoteAcceptanceSchema.safeParse(values);
    const errors = new Set<QuoteFormField>(parsed.error?.issues.map((issue) => issue.path[0] as QuoteFormField) ?? []);
    if (values.optional.some((index) => !quote.lines[index]?.optional)) errors.add('optional');
    if (errors.size || !parsed.success) return [...errors];
    const log = (message: string, detail: object) => request.log.error(detail, message);
    await acceptQuote({ db, mail, mailFrom, log }, quote, settings, parsed.data, { ip: request.ip, userAgent: request.headers['user-agent'] }, now);
    return [];
  });

  answerRoute('decline', async ({ quote, settings }, values, _request, now) => {
    const parsed = quoteDeclineSchema.safeParse(values);
    if (!parsed.success) return ['reason'];
    await declineQuote(db, quote, settings, parsed.data.reason, now);
    return [];
  });
};
