import { describe, expect, test } from 'vitest';
import { quoteCreateSchema, quoteTotals } from '../../domain/quote.js';

const line = (room: string, quantity: number, unit_price_cents: number, optional = false) => ({ room, quantity, unit_price_cents, optional });
const money = { discount_percent: 0, tax_rate: 13, deposit_percent: 0 };

describe('quoteTotals, to the cent', () => {
  test('a line is quantity × unit price, rounded half up once: 33.335 × $3.00 = $100.01 (10 000.5 cents)', () => {
    const totals = quoteTotals({ ...money, tax_rate: 0, lines: [line('Kitchen', 33.335, 300)] });
    expect(totals.line_amounts_cents).toEqual([10001]);
    expect(totals.total_cents).toBe(10001);
  });

  test('3 × 33.335 rounds per line, not on the sum: three lines of $100.01 make $300.03', () => {
    const totals = quoteTotals({ ...money, tax_rate: 0, lines: [1, 2, 3].map(() => line('Bath', 33.335, 300)) });
    expect(totals.subtotal_cents).toBe(30003);
  });

  test('rooms keep the order they first appear in; optional lines count only when chosen', () => {
    const quote = { ...money, lines: [line('厨房', 2.5, 1999), line('Ensuite', 1, 50000), line('厨房', 1, 120000, true)] };
    const office = quoteTotals(quote);
    expect(office.rooms).toEqual([
      { room: '厨房', subtotal_cents: 4998 },
      { room: 'Ensuite', subtotal_cents: 50000 },
    ]);
    expect(office.line_amounts_cents).toEqual([4998, 50000, 120000]);
    expect(quoteTotals(quote, new Set([2])).rooms[0].subtotal_cents).toBe(124998);
  });

  test('discount on the subtotal, tax on what is left, deposit on the total, each rounded half up once', () => {
    // 1234.57 − 7.5 % (92.59275 → 92.59) = 1141.98; HST 13 % of it 148.4574 → 148.46; total 1290.44; 30 % deposit 387.132 → 387.13
    const totals = quoteTotals({ discount_percent: 7.5, tax_rate: 13, deposit_percent: 30, lines: [line('Basement', 1, 123457)] });
    expect(totals).toMatchObject({ subtotal_cents: 123457, discount_cents: 9259, tax_cents: 14846, total_cents: 129044, deposit_cents: 38713 });
  });

  test('a half cent rounds up: 13 % of $0.50 is 6.5 cents → 7', () => {
    expect(quoteTotals({ ...money, lines: [line('Hall', 1, 50)] }).tax_cents).toBe(7);
  });

  test('large amounts stay exact: 100 000 × $10 000 000', () => {
    expect(quoteTotals({ ...money, tax_rate: 0, lines: [line('Site', 100000, 1_000_000_000)] }).total_cents).toBe(100_000_000_000_000);
  });
});

describe('the quote schema', () => {
  const base = { project: 'p', lines: [] };
  test.each([
    [{ lines: [{ room: 'K', description: 'd', quantity: 0, unit_price_cents: 1 }] }, 'validation.quote.quantity_range'],
    [{ lines: [{ room: 'K', description: 'd', quantity: 1.0005, unit_price_cents: 1 }] }, 'validation.quote.quantity_range'],
    [{ lines: [{ room: 'K', description: 'd', quantity: 1, unit_price_cents: -1 }] }, 'validation.quote.price_range'],
    [{ lines: [{ room: 'K', description: 'd', quantity: 1, unit_price_cents: 1.5 }] }, 'validation.quote.price_range'],
    [{ lines: [{ room: ' ', description: 'd', quantity: 1, unit_price_cents: 1 }] }, 'validation.quote.room_required'],
    [{ discount_percent: 100.5 }, 'validation.quote.percent_range'],
    [{ tax_rate: 13.005 }, 'validation.quote.percent_range'],
    [{ lines: Array.from({ length: 201 }, () => ({ room: 'K', description: 'd', quantity: 1, unit_price_cents: 1 })) }, 'validation.quote.too_many_lines'],
  ])('refuses %j with %s', (fields, key) => {
    const result = quoteCreateSchema.safeParse({ ...base, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });
});
