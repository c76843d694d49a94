import { sql, type SQL } from 'drizzle-orm';
import { consentRefusalCodes, consentRefusals, type ConsentAudience, type ConsentMethod, type ConsentRefusal, type RecordedConsentKind } from '../../domain/consent.js';
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
} as const satisfies Record<NotificationChannel, unknown>;

const instant = (now: number) => sql`${new Date(now).toISOString()}::timestamptz`;

/** Whether the channel's consent allows a commercial message at `now` (the server's clock, in milliseconds). */
export const consentHoldsAt = (channel: NotificationChannel, now: number): SQL<boolean> => consentHoldsSql(consentColumns[channel], instant(now));

/** Why the channel's consent does not allow a message at `now` (a `consentRefusals` code), null when it does. */
export const consentRefusalAt = (channel: NotificationChannel, now: number): SQL<string | null> => {
  const { state, until } = consentColumns[channel];
  return sql<string | null>`case
    when ${state} = 'withdrawn' then ${consentRefusals.withdrawn}::text
    when ${state} = 'implied' and not (${until} > ${instant(now)}) then ${consentRefusals.implied}::text
    when ${state} not in ('express', 'implied') then ${consentRefusals.none}::text end`;
};

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

/**
 * Per channel, how many of the customers `selected` picks (undefined: all) the channel's consent allows at `now`, and
 * how many it leaves out by reason: one scan, a `count(*) filter` per bucket.
 */
export async function consentAudience(
  executor: Pick<Db, 'execute'>,
  selected: SQL | undefined,
  channels: readonly NotificationChannel[],
  now: number,
): Promise<ConsentAudience[]> {
  if (!channels.length) return [];
  const buckets = channels.flatMap((channel, index) => [
    sql`count(*) filter (where ${consentHoldsAt(channel, now)})::int as ${sql.raw(`c${index}_allowed`)}`,
    ...consentRefusalCodes.map((code) => sql`count(*) filter (where ${consentRefusalAt(channel, now)} = ${code}::text)::int as ${sql.raw(`c${index}_${code}`)}`),
  ]);
  const { rows } = await executor.execute<Record<string, number>>(
    sql`select ${sql.join(buckets, sql`, `)} from ${customers} ${selected ? sql`where ${selected}` : sql``}`,
  );
  const [counts] = rows;
  return channels.map((channel, index) => ({
    channel,
    allowed: counts[`c${index}_allowed`],
    ...(Object.fromEntries(consentRefusalCodes.map((code) => [code, counts[`c${index}_${code}`]])) as Record<ConsentRefusal, number>),
  }));
}
