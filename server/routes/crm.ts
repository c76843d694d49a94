import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerRecordSchema } from '../../domain/customer.js';
import { customerDuplicatesAnswerSchema, customerMergeSchema } from '../../domain/customerMerge.js';
import { searchTermSchema } from '../../domain/listQuery.js';
import type { Db } from '../db/client.js';
import { sendRecords } from '../http/jsonAnswer.js';
import { findDuplicateCustomers, mergeCustomers } from '../resources/customerMerge.js';
import { customerResource } from '../resources/customers.js';
import { searchRecords } from '../resources/listQueries.js';
import { answers, asRead, idParams } from '../resources/resourceRoutes.js';

/**
 * How many customers quick search answers, newest first: a screenful to scan by eye. A term more of them match
 * is one to type more of, and the answer says so (`more`). (At 50, a surname one customer in a hundred holds
 * took the database twice as long.)
 */
export const quickSearchLimit = 25;

/** Quick search: the newest matching customers' summaries (JSON text), and whether more match than that. */
export async function quickSearch(db: Db, term: string) {
  const found = await searchRecords(db, customerResource, term, quickSearchLimit + 1);
  return { customers: found.slice(0, quickSearchLimit), more: found.length > quickSearchLimit };
}

/** CRM: quick search, duplicates and merge (docs/product.md#api); customers' own calls are `resourceRoutes`. */
export const crmRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/crm/customers/search/:term',
    {
      schema: { tags: ['crm'], params: z.object({ term: searchTermSchema.trim().min(1) }) },
      config: { access: { area: 'crm', action: 'read' } },
    },
    async (request, reply) => {
      const { customers, more } = await quickSearch(db, request.params.term);
      return sendRecords(reply, 'customers', customers, { more });
    },
  );

  app.get(
    '/crm/customers/:id/duplicates',
    {
      schema: { tags: ['crm'], params: idParams, response: answers(200, customerDuplicatesAnswerSchema) },
      config: { access: { area: 'crm', action: 'read' } },
      serializerCompiler: asRead,
    },
    async (request) => ({ customers: await findDuplicateCustomers(db, request.params.id) }),
  );

  app.post(
    '/crm/customers/merge',
    {
      schema: { tags: ['crm'], body: customerMergeSchema, response: answers(200, customerRecordSchema) },
      config: { access: { area: 'crm', action: 'write' } },
      serializerCompiler: asRead,
    },
    (request) => mergeCustomers(db, request, request.body),
  );
};
