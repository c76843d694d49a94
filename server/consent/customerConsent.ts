import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notificationChannels } from '../../domain/enums.js';
import {
  consentHolds,
  consentStateAt,
  impliedConsentSources,
  type ConsentEvent,
  type ConsentEventCreate,
  type ConsentState,
  type CustomerConsent,
  type ImpliedConsentSourceRecord,
} from '../../domain/consent.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import { accountShownName } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/apiError.js';
import { consentEvents, customers } from '../resources/customers.js';
import { writeHistory } from '../resources/history.js';
import { consentColumns, recordConsentEvents } from './consentState.js';

// A customer's consent as the customer page shows it (docs/consent.md): the state per channel and why, the events,
// the sources of implied consent; and recording a consent given or withdrawn.

type Executor = Pick<Db, 'select' | 'execute'>;

const isoMoment = (value: string | Date) => new Date(value).toISOString();
const period = (months: number) => sql.raw(`interval '${months} months'`);

/** The sources of the customer's implied consent with their ends (as migration 0032 computes them), latest end first. */
async function impliedSources(executor: Executor, id: string): Promise<ImpliedConsentSourceRecord[]> {
  const { inquiry, contract } = impliedConsentSources;
  const { rows } = await executor.execute<{ source: 'inquiry' | 'contract'; began: string; contract: string | null; contract_number: string | null; until: string }>(sql`
    select 'inquiry' as source, began::text, null as contract, null as contract_number, implied_consent_until(began, ${period(inquiry.months)}) as until
      from (select (created_at at time zone business_time_zone())::date as began from customers where _id = ${id}) inquiry
    union all
    select 'contract', signed_date::text, _id, contract_number, implied_consent_until(signed_date, ${period(contract.months)})
      from contracts where customer = ${id} and signed and signed_date is not null
    order by until desc, source desc`);
  return rows.map((row) => ({ ...row, until: isoMoment(row.until) }));
}

/** The customer's recorded events, newest first (as the database decides which one stands), with who recorded them. */
const recordedEvents = (executor: Executor, id: string) =>
  executor
    .select({
      _id: consentEvents._id,
      channel: consentEvents.channel,
      kind: consentEvents.kind,
      method: consentEvents.method,
      note: consentEvents.note,
      occurred_at: consentEvents.occurred_at,
      recorded_by: consentEvents.recorded_by,
      recorded_by_name: sql<string | null>`${accountShownName}`,
      created_at: consentEvents.created_at,
    })
    .from(consentEvents)
    .leftJoin(users, eq(users._id, consentEvents.recorded_by))
    .where(eq(consentEvents.customer, id))
    .orderBy(desc(consentEvents.occurred_at), desc(consentEvents.created_at), desc(consentEvents._id));

/** The stored consent columns of a customer; a 404 when there is none. */
async function storedConsent(executor: Executor, id: string) {
  const [stored] = await executor
    .select({
      email: consentColumns.email.state,
      email_until: consentColumns.email.until,
      sms: consentColumns.sms.state,
      sms_until: consentColumns.sms.until,
    })
    .from(customers)
    .where(eq(customers._id, id));
  if (!stored) throw new ApiError(404, 'NOT_FOUND', 'Customer was not found.');
  return stored;
}

/** `GET /crm/customers/:id/consent` at `now` (the server's clock): implied consent that has ended is `expired`. */
export async function readCustomerConsent(executor: Executor, id: string, now: number): Promise<CustomerConsent> {
  const stored = await storedConsent(executor, id);
  const events = (await recordedEvents(executor, id)).map(
    (event) => ({ ...event, occurred_at: isoMoment(event.occurred_at), created_at: isoMoment(event.created_at) }) as ConsentEvent,
  );
  const implied = await impliedSources(executor, id);
  const channel = (stored: ConsentState, until: string | Date | null, name: (typeof notificationChannels)[number]) => {
    const state = consentStateAt(stored, until, now);
    return {
      state,
      holds: consentHolds(state, until, now),
      until: until === null ? null : isoMoment(until),
      reason: {
        event: state === 'express' || state === 'withdrawn' ? (events.find((event) => event.channel === name) ?? null) : null,
        implied: state === 'implied' || state === 'expired' ? (implied[0] ?? null) : null,
      },
    };
  };
  return {
    email: channel(stored.email as ConsentState, stored.email_until, 'email'),
    sms: channel(stored.sms as ConsentState, stored.sms_until, 'sms'),
    events,
    implied,
  };
}

/**
 * Records what staff were told (`POST /crm/customers/:id/consent`) in one transaction with the customer's history
 * (a `consent` entry: the state before and after, the note) and the audit log; answers the consent now.
 */
export async function recordCustomerConsent(db: Db, request: FastifyRequest, id: string, input: ConsentEventCreate, now: number) {
  const actor = request.account._id;
  return db.transaction(async (tx) => {
    const before = await storedConsent(tx, id);
    await recordConsentEvents(tx, [{ customer: id, ...input, recordedBy: actor }], new Date(now));
    const after = await storedConsent(tx, id);
    const field = `${input.channel}_consent` as const;
    await writeHistory(tx, {
      entity: 'customers',
      entityId: id,
      type: 'consent',
      creator: actor,
      content: input.note ?? undefined,
      changes: [{ field, from: before[input.channel], to: after[input.channel] }],
    });
    await recordAuditEvent(tx, request, { action: 'consent_recorded', actor, detail: { customer: id, channel: input.channel, kind: input.kind, method: input.method } });
    return readCustomerConsent(tx, id, now);
  });
}
