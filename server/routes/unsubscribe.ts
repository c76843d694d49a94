import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { recordConsentEvents } from '../consent/consentState.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/apiError.js';
import { campaigns } from '../resources/campaigns.js';
import { customers } from '../resources/customers.js';
import type { UnsubscribeTokens } from '../marketing/unsubscribeToken.js';
import { companyProfile } from '../messaging/companyProfile.js';
import { pageLocale, unsubscribePage, type UnsubscribeState } from '../messaging/unsubscribePage.js';
import { writeHistory } from '../resources/history.js';
import { answers } from '../resources/resourceRoutes.js';
import { nextVersion } from '../resources/recordWrites.js';

export interface UnsubscribeRouteOptions {
  db: Db;
  clock: Clock;
  tokens: UnsubscribeTokens;
}

/** The parsed body of an RFC 8058 one-click request. */
const oneClick = Symbol('one-click');

const tokenQuery = z.object({ token: z.string().max(200) });
const htmlPage = answers(200, z.string().describe('An HTML page'));

const invalidLink = () =>
  new ApiError(400, 'UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid. Please use the link of the e-mail you received, as it is.');

/**
 * The unsubscribe link of campaign e-mails (public: the customer has no account). `GET` is the page asking, in the
 * customer's language; `POST` unsubscribes, from the page's button or from a mail client's one-click request
 * (RFC 8058, `List-Unsubscribe=One-Click` form-encoded). The token names the customer and campaign and is signed.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRouteOptions> = async (app, { db, clock, tokens }) => {
  // The one-click request and the page's form post a form; only whether it is the one-click request matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body)).get('List-Unsubscribe') === 'One-Click' ? oneClick : {}),
  );

  /** The customer the token was signed for; a token this server did not sign, or of a customer since deleted, is a 400. */
  async function customerOf(token: string) {
    const signed = tokens.read(token);
    if (!signed) throw invalidLink();
    const [customer] = await db
      .select({ _id: customers._id, locale: customers.locale, notification_methods: customers.notification_methods, email_consent: customers.email_consent })
      .from(customers)
      .where(eq(customers._id, signed.customer));
    if (!customer) throw invalidLink();
    return { ...customer, campaign: signed.campaign };
  }

  /** Unsubscribed: e-mail consent withdrawn (the gate, docs/marketing.md#consent) and e-mail no longer a preferred channel. */
  const unsubscribed = (customer: { notification_methods: string[]; email_consent: string }) =>
    customer.email_consent === 'withdrawn' && !customer.notification_methods.includes('email');

  const page = async (locale: string, state: UnsubscribeState) => unsubscribePage(pageLocale(locale), state, (await companyProfile(db)).name);

  app.get(
    '/public/unsubscribe',
    { schema: { tags: ['public'], description: 'The page of a campaign e-mail\'s unsubscribe link.', querystring: tokenQuery, response: htmlPage }, config: { access: 'public' } },
    async (request, reply) => {
      const customer = await customerOf(request.query.token);
      const state = unsubscribed(customer) ? 'already' : 'ask';
      return reply.type('text/html; charset=utf-8').send(await page(customer.locale, state));
    },
  );

  app.post(
    '/public/unsubscribe',
    {
      schema: {
        tags: ['public'],
        description: "Unsubscribes the link's customer from e-mail (the page's button, or a mail client's RFC 8058 one-click request).",
        querystring: tokenQuery,
        response: htmlPage,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const customer = await customerOf(request.query.token);
      // The page's form posts nothing; a mail client's RFC 8058 request posts `List-Unsubscribe=One-Click`.
      const method = request.body === oneClick ? 'one_click_unsubscribe' : 'unsubscribe_link';
      const state = await db.transaction(async (tx): Promise<UnsubscribeState> => {
        const [stored] = await tx
          .select({ notification_methods: customers.notification_methods, email_consent: customers.email_consent })
          .from(customers)
          .where(eq(customers._id, customer._id))
          .for('update');
        if (unsubscribed(stored)) return 'already';
        if (stored.email_consent !== 'withdrawn') {
          await recordConsentEvents(tx, [{ customer: customer._id, channel: 'email', kind: 'withdrawn', method }], new Date(clock.now()));
        }
        if (!stored.notification_methods.includes('email')) return 'done';
        const remaining = stored.notification_methods.filter((method) => method !== 'email');
        await tx
          .update(customers)
          .set({ notification_methods: remaining, updated_at: nextVersion(customers) })
          .where(eq(customers._id, customer._id));
        const [campaign] = await tx.select({ title: campaigns.title }).from(campaigns).where(eq(campaigns._id, customer.campaign));
        await writeHistory(tx, {
          entity: 'customers',
          entityId: customer._id,
          type: 'updated',
          creator: null,
          content: `Unsubscribed from e-mail by the link of the campaign "${campaign?.title ?? customer.campaign}".`,
          changes: [{ field: 'notification_methods', from: stored.notification_methods, to: remaining }],
        });
        return 'done';
      });
      return reply.type('text/html; charset=utf-8').send(await page(customer.locale, state));
    },
  );
};
