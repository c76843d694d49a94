import { sql } from 'drizzle-orm';
import { canonicalJson } from '../../domain/canonicalJson.js';
import type { RecipientFilter } from '../../domain/recipientGroup.js';
import type { ConsentGroupRows } from '../consent/consentState.js';
import type { ChangeNotices } from '../db/changeNotices.js';
import type { Db } from '../db/client.js';

// How many customers a recipient filter with a project condition selects, by consent state, is counted over every
// project pair it matches: at a million customers a common filter's count reads over a hundred thousand pairs, a
// seventh of a second of the database's time whoever asks. Each server keeps the count it made until a pair
// changes (docs/marketing.md#recipient-groups).

/** Where the database tells of every change to `customer_project_pairs` (migration 0057_recipient_pair_notices). */
const pairChangesChannel = 'recipient_pair_changes';
/**
 * How far the sequence every change to the pairs moves on (migration 0058_recipient_pair_change_count) has gone:
 * unlike a notice, it has moved by the time the change's request is answered.
 */
const pairChangesNow = async (db: Db) => {
  const { rows } = await db.execute<{ changes: string }>(sql`select (case when is_called then last_value else 0 end)::text as changes from recipient_pair_changes`);
  return rows[0].changes;
};
/** Filters kept per database; past it the one kept longest goes. */
const keptFilterLimit = 200;

interface PairGroups {
  notices: ChangeNotices;
  /** Grows with each change heard or seen: a count started before a change is not kept. */
  generation: number;
  /** `pairChangesNow` when the counts kept were made. */
  changes?: string;
  kept: Map<string, ConsentGroupRows>;
}

const pairGroups = new WeakMap<Db, PairGroups>();

/** Keeps the counts of `db`'s filters with a project condition from now on, each until its notice arrives. */
export function followProjectPairChanges(db: Db, notices: ChangeNotices) {
  const groups: PairGroups = { notices, generation: 0, kept: new Map() };
  pairGroups.set(db, groups);
  return notices.listen(pairChangesChannel, { notice: () => forgetPairGroups(db), missed: () => forgetPairGroups(db) });
}

/** Forgets every count kept for `db`: as a notice arrives, or as the sequence is seen to have moved. */
function forgetPairGroups(db: Db) {
  const groups = pairGroups.get(db);
  if (!groups) return;
  groups.generation += 1;
  groups.kept.clear();
}

/**
 * The consent groups of `filter`, which has a project condition: those kept for it while the pairs have not changed
 * since, or `count`'s, kept when no pair changed while it ran. Counted every time where changes are not followed, or
 * may be missed now.
 *
 * The sequence tells of every change committed before this call, this server's own included. A change another
 * server commits while the count runs has moved it before the count began, and is caught by its notice.
 */
export async function keptPairGroups(db: Db, filter: RecipientFilter, count: () => Promise<ConsentGroupRows>): Promise<ConsentGroupRows> {
  const groups = pairGroups.get(db);
  if (!groups?.notices.listening) return count();
  const changes = await pairChangesNow(db);
  if (changes !== groups.changes) {
    forgetPairGroups(db);
    groups.changes = changes;
  }
  // A saved group's filter comes back from the database with its keys in the database's order.
  const key = canonicalJson(filter);
  const kept = groups.kept.get(key);
  if (kept) return kept;

  const generation = groups.generation;
  const rows = await count();
  if (generation === groups.generation && groups.notices.listening) {
    if (groups.kept.size >= keptFilterLimit) groups.kept.delete(groups.kept.keys().next().value!);
    groups.kept.set(key, rows);
  }
  return rows;
}
