import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, SQL, sql, type DriverValueDecoder, type Placeholder } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// What Drizzle and pg do on every call, done once here, as long as the bench shows it pays (measured with and
// without, on the embedded database and on PostgreSQL: bench/results/preparedStatements.md):
// - a statement is built by Drizzle once per shape (its filters, sort, page size and search) with placeholders
//   for its values (`builtStatement`): building a list's select cost the API more than the database took to run it;
// - each connection parses it once (`PreparingClient` names it, and the connection keeps it prepared);
// - it is planned once when its best plan is the same whatever its values (`Planning`): planning a list page cost
//   as much as running it; otherwise it is planned for its own values;
// - its rows are read with each field's decoder looked up once (`preparedSelect`), not once a row as Drizzle does.
// Without it, Drizzle's `db.select(…)` and pg's pool answer the same; only the time differs.

/** A database handle, whatever its schema: statements here only select and query. */
type Db = Pick<NodePgDatabase, 'select'> & { $client: pg.Pool };

/**
 * How many statements one connection keeps prepared, and how many built statements one database keeps. Each
 * shape of query the app sends is one; past the limit, new shapes are parsed (and built) every time.
 */
export const preparedStatementLimit = 500;

/**
 * The most values a statement may have and still be prepared. Past it, a statement is a bulk write or a long list
 * of ids, whose text changes with its number of rows: kept prepared, each held megabytes of the database's memory
 * (seeding grew the embedded database's WebAssembly memory, which it never gives back, to gigabytes), and seldom is
 * one sent twice.
 */
export const preparedValueLimit = 256;

/**
 * How a statement is planned. `once`: its best plan does not depend on its values (a page of an unfiltered list,
 * a record by its id). `each call`: its values choose the plan (a filter, a search term); a plan kept for every
 * search term walked the whole table for a rare one, where the term's own plan reads a few rows.
 */
export type Planning = 'once' | 'each call';

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

/** Statements planned once are named by their shape, with this prefix: it tells the connection how to plan them. */
const plannedOncePrefix = 'once_';

/** Whether a query's config is a statement planned once (`builtStatement` with `once`). */
export function isPlannedOnce(config: unknown) {
  const name = typeof config === 'object' && config !== null ? (config as QueryConfig).name : undefined;
  return typeof name === 'string' && name.startsWith(plannedOncePrefix);
}

/** Statement names by text, shared by every connection. */
const namesByText = new Map<string, string>();

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (!name) {
    name = `s_${sha1(text)}`;
    if (namesByText.size < preparedStatementLimit * 4) namesByText.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };
type PlanCacheMode = 'force_custom_plan' | 'force_generic_plan';

/**
 * A `pg` client that prepares each parameterized statement once per connection: the database parses it once
 * instead of on every call. A statement drizzle left unnamed is named after its text; statements without
 * parameters are left alone: they may hold several commands (migrations), which a prepared statement cannot.
 *
 * PostgreSQL's plan cache is told per session, not per statement, whether to keep a plan: the connection plans
 * each call (`force_custom_plan`) and switches to kept plans (`force_generic_plan`) only for statements planned
 * once, outside a transaction. Any other query switches back first, so a switch never happens inside a
 * transaction, where a rollback would undo it unseen. Each switch is one more round trip: on PostgreSQL the
 * statements planned once have connections of their own (`databasePool`), so that none switches; the embedded
 * database's one connection switches.
 */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();
  #planCacheMode: PlanCacheMode | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A lost connection is also the client's 'error' event, which pg-pool hears only while the client is idle:
    // unheard while it is checked out (a query, a transaction), it would end the process. Its queries fail with
    // the error anyway, and the pool drops the client when it comes back, as it is no longer queryable.
    this.on('error', () => {});
  }

  // Run before the pool hands the connection out. PGlite ignores settings in the startup message, and it is one
  // session for every connection made to it: the statements an earlier connection prepared are still there, and
  // preparing them again under their names would fail. pg-pool passes a callback; the promise form is for the rest.
  override connect(...args: unknown[]): never {
    const [callback] = args as [((error?: Error) => void) | undefined];
    const ready = super
      .connect()
      .then(() => super.query('SET plan_cache_mode = force_custom_plan; DEALLOCATE ALL'))
      .then(() => {
        this.#planCacheMode = 'force_custom_plan';
      });
    if (!callback) return ready as never;
    ready.then(() => callback(), callback);
    return undefined as never;
  }

  // pg's `query` has many overloads; this one only looks at the (config, values) form drizzle uses.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string, unknown];
    let plannedOnce = false;
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && Array.isArray(values) && values.length > 0 && values.length <= preparedValueLimit) {
      const name = typeof config.name === 'string' && config.name ? config.name : statementName(config.text);
      if (this.#prepared.has(name) || this.#prepared.size < preparedStatementLimit) {
        this.#prepared.add(name);
        args[0] = { ...config, name };
        plannedOnce = isPlannedOnce(config) && this.getTransactionStatus() === 'I';
      } else {
        args[0] = { ...config, name: undefined };
      }
    }
    this.#usePlanCacheMode(plannedOnce ? 'force_generic_plan' : 'force_custom_plan');
    return (super.query as (...queryArgs: unknown[]) => never)(...args);
  }

  /**
   * Forgets what this session had prepared, after something else in it (pg_dump in the embedded database) ran
   * DEALLOCATE ALL and changed its settings: each statement is parsed again and the plan cache mode set again.
   */
  forgetSession() {
    this.#prepared.clear();
    this.#planCacheMode = undefined;
    // pg keeps the names it has parsed on the connection, to send only a Bind the next time.
    (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements = {};
  }

  /** Queues the switch ahead of the next query; after a failed switch, the next query sets the mode again. */
  #usePlanCacheMode(mode: PlanCacheMode) {
    if (this.#planCacheMode === mode) return;
    this.#planCacheMode = mode;
    super.query(`SET plan_cache_mode = ${mode}`).catch(() => {
      this.#planCacheMode = undefined;
    });
  }
}

/**
 * The values of a statement built with placeholders, and its shape: what each value does in it (`status =`,
 * `created_at >=`). Two calls of one shape have the same text, whatever their values.
 */
export class StatementValues {
  readonly values: Record<string, unknown> = {};
  readonly #roles: string[] = [];

  /** A placeholder for `value`; `role` is what the value does in the statement. */
  bind(role: string, value: unknown): Placeholder {
    const name = `v${this.#roles.length}`;
    this.#roles.push(role);
    this.values[name] = value;
    return sql.placeholder(name);
  }

  get shape(): string {
    return this.#roles.join('|');
  }
}

/** A statement built once (`preparedSelect`), run with the values of each call. */
export interface BuiltStatement<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

const builtByDb = new WeakMap<Db, Map<string, BuiltStatement<unknown>>>();

/**
 * The statement of `shape` on `db`, built the first time it is asked for by `build`, which hands `name` to
 * `preparedSelect`: empty leaves naming to the connection, which plans each call. The least recently
 * used shape goes past the limit.
 */
export function builtStatement<Result>(
  db: Db,
  shape: string,
  planning: Planning,
  build: (name: string) => BuiltStatement<Result>,
): BuiltStatement<Result> {
  let statements = builtByDb.get(db);
  if (!statements) builtByDb.set(db, (statements = new Map()));
  const statement = (statements.get(shape) as BuiltStatement<Result> | undefined) ?? build(planning === 'once' ? `${plannedOncePrefix}${sha1(shape)}` : '');
  statements.delete(shape);
  statements.set(shape, statement);
  if (statements.size > preparedStatementLimit) statements.delete(statements.keys().next().value!);
  return statement;
}

/** The fields of a select, each a column or a value computed in SQL. */
export type SelectedFields = Record<string, PgColumn | SQL | SQL.Aliased>;

/** Dates and times reach the fields' decoders as the database wrote them, as in drizzle's own statements. */
const timeTypes = new Set([
  1082, 1114, 1184, 1186, // date, timestamp, timestamptz, interval
  1182, 1115, 1185, 1187, 1231, // their arrays, and numeric[]
]);
const typesForDecoders = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    timeTypes.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

/** How a field's value is read: a column's own decoder, or the one `mapWith` gave a computed value (kept internal by drizzle). */
const decoderOf = (field: PgColumn | SQL | SQL.Aliased): DriverValueDecoder<unknown, unknown> =>
  is(field, Column) ? field : ((is(field, SQL) ? field : field.sql) as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * `build` run on `db.select(fields)`, prepared as `name` (empty: named by the connection) and run like drizzle's
 * `.prepare(name)`, but its rows are mapped by decoders looked up once: drizzle looks each field's kind up again
 * for every row.
 */
export function preparedSelect<Fields extends SelectedFields>(
  db: Db,
  name: string,
  fields: Fields,
  build: (select: PgSelectBuilder<SelectedFields>) => { toSQL(): { sql: string; params: unknown[] } },
): BuiltStatement<SelectResultFields<Fields>[]> {
  const keys = Object.keys(fields);
  const statement = preparedValueRows(db, name, fields, build);
  return {
    async execute(values) {
      return (await statement.execute(values)).map((row) => recordOf(row, keys) as SelectResultFields<Fields>);
    },
  };
}

/** Like `preparedSelect`, but each row is its fields' decoded values in the order of `fields`, not a record. */
export function preparedValueRows(
  db: Db,
  name: string,
  fields: SelectedFields,
  build: (select: PgSelectBuilder<SelectedFields>) => { toSQL(): { sql: string; params: unknown[] } },
): BuiltStatement<unknown[][]> {
  const { sql: text, params } = build(db.select(fields)).toSQL();
  const decoders = Object.values(fields).map(decoderOf);
  const config = { name: name || undefined, text, rowMode: 'array' as const, types: typesForDecoders };
  return {
    async execute(values = {}) {
      const { rows } = await db.$client.query<unknown[]>(config, fillPlaceholders(params, values));
      for (const row of rows) {
        for (let i = 0; i < decoders.length; i++) if (row[i] !== null) row[i] = decoders[i].mapFromDriverValue(row[i]);
      }
      return rows;
    },
  };
}

/** The record of `keys`, whose values stand in `row` from `start` on, one a key. */
export function recordOf(row: unknown[], keys: readonly string[], start = 0): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) record[keys[i]] = row[start + i];
  return record;
}

const dialect = new PgDialect();

/**
 * A statement written in SQL (with `sql.placeholder`s for its values) rather than built by a query builder,
 * turned into text once and prepared as `name`, like `preparedSelect`; its rows as the driver reads them.
 */
export function preparedSql<Row>(db: Db, name: string, statement: SQL): BuiltStatement<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const config = { name: name || undefined, text };
  return {
    async execute(values = {}) {
      const { rows } = await db.$client.query(config, fillPlaceholders(params, values));
      return rows as Row[];
    },
  };
}
