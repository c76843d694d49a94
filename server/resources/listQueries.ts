import { and, asc, desc, eq, fillPlaceholders, getTableName, gte, is, lte, or, sql, SQL, type Placeholder } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { z } from 'zod';
import { fieldError } from '../../domain/apiErrors.js';
import { listLimits } from '../../domain/listLimits.js';
import type { FilterValue, ListMeta, ListQuery } from '../../domain/listQuery.js';
import { chineseCharacter } from '../../domain/text.js';
import type { Db } from '../db/client.js';
import { isEmbedded } from '../db/embedded.js';
import { builtStatement, preparedSelect, preparedValueRows, recordOf, StatementValues, type BuiltStatement, type SelectedFields } from '../db/preparedStatements.js';
import { badRequest } from '../http/apiError.js';
import { columnOf, recordsFrom, selection, statementShape, tallySubject, type RecordTable, type ResourceDefinition, withJoined } from './resourceDefinition.js';

// The list protocol (docs/product.md#requests) and quick search: filters, order, totals and pages.

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
 * the values of `extra`. On PostgreSQL the database writes each record's JSON, which spares the API's one thread
 * reading the fields and writing them out again; the embedded database has one thread for everything, and there
 * writing the JSON cost more throughput than it saved the API, so there the API writes it from the fields
 * (docs/performance.md#records-as-text, with its figures).
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
  // One object a row, of the record's fields alone: picking them out of a record of every value, a pair at a
  // time, cost as much as writing the JSON.
  const [fieldKeys, extraKeys] = [Object.keys(fields), Object.keys(extra)];
  const statement = preparedValueRows(db, name, { ...fields, ...extra }, build);
  return {
    async execute(values) {
      const rows = await statement.execute(values);
      return rows.map((row) => {
        const answer = recordOf(row, extraKeys, fieldKeys.length);
        answer.record = JSON.stringify(recordOf(row, fieldKeys));
        return answer as Row;
      });
    },
  };
}

const cjkCharacter = new RegExp(chineseCharacter.source, 'gu');
/** The distinct Chinese characters of a term, as the database's `cjk_characters` finds them. */
const cjkCharacters = (term: string) => [...new Set(term.match(cjkCharacter) ?? [])];

/** LIKE metacharacters in user input are matched literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const invalidFilter = (field: string) =>
  badRequest(`The filter on '${field}' has a value of the wrong kind.`, [fieldError(`filters.${field}`, 'validation.invalid_value')]);

const calendarDay = z.iso.date();

// Moments and days from year 1 to 9999: PostgreSQL has no year 0, and JavaScript dates reach years it cannot hold.
const earliestMoment = Date.parse('0001-01-01T00:00:00.000Z');
const latestMoment = Date.parse('9999-12-31T23:59:59.999Z');
const inStorableYears = (date: Date) => date.getTime() >= earliestMoment && date.getTime() <= latestMoment;

/** Integer columns hold PostgreSQL's `integer`: a whole number of 32 bits. */
const integerColumnTypes = new Set(['PgInteger', 'PgSerial', 'PgSmallInt']);
const isStorableInteger = (number: number) => Number.isInteger(number) && number >= -2_147_483_648 && number <= 2_147_483_647;

/** Turns one filter value into a value of the column's type, or refuses it. */
function columnValue(column: PgColumn, field: string, value: unknown): unknown {
  if (column.columnType === 'PgDateString') {
    if (!calendarDay.safeParse(value).success || !inStorableYears(new Date(value as string))) throw invalidFilter(field);
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
      if (integerColumnTypes.has(column.columnType) && !isStorableInteger(number)) throw invalidFilter(field);
      return number;
    }
    case 'date': {
      const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime()) || !inStorableYears(date)) throw invalidFilter(field);
      return date;
    }
    default:
      if (typeof value === 'object' && value !== null) throw invalidFilter(field);
      return String(value);
  }
}

/** A filter without a value filters nothing. */
const isUnset = (value: FilterValue) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The condition of one filter, its values bound in `values`; `now` is the server's moment, for named filters. */
function filterCondition(definition: ResourceDefinition, field: string, value: FilterValue, values: StatementValues, now: number): SQL | undefined {
  // Own keys only: `constructor` or `toString` are not filters.
  const kind = Object.hasOwn(definition.filters, field) ? definition.filters[field] : undefined;
  if (!kind) {
    throw badRequest(`The list cannot be filtered by '${field}'.`, [fieldError(`filters.${field}`, 'Unknown filter')]);
  }
  if (isUnset(value)) return undefined;
  if (typeof kind === 'object') {
    const named = Array.isArray(value) ? value : [value];
    if (!named.every((name) => typeof name === 'string' && kind.values.includes(name))) throw invalidFilter(field);
    // The names are in the statement's shape: each is a condition of its own, not a bound value.
    const at = values.bind(`${field} ${named.join(',')} at`, new Date(now));
    return or(...(named as string[]).map((name) => kind.condition(name, at)));
  }
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

/** The conditions of a list's scope, filters and text search at `now` (the server's clock), their values bound in `values`. */
function listConditions(definition: ResourceDefinition, query: Pick<ListQuery, 'filters' | 'q'>, values: StatementValues, now: number): SQL | undefined {
  const conditions = [
    definition.scope,
    definition.listed,
    ...Object.entries(query.filters ?? {}).map(([field, value]) => filterCondition(definition, field, value, values, now)),
  ];
  const term = query.q?.trim();
  if (term) {
    if (!definition.search) throw badRequest('This list has no text search.');
    const { text, cjk } = definition.search;
    conditions.push(sql`${text} like ${values.bind('q', likePattern(term))}`);
    const characters = cjk ? cjkCharacters(term) : [];
    if (cjk && characters.length) conditions.push(sql`${cjk} @> ${values.bind('q cjk', characters)}::text[]`);
  }
  return and(...conditions);
}

/** The order of a list's records: by `key`, then by `id`, which breaks ties so that pages never repeat or skip a record. */
export interface KeyOrder {
  key: PgColumn;
  keyDescending: boolean;
  id: PgColumn;
  idDescending: boolean;
}

/** The list's order for `sorter`: its field (newest first by default), then `_id` the same way. */
export function listKeyOrder(definition: ResourceDefinition, sorter: ListQuery['sorter']): KeyOrder {
  const field = sorter?.field || 'created_at';
  if (!definition.sorts.includes(field)) {
    throw badRequest(`The list cannot be sorted by '${field}'.`, [fieldError('sorter.field', 'Unknown sort field')]);
  }
  const descending = sorter?.order !== 'ascend';
  return { key: columnOf(definition, field), keyDescending: descending, id: definition.table._id, idDescending: descending };
}

export const orderBy = ({ key, keyDescending, id, idDescending }: KeyOrder): SQL[] => [(keyDescending ? desc : asc)(key), (idDescending ? desc : asc)(id)];

export const listOrder = (definition: ResourceDefinition, sorter: ListQuery['sorter']) => orderBy(listKeyOrder(definition, sorter));

/** Where a keyset pagination stands: the last record read, its key as the database writes it in text (`key::text`) and its id. */
export interface KeysetPosition {
  key: string | null;
  id: string;
}

/** The key of a row as text, exactly: a moment keeps its microseconds, which the answers' ISO text drops. */
export const keyText = (order: KeyOrder) => sql<string | null>`${order.key}::text`;

/**
 * The records after `last` in `order`, its values bound in `values`: a keyset page starts there, reading no record
 * before it, where an OFFSET reads and drops every one. PostgreSQL sorts nulls last going up and first going down.
 */
export function keysetAfter(order: KeyOrder, last: KeysetPosition, values: StatementValues): SQL {
  const { key, keyDescending, id, idDescending } = order;
  const lastId = values.bind('after id', last.id);
  const idAfter = idDescending ? sql`${id} < ${lastId}` : sql`${id} > ${lastId}`;
  if (last.key === null) {
    // Nulls come last going up, so only nulls follow; going down they come first, and every other key follows.
    return keyDescending ? sql`(${key} is null and ${idAfter} or ${key} is not null)` : sql`(${key} is null and ${idAfter})`;
  }
  const lastKey = sql`cast(${values.bind('after key', last.key)} as ${sql.raw(key.getSQLType())})`;
  // One row comparison where both go the same way, which an index on (key, _id) reads as one range.
  const keyAfter =
    keyDescending === idDescending
      ? keyDescending
        ? sql`(${key}, ${id}) < (${lastKey}, ${lastId})`
        : sql`(${key}, ${id}) > (${lastKey}, ${lastId})`
      : sql`(${key} ${sql.raw(keyDescending ? '<' : '>')} ${lastKey} or ${key} = ${lastKey} and ${idAfter})`;
  return keyDescending || key.notNull ? keyAfter : sql`(${keyAfter} or ${key} is null)`;
}

/** Filtered totals are exact up to this many records; past it, the planner's estimate stands in. */
export const exactCountLimit = 1000;

/** The number of records matching `where`, counted up to just past `exactCountLimit`. */
const cappedCount = (db: Db, table: RecordTable, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (${db.select({ one: sql`1` }).from(table).where(where).limit(exactCountLimit + 1)}) as capped)`;

/** The tally subject and keys of a list filtered by values of one field tallied by value and by nothing else. */
function talliedFilter(definition: ResourceDefinition, query: Pick<ListQuery, 'filters' | 'q'>) {
  if (query.q?.trim()) return undefined;
  const set = Object.entries(query.filters ?? {}).filter(([, value]) => !isUnset(value));
  if (set.length !== 1) return undefined;
  const [[field, value]] = set;
  if (definition.tallies?.[field] !== 'value' || (typeof value === 'object' && value !== null && !Array.isArray(value))) return undefined;
  return { field, subject: tallySubject(definition, field), keys: (Array.isArray(value) ? value : [value]).map(String) };
}

/**
 * What a list's total starts from, and whether it is exact; it is selected with the page, so it costs no
 * statement of its own. Unfiltered: the trigger-kept row count. Filtered by values of one tallied field alone:
 * their trigger-kept tallies. Otherwise: the count capped past `exactCountLimit`. Records the list leaves out
 * (erased customers: `listed`) are few and indexed, and counted off the first two.
 */
function totalBase(db: Db, definition: ResourceDefinition, query: ListQuery, where: SQL | undefined, values: StatementValues) {
  const { table } = definition;
  const unlisted = (narrowed?: SQL) =>
    definition.listed ? sql` - (select count(*)::int from ${table} where not (${definition.listed}) ${narrowed ? sql`and ${narrowed}` : sql``})` : sql``;
  if (!definition.scope && isUnfiltered(query)) {
    return {
      exact: true,
      total: sql<number>`(coalesce((select sum(row_counts.row_count)::int from row_counts where row_counts.table_name = ${getTableName(table)}), ${cappedCount(db, table, undefined)})${unlisted()})`,
    };
  }
  const tally = talliedFilter(definition, query);
  if (!tally) return { exact: false, total: cappedCount(db, table, where) };
  const keys = values.bind('tally keys', tally.keys);
  return {
    exact: true,
    total: sql<number>`((select coalesce(sum(tallies.count), 0)::int from tallies where tallies.subject = ${values.bind('tally', tally.subject)} and tallies.key = any(${keys}))${unlisted(sql`${columnOf(definition, tally.field)}::text = any(${keys})`)})`,
  };
}

/** How many records the planner expects `where` to select. */
async function plannedRows(db: Db, table: RecordTable, where: SQL | undefined, values: StatementValues): Promise<number> {
  const { sql: statement, params } = db.select({ one: sql`1` }).from(table).where(where).toSQL();
  const { rows } = await db.$client.query(`EXPLAIN (FORMAT JSON) ${statement}`, fillPlaceholders(params, values.values));
  return Math.round(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}

/**
 * From this many, the planner's estimate of a text search's matches is its total, without counting them up to
 * `exactCountLimit` first: reading a common term's trigrams and a thousand rows was most of a search's time, only to
 * arrive at the estimate anyway (docs/performance.md#searching-by-text). Three times the limit, as the estimates of
 * common terms from the histogram of `search_text` were within half of their counts either way.
 */
const trustedSearchEstimate = 3 * exactCountLimit;

/** Whether a list query is a text search and nothing else: its estimate then comes from one column's histogram. */
const isSearchAlone = (query: Pick<ListQuery, 'filters' | 'q'>) => Boolean(query.q?.trim()) && Object.values(query.filters ?? {}).every(isUnset);

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
  return Math.max(await plannedRows(db, table, where, values), base, seenAtLeast);
}

/**
 * A page size written into a statement rather than bound: a plan kept for every call then knows how many rows a
 * page holds (bound, the planner guesses a tenth of the table, and joins the page by hashing the whole table).
 * Drizzle's `limit` is typed for numbers and placeholders; it writes any SQL it is given.
 */
export const writtenLimit = (rows: number) => sql.raw(String(Math.trunc(rows))) as unknown as Placeholder;

/**
 * A page of records in `order`: the page's ids first, which an index often finds alone, then their records.
 * Whole rows and computed values are read for the page only, not for every record an OFFSET skips or a search
 * looks at and leaves. `everyRowKept` says no record is looked at and left (no offset, no condition but the
 * keyset's): the records are then read in one pass along the index, without finding each again by its id, a third
 * less of the database's time for an export's batch of 1 000 customers (docs/decisions.md#csv-export).
 */
function pageOfRecords(
  db: Db,
  definition: ResourceDefinition,
  { where, order, limit, offset, everyRowKept = false }: { where: SQL | undefined; order: SQL[]; limit: number; offset: Placeholder | number; everyRowKept?: boolean },
) {
  const { table } = definition;
  if (everyRowKept) return (select: PgSelectBuilder<SelectedFields>) => recordsFrom(select, definition).where(where).orderBy(...order).limit(writtenLimit(limit));
  const page = db.select({ _id: table._id }).from(table).where(where).orderBy(...order).limit(writtenLimit(limit)).offset(offset).as('page');
  return (select: PgSelectBuilder<SelectedFields>) =>
    withJoined(select.from(table).innerJoin(page, eq(table._id, page._id)).$dynamic(), definition).orderBy(...order);
}

/** From this many records into a list in creation order, a page starts from its first record's creation day (`dayAnchor`). */
export const anchoredOffset = 5000;

/**
 * Where a deep page of a list in creation order, filtered by nothing, starts without an OFFSET over every record
 * before it (docs/performance.md#deep-pages): the trigger-kept tally of records per UTC creation day, less the
 * records the list leaves out (erased customers, found by their own index), says on which day the record `offset`
 * places first was created and how many of the list's records come before that day. The page is then read from that
 * day's edge, skipping only the records of the same day before it. Undefined when the list has no such tally.
 */
async function dayAnchor(db: Db, definition: ResourceDefinition, offset: number, descending: boolean) {
  if (definition.tallies?.created_day === undefined) return undefined;
  const { table } = definition;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const creationDay = sql`to_char(${columnOf(definition, 'created_at')} at time zone 'UTC', 'YYYY-MM-DD')`;
  const unlisted = definition.listed
    ? sql`(select ${creationDay} as day, count(*)::int as n from ${table} where not (${definition.listed}) group by 1)`
    : sql`(select null::text as day, 0 as n)`;
  const { rows } = await db.execute<{ day: string; before: number }>(sql`
    select day, before from (
      select day, (sum(n) over (order by day ${direction} rows unbounded preceding) - n)::int as before, n
      from (
        select tallies.day, tallies.n - coalesce(unlisted.n, 0) as n
        from (select key as day, sum(count) as n from tallies where subject = ${tallySubject(definition, 'created_day')} group by key) tallies
          left join ${unlisted} unlisted on unlisted.day = tallies.day
      ) days
    ) running
    where before + n > ${offset}
    order by day ${direction}
    limit 1`);
  const [anchor] = rows;
  if (!anchor) return undefined;
  // The day's end in the newest-first order, its start in the oldest-first one.
  const dayStart = Date.parse(`${anchor.day}T00:00:00.000Z`);
  return { edge: new Date(descending ? dayStart + 86_400_000 : dayStart), offset: offset - anchor.before };
}

/** Whether a list query narrows nothing: no filter value set, no search. */
const isUnfiltered = (query: Pick<ListQuery, 'filters' | 'q'>) => !query.q?.trim() && Object.values(query.filters ?? {}).every(isUnset);

const indexColumnsByDefinition = new WeakMap<ResourceDefinition, (string | undefined)[][]>();

/**
 * The columns of each index of a list's table that its statements can use, in order (undefined for an expression),
 * read once from the table's declaration. A partial index serves a statement only when its condition is in it: the
 * list's own condition (`listed`), which the partial indexes of a list with one hold (customers not erased).
 */
function indexColumnsOf(definition: ResourceDefinition) {
  let indexes = indexColumnsByDefinition.get(definition);
  if (!indexes) {
    indexes = getTableConfig(definition.table)
      .indexes.filter(({ config }) => !config.where || definition.listed)
      .map(({ config }) => config.columns.map((column) => ('name' in column ? column.name : undefined)));
    indexColumnsByDefinition.set(definition, indexes);
  }
  return indexes;
}

/**
 * Whether a filtered list's page is found the same way whatever the filters' values: no search, each filter one
 * value of a column (`status = $1`), and an index that leads with those columns, then the sort's. Its plan walks
 * that index from the value's edge, for a rare value as for a common one, so it is made once, not for each call:
 * planning took as long as running it (docs/performance.md#statements).
 */
function foundAlikeForEveryValue(definition: ResourceDefinition, query: ListQuery): boolean {
  if (query.q?.trim()) return false;
  const filters = Object.entries(query.filters ?? {}).filter(([, value]) => !isUnset(value));
  if (!filters.every(([field, value]) => definition.filters[field] === 'exact' && (!Array.isArray(value) || value.length === 1))) return false;
  const filtered = new Set(filters.map(([field]) => columnOf(definition, field).name));
  const sorted = columnOf(definition, query.sorter?.field || 'created_at').name;
  return indexColumnsOf(definition).some(
    (columns) => columns.slice(0, filtered.size).every((name) => name !== undefined && filtered.has(name)) && columns[filtered.size] === sorted,
  );
}

/** A page of a list (docs/product.md#requests): its records as JSON text (`preparedRecordTexts`), and where it stands in the list. */
export async function listRecords(db: Db, definition: ResourceDefinition, query: ListQuery, now: number) {
  const { table } = definition;
  const current = query.pagination?.current ?? 1;
  const pageSize = Math.min(query.pagination?.pageSize ?? listLimits.defaultPageSize, listLimits.maxPageSize);
  const offset = (current - 1) * pageSize;
  const values = new StatementValues();
  const filtered = listConditions(definition, query, values, now);
  const order = listOrder(definition, query.sorter);
  const { total: countedTotal, exact } = totalBase(db, definition, query, filtered, values);
  // A search alone that the planner expects to match many: its estimate is the total, and nothing is counted.
  const estimate = !exact && isSearchAlone(query) ? await plannedRows(db, table, filtered, values) : undefined;
  const counted = estimate === undefined || estimate < trustedSearchEstimate;
  const totalSql = counted ? countedTotal : sql<number>`null::int`;
  const inCreationOrder = (query.sorter?.field || 'created_at') === 'created_at';
  const descending = query.sorter?.order !== 'ascend';
  const anchor = offset >= anchoredOffset && inCreationOrder && isUnfiltered(query) ? await dayAnchor(db, definition, offset, descending) : undefined;
  const createdAt = columnOf(definition, 'created_at');
  const edge = anchor && values.bind('day edge', anchor.edge);
  const where = edge ? and(filtered, descending ? sql`${createdAt} < ${edge}` : sql`${createdAt} >= ${edge}`) : filtered;
  const skip = values.bind('offset', anchor?.offset ?? offset);
  const shape = statementShape(definition, `list of ${pageSize} by ${query.sorter?.field ?? ''} ${query.sorter?.order ?? ''}${counted ? '' : ', estimated'}`, values);
  // Filter values choose the plan (a rare status and a common one are best found differently), unless an index
  // finds every value's page alike; a page of the whole list is found the same way whatever its number.
  const planning = !where || (!anchor && foundAlikeForEveryValue(definition, query)) ? 'once' : 'each call';
  const statement = builtStatement(db, shape, planning, (name) =>
    preparedRecordTexts(db, name, selection(definition), { list_total: totalSql }, pageOfRecords(db, definition, { where, order, limit: pageSize, offset: skip })),
  );
  const rows = await statement.execute(values.values);
  const records = rows.map((row) => row.record);
  const seenAtLeast = offset + records.length + (records.length === pageSize ? 1 : 0);
  let total: number;
  if (counted) {
    // A page past the end holds no row to carry the total.
    const base =
      (rows[0]?.list_total as number | undefined) ??
      (await db.select({ total: totalSql }).from(sql`(values (1)) as one`).prepare('').execute(values.values))[0].total;
    total = await listTotal(db, table, { where, values, exact }, base, seenAtLeast);
  } else total = Math.max(estimate!, seenAtLeast);
  const meta: ListMeta = { total, current, pageSize };
  return { records, meta };
}

/**
 * The `limit` newest records whose search text holds `term`, as JSON text (their summaries, when the resource
 * declares one), and whether more match: quick search, which counts nothing.
 */
export async function searchRecords(db: Db, definition: ResourceDefinition, term: string, limit: number) {
  const values = new StatementValues();
  // No filters, so no moment either.
  const where = listConditions(definition, { q: term }, values, Number.NaN);
  // One more than shown tells whether more match.
  const statement = builtStatement(db, statementShape(definition, `search ${limit + 1}`, values), 'each call', (name) =>
    preparedRecordTexts(
      db,
      name,
      selection(definition, definition.summary),
      {},
      pageOfRecords(db, definition, { where, order: listOrder(definition, undefined), limit: limit + 1, offset: 0 }),
    ),
  );
  const found = (await statement.execute(values.values)).map((row) => row.record);
  return { records: found.slice(0, limit), more: found.length > limit };
}

/** How many records an export reads a statement. */
export const exportBatchSize = 1000;

/**
 * Every record a list query selects (its filters, search and sort; no page), each as the values of `fields` in
 * order, a batch at a time by keyset (`keysetAfter`): each statement starts where the last ended, so the last
 * batch of a long list costs what the first does. A refused query throws here, before any batch is read.
 */
export function exportedRecords(db: Db, definition: ResourceDefinition, query: ListQuery, now: number, fields: readonly string[]) {
  const order = listKeyOrder(definition, query.sorter);
  const filtered = listConditions(definition, query, new StatementValues(), now) !== undefined;
  // No filter or search asked for: every record is written out but the few a list leaves out (erased customers),
  // which its index leaves out too.
  const inOnePass = !definition.scope && Object.keys(query.filters ?? {}).length === 0 && !query.q?.trim();
  const selected = { ...selection(definition, fields), keyset_id: definition.table._id, keyset_key: keyText(order) };
  const orderShape = `${order.key.name} ${order.keyDescending ? 'descending' : 'ascending'}`;
  return keysetBatches(async (last) => {
    const values = new StatementValues();
    const where = and(listConditions(definition, query, values, now), last && keysetAfter(order, last, values));
    const shape = statementShape(definition, `export ${fields.join(',')} by ${orderShape}${inOnePass ? ' in one pass' : ''}`, values);
    const statement = builtStatement(db, shape, filtered ? 'each call' : 'once', (name) =>
      preparedValueRows(db, name, selected, pageOfRecords(db, definition, { where, order: orderBy(order), limit: exportBatchSize, offset: 0, everyRowKept: inOnePass })),
    );
    return statement.execute(values.values);
  });
}

/**
 * The batches `read` answers, each from the position the last one ended at (none for the first), till a short
 * one. Each row ends with the record's id and its key as text (`keyText`), which the rows handed on leave out.
 * The next batch is asked for as soon as a batch arrives, while the caller writes this one out: the database reads
 * as the server writes, instead of each waiting for the other (docs/decisions.md#csv-export). At most two
 * batches are held at once.
 */
export async function* keysetBatches(read: (last: KeysetPosition | undefined) => Promise<unknown[][]>): AsyncGenerator<unknown[][]> {
  let next: Promise<unknown[][]> | undefined = read(undefined);
  try {
    while (next) {
      const rows = await next;
      next = undefined;
      if (rows.length === 0) return;
      if (rows.length === exportBatchSize) {
        const end = rows[rows.length - 1];
        next = read({ id: end[end.length - 2] as string, key: end[end.length - 1] as string | null });
      }
      yield rows.map((row) => row.slice(0, -2));
    }
  } finally {
    // A reader that stopped early (a client gone) leaves a batch under way: its end, or failure, is not awaited by anyone else.
    next?.catch(() => {});
  }
}
