import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema, withColumnsOf } from './previousSchema.js';

// Migration 0053 copies the customers' consent states beside their project pairs, and drops the pairs of erased
// customers (docs/marketing.md#recipient-groups). It keeps every customer, project and other pair.

const fillBefore = previousSchema('project-pairs-consent');

const rowsOf = (pool: pg.Pool, query: string) => pool.query(query).then((result) => result.rows);
const pairColumns = 'customer, project_status, service, locale, active';

test('project pairs stored before get their customers’ consent states, and erased customers lose theirs', async () => {
  let before: { customers: unknown[]; projects: unknown[]; pairs: unknown[] } = { customers: [], projects: [], pairs: [] };
  const { database } = await fillBefore('_project_pairs_consent', async (pool) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, created_at) VALUES
        ('c-express', 'Mei', '4165550101', '2026-01-01T10:00:00Z'),
        ('c-implied', 'Wei', '4165550102', '2026-02-01T10:00:00Z'),
        ('c-erased', 'Gone', '4165550103', '2026-03-01T10:00:00Z')`);
    await pool.query(`
      INSERT INTO consent_events (_id, customer, channel, kind, method, occurred_at, created_at) VALUES
        ('e-1', 'c-express', 'email', 'express', 'phone', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z'),
        ('e-2', 'c-express', 'sms', 'withdrawn', 'phone', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z')`);
    await pool.query(`
      INSERT INTO projects (_id, customer, status, services, created_at) VALUES
        ('p-1', 'c-express', 'in_progress', '{kitchen-remodeling,painting}', '2026-01-03T10:00:00Z'),
        ('p-2', 'c-implied', 'completed', '{}', '2026-02-03T10:00:00Z'),
        ('p-3', 'c-erased', 'completed', '{kitchen-remodeling}', '2026-03-03T10:00:00Z')`);
    // Erased before the pairs followed erasure: its pair stayed.
    await pool.query(`UPDATE customers SET erased_at = '2026-04-01T10:00:00Z', active = false WHERE _id = 'c-erased'`);
    before = {
      customers: await rowsOf(pool, 'SELECT * FROM customers ORDER BY _id'),
      projects: await rowsOf(pool, 'SELECT * FROM projects ORDER BY _id'),
      pairs: await rowsOf(pool, `SELECT ${pairColumns} FROM customer_project_pairs ORDER BY 1, 2, 3`),
    };
  });
  const { pool } = database;
  expect(before.pairs).toHaveLength(4);
  expect(withColumnsOf(before.customers, await rowsOf(pool, 'SELECT * FROM customers ORDER BY _id'))).toEqual(before.customers);
  expect(await rowsOf(pool, 'SELECT * FROM projects ORDER BY _id')).toEqual(before.projects);

  const pairs = await rowsOf(
    pool,
    `SELECT ${pairColumns}, email_consent, email_consent_until IS NOT NULL AS email_until, sms_consent, sms_consent_until IS NOT NULL AS sms_until
      FROM customer_project_pairs ORDER BY 1, 2, 3`,
  );
  const express = { locale: 'en-US', active: true, email_consent: 'express', email_until: false, sms_consent: 'withdrawn', sms_until: false };
  const implied = { locale: 'en-US', active: true, email_consent: 'implied', email_until: true, sms_consent: 'implied', sms_until: true };
  expect(pairs).toEqual([
    { customer: 'c-express', project_status: 'in_progress', service: 'kitchen-remodeling', ...express },
    { customer: 'c-express', project_status: 'in_progress', service: 'painting', ...express },
    { customer: 'c-implied', project_status: 'completed', service: '', ...implied },
  ]);

  // From now on the trigger keeps the copies: a withdrawal reaches the pairs in the same statement.
  await pool.query(`
    INSERT INTO consent_events (_id, customer, channel, kind, method, occurred_at, created_at) VALUES
      ('e-3', 'c-implied', 'email', 'withdrawn', 'phone', '2026-05-01T10:00:00Z', '2026-05-01T10:00:00Z')`);
  expect(await rowsOf(pool, `SELECT email_consent, email_consent_until FROM customer_project_pairs WHERE customer = 'c-implied'`)).toEqual([
    { email_consent: 'withdrawn', email_consent_until: null },
  ]);
}, 180_000);
