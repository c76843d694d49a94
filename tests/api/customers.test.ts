import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerDefaults, customerSummaryFields } from '../../domain/customer.js';
import { listLimits } from '../../domain/listLimits.js';
import { quickSearchLimit } from '../../server/routes/crm.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let headers: Record<string, string>;
let staffId: string;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(['employee']);
  headers = staff.headers;
  staffId = staff.account._id;
});
afterAll(() => server?.close());

type Customer = Record<string, unknown> & { _id: string; uid: number; updated_at: string };

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers, payload });

async function createCustomer(fields: object = {}): Promise<Customer> {
  const response = await api('POST', '/crm/customers', { name: 'Test', phone: '4165550000', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const query = async (body: object) => {
  const response = await api('POST', '/crm/customers/query', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { customers: Customer[]; meta: { total: number; current: number; pageSize: number } };
};

const customerCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM customers')).rows[0].n;

describe('create', () => {
  test('answers the saved customer with its id, uid, the form defaults and who created it', async () => {
    const customer = await createCustomer({ name: 'Alice', last_name: 'Wong', phone: '4165551234' });
    expect(customer).toMatchObject({ ...customerDefaults, name: 'Alice', last_name: 'Wong', creator: staffId, projects: 0 });
    expect(customer._id).toMatch(/^[0-9a-f]{24}$/);
    expect(customer.uid).toEqual(expect.any(Number));
    expect(new Date(customer.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(customer.creator_name).toBeTruthy();
    expect(customer).not.toHaveProperty('search_text');
  });

  test.each([
    [{ phone: '4165551234' }, 'name', 'Please input customer name'],
    [{ name: '   ', phone: '4165551234' }, 'name', 'Please input customer name'],
    [{ name: 'x'.repeat(51), phone: '4165551234' }, 'name', 'Length should be 1 to 50'],
    [{ name: 'Bob' }, 'phone', 'Please input customer phone'],
    [{ name: 'Bob', phone: '' }, 'phone', 'Please input customer phone'],
    [{ name: 'Bob', phone: '416555123' }, 'phone', 'Length should be 10 to 11'],
    [{ name: 'Bob', phone: '416555123456' }, 'phone', 'Length should be 10 to 11'],
    [{ name: 'Bob', phone: '416-555-12' }, 'phone', 'A phone number holds digits only'],
    [{ name: 'Bob', phone: '4165551234', email: 'bob' }, 'email', 'Please input a valid email address'],
    [{ name: 'Bob', phone: '4165551234', status: 'vip' }, 'status', 'Please choose a value from the list'],
    [{ name: 'Bob', phone: '4165551234', notification_methods: ['fax'] }, 'notification_methods.0', 'Please choose a value from the list'],
  ])('refuses %j with "%s: %s" and creates nothing', async (body, path, message) => {
    const before = await customerCount();
    const response = await api('POST', '/crm/customers', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details).toContainEqual(expect.objectContaining({ path, message }));
    expect(response.json().error).toBe(response.json().details[0].message);
    expect(await customerCount()).toBe(before);
  });

  test('an 11-digit phone is accepted; the fields the server owns cannot be set', async () => {
    const customer = await createCustomer({ phone: '14165551234', uid: 999999, _id: 'mine', creator: 'someone', created_at: '2000-01-01T00:00:00Z' });
    expect(customer.phone).toBe('14165551234');
    expect(customer._id).not.toBe('mine');
    expect(customer.uid).not.toBe(999999);
    expect(customer.creator).toBe(staffId);
    expect(customer.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  test('writes a "created" history entry by itself', async () => {
    const customer = await createCustomer();
    const history = (await api('GET', `/crm/customers/${customer._id}/history`)).json().history;
    expect(history).toEqual([expect.objectContaining({ type: 'created', creator: staffId, creator_name: expect.any(String) })]);
  });
});

describe('get and update', () => {
  test('get answers the customer, or 404 with a readable error', async () => {
    const customer = await createCustomer();
    expect((await api('GET', `/crm/customers/${customer._id}`)).json()).toEqual(customer);
    const missing = await api('GET', '/crm/customers/6b0000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Customer was not found.', code: 'NOT_FOUND' });
  });

  test('a customer reads the same in the list and in search as by itself, moments in ISO form to the millisecond', async () => {
    const customer = await createCustomer({ name: 'Moment', last_name: 'Check', phone: '4165550123' });
    expect(customer.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(customer.created_at as string).toISOString()).toBe(customer.created_at);
    const listed = (await query({ filters: { uid: customer.uid } })).customers.find((c) => c._id === customer._id);
    expect(listed).toEqual(customer);
    const found = (await api('GET', '/crm/customers/search/Moment%20Check')).json().customers as Customer[];
    expect(found).toEqual([Object.fromEntries(customerSummaryFields.map((field) => [field, customer[field]]))]);
  });

  test('update saves the changed fields and records who changed what', async () => {
    const customer = await createCustomer({ status: 'pending', note: 'first' });
    const response = await api('PUT', '/crm/customers', { _id: customer._id, updated_at: customer.updated_at, status: 'active', note: 'called back' });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ status: 'active', note: 'called back', name: customer.name });
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(new Date(customer.updated_at).getTime());
    const [latest] = (await api('GET', `/crm/customers/${customer._id}/history`)).json().history;
    expect(latest).toMatchObject({ type: 'updated', creator: staffId });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'pending', to: 'active' },
        { field: 'note', from: 'first', to: 'called back' },
      ]),
    );
  });

  test('an update read before the stored version is a 409 and changes nothing', async () => {
    const customer = await createCustomer({ status: 'pending' });
    await api('PUT', '/crm/customers', { _id: customer._id, updated_at: customer.updated_at, status: 'interested' });
    const stale = await api('PUT', '/crm/customers', { _id: customer._id, updated_at: customer.updated_at, status: 'bad-fit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed by someone else/);
    expect((await api('GET', `/crm/customers/${customer._id}`)).json().status).toBe('interested');
  });

  test('an update with nothing new writes no history', async () => {
    const customer = await createCustomer();
    const response = await api('PUT', '/crm/customers', { _id: customer._id, updated_at: customer.updated_at, name: customer.name });
    expect(response.json().updated_at).toBe(customer.updated_at);
    expect((await api('GET', `/crm/customers/${customer._id}/history`)).json().history).toHaveLength(1);
  });

  test('update validates like create, needs an _id, and 404s on an unknown one', async () => {
    const customer = await createCustomer();
    const invalid = await api('PUT', '/crm/customers', { _id: customer._id, phone: '123' });
    expect(invalid.statusCode).toBe(400);
    // Each field's message comes with its key, which the client translates.
    expect(invalid.json().details).toContainEqual({ path: 'phone', message: 'Length should be 10 to 11', key: 'validation.length_10_11' });
    expect((await api('PUT', '/crm/customers', { name: 'No id' })).statusCode).toBe(400);
    expect((await api('PUT', '/crm/customers', { _id: 'no-such-customer', name: 'x' })).statusCode).toBe(404);
  });
});

describe('history notes', () => {
  test('a note is saved with who wrote it and listed newest first', async () => {
    const customer = await createCustomer();
    const posted = await api('POST', `/crm/customers/${customer._id}/history`, { type: 'user_record', content: 'Called, left a message.' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ type: 'user_record', content: 'Called, left a message.', creator: staffId });
    const history = (await api('GET', `/crm/customers/${customer._id}/history`)).json().history;
    expect(history.map((entry: { type: string }) => entry.type)).toEqual(['user_record', 'created']);
  });

  test('an empty note, another type or an unknown customer is refused', async () => {
    const customer = await createCustomer();
    const empty = await api('POST', `/crm/customers/${customer._id}/history`, { type: 'user_record', content: '  ' });
    expect(empty.json()).toMatchObject({ error: 'Please write the note' });
    const wrongType = await api('POST', `/crm/customers/${customer._id}/history`, { type: 'updated', content: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect((await api('POST', '/crm/customers/nobody/history', { type: 'user_record', content: 'x' })).statusCode).toBe(404);
    expect((await api('GET', '/crm/customers/nobody/history')).statusCode).toBe(404);
  });
});

describe('the list query protocol', () => {
  let sample: Customer[];
  beforeAll(async () => {
    sample = [];
    const rows = [
      { name: 'Zed', status: 'qualified', source: 'WeChat', locale: 'zh-CN', active: false, location: 'Markham,ON', notification_methods: ['sms'] },
      { name: 'Yan', status: 'qualified', source: 'Website', locale: 'fr-FR', active: true, location: 'Toronto,ON', notification_methods: ['email', 'sms'] },
      { name: 'Xia', status: 'bad-fit', source: 'WeChat', locale: 'zh-CN', active: true, location: 'MARKHAM,ON', notification_methods: ['email'] },
    ];
    for (const row of rows) sample.push(await createCustomer({ ...row, organization: 'ListProtocolCo' }));
  });
  const inSample = (body: object) => query({ ...body, q: 'listprotocolco' });

  test('defaults: newest first, page 1 of 25, with the total', async () => {
    const { customers, meta } = await inSample({});
    expect(customers.map((c) => c.name)).toEqual(['Xia', 'Yan', 'Zed']);
    expect(meta).toEqual({ total: 3, current: 1, pageSize: 25 });
  });

  test('filters: one value, one of a list, booleans, a part of a text in any case, arrays, ranges', async () => {
    const names = async (filters: object) => (await inSample({ filters })).customers.map((c) => c.name).sort();
    expect(await names({ status: 'qualified' })).toEqual(['Yan', 'Zed']);
    expect(await names({ status: ['bad-fit', 'qualified'], source: 'WeChat' })).toEqual(['Xia', 'Zed']);
    expect(await names({ active: false })).toEqual(['Zed']);
    expect(await names({ active: 'true' })).toEqual(['Xia', 'Yan']);
    expect(await names({ location: 'markham' })).toEqual(['Xia', 'Zed']);
    expect(await names({ notification_methods: ['sms'] })).toEqual(['Yan', 'Zed']);
    expect(await names({ uid: sample[1].uid })).toEqual(['Yan']);
    expect(await names({ created_at: { gte: sample[1].created_at } })).toEqual(['Xia', 'Yan']);
    expect(await names({ status: [], locale: null })).toEqual(['Xia', 'Yan', 'Zed']);
    const { meta } = await inSample({ filters: { locale: 'zh-CN' } });
    expect(meta.total).toBe(2);
  });

  test('sort by a declared field either way, pages of the asked size', async () => {
    const byName = await inSample({ sorter: { field: 'name', order: 'ascend' } });
    expect(byName.customers.map((c) => c.name)).toEqual(['Xia', 'Yan', 'Zed']);
    const page2 = await inSample({ sorter: { field: 'uid', order: 'descend' }, pagination: { current: 2, pageSize: 2 } });
    expect(page2.customers.map((c) => c.name)).toEqual(['Zed']);
    expect(page2.meta).toEqual({ total: 3, current: 2, pageSize: 2 });
  });

  test('the unfiltered total counts every customer', async () => {
    const { meta } = await query({ pagination: { current: 1, pageSize: 1 } });
    expect(meta.total).toBe(await customerCount());
  });

  test.each([
    [{ filters: { password_hash: 'x' } }, "The list cannot be filtered by 'password_hash'."],
    [{ filters: { "status') OR 1=1 --": 'x' } }, `The list cannot be filtered by 'status') OR 1=1 --'.`],
    [{ sorter: { field: 'name; DROP TABLE customers', order: 'ascend' } }, "The list cannot be sorted by 'name; DROP TABLE customers'."],
    [{ sorter: { field: 'search_text', order: 'ascend' } }, "The list cannot be sorted by 'search_text'."],
    [{ filters: { active: 'maybe' } }, "The filter on 'active' has a value of the wrong kind."],
    [{ filters: { uid: 'abc' } }, "The filter on 'uid' has a value of the wrong kind."],
    [{ filters: { created_at: { gte: 'yesterday' } } }, "The filter on 'created_at' has a value of the wrong kind."],
    [{ filters: { status: { gte: 'a' } } }, "The filter on 'status' has a value of the wrong kind."],
  ])('refuses %j with a 400, never SQL', async (body, error) => {
    const response = await api('POST', '/crm/customers/query', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await customerCount()).toBeGreaterThan(0);
  });

  test('a large filtered total is estimated, never below what the pages prove', async () => {
    await server.database.pool.query(
      `INSERT INTO customers (_id, name, phone, organization, status)
       SELECT 'bulk' || lpad(n::text, 20, '0'), 'Bulk ' || n, '4165550000', 'BulkCo', 'potential' FROM generate_series(1, 1100) AS n`,
    );
    await server.database.pool.query('ANALYZE customers');
    const first = await query({ q: 'bulkco', pagination: { current: 1, pageSize: 10 } });
    expect(first.meta.total).toBeGreaterThan(1000);
    const last = await query({ q: 'bulkco', pagination: { current: 2, pageSize: 1000 } });
    expect(last.customers).toHaveLength(100);
    expect(last.meta.total).toBeGreaterThanOrEqual(1100);
    const small = await query({ q: 'bulk 100', pagination: { current: 1, pageSize: 5 } });
    expect(small.meta.total).toBe(11); // Bulk 100 and Bulk 1000 to 1009, counted exactly
  });

  test("a search alone that the planner expects to match thousands answers the planner's estimate as its total", async () => {
    await server.database.pool.query(
      `INSERT INTO customers (_id, name, phone, organization)
       SELECT 'plenty' || lpad(n::text, 18, '0'), 'Plenty ' || n, '4165550000', 'PlentyCo' FROM generate_series(1, 4000) AS n`,
    );
    await server.database.pool.query('ANALYZE customers');
    const plan = await server.database.pool.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM customers WHERE search_text LIKE '%plentyco%' AND erased_at IS NULL`);
    const estimate = Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
    expect(estimate).toBeGreaterThanOrEqual(3000);
    const first = await query({ q: 'plentyco', pagination: { current: 1, pageSize: 25 } });
    expect(first.customers).toHaveLength(25);
    expect(first.meta.total).toBe(estimate);
    // With a filter beside it the estimate is no longer one column's: counted up to 1 000, then estimated.
    const filtered = await query({ q: 'plentyco', filters: { status: 'pending' }, pagination: { current: 1, pageSize: 25 } });
    expect(filtered.meta.total).toBeGreaterThan(1000);

    // Nothing is counted: with 3 600 of them gone and the statistics not yet taken again, the total is still the
    // estimate, where a count would have found 400. Filtered, the list counts them.
    await server.database.pool.query(`DELETE FROM customers WHERE _id LIKE 'plenty%' AND _id > 'plenty' || lpad('400', 18, '0')`);
    expect((await query({ q: 'plentyco', pagination: { current: 1, pageSize: 25 } })).meta.total).toBe(estimate);
    expect((await query({ q: 'plentyco', filters: { status: 'pending' }, pagination: { current: 1, pageSize: 25 } })).meta.total).toBe(400);
  });

  test('a list filtered by statuses alone has its exact total, however large, and follows changes', async () => {
    const statusCount = async (statuses: string[]) =>
      (await server.database.pool.query('SELECT count(*)::int AS n FROM customers WHERE status = any($1)', [statuses])).rows[0].n as number;
    await server.database.pool.query(
      `INSERT INTO customers (_id, name, phone, status)
       SELECT 'tallied' || lpad(n::text, 17, '0'), 'Tallied ' || n, '4165550000', 'interested' FROM generate_series(1, 1234) AS n`,
    );
    const interested = await query({ filters: { status: 'interested' }, pagination: { current: 1, pageSize: 5 } });
    expect(interested.meta.total).toBe(await statusCount(['interested']));
    expect(interested.meta.total).toBeGreaterThanOrEqual(1234);
    const either = await query({ filters: { status: ['interested', 'potential'] }, pagination: { current: 1, pageSize: 5 } });
    expect(either.meta.total).toBe(await statusCount(['interested', 'potential']));

    const [one] = interested.customers;
    expect((await api('PUT', '/crm/customers', { _id: one._id, updated_at: one.updated_at, status: 'active' })).statusCode).toBe(200);
    expect((await query({ filters: { status: 'interested' } })).meta.total).toBe(interested.meta.total - 1);
  });

  test('page size is at most 1000; page numbers start at 1', async () => {
    const refusal = async (body: object) => {
      const response = await api('POST', '/crm/customers/query', body);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await refusal({ pagination: { current: 1, pageSize: 1001 } })).toBe('A page holds from 1 to 1000 records.');
    expect(await refusal({ pagination: { current: 0, pageSize: 10 } })).toBe('A page number is a whole number from 1.');
    expect(await refusal({ pagination: { current: 1.5 } })).toBe('A page number is a whole number from 1.');
    expect(await refusal({ sorter: { field: 'name', order: 'up' } })).toBe("The sort order is 'ascend' or 'descend'.");
    expect(await refusal({ page: 2, filter: {} })).toBe("A list query holds pagination, filters, sorter and q; not 'page', 'filter'.");
    expect((await query({ pagination: { current: 1, pageSize: 1000 } })).meta.pageSize).toBe(1000);
  });
});

describe('quick search', () => {
  let wang: Customer;
  beforeAll(async () => {
    wang = await createCustomer({
      name: '伟',
      last_name: '王',
      organization: 'Maple Renovations',
      email: 'Wei.Wang@Example.com',
      phone: '6475559876',
      wechat: 'wx_wangwei88',
      raw_address: '88 Highway 7, Richmond Hill, ON',
    });
    await createCustomer({ name: 'Percent', last_name: '100% Done', phone: '9055550001' });
    await createCustomer({ name: 'Under_score', phone: '9055550002' });
  });
  test('keeps statistics of 1 000 search texts, so that a term in a few % of the customers is planned as common', async () => {
    const { rows } = await server.database.pool.query(
      `SELECT attstattarget AS target FROM pg_attribute WHERE attrelid = 'customers'::regclass AND attname = 'search_text'`,
    );
    expect(rows).toEqual([{ target: 1000 }]);
  });

  const search = async (term: string) => {
    const response = await api('GET', `/crm/customers/search/${encodeURIComponent(term)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().customers as Customer[]).map((c) => c.name);
  };

  test.each([['王'], ['王伟'], ['maple renov'], ['wei.wang@example'], ['555987'], ['WX_WANGWEI'], ['richmond hill']])(
    'finds the customer by %s, case-insensitively',
    async (term) => {
      expect(await search(term)).toContain('伟');
    },
  );

  test("answers each customer's summary: what the results show, not the whole record", async () => {
    const response = await api('GET', `/crm/customers/search/${encodeURIComponent('王伟')}`);
    const [found] = response.json().customers as Record<string, unknown>[];
    expect(Object.keys(found).sort()).toEqual([...customerSummaryFields].sort());
    expect(found).toMatchObject({ _id: wang._id, uid: wang.uid, name: '伟', last_name: '王', phone: '6475559876', status: 'pending' });
  });

  test('finds a customer by uid', async () => {
    expect(await search(String(wang.uid))).toContain('伟');
  });

  test('takes LIKE metacharacters literally', async () => {
    expect(await search('100%')).toEqual(['Percent']);
    expect(await search('%')).toEqual(['Percent']);
    expect(await search('r_s')).toEqual(['Under_score']);
    expect(await search('\\')).toEqual([]);
  });

  test(`a term of up to ${listLimits.maxSearchLength} characters is searched, Chinese included; a longer one is refused, saying so`, async () => {
    for (const term of ['x'.repeat(150), '王'.repeat(listLimits.maxSearchLength)]) {
      const response = await api('GET', `/crm/customers/search/${encodeURIComponent(term)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ customers: [], more: false });
    }
    const tooLong = await api('GET', `/crm/customers/search/${'x'.repeat(listLimits.maxSearchLength + 1)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([{ path: 'term', message: `A search term holds at most ${listLimits.maxSearchLength} characters.` }]);
  });

  test(`answers the ${quickSearchLimit} newest matches, and says when more match`, async () => {
    for (let n = 0; n <= quickSearchLimit; n++) await createCustomer({ name: `Many ${n}`, last_name: 'Crowdson', phone: `90555501${String(n).padStart(2, '0')}` });
    const crowd = (await api('GET', '/crm/customers/search/crowdson')).json();
    expect(crowd.customers.map((c: Customer) => c.name)).toEqual(Array.from({ length: quickSearchLimit }, (_, i) => `Many ${quickSearchLimit - i}`));
    expect(crowd.more).toBe(true);
    const newest = `Many ${quickSearchLimit}`;
    expect((await api('GET', `/crm/customers/search/${encodeURIComponent(newest)}`)).json()).toMatchObject({ customers: [{ name: newest }], more: false });
  });

  test('the list q matches the same way', async () => {
    const { customers } = await query({ q: 'MAPLE' });
    expect(customers.map((c) => c.name)).toEqual(['伟']);
  });
});
