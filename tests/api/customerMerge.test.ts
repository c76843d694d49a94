import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerRecordSchema } from '../../domain/customer.js';
import { customerDuplicatesAnswerSchema, duplicatesLimit } from '../../domain/customerMerge.js';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let staff: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn(['employee']);
  pm = pmFixtures(server, staff.headers);
});
afterAll(() => server?.close());

// Each test's customers get phones of their own, so that no test finds another's.
let nextPhone = 4165560000;
const phone = () => String(nextPhone++);
const customer = (fields: object = {}) => pm.createCustomer({ phone: phone(), ...fields });

/** The duplicates answered, held to the declared shape (the route writes them out unchecked). */
const duplicatesOf = async (id: string) => {
  const answer = await pm.succeeded('GET', `/crm/customers/${id}/duplicates`);
  expect(customerDuplicatesAnswerSchema.parse(answer)).toEqual(answer);
  return (answer as { customers: (ApiRecord & { matches: string[] })[] }).customers;
};
const merge = (body: object, headers = staff.headers) => server.app.inject({ method: 'POST', url: '/api/crm/customers/merge', headers, payload: body });
const query = async (sql: string, values: unknown[]) => (await server.database.pool.query(sql, values)).rows;

describe('GET /crm/customers/{id}/duplicates', () => {
  test.each([
    ['the same phone', { phone: '4165571000' }, { phone: '4165571000' }, ['phone']],
    ["its phone as the other's secondary phone", { phone: '4165571001' }, { secondary_phone: '4165571001' }, ['phone']],
    ["its secondary phone as the other's phone", { secondary_phone: '4165571002' }, { phone: '4165571002' }, ['phone']],
    ['the same secondary phone', { secondary_phone: '4165571003' }, { secondary_phone: '4165571003' }, ['phone']],
    ['the same e-mail in another case', { email: 'Ann.Lee@Example.com' }, { email: 'ann.lee@example.COM' }, ['email']],
    ['the same WeChat id', { wechat: 'annlee88' }, { wechat: 'annlee88' }, ['wechat']],
    ['a phone and an e-mail', { phone: '4165571004', email: 'both@example.com' }, { phone: '4165571004', email: 'BOTH@example.com' }, ['phone', 'email']],
  ])('finds a customer sharing %s, and says what it shares', async (_, fields, otherFields, matches) => {
    const one = await customer(fields);
    const other = await customer(otherFields);
    const found = await duplicatesOf(one._id);
    expect(found.map(({ _id }) => _id)).toEqual([other._id]);
    expect(found[0]).toMatchObject({ name: other.name, phone: other.phone, matches });
    expect((await duplicatesOf(other._id)).map(({ _id }) => _id)).toEqual([one._id]);
  });

  test('finds nobody for a customer sharing nothing, never the customer itself, and not by a different WeChat id or e-mail', async () => {
    const alone = await customer({ email: 'alone@example.com', wechat: 'alone1' });
    await customer({ email: 'alone2@example.com', wechat: 'alone2' });
    expect(await duplicatesOf(alone._id)).toEqual([]);
  });

  test('answers the newest first, at most a dialog full', async () => {
    const shared = phone();
    const all = [];
    for (let i = 0; i <= duplicatesLimit + 1; i++) all.push(await customer({ phone: shared }));
    const found = await duplicatesOf(all[0]._id);
    expect(found).toHaveLength(duplicatesLimit);
    expect(found[0]._id).toBe(all.at(-1)?._id);
  });

  test('answers 404 for an unknown customer, and is read by CRM staff only', async () => {
    expect((await pm.api('GET', '/crm/customers/000000000000000000000000/duplicates')).statusCode).toBe(404);
    const worker = await server.signIn(['Worker']);
    const one = await customer();
    expect((await server.app.inject({ method: 'GET', url: `/api/crm/customers/${one._id}/duplicates`, headers: worker.headers })).statusCode).toBe(403);
  });

  test('each rule is read from an index (EXPLAIN), so the finder costs the same at a million customers', async () => {
    const one = await customer({ email: 'Plan@example.com', wechat: 'plan1', secondary_phone: phone() });
    const client = await server.database.pool.connect();
    try {
      // A test table is too small for the planner to prefer an index: that it can use each one is what matters here.
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query(
        'EXPLAIN (FORMAT JSON) SELECT _id FROM customers WHERE _id <> $1 AND (phone = ANY($2) OR secondary_phone = ANY($2) OR lower(email) = $3 OR wechat = $4)',
        [one._id, [one.phone, one.secondary_phone], 'plan@example.com', 'plan1'],
      );
      const plan = JSON.stringify(rows[0]['QUERY PLAN']);
      for (const index of ['customers_phone_idx', 'customers_secondary_phone_idx', 'customers_email_idx', 'customers_wechat_idx']) expect(plan).toContain(index);
      expect(plan).not.toContain('Seq Scan');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

/** Two customers with a project each (the merged one's with a contract), history, and campaign messages. */
async function mergeable() {
  const shared = phone();
  const keep = await customer({ phone: shared, name: 'Ann', last_name: 'Lee', status: 'active', notification_methods: ['email', 'sms'] });
  const gone = await customer({
    phone: shared,
    secondary_phone: phone(),
    name: 'Annie',
    last_name: 'Lee',
    email: 'ann@example.com',
    wechat: 'annlee',
    wechat_added: true,
    gender: 'female',
    note: 'Prefers mornings',
    status: 'pending',
    source: 'WeChat',
  });
  const keptProject = await pm.created('/pm/projects', pm.projectBody(keep._id, { status: 'completed', services: ['kitchen-remodeling'] }));
  const movedProject = await pm.created('/pm/projects', pm.projectBody(gone._id, { status: 'in_progress', services: ['bathroom-renovation'] }));
  const contract = await pm.createContract(movedProject._id);
  await pm.succeeded('POST', `/crm/customers/${gone._id}/history`, { type: 'user_record', content: 'Called from WeChat' }, 201);
  return { keep, gone, keptProject, movedProject, contract };
}

const campaign = () => `c${Math.random().toString(16).slice(2, 12)}`;
const addMessage = (campaignId: string, customerId: string, status: string, channel = 'email') =>
  server.database.pool.query('INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ($1, $2, $3, $4)', [campaignId, customerId, channel, status]);

describe('POST /crm/customers/merge', () => {
  test("moves projects, contracts, history and messages, fills the kept customer's empty fields and answers it", async () => {
    const { keep, gone, movedProject, contract } = await mergeable();
    const quote = await pm.created('/pm/quotes', { project: movedProject._id });
    const [alone, both, better] = [campaign(), campaign(), campaign()];
    await addMessage(alone, gone._id, 'sent');
    await addMessage(both, keep._id, 'sent');
    await addMessage(both, gone._id, 'failed');
    await addMessage(better, keep._id, 'skipped');
    await addMessage(better, gone._id, 'sent');

    const response = await merge({ keep: keep._id, merge: gone._id, keep_updated_at: keep.updated_at, merge_updated_at: gone.updated_at });
    expect(response.statusCode, response.body).toBe(200);
    const kept = response.json();
    expect(customerRecordSchema.parse(kept)).toEqual(kept);
    expect(kept).toMatchObject({
      _id: keep._id,
      name: 'Ann',
      status: 'active',
      phone: keep.phone,
      secondary_phone: gone.secondary_phone,
      email: 'ann@example.com',
      wechat: 'annlee',
      wechat_added: true,
      gender: 'female',
      source: 'WeChat',
      note: 'Prefers mornings',
      notification_methods: ['email', 'sms'],
      projects: 2,
    });
    expect(new Date(kept.updated_at).getTime()).toBeGreaterThan(new Date(keep.updated_at).getTime());

    expect((await pm.api('GET', `/crm/customers/${gone._id}`)).statusCode).toBe(404);
    // In the trash, marked as merged into the kept customer, whole: its own values are never lost.
    const [trashed] = await query("SELECT merged_into, deleted_by, rows FROM trash WHERE resource = 'customers' AND record_id = $1", [gone._id]);
    expect(trashed).toMatchObject({ merged_into: keep._id, deleted_by: staff.account._id });
    expect(trashed.rows[0].rows[0]).toMatchObject({ _id: gone._id, name: 'Annie', email: 'ann@example.com', note: 'Prefers mornings' });
    expect(await pm.succeeded('GET', `/pm/projects/${movedProject._id}`)).toMatchObject({ customer: keep._id, customer_name: 'Ann Lee' });
    expect(await query('SELECT customer FROM contracts WHERE _id = $1', [contract._id])).toEqual([{ customer: keep._id }]);
    expect(await pm.succeeded('GET', `/pm/quotes/${quote._id}`)).toMatchObject({ customer: keep._id, customer_name: 'Ann Lee' });
    expect(await query('SELECT campaign, status FROM campaign_messages WHERE customer = ANY($1) ORDER BY campaign', [[keep._id, gone._id]])).toEqual(
      [
        { campaign: alone, status: 'sent' },
        { campaign: both, status: 'sent' },
        { campaign: better, status: 'sent' },
      ].sort((a, b) => a.campaign.localeCompare(b.campaign)),
    );
    expect(await query('SELECT customer FROM campaign_messages WHERE customer = $1', [gone._id])).toEqual([]);

    const { history } = await pm.succeeded('GET', `/crm/customers/${keep._id}/history`);
    expect(history[0]).toMatchObject({ type: 'merged', content: `Annie Lee (${gone.uid})`, creator: staff.account._id, creator_name: expect.any(String) });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'email', from: null, to: 'ann@example.com' },
        { field: 'secondary_phone', from: null, to: gone.secondary_phone },
      ]),
    );
    // The merged customer's own history now reads on the kept one's page.
    expect(history.map((entry: { content: string | null }) => entry.content)).toContain('Called from WeChat');
    const { history: projectHistory } = await pm.succeeded('GET', `/pm/projects/${movedProject._id}/history`);
    expect(projectHistory[0]).toMatchObject({ type: 'updated', changes: [expect.objectContaining({ field: 'customer', from: gone._id, to: keep._id, fromLabel: 'Annie Lee', toLabel: 'Ann Lee' })] });

    expect(await query("SELECT actor, detail FROM audit_events WHERE action = 'customers_merged' AND detail->>'kept' = $1", [keep._id])).toEqual([
      { actor: staff.account._id, detail: { from: `Annie Lee (${gone.uid})`, to: `Ann Lee (${keep.uid})`, merged: gone._id, kept: keep._id } },
    ]);
  });

  test('the merged customer comes back from the trash as it was; what moved stays with the kept one', async () => {
    const { keep, gone } = await mergeable();
    expect((await merge({ keep: keep._id, merge: gone._id })).statusCode).toBe(200);
    const restored = await pm.succeeded('POST', `/crm/customers/${gone._id}/restore`);
    expect(restored).toMatchObject({ _id: gone._id, uid: gone.uid, name: 'Annie', email: 'ann@example.com', projects: 0 });
    expect((await pm.succeeded('GET', `/crm/customers/${keep._id}`)).projects).toBe(2);
  });

  test('keeps counts, tallies and recipient filters by project right', async () => {
    const marketer = (await server.signIn(['employee'], ['marketing'])).headers;
    const recipients = async (filter: object) => {
      const response = await server.app.inject({ method: 'POST', url: '/api/marketing/recipients/filter', headers: marketer, payload: { filter } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; customers: ApiRecord[] };
    };
    const { keep, gone } = await mergeable();
    const before = await pm.statistics();
    const bathroom = { project: { status: 'in_progress', services: 'bathroom-renovation' }, status: 'active' };
    expect((await recipients(bathroom)).customers.map(({ _id }) => _id)).not.toContain(keep._id);
    const pendingBefore = (await pm.succeeded('POST', '/crm/customers/query', { filters: { status: 'pending' } })).meta.total;

    expect((await merge({ keep: keep._id, merge: gone._id })).statusCode).toBe(200);

    const after = await pm.statistics();
    expect(after.customers).toBe(before.customers - 1);
    expect(after.projects).toBe(before.projects);
    expect((await pm.succeeded('POST', '/crm/customers/query', { filters: { status: 'pending' } })).meta.total).toBe(pendingBefore - 1);
    // The kept customer (active) now has the in-progress bathroom project; the merged one selects nothing any more.
    const selected = await recipients(bathroom);
    expect(selected.customers.map(({ _id }) => _id)).toContain(keep._id);
    expect(selected.customers.map(({ _id }) => _id)).not.toContain(gone._id);
    expect(selected.total).toBe(selected.customers.length);
    const pairs = await query('SELECT customer, project_status, service FROM customer_project_pairs WHERE customer = ANY($1) ORDER BY project_status', [[keep._id, gone._id]]);
    expect(pairs).toEqual([
      { customer: keep._id, project_status: 'completed', service: 'kitchen-remodeling' },
      { customer: keep._id, project_status: 'in_progress', service: 'bathroom-renovation' },
    ]);
  });

  test('the kept customer refuses the channel the merged one unsubscribed from by a link', async () => {
    const { keep, gone } = await mergeable();
    await query("UPDATE customers SET notification_methods = '{}' WHERE _id = $1", [gone._id]);
    // A day before the merge: written just before it, its moment could equal the merge's own to the millisecond.
    await query("INSERT INTO history (_id, entity, entity_id, type, content, changes, created_at) VALUES ($1, 'customers', $2, 'updated', 'Unsubscribed from e-mail by the link of the campaign \"Spring\".', $3, now() - interval '1 day')", [
      `u${gone._id.slice(1)}`,
      gone._id,
      JSON.stringify([{ field: 'notification_methods', from: ['email'], to: [] }]),
    ]);
    const kept = (await merge({ keep: keep._id, merge: gone._id })).json();
    expect(kept.notification_methods).toEqual(['sms']);
    const { history } = await pm.succeeded('GET', `/crm/customers/${keep._id}/history`);
    expect(history[0].changes).toContainEqual({ field: 'notification_methods', from: ['email', 'sms'], to: ['sms'] });
  });

  test('a failure on the way leaves both customers, their projects, history and messages as they were', async () => {
    const { keep, gone, movedProject } = await mergeable();
    const message = campaign();
    await addMessage(message, gone._id, 'sent');
    const snapshot = async () => ({
      customers: await query('SELECT * FROM customers WHERE _id = ANY($1) ORDER BY _id', [[keep._id, gone._id]]),
      projects: await query('SELECT _id, customer, updated_at FROM projects WHERE _id = $1', [movedProject._id]),
      contracts: await query('SELECT customer FROM contracts WHERE project = $1', [movedProject._id]),
      history: await query('SELECT _id, entity_id FROM history WHERE entity_id = ANY($1) ORDER BY _id', [[keep._id, gone._id, movedProject._id]]),
      messages: await query('SELECT customer FROM campaign_messages WHERE campaign = $1', [message]),
      pairs: await query('SELECT * FROM customer_project_pairs WHERE customer = ANY($1) ORDER BY customer, project_status', [[keep._id, gone._id]]),
      audit: await query("SELECT _id FROM audit_events WHERE action = 'customers_merged'", []),
      trash: await query('SELECT _id FROM trash WHERE record_id = $1', [gone._id]),
    });
    const before = await snapshot();
    // A write after the moves fails: everything before it must be undone.
    await server.database.pool.query(`CREATE FUNCTION refuse_merge_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.type = 'merged' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await server.database.pool.query('CREATE TRIGGER refuse_merge_entry BEFORE INSERT ON history FOR EACH ROW EXECUTE FUNCTION refuse_merge_entry()');
    try {
      const response = await merge({ keep: keep._id, merge: gone._id });
      expect(response.statusCode).toBe(500);
    } finally {
      await server.database.pool.query('DROP TRIGGER refuse_merge_entry ON history');
      await server.database.pool.query('DROP FUNCTION refuse_merge_entry()');
    }
    expect(await snapshot()).toEqual(before);
    expect((await merge({ keep: keep._id, merge: gone._id })).statusCode).toBe(200);
  });

  test('refuses the same customer twice (400), an unknown one (404) and a stale version (409) with their messages', async () => {
    const { keep, gone } = await mergeable();
    expectRefusal(await merge({ keep: keep._id, merge: keep._id }), 'merge', 'Choose two different customers: a customer cannot be merged into itself.');
    expectRefusal(await merge({ keep: keep._id, merge: '000000000000000000000000' }), 'merge', 'This customer no longer exists: it may have been merged or deleted already.', 404);
    expectRefusal(await merge({ keep: '000000000000000000000000', merge: gone._id }), 'keep', 'This customer no longer exists: it may have been merged or deleted already.', 404);
    await pm.succeeded('PUT', '/crm/customers', { _id: gone._id, updated_at: gone.updated_at, note: 'Changed meanwhile' });
    const stale = await merge({ keep: keep._id, merge: gone._id, keep_updated_at: keep.updated_at, merge_updated_at: gone.updated_at });
    expectRefusal(stale, 'merge', 'This customer was changed after you opened it. Look at it again before merging.', 409);
    expect(stale.json().code).toBe('STALE_UPDATE');
    expect((await pm.api('GET', `/crm/customers/${gone._id}`)).statusCode).toBe(200);
    // Merged once, the second attempt finds it gone.
    expect((await merge({ keep: keep._id, merge: gone._id })).statusCode).toBe(200);
    expect((await merge({ keep: keep._id, merge: gone._id })).statusCode).toBe(404);
  });

  test('needs write access to the CRM', async () => {
    const { keep, gone } = await mergeable();
    for (const roles of [['Worker'], ['visitor']]) {
      expect((await merge({ keep: keep._id, merge: gone._id }, (await server.signIn(roles)).headers)).statusCode).toBe(403);
    }
    const pmOnly = await server.signIn(['employee'], ['pm']);
    expect((await merge({ keep: keep._id, merge: gone._id }, pmOnly.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/crm/customers/merge', payload: { keep: keep._id, merge: gone._id } })).statusCode).toBe(401);
    expect((await pm.api('GET', `/crm/customers/${gone._id}`)).statusCode).toBe(200);
  });
});
