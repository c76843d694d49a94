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
/** Filters kept per database; past it the one kept longest goes. */
const keptFilterLimit = 200;

interface PairGroups {
  notices: ChangeNotices;
  /** Grows with each change heard: a count started before a change is not kept. */
  generation: number;
  kept: Map<string, ConsentGroupRows>;
}

const pairGroups = new WeakMap<Db, PairGroups>();

/** Keeps the counts of `db`'s filters with a project condition from now on, each until its notice arrives. */
export function followProjectPairChanges(db: Db, notices: ChangeNotices) {
  const groups: PairGroups = { notices, generation: 0, kept: new Map() };
  pairGroups.set(db, groups);
  return notices.listen(pairChangesChannel, { notice: () => forgetPairGroups(db), missed: () => forgetPairGroups(db) });
}

/**
 * Forgets every count kept for `db`: as a notice arrives, or at once after a change of this server's that readers
 * here must see before its notice comes back.
 */
export function forgetPairGroups(db: Db) {
  const groups = pairGroups.get(db);
  if (!groups) return;
  groups.generation += 1;
  groups.kept.clear();
}

/**
 * The consent groups of `filter`, which has a project condition: those kept for it, or `count`'s, kept when no pair
 * changed while it ran. Counted every time where changes are not followed, or may be missed now.
 */
export async function keptPairGroups(db: Db, filter: RecipientFilter, count: () => Promise<ConsentGroupRows>): Promise<ConsentGroupRows> {
  const groups = pairGroups.get(db);
  if (!groups?.notices.listening) return count();
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
