import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipientGroupWithCountSchema, recipientPreviewAnswerSchema, recipientPreviewSchema } from '../../domain/recipientGroup.js';
import { scheduleAnswerSchema, scheduleQuerySchema, scheduleWindowMaxDays } from '../../domain/schedule.js';
import { canAccessArea } from '../../domain/access.js';
import type { Clock } from '../clock.js';
import type { ChangeNotices } from '../db/changeNotices.js';
import type { Db } from '../db/client.js';
import { followProjectPairChanges } from '../marketing/projectPairGroups.js';
import { recipientGroupsWithCounts, recipientPreview } from '../marketing/recipientGroupMembers.js';
import { scheduleEvents } from '../marketing/scheduleEvents.js';
import { answers } from '../resources/resourceRoutes.js';

const read = { access: { area: 'marketing', action: 'read' } } as const;
const tags = ['marketing'];

/**
 * Marketing (docs/product.md#api): every recipient group with its member count, and the customers a filter selects, besides
 * the list protocol, get, create and update recipient groups answer (`resourceRoutes`); the schedule (docs/product.md#schedule).
 */
export const marketingRoutes: FastifyPluginAsyncZod<{ db: Db; notices: ChangeNotices; clock: Clock }> = async (app, { db, notices, clock }) => {
  await followProjectPairChanges(db, notices);
  app.get(
    '/marketing/recipients',
    {
      schema: {
        tags,
        description: 'Every recipient group by name, each with how many customers its filter selects now (`member_count`).',
        response: answers(200, z.object({ recipients: z.array(recipientGroupWithCountSchema) })),
      },
      config: read,
    },
    async () => ({ recipients: await recipientGroupsWithCounts(db, clock.now()) }),
  );

  app.post(
    '/marketing/recipients/filter',
    {
      schema: {
        tags,
        description:
          'How many customers a filter selects (`total`) and a page of them, newest first (the first 25 by default). ' +
          'Per channel, how many of them consent allows at the server\'s moment and how many it leaves out, by reason (`consent`). ' +
          'An unknown field or value is a 400 naming it.',
        body: recipientPreviewSchema,
        response: answers(200, recipientPreviewAnswerSchema),
      },
      config: read,
    },
    (request) => recipientPreview(db, request.body.filter, clock.now(), request.body.pagination),
  );

  app.get(
    '/marketing/schedule',
    {
      schema: {
        tags,
        description:
          `What happens in a window of at most ${scheduleWindowMaxDays} days (\`start\` ≤ time < \`end\`): campaigns by their sending time ` +
          '(cancelled ones too, marked by their status), and, for those who may read projects, projects by their start date and ' +
          "tasks by their deadline, days of the business's time zone.",
        querystring: scheduleQuerySchema,
        response: answers(200, scheduleAnswerSchema),
      },
      config: read,
    },
    ({ query, account }) =>
      scheduleEvents(db, query, { readsProjects: canAccessArea(account.roles, account.permissions, 'pm', 'read') }),
  );
};
