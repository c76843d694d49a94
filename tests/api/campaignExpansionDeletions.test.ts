import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { pmFixtures } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// A customer deleted while a campaign expands keeps no message of it (migration 0060): the expansion reads customers
// without locking them, and it and a deletion wait for each other on one lock instead. The trash, a merge and an
// erasure wait on that lock too (migration 0061), so they meet the messages the expansion writes. A merge locks its
// customers' messages before changing any, so it and a sender's claim never wait for each other at once. Only
// PostgreSQL runs two transactions at once; the embedded database has one connection.

describe.skipIf(!process.env.TEST_DATABASE_URL)('a customer changed while a campaign expands or sends', () => {
  let server: TestServer;
  let api: ReturnType<typeof pmFixtures>;
  /** Another connection, for a transaction held open across the server's requests. */
  let holder: pg.Client;
  let observer: pg.Client;
  let superadmin: ReturnType<typeof pmFixtures>;
  let towns = 0;

  beforeAll(async () => {
    server = await startTestServer();
    await server.setMailingAddress();
    api = pmFixtures(server, (await server.signIn(['employee'])).headers);
    superadmin = pmFixtures(server, (await server.signIn(['superadmin'])).headers);
    [holder, observer] = [new pg.Client({ connectionString: server.databaseUrl }), new pg.Client({ connectionString: server.databaseUrl })];
    await Promise.all([holder.connect(), observer.connect()]);
  });
  // A test that failed midway lets go of what it held, so the next starts with nothing waiting.
  afterEach(() => holder.query('ROLLBACK'));
  afterAll(async () => {
    await Promise.all([holder?.end(), observer?.end()]);
    await server?.close();
  });

  /** A campaign by e-mail to three customers of a town of their own, the customers in id order. */
  async function campaignToThree() {
    const location = `Lockton ${++towns}`;
    const group = await api.created('/marketing/recipients', { name: `Customers of ${location}`, filter: { location: [location] } });
    const customers = [];
    for (const name of ['Ann', 'Bo', 'Cy']) customers.push(await api.createCustomer({ name, location, email: `${name.toLowerCase()}@example.com` }));
    customers.sort((a, b) => (a._id < b._id ? -1 : 1));
    const campaign = await api.created('/marketing/campaigns', {
      sender: 'Harbour Renovations',
      title: 'Spring kitchen offer',
      content: '<p>Hello {{first_name}}.</p>',
      recipients_list: [group._id],
    });
    return { campaign, customers };
  }

  const messagesOf = async (customerId: string) =>
    (await observer.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_messages WHERE customer = $1', [customerId])).rows[0].n;

  /** Waits until `sessions` other sessions than the observer's wait for a lock. */
  async function waitingForLocks(sessions: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await observer.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
      );
      if (rows[0].n >= sessions) return;
      if (Date.now() > deadline) throw new Error(`${rows[0].n} of ${sessions} sessions wait for a lock after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Sends the campaign and, once its expansion has written the first customer's message, runs `change` beside it:
   * the last customer's message, written and held by another transaction, stops the expansion, which writes customers
   * in id order, until `change` waits too. Answers both answers' status codes.
   */
  async function duringExpansion(campaign: { _id: string }, last: { _id: string }, change: () => Promise<{ statusCode: number }>) {
    await holder.query('BEGIN');
    await holder.query("INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ($1, $2, 'email', 'queued')", [campaign._id, last._id]);
    const sending = api.api('POST', `/marketing/campaigns/${campaign._id}/send`);
    await waitingForLocks(1);
    const changing = change();
    await waitingForLocks(2);
    await holder.query('ROLLBACK');
    return [(await sending).statusCode, (await changing).statusCode];
  }

  test('moved to the trash while the messages are written: the trash waits for them, keeps its customer’s and a restore brings it back', async () => {
    const { campaign, customers } = await campaignToThree();
    const [first, , last] = customers;
    expect(await duringExpansion(campaign, last, () => api.api('DELETE', `/crm/customers/${first._id}`))).toEqual([200, 200]);
    expect(await Promise.all(customers.map((customer) => messagesOf(customer._id)))).toEqual([0, 1, 1]);

    await api.succeeded('POST', `/crm/customers/${first._id}/restore`);
    expect(await Promise.all(customers.map((customer) => messagesOf(customer._id)))).toEqual([1, 1, 1]);
  });

  test('merged into another customer while the messages are written: its message moves to the kept customer', async () => {
    const { campaign, customers } = await campaignToThree();
    const [first, , last] = customers;
    const kept = await api.createCustomer({ name: 'Dee', location: 'Elsewhere', email: 'dee@example.com' });
    const merging = () => api.api('POST', '/crm/customers/merge', { keep: kept._id, merge: first._id });
    expect(await duringExpansion(campaign, last, merging)).toEqual([200, 200]);
    expect(await Promise.all([kept, ...customers].map((customer) => messagesOf(customer._id)))).toEqual([1, 0, 1, 1]);
  });

  test('erased while the messages are written: its message keeps no address', async () => {
    const { campaign, customers } = await campaignToThree();
    const [first, , last] = customers;
    const erasing = () => superadmin.api('POST', `/crm/customers/${first._id}/erase`, { confirm: first._id });
    expect(await duringExpansion(campaign, last, erasing)).toEqual([200, 204]);
    const { rows } = await observer.query('SELECT address FROM campaign_messages WHERE customer = $1', [first._id]);
    expect(rows).toEqual([{ address: null }]);
  });

  test('merged while a sender claims messages of the same campaigns: both go through, neither ended as a deadlock', async () => {
    const { campaign, customers } = await campaignToThree();
    const [kept, merged, third] = customers;
    const other = await api.created('/marketing/campaigns', { sender: 'Harbour Renovations', title: 'Fall roofing', content: '<p>Hi.</p>', recipients_list: ['all'] });
    const queue = 'INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ($1, $2, \'email\', \'queued\')';
    for (const customer of customers) await observer.query(queue, [campaign._id, customer._id]);
    await observer.query(queue, [other._id, merged._id]);

    // A claim of the other campaign holds the merged customer's message there; the merge comes and waits for it.
    await holder.query('BEGIN');
    await holder.query("SELECT FROM campaign_messages WHERE campaign = $1 AND customer = $2 FOR UPDATE", [other._id, merged._id]);
    const merging = api.api('POST', '/crm/customers/merge', { keep: kept._id, merge: merged._id });
    await waitingForLocks(1);
    // The same sender claims the first campaign's messages, as its claim does: the first campaign's counts change.
    const claim = `UPDATE campaign_messages SET status = 'sending', claimed_at = now() WHERE _id IN (
      SELECT _id FROM campaign_messages WHERE campaign = $1 AND status = 'queued' AND channel = 'email' ORDER BY _id FOR UPDATE SKIP LOCKED)`;
    await holder.query(claim, [campaign._id]);
    await holder.query('COMMIT');

    expect((await merging).statusCode).toBe(200);
    expect(await Promise.all([kept, merged, third].map((customer) => messagesOf(customer._id)))).toEqual([2, 0, 1]);
    const delivery = (await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/delivery`)) as { channels: { counts: Record<string, number> }[] };
    const { rows } = await observer.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM campaign_messages WHERE campaign = $1 GROUP BY 1', [campaign._id]);
    expect(delivery.channels[0].counts).toMatchObject(Object.fromEntries(rows.map((row) => [row.status, row.n])));
  });

  test('deleted just before, not yet committed: the expansion waits for the deletion and leaves the customer out', async () => {
    const { campaign, customers } = await campaignToThree();
    const [first] = customers;
    await holder.query('BEGIN');
    await holder.query('DELETE FROM customers WHERE _id = $1', [first._id]);
    const sending = api.api('POST', `/marketing/campaigns/${campaign._id}/send`);
    await waitingForLocks(1);
    await holder.query('COMMIT');

    expect((await sending).statusCode).toBe(200);
    expect(await Promise.all(customers.map((customer) => messagesOf(customer._id)))).toEqual([0, 1, 1]);
    const delivery = (await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/delivery`)) as { channels: { counts: Record<string, number> }[] };
    expect(Object.values(delivery.channels[0].counts).reduce((sum, n) => sum + n, 0)).toBe(2);
  });
});
