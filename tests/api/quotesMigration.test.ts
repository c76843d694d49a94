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

// The migration that adds quotes (the quotes table and its number sequence) keeps every customer and project.

const scratch = mkdtempSync(join(tmpdir(), 'before-quotes-'));
let database: Database | undefined;
let created: Awaited<ReturnType<typeof createTestDatabase>>;

afterAll(async () => {
  await database?.close();
  await created?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

const rows = (pool: pg.Pool) =>
  pool
    .query(`SELECT p._id, p.customer, p.discount, p.status, c.name, c.locale FROM projects p JOIN customers c ON c._id = p.customer ORDER BY p._id`)
    .then((result) => result.rows);

test('customers and projects stored before quotes existed are all kept, with no quote', async () => {
  created = await createTestDatabase();
  const dataDir = created ? undefined : join(scratch, 'data');
  const embedded = created ? undefined : await startEmbeddedDatabase(dataDir);
  const pool = new pg.Pool(created ? { connectionString: created.url } : { ...embedded!.connection, max: 1 });
  let before: unknown[];
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore('_quotes', scratch) });
    await pool.query(`
      INSERT INTO customers (_id, name, phone, email, status, notification_methods, locale)
      SELECT 'c' || g, '王 ' || g, lpad(g::text, 10, '0'), 'c' || g || '@example.com', 'active', '{email,sms}', 'zh-CN' FROM generate_series(1, 100) g`);
    await pool.query(`INSERT INTO projects (_id, customer, description, discount) SELECT 'p' || g, 'c' || g, 'Kitchen ' || g, g % 20 FROM generate_series(1, 100) g`);
    before = await rows(pool);
    expect(before).toHaveLength(100);
  } finally {
    await pool.end();
    await embedded?.stop();
  }

  database = await openDatabase({ databaseUrl: created?.url, dataDir });
  expect(await rows(database.pool)).toEqual(before);
  const { rows: quotes } = await database.pool.query('SELECT count(*)::int AS n FROM quotes');
  expect(quotes).toEqual([{ n: 0 }]);
}, 180_000);
