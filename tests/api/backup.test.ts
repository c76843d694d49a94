import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { backupTokens } from '../../server/backup/backupToken.js';
import { writeDailyBackup } from '../../server/backup/dailyBackups.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { restoreEmbedded, restorePostgres, RestoreRefused } from '../../server/db/restore.js';
import { moveUploadFolderIn, movedNoteName } from '../../server/storage/uploadStore.js';
import { createTestDatabase, startTestServer, testClock, type TestServer } from './testServer.js';
import { multipart, png } from './uploadFixtures.js';

// Restoring into PostgreSQL needs a server; this machine's is the default (docs/server.md#backups).
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

let server: TestServer;
let headers: Record<string, string>;
let scratch: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await server.signIn(['superadmin']));
  scratch = mkdtempSync(join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const createCustomer = (n: number) =>
  server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: { name: `Backup ${n}`, last_name: '王', phone: `41655${String(n).padStart(5, '0')}` } });
const uploadFile = (bytes: Buffer) => {
  const body = multipart(bytes, 'a.png', 'image/png');
  return server.app.inject({ method: 'POST', url: '/api/storage/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
};
/** A PNG whose bytes differ from every other: the smallest one with text after its end. */
const distinctPng = (n: number) => Buffer.concat([png, Buffer.from(`file ${n}`)]);

/** Every table's row count and a checksum of its rows, by name: what a restored database must hold alike. */
async function tableChecksums(pool: pg.Pool | pg.Client) {
  await pool.query("SET TimeZone = 'UTC'");
  const { rows: tables } = await pool.query<{ name: string }>(`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query(`SELECT count(*) AS n, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS sum FROM ${name} t`);
    sums[name] = `${rows[0].n} ${rows[0].sum}`;
  }
  return sums;
}

async function withRestoredPostgres<T>(backup: string, use: (url: string) => Promise<T>) {
  const target = (await createTestDatabase(postgresUrl))!;
  try {
    await restorePostgres(backup, target.url);
    return await use(target.url);
  } finally {
    await target.drop();
  }
}

describe('a backup taken while the server writes', () => {
  let quiet: string;
  let expected: Record<string, string>;
  let fileUrl: string;

  beforeAll(async () => {
    for (let n = 0; n < 5; n++) expect((await uploadFile(distinctPng(n))).statusCode).toBe(201);
    for (let n = 0; n < 10; n++) expect((await createCustomer(n)).statusCode).toBe(201);
    const before = (await server.database.pool.query('SELECT count(*)::int AS n FROM customers')).rows[0].n as number;

    const busy = join(scratch, 'busy.sql');
    const writes = Promise.all([...Array(20).keys()].map((n) => createCustomer(100 + n)));
    await Promise.all([server.database.dump(busy), writes]);
    for (const response of await writes) expect(response.statusCode).toBe(201);

    // The busy backup holds one moment: some of the writes or none, and counts that agree with its rows.
    const restoredDir = join(scratch, 'busy-restored');
    mkdirSync(restoredDir);
    await restoreEmbedded(busy, restoredDir);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const customers = (await restored.pool.query('SELECT count(*)::int AS n FROM customers')).rows[0].n as number;
      expect(customers).toBeGreaterThanOrEqual(before);
      expect(customers).toBeLessThanOrEqual(before + 20);
      const counted = (await restored.pool.query("SELECT row_count::int AS n FROM row_counts WHERE table_name = 'customers'")).rows[0].n;
      expect(counted).toBe(customers);
    } finally {
      await restored.close();
    }

    quiet = join(scratch, 'quiet.sql');
    await server.database.dump(quiet);
    expected = await tableChecksums(server.database.pool);
    fileUrl = (await uploadFile(distinctPng(99))).json().url;
    await server.database.pool.query('DELETE FROM uploads WHERE name = $1', [fileUrl.split('/').pop()]);
    fileUrl = `/api/storage/files/${(await server.database.pool.query('SELECT name FROM uploads ORDER BY name LIMIT 1')).rows[0].name}`;
  }, 120_000);

  test('is PostgreSQL\'s plain SQL of the embedded database (PostgreSQL 18), with the uploads in it', () => {
    const text = readFileSync(quiet, 'utf8');
    expect(text).toMatch(/^--\n-- PostgreSQL database dump/);
    expect(text).toContain('INSERT INTO public.uploads VALUES');
    expect(text).toContain('__drizzle_migrations');
  });

  test('restores into a fresh data folder with every table\'s rows, and the server started on it serves the files', async () => {
    const dataDir = join(scratch, 'restored');
    mkdirSync(dataDir);
    await restoreEmbedded(quiet, dataDir);
    const restored = await openDatabase({ dataDir });
    try {
      expect(await tableChecksums(restored.pool)).toEqual(expected);
      await servesFile(restored);
    } finally {
      await restored.close();
    }
  }, 120_000);

  test('restores into an empty PostgreSQL database with every table\'s rows, and the server started on it serves the files', async () => {
    await withRestoredPostgres(quiet, async (url) => {
      const restored = await openDatabase({ databaseUrl: url, poolSize: 2 });
      try {
        expect(await tableChecksums(restored.pool)).toEqual(expected);
        await servesFile(restored);
        // Identity and sequence values came along: a new customer is written after the restored ones.
        expect((await restored.pool.query("SELECT count(*)::int AS n FROM customers")).rows[0].n).toBeGreaterThan(10);
      } finally {
        await restored.close();
      }
    });
  }, 120_000);

  async function servesFile(database: Database) {
    const app = await buildApp({ database, jwtSecret: 'another-secret-'.padEnd(48, 'x'), tokenTtlSeconds: 60, bodyLimitBytes: 1024 * 1024 });
    try {
      const served = await app.inject({ method: 'GET', url: fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.subarray(0, png.length).equals(png)).toBe(true);
    } finally {
      await app.close();
    }
  }

  test('refuses a folder or a database that holds data, with a sentence, and leaves it as it was', async () => {
    const copy = join(scratch, 'quiet-again');
    mkdirSync(copy);
    await restoreEmbedded(quiet, copy);
    const files = readdirSync(copy).sort();
    await expect(restoreEmbedded(quiet, copy)).rejects.toThrow(/already holds a database; a backup is restored into an empty one only/);
    await expect(restoreEmbedded(quiet, copy)).rejects.toBeInstanceOf(RestoreRefused);
    expect(readdirSync(copy).sort()).toEqual(files);
    await withRestoredPostgres(quiet, async (url) => {
      await expect(restorePostgres(quiet, url)).rejects.toThrow(/already has tables; a backup is restored into an empty database only/);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      expect((await tableChecksums(client))['public.uploads']).toBe(expected['public.uploads']);
      await client.end();
    });
  }, 120_000);
});

describe('the daily backup', () => {
  test('is written once a day by the one server that claims the day, keeping BACKUP_KEEP', async () => {
    const dir = join(scratch, 'daily');
    const clock = testClock(Date.parse('2026-03-01T12:00:00Z'));
    for (let day = 0; day < 5; day++) {
      expect(await writeDailyBackup({ database: server.database, dir, keep: 3, clock })).toMatch(/backup-2026-03-0\d\.sql$/);
      // Another server on the same database, writing into its own folder, finds the day claimed.
      expect(await writeDailyBackup({ database: server.database, dir: join(scratch, 'other'), keep: 3, clock })).toBeUndefined();
      expect(await writeDailyBackup({ database: server.database, dir, keep: 3, clock })).toBeUndefined();
      clock.advance(24 * 3600_000);
    }
    expect(readdirSync(dir).sort()).toEqual(['backup-2026-03-03.sql', 'backup-2026-03-04.sql', 'backup-2026-03-05.sql']);
  }, 120_000);
});

describe('a backup on demand', () => {
  test('a superadmin downloads a fresh one, streamed as a file', async () => {
    expect((await createCustomer(500)).statusCode).toBe(201);
    const response = await server.app.inject({ method: 'GET', url: '/api/admin/backup', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="backup-.+\.sql"$/);
    expect(response.body).toMatch(/^--\n-- PostgreSQL database dump/);
    expect(response.body).toMatch(/INSERT INTO public\.customers .*'Backup 500'/);
    const admin = await server.signIn(['admin']);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/backup', headers: admin.headers })).statusCode).toBe(403);
  });

  test('npm run backup asks the running server with a short-lived token signed with the data folder\'s secret', async () => {
    const tokens = backupTokens('test-secret-'.padEnd(48, 'x'));
    const now = server.clock.now();
    const asked = (token: string) => server.app.inject({ method: 'GET', url: '/backup', headers: { authorization: `Backup ${token}` } });
    expect((await asked(tokens.issue(now))).body).toMatch(/^--\n-- PostgreSQL database dump/);
    expect((await asked(tokens.issue(now - 61_000))).statusCode).toBe(401);
    expect((await asked(backupTokens('another-secret-'.padEnd(48, 'x')).issue(now))).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/backup' })).statusCode).toBe(401);
  });
});

describe('files uploaded before uploads were kept in the database', () => {
  test('move in at start, once even when two servers start together, and leave a note; anything else stays', async () => {
    const dir = join(scratch, 'uploads');
    mkdirSync(dir);
    const names = [...Array(4).keys()].map((n) => `${String(n).repeat(32)}.png`);
    names.forEach((name, n) => writeFileSync(join(dir, name), distinctPng(1000 + n)));
    writeFileSync(join(dir, 'notes.txt'), 'not an upload');
    const moved = await Promise.all([moveUploadFolderIn(server.database.db, dir), moveUploadFolderIn(server.database.db, dir)]);
    expect(moved[0] + moved[1]).toBeGreaterThanOrEqual(names.length);
    expect(readdirSync(dir).sort()).toEqual([movedNoteName, 'notes.txt']);
    expect(await moveUploadFolderIn(server.database.db, dir)).toBe(0);
    for (const [n, name] of names.entries()) {
      const served = await server.app.inject({ method: 'GET', url: `/api/storage/files/${name}` });
      expect(served.rawPayload.equals(distinctPng(1000 + n))).toBe(true);
    }
  });
});
