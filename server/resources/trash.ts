import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { fieldError } from '../../domain/apiErrors.js';
import type { ValidationMessageKey } from '../../domain/validationMessages.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { moment, users } from '../db/schema.js';
import { ApiError, notFound } from '../http/apiError.js';
import { writeHistory } from './history.js';
import { checkUnique } from './recordWrites.js';
import { resourceDefinitions } from './registry.js';
import type { Deletion, ResourceDefinition } from './resourceDefinition.js';

/**
 * Deleted records, each with the rows that went with it, as they were (docs/decisions.md#deleted-records-leave-their-table):
 * a deleted record leaves its table, so no list, count or search ever sees it. `rows` holds, table by table in the
 * order they are put back, the rows as JSON; `relinks` the rows of other tables the deletion set null.
 */
export const trash = pgTable(
  'trash',
  {
    _id: text('_id').primaryKey(),
    resource: text('resource').notNull(),
    record_id: text('record_id').notNull(),
    label: text('label').notNull(),
    rows: jsonb('rows').$type<TrashedRows>().notNull(),
    relinks: jsonb('relinks').$type<TrashedRelinks>().notNull(),
    deleted_at: moment('deleted_at').notNull().defaultNow(),
    deleted_by: text('deleted_by').references(() => users._id, { onDelete: 'set null' }),
    // The customer this one was merged into, when a merge of duplicates sent it here.
    merged_into: text('merged_into'),
  },
  (t) => [
    uniqueIndex('trash_record_key').on(t.resource, t.record_id),
    index('trash_deleted_at_idx').on(t.deleted_at, t._id),
    index('trash_resource_deleted_at_idx').on(t.resource, t.deleted_at, t._id),
  ],
);

type TrashedRows = { table: string; rows: Record<string, unknown>[] }[];
type TrashedRelinks = { table: string; column: string; ids: string[] }[];

/** A database handle or an open transaction: a deletion is one transaction, perhaps of a larger change (a merge). */
type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'delete'>;

const refusal = (key: ValidationMessageKey, names: string[]) => {
  const detail = fieldError('_id', key);
  const named = names.filter(Boolean);
  return new ApiError(409, 'IN_USE', named.length > 0 ? `${detail.message}: ${named.join(', ')}.` : `${detail.message}.`, [detail]);
};

const deletionOf = (definition: ResourceDefinition): Deletion => {
  if (!definition.deletion) throw notFound(definition.label);
  return definition.deletion;
};

const rowsOf = async (executor: Pick<Db, 'execute'>, query: SQL) => (await executor.execute(query)).rows as Record<string, unknown>[];

/**
 * Moves a record and the rows that go with it into the trash, in the caller's transaction; answers the trash
 * entry. Refuses with a 409 naming what is in the way when other records need it; a 404 when it is not there.
 * `mergedInto` marks a customer merged into another.
 */
export async function trashRecord(executor: Executor, definition: ResourceDefinition, recordId: string, accountId: string | null, options: { mergedInto?: string } = {}) {
  const deletion = deletionOf(definition);
  const tableName = getTableName(definition.table);
  const table = sql.identifier(tableName);
  const [found] = await rowsOf(executor, sql`select to_jsonb(${table}.*) as row, ${deletion.label} as label from ${table} where _id = ${recordId} for update`);
  if (!found) throw notFound(definition.label);
  for (const { blockers, message } of deletion.refusals ?? []) {
    const names = await rowsOf(executor, blockers(recordId));
    if (names.length > 0) throw refusal(message, names.map((row) => String(row.name ?? '')));
  }
  if (deletion.holdOff) await executor.execute(deletion.holdOff);
  const rows: TrashedRows = [{ table: tableName, rows: [found.row as Record<string, unknown>] }];
  for (const companion of deletion.companions ?? []) {
    const companionTable = sql.identifier(companion.table);
    const moved = await rowsOf(executor, sql`delete from ${companionTable} where ${sql.identifier(companion.column)} = ${recordId} returning to_jsonb(${companionTable}.*) as row`);
    rows.push({ table: companion.table, rows: moved.map((row) => row.row as Record<string, unknown>) });
  }
  const relinks: TrashedRelinks = [];
  for (const { table: relinkTable, column } of deletion.relinks ?? []) {
    const linked = await rowsOf(executor, sql`select _id from ${sql.identifier(relinkTable)} where ${sql.identifier(column)} = ${recordId}`);
    relinks.push({ table: relinkTable, column, ids: linked.map((row) => String(row._id)) });
  }
  await executor.execute(sql`delete from ${table} where _id = ${recordId}`);
  const entry = { _id: newId(), resource: definition.declaration.name, record_id: recordId, label: String(found.label ?? ''), rows, relinks, deleted_by: accountId, merged_into: options.mergedInto ?? null };
  await executor.insert(trash).values(entry);
  if (definition.historyEntity) await writeHistory(executor, { entity: definition.historyEntity, entityId: recordId, type: 'deleted', creator: accountId });
  return entry;
}

/** The columns a row is put back with: all but generated ones, which the database computes again. */
async function writableColumns(executor: Executor, tableName: string) {
  const columns = await rowsOf(
    executor,
    sql`select attname from pg_attribute where attrelid = ${tableName}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return sql.join(
    columns.map((column) => sql.identifier(String(column.attname))),
    sql`, `,
  );
}

/**
 * Puts a record back from the trash exactly as it was, with the rows that went with it, and links again what its
 * deletion unlinked; the count and tally triggers count it again. Refuses with a 409 when a record it needs is
 * itself in the trash or gone, or a value it holds that must be unique is now another record's.
 */
export async function restoreRecord(executor: Executor, definition: ResourceDefinition, recordId: string, accountId: string | null) {
  const deletion = deletionOf(definition);
  const [entry] = await executor
    .select()
    .from(trash)
    .where(and(eq(trash.resource, definition.declaration.name), eq(trash.record_id, recordId)))
    .for('update');
  if (!entry) throw notFound(definition.label);
  const [{ rows: [record] }] = entry.rows;
  for (const parent of deletion.parents ?? []) {
    const parentId = record[parent.column];
    if (typeof parentId !== 'string') continue;
    const parentTable = resourceDefinitions[parent.resource].table;
    const [present] = await executor.select({ _id: parentTable._id }).from(parentTable).where(eq(parentTable._id, parentId));
    if (present) continue;
    const [trashed] = await executor
      .select({ label: trash.label })
      .from(trash)
      .where(and(eq(trash.resource, parent.resource), eq(trash.record_id, parentId)));
    throw trashed ? refusal(parent.inTrash, [trashed.label]) : refusal(parent.missing, []);
  }
  await checkUnique(executor, definition, record, recordId);
  for (const { table: tableName, rows } of entry.rows) {
    if (rows.length === 0) continue;
    const table = sql.identifier(tableName);
    const columns = await writableColumns(executor, tableName);
    // OVERRIDING SYSTEM VALUE: identity columns (a customer's uid) come back with the value they had.
    await executor.execute(
      sql`insert into ${table} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`,
    );
  }
  for (const { table, column, ids } of entry.relinks) {
    if (ids.length === 0) continue;
    await executor.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${recordId} where _id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${sql.identifier(column)} is null`,
    );
  }
  await executor.delete(trash).where(eq(trash._id, entry._id));
  if (definition.historyEntity) await writeHistory(executor, { entity: definition.historyEntity, entityId: recordId, type: 'restored', creator: accountId });
  return entry;
}

/** The companions' columns naming an upload (a project's files): the uploads go for good with the trashed rows. */
const uploadColumns = () =>
  Object.values(resourceDefinitions).flatMap(
    (definition) => definition.deletion?.companions?.flatMap(({ table, upload }) => (upload ? [{ table, column: upload }] : [])) ?? [],
  );

/**
 * Deletes for good the records deleted before `days` days ago, with their history and the uploads their rows name;
 * one statement, so servers sharing a database may all run it. Answers how many records went.
 */
export async function emptyTrash(db: Pick<Db, 'execute'>, now: number, days: number) {
  const before = new Date(now - days * 24 * 3600_000).toISOString();
  const uploadsOfRows = uploadColumns().map(
    ({ table, column }, n) => sql`, ${sql.identifier(`uploads_${n}`)} as (delete from uploads where name in (
        select trashed.row->>${column} from gone, jsonb_array_elements(gone.rows) as part, jsonb_array_elements(part->'rows') as trashed(row)
        where part->>'table' = ${table}))`,
  );
  const [{ emptied }] = await rowsOf(
    db,
    sql`with gone as (delete from trash where deleted_at < ${before}::timestamptz returning resource, record_id, rows),
      notes as (delete from history using gone where history.entity = gone.resource and history.entity_id = gone.record_id)
      ${sql.join(uploadsOfRows, sql``)}
      select count(*)::int as emptied from gone`,
  );
  return emptied as number;
}

/** How often each server empties the trash of what has stayed past its days. */
export const emptyTrashEveryMs = 3600_000;
