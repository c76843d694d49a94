import { afterAll, beforeAll, expect, test } from 'vitest';
import { anchoredOffset } from '../../server/resources/listQueries.js';
import { startTestServer, type TestServer } from './testServer.js';

// A deep page of the customer list in creation order starts from its first customer's creation day, found from the
// per-day tallies (docs/performance.md#deep-pages): it must hold exactly the customers an OFFSET would.

let server: TestServer;
let headers: Record<string, string>;

const customers = anchoredOffset + 1500;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await server.signIn(['employee'])).headers;
  // Over about 90 days, several to a day, some at the very start of a UTC day, some sharing a moment.
  await server.database.pool.query(
    `INSERT INTO customers (_id, name, phone, created_at, updated_at)
     SELECT 'deep' || lpad(n::text, 20, '0'), 'Deep ' || n, '4165550000', at, at
     FROM generate_series(1, $1::int) AS n,
          LATERAL (SELECT timestamptz '2026-01-01 00:00:00Z' + ((n / 3) * interval '26 minutes') AS at) moment`,
    [customers],
  );
  // Erased customers are left out of lists, their days' counts included.
  await server.database.pool.query(`UPDATE customers SET erased_at = now() WHERE _id IN (SELECT _id FROM customers WHERE name LIKE 'Deep %' ORDER BY random() LIMIT 40)`);
});
afterAll(() => server?.close());

const pageOf = async (current: number, pageSize: number, order: 'ascend' | 'descend') => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/crm/customers/query',
    headers,
    payload: { pagination: { current, pageSize }, sorter: { field: 'created_at', order } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { customers: { _id: string }[]; meta: { total: number } };
};

/** The same page as an OFFSET over the listed customers finds it. */
async function offsetPage(current: number, pageSize: number, order: 'ascend' | 'descend') {
  const direction = order === 'ascend' ? 'asc' : 'desc';
  const { rows } = await server.database.pool.query(
    `SELECT _id FROM customers WHERE erased_at IS NULL ORDER BY created_at ${direction}, _id ${direction} LIMIT $1 OFFSET $2`,
    [pageSize, (current - 1) * pageSize],
  );
  return rows.map((row: { _id: string }) => row._id);
}

test.each(['descend', 'ascend'] as const)('deep pages in %s creation order hold what an offset finds, to the last page', async (order) => {
  const pageSize = 25;
  const { rows } = await server.database.pool.query('SELECT count(*)::int AS n FROM customers WHERE erased_at IS NULL');
  const { meta } = await pageOf(1, pageSize, order);
  // Exact, from the row count less the erased customers, for the quick jumper's last page.
  expect(meta.total).toBe(rows[0].n);
  const lastPage = Math.ceil(meta.total / pageSize);
  for (const current of [anchoredOffset / pageSize + 1, anchoredOffset / pageSize + 7, lastPage - 1, lastPage, lastPage + 1]) {
    const page = await pageOf(current, pageSize, order);
    expect(page.customers.map((customer) => customer._id), `page ${current}`).toEqual(await offsetPage(current, pageSize, order));
    expect(page.meta.total).toBe(meta.total);
  }
});

test('a deep page of a filtered list is found as before', async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/crm/customers/query',
    headers,
    payload: { q: 'deep', pagination: { current: anchoredOffset / 25 + 2, pageSize: 25 } },
  });
  expect(response.statusCode).toBe(200);
  const { rows } = await server.database.pool.query(
    `SELECT _id FROM customers WHERE erased_at IS NULL AND search_text LIKE '%deep%' ORDER BY created_at DESC, _id DESC LIMIT 25 OFFSET $1`,
    [(anchoredOffset / 25 + 1) * 25],
  );
  expect((response.json() as { customers: { _id: string }[] }).customers.map((customer) => customer._id)).toEqual(rows.map((row: { _id: string }) => row._id));
});
