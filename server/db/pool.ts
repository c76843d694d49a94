import pg from 'pg';
import { PreparingClient } from './preparedStatements.js';

/**
 * A pool whose `query` keeps the connection when the database refused the statement. pg-pool ends a connection
 * after any failed query; a refusal (a NUL byte, a value out of range) leaves the session as it was, and ending it
 * made the next request, of anyone, wait for a new connection to the embedded database, which takes one at a time
 * (docs/server.md).
 */
class KeepingPool extends pg.Pool {
  // pg-pool's `query` also has a callback form; drizzle and our code use the promise form only. The client is
  // released in the query's callback, as pg-pool does: released after awaiting the query, more of each list page's
  // objects lived long enough to reach V8's old generation, and list reads lost throughput (docs/architecture.md).
  override query(...args: unknown[]): never {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
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
}

/** The pool of every database handle: it keeps refused connections, and its clients prepare their statements. */
export const databasePool = (config: pg.PoolConfig) => new KeepingPool({ ...config, Client: PreparingClient });
