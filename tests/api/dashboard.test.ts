import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DashboardStatistics } from '../../domain/dashboard.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await server.signIn(['employee']));
});
afterAll(() => server?.close());

const dashboard = async (query = ''): Promise<DashboardStatistics> => {
  const response = await server.app.inject({ method: 'GET', url: `/api/admin/statistics/dashboard${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const createCustomer = async (source: string, n: number) =>
  (await server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: { name: `Tally ${n}`, phone: `41655500${String(n).padStart(2, '0')}`, source } })).json();
const countOf = <T extends { count: number }>(rows: T[], match: (row: T) => boolean) => rows.find(match)?.count ?? 0;
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

describe('GET /admin/statistics/dashboard', () => {
  test('counts customers by source, kept right through creation, change and removal', async () => {
    const [first] = await Promise.all([createCustomer('WeChat', 1), createCustomer('WeChat', 2), createCustomer('Website', 3)]);
    let figures = await dashboard();
    expect(countOf(figures.customersBySource, (row) => row.source === 'WeChat')).toBe(2);
    expect(countOf(figures.customersBySource, (row) => row.source === 'Website')).toBe(1);
    // The largest first.
    expect(figures.customersBySource[0]).toEqual({ source: 'WeChat', count: 2 });

    await server.app.inject({ method: 'PUT', url: '/api/crm/customers', headers, payload: { _id: first._id, updated_at: first.updated_at, source: 'Website' } });
    figures = await dashboard();
    expect(countOf(figures.customersBySource, (row) => row.source === 'WeChat')).toBe(1);
    expect(countOf(figures.customersBySource, (row) => row.source === 'Website')).toBe(2);

    await server.database.pool.query(`DELETE FROM customers WHERE source = 'WeChat'`);
    expect((await dashboard()).customersBySource.map((row) => row.source)).not.toContain('WeChat');
  });

  test('counts projects by status', async () => {
    const customer = await createCustomer('Direct', 4);
    const insertProject = (id: string, status: string) =>
      server.database.pool.query('INSERT INTO projects (_id, customer, status) VALUES ($1, $2, $3)', [id, customer._id, status]);
    await insertProject('p1', 'quoted');
    await insertProject('p2', 'quoted');
    await insertProject('p3', 'completed');
    await server.database.pool.query(`UPDATE projects SET status = 'contracted' WHERE _id = 'p2'`);
    expect((await dashboard()).projectsByStatus).toEqual(
      expect.arrayContaining([
        { status: 'quoted', count: 1 },
        { status: 'contracted', count: 1 },
        { status: 'completed', count: 1 },
      ]),
    );
  });

  test('counts new customers in each of the last twelve months of the reader’s time zone, months without any at 0', async () => {
    const thisMonth = new Date();
    thisMonth.setUTCDate(1);
    thisMonth.setUTCHours(0, 0, 0, 0);
    const lastMonth = new Date(thisMonth);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    // 02:00 UTC on the 1st of last month: still the month before in Toronto.
    const earlyOnTheFirst = new Date(lastMonth.getTime() + 2 * 3600_000);
    const monthBefore = new Date(lastMonth);
    monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
    const longAgo = new Date(thisMonth);
    longAgo.setUTCFullYear(longAgo.getUTCFullYear() - 2);

    const before = await dashboard();
    const customer = await createCustomer('Email', 5);
    await server.database.pool.query('UPDATE customers SET created_at = $1 WHERE _id = $2', [earlyOnTheFirst, customer._id]);
    const old = await createCustomer('Email', 6);
    await server.database.pool.query('UPDATE customers SET created_at = $1 WHERE _id = $2', [longAgo, old._id]);

    const utc = await dashboard();
    expect(utc.newCustomersByMonth).toHaveLength(12);
    expect(utc.newCustomersByMonth.at(-1)!.month).toBe(monthKey(thisMonth));
    const inMonth = (figures: DashboardStatistics, month: Date) => countOf(figures.newCustomersByMonth, (row) => row.month === monthKey(month));
    expect(inMonth(utc, lastMonth) - inMonth(before, lastMonth)).toBe(1);
    expect(utc.newCustomersByMonth.reduce((sum, row) => sum + row.count, 0) - before.newCustomersByMonth.reduce((sum, row) => sum + row.count, 0)).toBe(1);

    const toronto = await dashboard('?tz=America/Toronto');
    expect(inMonth(toronto, monthBefore)).toBe(inMonth(utc, monthBefore) + 1);
    expect(inMonth(toronto, lastMonth)).toBe(inMonth(utc, lastMonth) - 1);
  });

  test('sums each month exactly from daily and hourly tallies, in time zones behind and ahead of UTC', async () => {
    // A customer every 67 minutes over the last year: every month boundary of every zone has some on each side.
    await server.database.pool.query(
      `INSERT INTO customers (_id, name, phone, created_at)
       SELECT 'spread-' || n, 'Spread', '4165550199', now() - n * interval '67 minutes' FROM generate_series(0, 7800) AS n`,
    );
    for (const timeZone of ['UTC', 'America/Toronto', 'Asia/Shanghai', 'Pacific/Auckland']) {
      const { rows } = await server.database.pool.query<{ month: string; count: number }>(
        `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS month, count(*)::int AS count FROM customers GROUP BY 1`,
        [timeZone],
      );
      const counted = Object.fromEntries(rows.map((row) => [row.month, row.count]));
      const figures = await dashboard(`?tz=${encodeURIComponent(timeZone)}`);
      expect(figures.newCustomersByMonth, timeZone).toEqual(figures.newCustomersByMonth.map(({ month }) => ({ month, count: counted[month] ?? 0 })));
      expect(figures.newCustomersByMonth.every((row) => row.count > 0), timeZone).toBe(true);
    }
  });

  test('refuses an unknown time zone, and is read by staff only', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/admin/statistics/dashboard?tz=Mars/Olympus', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This value is not valid');
    const visitor = await server.signIn(['visitor']);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/statistics/dashboard', headers: visitor.headers })).statusCode).toBe(403);
  });
});
