import { z } from 'zod';

// The shapes of answers, for the OpenAPI document (`/api/docs`) and the serializer. Records read moments as ISO
// text already (`selection` in resourceDefinition.ts).

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const listMetaSchema = z.object({ total: z.number(), current: z.number(), pageSize: z.number() });

/** A moment as the API writes it: `2026-11-21T14:05:09.120Z`. */
export const moment = z.iso.datetime();

/** What every record carries besides its own fields. */
export const recordFields = {
  _id: z.string(),
  creator: z.string().nullable(),
  creator_name: z.string().nullable().describe('The display name of the staff member who created the record'),
  created_at: moment,
  updated_at: moment,
};

/** A calendar day, `YYYY-MM-DD`, or nothing. */
export const optionalDay = z.string().nullable();
