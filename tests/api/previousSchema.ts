import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { startEmbeddedDatabase } from '../../server/db/embedded.js';
import { copyEmptyDataDir } from '../support/migratedDatabase.js';
import { migrationsBefore } from '../support/migrationsBefore.js';
import { createTestDatabase } from './testServer.js';

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/**
 * A migration's test (a migration keeps every existing row): `fillBefore(tagEnd, fill)` makes a database at the
 * schema before the migration whose tag ends with `tagEnd`, lets `fill` write rows there (and read what it wants to
 * compare), then opens it as a server opens it, which runs every migration since. On PostgreSQL when
 * TEST_DATABASE_URL names one, else the embedded database. Whatever it made is removed after the file's tests.
 */
export function previousSchema(name: string) {
  const scratch = mkdtempSync(join(tmpdir(), `before-${name}-`));
  const opened: Database[] = [];
  const created: NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const made of created) await made.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** `fill` may call `migrateToNewest` to read the database as the migrations left it, before a server opens it. */
  return async function fillBefore<Filled>(tagEnd: string, fill: (pool: pg.Pool, migrateToNewest: () => Promise<void>) => Promise<Filled>) {
    const made = await createTestDatabase();
    if (made) created.push(made);
    const dataDir = made ? undefined : copyEmptyDataDir(scratch);
    const embedded = made ? undefined : await startEmbeddedDatabase(dataDir);
    const pool = new pg.Pool(made ? { connectionString: made.url } : { ...embedded!.connection, max: 1 });
    let filled: Filled;
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(tagEnd, scratch) });
      filled = await fill(pool, () => migrate(drizzle(pool), { migrationsFolder }));
    } finally {
      await pool.end();
      await embedded?.stop();
    }
    const database = await openDatabase({ databaseUrl: made?.url, dataDir });
    opened.push(database);
    return { database, filled };
  };
}

/** `after`, rows read once every migration ran, with only the columns of `before`'s rows: later migrations add their own. */
export function withColumnsOf(before: readonly unknown[], after: readonly Record<string, unknown>[]) {
  const columns = Object.keys(before[0] ?? {});
  return after.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
}
