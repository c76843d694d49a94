import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipientGroupWithCountSchema, recipientPreviewAnswerSchema, recipientPreviewSchema } from '../../domain/recipientGroup.js';
import type { Db } from '../db/client.js';
import { recipientGroupsWithCounts, recipientPreview } from '../marketing/recipientGroupMembers.js';
import { answers } from '../resources/resourceRoutes.js';

const read = { access: { area: 'marketing', action: 'read' } } as const;
const tags = ['marketing'];

/**
 * Marketing (SPEC §7): every recipient group with its member count, and the customers a filter selects, besides
 * the list protocol, get, create and update recipient groups answer (`resourceRoutes`).
 */
export const marketingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async () => ({ recipients: await recipientGroupsWithCounts(db) }),
  );

  app.post(
    '/marketing/recipients/filter',
    {
      schema: {
        tags,
        description:
          'How many customers a filter selects (`total`) and a page of them, newest first (the first 25 by default). ' +
          'An unknown field or value is a 400 naming it.',
        body: recipientPreviewSchema,
        response: answers(200, recipientPreviewAnswerSchema),
      },
      config: read,
    },
    (request) => recipientPreview(db, request.body.filter, request.body.pagination),
  );
};
