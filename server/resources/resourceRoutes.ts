import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyNoteSchema } from '../../domain/history.js';
import { apiErrorBodySchema } from '../../domain/apiErrors.js';
import { exportQuerySchema, listMetaSchema, listQuerySchema } from '../../domain/listQuery.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { csvFileName, exportedField, sendCsv } from '../http/csvAnswer.js';
import { sendRecords } from '../http/jsonAnswer.js';
import { getHistoryEntry, listHistory, writeHistory } from './history.js';
import { exportedRecords, listRecords } from './listQueries.js';
import { assertRecordExists, getRecord } from './recordReads.js';
import { createRecord, updateRecord } from './recordWrites.js';
import { restoreRecord, trashRecord } from './trash.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import type { ResourceDefinition } from './resourceDefinition.js';

export const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Records are written out as they are read, not checked against their schema on every call: that check cost a
 * record's get as much as writing it, and the tests hold answers to the shape (tests/api/recordAnswers.test.ts).
 */
export const asRead = () => (answer: unknown) => JSON.stringify(answer);

/** The answers of a call: `body` on success, and the error body (`domain/apiErrors.ts`). */
export const answers = (status: 200 | 201, body: z.ZodType) => ({ [status]: body, '4xx': apiErrorBodySchema });

/**
 * The calls every declared resource answers under its API path: `POST /query`, `GET /:id`, `POST` (create, unless
 * records are created elsewhere), `PUT` (update), for lists that have one `POST /export.csv`, and for records that
 * keep one, `GET|POST /:id/history`.
 */
export const resourceRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; definition: ResourceDefinition }> = async (app, { db, clock, definition }) => {
  const { apiPath, area, responseKey } = definition.declaration;
  const read = { access: { area, action: 'read' as const } };
  const write = { access: { area, action: 'write' as const } };
  const tags = [area];
  const { recordSchema, createSchema } = definition;
  // For the OpenAPI document: list records arrive as JSON text (`sendRecords`), which is not serialized again;
  // tests/api/recordAnswers.test.ts holds them to this shape.
  const listAnswer = z.object({ [responseKey]: z.array(recordSchema), meta: listMetaSchema });

  const { beforeRead } = definition;

  app.post(`${apiPath}/query`, { schema: { tags, body: listQuerySchema, response: answers(200, listAnswer) }, config: read }, async (request, reply) => {
    const now = clock.now();
    await beforeRead?.(db, now);
    const { records, meta } = await listRecords(db, definition, request.body, now);
    return sendRecords(reply, responseKey, records, { meta });
  });

  const { csvName } = definition.declaration;
  const { exportColumns } = definition;
  if (Boolean(csvName) !== Boolean(exportColumns)) throw new Error(`${definition.label}: a list with a CSV export has a csvName and exportColumns`);
  if (csvName && exportColumns) {
    const fields = exportColumns.map(exportedField);
    app.post(
      `${apiPath}/export.csv`,
      { schema: { tags, body: exportQuerySchema, description: 'Every record the list query selects, as CSV (docs/decisions.md#csv-export).' }, config: read },
      async (request, reply) => {
        const now = clock.now();
        await beforeRead?.(db, now);
        const records = exportedRecords(db, definition, request.body, now, fields);
        return sendCsv(reply, await csvFileName(db, csvName, now), exportColumns, records);
      },
    );
  }

  app.get(`${apiPath}/:id`, { schema: { tags, params: idParams, response: answers(200, recordSchema) }, config: read, serializerCompiler: asRead }, async (request) => {
    await beforeRead?.(db, clock.now());
    return getRecord(db, definition, request.params.id);
  });

  if (createSchema) {
    app.post(apiPath, { schema: { tags, body: createSchema, response: answers(201, recordSchema) }, config: write, serializerCompiler: asRead }, async (request, reply) =>
      reply.status(201).send(await createRecord(db, definition, request.body as Record<string, unknown>, request.account._id, definition.writeSteps?.(db, request))),
    );
  }

  app.put(apiPath, { schema: { tags, body: definition.updateSchema, response: answers(200, recordSchema) }, config: write, serializerCompiler: asRead }, (request) =>
    updateRecord(db, definition, request.body, request.account._id, definition.writeSteps?.(db, request)),
  );

  if (definition.declaration.deletable) {
    if (!definition.deletion) throw new Error(`${definition.label} is declared deletable but has no deletion`);
    const resource = definition.declaration.name;
    // Deleting moves the record to the trash; restoring puts it back (docs/product.md#deleting-and-restoring).
    app.delete(`${apiPath}/:id`, { schema: { tags, params: idParams }, config: write }, async (request) => {
      const entry = await db.transaction(async (tx) => {
        const trashed = await trashRecord(tx, definition, request.params.id, request.account._id);
        await recordAuditEvent(tx, request, { action: 'record_deleted', actor: request.account._id, detail: { resource, record: request.params.id, label: trashed.label } });
        return trashed;
      });
      return { _id: request.params.id, label: entry.label };
    });
    app.post(`${apiPath}/:id/restore`, { schema: { tags, params: idParams }, config: write }, async (request) => {
      await db.transaction(async (tx) => {
        const restored = await restoreRecord(tx, definition, request.params.id, request.account._id);
        await recordAuditEvent(tx, request, { action: 'record_restored', actor: request.account._id, detail: { resource, record: request.params.id, label: restored.label } });
      });
      return getRecord(db, definition, request.params.id);
    });
  }

  const { historyEntity } = definition;
  if (!historyEntity) return;

  app.get(`${apiPath}/:id/history`, { schema: { tags, params: idParams }, config: read }, async (request) => {
    await assertRecordExists(db, definition, request.params.id);
    return { history: await listHistory(db, historyEntity, request.params.id) };
  });

  app.post(
    `${apiPath}/:id/history`,
    { schema: { tags, params: idParams, body: historyNoteSchema }, config: write },
    async (request, reply) => {
      await assertRecordExists(db, definition, request.params.id);
      const entryId = await writeHistory(db, {
        entity: historyEntity,
        entityId: request.params.id,
        type: 'user_record',
        content: request.body.content,
        creator: request.account._id,
      });
      return reply.status(201).send(await getHistoryEntry(db, entryId));
    },
  );
};
