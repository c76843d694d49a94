import { z } from 'zod';

// The shapes of answers, for the OpenAPI document (`/api/docs`) and the serializer. Timestamps are `Date`s in the
// server and ISO strings on the wire (the OpenAPI document says `date-time`).

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const listMetaSchema = z.object({ total: z.number(), current: z.number(), pageSize: z.number() });

/** What every record carries besides its own fields. */
export const recordFields = {
  _id: z.string(),
  creator: z.string().nullable(),
  creator_name: z.string().nullable().describe('The display name of the staff member who created the record'),
  created_at: z.date(),
  updated_at: z.date(),
};

/** A calendar day, `YYYY-MM-DD`, or nothing. */
export const optionalDay = z.string().nullable();
