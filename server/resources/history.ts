import { and, desc, eq, sql } from 'drizzle-orm';
import { accountShownName } from '../auth/accounts.js';
import type { HistoryChange, HistoryEntry, HistoryEvent } from '../../domain/history.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { history, users } from '../db/schema.js';

/** A database handle or an open transaction: history is written in the same transaction as the change. */
type Executor = Pick<Db, 'insert' | 'select'>;

/** The records that keep a history: customers and projects. */
export type HistoryEntity = 'customers' | 'projects';

type HistoryInput = {
  entity: HistoryEntity;
  entityId: string;
  type: HistoryEntry['type'];
  creator: string | null;
  content?: string;
  changes?: HistoryChange[];
  event?: HistoryEvent;
  /** When it happened, if not now: a quote expired at the end of its day, seen later (server/resources/quotes.ts). */
  createdAt?: Date;
};

/** The insert of one entry, not sent yet: a create sends it in the statement that inserts its record (recordWrites.ts). */
export const historyInsert = (executor: Pick<Db, 'insert'>, entry: HistoryInput) =>
  executor
    .insert(history)
    .values({
      _id: newId(),
      entity: entry.entity,
      entity_id: entry.entityId,
      type: entry.type,
      content: entry.content ?? null,
      changes: entry.changes ?? null,
      event: entry.event ?? null,
      creator: entry.creator,
      ...(entry.createdAt && { created_at: entry.createdAt }),
    })
    .returning({ _id: history._id });

export async function writeHistory(executor: Executor, entry: HistoryInput): Promise<string> {
  const [{ _id }] = await historyInsert(executor, entry);
  return _id;
}

const historySelection = {
  _id: history._id,
  type: history.type,
  content: history.content,
  changes: history.changes,
  event: history.event,
  creator: history.creator,
  creator_name: sql<string | null>`${accountShownName}`,
  created_at: history.created_at,
};

/** The history of one record, newest first. */
export const listHistory = (db: Db, entity: HistoryEntity, entityId: string) =>
  db
    .select(historySelection)
    .from(history)
    .leftJoin(users, eq(users._id, history.creator))
    .where(and(eq(history.entity, entity), eq(history.entity_id, entityId)))
    .orderBy(desc(history.created_at), desc(history._id))
    .limit(1000);

export async function getHistoryEntry(db: Db, entryId: string) {
  const [entry] = await db
    .select(historySelection)
    .from(history)
    .leftJoin(users, eq(users._id, history.creator))
    .where(eq(history._id, entryId));
  return entry;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `update` whose value differs from `stored`. */
export const changedFields = (stored: Record<string, unknown>, update: Record<string, unknown>): HistoryChange[] =>
  Object.entries(update)
    .filter(([field, value]) => value !== undefined && !sameValue(stored[field], value))
    .map(([field, to]) => ({ field, from: stored[field] ?? null, to }));
