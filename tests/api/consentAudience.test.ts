import { afterAll, beforeAll, expect, test } from 'vitest';
import { consentCounts, groupCampaignAudience, month } from './consentFixtures.js';
import { pmFixtures } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// Before sending, the recipient preview and a campaign's audience count whom consent allows and whom it leaves out,
// and why (docs/marketing.md#consent), by the server's clock.
let server: TestServer;
let api: ReturnType<typeof pmFixtures>;

beforeAll(async () => {
  server = await startTestServer();
  api = pmFixtures(server, (await server.signIn(['employee'])).headers);
});
afterAll(() => server?.close());

const location = 'Consent Falls';

/** Records a consent event as staff would (the consent screens' route belongs to the customer page). */
const recordConsent = (customerId: string, channel: 'email' | 'sms', kind: 'express' | 'withdrawn') =>
  server.database.pool.query(
    'INSERT INTO consent_events (_id, customer, channel, kind, method, occurred_at, created_at) VALUES (gen_random_uuid()::text, $1, $2, $3, $4, $5, $5)',
    [customerId, channel, kind, 'phone', new Date(server.clock.now()).toISOString()],
  );


test('the preview and the campaign audience count consent per channel, and implied consent ends with the clock', async () => {
  const [express, withdrawn, , none] = await Promise.all(
    ['express', 'withdrawn', 'implied', 'none'].map((name, index) => api.createCustomer({ name, location, phone: `41655503${index}0` })),
  );
  // Unrelated customers the filter does not select.
  await api.createCustomer({ location: 'Elsewhere', phone: '4165550399' });
  await recordConsent(express._id, 'email', 'express');
  await recordConsent(express._id, 'sms', 'withdrawn');
  await recordConsent(withdrawn._id, 'email', 'withdrawn');
  // A customer from before consent was recorded, with no implied consent either.
  await server.database.pool.query("UPDATE customers SET email_consent = 'none', email_consent_until = NULL WHERE _id = $1", [none._id]);

  const preview = async () => {
    const answer = await api.succeeded('POST', '/marketing/recipients/filter', { filter: { location: [location] } });
    expect(answer.total).toBe(4);
    return answer.consent;
  };
  const audience = await groupCampaignAudience(api, 'Consent Falls customers', { location: [location] });

  const now = [
    consentCounts('email', 2, 1, 0, 1),
    consentCounts('sms', 3, 1, 0, 0),
  ];
  expect(await preview()).toEqual(now);
  expect(await audience()).toEqual(now);

  // Seven months on, the implied consent from the customers' inquiry has ended; express consent stands.
  server.clock.advance(7 * month);
  const later = [
    consentCounts('email', 1, 1, 1, 1),
    consentCounts('sms', 0, 1, 3, 0),
  ];
  expect(await preview()).toEqual(later);
  expect(await audience()).toEqual(later);
});

test('a campaign counts only its own channels, and one without lists selects nobody', async () => {
  const campaign = await api.created('/marketing/campaigns', { sender: 'Harbour Renovations', title: 'Empty', content: '<p>Hi.</p>' });
  expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/audience`)).channels).toEqual([consentCounts('email', 0, 0, 0, 0)]);
});
