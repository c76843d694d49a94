import { bigint, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QuoteLine } from '../../domain/quote.js';
import { moment, recordColumns } from '../db/schema.js';
import { customers } from './customers.js';
import { projects } from './projects.js';

/** One sequence for every quote number; the number carries the year of its creation (docs/decisions.md#quotes). */
export const quoteNumbers = pgSequence('quote_number_seq');

/**
 * One row per quote version (docs/decisions.md#quotes): a revision is a new row with the same `number`, so each version
 * keeps its own lines, totals, status and, later, its own acceptance link. Lines are a jsonb array in display order:
 * they are only ever written with their quote, and copied whole into a new version.
 */
export const quotes = pgTable(
  'quotes',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    number: text('number').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('draft'),
    valid_until: date('valid_until', { mode: 'string' }),
    language: text('language').notNull(),
    discount_percent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    deposit_percent: numeric('deposit_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    terms: text('terms'),
    notes: text('notes'),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull().default([]),
    // Computed by `quoteTotals` on every write, kept for lists, the dashboard and reports.
    subtotal_cents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discount_cents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    tax_cents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    deposit_cents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    superseded_at: moment('superseded_at'),
  },
  (t) => [
    uniqueIndex('quotes_number_version_key').on(t.number, t.version),
    index('quotes_project_idx').on(t.project, t.created_at, t._id),
    index('quotes_customer_idx').on(t.customer, t.created_at, t._id),
    index('quotes_status_idx').on(t.status, t.created_at, t._id),
    index('quotes_created_at_idx').on(t.created_at, t._id),
  ],
);
