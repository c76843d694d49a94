import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { startEmbeddedDatabase } from '../../server/db/embedded.js';
import { migrationsBefore } from '../support/migrationsBefore.js';
import { createTestDatabase } from './testServer.js';

// The migration that keeps imports (customer_imports, customers.import_id) keeps every customer and history row.

const scratch = mkdtempSync(join(tmpdir(), 'before-imports-'));
let database: Database | undefined;
let created: Awaited<ReturnType<typeof createTestDatabase>>;

afterAll(async () => {
  await database?.close();
  await created?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

const customerRows = (pool: pg.Pool) =>
  pool.query(`SELECT _id, uid, name, phone, email, status, notification_methods, created_at, updated_at FROM customers ORDER BY _id`).then((result) => result.rows);
const historyRows = (pool: pg.Pool) => pool.query(`SELECT * FROM history ORDER BY _id`).then((result) => result.rows);

test('customers and their history stored before imports existed are all kept, none of them marked imported', async () => {
  created = await createTestDatabase();
  const dataDir = created ? undefined : join(scratch, 'data');
  const embedded = created ? undefined : await startEmbeddedDatabase(dataDir);
  const pool = new pg.Pool(created ? { connectionString: created.url } : { ...embedded!.connection, max: 1 });
  let customersBefore: unknown[];
  let historyBefore: unknown[];
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore('_customer_imports', scratch) });
    await pool.query(`
      INSERT INTO customers (_id, name, phone, email, status, notification_methods)
      SELECT 'c' || g, 'Name ' || g, lpad(g::text, 10, '0'), 'c' || g || '@example.com', 'active', '{email,sms}' FROM generate_series(1, 200) g`);
    await pool.query(`INSERT INTO history (_id, entity, entity_id, type) SELECT 'h' || g, 'customers', 'c' || g, 'created' FROM generate_series(1, 200) g`);
    customersBefore = await customerRows(pool);
    historyBefore = await historyRows(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
  }

  database = await openDatabase({ databaseUrl: created?.url, dataDir });
  expect(await customerRows(database.pool)).toEqual(customersBefore);
  expect(await historyRows(database.pool)).toEqual(historyBefore);
  const { rows } = await database.pool.query('SELECT count(*)::int AS imported FROM customers WHERE import_id IS NOT NULL');
  expect(rows).toEqual([{ imported: 0 }]);
}, 180_000);
