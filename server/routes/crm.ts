import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentEventCreateSchema, customerConsentSchema } from '../../domain/consent.js';
import { customerRecordSchema } from '../../domain/customer.js';
import { customerEraseSchema } from '../../domain/customerPrivacy.js';
import { customerDuplicatesAnswerSchema, customerMergeSchema } from '../../domain/customerMerge.js';
import { customerImportAnswerSchema, customerImportLimits, customerImportQuerySchema, customerImportRefusals, customerImportUndoAnswerSchema } from '../../domain/customerImport.js';
import { searchTermSchema } from '../../domain/listQuery.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import type { Clock } from '../clock.js';
import { readCustomerConsent, recordCustomerConsent } from '../consent/customerConsent.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/apiError.js';
import { sendRecords } from '../http/jsonAnswer.js';
import { findDuplicateCustomers, mergeCustomers } from '../resources/customerMerge.js';
import { eraseCustomer, exportCustomer } from '../resources/customerPrivacy.js';
import { customerResource } from '../resources/customers.js';
import { importCustomers, undoCustomerImport } from '../resources/customerImports.js';
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
  const { records, more } = await searchRecords(db, customerResource, term, quickSearchLimit);
  return { customers: records, more };
}

/** CRM: quick search, duplicates and merge, marketing consent, and the customer import (docs/product.md#api); customers' own calls are `resourceRoutes`. */
export const crmRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
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

  // Marketing consent (docs/consent.md): read by whoever reads customers, recorded by whoever edits them.
  app.get(
    '/crm/customers/:id/consent',
    {
      schema: { tags: ['crm'], params: idParams, response: answers(200, customerConsentSchema) },
      config: { access: { area: 'crm', action: 'read' } },
      serializerCompiler: asRead,
    },
    (request) => readCustomerConsent(db, request.params.id, clock.now()),
  );

  app.post(
    '/crm/customers/:id/consent',
    {
      schema: { tags: ['crm'], params: idParams, body: consentEventCreateSchema, response: answers(200, customerConsentSchema) },
      config: { access: { area: 'crm', action: 'write' } },
      serializerCompiler: asRead,
    },
    (request) => recordCustomerConsent(db, request, request.params.id, request.body, clock.now()),
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

  // An access request (docs/privacy.md): administrators only, as the document holds everything about the person.
  app.get(
    '/crm/customers/:id/export',
    {
      schema: { tags: ['crm'], params: idParams },
      config: { access: { area: 'system', action: 'write' } },
    },
    async (request, reply) => {
      const document = await exportCustomer(db, request, request.params.id, clock.now());
      const uid = String(document.customer.uid);
      return reply.header('Content-Disposition', `attachment; filename="customer-${uid}.json"`).type('application/json').send(JSON.stringify(document, null, 2));
    },
  );

  // Erasure (docs/privacy.md#erasure): superadmins only, the Admin area's.
  app.post(
    '/crm/customers/:id/erase',
    {
      schema: { tags: ['crm'], params: idParams, body: customerEraseSchema },
      config: { access: { area: 'admin', action: 'write' } },
    },
    async (request, reply) => {
      await eraseCustomer(db, request, request.params.id, request.body.confirm, clock.now());
      return reply.status(204).send();
    },
  );

  // The file is the body, as its bytes: the import decodes it (UTF-8 or GB18030), not Fastify.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: customerImportLimits.maxBytes }, (_request, body, done) => done(null, body));

  app.post(
    '/crm/customers/import',
    {
      schema: { tags: ['crm'], querystring: customerImportQuerySchema, response: answers(200, customerImportAnswerSchema) },
      config: { access: { area: 'crm', action: 'write' } },
      bodyLimit: customerImportLimits.maxBytes,
      // Past the size limit Fastify stops reading: the answer still says which limit the file passed.
      errorHandler: (error, _request, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return reply.status(413).send({ error: customerImportRefusals.tooLarge, code: 'FILE_TOO_LARGE' });
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Send the file itself as the body, with the type text/csv.');
      const body = request.body;
      const { dryRun = false, fileName, importId, firstRow } = request.query;
      const actor = request.account._id;
      return importCustomers(db, body, {
        dryRun,
        creator: actor,
        now: clock.now(),
        fileName,
        importId,
        firstRow,
        written: (tx, writtenId, counts) =>
          recordAuditEvent(tx, request, { action: 'customers_imported', actor, detail: { importId: writtenId, fileName: fileName ?? null, ...counts } }),
      });
    },
  );

  app.post(
    '/crm/customers/import/:id/undo',
    {
      schema: { tags: ['crm'], params: idParams, response: answers(200, customerImportUndoAnswerSchema) },
      config: { access: { area: 'crm', action: 'write' } },
    },
    (request) =>
      undoCustomerImport(db, request.params.id, (tx, answer) =>
        recordAuditEvent(tx, request, { action: 'customer_import_undone', actor: request.account._id, detail: { importId: request.params.id, removed: answer.removed, kept: answer.kept.length } }),
      ),
  );
};
