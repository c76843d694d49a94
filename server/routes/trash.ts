import { count, desc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../domain/apiErrors.js';
import { listLimits } from '../../domain/listLimits.js';
import { listMetaSchema, listQuerySchema, type ListQuery } from '../../domain/listQuery.js';
import { deletableResources, trashList } from '../../domain/resources.js';
import { trashEntrySchema } from '../../domain/trash.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/apiError.js';
import { staffNameOf } from '../resources/computedNames.js';
import { answers } from '../resources/resourceRoutes.js';
import { trash } from '../resources/trash.js';

const trashFiltersSchema = z.strictObject({ resource: z.union([z.enum(deletableResources), z.array(z.enum(deletableResources)).max(50)]).nullish() });

const entryFields = {
  _id: trash._id,
  resource: trash.resource,
  record_id: trash.record_id,
  label: trash.label,
  deleted_at: sql<string>`to_char(${trash.deleted_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  deleted_by: trash.deleted_by,
  deleted_by_name: staffNameOf('trash.deleted_by'),
  merged_into: trash.merged_into,
};

/** A page of the trash, newest first, and where it stands (`{records, meta}`). */
async function listTrash(db: Db, query: ListQuery) {
  if (query.q?.trim()) throw badRequest('The trash has no text search; filter it by resource.');
  const parsed = trashFiltersSchema.safeParse(query.filters ?? {});
  if (!parsed.success) throw badRequest('The trash is filtered by resource only.', [fieldError('filters.resource', 'validation.invalid_value')]);
  const resources = [parsed.data.resource ?? []].flat();
  const where = resources.length > 0 ? inArray(trash.resource, resources) : undefined;
  const current = query.pagination?.current ?? 1;
  const pageSize = query.pagination?.pageSize ?? listLimits.defaultPageSize;
  const [records, [{ total }]] = await Promise.all([
    db
      .select(entryFields)
      .from(trash)
      .where(where)
      .orderBy(desc(trash.deleted_at), desc(trash._id))
      .limit(pageSize)
      .offset((current - 1) * pageSize),
    db.select({ total: count() }).from(trash).where(where),
  ]);
  return { records, meta: { total, current, pageSize } };
}

/** The trash (docs/product.md#deleting-and-restoring), read by admins; records are restored at their own resource's path. */
export const trashRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${trashList.apiPath}/query`,
    {
      schema: { tags: [trashList.area], body: listQuerySchema, response: answers(200, z.object({ records: z.array(trashEntrySchema), meta: listMetaSchema })) },
      config: { access: { area: trashList.area, action: 'write' } },
    },
    (request) => listTrash(db, request.body),
  );
};
