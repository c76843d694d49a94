import { z } from 'zod';
import { notificationChannels } from './enums.js';
import { moment } from './recordFields.js';

/**
 * Marketing consent per channel, as Canada's anti-spam law (CASL) asks (docs/consent.md). A customer's state for a
 * channel is computed by the database (`customer_consent_computed`, migration 0032) from:
 * - the recorded events: the newest `express` or `withdrawn` decides, and stands until a newer one;
 * - otherwise implied consent, from the customer's inquiry (their creation) or a signed contract, until the later of
 *   their expiries.
 * The state is stored on the customer (`email_consent`, `email_consent_until`, `sms_consent`, `sms_consent_until`),
 * so lists filter by it and campaigns check it with no extra lookup; whether implied consent still holds depends on
 * the moment of sending, so it is the stored expiry, compared with the server's clock.
 */
export const consentStates = ['express', 'implied', 'withdrawn', 'none'] as const;
export type ConsentState = (typeof consentStates)[number];

/** What staff (or the server, for an unsubscribe or an import) record; implied consent is never recorded by hand. */
export const recordedConsentKinds = ['express', 'withdrawn'] as const;
export type RecordedConsentKind = (typeof recordedConsentKinds)[number];

/** How a consent or its withdrawal was given: staff choose among `staffConsentMethods`, the server writes the others. */
export const staffConsentMethods = ['in_person', 'phone', 'web_form', 'email'] as const;
export const consentMethods = [...staffConsentMethods, 'import', 'unsubscribe_link', 'one_click_unsubscribe', 'sms_reply'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

/** Where implied consent comes from, and how long it lasts: through the day this long after the day it began. */
export const impliedConsentSources = {
  /** An inquiry: the customer's creation. */
  inquiry: { months: 6 },
  /** A purchase: a signed contract's signed date. */
  contract: { months: 24 },
} as const;
export type ImpliedConsentSource = keyof typeof impliedConsentSources;

/** Why a campaign message was not sent for want of consent, as stored in its `error`. */
export const consentRefusals = {
  none: 'no_consent',
  implied: 'consent_expired',
  withdrawn: 'consent_withdrawn',
} as const satisfies Partial<Record<ConsentState, string>>;
export type ConsentRefusal = (typeof consentRefusals)[keyof typeof consentRefusals];
/** The refusal codes as a list: a campaign message skipped for consent carries one (domain/campaignMessage.ts). */
export const consentRefusalCodes = [consentRefusals.none, consentRefusals.implied, consentRefusals.withdrawn] as const;

/** Whether a channel's consent allows a commercial message at `now` (milliseconds). */
export const consentHolds = (state: ConsentState, until: string | Date | null, now: number) =>
  state === 'express' || (state === 'implied' && until !== null && new Date(until).getTime() > now);

/** `POST /crm/customers/:id/consent`: what staff record. */
export const consentEventCreateSchema = z.strictObject({
  channel: z.enum(notificationChannels),
  kind: z.enum(recordedConsentKinds),
  method: z.enum(staffConsentMethods),
  note: z.string().trim().max(500).optional(),
});
export type ConsentEventCreate = z.infer<typeof consentEventCreateSchema>;

/** A recorded event, as the API answers it. */
export const consentEventSchema = z.object({
  _id: z.string(),
  channel: z.enum(notificationChannels),
  kind: z.enum(recordedConsentKinds),
  method: z.enum(consentMethods),
  note: z.string().nullable(),
  /** When the customer gave or withdrew it (an import may carry an earlier day than the recording). */
  occurred_at: moment,
  recorded_by: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: moment,
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/**
 * How many of the customers a recipient filter or a campaign selects the channel's consent allows at the server's
 * moment, and how many it leaves out, by reason (the recipient preview, a campaign's audience).
 */
export const consentAudienceSchema = z.object({
  channel: z.enum(notificationChannels),
  allowed: z.number(),
  [consentRefusals.withdrawn]: z.number(),
  [consentRefusals.implied]: z.number(),
  [consentRefusals.none]: z.number(),
});
export type ConsentAudience = z.infer<typeof consentAudienceSchema>;
