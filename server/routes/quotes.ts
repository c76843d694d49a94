import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteStatuses } from '../../domain/enums.js';
import { quoteCreateSchema, quoteRecordSchema, quoteUpdateSchema } from '../../domain/quote.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { quotePdf } from '../quotes/quotePdf.js';
import { createQuote, listQuotes, readQuote, reviseQuote, updateQuote } from '../quotes/quoteService.js';
import { answers, idParams } from '../resources/resourceRoutes.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

const read = { access: { area: 'pm', action: 'read' } } as const;
const write = { access: { area: 'pm', action: 'write' } } as const;
const tags = ['pm'];
const quoteListLimit = 200;

const listQuery = z.object({
  status: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.split(',').filter(Boolean))
    .pipe(z.array(z.enum(quoteStatuses)).optional()),
  project: idParams.shape.id.optional(),
  customer: idParams.shape.id.optional(),
});

/** Quotes (docs/quotes.md), in the PM area like contracts: every version is a record of its own. */
export const quoteRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/pm/quotes',
    {
      schema: {
        tags,
        description: `Quotes newest first (at most ${quoteListLimit}), filtered by statuses (comma-separated), project or customer.`,
        querystring: listQuery,
        response: answers(200, z.object({ quotes: z.array(quoteRecordSchema) })),
      },
      config: read,
    },
    async (request) => ({ quotes: await listQuotes(db, request.query, quoteListLimit) }),
  );

  app.get('/pm/quotes/:id', { schema: { tags, params: idParams, response: answers(200, quoteRecordSchema) }, config: read }, (request) =>
    readQuote(db, request.params.id),
  );

  app.post('/pm/quotes', { schema: { tags, body: quoteCreateSchema, response: answers(201, quoteRecordSchema) }, config: write }, async (request, reply) =>
    reply.status(201).send(await createQuote(db, request.body, request.account._id, clock.now())),
  );

  app.put(
    '/pm/quotes/:id',
    { schema: { tags, description: 'Saves a draft; totals are recomputed, never read from the body.', params: idParams, body: quoteUpdateSchema, response: answers(200, quoteRecordSchema) }, config: write },
    (request) => updateQuote(db, request.params.id, request.body, clock.now()),
  );


  app.post(
    '/pm/quotes/:id/revise',
    {
      schema: { tags, description: 'Copies a sent, viewed, declined or expired quote into a new draft version; the old one becomes superseded.', params: idParams, response: answers(201, quoteRecordSchema) },
      config: write,
    },
    async (request, reply) => reply.status(201).send(await reviseQuote(db, request.params.id, request.account._id, clock.now())),
  );

  app.get('/pm/quotes/:id/pdf', { schema: { tags, description: 'The quote as a PDF, in its language.', params: idParams }, config: read }, async (request, reply) => {
    const [quote, settings] = await Promise.all([readQuote(db, request.params.id), readBusinessSettings(db)]);
    const pdf = await quotePdf(quote, settings);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${quote.number}-v${quote.version}.pdf"`)
      .send(pdf);
  });
};
