import { z } from 'zod';

export const historyNoteSchema = z.object({
  type: z.literal('user_record', { error: 'validation.history.type' }),
  content: z
    .string({ error: 'validation.history.content_required' })
    .trim()
    .min(1, { error: 'validation.history.content_required' })
    .max(5000, { error: 'validation.too_long' }),
});

/**
 * `user_record` is a note a person wrote; the others are written by the server (`imported`: a customer brought in
 * by an import, `content` naming its file; `deleted`: moved to the trash; `merged`: another customer was merged into
 * this one, its name in `content`, the fields it filled in `changes`; `consent`: a consent given or withdrawn was
 * recorded, the channel's state before and after in `changes`, the note in `content`).
 */
export const historyTypes = ['user_record', 'created', 'updated', 'imported', 'deleted', 'restored', 'merged', 'consent'] as const;

export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
  /** For a field naming a record (a project's team): that record's name when the change was made, beside its id. */
  fromLabel?: string;
  toLabel?: string;
}

export interface HistoryEntry {
  _id: string;
  type: (typeof historyTypes)[number];
  content: string | null;
  changes: HistoryChange[] | null;
  creator: string | null;
  creator_name: string | null;
  created_at: string;
}
