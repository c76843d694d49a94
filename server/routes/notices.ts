import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeListSchema, noticeSchema, offersMarkDone } from '../../domain/notice.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/apiError.js';
import { listNotices, markNoticeRead, ownNotice } from '../notices/notices.js';
import { answers, idParams } from '../resources/resourceRoutes.js';
import { markTaskDone } from '../resources/tasks.js';

const tags = ['notices'];

/**
 * In-app notices (docs/pm.md#notices): each staff member reads and marks read their own; another's answers 404 as
 * an unknown one does. A notice whose kind offers it marks its task done as `POST /pm/tasks/:id/done` does, so it
 * takes what that takes: writing in PM.
 */
export const noticeRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/notices',
    {
      schema: { tags, description: 'The signed-in staff member’s notices: the unread first, then the newest.', response: answers(200, noticeListSchema) },
      config: { access: 'staff' },
    },
    (request) => listNotices(db, request.account._id),
  );

  app.post(
    '/notices/:id/read',
    { schema: { tags, description: 'Marks one of the signed-in staff member’s notices read.', params: idParams, response: answers(200, noticeSchema) }, config: { access: 'staff' } },
    (request) => markNoticeRead(db, request.account._id, request.params.id, new Date(clock.now())),
  );

  app.post(
    '/notices/:id/done',
    {
      schema: {
        tags,
        description: 'Marks the task a notice is about done, as `POST /pm/tasks/:id/done` does, and the notice read.',
        params: idParams,
        response: answers(200, noticeSchema),
      },
      config: { access: { area: 'pm', action: 'write' } },
    },
    async (request) => {
      const notice = await ownNotice(db, request.account._id, request.params.id);
      if (!offersMarkDone(notice.kind)) {
        throw new ApiError(400, 'BAD_REQUEST', 'This notice has no task to mark done.');
      }
      await markTaskDone(db, notice.record, true);
      return markNoticeRead(db, request.account._id, notice._id, new Date(clock.now()));
    },
  );
};
