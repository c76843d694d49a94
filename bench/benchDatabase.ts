import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { BenchTarget } from './protocol.js';

export interface BenchDatabase {
  target: BenchTarget;
  /** Where the run's data lives, for the report: a folder, or a database name on the server. */
  description: string;
  /** What the results file is named after: `embedded`, `postgres`, or `postgres-socket` (reached by its Unix socket). */
  resultsName: string;
  remove(): Promise<void>;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The server from DATABASE_URL, with the database name left out, for the report (no password). */
const serverOf = (url: URL) => `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}`;

/**
 * A database used by this run only: a fresh embedded folder under the system's temporary folder, or a new
 * database `bench_<random>` on the PostgreSQL server of `serverUrl`. `remove()` deletes it, whatever happened.
 */
export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
    return {
      target: { kind: 'embedded', dataDir },
      description: `embedded PGlite in ${dataDir}`,
      resultsName: 'embedded',
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const url = new URL(serverUrl);
  // The bench creates and drops a database and puts load on it: only a server on this machine.
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const socket = host.startsWith('/');
  if (!loopbackHosts.has(host) && !socket) {
    throw new Error(`DATABASE_URL names the host '${host}': the bench only runs against a PostgreSQL server on this machine (127.0.0.1).`);
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', databaseUrl: databaseUrl.toString() },
    description: `PostgreSQL database ${name} on ${socket ? `the Unix socket in ${host}` : serverOf(url)} (dropped at the end)`,
    resultsName: socket ? 'postgres-socket' : 'postgres',
    async remove() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
