import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { advisoryLockKeys } from '../../server/db/advisoryLocks.js';
import { foldCountShards } from '../../server/statistics/countShards.js';
import { previousSchema } from './previousSchema.js';
import { startTestServer, type TestServer } from './testServer.js';

// Kept counts spread over shards (migration 0064, docs/performance.md#kept-counts): each database session adds to
// the rows of its own shard, a count is the sum of its rows, and the folds gather them into shard 0.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rowsOf = (pool: pg.Pool | pg.ClientBase, query: string) => pool.query(query).then((result) => result.rows);
const summedCounts = `SELECT (SELECT sum(row_count)::int FROM row_counts WHERE table_name = 'customers') AS customers,
  (SELECT json_object_agg(key, n) FROM (SELECT key, sum(count)::int AS n FROM tallies WHERE subject = 'customers.status' GROUP BY key) t) AS statuses`;
let made = 0;
const addCustomer = (on: pg.Pool | pg.ClientBase) => {
  made += 1;
  return on.query(`INSERT INTO customers (_id, name, phone, status) VALUES ('shard-${made}', 'Shard ${made}', '41655${String(made).padStart(5, '0')}', 'pending')`);
};

test('a fold gathers every shard into shard 0 and keeps each count', async () => {
  const { pool, db } = server.database;
  // The server's own first fold, at its start, may still be under way.
  while (!(await foldCountShards(db)));
  await addCustomer(pool);
  await addCustomer(pool);
  const before = await rowsOf(pool, summedCounts);
  expect(before[0].statuses.pending).toBeGreaterThanOrEqual(2);
  expect(await rowsOf(pool, "SELECT 1 FROM row_counts WHERE table_name = 'customers' AND shard <> 0")).not.toEqual([]);

  expect(await foldCountShards(db)).toBe(true);
  expect(await rowsOf(pool, summedCounts)).toEqual(before);
  expect(await rowsOf(pool, 'SELECT 1 FROM row_counts WHERE shard <> 0 UNION ALL SELECT 1 FROM tallies WHERE shard <> 0')).toEqual([]);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, sessions side by side', () => {
  /** Two sessions of their own that write different shards: another is opened while they would share one. */
  async function sessionsOnTwoShards() {
    const sessions: pg.Client[] = [];
    const shards = new Set<number>();
    while (sessions.length < 2) {
      const session = new pg.Client({ connectionString: server.databaseUrl });
      await session.connect();
      const [{ shard }] = await rowsOf(session, 'SELECT count_shard() AS shard');
      if (shards.has(shard)) {
        await session.end();
        continue;
      }
      shards.add(shard);
      sessions.push(session);
    }
    return sessions;
  }

  test('a customer created while another session has created one and not committed does not wait for it', async () => {
    const [first, second] = await sessionsOnTwoShards();
    const before = (await rowsOf(server.database.pool, summedCounts))[0];
    try {
      await first.query('BEGIN');
      await addCustomer(first);
      // With one row per count the second insert waited for the first's commit, here for ever.
      await second.query("SET lock_timeout = '2s'");
      await addCustomer(second);
      // A fold meanwhile leaves the rows the open transaction holds, without waiting for them.
      expect(await foldCountShards(server.database.db)).toBe(true);
      await first.query('COMMIT');
    } finally {
      await first.end();
      await second.end();
    }
    const after = (await rowsOf(server.database.pool, summedCounts))[0];
    expect(after.customers).toBe(before.customers + 2);
    expect(after.statuses.pending).toBe(before.statuses.pending + 2);
    expect(await rowsOf(server.database.pool, 'SELECT 1 FROM row_counts WHERE shard <> 0')).not.toEqual([]);
    await foldCountShards(server.database.db);
    expect((await rowsOf(server.database.pool, summedCounts))[0]).toEqual(after);
  });

  test("while another server's fold is under way, a fold leaves the work to it rather than wait", async () => {
    const { pool, db } = server.database;
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKeys.countFold]);
      await addCustomer(other);
      expect(await foldCountShards(db)).toBe(false);
      await other.query('COMMIT');
    } finally {
      other.release();
    }
    expect(await foldCountShards(db)).toBe(true);
    expect(await rowsOf(pool, 'SELECT 1 FROM row_counts WHERE shard <> 0 UNION ALL SELECT 1 FROM tallies WHERE shard <> 0')).toEqual([]);
  });
});

const fillBefore = previousSchema('count-shards');

test('the counts kept before the shards become shard 0, and the triggers write their sessions’ shards from then on', async () => {
  let before: unknown[] = [];
  const { database } = await fillBefore('_count_shards', async (pool) => {
    await pool.query(`INSERT INTO customers (_id, name, phone, status) VALUES ('c-1', 'Tremblay', '4165550101', 'active'), ('c-2', 'Wei', '4165550102', 'pending')`);
    before = await rowsOf(pool, 'SELECT table_name, row_count FROM row_counts UNION ALL SELECT subject || key, count FROM tallies ORDER BY 1');
  });
  const { pool } = database;
  expect(before.length).toBeGreaterThan(4);
  // Opened as a server opens it (which counts the tables that had no count yet), no fold run: every row kept, in
  // shard 0.
  const after = await rowsOf(pool, 'SELECT table_name, row_count FROM row_counts UNION ALL SELECT subject || key, count FROM tallies ORDER BY 1');
  expect(after).toEqual(expect.arrayContaining(before));
  expect(await rowsOf(pool, 'SELECT 1 FROM row_counts WHERE shard <> 0 UNION ALL SELECT 1 FROM tallies WHERE shard <> 0')).toEqual([]);

  await addCustomer(pool);
  const [{ shard }] = await rowsOf(pool, "SELECT shard FROM row_counts WHERE table_name = 'customers' AND shard <> 0");
  expect(shard).toBeGreaterThanOrEqual(1);
  expect(shard).toBeLessThanOrEqual(8);
  expect((await rowsOf(pool, summedCounts))[0].customers).toBe(3);
});
