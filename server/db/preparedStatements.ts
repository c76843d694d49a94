import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

// Two layers keep the cost of a statement's text out of every call. In the API process, a statement is built by
// drizzle once per shape (its filters, sort and search), with placeholders for its values: building a list's
// select took 0.8 ms, longer than the database took to run it. In the database, each connection parses it once.

/**
 * How many statements one connection keeps prepared, and how many built statements one database keeps. Each
 * shape of query the app sends is one; past the limit, new shapes are parsed (and built) every time.
 */
export const preparedStatementLimit = 500;

/** Statement names by text, shared by every connection. */
const namesByText = new Map<string, string>();

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size < preparedStatementLimit * 4) namesByText.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * A `pg` client that prepares each parameterized statement once per connection, named after its text: the
 * database parses it once instead of on every call (0.2 to 0.3 ms each on a list page). Statements without
 * parameters are left alone: they may hold several commands (migrations), which a prepared statement cannot.
 */
class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  // Run before the pool hands the connection out. PGlite ignores settings in the startup message, and it is one
  // session for every connection made to it: the statements an earlier connection prepared are still there, and
  // preparing them again under their names would fail. pg-pool passes a callback; the promise form is for the rest.
  override connect(...args: unknown[]): never {
    const [callback] = args as [((error?: Error) => void) | undefined];
    const ready = super
      .connect()
      .then(() => super.query('SET plan_cache_mode = force_custom_plan; DEALLOCATE ALL'))
      .then(() => undefined);
    if (!callback) return ready as never;
    ready.then(() => callback(), callback);
    return undefined as never;
  }

  // pg's `query` has many overloads; this one only looks at the (config, values) form drizzle uses.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string, unknown];
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && !config.name && Array.isArray(values) && values.length > 0) {
      const name = statementName(config.text);
      if (this.#prepared.has(name) || this.#prepared.size < preparedStatementLimit) {
        this.#prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return (super.query as (...queryArgs: unknown[]) => never)(...args);
  }
}

/**
 * A pool of preparing clients. Each statement is still planned for its own values (`force_custom_plan`): a plan
 * kept for any value walked all 100 000 customers for a rare search term (230 ms) where its own plan takes 1 ms.
 */
export const preparingPool = (config: pg.PoolConfig) => new pg.Pool({ ...config, Client: PreparingClient });

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

/** What drizzle's `.prepare()` answers: a statement built once, run with the values of each call. */
export interface BuiltStatement<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

const builtByDb = new WeakMap<Db, Map<string, BuiltStatement<unknown>>>();

/**
 * The statement of `shape` on `db`, built by `build` the first time it is asked for (drizzle's `.prepare('')`:
 * the empty name leaves naming to the connection). The least recently used shape goes past the limit.
 */
export function builtStatement<Result>(db: Db, shape: string, build: () => BuiltStatement<Result>): BuiltStatement<Result> {
  let statements = builtByDb.get(db);
  if (!statements) builtByDb.set(db, (statements = new Map()));
  const statement = (statements.get(shape) as BuiltStatement<Result> | undefined) ?? build();
  statements.delete(shape);
  statements.set(shape, statement);
  if (statements.size > preparedStatementLimit) statements.delete(statements.keys().next().value!);
  return statement;
}
