import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLimits } from '../../domain/listQuery.js';
import type { Db } from '../db/client.js';
import { customerResource } from '../resources/customers.js';
import { resourceRoutes } from '../resources/resourceRoutes.js';
import { searchRecords } from '../resources/resourceService.js';

/** How many customers quick search answers: enough to scan by eye, few enough to stay fast. */
export const quickSearchLimit = 50;

/** CRM: customers with their history, and quick search (SPEC §7). */
export const crmRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/crm/customers/search/:term',
    {
      schema: { tags: ['crm'], params: z.object({ term: z.string().trim().min(1).max(listLimits.maxSearchLength) }) },
      config: { access: { area: 'crm', action: 'read' } },
    },
    async (request) => ({ customers: await searchRecords(db, customerResource, request.params.term, quickSearchLimit) }),
  );
  await app.register(resourceRoutes, { db, definition: customerResource });
};
