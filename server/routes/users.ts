import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../domain/resources.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import { forgetSessionChecks } from '../auth/accounts.js';
import { accountStanding, endSessions } from '../auth/accountStanding.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http/apiError.js';
import { answers, idParams } from '../resources/resourceRoutes.js';

const { apiPath, area } = resources.users;

/** Registered users' calls beyond the resource's own (server/resources/users.ts). */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** Signs the account out everywhere: every token it holds stops working at its next request. */
  app.post(
    `${apiPath}/:id/sessions/end`,
    { schema: { tags: [area], params: idParams, response: answers(200, z.object({ ok: z.literal(true) })) }, config: { access: { area, action: 'write' } } },
    async (request) => {
      const { id } = request.params;
      if (!(await accountStanding(db, id))) throw notFound('The account');
      await db.transaction(async (tx) => {
        await endSessions(tx, id);
        await recordAuditEvent(tx, request, { action: 'sessions_ended', actor: request.account._id, subject: id });
      });
      forgetSessionChecks(db, { accountId: id });
      return { ok: true as const };
    },
  );
};
