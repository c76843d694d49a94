import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0063 keeps each customer's number of projects on the customer's row (docs/performance.md#kept-counts):
// the customers and projects stored before keep every value, each customer is counted once, and the projects'
// triggers keep the counts from then on.

const fillBefore = previousSchema('customer-project-counts');

const rowsOf = (pool: pg.Pool, query: string) => pool.query(query).then((result) => result.rows);
const customerColumns = '_id, uid, name, phone, status, created_at, updated_at, search_text';
const talliesSummed = 'SELECT subject, key, sum(count)::int AS count FROM tallies GROUP BY 1, 2 ORDER BY subject, key';

test('customers stored before keep their rows and are counted their projects, and the counts follow changes', async () => {
  let before: { customers: unknown[]; projects: unknown[]; tallies: unknown[] } = { customers: [], projects: [], tallies: [] };
  const { database } = await fillBefore('_customer_project_counts', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, status, created_at) VALUES
        ('c-1', 'Tremblay Mei', '4165550101', 'active', '2026-01-01T10:00:00Z'),
        ('c-2', 'Wei', '4165550102', 'pending', '2026-02-01T10:00:00Z'),
        ('c-3', 'Ng', '4165550103', 'pending', '2026-03-01T10:00:00Z')`);
    await pool.query(`
      INSERT INTO projects (_id, customer, description) VALUES
        ('p-1', 'c-1', 'Kitchen'), ('p-2', 'c-1', 'Bathroom'), ('p-3', 'c-2', 'Basement')`);
    before = {
      customers: await rowsOf(pool, `SELECT ${customerColumns} FROM customers ORDER BY _id`),
      projects: await rowsOf(pool, 'SELECT * FROM projects ORDER BY _id'),
      tallies: await rowsOf(pool, talliesSummed),
    };
  });
  const { pool } = database;
  expect(await rowsOf(pool, `SELECT ${customerColumns} FROM customers ORDER BY _id`)).toEqual(before.customers);
  expect(await rowsOf(pool, 'SELECT * FROM projects ORDER BY _id')).toEqual(before.projects);
  expect(await rowsOf(pool, talliesSummed)).toEqual(before.tallies);

  const counts = async () => (await rowsOf(pool, 'SELECT _id, projects FROM customers ORDER BY _id')).map((row) => `${row._id} ${row.projects}`);
  expect(await counts()).toEqual(['c-1 2', 'c-2 1', 'c-3 0']);

  await pool.query("INSERT INTO projects (_id, customer, description) VALUES ('p-4', 'c-3', 'Deck'), ('p-5', 'c-3', 'Roof')");
  await pool.query("UPDATE projects SET customer = 'c-2' WHERE _id IN ('p-1', 'p-4')");
  await pool.query("UPDATE projects SET description = 'Kitchen and hall'");
  await pool.query("DELETE FROM projects WHERE _id = 'p-2'");
  expect(await counts()).toEqual(['c-1 0', 'c-2 3', 'c-3 1']);
}, 180_000);
