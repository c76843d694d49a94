import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { backupTokens } from '../../server/backup/backupToken.js';
import { writeDailyBackup } from '../../server/backup/dailyBackups.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { dumpArgs } from '../../server/db/dump.js';
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
      const counted = (await restored.pool.query("SELECT sum(row_count)::int AS n FROM row_counts WHERE table_name = 'customers'")).rows[0].n;
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

// The embedded database's alone: the run on PostgreSQL (TEST_DATABASE_URL) would repeat `npm test`'s run of it.
describe.skipIf(process.env.TEST_DATABASE_URL)('a backup of the embedded database, written as it is read', () => {
  let embedded: TestServer;
  let superadmin: Record<string, string>;
  beforeAll(async () => {
    embedded = await startTestServer({ embedded: true });
    ({ headers: superadmin } = await embedded.signIn(['superadmin']));
  });
  afterAll(() => embedded?.close());

  /** Each table's count of INSERTs, and the text around them: what pg_dump's backup and ours share. */
  function dataEntries(backup: string) {
    const inserts: Record<string, number> = {};
    const around = backup.replace(/^(-- Data for Name: ([^;]*);.*\n--\n\n)([\s\S]*?)(?=\n\n--\n)/gm, (_, heading: string, table: string, rows: string) => {
      inserts[table] = rows.match(/^INSERT INTO /gm)?.length ?? 0;
      return heading;
    });
    return { inserts, around };
  }

  test('holds every kind of value as pg_dump would, and restores them alike here and on PostgreSQL', async () => {
    // Through the API: text with quotes, a backslash, new lines and Chinese, an array, instants, customers' identity
    // and generated columns, the history's jsonb, an upload's bytea.
    const customer = await embedded.app.inject({
      method: 'POST',
      url: '/api/crm/customers',
      headers: superadmin,
      payload: { name: `O'Brien "Bob"`, last_name: '王', phone: '4165550101', note: "First line\nthen a back\\slash, 引号 and 'quotes'", notification_methods: ['email', 'sms'] },
    });
    expect(customer.statusCode).toBe(201);
    const file = multipart(Buffer.concat([png, Buffer.from("\\ and ' in the bytes")]), 'a.png', 'image/png');
    expect((await embedded.app.inject({ method: 'POST', url: '/api/storage/upload', payload: file.payload, headers: { ...superadmin, ...file.headers } })).statusCode).toBe(201);
    // What the API does not write: every other kind of column, names to quote, a dropped column, a table without
    // columns, and rows too large to come with the others (read again by place) between small ones.
    await embedded.database.pool.query(`
      CREATE TABLE public."Every Kind" (
        id int GENERATED ALWAYS AS IDENTITY, dropped text, "Order" text, f4 real, f8 double precision, n numeric, i2 smallint,
        i8 bigint, yes boolean, bits bit(4), varbits varbit, bytes bytea, words text[], ints int[], doc jsonb, j json,
        at timestamptz, ts timestamp, d date, tm time, iv interval, u uuid, padded char(4), short varchar(10),
        twice int GENERATED ALWAYS AS (i2 * 2) STORED);
      ALTER TABLE public."Every Kind" DROP COLUMN dropped;
      INSERT INTO public."Every Kind" ("Order", f4, f8, n, i2, i8, yes, bits, varbits, bytes, words, ints, doc, j, at, ts, d, tm, iv, u, padded, short) VALUES
        ('it''s\nline 2 \\ 王小明', 1.1, 0.1, 12.50, -3, 9007199254740993, true, B'1010', B'1', '\\x00ff5c27', '{"a b","c,d",王,"it''s",NULL}',
         '{1,2,3}', '{"k": "v\\"q", "n": [1, null]}', '{"x":1}', '2026-03-01 12:00:00.123+08', '2026-03-01 12:00', '2026-03-01', '13:14:15',
         '1 day 02:03:04', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'ab', 'hi'),
        (NULL, 'NaN', '-Infinity', 'NaN', NULL, NULL, false, NULL, NULL, NULL, '{}', NULL, 'null', NULL, NULL, NULL, 'infinity', NULL, NULL, NULL, NULL, NULL),
        ('', 'Infinity', 1e300, -0.000001, 0, -1, NULL, B'0000', B'', '', NULL, NULL, '[]', NULL, '-infinity', NULL, NULL, NULL, '-1 mon', NULL, NULL, '');
      -- Lines in a value that look like statements or comments, and a carriage return.
      INSERT INTO public."Every Kind" ("Order") VALUES
        (E'a ''quote'';\nSET transaction_timeout = 0;\n-- not a comment /* nor this */ $$ nor $tag$\r\nend');
      CREATE TABLE public.no_columns ();
      INSERT INTO public.no_columns DEFAULT VALUES;
      CREATE TABLE public.rows_of_all_sizes (n int, note text, data bytea);
      INSERT INTO public.rows_of_all_sizes
        SELECT n, CASE WHEN n % 3 = 0 THEN repeat('长', n * 20000) ELSE 'small ' || n END,
          CASE WHEN n % 5 = 0 THEN decode(repeat(md5(n::text), n * 2000), 'hex') END
        FROM generate_series(1, 40) n;`);

    const response = await embedded.app.inject({ method: 'GET', url: '/api/admin/backup', headers: superadmin });
    expect(response.statusCode).toBe(200);
    const expected = await tableChecksums(embedded.database.pool);
    const backup = join(scratch, 'every-kind.sql');
    writeFileSync(backup, response.rawPayload);
    const dataDir = join(scratch, 'every-kind');
    mkdirSync(dataDir);
    await restoreEmbedded(backup, dataDir);
    const restored = await openDatabase({ dataDir });
    const again = join(scratch, 'every-kind-again.sql');
    try {
      expect(await tableChecksums(restored.pool)).toEqual(expected);
      await restored.dump(again);
    } finally {
      await restored.close();
    }

    // pg_dump's own backup of the same folder: the same schema and sequence values, as many rows of each table.
    const folder = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const pgDumpBackup = join(scratch, 'every-kind-by-pg_dump.sql');
    writeFileSync(pgDumpBackup, await (await pgDump({ pg: folder, args: dumpArgs })).text().finally(() => folder.close()));
    const ours = dataEntries(readFileSync(again, 'utf8'));
    const byPgDump = dataEntries(readFileSync(pgDumpBackup, 'utf8'));
    expect(ours.around).toBe(byPgDump.around);
    expect(ours.inserts).toEqual(byPgDump.inserts);
    expect(ours.inserts).toMatchObject({ customers: 1, uploads: 1, 'Every Kind': 4, no_columns: 1, rows_of_all_sizes: 40 });
    // Which restores alike too, a value's line that reads as a statement PostgreSQL 15 cannot run included.
    const pgDumpDir = join(scratch, 'every-kind-by-pg_dump');
    mkdirSync(pgDumpDir);
    await restoreEmbedded(pgDumpBackup, pgDumpDir);
    const restoredFromPgDump = await openDatabase({ dataDir: pgDumpDir });
    try {
      expect(await tableChecksums(restoredFromPgDump.pool)).toEqual(expected);
    } finally {
      await restoredFromPgDump.close();
    }

    await withRestoredPostgres(backup, async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        expect(await tableChecksums(client)).toEqual(expected);
      } finally {
        await client.end();
      }
    });
  }, 120_000);

  /** How many MB more resident memory the process took at most while `work` ran. */
  async function memoryRise(work: () => Promise<unknown>) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      await work();
    } finally {
      clearInterval(sample);
    }
    return (peak - before) / 1024 ** 2;
  }

  test('keeps its memory flat, and its restore\'s, whatever the rows: 200 MB of uploads of 5 MB each', async () => {
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const uploaded: string[] = [];
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(5 * 1024 * 1024);
      uploaded.push(sha256(bytes));
      await embedded.database.pool.query('INSERT INTO uploads (name, type, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5)', [
        `${sha256(bytes).slice(0, 32)}.jpg`,
        'image/jpeg',
        bytes.length,
        sha256(bytes),
        bytes,
      ]);
    }

    // Less than the backup holds (over 400 MB of text): pg_dump alone took 2.8 GB more here, the whole dump several
    // times over.
    const backup = join(scratch, 'large-uploads.sql');
    expect(await memoryRise(() => embedded.database.dump(backup))).toBeLessThan(400);
    // The new database takes about 600 MB whatever it holds; the backup read whole and run at once took 3.6 GB more.
    const dataDir = join(scratch, 'large-uploads');
    mkdirSync(dataDir);
    expect(await memoryRise(() => restoreEmbedded(backup, dataDir))).toBeLessThan(1200);

    const restored = await openDatabase({ dataDir });
    try {
      const { rows } = await restored.pool.query<{ sha256: string }>("SELECT sha256 FROM uploads WHERE encode(sha256(bytes), 'hex') = sha256");
      expect(uploaded.filter((hash) => !rows.some((row) => row.sha256 === hash))).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 180_000);
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
