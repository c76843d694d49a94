import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerConsentSchema, type CustomerConsent } from '../../domain/consent.js';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// Marketing consent (docs/consent.md) through the API, on the server's clock; the business is in Toronto.

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let staff: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn(['employee']);
  pm = pmFixtures(server, staff.headers);
});
afterAll(() => server?.close());

let nextPhone = 4165580000;
const setNow = (iso: string) => server.clock.advance(Date.parse(iso) - server.clock.now());
const query = async (sql: string, values: unknown[] = []) => (await server.database.pool.query(sql, values)).rows;

/** A customer created on `day` (as if entered then), its consent recomputed as the database does for a new one. */
async function customerCreatedAt(createdAt: string, fields: object = {}) {
  const customer = await pm.createCustomer({ phone: String(nextPhone++), ...fields });
  await query('UPDATE customers SET created_at = $1 WHERE _id = $2', [createdAt, customer._id]);
  await query('SELECT refresh_customer_consent(ARRAY[$1]::text[])', [customer._id]);
  return customer;
}

const consentOf = async (id: string): Promise<CustomerConsent> => {
  const answer = await pm.succeeded('GET', `/crm/customers/${id}/consent`);
  expect(customerConsentSchema.parse(answer)).toEqual(answer);
  return answer;
};
const record = (id: string, body: object, headers = staff.headers) =>
  server.app.inject({ method: 'POST', url: `/api/crm/customers/${id}/consent`, headers, payload: body });
const recorded = async (id: string, body: object) => {
  const response = await record(id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerConsent;
};
const listIds = async (q: string, filters: object) =>
  ((await pm.succeeded('POST', '/crm/customers/query', { q, filters, pagination: { pageSize: 100 } })).customers as ApiRecord[]).map(({ _id }) => _id);

/** A signed contract of the customer's own project. */
async function signedContract(customer: string, signedDate: string) {
  const project = await pm.succeeded('POST', '/pm/projects', { customer, property: 'house', services: ['kitchen-remodeling'], description: 'Kitchen.' }, 201);
  return pm.createContract(project._id, { signed: true, signed_date: signedDate });
}

describe('implied consent', () => {
  test("a new customer's implied consent holds through the business's day six months after the inquiry, and not after", async () => {
    // 2026-01-15 in Toronto; implied until the end of 2026-07-15 there (EDT, UTC-4).
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    setNow('2026-07-16T03:59:59.999Z');
    const held = await consentOf(customer._id);
    expect(held.email).toMatchObject({ state: 'implied', holds: true, until: '2026-07-16T04:00:00.000Z' });
    expect(held.email.reason.implied).toMatchObject({ source: 'inquiry', began: '2026-01-15', contract: null });
    expect(held.sms).toMatchObject({ state: 'implied', holds: true });
    setNow('2026-07-16T04:00:00.000Z');
    expect((await consentOf(customer._id)).email).toMatchObject({ state: 'expired', holds: false, until: '2026-07-16T04:00:00.000Z' });
    // The record carries it, read only.
    expect(await pm.succeeded('GET', `/crm/customers/${customer._id}`)).toMatchObject({ email_consent: 'implied', email_consent_until: '2026-07-16T04:00:00.000Z' });
  });

  test('a signed contract extends it to two years after its signed day; unsigning the contract takes that back', async () => {
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    const contract = await signedContract(customer._id, '2026-03-10');
    const extended = await consentOf(customer._id);
    // The end of 2028-03-10 in Toronto (EST, UTC-5).
    expect(extended.email).toMatchObject({ state: 'implied', until: '2028-03-11T05:00:00.000Z' });
    expect(extended.email.reason.implied).toMatchObject({ source: 'contract', contract: contract._id, contract_number: contract.contract_number, began: '2026-03-10' });
    expect(extended.implied.map(({ source }) => source)).toEqual(['contract', 'inquiry']);

    const unsigned = await pm.succeeded('PUT', '/pm/contracts', { _id: contract._id, updated_at: contract.updated_at, signed: false });
    expect((await consentOf(customer._id)).email).toMatchObject({ until: '2026-07-16T04:00:00.000Z' });
    await pm.succeeded('PUT', '/pm/contracts', { _id: contract._id, updated_at: unsigned.updated_at, signed: true });
    expect((await consentOf(customer._id)).email.until).toBe('2028-03-11T05:00:00.000Z');
    // A signed contract cannot be deleted (it is a legal record); the database's trigger recomputes on a delete too.
  });
});

describe('POST /crm/customers/{id}/consent', () => {
  test('express consent stands after implied consent would have ended, until withdrawn; the events come newest first with who recorded them', async () => {
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    setNow('2026-02-01T15:00:00.000Z');
    const express = await recorded(customer._id, { channel: 'email', kind: 'express', method: 'in_person', note: 'Asked for the newsletter at the show.' });
    expect(express.email).toMatchObject({ state: 'express', holds: true, until: null });
    expect(express.email.reason.event).toMatchObject({ kind: 'express', method: 'in_person', recorded_by: staff.account._id, recorded_by_name: staff.account.name });
    expect(express.sms.state).toBe('implied');

    setNow('2029-01-01T00:00:00.000Z');
    expect((await consentOf(customer._id)).email).toMatchObject({ state: 'express', holds: true });
    const withdrawn = await recorded(customer._id, { channel: 'email', kind: 'withdrawn', method: 'phone' });
    expect(withdrawn.email).toMatchObject({ state: 'withdrawn', holds: false });
    expect(withdrawn.events.map(({ kind, occurred_at }) => [kind, occurred_at])).toEqual([
      ['withdrawn', '2029-01-01T00:00:00.000Z'],
      ['express', '2026-02-01T15:00:00.000Z'],
    ]);

    const history = await pm.succeeded('GET', `/crm/customers/${customer._id}/history`);
    const entries = (Array.isArray(history) ? history : history.history) as { type: string; changes: unknown[]; content: string | null }[];
    expect(entries.filter(({ type }) => type === 'consent').map(({ changes, content }) => [changes, content])).toEqual([
      [[{ field: 'email_consent', from: 'express', to: 'withdrawn' }], null],
      [[{ field: 'email_consent', from: 'implied', to: 'express' }], 'Asked for the newsletter at the show.'],
    ]);
    const [audit] = await query("SELECT detail FROM audit_events WHERE action = 'consent_recorded' AND detail->>'customer' = $1 ORDER BY at DESC LIMIT 1", [customer._id]);
    expect(audit.detail).toEqual({ customer: customer._id, channel: 'email', kind: 'withdrawn', method: 'phone' });
  });

  test('a withdrawal beats a contract signed after it', async () => {
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    setNow('2026-02-01T15:00:00.000Z');
    await recorded(customer._id, { channel: 'sms', kind: 'withdrawn', method: 'phone' });
    await signedContract(customer._id, '2026-03-10');
    const consent = await consentOf(customer._id);
    expect(consent.sms).toMatchObject({ state: 'withdrawn', holds: false, until: null });
    expect(consent.email).toMatchObject({ state: 'implied', until: '2028-03-11T05:00:00.000Z' });
  });

  test('a PUT cannot change the state', async () => {
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    const updated = await pm.succeeded('PUT', '/crm/customers', { _id: customer._id, updated_at: customer.updated_at, note: 'Hello', email_consent: 'express', email_consent_until: null });
    expect(updated).toMatchObject({ note: 'Hello', email_consent: 'implied', email_consent_until: '2026-07-16T04:00:00.000Z' });
  });

  test('refuses bad input with translated messages, an unknown customer with a 404, and readers who may not edit customers', async () => {
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    expectRefusal(await record(customer._id, { channel: 'fax', kind: 'express', method: 'phone' }), 'channel', 'Please choose a value from the list');
    expectRefusal(await record(customer._id, { channel: 'email', kind: 'implied', method: 'phone' }), 'kind', 'Please choose a value from the list');
    // Only the server records an unsubscribe or an import.
    expectRefusal(await record(customer._id, { channel: 'email', kind: 'withdrawn', method: 'unsubscribe_link' }), 'method', 'Please choose a value from the list');
    expectRefusal(await record(customer._id, { channel: 'email', kind: 'express', method: 'phone', note: 'x'.repeat(501) }), 'note', 'This text is too long');
    expect((await record('nobody', { channel: 'email', kind: 'express', method: 'phone' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/crm/customers/nobody/consent', headers: staff.headers })).statusCode).toBe(404);
    const outsider = await server.signIn([]);
    expect((await record(customer._id, { channel: 'email', kind: 'express', method: 'phone' }, outsider.headers)).statusCode).toBe(403);
    expect((await consentOf(customer._id)).events).toEqual([]);
  });
});

describe('the customer list filtered by consent', () => {
  test('by state, implied consent holding, expiring within 30 days, or expired, on the server clock', async () => {
    const organization = `Filterco${Date.now()}`;
    const inquiry = await customerCreatedAt('2026-01-15T20:00:00.000Z', { organization });
    const later = await customerCreatedAt('2026-03-15T20:00:00.000Z', { organization });
    const express = await customerCreatedAt('2026-01-15T20:00:00.000Z', { organization });
    const withdrawn = await customerCreatedAt('2026-01-15T20:00:00.000Z', { organization });
    setNow('2026-07-01T12:00:00.000Z');
    await recorded(express._id, { channel: 'email', kind: 'express', method: 'web_form' });
    await recorded(withdrawn._id, { channel: 'email', kind: 'withdrawn', method: 'email' });
    const ids = (filter: string | string[], channel = 'email_consent') => listIds(organization, { [channel]: filter });
    const sorted = (...customers: ApiRecord[]) => customers.map(({ _id }) => _id).sort();

    expect((await ids('express')).sort()).toEqual(sorted(express));
    expect((await ids('withdrawn')).sort()).toEqual(sorted(withdrawn));
    expect((await ids('implied')).sort()).toEqual(sorted(inquiry, later));
    // The first ends on 2026-07-16, within 30 days of July 1st; the second on 2026-09-16.
    expect(await ids('expiring')).toEqual([inquiry._id]);
    expect(await ids('expired')).toEqual([]);
    expect(await ids('none')).toEqual([]);
    expect((await ids(['express', 'withdrawn'])).sort()).toEqual(sorted(express, withdrawn));
    expect((await ids('implied', 'sms_consent')).sort()).toEqual(sorted(inquiry, later, express, withdrawn));

    setNow('2026-07-16T04:00:00.000Z');
    expect(await ids('expired')).toEqual([inquiry._id]);
    expect(await ids('expiring')).toEqual([]);
    expect(await ids('implied')).toEqual([later._id]);
    // The second ends on 2026-09-16 at 04:00 UTC: within 30 days from 2026-08-17 at 04:00.
    setNow('2026-08-17T03:59:59.999Z');
    expect(await ids('expiring')).toEqual([]);
    setNow('2026-08-17T04:00:00.000Z');
    expect(await ids('expiring')).toEqual([later._id]);

    const refusal = await server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers: staff.headers, payload: { filters: { email_consent: 'maybe' } } });
    expectRefusal(refusal, 'filters.email_consent', 'This value is not valid');
  });
});

describe('consent events follow the customer', () => {
  test('a merge moves the merged customer’s events to the kept one, where the newest decides', async () => {
    const keep = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    const merge = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    setNow('2026-02-01T15:00:00.000Z');
    await recorded(keep._id, { channel: 'email', kind: 'express', method: 'phone' });
    setNow('2026-02-02T15:00:00.000Z');
    await recorded(merge._id, { channel: 'sms', kind: 'express', method: 'in_person' });
    setNow('2026-02-03T15:00:00.000Z');
    await recorded(merge._id, { channel: 'email', kind: 'withdrawn', method: 'email' });
    await pm.succeeded('POST', '/crm/customers/merge', { keep: keep._id, merge: merge._id });
    const kept = await consentOf(keep._id);
    expect(kept.events.map(({ channel, kind }) => [channel, kind])).toEqual([
      ['email', 'withdrawn'],
      ['sms', 'express'],
      ['email', 'express'],
    ]);
    expect([kept.email.state, kept.sms.state]).toEqual(['withdrawn', 'express']);
    expect(await pm.succeeded('GET', `/crm/customers/${keep._id}`)).toMatchObject({ email_consent: 'withdrawn', sms_consent: 'express' });
  });

  test('a customer restored from the trash keeps its events and state', async () => {
    const customer = await customerCreatedAt('2026-01-15T20:00:00.000Z');
    await recorded(customer._id, { channel: 'sms', kind: 'withdrawn', method: 'phone' });
    expect((await server.app.inject({ method: 'DELETE', url: `/api/crm/customers/${customer._id}`, headers: staff.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `/api/crm/customers/${customer._id}/consent`, headers: staff.headers })).statusCode).toBe(404);
    const restored = await pm.succeeded('POST', `/crm/customers/${customer._id}/restore`);
    expect(restored).toMatchObject({ sms_consent: 'withdrawn', email_consent: 'implied' });
    const consent = await consentOf(customer._id);
    expect(consent.events.map(({ channel, kind }) => [channel, kind])).toEqual([['sms', 'withdrawn']]);
  });
});
