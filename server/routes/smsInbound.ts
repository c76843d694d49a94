import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { recordConsentEvents } from '../consent/consentState.js';
import type { Db } from '../db/client.js';
import { conflict, forbidden } from '../http/apiError.js';
import type { SmsProviderConfig } from '../messaging/smsTransport.js';
import { customers } from '../resources/customers.js';
import { answers } from '../resources/resourceRoutes.js';

export interface SmsInboundRouteOptions {
  db: Db;
  clock: Clock;
  /** Without a provider no reply can come: every request is a 409. */
  smsProvider?: SmsProviderConfig;
  /** The address the provider posts to, as configured at the provider (PUBLIC_URL): Twilio signs that URL. */
  publicUrl: () => string;
}

/** The replies that withdraw SMS consent (CASL; the words Twilio itself honours, and 退订), any case, trimmed. */
export const stopKeywords = ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', '退订'];
const isStop = (text: string) => stopKeywords.includes(text.trim().toLowerCase());

/** Twilio's request signature: HMAC-SHA1 with the auth token over the full URL then each parameter's name and value, sorted by name, base64. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The numbers a sender's number is stored as: customers keep 10 digits, or 11 with the leading 1 (domain/fields.ts);
 * Twilio sends E.164 (+14165550100).
 */
function storedForms(from: string) {
  const digits = from.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? [national, `1${national}`] : [digits];
}

const textPlain = answers(200, z.string().describe('Empty TwiML for Twilio, nothing for the generic provider'));

/**
 * Replies the SMS provider forwards (docs/marketing.md#stop-by-sms): STOP and its synonyms record a withdrawn SMS
 * consent for every customer with that number. Twilio's requests are checked by their signature, the generic
 * provider's by `Authorization: Bearer <SMS_TOKEN>`; anything else is a 403 and changes nothing. Other text is ignored.
 */
export const smsInboundRoutes: FastifyPluginAsyncZod<SmsInboundRouteOptions> = async (app, { db, clock, smsProvider, publicUrl }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/public/sms/inbound',
    {
      schema: {
        tags: ['public'],
        description: "An SMS reply forwarded by the provider: Twilio's form (From, Body) signed with X-Twilio-Signature, or JSON {from, text} with the SMS token.",
        response: textPlain,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (!smsProvider) throw conflict('SMS is not configured on this server (SMS_URL or SMS_PROVIDER), so no reply can come.', 'SMS_NOT_CONFIGURED');
      const body = (request.body ?? {}) as Record<string, unknown>;
      let from: unknown, text: unknown;
      if (smsProvider.provider === 'twilio') {
        const params = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
        const url = `${publicUrl().replace(/\/+$/, '')}${request.url}`;
        const signature = request.headers['x-twilio-signature'];
        if (typeof signature !== 'string' || !sameText(signature, twilioSignature(smsProvider.authToken, url, params))) throw forbidden();
        ({ From: from, Body: text } = params);
      } else {
        const { token } = smsProvider;
        if (!token || !sameText(request.headers.authorization ?? '', `Bearer ${token}`)) throw forbidden();
        ({ from, text } = body);
      }
      if (typeof from === 'string' && typeof text === 'string' && isStop(text)) {
        const replying = await db
          .select({ _id: customers._id })
          .from(customers)
          .where(and(inArray(customers.phone, storedForms(from)), ne(customers.sms_consent, sql`'withdrawn'`)));
        const now = new Date(clock.now());
        await recordConsentEvents(db, replying.map((customer) => ({ customer: customer._id, channel: 'sms', kind: 'withdrawn', method: 'sms_reply' })), now);
      }
      return smsProvider.provider === 'twilio'
        ? reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>')
        : reply.type('text/plain').send('');
    },
  );
};
