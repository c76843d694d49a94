import { z } from 'zod';
import { listLimits } from './listLimits.js';

/** What a list's `q` and quick search take. */
export const searchTermSchema = z
  .string()
  .max(listLimits.maxSearchLength, `A search term holds at most ${listLimits.maxSearchLength} characters.`);

export const customerPageSizeOptions = [50, 100, 500, 1000] as const;
export const customerDefaultPageSize = 100;

const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
const range = z
  .object({ gte: z.union([z.string().max(50), z.number()]).optional(), lte: z.union([z.string().max(50), z.number()]).optional() })
  .strict();

/** A filter value: one value, "one of" a list, or a range for dates and numbers. */
export const filterValueSchema = z.union([scalar, z.array(scalar).max(100), range, z.null()]);

// A refused list query is told what is allowed: the app never sends one, so these read for whoever calls the API.
const pageNumber = 'A page number is a whole number from 1.';
const pageSize = `A page holds from 1 to ${listLimits.maxPageSize} records.`;

export const listQuerySchema = z.strictObject(
  {
    pagination: z
      .object({
        current: z.coerce.number({ error: pageNumber }).int({ error: pageNumber }).min(1, { error: pageNumber }).default(1),
        pageSize: z.coerce
          .number({ error: pageSize })
          .int({ error: pageSize })
          .min(1, { error: pageSize })
          .max(listLimits.maxPageSize, { error: pageSize })
          .default(listLimits.defaultPageSize),
        total: z.number().optional(),
      })
      .optional(),
    filters: z.record(z.string().max(64), filterValueSchema).optional(),
    sorter: z
      .object({ field: z.string().max(64).optional(), order: z.enum(['ascend', 'descend'], { error: "The sort order is 'ascend' or 'descend'." }).optional() })
      .optional(),
    q: searchTermSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `A list query holds pagination, filters, sorter and q; not ${issue.keys.map((key) => `'${key}'`).join(', ')}.`
        : undefined,
  },
);

export type ListQuery = z.infer<typeof listQuerySchema>;
export type FilterValue = z.infer<typeof filterValueSchema>;

/** What a list's CSV export takes (`POST <apiPath>/export.csv`): the list query without a page, as it writes every record. */
export const exportQuerySchema = listQuerySchema.omit({ pagination: true });

/** Where a list page stands: the list's total, the page's number and size. */
export const listMetaSchema = z.object({ total: z.number(), current: z.number(), pageSize: z.number() });
export type ListMeta = z.infer<typeof listMetaSchema>;
