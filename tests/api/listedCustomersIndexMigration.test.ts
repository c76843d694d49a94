import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0051 rebuilds the newest-first index of customers over listed (not erased) customers only, so that a
// list page reads that index alone (docs/performance.md#pages-of-a-list). It keeps every customer.

const fillBefore = previousSchema('listed-customers-index');

const columns = '_id, name, phone, created_at, erased_at';
const rowsOf = (pool: pg.Pool, query: string) => pool.query(query).then((result) => result.rows);

test('customers stored before keep their rows, and the newest listed ones are read from the index alone', async () => {
  let before: unknown[] = [];
  const { database } = await fillBefore('_listed_customers_newest_first', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, created_at, erased_at) VALUES
        ('c-old', 'Mei', '4165550101', '2026-01-01T10:00:00Z', NULL),
        ('c-erased', 'Erased customer', '', '2026-02-01T10:00:00Z', '2026-03-01T10:00:00Z'),
        ('c-new', 'Wei', '4165550102', '2026-04-01T10:00:00Z', NULL)`);
    before = await rowsOf(pool, `SELECT ${columns} FROM customers ORDER BY _id`);
  });
  const { pool } = database;
  expect(await rowsOf(pool, `SELECT ${columns} FROM customers ORDER BY _id`)).toEqual(before);

  const client = await pool.connect();
  try {
    // Three rows would be read whole; the planner is told to use an index where it can, as with a million.
    await client.query('SET enable_seqscan = off');
    const newest = `SELECT _id FROM customers WHERE customers.erased_at IS NULL ORDER BY created_at DESC, _id DESC LIMIT 25`;
    expect((await client.query(newest)).rows.map((row) => row._id)).toEqual(['c-new', 'c-old']);
    const plan = (await client.query(`EXPLAIN ${newest}`)).rows.map((row) => row['QUERY PLAN'] as string).join('\n');
    expect(plan).toContain('Index Only Scan Backward using customers_created_at_search_idx');
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}, 180_000);
