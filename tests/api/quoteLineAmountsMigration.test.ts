import type pg from 'pg';
import { expect, test } from 'vitest';
import { pricedQuote, type QuoteLine } from '../../domain/quote.js';
import { previousSchema } from './previousSchema.js';

// The migrations that add Settings' quote tax rate and store each quote line's amount keep every quote and setting,
// and give the lines written before them the amounts `quoteTotals` computes.

const fillBefore = previousSchema('quote-tax-rate');

const line = (quantity: number, unit_price_cents: number, unit?: string): QuoteLine => ({ room: '厨房', description: `${quantity} × ${unit_price_cents}`, quantity, unit, unit_price_cents, optional: false });
/** Amounts rounded half up at the cent, the largest a quote allows, and lines without a unit. */
const storedLines = [
  [line(33.335, 300, 'h'), line(2.5, 12345, 'm²'), line(1.005, 100), line(0.001, 1), line(100_000, 1_000_000_000, 'sq ft')],
  [],
  [line(3, 4999)],
];

const quoteRows = (pool: pg.Pool) =>
  pool.query(`SELECT _id, number, status, total_cents::float8 AS total_cents, lines FROM quotes ORDER BY _id`).then((result) => result.rows);

test('quotes and settings stored before the quote tax rate are kept; their lines get their amounts', async () => {
  const { database, filled: before } = await fillBefore('_quote_tax_rate', async (pool) => {
    await pool.query(`UPDATE business_settings SET company_name = 'Maple Renovations', contract_retention_years = 9`);
    await pool.query(`INSERT INTO customers (_id, name, phone, status, notification_methods, locale) VALUES ('c1', '王', '4165550100', 'active', '{sms}', 'zh-CN')`);
    await pool.query(`INSERT INTO projects (_id, customer, description) VALUES ('p1', 'c1', 'Kitchen')`);
    for (const [index, lines] of storedLines.entries()) {
      await pool.query(
        `INSERT INTO quotes (_id, project, customer, number, status, language, tax_rate, lines, total_cents) VALUES ($1, 'p1', 'c1', $2, $3, 'zh-CN', 13, $4, 100)`,
        [`q${index}`, `Q-2026-000${index}`, index === 1 ? 'sent' : 'draft', JSON.stringify(lines)],
      );
    }
    return await quoteRows(pool);
  });

  const { rows: settings } = await database.pool.query('SELECT company_name, contract_retention_years, quote_tax_rate::float8 AS quote_tax_rate FROM business_settings');
  expect(settings).toEqual([{ company_name: 'Maple Renovations', contract_retention_years: 9, quote_tax_rate: 13 }]);
  const after = await quoteRows(database.pool);
  expect(after).toEqual(before.map((quote) => ({ ...quote, lines: pricedQuote({ lines: quote.lines, discount_percent: 0, tax_rate: 0, deposit_percent: 0 }).lines })));
  expect(after[0].lines.map((stored: { amount_cents: number }) => stored.amount_cents)).toEqual([10001, 30863, 101, 0, 100_000_000_000_000]);
}, 180_000);
