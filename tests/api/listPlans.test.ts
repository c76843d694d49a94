import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ListQuery } from '../../domain/listQuery.js';
import type { Db } from '../../server/db/client.js';
import { listRecords } from '../../server/resources/listQueries.js';
import { projectResource } from '../../server/resources/projects.js';
import { pmFixtures } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// A list statement whose plan is the same for every value is planned once (docs/performance.md#statements).
let server: TestServer;
let headers: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await server.signIn(['manager']));
});
afterAll(() => server?.close());

test('a list page filtered by one value of an indexed column is planned once and answers each value its own records', async () => {
  const pm = pmFixtures(server, headers);
  const customer = await pm.createCustomer({ phone: '4165550199' });
  const created: Record<string, string[]> = { in_progress: [], rework: [] };
  for (const status of ['in_progress', 'rework', 'in_progress'] as const) {
    created[status].unshift((await pm.created('/pm/projects', pm.projectBody(customer._id, { status })))._id as string);
  }
  const client = await server.database.pool.connect();
  try {
    const db = drizzle(client) as unknown as Db;
    const page = async (filters: NonNullable<ListQuery['filters']>, sortField = 'created_at') => {
      const query = { pagination: { current: 1, pageSize: 10 }, filters, sorter: { field: sortField, order: 'descend' as const } };
      return (await listRecords(db, projectResource, query, Date.now())).records.map((record) => JSON.parse(record)._id);
    };
    const plans = async () =>
      (await client.query<{ name: string; generic: number; custom: number }>('SELECT name, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements')).rows;
    const before = await plans();

    // Projects of one status, newest first: (status, created_at) leads an index.
    expect(await page({ status: 'in_progress' })).toEqual(created.in_progress);
    expect(await page({ status: 'rework' })).toEqual(created.rework);
    expect(await page({ status: 'pending' })).toEqual([]);
    // Two statuses, or a sort no index follows the filter with, are planned for their values.
    expect(await page({ status: ['in_progress', 'rework'] })).toHaveLength(3);
    expect(await page({ status: 'rework' }, 'property')).toEqual(created.rework);

    const after = await plans();
    const grown = (row: { name: string; generic: number; custom: number }) => {
      const earlier = before.find((old) => old.name === row.name) ?? { generic: 0, custom: 0 };
      return { once: row.name.startsWith('once_'), generic: row.generic - earlier.generic, custom: row.custom - earlier.custom };
    };
    const used = after.map(grown).filter((row) => row.generic + row.custom > 0);
    expect(used.filter((row) => row.once)).toEqual(expect.arrayContaining([{ once: true, generic: 3, custom: 0 }]));
    expect(used.filter((row) => !row.once).reduce((sum, row) => sum + row.generic, 0)).toBe(0);
    expect(used.filter((row) => !row.once).reduce((sum, row) => sum + row.custom, 0)).toBeGreaterThanOrEqual(2);
  } finally {
    client.release();
  }
});
