import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema, withColumnsOf } from './previousSchema.js';

// Migration 0055 computes each customer's consent and recipient segment the same way at less cost
// (docs/performance.md#seeding): no stored row changes, the view and the segment key answer what they answered,
// and a contract signed afterwards moves a customer's implied consent as before.

const fillBefore = previousSchema('consent-computed-once');

const rowsOf = (pool: pg.Pool, sql: string) => pool.query(sql).then((result) => result.rows);
const customersStored = (pool: pg.Pool) => rowsOf(pool, 'SELECT * FROM customers ORDER BY _id');
const computedConsent = (pool: pg.Pool) => rowsOf(pool, 'SELECT * FROM customer_consent_computed ORDER BY _id');
const segments = (pool: pg.Pool) => rowsOf(pool, 'SELECT _id, recipient_segment(to_jsonb(c)) AS segment FROM customers c ORDER BY _id');
const tallies = (pool: pg.Pool) =>
  rowsOf(pool, "SELECT subject, key, sum(count)::int AS count FROM tallies WHERE subject LIKE 'customers.%' GROUP BY 1, 2 ORDER BY subject, key");

test('customers, their computed consent, segments and tallies are the same after the migration; a signed contract still extends implied consent', async () => {
  const before: Record<string, unknown[]> = {};
  const { database } = await fillBefore('_consent_and_segment_computed_once', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, email, locale, notification_methods, created_at) VALUES
        ('c-new', 'New', '4165550001', 'new@example.com', 'en-US', '{email}', now()),
        ('c-old', 'Old', '4165550002', NULL, 'zh-CN', '{sms,email}', '2024-05-01T15:00:00Z'),
        ('c-events', 'Events', '4165550003', 'ev@example.com', 'en-US', '{}', now() - interval '2 months'),
        ('c-contract', 'Contract', '4165550004', 'k@example.com', 'zh-CN', '{email,sms}', '2024-01-10T15:00:00Z'),
        ('c-erased', 'Erased', '4165550005', NULL, 'en-US', '{sms}', '2024-05-01T15:00:00Z')`);
    await pool.query(`INSERT INTO consent_events (_id, customer, channel, kind, method, occurred_at) VALUES
      ('e-1', 'c-events', 'email', 'express', 'web_form', now() - interval '1 month'),
      ('e-2', 'c-events', 'sms', 'withdrawn', 'phone', now() - interval '3 weeks'),
      ('e-3', 'c-events', 'email', 'withdrawn', 'email_reply', now() - interval '1 week')`);
    await pool.query(`INSERT INTO projects (_id, customer) VALUES ('p-1', 'c-contract')`);
    await pool.query(`INSERT INTO contracts (_id, project, customer, contract_number, signed, signed_date) VALUES
      ('k-1', 'p-1', 'c-contract', 'K-1', true, current_date - 400)`);
    await pool.query(`UPDATE customers SET erased_at = now() WHERE _id = 'c-erased'`);
    await pool.query(`SELECT refresh_customer_consent(array['c-erased'])`);
    before.customers = await customersStored(pool);
    before.computed = await computedConsent(pool);
    before.segments = await segments(pool);
    before.tallies = await tallies(pool);
  });

  const { pool } = database;
  expect(withColumnsOf(before.customers, await customersStored(pool))).toEqual(before.customers);
  expect(await computedConsent(pool)).toEqual(before.computed);
  expect(await segments(pool)).toEqual(before.segments);
  expect(await tallies(pool)).toEqual(before.tallies);
  // The view's answers are the customers' real states, not all alike.
  expect(new Set(before.computed.map((row) => JSON.stringify({ ...(row as object), _id: undefined }))).size).toBe(before.computed.length);
  expect(before.segments).toContainEqual({ _id: 'c-old', segment: 'zh-CN|pending|Unknown|unknown|true|email,sms' });

  // A contract signed today keeps the customer's implied consent for 24 months from today.
  const untilBefore = (before.computed as { _id: string; sms_consent_until: Date }[]).find((row) => row._id === 'c-contract')!.sms_consent_until;
  await pool.query(`INSERT INTO contracts (_id, project, customer, contract_number, signed, signed_date) VALUES
    ('k-2', 'p-1', 'c-contract', 'K-2', true, current_date)`);
  const [after] = await rowsOf(pool, "SELECT sms_consent, sms_consent_until FROM customers WHERE _id = 'c-contract'");
  expect(after.sms_consent).toBe('implied');
  expect(after.sms_consent_until.getTime()).toBeGreaterThan(untilBefore.getTime() + 300 * 86_400_000);
}, 180_000);
