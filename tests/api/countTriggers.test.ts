import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database, type Db } from '../../server/db/client.js';
import { startEmbeddedDatabase } from '../../server/db/embedded.js';
import { newId } from '../../server/db/ids.js';
import * as schema from '../../server/db/schema.js';
import { campaigns } from '../../server/resources/campaigns.js';
import { installCountTriggers } from '../../server/resources/countTriggers.js';
import { projectResource } from '../../server/resources/projects.js';
import { registeredResources } from '../../server/resources/registry.js';
import { seedCustomers } from '../../server/seed/seedDatabase.js';
import { copyEmptyDataDir } from '../support/migratedDatabase.js';
import { createTestDatabase } from './testServer.js';

// The row-count and tally triggers and `tally_keys()` follow from the registered definitions, installed at start.
// A database the migrations alone made and filled, as every server did before, keeps every row and every count.

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

let created: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string | undefined;
let database: Database | undefined;
/** The database as the migrations and the writes before left it. */
let before: Awaited<ReturnType<typeof snapshot>>;
const open = async () => (database = await openDatabase({ databaseUrl: created?.url, dataDir }));
const reopen = async () => {
  await database?.close();
  return open();
};

/** The tables of the registered resources, whose rows row_counts counts. */
const registeredTables = [...new Set(registeredResources.map((definition) => getTableName(definition.table)))];

/** The tables whose rows tally_keys() counts by key. */
const talliedTables = [...new Set(registeredResources.filter((definition) => definition.tallies).map((definition) => getTableName(definition.table)))];

/**
 * Every table's row count and a checksum of its rows, the functions' sources, and the triggers; the count triggers
 * and the row count of the `uncounted` tables left out.
 */
async function snapshot(pool: pg.Pool, uncounted: string[] = []) {
  const tables: Record<string, unknown> = {};
  const { rows: names } = await pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`);
  // A kept count is the sum of its shards' rows, which the servers fold together (migration 0064).
  const sources: Record<string, string> = {
    row_counts: '(SELECT table_name, sum(row_count)::int AS row_count FROM row_counts WHERE table_name <> ALL($1) GROUP BY 1)',
    tallies: '(SELECT subject, key, sum(count)::int AS count FROM tallies GROUP BY 1, 2)',
  };
  for (const { name } of names) {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS checksum FROM ${sources[name] ?? `"${name}"`} t`,
      name === 'row_counts' ? [uncounted] : [],
    );
    tables[name] = rows[0];
  }
  const { rows: functions } = await pool.query(`SELECT proname, prosrc FROM pg_proc WHERE pronamespace = current_schema()::regnamespace ORDER BY 1, 2`);
  const { rows: triggers } = await pool.query<{ table_name: string; tgname: string }>(
    `SELECT tgrelid::regclass::text AS table_name, tgname FROM pg_trigger WHERE NOT tgisinternal AND tgrelid::regclass::text NOT LIKE 'pg_%' ORDER BY 1, 2`,
  );
  return { tables, functions, triggers: triggers.filter(({ table_name }) => !uncounted.includes(table_name)) };
}

/** The tallies as counting every tallied row again makes them, beside those kept, zeros left out. */
async function talliesKeptAndCounted(pool: pg.Pool) {
  const order = 'ORDER BY subject, key';
  const { rows: kept } = await pool.query(`SELECT subject, key, sum(count)::int AS count FROM tallies GROUP BY 1, 2 HAVING sum(count) <> 0 ${order}`);
  const countedByTable = talliedTables.map(
    (table) => `SELECT k.subject, k.key, count(*)::int AS count FROM "${table}" t, tally_keys('${table}', to_jsonb(t)) k GROUP BY 1, 2`,
  );
  const { rows: counted } = await pool.query(`SELECT * FROM (${countedByTable.join(' UNION ALL ')}) counted ${order}`);
  return { kept, counted };
}

async function rowCountsKeptAndCounted(pool: pg.Pool) {
  const kept: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const name of registeredTables) {
    kept[name] = (await pool.query('SELECT sum(row_count)::int AS row_count FROM row_counts WHERE table_name = $1', [name])).rows[0].row_count ?? undefined;
    counted[name] = (await pool.query(`SELECT count(*)::int AS c FROM "${name}"`)).rows[0].c;
  }
  return { kept, counted };
}

beforeAll(async () => {
  // The database as the code before this made it: the migrations alone, on the embedded database or PostgreSQL.
  created = await createTestDatabase();
  dataDir = created ? undefined : copyEmptyDataDir();
  const embedded = created ? undefined : await startEmbeddedDatabase(dataDir);
  const pool = new pg.Pool(created ? { connectionString: created.url } : { ...embedded!.connection, max: 1 });
  try {
    const db = drizzle(pool, { schema }) as Db;
    await migrate(db, { migrationsFolder });
    await seedCustomers(db, 300);
    const [{ _id: creator }] = await db.select({ _id: schema.users._id }).from(schema.users).limit(1);
    await db.insert(campaigns).values({ _id: newId(), creator, sender: 'Office', title: 'Spring', content: '<p>Hi</p>', recipients_list: ['all'] });
    // Updates and deletes through the triggers too: statuses moved, a customer without projects gone.
    await pool.query(`UPDATE customers SET status = 'qualified', notification_methods = '{sms}' WHERE _id IN (SELECT _id FROM customers ORDER BY _id LIMIT 20)`);
    await pool.query(`UPDATE projects SET status = 'completed' WHERE _id IN (SELECT _id FROM projects ORDER BY _id LIMIT 10)`);
    await pool.query(`DELETE FROM history WHERE entity_id IN (SELECT _id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.customer = c._id) ORDER BY _id LIMIT 5)`);
    await pool.query(`DELETE FROM customers WHERE _id IN (SELECT _id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.customer = c._id) ORDER BY _id LIMIT 5)`);
    before = await snapshot(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await created?.drop();
});

test('a database filled before the counts followed the definitions keeps every row, count and tally when the server starts on it', async () => {
  expect(Object.keys(before.tables)).toEqual(expect.arrayContaining(['customers', 'projects', 'contracts', 'tasks', 'teams', 'campaigns', 'tallies', 'row_counts']));
  expect(before.tables).toMatchObject({ customers: { rows: 295 }, campaigns: { rows: 1 } });

  const { pool } = await open();
  // The declarations say what the hand-written migrations said: nothing to rewrite, nothing to count again. The
  // tables of entities added since, which no migration gave count triggers, get theirs from the server alone.
  const countedByMigrations = new Set(before.triggers.map(({ table_name }) => table_name));
  expect(await snapshot(pool, registeredTables.filter((table) => !countedByMigrations.has(table)))).toEqual(before);
  const tallies = await talliesKeptAndCounted(pool);
  expect(tallies.kept).toEqual(tallies.counted);
  const rowCounts = await rowCountsKeptAndCounted(pool);
  expect(rowCounts.kept).toEqual(rowCounts.counted);
});

test('a start with nothing to change reads the catalog once', async () => {
  const client = await database!.pool.connect();
  try {
    const statements: string[] = [];
    const recording = Object.assign(Object.create(client), {
      query: (text: string, values?: unknown[]) => (statements.push(text), client.query(text, values)),
    });
    await installCountTriggers(recording);
    expect(statements).toHaveLength(1);
  } finally {
    client.release();
  }
});

test('a tally function unlike the declarations is rewritten and its changed subjects counted again, exactly', async () => {
  const { pool } = database!;
  // The function as migration 0010 left it, without the recipient segments, while customers came and changed:
  // their segment tallies fell behind.
  const migration0010 = readFileSync(join(migrationsFolder, '0010_tally_customers_created_day.sql'), 'utf8').split('--> statement-breakpoint')[0];
  await pool.query(migration0010);
  await pool.query(`UPDATE customers SET locale = 'zh-CN' WHERE _id IN (SELECT _id FROM customers ORDER BY _id DESC LIMIT 30)`);
  await pool.query(
    `INSERT INTO customers (_id, name, phone, source) SELECT 'segment' || lpad(n::text, 17, '0'), 'Segment ' || n, '4165550000', 'Google' FROM generate_series(1, 40) AS n`,
  );
  const behind = await talliesKeptAndCounted(pool);
  expect(behind.kept).not.toEqual(behind.counted);

  const reopened = (await reopen()).pool;
  const tallies = await talliesKeptAndCounted(reopened);
  expect(tallies.kept).toEqual(tallies.counted);
  expect((await reopened.query(`SELECT sum(count)::int AS total FROM tallies WHERE subject = 'customers.recipient_consent'`)).rows[0].total).toBe(335);
});

test('a tally declared anew is counted from the rows, one no longer declared goes, and a table without triggers gets them with its count', async () => {
  const { pool } = database!;
  await pool.query('DROP TRIGGER teams_count_insert ON teams');
  await pool.query(`INSERT INTO teams (_id, name) VALUES ('uncounted0000000000000a', 'Uncounted')`);
  const changed = registeredResources.map((definition) => {
    if (definition === projectResource) return { ...definition, tallies: { ...definition.tallies, property: 'value' as const } };
    if (definition.tallies?.recipient_consent) return { ...definition, tallies: { status: 'value' as const } };
    return definition;
  });
  const client = await pool.connect();
  try {
    await installCountTriggers(client, changed);
  } finally {
    client.release();
  }
  const { rows: property } = await pool.query(`SELECT key, sum(count)::int AS count FROM tallies WHERE subject = 'projects.property' GROUP BY key ORDER BY key`);
  const { rows: counted } = await pool.query(`SELECT property AS key, count(*)::int AS count FROM projects GROUP BY 1 ORDER BY 1`);
  expect(property).toEqual(counted);
  expect((await pool.query(`SELECT count(*)::int AS c FROM tallies WHERE subject IN ('customers.source', 'customers.recipient_consent')`)).rows[0].c).toBe(0);
  const rowCounts = await rowCountsKeptAndCounted(pool);
  expect(rowCounts.kept).toEqual(rowCounts.counted);

  // Back to the registry's declarations: the segments are counted again, the property's tallies go.
  const reopened = (await reopen()).pool;
  const tallies = await talliesKeptAndCounted(reopened);
  expect(tallies.kept).toEqual(tallies.counted);
  expect((await reopened.query(`SELECT count(*)::int AS c FROM tallies WHERE subject = 'projects.property'`)).rows[0].c).toBe(0);
  await reopened.query(`INSERT INTO teams (_id, name) VALUES ('counted00000000000000000', 'Counted')`);
  const rowCountsAfter = await rowCountsKeptAndCounted(reopened);
  expect(rowCountsAfter.kept).toEqual(rowCountsAfter.counted);
});
