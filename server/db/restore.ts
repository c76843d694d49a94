import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { dataDirHolder } from './dataDirLock.js';
import { dumpStatements } from './dumpStatements.js';

export class RestoreRefused extends Error {}

/** Whether the embedded database folder holds a database: PostgreSQL writes PG_VERSION first. */
const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Fills the empty embedded database folder `dataDir` from a backup: run in a new folder beside it, moved in only
 * once the whole backup ran, so a failure leaves `dataDir` as it was. Refuses a folder holding a database.
 */
export async function restoreEmbedded(from: string, dataDir: string) {
  if (holdsDatabase(dataDir) || dataDirHolder(dataDir)) {
    throw new RestoreRefused(`The data folder ${dataDir} already holds a database; a backup is restored into an empty one only. Choose another DATA_DIR, or move this folder away first.`);
  }
  const scratch = await mkdtemp(join(dirname(dataDir), '.restoring-'));
  try {
    const db = await PGlite.create(scratch, { extensions: { pg_trgm } });
    try {
      // A piece of whole statements at a time, in one transaction: handed over whole, a large backup took the
      // embedded database past its memory.
      await db.exec('BEGIN');
      for await (const statements of dumpStatements(from)) await db.exec(statements);
      await db.exec('COMMIT');
    } finally {
      await db.close();
    }
    for (const name of await readdir(scratch)) await rename(join(scratch, name), join(dataDir, name));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Fills the empty PostgreSQL database at `databaseUrl` from a backup with psql, in one transaction. Refuses one with tables. */
export async function restorePostgres(from: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(`
      SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'`);
    if (rows[0].tables > 0) {
      throw new RestoreRefused('The database at DATABASE_URL already has tables; a backup is restored into an empty database only. Create a new one (createdb) and name it in DATABASE_URL.');
    }
  } finally {
    await client.end();
  }
  const psql = spawn('psql', ['--quiet', '--no-psqlrc', '--single-transaction', '--set', 'ON_ERROR_STOP=1', '--dbname', databaseUrl], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(psql, 'exit') as Promise<[number]>;
  for await (const statements of dumpStatements(from)) {
    if (!psql.stdin.write(statements)) await once(psql.stdin, 'drain');
  }
  psql.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`psql could not restore the backup: ${errors.trim()}`);
}
