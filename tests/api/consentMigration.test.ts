import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// The consent migrations (0031, 0032) keep every customer, project and contract, and give existing customers
// implied consent from their creation and their signed contracts (docs/consent.md), in the business's time zone.

const fillBefore = previousSchema('consent');

const rowsOf = (pool: pg.Pool, table: string, columns: string) =>
  pool.query(`SELECT ${columns} FROM ${table} ORDER BY _id`).then((result) => result.rows);
const customerColumns = '_id, uid, name, phone, email, status, notification_methods, created_at, updated_at';
const contractColumns = '_id, project, customer, contract_number, signed, signed_date, created_at, updated_at';

test('customers, projects and contracts stored before consent are all kept, each customer with implied consent as the rules say', async () => {
  const before: Record<string, unknown[]> = {};
  const { database } = await fillBefore('_consent', async (pool) => {
    // Created late on 15 January in Toronto (already the 16th in UTC); one with a signed contract, one unsigned, one bare.
    await pool.query(`
      INSERT INTO customers (_id, name, phone, created_at) VALUES
        ('c-signed', 'Signed', '4165550001', '2026-01-16T03:30:00Z'),
        ('c-unsigned', 'Unsigned', '4165550002', '2026-01-16T03:30:00Z'),
        ('c-bare', 'Bare', '4165550003', '2024-05-01T15:00:00Z')`);
    await pool.query(`INSERT INTO projects (_id, customer) VALUES ('p-signed', 'c-signed'), ('p-unsigned', 'c-unsigned')`);
    await pool.query(`
      INSERT INTO contracts (_id, project, customer, contract_number, signed, signed_date) VALUES
        ('k-signed', 'p-signed', 'c-signed', 'HR-1', true, '2026-03-10'),
        ('k-unsigned', 'p-unsigned', 'c-unsigned', 'HR-2', false, '2026-03-10')`);
    before.customers = await rowsOf(pool, 'customers', customerColumns);
    before.projects = await rowsOf(pool, 'projects', '_id, customer, created_at, updated_at');
    before.contracts = await rowsOf(pool, 'contracts', contractColumns);
  });

  expect(await rowsOf(database.pool, 'customers', customerColumns)).toEqual(before.customers);
  expect(await rowsOf(database.pool, 'projects', '_id, customer, created_at, updated_at')).toEqual(before.projects);
  expect(await rowsOf(database.pool, 'contracts', contractColumns)).toEqual(before.contracts);
  const states = (await rowsOf(database.pool, 'customers', '_id, email_consent, email_consent_until, sms_consent, sms_consent_until')).map((row) => ({
    ...row,
    email_consent_until: new Date(row.email_consent_until).toISOString(),
    sms_consent_until: new Date(row.sms_consent_until).toISOString(),
  }));
  // Implied consent as the rules say; migration 0040 then stores the one that has already ended as `expired`.
  const stateOf = (until: string) => (new Date(until).getTime() <= Date.now() ? 'expired' : 'implied');
  const implied = (_id: string, until: string) => ({ _id, email_consent: stateOf(until), email_consent_until: until, sms_consent: stateOf(until), sms_consent_until: until });
  expect(states).toEqual([
    // Six months from 1 May 2024: through 1 November 2024 in Toronto (EDT).
    implied('c-bare', '2024-11-02T04:00:00.000Z'),
    // Two years from the contract signed on 10 March 2026: through 10 March 2028 (EST).
    implied('c-signed', '2028-03-11T05:00:00.000Z'),
    // The unsigned contract counts for nothing: six months from 15 January 2026, its Toronto day.
    implied('c-unsigned', '2026-07-16T04:00:00.000Z'),
  ]);
  expect((await database.pool.query('SELECT count(*)::int AS events FROM consent_events')).rows).toEqual([{ events: 0 }]);
}, 180_000);
