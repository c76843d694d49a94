import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEventSchema } from '../../domain/audit.js';
import { listMetaSchema, listQuerySchema } from '../../domain/listQuery.js';
import { auditLog } from '../../domain/resources.js';
import { listAuditEvents } from '../audit/auditQuery.js';
import type { Db } from '../db/client.js';
import { answers } from '../resources/resourceRoutes.js';

/** The audit log (docs/product.md#audit-log), read by superadmins: the Admin area's. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${auditLog.apiPath}/query`,
    {
      schema: { tags: [auditLog.area], body: listQuerySchema, response: answers(200, z.object({ events: z.array(auditEventSchema), meta: listMetaSchema })) },
      config: { access: { area: auditLog.area, action: 'read' } },
    },
    (request) => listAuditEvents(db, request.body),
  );
};
