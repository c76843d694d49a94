import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteCreateSchema, quoteRecordSchema } from '../../domain/quote.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http/apiError.js';
import { readSignedPdf } from '../quotes/quoteAcceptance.js';
import { quotePdf } from '../quotes/quotePdf.js';
import { readQuoteLink, sendQuote, type QuoteSendingOptions } from '../quotes/quoteSending.js';
import { createQuote, readQuote, reviseQuote } from '../quotes/quoteService.js';
import { answers, idParams } from '../resources/resourceRoutes.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

const read = { access: { area: 'pm', action: 'read' } } as const;
const write = { access: { area: 'pm', action: 'write' } } as const;
const tags = ['pm'];

/**
 * What quotes answer beyond the calls of every resource (docs/quotes.md): their create, their revision, their
 * PDF, and sending them to the customer. They are listed, read, edited and deleted as every resource is (server/resources/quotes.ts).
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; sending: Omit<QuoteSendingOptions, 'db'> }> = async (app, { db, clock, sending }) => {
  app.post('/pm/quotes', { schema: { tags, body: quoteCreateSchema, response: answers(201, quoteRecordSchema) }, config: write }, async (request, reply) =>
    reply.status(201).send(await createQuote(db, request.body, request.account._id, clock.now())),
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

  app.post(
    '/pm/quotes/:id/send',
    {
      schema: {
        tags,
        description:
          "E-mails a draft, sent or viewed quote to its customer with its PDF and the link to its page (and an SMS with the link when the customer takes SMS and consents); it becomes sent. 409 with a sentence when it cannot go.",
        params: idParams,
        response: answers(200, quoteRecordSchema),
      },
      config: write,
    },
    (request) => sendQuote({ db, ...sending }, request.params.id, request.account._id, clock.now()),
  );

  app.get(
    '/pm/quotes/:id/link',
    {
      schema: {
        tags,
        description: "The address of the customer's page of a sent quote, to pass on by other means (WeChat); 409 for a draft.",
        params: idParams,
        response: answers(200, z.object({ url: z.string() })),
      },
      config: read,
    },
    (request) => readQuoteLink({ db, ...sending }, request.params.id),
  );

  app.get(
    '/pm/quotes/:id/signed-pdf',
    { schema: { tags, description: 'The PDF the customer signed on accepting the quote: the choices made and the signature.', params: idParams }, config: read },
    async (request, reply) => {
      const signed = await readSignedPdf(db, request.params.id);
      if (!signed) throw notFound('The signed PDF of this quote');
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${signed.fileName}"`).send(signed.bytes);
    },
  );
};
