import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0052 replaces the newest-first index of projects with one that carries search_text, so that a search
// for a common term walks it alone, and keeps a finer histogram of search_text for the planner's estimate of how many
// rows a term matches (docs/performance.md#searching-by-text). It keeps every customer and project.

const fillBefore = previousSchema('projects-search-index');

const rowsOf = (pool: pg.Pool, query: string) => pool.query(query).then((result) => result.rows);
const projectColumns = '_id, customer, description, raw_address, created_at, search_text';

test('projects stored before keep their rows, and the newest matching a term are read from the index alone', async () => {
  let before: { customers: unknown[]; projects: unknown[] } = { customers: [], projects: [] };
  const { database } = await fillBefore('_projects_newest_with_search_text', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, created_at) VALUES
        ('c-1', 'Tremblay Mei', '4165550101', '2026-01-01T10:00:00Z'),
        ('c-2', 'Wei', '4165550102', '2026-02-01T10:00:00Z')`);
    await pool.query(`
      INSERT INTO projects (_id, customer, description, raw_address, created_at) VALUES
        ('p-old', 'c-1', 'Kitchen', '12 Elm St', '2026-01-02T10:00:00Z'),
        ('p-other', 'c-2', 'Basement', '3 Oak Ave', '2026-02-02T10:00:00Z'),
        ('p-new', 'c-1', 'Bathroom', '12 Elm St', '2026-03-02T10:00:00Z')`);
    before = {
      customers: await rowsOf(pool, 'SELECT _id, name, search_text FROM customers ORDER BY _id'),
      projects: await rowsOf(pool, `SELECT ${projectColumns} FROM projects ORDER BY _id`),
    };
  });
  const { pool } = database;
  expect(await rowsOf(pool, 'SELECT _id, name, search_text FROM customers ORDER BY _id')).toEqual(before.customers);
  expect(await rowsOf(pool, `SELECT ${projectColumns} FROM projects ORDER BY _id`)).toEqual(before.projects);

  const statistics = await rowsOf(
    pool,
    `SELECT attrelid::regclass::text AS "table", attstattarget AS target FROM pg_attribute
      WHERE attname = 'search_text' AND attrelid IN ('customers'::regclass, 'projects'::regclass) ORDER BY 1`,
  );
  expect(statistics).toEqual([
    { table: 'customers', target: 1000 },
    { table: 'projects', target: 1000 },
  ]);

  const client = await pool.connect();
  try {
    // Three rows would be read whole; the planner is told to use an index where it can, as with a million.
    await client.query('SET enable_seqscan = off');
    await client.query('SET enable_bitmapscan = off');
    const newest = `SELECT _id FROM projects WHERE search_text LIKE '%tremblay%' ORDER BY created_at DESC, _id DESC LIMIT 25`;
    expect((await client.query(newest)).rows.map((row) => row._id)).toEqual(['p-new', 'p-old']);
    const plan = (await client.query(`EXPLAIN ${newest}`)).rows.map((row) => row['QUERY PLAN'] as string).join('\n');
    expect(plan).toContain('Index Only Scan Backward using projects_created_at_search_idx');
  } finally {
    await client.query('RESET enable_seqscan');
    await client.query('RESET enable_bitmapscan');
    client.release();
  }
}, 180_000);
