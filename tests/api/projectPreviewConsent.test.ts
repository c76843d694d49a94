import { afterAll, beforeAll, expect, test } from 'vitest';
import { consentCounts, groupCampaignAudience, month } from './consentFixtures.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// A recipient preview with a project condition counts consent from the copies of the customers' states beside their
// project pairs (migration 0053): it must agree with the campaign's audience, which reads the customers themselves,
// whatever changed the states (docs/marketing.md#recipient-groups).
let server: TestServer;
let api: ReturnType<typeof pmFixtures>;

beforeAll(async () => {
  server = await startTestServer();
  api = pmFixtures(server, (await server.signIn(['employee'])).headers);
});
afterAll(() => server?.close());


const recordConsent = (customer: string, channel: 'email' | 'sms', kind: 'express' | 'withdrawn') =>
  api.succeeded('POST', `/crm/customers/${customer}/consent`, { channel, kind, method: 'phone' });


test('a preview by project counts each customer once by its consent as it changes, and erased customers nowhere', async () => {
  const admin = pmFixtures(server, (await server.signIn(['superadmin'])).headers);
  const place = 'Project Consent Bay';
  const [twice, withdrawn, implied, otherProject, erased] = await Promise.all(
    ['twice', 'withdrawn', 'implied', 'other', 'erased'].map((name, index) => api.createCustomer({ name, location: place, phone: `41655504${index}0` })),
  );
  const project = (customer: string, status: string, services: string[]) => api.created('/pm/projects', api.projectBody(customer, { status, services }));
  // Two matching projects of one customer: one recipient.
  await project(twice._id, 'in_progress', ['kitchen-remodeling']);
  await project(twice._id, 'completed', ['kitchen-remodeling', 'painting']);
  await project(withdrawn._id, 'completed', ['kitchen-remodeling']);
  await project(implied._id, 'in_progress', ['kitchen-remodeling']);
  await project(otherProject._id, 'pending', ['bathroom-renovation']);
  // Done: a customer with an open project cannot be erased.
  await project(erased._id, 'completed', ['kitchen-remodeling']);
  // Consent recorded after the projects: the preview by project follows it.
  await recordConsent(twice._id, 'email', 'express');
  await recordConsent(withdrawn._id, 'email', 'withdrawn');

  const filter = { location: [place], project: { status: ['in_progress', 'completed'], services: ['kitchen-remodeling'] } };
  const preview = () => api.succeeded('POST', '/marketing/recipients/filter', { filter });
  // The campaign's audience counts the customers themselves: the preview's counts from the pairs must agree.
  const audience = await groupCampaignAudience(api, 'Kitchens under way or done', filter);

  const before = await preview();
  expect(before.total).toBe(4);
  expect(before.consent).toEqual([
    consentCounts('email', 3, 1, 0, 0),
    consentCounts('sms', 4, 0, 0, 0),
  ]);
  expect(before.consent).toEqual(await audience());

  const erasure = await admin.api('POST', `/crm/customers/${erased._id}/erase`, { confirm: erased._id });
  expect(erasure.statusCode, erasure.body).toBe(204);
  const afterErasure = await preview();
  expect(afterErasure.total).toBe(3);
  expect(afterErasure.customers.map((customer: ApiRecord) => customer.name).sort()).toEqual(['implied', 'twice', 'withdrawn']);
  expect(afterErasure.consent).toEqual(await audience());

  // Seven months on, the implied consent from the inquiries has ended, in the pairs' copies too.
  server.clock.advance(7 * month);
  const later = [
    consentCounts('email', 1, 1, 1, 0),
    consentCounts('sms', 0, 0, 3, 0),
  ];
  expect((await preview()).consent).toEqual(later);
  expect(await audience()).toEqual(later);
});
