import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryChange } from '../../domain/history.js';
import { fieldError } from '../../domain/apiErrors.js';
import type { ValidationMessageKey } from '../../domain/validationMessages.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { ApiError, conflict, notFound } from '../http/apiError.js';
import { changedFields, historyInsert, writeHistory } from './history.js';
import { getRecord } from './recordReads.js';
import { columnOf, type RecordTable, type ResourceDefinition, type WriteSteps } from './resourceDefinition.js';

// Creates and updates: the checks a schema alone cannot make, the 409 of a stale update, and the history.

type Executor = Pick<Db, 'select'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const refusal = (status: 400 | 409, field: string, key: ValidationMessageKey) => {
  const detail = fieldError(field, key);
  return new ApiError(status, status === 400 ? 'VALIDATION_FAILED' : 'DUPLICATE', detail.message, [detail]);
};

async function checkReferences(executor: Executor, { references = {} }: ResourceDefinition, fields: Record<string, unknown>) {
  for (const [field, reference] of Object.entries(references)) {
    const value = fields[field];
    const values = Array.isArray(value) ? value : [value];
    const names = (entry: unknown): entry is string => typeof entry === 'string' && (reference.names?.(entry) ?? true);
    const named = new Set(values.filter(names));
    if (named.size === 0) continue;
    const found = await executor
      .select({ _id: reference.table._id })
      .from(reference.table)
      .where(and(inArray(reference.table._id, [...named]), reference.where));
    const existing = new Set(found.map((row) => row._id));
    const missingAt = values.findIndex((entry) => names(entry) && !existing.has(entry));
    if (missingAt >= 0) throw refusal(400, Array.isArray(value) ? `${field}.${missingAt}` : field, reference.missing);
  }
}

export async function checkUnique(executor: Executor, definition: ResourceDefinition, fields: Record<string, unknown>, ownId: string) {
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
export const nextVersion = (table: Pick<RecordTable, 'updated_at'>) => sql`greatest(now(), ${table.updated_at} + interval '1 millisecond')`;

/**
 * Refuses an edit that does not name the version it was read at: 428 without one, 409 with another (an older
 * one, or one from the future). Either way it could overwrite a change it never saw.
 */
export function assertCurrentVersion(readAt: string | null | undefined, storedAt: Date, refusals: { missing: string; stale: string }) {
  if (!readAt) throw new ApiError(428, 'UPDATED_AT_REQUIRED', refusals.missing);
  if (new Date(readAt).getTime() !== storedAt.getTime()) throw conflict(refusals.stale, 'STALE_UPDATE');
}

/** Whether a write of `definition` reads other rows first (references, unique values): then it needs a transaction. */
const readsBeforeWriting = ({ references = {}, unique = {} }: ResourceDefinition) => Object.keys(references).length + Object.keys(unique).length > 0;

export async function createRecord(db: Db, definition: ResourceDefinition, input: Record<string, unknown>, creator: string, steps: WriteSteps = {}) {
  const _id = newId();
  const prepared = (await steps.prepare?.(input, undefined)) ?? input;
  const fields = { ...definition.defaults, ...prepared };
  const { table, historyEntity } = definition;
  const write = async (executor: Db | Transaction) => {
    await steps.begin?.(executor);
    await checkFields(executor, definition, { _id, fields });
    const row = { ...fields, _id, creator };
    if (historyEntity) {
      // The 'created' entry rides in the record's own insert: one round trip instead of two.
      const entry = executor.$with('created_entry').as(historyInsert(executor, { entity: historyEntity, entityId: _id, type: 'created', creator }));
      await executor.with(entry).insert(table).values(row);
    } else {
      await executor.insert(table).values(row);
    }
    await steps.written?.(executor, undefined, { ...fields, _id });
  };
  // One statement is atomic by itself: a create that reads nothing before it and has no steps around it skips
  // the transaction, whose begin and commit were two of its five round trips.
  await (readsBeforeWriting(definition) || steps.begin || steps.written ? db.transaction(write) : write(db));
  steps.committed?.(_id);
  return getRecord(db, definition, _id);
}

/**
 * Saves the fields the body carries. A body without the stored `updated_at` is refused (428 without one, 409
 * with another), so two staff editing one record never silently overwrite each other; each change is written
 * to the history.
 */
export async function updateRecord(
  db: Db,
  definition: ResourceDefinition,
  { _id, updated_at: readAt, ...input }: { _id: string; updated_at?: string | null } & Record<string, unknown>,
  editor: string,
  steps: WriteSteps = {},
) {
  const { table } = definition;
  const fields = (await steps.prepare?.(input, _id)) ?? input;
  let written = false;
  await db.transaction(async (tx) => {
    await steps.begin?.(tx);
    const [stored] = (await tx.select().from(table).where(and(eq(table._id, _id), definition.scope)).for('update')) as Record<string, unknown>[];
    if (!stored) throw notFound(definition.label);
    const refusal = definition.unchangeable?.(stored);
    if (refusal) throw refusal;
    const label = definition.label.toLowerCase();
    assertCurrentVersion(readAt, stored.updated_at as Date, {
      missing: `Read this ${label} again before changing it: an edit names the version it was read at (updated_at).`,
      stale: `This ${label} was changed by someone else after you opened it. Reload it and apply your changes again.`,
    });
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
    await steps.written?.(tx, stored, { ...stored, ...changedValues });
    written = true;
  });
  if (written) steps.committed?.(_id);
  return getRecord(db, definition, _id);
}