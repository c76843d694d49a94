import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// The migration that keeps imports (customer_imports, customers.import_id) keeps every customer and history row.

const fillBefore = previousSchema('imports');

const customerRows = (pool: pg.Pool) =>
  pool.query(`SELECT _id, uid, name, phone, email, status, notification_methods, created_at, updated_at FROM customers ORDER BY _id`).then((result) => result.rows);
// The columns history had then: later migrations add their own.
const historyRows = (pool: pg.Pool) =>
  pool.query(`SELECT _id, entity, entity_id, type, content, changes, creator, created_at FROM history ORDER BY _id`).then((result) => result.rows);

test('customers and their history stored before imports existed are all kept, none of them marked imported', async () => {
  const { database, filled } = await fillBefore('_customer_imports', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, email, status, notification_methods)
      SELECT 'c' || g, 'Name ' || g, lpad(g::text, 10, '0'), 'c' || g || '@example.com', 'active', '{email,sms}' FROM generate_series(1, 200) g`);
    await pool.query(`INSERT INTO history (_id, entity, entity_id, type) SELECT 'h' || g, 'customers', 'c' || g, 'created' FROM generate_series(1, 200) g`);
    return { customers: await customerRows(pool), history: await historyRows(pool) };
  });

  expect(await customerRows(database.pool)).toEqual(filled.customers);
  expect(await historyRows(database.pool)).toEqual(filled.history);
  const { rows } = await database.pool.query('SELECT count(*)::int AS imported FROM customers WHERE import_id IS NOT NULL');
  expect(rows).toEqual([{ imported: 0 }]);
}, 180_000);
