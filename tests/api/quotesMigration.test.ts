import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// The migration that adds quotes (the quotes table and its number sequence) keeps every customer and project.

const fillBefore = previousSchema('quotes');

const rows = (pool: pg.Pool) =>
  pool
    .query(`SELECT p._id, p.customer, p.discount, p.status, c.name, c.locale FROM projects p JOIN customers c ON c._id = p.customer ORDER BY p._id`)
    .then((result) => result.rows);

test('customers and projects stored before quotes existed are all kept, with no quote', async () => {
  const { database, filled: before } = await fillBefore('_quotes', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, email, status, notification_methods, locale)
      SELECT 'c' || g, '王 ' || g, lpad(g::text, 10, '0'), 'c' || g || '@example.com', 'active', '{email,sms}', 'zh-CN' FROM generate_series(1, 100) g`);
    await pool.query(`INSERT INTO projects (_id, customer, description, discount) SELECT 'p' || g, 'c' || g, 'Kitchen ' || g, g % 20 FROM generate_series(1, 100) g`);
    const stored = await rows(pool);
    expect(stored).toHaveLength(100);
    return stored;
  });

  expect(await rows(database.pool)).toEqual(before);
  const { rows: quotes } = await database.pool.query('SELECT count(*)::int AS n FROM quotes');
  expect(quotes).toEqual([{ n: 0 }]);
}, 180_000);
