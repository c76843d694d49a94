import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyNoteSchema } from '../../domain/history.js';
import { listQuerySchema } from '../../domain/listQuery.js';
import type { Db } from '../db/client.js';
import { getHistoryEntry, listHistory, writeHistory } from './history.js';
import { assertRecordExists, createRecord, getRecord, listRecords, updateRecord, type ResourceDefinition } from './resourceService.js';

export const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The calls every declared resource answers under its API path: `POST /query`, `GET /:id`, `POST` (create),
 * `PUT` (update), and for records that keep one, `GET|POST /:id/history`.
 */
export const resourceRoutes: FastifyPluginAsyncZod<{ db: Db; definition: ResourceDefinition }> = async (app, { db, definition }) => {
  const { apiPath, area, responseKey } = definition.declaration;
  const read = { access: { area, action: 'read' as const } };
  const write = { access: { area, action: 'write' as const } };
  const tags = [area];

  app.post(`${apiPath}/query`, { schema: { tags, body: listQuerySchema }, config: read }, async (request) => {
    const { records, meta } = await listRecords(db, definition, request.body);
    return { [responseKey]: records, meta };
  });

  app.get(`${apiPath}/:id`, { schema: { tags, params: idParams }, config: read }, (request) =>
    getRecord(db, definition, request.params.id),
  );

  app.post(apiPath, { schema: { tags, body: definition.createSchema }, config: write }, async (request, reply) =>
    reply.status(201).send(await createRecord(db, definition, request.body, request.account._id)),
  );

  app.put(apiPath, { schema: { tags, body: definition.updateSchema }, config: write }, (request) =>
    updateRecord(db, definition, request.body, request.account._id),
  );

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
