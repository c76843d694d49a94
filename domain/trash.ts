import { z } from 'zod';

// The trash (docs/product.md#deleting-and-restoring): what the Trash screen lists of each deleted record.

export const trashEntrySchema = z.object({
  _id: z.string(),
  resource: z.string().describe('The resource the record belongs to (customers, projects…)'),
  record_id: z.string(),
  label: z.string().describe('How the record is named'),
  deleted_at: z.iso.datetime(),
  deleted_by: z.string().nullable(),
  deleted_by_name: z.string().nullable(),
  merged_into: z.string().nullable().describe('The customer it was merged into, when a merge of duplicates deleted it'),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;
