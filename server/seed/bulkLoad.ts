// Seeding's bulk path (docs/performance.md#seeding): rows go in as one statement per table and batch, the triggers
// that keep data outside the inserted row are off meanwhile, and that data is then computed once, set-based, by the
// same SQL functions those triggers call. Into empty tables, the secondary indexes are built once at the end.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expireImpliedConsent } from '../consent/consentState.js';
import type { Db } from '../db/client.js';
import { talliedTableNames } from '../resources/countTriggers.js';

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Where a seed's time went, in milliseconds: writing the rows, building the indexes dropped for the load, computing
 * what the switched-off triggers keep, and the final vacuum. `npm run seed` and the bench print them.
 */
export type SeedTimes = Record<'rows' | 'indexes' | 'derivedData' | 'vacuum', number>;

export const noSeedTime = (): SeedTimes => ({ rows: 0, indexes: 0, derivedData: 0, vacuum: 0 });

const seedTimeLabels: Record<keyof SeedTimes, string> = { rows: 'rows', indexes: 'indexes', derivedData: 'derived data', vacuum: 'vacuum' };

/** "rows 20.1 s, indexes 17.9 s, derived data 14.5 s, vacuum 6.0 s". */
export const describeSeedTimes = (times: SeedTimes) =>
  Object.entries(seedTimeLabels)
    .map(([part, label]) => `${label} ${(times[part as keyof SeedTimes] / 1000).toFixed(1)} s`)
    .join(', ');

/** Runs `work`, adding how long it took to `times[part]`. */
export async function timed(times: SeedTimes, part: keyof SeedTimes, work: () => unknown): Promise<void> {
  const started = performance.now();
  try {
    await work();
  } finally {
    times[part] += performance.now() - started;
  }
}

/**
 * Inserts rows of one shape (the first row's fields) in one statement: the database reads them from one JSON
 * parameter by the table's own row type, so the statement's text is the same for every batch.
 */
export async function insertRows(tx: Transaction, table: PgTable, rows: readonly object[]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const names = sql.join(
    Object.keys(rows[0]).map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::json)`);
}

/**
 * The AFTER triggers of the seeded tables, switched off for the load; `endLoad` writes what they keep. The BEFORE
 * triggers stay on: they fill in the inserted row itself, which the row's insert writes anyway.
 */
const derivedDataTriggers: Record<string, readonly string[]> = {
  // The consent refresh updates customers: their tallies and project pairs are computed after it.
  customers: ['customers_count_insert', 'customers_tally_insert', 'customers_tally_update', 'customers_project_pairs_update'],
  // The customers' project counts are written with the customers.
  projects: ['projects_count_insert', 'projects_tally_insert', 'projects_customer_pairs_insert', 'projects_customer_count_insert'],
  contracts: ['contracts_count_insert', 'contracts_consent_inserted'],
  tasks: ['tasks_count_insert', 'tasks_participants_insert'],
};
/** The BEFORE triggers: a customer's consent at creation, a project's customer names. */
const rowTriggers: Record<string, readonly string[]> = {
  customers: ['customers_consent_at_creation'],
  projects: ['projects_customer_search'],
};
/** The tables a seed writes, those whose triggers it switches off and the pairs the refresh writes. */
const loadedTables = [...Object.keys(derivedDataTriggers), 'history', 'customer_project_pairs', 'task_participants'];

const quoted = (name: string) => `"${name}"`;
const statements = (tx: Transaction, lines: string[]) => (lines.length ? tx.execute(sql.raw(lines.join(';\n'))) : undefined);

const alterTriggers = (tx: Transaction, triggers: Record<string, readonly string[]>, state: string) =>
  statements(
    tx,
    Object.entries(triggers).flatMap(([table, names]) => names.map((trigger) => `ALTER TABLE ${quoted(table)} ${state} TRIGGER ${quoted(trigger)}`)),
  );

/** The rows a seed added, per table: the customers numbered after the last one before it, and what hangs off them. */
function seededRows(lastUid: number): Record<string, string> {
  const customers = `SELECT _id FROM customers WHERE uid > ${lastUid}`;
  return {
    customers: `uid > ${lastUid}`,
    projects: `customer IN (${customers})`,
    contracts: `customer IN (${customers})`,
    tasks: `project IN (SELECT _id FROM projects WHERE customer IN (${customers}))`,
  };
}

type DroppedIndex = { table: string; definition: string };
export interface Load {
  lastUid: number;
  droppedIndexes: DroppedIndex[];
  /** The moment at which implied consent that has ended is stored as ended, before the load and after it. */
  now: number;
}

/**
 * Opens a load in `tx`: locks the tables against other writers (so that `uid` tells the seeded customers apart),
 * stores the implied consent that has ended by `now` as ended while the triggers that count it are on, drops the
 * secondary indexes of the tables that are empty (built again by `endLoad`, which measured faster than keeping them
 * during the load) and switches the derived-data triggers off.
 */
export async function beginLoad(tx: Transaction, now: number): Promise<Load> {
  await statements(tx, [`LOCK TABLE ${loadedTables.map(quoted).join(', ')} IN SHARE ROW EXCLUSIVE MODE`]);
  await expireImpliedConsent(tx, now);
  const [{ last_uid }] = (await tx.execute<{ last_uid: number }>(sql`SELECT coalesce(max(uid), 0)::int AS last_uid FROM customers`)).rows;
  const empty: string[] = [];
  for (const table of loadedTables) {
    const [{ empty: isEmpty }] = (await tx.execute<{ empty: boolean }>(sql`SELECT NOT EXISTS (SELECT FROM ${sql.identifier(table)}) AS empty`)).rows;
    if (isEmpty) empty.push(table);
  }
  // Unique indexes stay: the database checks them, and the primary keys serve the foreign keys and the refreshes.
  const { rows: droppedIndexes } = await tx.execute<DroppedIndex & { name: string }>(sql`
    SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(i.oid) AS definition
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    WHERE x.indrelid = ANY(${`{${empty.join(',')}}`}::regclass[]) AND NOT x.indisunique`);
  await statements(tx, droppedIndexes.map(({ name }) => `DROP INDEX ${quoted(name)}`));
  // Index builds sort in this memory: GIN's above all.
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  await alterTriggers(tx, derivedDataTriggers, 'DISABLE');
  // Where the role may (a superuser; the embedded database's is one), the foreign keys go unchecked for the load,
  // as in a restore: the seed makes every reference itself. That cost a third of a child row's insert. The mode
  // switches off every trigger that is not marked ALWAYS, so the BEFORE triggers are, until `endLoad`.
  const [{ superuser }] = (await tx.execute<{ superuser: boolean }>(sql`SELECT current_setting('is_superuser') = 'on' AS superuser`)).rows;
  if (superuser) {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await alterTriggers(tx, rowTriggers, 'ENABLE ALWAYS');
  }
  return { lastUid: last_uid, droppedIndexes, now };
}

/**
 * Ends a load: what the switched-off triggers would have written, set-based, then the triggers back on. Each
 * dropped index is built again before the first statement that reads by it, and after the refreshes that update
 * its table. `inserted` is the number of rows added to each table; the time of each part is added to `times`.
 */
export async function endLoad(tx: Transaction, { lastUid, droppedIndexes, now }: Load, inserted: Record<string, number>, times: SeedTimes) {
  const rebuild = (tables: string[]) =>
    timed(times, 'indexes', () =>
      statements(
        tx,
        droppedIndexes.filter((index) => tables.includes(index.table)).map((index) => index.definition),
      ),
    );
  const derive = (work: () => unknown) => timed(times, 'derivedData', work);
  const seeded = seededRows(lastUid);
  // contracts_consent_changed(): the customers of the signed contracts. The view reads contracts by customer.
  await rebuild(['projects', 'contracts', 'tasks', 'history']);
  await derive(async () => {
    await statements(tx, [`SELECT refresh_customer_consent(ARRAY(SELECT DISTINCT customer FROM contracts WHERE signed AND ${seeded.contracts}))`]);
    // Customers entered months or years ago: their ended implied consent stored as such, as migration 0040 did for
    // the customers before it. At the moment `beginLoad` swept the customers already there, only seeded ones have
    // any left. Swept after the load, with their indexes and triggers on, it was a third of seeding 1 000 000.
    await expireImpliedConsent(tx, now);
  });
  await rebuild(['customers']);
  // project_pairs_follow_projects(): the customers of the new projects.
  await derive(() => statements(tx, [`SELECT refresh_customer_project_pairs(ARRAY(SELECT DISTINCT customer FROM projects WHERE ${seeded.projects}))`]));
  await rebuild(['customer_project_pairs']);
  // task_participants_follow_task(): the new tasks' participants.
  await derive(() => statements(tx, [`SELECT refresh_task_participants(ARRAY(SELECT _id FROM tasks WHERE ${seeded.tasks}))`]));
  await rebuild(['task_participants']);
  // tally_rows() and count_rows() on insert, of the rows as they are now.
  await derive(() => tallyAndCount(tx, seeded, inserted));
  await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
  await alterTriggers(tx, derivedDataTriggers, 'ENABLE');
  await alterTriggers(tx, rowTriggers, 'ENABLE');
}

/** The tallies and row counts of the seeded rows, as `tally_rows()` and `count_rows()` keep them on insert. */
async function tallyAndCount(tx: Transaction, seeded: Record<string, string>, inserted: Record<string, number>) {
  await statements(
    tx,
    talliedTableNames()
      .filter((table) => table in seeded)
      .map(
        // Each row made JSON once (OFFSET 0 keeps it so): inlined, tally_keys() made it once per subject.
        (table) => `INSERT INTO tallies (subject, key, count)
          SELECT k.subject, k.key, count(*)
          FROM ${quoted(table)} t, LATERAL (SELECT to_jsonb(t) AS row_values OFFSET 0) r, tally_keys('${table}', r.row_values) k
          WHERE ${seeded[table]} GROUP BY 1, 2
          ON CONFLICT (subject, key, shard) DO UPDATE SET count = tallies.count + EXCLUDED.count`,
      ),
  );
  for (const [table, count] of Object.entries(inserted)) {
    if (!(table in derivedDataTriggers) || count === 0) continue;
    await tx.execute(sql`INSERT INTO row_counts (table_name, row_count) VALUES (${table}, ${count})
      ON CONFLICT (table_name, shard) DO UPDATE SET row_count = row_counts.row_count + EXCLUDED.row_count`);
  }
}
