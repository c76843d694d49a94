import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// The migration of sending and acceptance (quotes' sent, viewed and declined columns, the quote_acceptances table)
// keeps every quote as it was, none of them sent, viewed or accepted by it.

const fillBefore = previousSchema('quote-sending');

// Each line's description and price: a later migration (0044) adds each line's amount.
const quoteRows = (pool: pg.Pool) =>
  pool
    .query(
      `SELECT _id, project, number, version, status, total_cents::int AS total,
              (SELECT jsonb_agg(jsonb_build_array(line->>'description', line->>'quantity', line->>'unit_price_cents')) FROM jsonb_array_elements(lines) line) AS lines
         FROM quotes ORDER BY _id`,
    )
    .then((result) => result.rows);

test('quotes stored before sending existed are all kept, none sent, viewed, declined or accepted', async () => {
  const { database, filled: before } = await fillBefore('_quote_sending', async (pool) => {
    await pool.query(`INSERT INTO customers (_id, name, phone, email) SELECT 'c' || g, 'Ada ' || g, lpad(g::text, 10, '0'), 'c' || g || '@example.com' FROM generate_series(1, 50) g`);
    await pool.query(`INSERT INTO projects (_id, customer, description) SELECT 'p' || g, 'c' || g, 'Kitchen ' || g FROM generate_series(1, 50) g`);
    await pool.query(`
      INSERT INTO quotes (_id, project, customer, number, version, status, language, tax_rate, lines, total_cents)
      SELECT 'q' || g, 'p' || g, 'c' || g, 'Q-2030-' || lpad(g::text, 4, '0'), 1, (array['draft', 'sent', 'viewed', 'superseded'])[g % 4 + 1], 'en-US', 13,
             jsonb_build_array(jsonb_build_object('room', 'Kitchen', 'description', 'Cabinets', 'quantity', g, 'unit_price_cents', 1000, 'optional', false)), g * 1130
        FROM generate_series(1, 50) g`);
    const stored = await quoteRows(pool);
    expect(stored).toHaveLength(50);
    return stored;
  });

  expect(await quoteRows(database.pool)).toEqual(before);
  const { rows } = await database.pool.query(
    `SELECT count(*)::int AS n FROM quotes WHERE sent_at IS NOT NULL OR viewed_at IS NOT NULL OR declined_at IS NOT NULL OR decline_reason IS NOT NULL`,
  );
  expect(rows).toEqual([{ n: 0 }]);
  expect((await database.pool.query('SELECT count(*)::int AS n FROM quote_acceptances')).rows).toEqual([{ n: 0 }]);
}, 180_000);
