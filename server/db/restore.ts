import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { dataDirHolder } from './dataDirLock.js';

/**
 * Lines of a dump that an older server or another client cannot run: pg_dump 17's and 18's `transaction_timeout` (PostgreSQL
 * 17 only) and its `\restrict` guards (psql meta-commands that psql 15 and PGlite do not know). Nothing else in a
 * dump depends on them.
 */
const unportable = /^(SET transaction_timeout\b|\\(un)?restrict\b)/;

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
      // The embedded database runs SQL handed over whole: the backup is read into memory.
      const statements = (await readFile(from, 'utf8')).split('\n').filter((line) => !unportable.test(line));
      await db.exec(`BEGIN;\n${statements.join('\n')}\nCOMMIT;`);
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
  for await (const line of createInterface({ input: createReadStream(from), crlfDelay: Infinity })) {
    if (!unportable.test(line) && !psql.stdin.write(`${line}\n`)) await once(psql.stdin, 'drain');
  }
  psql.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`psql could not restore the backup: ${errors.trim()}`);
}
