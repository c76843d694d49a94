import { z } from 'zod';

// The shapes records answer in (`<entity>RecordSchema` in each entity's file): the server's OpenAPI answers
// describe them and the client's record types are inferred from them.

/** A moment as the API writes it: `2026-11-21T14:05:09.120Z`. */
export const moment = z.iso.datetime();

/** A calendar day, `YYYY-MM-DD`, or nothing. */
export const optionalDay = z.string().nullable();

/** What every record carries besides its own fields. */
export const recordFields = {
  _id: z.string(),
  creator: z.string().nullable(),
  creator_name: z.string().nullable().describe('The display name of the staff member who created the record'),
  created_at: moment,
  updated_at: moment,
};
