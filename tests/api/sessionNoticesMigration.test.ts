import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { startEmbeddedDatabase } from '../../server/db/embedded.js';
import * as schema from '../../server/db/schema.js';
import { copyEmptyDataDir } from '../support/migratedDatabase.js';
import { migrationsBefore } from '../support/migrationsBefore.js';
import { createTestDatabase } from './testServer.js';

// The session-change notices' migration (docs/server.md#several-servers), on a database filled at the schema before
// it: every row stays, and from then on the changes a session check reads, and only those, send a notice.

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

let created: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string | undefined;
let embedded: Awaited<ReturnType<typeof startEmbeddedDatabase>> | undefined;
let client: pg.Client;
let previousFolder: string;

beforeAll(async () => {
  created = await createTestDatabase();
  dataDir = created ? undefined : copyEmptyDataDir();
  embedded = created ? undefined : await startEmbeddedDatabase(dataDir!);
  client = new pg.Client(created ? { connectionString: created.url } : embedded!.connection);
  await client.connect();
  previousFolder = migrationsBefore('_session_change_notices');
}, 120_000);

afterAll(async () => {
  await client?.end();
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (previousFolder) rmSync(previousFolder, { recursive: true, force: true });
  await created?.drop();
});

const rows = async () => ({
  users: (await client.query('SELECT _id, username, roles, active, session_version FROM users ORDER BY _id')).rows,
  revoked: (await client.query('SELECT jti, expires_at FROM revoked_tokens ORDER BY jti')).rows,
});

test('keeps every account and revoked token, then tells of sign-outs and changes of standing', { timeout: 180_000 }, async () => {
  await migrate(drizzle(client, { schema }) as unknown as Db, { migrationsFolder: previousFolder });
  await client.query(`
    INSERT INTO users (_id, username, email, password_hash, roles) SELECT 'u' || g, 'user' || g, 'user' || g || '@example.com', 'x', '{employee}' FROM generate_series(1, 50) g;
    INSERT INTO revoked_tokens (jti, expires_at) SELECT 'j' || g, now() + interval '1 hour' FROM generate_series(1, 20) g`);
  const before = await rows();
  await migrate(drizzle(client, { schema }) as unknown as Db, { migrationsFolder });
  expect(await rows()).toEqual(before);

  const heard: string[] = [];
  client.on('notification', ({ channel, payload }) => channel === 'session_changes' && heard.push(payload!));
  await client.query('LISTEN session_changes');
  await client.query(`UPDATE users SET note = 'Prefers mornings', phone = '4165550100' WHERE _id = 'u1'`);
  await client.query(`UPDATE users SET roles = '{manager}' WHERE _id = 'u2'`);
  await client.query(`UPDATE users SET active = false WHERE _id = 'u3'`);
  await client.query(`UPDATE users SET session_version = session_version + 1 WHERE _id = 'u4'`);
  await client.query(`UPDATE users SET username = 'renamed5' WHERE _id = 'u5'`);
  await client.query(`INSERT INTO revoked_tokens (jti, expires_at) VALUES ('signed-out', now() + interval '1 hour')`);
  await client.query(`DELETE FROM users WHERE _id = 'u6'`);
  // Notices wait for their transaction's commit: none of a rolled-back change.
  await client.query(`BEGIN; UPDATE users SET roles = '{admin}' WHERE _id = 'u7'; ROLLBACK`);
  await client.query('SELECT 1');
  expect(heard).toEqual(['account:u2', 'account:u3', 'account:u4', 'account:u5', 'token:signed-out', 'account:u6']);
});
