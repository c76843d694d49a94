import pg from 'pg';
import { isPlannedOnce, PreparingClient } from './preparedStatements.js';

/**
 * A pool whose `query` keeps the connection when the database refused the statement. pg-pool ends a connection
 * after any failed query; a refusal (a NUL byte, a value out of range) leaves the session as it was, and ending it
 * made the next request, of anyone, wait for a new connection to the embedded database, which takes one at a time
 * (docs/server.md).
 */
class KeepingPool extends pg.Pool {
  /** Where statements planned once go, when they have connections of their own (`databasePool`). */
  plannedOnce: KeepingPool | undefined;

  // pg-pool's `query` also has a callback form; drizzle and our code use the promise form only. The client is
  // released in the query's callback, as pg-pool does: released after awaiting the query, more of each list page's
  // objects lived long enough to reach V8's old generation, and list reads lost throughput (docs/architecture.md).
  override query(...args: unknown[]): never {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
    if (this.plannedOnce && isPlannedOnce(config)) return this.plannedOnce.query(config, values) as never;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      this.connect((connectError, client, release) => {
        if (connectError || !client) return reject(connectError);
        // pg takes a config with separate values at run time; its types have that form for a text only.
        (client.query as (config: string | pg.QueryConfig, values: unknown[] | undefined, callback: (error: Error | undefined, result: pg.QueryResult) => void) => void)(
          config,
          values,
          (error, result) => {
            release(error instanceof pg.DatabaseError ? undefined : error);
            if (error) reject(error);
            else resolve(result);
          },
        );
      });
    }) as never;
  }

  // pg-pool's `end` also has a callback form, which nothing here uses.
  override async end(): Promise<void> {
    await Promise.all([super.end(), this.plannedOnce?.end()]);
  }
}

/**
 * The pool of every database handle: it keeps refused connections, and its clients prepare their statements. With
 * more than one connection, half of them serve the statements planned once sent outside a transaction, and keep
 * their plans (`force_generic_plan`), while the others plan each call: a connection that served both kinds switched
 * the session's plan cache mode, a round trip each time, twice for a search or a record created after the session's
 * check (docs/performance.md#statements).
 */
export function databasePool(config: pg.PoolConfig) {
  const max = config.max ?? 10;
  if (max < 2) return new KeepingPool({ ...config, Client: PreparingClient });
  const pool = new KeepingPool({ ...config, max: max - Math.floor(max / 2), Client: PreparingClient });
  pool.plannedOnce = new KeepingPool({ ...config, max: Math.floor(max / 2), Client: PreparingClient });
  pool.plannedOnce.on('error', (error) => pool.emit('error', error));
  return pool;
}

/** A database handle's pool and the one its statements planned once have, if any: what holds its connections. */
export const connectionPools = (pool: pg.Pool): pg.Pool[] => (pool instanceof KeepingPool && pool.plannedOnce ? [pool, pool.plannedOnce] : [pool]);
