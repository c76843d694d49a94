import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../server/app.js';
import { createAccount } from '../../server/auth/accounts.js';
import type { Clock } from '../../server/clock.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { copyMigratedDataDir } from '../support/migratedDatabase.js';

/** A clock that stands still until a test moves it; waiting on it moves it at once. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms: number) => void (now += ms),
    advance: (ms: number) => void (now += ms),
  } satisfies Clock & { advance(ms: number): void };
}

/**
 * A new database on the PostgreSQL server at TEST_DATABASE_URL, and how to drop it; undefined without one (the
 * embedded database then).
 */
export async function createTestDatabase(serverUrl = process.env.TEST_DATABASE_URL) {
  if (!serverUrl) return undefined;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The mailing address the campaign tests put in Settings. */
export const testMailingAddress = '12 King St W, Toronto, ON M5H 1A1';

/**
 * A fresh server for one test file: the embedded database on a copy of the run's migrated folder, or, when
 * TEST_DATABASE_URL is set, a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function startTestServer(
  { embedded = false, ...options }: Pick<AppOptions, 'mail' | 'mailFrom' | 'publicUrl' | 'sms' | 'smsProvider' | 'campaignCheckMs'> & {
    /** On the embedded database whatever TEST_DATABASE_URL says, for what only it does. */
    embedded?: boolean;
  } = {},
) {
  const created = embedded ? undefined : await createTestDatabase();
  const databaseUrl = created?.url;
  const dataDir = databaseUrl ? undefined : copyMigratedDataDir();
  const database: Database = await openDatabase({ databaseUrl, dataDir });
  const clock = testClock();
  const app = await buildApp({ database, clock, jwtSecret: 'test-secret-'.padEnd(48, 'x'), tokenTtlSeconds: 3600, bodyLimitBytes: 1024 * 1024, ...options });
  await app.ready();

  let accounts = 0;
  /** Creates an account with these roles and signs it in through the API; answers its bearer header. */
  async function signIn(roles: string[], permissions?: string[]) {
    const username = `user${++accounts}_${roles.join('_') || 'none'}`.toLowerCase();
    const password = 'correct horse battery';
    const account = await createAccount(database.db, { username, email: `${username}@example.com`, name: username, password, roles });
    if (permissions) await database.pool.query('UPDATE users SET permissions = $1 WHERE _id = $2', [permissions, account._id]);
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    const { accessToken } = response.json() as { accessToken: string };
    return { account, password, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
  }

  return {
    app,
    clock,
    database,
    /** The PostgreSQL database's address, for a second server on it; undefined on the embedded database. */
    databaseUrl,
    signIn,
    /** Settings' mailing address: e-mail campaigns are refused without one (docs/marketing.md#sender-identification). */
    setMailingAddress: (address: string | null = testMailingAddress) =>
      database.pool.query('UPDATE business_settings SET company_address = $1', [address]),
    async close() {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await created?.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
