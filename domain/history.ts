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
 * recorded, the channel's state before and after in `changes`, the note in `content`; `quote`: one of a project's
 * quotes was sent, accepted, declined or expired, said by `event`, with the project's own changes in `changes`).
 */
export const historyTypes = ['user_record', 'created', 'updated', 'imported', 'deleted', 'restored', 'merged', 'consent', 'quote'] as const;

/**
 * What became of the SMS of a quote sent (docs/quotes.md#sending): `sent`; none was due (the customer takes no SMS,
 * has not consented or has no phone) is no outcome at all; or why it did not go.
 */
export const quoteSmsOutcomes = ['sent', 'not_configured', 'no_sender', 'failed'] as const;

/** The quote version a `quote` entry is about, as it was named then. */
interface QuoteNamed {
  quote: string;
  number: string;
  version: number;
}

/**
 * What happened to a project's quote, as data the screens word in the reader's language (a `quote` entry's `event`).
 * It names no address, signer or reason: a customer's erasure leaves project history (docs/privacy.md).
 */
export type QuoteHistoryEvent =
  | (QuoteNamed & { kind: 'quote_sent'; sms: (typeof quoteSmsOutcomes)[number] | null; sms_error?: string })
  | (QuoteNamed & { kind: 'quote_accepted'; total_cents: number; contract_number: string })
  | (QuoteNamed & { kind: 'quote_declined' })
  | (QuoteNamed & { kind: 'quote_expired'; valid_until: string });

/** The data of an entry the server words on screen rather than in `content`. */
export type HistoryEvent = QuoteHistoryEvent;

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
  event: HistoryEvent | null;
  creator: string | null;
  creator_name: string | null;
  created_at: string;
}
