import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ConsentAudience } from '../../domain/consent.js';
import type { RecipientFilter } from '../../domain/recipientGroup.js';
import { pmFixtures } from './pmFixtures.js';
import { consentCounts, month } from './consentFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// The recipient preview counts the consent of a filter on segment fields alone from the tallies of segments and
// stored states (migration 0040), after storing as `expired` the implied consent that has ended by the server's
// clock; any other filter, from the customers themselves. Both must give the same answer whatever changed the states.
let server: TestServer;
let api: ReturnType<typeof pmFixtures>;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await server.signIn(['superadmin'])).headers;
  api = pmFixtures(server, headers);
});
afterAll(() => server?.close());

let phones = 0;
const customer = (fields: object = {}) => api.createCustomer({ phone: `41688${String(++phones).padStart(5, '0')}`, ...fields });
const record = (id: string, channel: 'email' | 'sms', kind: 'express' | 'withdrawn') =>
  api.succeeded('POST', `/crm/customers/${id}/consent`, { channel, kind, method: 'phone' });
const stored = async (id: string) =>
  (await server.database.pool.query('SELECT email_consent, sms_consent FROM customers WHERE _id = $1', [id])).rows[0] as { email_consent: string; sms_consent: string };

const consentOf = async (filter: RecipientFilter) =>
  (await api.succeeded('POST', '/marketing/recipients/filter', { filter })).consent as ConsentAudience[];
// The same customers, counted one by one: no tally holds the day of creation.
const scanned = (filter: RecipientFilter): RecipientFilter => ({ ...filter, created_at: { gte: '2000-01-01' } });
const segmentFilters: RecipientFilter[] = [
  {},
  { locale: ['zh-CN'] },
  { status: ['pending'] },
  { notification_methods: ['sms'] },
  { active: [false] },
  { locale: ['en-US'], notification_methods: ['email'] },
  { notification_methods: ['email', 'sms'], active: [true] },
];

/** Every filter's counts from tallies equal those of a pass over its customers, and the tallies a recount; answers the whole selection's. */
async function talliedAsScanned() {
  const { rows: tallied } = await server.database.pool.query(
    "SELECT key, sum(count)::int AS count FROM tallies WHERE subject = 'customers.recipient_consent' GROUP BY key HAVING sum(count) <> 0 ORDER BY key",
  );
  const { rows: recounted } = await server.database.pool.query(
    'SELECT recipient_consent(to_jsonb(c)) AS key, count(*)::int AS count FROM customers c GROUP BY 1 ORDER BY 1',
  );
  expect(tallied).toEqual(recounted);
  for (const filter of segmentFilters) {
    // The preview's total too: from the same tallies, the sum of the consent groups.
    const [tallied, counted] = await Promise.all([filter, scanned(filter)].map((asked) => api.succeeded('POST', '/marketing/recipients/filter', { filter: asked })));
    expect({ total: tallied.total, consent: tallied.consent }, JSON.stringify(filter)).toEqual({ total: counted.total, consent: counted.consent });
  }
  return consentOf({});
}

test('the consent counts from tallies equal a count of the customers through consent recorded, imported, merged, erased and ended by the clock', async () => {
  const english = await customer({ notification_methods: ['email', 'sms'] });
  await customer({ locale: 'zh-CN', notification_methods: ['sms'] });
  await customer({ active: false });
  const express = await customer();
  const withdrawn = await customer();
  await record(express._id, 'email', 'express');
  await record(withdrawn._id, 'sms', 'withdrawn');
  const csv = ['name,phone,email_consent,sms_consent', `Imported,4168899001,express,withdrawn`, `Plain,4168899002,,`].join('\n');
  const imported = await server.app.inject({ method: 'POST', url: '/api/crm/customers/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
  expect(imported.statusCode, imported.body).toBe(200);
  // The merged customer's express SMS consent goes to the kept one.
  const kept = await customer();
  const merged = await customer({ name: 'Merged' });
  await record(merged._id, 'sms', 'express');
  await api.succeeded('POST', '/crm/customers/merge', { keep: kept._id, merge: merged._id });
  // An erased customer is nobody's recipient, and counts nowhere.
  const erased = await customer({ name: 'Erased' });
  const erasure = await server.app.inject({ method: 'POST', url: `/api/crm/customers/${erased._id}/erase`, headers, payload: { confirm: erased._id } });
  expect(erasure.statusCode, erasure.body).toBe(204);

  // Eight customers: all with implied e-mail consent but the two given express; SMS withdrawn twice, express once.
  expect(await talliedAsScanned()).toEqual([consentCounts('email', 8, 0, 0, 0), consentCounts('sms', 6, 2, 0, 0)]);
  // The preview's total, from the same tallies (a page shorter than the selection: counted), leaves the erased customer out too.
  expect((await api.succeeded('POST', '/marketing/recipients/filter', { filter: {}, pagination: { pageSize: 3 } })).total).toBe(8);

  // Seven months on, implied consent from the inquiries has ended: the next preview stores it as ended, then counts.
  server.clock.advance(7 * month);
  expect(await stored(english._id)).toEqual({ email_consent: 'implied', sms_consent: 'implied' });
  expect(await talliedAsScanned()).toEqual([consentCounts('email', 2, 0, 6, 0), consentCounts('sms', 1, 2, 5, 0)]);
  expect(await stored(english._id)).toEqual({ email_consent: 'expired', sms_consent: 'expired' });

  // Express consent recorded after the end; the other channel's recomputed state stays ended.
  await record(english._id, 'email', 'express');
  expect(await stored(english._id)).toEqual({ email_consent: 'express', sms_consent: 'expired' });
  expect((await api.succeeded('GET', `/crm/customers/${english._id}/consent`)).sms).toMatchObject({ state: 'expired', holds: false });
  // A withdrawal of consent that had ended.
  await record(withdrawn._id, 'email', 'withdrawn');
  expect(await talliedAsScanned()).toEqual([consentCounts('email', 3, 1, 4, 0), consentCounts('sms', 1, 2, 5, 0)]);
  // The list filter finds ended consent stored as such.
  const ended = await api.succeeded('POST', '/crm/customers/query', { filters: { sms_consent: 'expired' }, pagination: { pageSize: 100 } });
  expect(ended.customers).toHaveLength(5);
});

test('a sweep with nothing ended writes nothing', async () => {
  const before = (await server.database.pool.query("SELECT count(*)::int AS n FROM customers WHERE email_consent = 'expired'")).rows[0].n;
  const { rows } = await server.database.pool.query('SELECT expire_implied_consent($1) AS expired', [new Date(server.clock.now()).toISOString()]);
  expect(rows).toEqual([{ expired: 0 }]);
  expect((await server.database.pool.query("SELECT count(*)::int AS n FROM customers WHERE email_consent = 'expired'")).rows[0].n).toBe(before);
});
