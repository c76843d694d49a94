import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  is,
  lte,
  sql,
  SQL,
  type Placeholder,
} from 'drizzle-orm';
import type { PgColumn, PgSelectBuilder, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { z } from 'zod';
import type { HistoryChange } from '../../domain/history.js';
import { listLimits, type FilterValue, type ListMeta, type ListQuery } from '../../domain/listQuery.js';
import { validationText, type ValidationMessageKey } from '../../domain/messages.js';
import type { ResourceDeclaration } from '../../domain/resources.js';
import { chineseCharacter } from '../../domain/text.js';
import { isEmbedded, type Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { builtStatement, preparedSelect, StatementValues, type BuiltStatement, type Planning, type SelectedFields } from '../db/preparedStatements.js';
import { ApiError, badRequest, conflict, notFound } from '../http/apiError.js';
import { changedFields, writeHistory, type HistoryEntity } from './history.js';

/**
 * How a list filter matches: `exact` one value or one of a list; `contains` a case-insensitive part of a
 * text; `anyOf` an array column holding any of the values; `range` a value or `{gte, lte}` of dates or numbers.
 */
export type FilterKind = 'exact' | 'contains' | 'anyOf' | 'range';

export type RecordTable = PgTable & { _id: PgColumn; updated_at: PgColumn };

/** A field naming another record (or an array field naming several): each must exist and match `where`. */
export interface Reference {
  table: RecordTable;
  /** What the answer says of a record that is not there. */
  missing: ValidationMessageKey;
  /** Narrows the records that may be named (staff accounts only, say). */
  where?: SQL;
  /** How a record is named, for a history that reads without it (a team's name); for fields naming one record. */
  label?: SQL | PgColumn;
}

/** A rule across fields, checked on the record as a create or an update would leave it. */
export interface Invariant {
  holds: (record: Record<string, unknown>) => boolean;
  field: string;
  message: ValidationMessageKey;
}

/** Everything the generic service needs to serve one declared resource. */
export interface ResourceDefinition {
  declaration: ResourceDeclaration;
  table: RecordTable;
  /** How messages name one record: 'Customer'. */
  label: string;
  /** Absent when records are created by a call of their own (a contract, inside its project). */
  createSchema?: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<{ _id: string; updated_at?: string | null } & Record<string, unknown>>;
  defaults: Record<string, unknown>;
  filters: Record<string, FilterKind>;
  sorts: readonly string[];
  /**
   * What `q` and search match: `text`, a lower-cased column matched with LIKE (trigram-indexed), and `cjk`, the
   * array of its Chinese characters (GIN-indexed), which narrows Chinese terms too short for trigrams.
   */
  search?: { text: PgColumn; cjk: PgColumn };
  /**
   * Filters whose counts `tallies` keeps, with the subject they are kept under (`customers.status`): a list
   * filtered by values of one of these fields alone reads its exact total there instead of counting.
   */
  tallied?: Record<string, string>;
  /** What a search answers of each record (its columns); the whole record when absent. */
  summary?: readonly string[];
  /** Extra values computed for each record (counts, names of referenced records). */
  computed?: Record<string, SQL.Aliased | SQL>;
  /** Columns kept out of answers. */
  hidden?: readonly string[];
  /** Records whose every create and update is written to their history. */
  historyEntity?: HistoryEntity;
  /** Fields naming other records: a missing one is a 400 naming the field, never a database error. */
  references?: Record<string, Reference>;
  /** Fields no two records share, with what the answer says of a clash (409). */
  unique?: Record<string, ValidationMessageKey>;
  invariants?: readonly Invariant[];
  /** What else moves with a change, in the same transaction (a project's contracts follow it to another customer). */
  onUpdate?: (executor: Pick<Db, 'update'>, _id: string, changed: Record<string, unknown>) => Promise<void>;
  /** What a record looks like in answers: the OpenAPI document shows it, and answers hold only its fields. */
  recordSchema?: z.ZodObject;
}

const columnOf = (definition: ResourceDefinition, field: string): PgColumn =>
  (getTableColumns(definition.table) as Record<string, PgColumn>)[field];

/**
 * A moment as the API writes it (`Date.prototype.toJSON`: UTC, milliseconds, `Z`), read so from the database: a
 * page of records with `Date`s in it took JSON.stringify four times as long (235 µs for 25 customers, 55 µs).
 */
const momentText = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(column.name);

/** What records answer: their columns but hidden ones (moments as text) and computed values; or `only` those fields. */
function selection(definition: ResourceDefinition, only?: readonly string[]): SelectedFields {
  const fields: SelectedFields = {};
  for (const [key, column] of Object.entries(getTableColumns(definition.table))) {
    if (!definition.hidden?.includes(key)) fields[key] = column.columnType === 'PgTimestamp' ? momentText(column) : column;
  }
  Object.assign(fields, definition.computed);
  return only ? Object.fromEntries(only.map((field) => [field, fields[field]])) : fields;
}

/** Most fields a record written as JSON by the database may have: `json_build_object` takes 100 arguments. */
const jsonFieldLimit = 50;

/** A record as JSON text written by the database (see `preparedRecordTexts`). */
function recordJson(fields: SelectedFields): SQL<string> {
  const entries = Object.entries(fields);
  if (entries.length > jsonFieldLimit) throw new Error(`A record written as JSON holds at most ${jsonFieldLimit} fields, not ${entries.length}.`);
  const pairs = entries.map(([key, field]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`'${key}' is not a field name.`);
    return sql`'${sql.raw(key)}', ${is(field, SQL.Aliased) ? field.sql : field}`;
  });
  return sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}

/**
 * A select answering each record as JSON text (`record`), for answers of many records (list pages, search), beside
 * the values of `extra`. On PostgreSQL the database writes each record's JSON: a page of 25 customers cost the
 * API's one thread 1 000 µs of CPU when it read the fields and wrote them out again, 650 µs this way, and the
 * database, a process per connection, 1 080 µs instead of 850 µs. The embedded database has one thread for
 * everything, and there writing the JSON cost more throughput than it saved the API (a page of 25: 330 instead
 * of 400 a second), so there the API writes it from the fields.
 */
function preparedRecordTexts<Extra extends SelectedFields>(
  db: Db,
  name: string,
  fields: SelectedFields,
  extra: Extra,
  build: Parameters<typeof preparedSelect>[3],
): BuiltStatement<({ record: string } & SelectResultFields<Extra>)[]> {
  type Row = { record: string } & SelectResultFields<Extra>;
  if (!isEmbedded(db)) return preparedSelect(db, name, { record: recordJson(fields), ...extra }, build) as BuiltStatement<Row[]>;
  const statement = preparedSelect(db, name, { ...fields, ...extra }, build);
  const [fieldKeys, extraKeys] = [Object.keys(fields), Object.keys(extra)];
  const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  return {
    async execute(values) {
      const rows = (await statement.execute(values)) as Record<string, unknown>[];
      return rows.map((row) => ({ ...pick(row, extraKeys), record: JSON.stringify(pick(row, fieldKeys)) }) as Row);
    },
  };
}

const cjkCharacter = new RegExp(chineseCharacter.source, 'gu');
/** The distinct Chinese characters of a term, as the database's `cjk_characters` finds them. */
const cjkCharacters = (term: string) => [...new Set(term.match(cjkCharacter) ?? [])];

/** LIKE metacharacters in user input are matched literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const invalidFilter = (field: string) =>
  badRequest(`The filter on '${field}' has a value of the wrong kind.`, [{ path: `filters.${field}`, message: 'This value is not valid' }]);

const calendarDay = z.iso.date();

/** Turns one filter value into a value of the column's type, or refuses it. */
function columnValue(column: PgColumn, field: string, value: unknown): unknown {
  if (column.columnType === 'PgDateString') {
    if (!calendarDay.safeParse(value).success) throw invalidFilter(field);
    return value;
  }
  switch (column.dataType) {
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalidFilter(field);
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw invalidFilter(field);
      return number;
    }
    case 'date': {
      const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime())) throw invalidFilter(field);
      return date;
    }
    default:
      if (typeof value === 'object' && value !== null) throw invalidFilter(field);
      return String(value);
  }
}

/** A filter without a value filters nothing. */
const isUnset = (value: FilterValue) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The condition of one filter, its values bound in `values`. */
function filterCondition(definition: ResourceDefinition, field: string, value: FilterValue, values: StatementValues): SQL | undefined {
  const kind = definition.filters[field];
  if (!kind) {
    throw badRequest(`The list cannot be filtered by '${field}'.`, [{ path: `filters.${field}`, message: 'Unknown filter' }]);
  }
  if (isUnset(value)) return undefined;
  const column = columnOf(definition, field);
  const isRange = typeof value === 'object' && value !== null && !Array.isArray(value);

  if (kind === 'range' && isRange) {
    const { gte: from, lte: to } = value;
    return and(
      from === undefined ? undefined : gte(column, values.bind(`${field} >=`, columnValue(column, field, from))),
      to === undefined ? undefined : lte(column, values.bind(`${field} <=`, columnValue(column, field, to))),
    );
  }
  if (isRange) throw invalidFilter(field);
  const listed = Array.isArray(value) ? value : [value];

  switch (kind) {
    case 'contains':
      if (listed.length !== 1) throw invalidFilter(field);
      return sql`lower(${column}) like ${values.bind(`${field} like`, likePattern(String(listed[0])))}`;
    case 'anyOf':
      return sql`${column} && ${values.bind(`${field} &&`, listed.map(String))}`;
    default: {
      const typed = listed.map((v) => columnValue(column, field, v));
      // One array value whatever its length, so that every list of statuses shares one statement.
      return typed.length === 1 ? eq(column, values.bind(`${field} =`, typed[0])) : sql`${column} = any(${values.bind(`${field} in`, typed)})`;
    }
  }
}

/** The conditions of a list's filters and text search, their values bound in `values`. */
function listConditions(definition: ResourceDefinition, query: Pick<ListQuery, 'filters' | 'q'>, values: StatementValues): SQL | undefined {
  const conditions = Object.entries(query.filters ?? {}).map(([field, value]) => filterCondition(definition, field, value, values));
  const term = query.q?.trim();
  if (term) {
    if (!definition.search) throw badRequest('This list has no text search.');
    conditions.push(sql`${definition.search.text} like ${values.bind('q', likePattern(term))}`);
    const cjk = cjkCharacters(term);
    if (cjk.length) conditions.push(sql`${definition.search.cjk} @> ${values.bind('q cjk', cjk)}::text[]`);
  }
  return and(...conditions);
}

function listOrder(definition: ResourceDefinition, sorter: ListQuery['sorter']): SQL[] {
  const field = sorter?.field || 'created_at';
  if (!definition.sorts.includes(field)) {
    throw badRequest(`The list cannot be sorted by '${field}'.`, [{ path: 'sorter.field', message: 'Unknown sort field' }]);
  }
  const direction = sorter?.order === 'ascend' ? asc : desc;
  // `_id` breaks ties so that pages never repeat or skip a record.
  return [direction(columnOf(definition, field)), direction(definition.table._id)];
}

/** Filtered totals are exact up to this many records; past it, the planner's estimate stands in. */
export const exactCountLimit = 1000;

/** The number of records matching `where`, counted up to just past `exactCountLimit`. */
const cappedCount = (db: Db, table: RecordTable, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (${db.select({ one: sql`1` }).from(table).where(where).limit(exactCountLimit + 1)}) as capped)`;

/** The tally subject and keys of a list filtered by values of one tallied field and by nothing else. */
function talliedFilter({ tallied = {} }: ResourceDefinition, query: Pick<ListQuery, 'filters' | 'q'>) {
  if (query.q?.trim()) return undefined;
  const set = Object.entries(query.filters ?? {}).filter(([, value]) => !isUnset(value));
  if (set.length !== 1) return undefined;
  const [[field, value]] = set;
  if (!tallied[field] || (typeof value === 'object' && value !== null && !Array.isArray(value))) return undefined;
  return { subject: tallied[field], keys: (Array.isArray(value) ? value : [value]).map(String) };
}

/**
 * What a list's total starts from, and whether it is exact; it is selected with the page, so it costs no
 * statement of its own. Unfiltered: the trigger-kept row count. Filtered by values of one tallied field alone:
 * their trigger-kept tallies. Otherwise: the count capped past `exactCountLimit`.
 */
function totalBase(db: Db, definition: ResourceDefinition, query: ListQuery, where: SQL | undefined, values: StatementValues) {
  const { table } = definition;
  if (!where) {
    return {
      exact: true,
      total: sql<number>`coalesce((select row_counts.row_count from row_counts where row_counts.table_name = ${getTableName(table)}), ${cappedCount(db, table, undefined)})`,
    };
  }
  const tally = talliedFilter(definition, query);
  if (!tally) return { exact: false, total: cappedCount(db, table, where) };
  return {
    exact: true,
    total: sql<number>`(select coalesce(sum(tallies.count), 0)::int from tallies where tallies.subject = ${values.bind('tally', tally.subject)} and tallies.key = any(${values.bind('tally keys', tally.keys)}))`,
  };
}

/**
 * The total of a list from its base: past `exactCountLimit`, counting a filtered list would cost as much as the
 * page, so the planner's estimate stands in, never less than what the pages already shown prove to exist.
 */
async function listTotal(
  db: Db,
  table: RecordTable,
  { where, values, exact }: { where: SQL | undefined; values: StatementValues; exact: boolean },
  base: number,
  seenAtLeast: number,
): Promise<number> {
  if (exact || base <= exactCountLimit) return base;
  const { sql: statement, params } = db.select({ one: sql`1` }).from(table).where(where).toSQL();
  const { rows } = await db.$client.query(`EXPLAIN (FORMAT JSON) ${statement}`, fillPlaceholders(params, values.values));
  const estimate = Math.round(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  return Math.max(estimate, base, seenAtLeast);
}

/**
 * A page size written into a statement rather than bound: a plan kept for every call then knows how many rows a
 * page holds (bound, the planner guesses a tenth of the table, and joins the page by hashing the whole table).
 * Drizzle's `limit` is typed for numbers and placeholders; it writes any SQL it is given.
 */
const writtenLimit = (rows: number) => sql.raw(String(Math.trunc(rows))) as unknown as Placeholder;

/**
 * A page of records in `order`: the page's ids first, which an index often finds alone, then their records.
 * Whole rows and computed values are read for the page only, not for every record an OFFSET skips or a search
 * looks at and leaves (a common search term: 4.5 ms reading 2 000 rows, 0.9 ms reading their index entries).
 */
function pageOfRecords(
  db: Db,
  definition: ResourceDefinition,
  { where, order, limit, offset }: { where: SQL | undefined; order: SQL[]; limit: number; offset: Placeholder | number },
) {
  const { table } = definition;
  const page = db.select({ _id: table._id }).from(table).where(where).orderBy(...order).limit(writtenLimit(limit)).offset(offset).as('page');
  return (select: PgSelectBuilder<SelectedFields>) =>
    select
      .from(table)
      .innerJoin(page, eq(table._id, page._id))
      .orderBy(...order);
}

/** Statements are kept per resource and shape; the resource's API path names it. */
const statementShape = (definition: ResourceDefinition, call: string, values: StatementValues) =>
  `${definition.declaration.apiPath} ${call} ${values.shape}`;

/** A page of a list (DESIGN §2): its records as JSON text (`preparedRecordTexts`), and where it stands in the list. */
export async function listRecords(db: Db, definition: ResourceDefinition, query: ListQuery) {
  const { table } = definition;
  const current = query.pagination?.current ?? 1;
  const pageSize = Math.min(query.pagination?.pageSize ?? listLimits.defaultPageSize, listLimits.maxPageSize);
  const offset = (current - 1) * pageSize;
  const values = new StatementValues();
  const where = listConditions(definition, query, values);
  const order = listOrder(definition, query.sorter);
  const { total: totalSql, exact } = totalBase(db, definition, query, where, values);
  const skip = values.bind('offset', offset);
  const shape = statementShape(definition, `list of ${pageSize} by ${query.sorter?.field ?? ''} ${query.sorter?.order ?? ''}`, values);
  // Filter values choose the plan (a rare status and a common one are best found differently); a page of the
  // whole list is found the same way whatever its number.
  const statement = builtStatement(db, shape, where ? 'each call' : 'once', (name) =>
    preparedRecordTexts(db, name, selection(definition), { list_total: totalSql }, pageOfRecords(db, definition, { where, order, limit: pageSize, offset: skip })),
  );
  const rows = await statement.execute(values.values);
  const records = rows.map((row) => row.record);
  // A page past the end holds no row to carry the total.
  const base =
    (rows[0]?.list_total as number | undefined) ??
    (await db.select({ total: totalSql }).from(sql`(values (1)) as one`).prepare('').execute(values.values))[0].total;
  const seenAtLeast = offset + records.length + (records.length === pageSize ? 1 : 0);
  const total = await listTotal(db, table, { where, values, exact }, base, seenAtLeast);
  const meta: ListMeta = { total, current, pageSize };
  return { records, meta };
}

/** How many records an "of X" call answers at most (a customer's projects, a project's tasks). */
export const relatedRecordsLimit = 1000;

/**
 * The records of an "of X" call (a customer's projects, a project's tasks), in `order` (newest first by default),
 * at most `relatedRecordsLimit`. `where` is given a placeholder for `value`; the statement is built once per call,
 * and each caller says whether `value` can change its best plan.
 */
export function selectRecords(
  db: Db,
  definition: ResourceDefinition,
  { call, where, value, order, planning }: { call: string; where?: (value: Placeholder) => SQL; value?: unknown; order?: SQL[]; planning: Planning },
) {
  const statement = builtStatement(db, `${definition.declaration.apiPath} ${call}`, planning, (name) =>
    preparedSelect(db, name, selection(definition), (select) =>
      select
        .from(definition.table)
        .where(where?.(sql.placeholder('value')))
        .orderBy(...(order ?? listOrder(definition, undefined)))
        .limit(writtenLimit(relatedRecordsLimit)),
    ),
  );
  return statement.execute({ value });
}

/**
 * Records whose search text holds `term`, newest first, as JSON text: their summaries, when the resource
 * declares one.
 */
export async function searchRecords(db: Db, definition: ResourceDefinition, term: string, limit: number) {
  const values = new StatementValues();
  const where = listConditions(definition, { q: term }, values);
  const statement = builtStatement(db, statementShape(definition, `search ${limit}`, values), 'each call', (name) =>
    preparedRecordTexts(
      db,
      name,
      selection(definition, definition.summary),
      {},
      pageOfRecords(db, definition, { where, order: listOrder(definition, undefined), limit, offset: 0 }),
    ),
  );
  return (await statement.execute(values.values)).map((row) => row.record);
}

export async function getRecord(db: Db, definition: ResourceDefinition, id: string) {
  const statement = builtStatement(db, `${definition.declaration.apiPath} get`, 'once', (name) =>
    preparedSelect(db, name, selection(definition), (select) => select.from(definition.table).where(eq(definition.table._id, sql.placeholder('id')))),
  );
  const [record] = await statement.execute({ id });
  if (!record) throw notFound(definition.label);
  return record;
}

/** Throws a 404 unless the record exists. */
export async function assertRecordExists(db: Db, definition: ResourceDefinition, id: string) {
  const [record] = await db.select({ _id: definition.table._id }).from(definition.table).where(eq(definition.table._id, id));
  if (!record) throw notFound(definition.label);
}

type Executor = Pick<Db, 'select'>;

const refusal = (status: 400 | 409, field: string, key: ValidationMessageKey) => {
  const message = validationText(key);
  return new ApiError(status, status === 400 ? 'VALIDATION_FAILED' : 'DUPLICATE', message, [{ path: field, message }]);
};

async function checkReferences(executor: Executor, { references = {} }: ResourceDefinition, fields: Record<string, unknown>) {
  for (const [field, reference] of Object.entries(references)) {
    const value = fields[field];
    const named = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
    if (named.length === 0) continue;
    const found = await executor
      .select({ _id: reference.table._id })
      .from(reference.table)
      .where(and(inArray(reference.table._id, [...new Set(named)]), reference.where));
    const existing = new Set(found.map((row) => row._id));
    const missingAt = named.findIndex((id) => !existing.has(id));
    if (missingAt >= 0) throw refusal(400, Array.isArray(value) ? `${field}.${missingAt}` : field, reference.missing);
  }
}

async function checkUnique(executor: Executor, definition: ResourceDefinition, fields: Record<string, unknown>, ownId: string) {
  for (const [field, message] of Object.entries(definition.unique ?? {})) {
    if (fields[field] === undefined) continue;
    const { table } = definition;
    const [clash] = await executor
      .select({ _id: table._id })
      .from(table)
      .where(and(eq(columnOf(definition, field), fields[field]), sql`${table._id} <> ${ownId}`))
      .limit(1);
    if (clash) throw refusal(409, field, message);
  }
}

/**
 * What a schema alone cannot check, on the fields a create or update writes: the records they name exist, the
 * values meant to be unique are, and the record as it will be stored keeps its rules across fields.
 */
async function checkFields(
  executor: Executor,
  definition: ResourceDefinition,
  { _id, fields, stored = {} }: { _id: string; fields: Record<string, unknown>; stored?: Record<string, unknown> },
) {
  await checkReferences(executor, definition, fields);
  await checkUnique(executor, definition, fields, _id);
  const record = { ...stored, ...fields };
  const broken = definition.invariants?.find((invariant) => !invariant.holds(record));
  if (broken) throw refusal(400, broken.field, broken.message);
}

/** The changes with, beside each id of a labelled reference, the name of the record it names now. */
async function labelChanges(executor: Executor, { references = {} }: ResourceDefinition, changes: HistoryChange[]): Promise<HistoryChange[]> {
  const labelled: HistoryChange[] = [];
  for (const change of changes) {
    const reference = references[change.field];
    const ids = [change.from, change.to].filter((id): id is string => typeof id === 'string');
    if (!reference?.label || ids.length === 0) {
      labelled.push(change);
      continue;
    }
    const rows = await executor
      .select({ _id: reference.table._id, label: reference.label })
      .from(reference.table)
      .where(inArray(reference.table._id, ids));
    const labelOf = (id: unknown) => (rows.find((row) => row._id === id)?.label as string | null | undefined) ?? undefined;
    labelled.push({ ...change, fromLabel: labelOf(change.from), toLabel: labelOf(change.to) });
  }
  return labelled;
}

/** The `updated_at` of a save: strictly later than the stored version, even within the same millisecond. */
export const nextVersion = (table: RecordTable) => sql`greatest(now(), ${table.updated_at} + interval '1 millisecond')`;

export async function createRecord(db: Db, definition: ResourceDefinition, input: Record<string, unknown>, creator: string) {
  const _id = newId();
  const fields = { ...definition.defaults, ...input };
  await db.transaction(async (tx) => {
    await checkFields(tx, definition, { _id, fields });
    await tx.insert(definition.table).values({ ...fields, _id, creator });
    if (definition.historyEntity) {
      await writeHistory(tx, { entity: definition.historyEntity, entityId: _id, type: 'created', creator });
    }
  });
  return getRecord(db, definition, _id);
}

/**
 * Saves the fields the body carries. A body read before the stored `updated_at` is refused (409), so two
 * staff editing one record never silently overwrite each other; each change is written to the history.
 */
export async function updateRecord(
  db: Db,
  definition: ResourceDefinition,
  { _id, updated_at: readAt, ...fields }: { _id: string; updated_at?: string | null } & Record<string, unknown>,
  editor: string,
) {
  const { table } = definition;
  await db.transaction(async (tx) => {
    const [stored] = (await tx.select().from(table).where(eq(table._id, _id)).for('update')) as Record<string, unknown>[];
    if (!stored) throw notFound(definition.label);
    if (readAt && new Date(readAt).getTime() < (stored.updated_at as Date).getTime()) {
      throw conflict(
        `This ${definition.label.toLowerCase()} was changed by someone else after you opened it. Reload it and apply your changes again.`,
        'STALE_UPDATE',
      );
    }
    const changes = changedFields(stored, fields);
    if (changes.length === 0) return;
    const changedValues = Object.fromEntries(changes.map(({ field, to }) => [field, to]));
    await checkFields(tx, definition, { _id, fields: changedValues, stored });
    await tx
      .update(table)
      .set({ ...changedValues, updated_at: nextVersion(table) })
      .where(eq(table._id, _id));
    await definition.onUpdate?.(tx, _id, changedValues);
    if (definition.historyEntity) {
      await writeHistory(tx, { entity: definition.historyEntity, entityId: _id, type: 'updated', creator: editor, changes: await labelChanges(tx, definition, changes) });
    }
  });
  return getRecord(db, definition, _id);
}
