import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, uploads } from '../db/schema.js';
import { contracts } from './contracts.js';
import { quotes } from './quotes.js';

/**
 * The customer's e-signature of one quote version (docs/quotes.md#acceptance): at most one a version, written in the
 * transaction that accepts the quote and creates its contract. `sha256` is the hash of the canonical JSON of the
 * version as shown and the choices made, so that what was signed can be proven later; the signed PDF is an upload.
 */
export const quoteAcceptances = pgTable('quote_acceptances', {
  quote: text('quote')
    .primaryKey()
    .references(() => quotes._id),
  // The contract the acceptance created; the signature stands if that contract is later deleted for good.
  contract: text('contract').references(() => contracts._id, { onDelete: 'set null' }),
  // The signer's typed name, address and browser, and the signed PDF, are blanked when the customer is erased
  // (docs/privacy.md#erasure): the moment, the choices, the total and the hash stay.
  signed_name: text('signed_name'),
  signed_at: moment('signed_at').notNull(),
  ip: text('ip'),
  user_agent: text('user_agent'),
  /** The indexes of the optional lines the customer chose, in the order of the lines. */
  chosen_optional: integer('chosen_optional').array().notNull(),
  total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  signed_pdf: text('signed_pdf').references(() => uploads.name),
});
