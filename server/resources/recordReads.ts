import { and, eq, sql, SQL, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { builtStatement, preparedSelect, type Planning } from '../db/preparedStatements.js';
import { notFound } from '../http/apiError.js';
import { listOrder, writtenLimit } from './listQueries.js';
import { recordsFrom, selection, type ResourceDefinition } from './resourceDefinition.js';

// Records read whole: one by id, or the records of an "of X" call.

/** How many records an "of X" call answers at most (a customer's projects, a project's tasks). */
export const relatedRecordsLimit = 1000;

/**
 * The records of an "of X" call (a customer's projects, a project's tasks), in `order` (newest first by default),
 * at most `relatedRecordsLimit`. `where` is given a placeholder for `value`; the statement is built once per call,
 * and each caller says whether `value` can change its best plan.
 */
export function selectRecords(
  db: Db,
  definition: ResourceDefinition,
  { call, where, value, order, planning }: { call: string; where?: (value: Placeholder) => SQL; value?: unknown; order?: SQL[]; planning: Planning },
) {
  const statement = builtStatement(db, `${definition.declaration.apiPath} ${call}`, planning, (name) =>
    preparedSelect(db, name, selection(definition), (select) =>
      recordsFrom(select, definition)
        .where(and(definition.scope, where?.(sql.placeholder('value'))))
        .orderBy(...(order ?? listOrder(definition, undefined)))
        .limit(writtenLimit(relatedRecordsLimit)),
    ),
  );
  return statement.execute({ value });
}

export async function getRecord(db: Db, definition: ResourceDefinition, id: string) {
  const statement = builtStatement(db, `${definition.declaration.apiPath} get`, 'once', (name) =>
    preparedSelect(db, name, selection(definition), (select) => recordsFrom(select, definition).where(and(eq(definition.table._id, sql.placeholder('id')), definition.scope))),
  );
  const [record] = await statement.execute({ id });
  if (!record) throw notFound(definition.label);
  return record;
}

/** Throws a 404 unless the record exists. */
export async function assertRecordExists(db: Db, definition: ResourceDefinition, id: string) {
  const [record] = await db.select({ _id: definition.table._id }).from(definition.table).where(and(eq(definition.table._id, id), definition.scope));
  if (!record) throw notFound(definition.label);
}
