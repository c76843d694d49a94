import { z } from 'zod';
import { consentMethods, consentStates, notificationChannels, recordedConsentKinds } from './enums.js';
import { oneOf, optionalText } from './fields.js';
import { moment } from './recordFields.js';

/**
 * Marketing consent per channel, as Canada's anti-spam law (CASL) asks (docs/consent.md). A customer's state for a
 * channel is computed by the database (`customer_consent_computed`, migration 0032) from:
 * - the recorded events: the newest `express` or `withdrawn` decides, and stands until a newer one;
 * - otherwise implied consent, from the customer's inquiry (their creation) or a signed contract, until the later of
 *   their expiries.
 * The state is stored on the customer (`email_consent`, `email_consent_until`, `sms_consent`, `sms_consent_until`),
 * so lists filter by it and campaigns check it with no extra lookup; whether implied consent still holds depends on
 * the moment of sending, so it is the stored expiry, compared with the server's clock. Implied consent whose expiry
 * has passed is stored as `expired` once a sweep at the server's moment has seen it (`expire_implied_consent`,
 * migration 0040); until then it is still `implied`, with an expiry in the past, and means the same.
 */
// The states, recorded kinds and methods are enumerations of domain/enums.ts, so they have labels in both languages.
export { consentMethods, consentStates, recordedConsentKinds };
export type ConsentState = (typeof consentStates)[number];
export type RecordedConsentKind = (typeof recordedConsentKinds)[number];
export type ConsentMethod = (typeof consentMethods)[number];

/** How staff may say a consent or its withdrawal was given; the server writes the other methods. */
export const staffConsentMethods = ['in_person', 'phone', 'web_form', 'email'] as const satisfies readonly ConsentMethod[];

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
  expired: 'consent_expired',
  withdrawn: 'consent_withdrawn',
} as const satisfies Partial<Record<ConsentState, string>>;
export type ConsentRefusal = (typeof consentRefusals)[keyof typeof consentRefusals];
/** The refusal codes as a list: a campaign message skipped for consent carries one (domain/campaignMessage.ts). */
export const consentRefusalCodes = [consentRefusals.none, consentRefusals.implied, consentRefusals.withdrawn] as const;

/**
 * What a channel's consent means for a commercial message: allowed, or why not. `impliedRunning`: whether its implied
 * consent ends after the moment of sending (its `until` is later), meaningless for the other states.
 */
export function consentOutcome(state: ConsentState, impliedRunning: boolean): 'allowed' | ConsentRefusal {
  if (state === 'express' || (state === 'implied' && impliedRunning)) return 'allowed';
  return consentRefusals[state];
}

/** Whether a channel's consent allows a commercial message at `now` (milliseconds). */
export const consentHolds = (state: ConsentState, until: string | Date | null, now: number) =>
  consentOutcome(state, until !== null && new Date(until).getTime() > now) === 'allowed';

/** A stored state as it stands at `now` (milliseconds): implied consent whose `until` has passed is `expired`. */
export const consentStateAt = (state: ConsentState, until: string | Date | null, now: number): ConsentState =>
  state === 'implied' && !consentHolds(state, until, now) ? 'expired' : state;

/**
 * The customer list's consent filters per channel (`email_consent`, `sms_consent`): a stored state, or for implied
 * consent whether it holds now, ends within `consentExpiringDays` (the customers to ask for express consent), or ended.
 */
export const consentListFilters = ['express', 'implied', 'expiring', 'expired', 'withdrawn', 'none'] as const;
export type ConsentListFilter = (typeof consentListFilters)[number];
export const consentExpiringDays = 30;

/** `POST /crm/customers/:id/consent`: what staff record. */
export const consentEventCreateSchema = z.strictObject({
  channel: oneOf(notificationChannels),
  kind: oneOf(recordedConsentKinds),
  method: oneOf(staffConsentMethods),
  note: optionalText(500),
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

/** An implied consent's source: the inquiry (the customer's creation) or a signed contract, and when it ends. */
export const impliedConsentSourceSchema = z.object({
  source: z.enum(Object.keys(impliedConsentSources) as [ImpliedConsentSource, ...ImpliedConsentSource[]]),
  /** The day it began, in the business's time zone. */
  began: z.iso.date(),
  contract: z.string().nullable().describe("The contract's _id, for a contract"),
  contract_number: z.string().nullable(),
  until: moment,
});
export type ImpliedConsentSourceRecord = z.infer<typeof impliedConsentSourceSchema>;

/** One channel's consent now: its state, whether it allows a message at the server's moment, and why. */
export const channelConsentSchema = z.object({
  state: z.enum(consentStates),
  holds: z.boolean(),
  /** When implied consent ends or ended (`implied`, `expired`); null for any other state. */
  until: moment.nullable(),
  /** What decides: the newest express or withdrawn event, or the implied source with the latest end. */
  reason: z.object({ event: consentEventSchema.nullable(), implied: impliedConsentSourceSchema.nullable() }),
});

/** `GET /crm/customers/:id/consent`: per channel, the events newest first, and every source of implied consent. */
export const customerConsentSchema = z.object({
  email: channelConsentSchema,
  sms: channelConsentSchema,
  events: z.array(consentEventSchema),
  implied: z.array(impliedConsentSourceSchema),
});
export type CustomerConsent = z.infer<typeof customerConsentSchema>;

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
