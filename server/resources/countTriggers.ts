import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { registeredResources } from './registry.js';
import type { ResourceDefinition } from './resourceDefinition.js';

// What the trigger-kept counts count follows from the registered definitions: every registered table keeps its row
// count (`row_counts`, the functions of migration 0002), every declared tally its subject (`tallies`, migration 0007),
// and `tally_keys()`, which says what each row of a tallied table counts towards, is written from the declarations.
// The server installs what the database lacks after the migrations, so a new entity's migration is drizzle's alone.

interface CountedTable {
  name: string;
  /** Each tally's subject (`customers.status`) and the line of `tally_keys()` that makes its key. */
  tallyLines: Map<string, string>;
}

function countedTables(definitions: readonly ResourceDefinition[]): CountedTable[] {
  const tables = new Map<string, CountedTable>();
  for (const definition of definitions) {
    const name = getTableName(definition.table);
    const table = tables.get(name) ?? { name, tallyLines: new Map<string, string>() };
    for (const [field, tally] of Object.entries(definition.tallies ?? {})) {
      const key = tally === 'value' ? `row_values->>'${field}'` : tally.key;
      table.tallyLines.set(`${name}.${field}`, `SELECT '${name}.${field}', ${key} WHERE table_name = '${name}'`);
    }
    tables.set(name, table);
  }
  return [...tables.values()];
}

/** The tables with a declared tally: `tally_keys()` gives their rows' keys. */
export const talliedTableNames = (definitions: readonly ResourceDefinition[] = registeredResources) =>
  countedTables(definitions).filter((table) => table.tallyLines.size > 0).map((table) => table.name);

// The body as migrations 0007 to 0018 wrote it by hand, so that a database they made needs no change.
const separator = '\n  UNION ALL\n  ';
const tallyKeysBody = (lines: string[]) => `\n  ${lines.join(separator)}\n`;

/** The subjects of an installed `tally_keys()` body and their lines; undefined when it is not one this file writes. */
function installedTallyLines(body: string | null): Map<string, string> | undefined {
  if (body === null) return undefined;
  const lines = body.trim().split(separator.trim()).map((line) => line.trim());
  const subjects = lines.map((line) => /^SELECT '([^']+)',/.exec(line)?.[1]);
  if (subjects.some((subject) => subject === undefined)) return undefined;
  return new Map(lines.map((line, index) => [subjects[index] as string, line]));
}

const quoted = (name: string) => `"${name}"`;

/**
 * Brings the count triggers in line with `definitions`, in one transaction: the row-count triggers of each table,
 * the tally triggers of each tallied one, and `tally_keys()`. The tallies of a subject that is new, whose key changed
 * or whose table had no triggers are counted again from the rows (the tables locked against writes meanwhile), and
 * those of a subject no longer declared are dropped, so every tally stays exact. When nothing differs, which is
 * every start but the first after a change, it costs one read of the catalog.
 */
export async function installCountTriggers(client: pg.ClientBase, definitions: readonly ResourceDefinition[] = registeredResources) {
  const tables = countedTables(definitions);
  const {
    rows: [installed],
  } = await client.query<{ tally_keys: string | null; triggers: string[] }>(
    `SELECT (SELECT prosrc FROM pg_proc WHERE oid = to_regprocedure('tally_keys(text, jsonb)')) AS tally_keys,
            (SELECT coalesce(array_agg(tgname::text), '{}') FROM pg_trigger WHERE NOT tgisinternal AND tgrelid = ANY($1::regclass[])) AS triggers`,
    [tables.map((table) => table.name)],
  );
  const triggers = new Set(installed.triggers);
  const lacks = (table: CountedTable, events: string[]) => events.some((event) => !triggers.has(`${table.name}_${event}`));
  const rowCountsMissing = tables.filter((table) => lacks(table, ['count_insert', 'count_delete']));
  const tallied = tables.filter((table) => table.tallyLines.size > 0);
  const tallyTriggersMissing = tallied.filter((table) => lacks(table, ['tally_insert', 'tally_update', 'tally_delete']));

  const lines = tallied.flatMap((table) => [...table.tallyLines.values()]);
  const body = tallyKeysBody(lines);
  const installedLines = installedTallyLines(installed.tally_keys);
  const recounted = new Map<CountedTable, string[]>();
  for (const table of tallied) {
    const subjects = [...table.tallyLines].filter(([subject, line]) => tallyTriggersMissing.includes(table) || installedLines?.get(subject) !== line);
    if (subjects.length > 0) recounted.set(table, subjects.map(([subject]) => subject));
  }
  const declared = new Set(tallied.flatMap((table) => [...table.tallyLines.keys()]));
  const dropped = [...(installedLines?.keys() ?? [])].filter((subject) => !declared.has(subject));

  if (rowCountsMissing.length === 0 && tallyTriggersMissing.length === 0 && installed.tally_keys === body && dropped.length === 0) return;

  await client.query('BEGIN');
  try {
    // No write may fall between a count and its triggers: the tables counted are locked until the commit.
    const locked = [...new Set([...rowCountsMissing, ...recounted.keys()].map((table) => table.name))].sort();
    if (locked.length > 0) await client.query(`LOCK TABLE ${locked.map(quoted).join(', ')} IN SHARE ROW EXCLUSIVE MODE`);
    for (const table of rowCountsMissing) {
      await client.query(`DROP TRIGGER IF EXISTS ${quoted(`${table.name}_count_insert`)} ON ${quoted(table.name)}`);
      await client.query(`DROP TRIGGER IF EXISTS ${quoted(`${table.name}_count_delete`)} ON ${quoted(table.name)}`);
      await client.query('DELETE FROM row_counts WHERE table_name = $1', [table.name]);
      await client.query('SELECT track_row_count($1)', [table.name]);
    }
    if (installed.tally_keys !== body) {
      await client.query(
        `CREATE OR REPLACE FUNCTION tally_keys(table_name text, row_values jsonb) RETURNS TABLE (subject text, key text) LANGUAGE sql STABLE AS $$${body}$$`,
      );
    }
    const cleared = [...dropped, ...[...recounted.values()].flat()];
    if (cleared.length > 0) await client.query('DELETE FROM tallies WHERE subject = ANY($1)', [cleared]);
    for (const table of tallyTriggersMissing) {
      for (const event of ['insert', 'update', 'delete']) {
        await client.query(`DROP TRIGGER IF EXISTS ${quoted(`${table.name}_tally_${event}`)} ON ${quoted(table.name)}`);
      }
      // Its triggers, and the tallies of every subject of the table.
      await client.query('SELECT track_tallies($1)', [table.name]);
    }
    for (const [table, subjects] of recounted) {
      if (tallyTriggersMissing.includes(table)) continue;
      await client.query(
        `INSERT INTO tallies (subject, key, count)
         SELECT k.subject, k.key, count(*) FROM ${quoted(table.name)} t, tally_keys($1, to_jsonb(t)) k WHERE k.subject = ANY($2) GROUP BY 1, 2`,
        [table.name, subjects],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
