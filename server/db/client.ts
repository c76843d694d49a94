import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { embeddedNotices, postgresNotices, type ChangeNotices } from './changeNotices.js';
import { advisoryLockKeys } from './advisoryLocks.js';
import { lockDataDir } from './dataDirLock.js';
import { dumpEmbedded, dumpPostgres } from './dump.js';
import { markEmbedded, startEmbeddedDatabase } from './embedded.js';
import { databasePool } from './pool.js';
import * as schema from './schema.js';
import { installCountTriggers } from '../resources/countTriggers.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** Changes committed through other servers on the same PostgreSQL, for the caches to follow. */
  notices: ChangeNotices;
  /** Writes a backup, pg_dump's plain SQL of the whole database, to `file` (docs/server.md#backups). */
  dump(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** The embedded database's folder; undefined keeps it in memory. */
  dataDir?: string;
  /** Connections to PostgreSQL; the embedded database always has one. */
  poolSize?: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL at `databaseUrl`, or the embedded database, and brings its schema up to date. */
export async function openDatabase({ databaseUrl, dataDir, poolSize = 8 }: DatabaseOptions): Promise<Database> {
  const releaseLock = !databaseUrl && dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // The embedded database takes one connection (see startEmbeddedDatabase); it measured faster than four.
    const embedded = databaseUrl ? undefined : await startEmbeddedDatabase(dataDir);
    const pool = databasePool(embedded ? { ...embedded.connection, max: 1 } : { connectionString: databaseUrl, max: poolSize });
    // An idle client that loses its connection must not crash the server; the next query reconnects.
    pool.on('error', (error) => console.error('Database connection error:', error.message));
    if (embedded) markEmbedded(pool);
    const db = drizzle(pool, { schema });

    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [advisoryLockKeys.migrations]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      await installCountTriggers(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [advisoryLockKeys.migrations]).catch(() => {});
      client.release();
    }

    const notices = embedded ? embeddedNotices(pool) : postgresNotices(databaseUrl!);
    return {
      db,
      pool,
      kind: embedded ? 'embedded' : 'postgres',
      notices,
      dump: (file) => (embedded ? dumpEmbedded(pool, embedded, file) : dumpPostgres(databaseUrl!, file)),
      async close() {
        await notices.close();
        await pool.end();
        await embedded?.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
