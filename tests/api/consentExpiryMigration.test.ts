import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0040 keeps every customer, stores as `expired` the implied consent that has already ended, and counts
// the customers' consent tallies, as the server's start would (which then finds nothing to count again).

const fillBefore = previousSchema('consent-expiry');

const customerColumns = '_id, uid, name, phone, status, locale, notification_methods, erased_at, created_at, updated_at';
const consentColumns = '_id, email_consent, email_consent_until, sms_consent, sms_consent_until';
const rowsOf = (pool: pg.Pool, columns: string) => pool.query(`SELECT ${columns} FROM customers ORDER BY _id`).then((result) => result.rows);
const consentTallies = (pool: pg.Pool) =>
  pool
    .query("SELECT key, sum(count)::int AS count FROM tallies WHERE subject = 'customers.recipient_consent' GROUP BY key HAVING sum(count) <> 0 ORDER BY key")
    .then((result) => result.rows);
const tallyKeysBody = (pool: pg.Pool) =>
  pool.query("SELECT prosrc FROM pg_proc WHERE oid = to_regprocedure('tally_keys(text, jsonb)')").then((result) => result.rows[0].prosrc as string);

test('customers stored before ended implied consent was stored keep their rows; ended consent becomes expired and the tallies count it', async () => {
  const before: Record<string, unknown[]> = {};
  const migrated: Record<string, unknown> = {};
  const { database } = await fillBefore('_consent_expiry', async (pool, migrateToNewest) => {
    await pool.query(`
      INSERT INTO customers (_id, name, phone, locale, created_at) VALUES
        ('c-ended', 'Ended', '4165550001', 'en-US', '2024-05-01T15:00:00Z'),
        ('c-running', 'Running', '4165550002', 'zh-CN', now()),
        ('c-withdrawn', 'Withdrawn', '4165550003', 'en-US', '2024-05-01T15:00:00Z'),
        ('c-erased', 'Erased', '4165550004', 'en-US', '2024-05-01T15:00:00Z')`);
    await pool.query(`INSERT INTO consent_events (_id, customer, channel, kind, method) VALUES ('e-1', 'c-withdrawn', 'sms', 'withdrawn', 'phone')`);
    await pool.query(`UPDATE customers SET erased_at = now() WHERE _id = 'c-erased'`);
    await pool.query(`SELECT refresh_customer_consent(array['c-erased'])`);
    before.customers = await rowsOf(pool, customerColumns);
    before.consent = await rowsOf(pool, consentColumns);

    await migrateToNewest();
    migrated.tallyKeys = await tallyKeysBody(pool);
    migrated.tallies = await consentTallies(pool);
  });

  const { pool: opened } = database;
  expect(await rowsOf(opened, customerColumns)).toEqual(before.customers);
  // Only the ended implied consent changed: its end is kept, for the customer page to say when.
  const ended = (before.consent as Record<string, unknown>[]).map((row) =>
    row._id === 'c-ended' ? { ...row, email_consent: 'expired', sms_consent: 'expired' } : row._id === 'c-withdrawn' ? { ...row, email_consent: 'expired' } : row,
  );
  expect(await rowsOf(opened, consentColumns)).toEqual(ended);
  expect(await consentTallies(opened)).toEqual([
    { key: 'en-US|pending|Unknown|unknown|true|email|expired|expired', count: 1 },
    { key: 'en-US|pending|Unknown|unknown|true|email|expired|withdrawn', count: 1 },
    { key: 'erased', count: 1 },
    { key: 'zh-CN|pending|Unknown|unknown|true|email|implied|implied', count: 1 },
  ]);
  // The server's start found the tally function as it writes it, and counted nothing again.
  expect(await tallyKeysBody(opened)).toBe(migrated.tallyKeys);
  expect(await consentTallies(opened)).toEqual(migrated.tallies);
}, 180_000);
