import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { consentOutcome, consentRefusals, type ConsentAudience, type ConsentMethod, type ConsentState, type RecordedConsentKind } from '../../domain/consent.js';
import type { NotificationChannel } from '../../domain/campaignMessage.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { consentEvents, customers } from '../resources/customers.js';
import { consentHoldsSql } from './consentConditions.js';

// The consent state the database keeps on each customer (domain/consent.ts, migration 0032), as conditions the
// campaign expansion, the recipient preview and the customer list share: one place says what "consent holds" means.

/** The stored state of a channel's consent and the end of its implied consent. */
export const consentColumns = {
  email: { state: customers.email_consent, until: customers.email_consent_until },
  sms: { state: customers.sms_consent, until: customers.sms_consent_until },
} as const satisfies ConsentColumns;

const instant = (now: number) => sql`${new Date(now).toISOString()}::timestamptz`;

/** Whether the channel's consent allows a commercial message at `now` (the server's clock, in milliseconds). */
export const consentHoldsAt = (channel: NotificationChannel, now: number): SQL<boolean> => consentHoldsSql(consentColumns[channel], instant(now));

/** Why the channel's consent does not allow a message at `now` (a `consentRefusals` code), null when it does. */
export const consentRefusalAt = (channel: NotificationChannel, now: number): SQL<string | null> => {
  const { state, until } = consentColumns[channel];
  return sql<string | null>`case
    when ${state} = 'withdrawn' then ${consentRefusals.withdrawn}::text
    when ${state} = 'expired' or (${state} = 'implied' and not (${until} > ${instant(now)})) then ${consentRefusals.expired}::text
    when ${state} not in ('express', 'implied') then ${consentRefusals.none}::text end`;
};

/** Where a table keeps the consent states: `customers`, or the copies beside the customers' project pairs. */
export type ConsentColumns = Record<NotificationChannel, { state: PgColumn; until: PgColumn }>;

/** The channel's state at `now` (domain `consentStateAt`): the stored one, implied consent that has ended `expired`. */
const consentStateAtSql = ({ state, until }: ConsentColumns[NotificationChannel], now: number) =>
  sql<string>`case when ${state} = 'implied' and not (${until} > ${instant(now)}) then 'expired' else ${state} end`;

/**
 * Stores as `expired` the implied consent that has ended by `now` (`expire_implied_consent`, migration 0040), so
 * that the stored states are those at `now`: before counting from the tallies of stored states. Reads only the
 * implied consent that has ended, and writes nothing when none has.
 */
export async function expireImpliedConsent(executor: Pick<Db, 'execute'>, now: number) {
  await executor.execute(sql`select expire_implied_consent(${instant(now)})`);
}

/**
 * A statement answering how many customers have each pair of e-mail and SMS states at the moment of the count
 * (`email`, `sms`, `n`), after `expireImpliedConsent`: what `consentAudience` sorts.
 */
export type ConsentGroups = SQL;

/** The customers `selected` picks, grouped by their states at `now`: one pass over them. */
export const scannedConsentGroups = (selected: SQL | undefined, now: number): ConsentGroups =>
  sql`select ${consentStateAtSql(consentColumns.email, now)} as email, ${consentStateAtSql(consentColumns.sms, now)} as sms, count(*)::int as n
    from ${customers} ${selected ? sql`where ${selected}` : sql``} group by 1, 2`;

/**
 * The customers of the rows of `table` that `selected` picks, grouped by their states at `now` (`columns`, copied
 * beside each row), each customer (`customer`) once however many of its rows are picked.
 */
export const distinctConsentGroups = (table: PgTable, customer: PgColumn, columns: ConsentColumns, selected: SQL | undefined, now: number): ConsentGroups =>
  sql`select ${consentStateAtSql(columns.email, now)} as email, ${consentStateAtSql(columns.sms, now)} as sms, count(distinct ${customer})::int as n
    from ${table} ${selected ? sql`where ${selected}` : sql``} group by 1, 2`;

export interface ConsentEventInput {
  customer: string;
  channel: NotificationChannel;
  kind: RecordedConsentKind;
  method: ConsentMethod;
  note?: string | null;
  /** When it was given; the recording's moment by default. */
  occurredAt?: Date;
  recordedBy?: string | null;
}

/** Records consent events; the database's trigger updates the customers' stored state in the same statement. */
export async function recordConsentEvents(executor: Pick<Db, 'insert'>, events: ConsentEventInput[], now: Date) {
  if (!events.length) return;
  await executor.insert(consentEvents).values(
    events.map((event) => ({
      _id: newId(),
      customer: event.customer,
      channel: event.channel,
      kind: event.kind,
      method: event.method,
      note: event.note ?? null,
      occurred_at: event.occurredAt ?? now,
      recorded_by: event.recordedBy ?? null,
      created_at: now,
    })),
  );
}

/** How many customers have each pair of e-mail and SMS states: the rows of a `ConsentGroups` statement. */
export type ConsentGroupRows = (Record<NotificationChannel, ConsentState> & { n: number })[];

/**
 * The rows of `groups` (a `ConsentGroups` statement: the tallies of a recipient filter, or a pass over the customers
 * it selects) at `now`: the sweep first, so that the stored states are those at `now`.
 */
export async function readConsentGroups(executor: Pick<Db, 'execute'>, groups: ConsentGroups, now: number): Promise<ConsentGroupRows> {
  await expireImpliedConsent(executor, now);
  return (await executor.execute<ConsentGroupRows[number]>(groups)).rows;
}

/**
 * Per channel, how many of the customers counted in `rows` the channel's consent allows, and how many it leaves out
 * by reason: a few dozen groups, which the domain's rule (`consentOutcome`) sorts.
 */
export function consentAudienceOf(rows: ConsentGroupRows, channels: readonly NotificationChannel[]): ConsentAudience[] {
  return channels.map((channel) => {
    const audience: ConsentAudience = { channel, allowed: 0, no_consent: 0, consent_expired: 0, consent_withdrawn: 0 };
    // A state at `now`: implied consent runs.
    for (const row of rows) audience[consentOutcome(row[channel], true)] += Number(row.n);
    return audience;
  });
}

/** `consentAudienceOf` the rows of `groups` at `now`. */
export async function consentAudience(
  executor: Pick<Db, 'execute'>,
  groups: ConsentGroups,
  channels: readonly NotificationChannel[],
  now: number,
): Promise<ConsentAudience[]> {
  if (!channels.length) return [];
  return consentAudienceOf(await readConsentGroups(executor, groups, now), channels);
}
