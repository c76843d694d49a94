import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rename, rm } from 'node:fs/promises';
import type pg from 'pg';
import { readDataSection } from './dataSection.js';
import type { EmbeddedDatabase } from './embedded.js';
import type { PreparingClient } from './preparedStatements.js';

/**
 * pg_dump's plain SQL, the same from both databases (docs/server.md#backups): rows as INSERTs, which the embedded
 * database can run back (it has no psql for COPY … FROM stdin), and no owners or grants, which name roles the
 * restoring server may not have.
 */
export const dumpArgs = ['--no-owner', '--no-privileges', '--inserts'];

/** Writes to `file` through a `.partial` file, so that a failed dump never leaves a file that looks whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** A backup of the PostgreSQL server at `databaseUrl` by its own pg_dump, which reads one snapshot while others write. */
export const dumpPostgres = (databaseUrl: string, file: string) =>
  writeWhole(file, async (partial) => {
    const dump = spawn('pg_dump', [...dumpArgs, '--file', partial, '--dbname', databaseUrl], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    dump.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const [code] = (await Promise.race([once(dump, 'exit'), once(dump, 'error').then(([error]) => Promise.reject(error as Error))])) as [number];
    if (code !== 0) throw new Error(`pg_dump failed: ${errors.trim()}`);
  });

/**
 * A backup of the embedded database, written by its worker as it is read. Its one connection is held meanwhile, so
 * no request's transaction is open in the session the backup runs in and nothing changes under it; requests wait for
 * it. pg_dump drops the session's prepared statements, which the connection then prepares again.
 */
export const dumpEmbedded = (pool: pg.Pool, embedded: EmbeddedDatabase, file: string) =>
  writeWhole(file, async (partial) => {
    const client = (await pool.connect()) as pg.PoolClient & PreparingClient;
    try {
      await embedded.dump(partial, dumpArgs, await readDataSection(client));
    } finally {
      client.forgetSession();
      client.release();
    }
  });
