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


/** Runs `action` and answers how many statements it sent that count a filter's customers over their project pairs. */
async function pairCountsDuring(action: () => Promise<unknown>) {
  const pool = server.database.pool;
  const query = pool.query;
  let counts = 0;
  pool.query = ((...args: Parameters<typeof query>) => {
    const [statement] = args as unknown as [string | { text: string }];
    if (/from "customer_project_pairs".*group by 1, 2/s.test(typeof statement === 'string' ? statement : statement.text)) counts += 1;
    return (query as (...all: unknown[]) => unknown).apply(pool, args);
  }) as typeof query;
  try {
    await action();
  } finally {
    pool.query = query;
  }
  return counts;
}

/**
 * Runs `action` while a change to the project pairs tells of itself only by `way` (migrations 0057 and 0058): by its
 * notice, as if the sequence had not moved, or by the sequence, as if its notice were still on its way.
 */
async function toldOnlyBy(way: 'notice' | 'sequence', action: () => Promise<void>) {
  const { pool } = server.database;
  const { rows } = await pool.query<{ definition: string }>("select pg_get_functiondef('notify_recipient_pair_change'::regproc) as definition");
  const [definition] = rows.map((row) => row.definition);
  const narrowed = definition.replace(way === 'notice' ? /PERFORM nextval\([^;]*\);/ : /PERFORM pg_notify\([^;]*\);/, '');
  expect(narrowed).not.toBe(definition);
  await pool.query(narrowed);
  try {
    await action();
  } finally {
    await pool.query(definition);
  }
}

test('a preview by project is counted once, and again as soon as a project pair changes', async () => {
  const place = 'Kept Count Cove';
  const [first, second] = await Promise.all(['first', 'second'].map((name, index) => api.createCustomer({ name, location: place, phone: `41655506${index}0` })));
  await api.created('/pm/projects', api.projectBody(first._id, { status: 'in_progress', services: ['painting'] }));
  const waiting = await api.created('/pm/projects', api.projectBody(second._id, { status: 'pending', services: ['painting'] }));
  const filter = { location: [place], project: { status: ['in_progress'], services: ['painting'] } };
  const preview = () => api.succeeded('POST', '/marketing/recipients/filter', { filter });

  expect(await pairCountsDuring(async () => expect((await preview()).total).toBe(1))).toBe(1);
  // Asked again with nothing changed, and as a saved group's member count: the count kept.
  const group = await api.created('/marketing/recipients', { name: 'Painting under way', filter });
  const memberCount = async () => (await api.succeeded('GET', '/marketing/recipients')).recipients.find((saved: ApiRecord) => saved._id === group._id).member_count;
  expect(
    await pairCountsDuring(async () => {
      expect((await preview()).total).toBe(1);
      expect((await preview()).customers.map((customer: ApiRecord) => customer.name)).toEqual(['first']);
      expect(await memberCount()).toBe(1);
    }),
  ).toBe(0);

  // The second customer's project gets under way: its pair changes.
  await api.succeeded('PUT', '/pm/projects', { _id: waiting._id, updated_at: waiting.updated_at, status: 'in_progress' });
  expect((await preview()).total).toBe(2);
  expect(await memberCount()).toBe(2);
  // The first customer withdraws e-mail consent: the copy beside its pair changes.
  await recordConsent(first._id, 'email', 'withdrawn');
  expect((await preview()).consent[0]).toEqual(consentCounts('email', 1, 1, 0, 0));
});

/**
 * A customer alone in `place` with a painting project not under way yet: the preview of painting under way there,
 * and `start`, which gets the project under way.
 */
async function paintingAbout(place: string, phone: string) {
  const customer = await api.createCustomer({ name: place, location: place, phone });
  const waiting = await api.created('/pm/projects', api.projectBody(customer._id, { status: 'pending', services: ['painting'] }));
  const filter = { location: [place], project: { status: ['in_progress'], services: ['painting'] } };
  return {
    preview: () => api.succeeded('POST', '/marketing/recipients/filter', { filter }),
    start: () => api.succeeded('PUT', '/pm/projects', { _id: waiting._id, updated_at: waiting.updated_at, status: 'in_progress' }),
  };
}

test('a change shows in the very next preview while its notice is still on its way', async () => {
  const { preview, start } = await paintingAbout('Late Notice Landing', '4165550680');
  await toldOnlyBy('sequence', async () => {
    expect((await preview()).total).toBe(0);
    expect(await pairCountsDuring(async () => expect((await preview()).total).toBe(0))).toBe(0);
    await start();
    expect((await preview()).total).toBe(1);
  });
});

test("a change to the pairs is heard by its notice, on the database's connections opened again too", async () => {
  const { preview, start } = await paintingAbout('Reopened Reach', '4165550690');
  // The notice is what a change committed by another server while a count runs is caught by.
  await toldOnlyBy('notice', async () => {
    expect((await preview()).total).toBe(0);
    // Every idle connection of the pool ends (the embedded database's one, after an idle while): the next is opened anew.
    const { pool } = server.database;
    const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    for (const client of idle) client.release(true);
    expect(idle.length).toBeGreaterThan(0);
    // Counted again on the new connection, and kept.
    expect((await preview()).total).toBe(0);

    await start();
    await expect.poll(async () => (await preview()).total, { timeout: 1000, interval: 10 }).toBe(1);
  });
});

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
