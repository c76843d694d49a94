import { sql } from 'drizzle-orm';
import { advisoryLockKeys } from '../db/advisoryLocks.js';
import type { Db } from '../db/client.js';

/** How often each server folds the kept counts' shards. */
export const foldCountShardsEveryMs = 60_000;

/**
 * Folds the rows the database sessions wrote to the kept counts (shards 1 to 8, migration 0064) into shard 0, so
 * that reading a count sums few rows (docs/performance.md#kept-counts). A row a writer holds is left for the next
 * fold (`skip locked`), so a fold never waits for a writer, and writers never write shard 0. Answers whether it ran:
 * not while another server's fold holds the lock.
 */
export async function foldCountShards(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${advisoryLockKeys.countFold}) as locked`);
    if (!rows[0].locked) return false;
    await tx.execute(sql`
      with moved as (
        delete from tallies where ctid = any(array(select ctid from tallies where shard <> 0 for update skip locked))
        returning subject, key, count)
      insert into tallies (subject, key, shard, count)
      select subject, key, 0, sum(count) from moved group by subject, key order by subject, key
      on conflict (subject, key, shard) do update set count = tallies.count + excluded.count`);
    await tx.execute(sql`
      with moved as (
        delete from row_counts where ctid = any(array(select ctid from row_counts where shard <> 0 for update skip locked))
        returning table_name, row_count)
      insert into row_counts (table_name, shard, row_count)
      select table_name, 0, sum(row_count) from moved group by table_name order by table_name
      on conflict (table_name, shard) do update set row_count = row_counts.row_count + excluded.row_count`);
    return true;
  });
}
