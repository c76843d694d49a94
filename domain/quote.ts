import { z } from 'zod';
import { locales, quoteStatuses } from './enums.js';
import { optionalIsoDate, optionalText, requiredText, updateEnvelope } from './fields.js';
import { moment, optionalDay, recordFields } from './recordFields.js';

// A quote's money (docs/quotes.md#how-totals-are-rounded): prices in integer cents, quantities with at most three
// decimals, percents with at most two. Each sum is exact; each product is rounded half up to the cent once.

/** Lines one quote holds at most: a whole-house renovation fits, a runaway paste does not. */
export const quoteLinesMax = 200;
/** A quantity is above 0 and at most this (square feet of a large house, hours of a long job). */
export const quoteQuantityMax = 100_000;
/** A unit price is at most $10 000 000 (in cents). */
export const quoteUnitPriceMaxCents = 1_000_000_000;
/** Ontario's HST, the tax rate Settings starts with (percent): a new quote takes Settings' `quote_tax_rate`. */
export const defaultQuoteTaxRate = 13;
/** A new quote is valid this many days, to the end of that day in the business time zone. */
export const quoteValidDays = 30;

/** The statuses a quote may be edited or deleted in, and revised from (sending and acceptance set the others). */
export const editableQuoteStatuses = ['draft'] as const satisfies readonly (typeof quoteStatuses)[number][];
/** The statuses of a quote awaiting the customer's answer (the dashboard counts them). */
export const awaitingQuoteStatuses = ['sent', 'viewed'] as const satisfies readonly (typeof quoteStatuses)[number][];
export const revisableQuoteStatuses = ['sent', 'viewed', 'declined', 'expired'] as const satisfies readonly (typeof quoteStatuses)[number][];

/** Whether `value` has at most `places` decimals, read as the decimal text a person typed (2.5, 33.335). */
const hasDecimals = (value: number, places: number) => Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

/** A percent of a quote's money, 0 to 100 with at most two decimals (a discount, a tax rate, a deposit); `key` names what a wrong one says. */
export const quotePercent = (key: string) =>
  z
    .number({ error: key })
    .min(0, { error: key })
    .max(100, { error: key })
    .refine((value) => hasDecimals(value, 2), { error: key });

export const quoteLineSchema = z.object({
  room: z.string({ error: 'validation.quote.room_required' }).trim().min(1, { error: 'validation.quote.room_required' }).max(100, { error: 'validation.too_long' }),
  description: z
    .string({ error: 'validation.quote.description_required' })
    .trim()
    .min(1, { error: 'validation.quote.description_required' })
    .max(1000, { error: 'validation.too_long' }),
  quantity: z
    .number({ error: 'validation.quote.quantity_range' })
    .gt(0, { error: 'validation.quote.quantity_range' })
    .max(quoteQuantityMax, { error: 'validation.quote.quantity_range' })
    .refine((value) => hasDecimals(value, 3), { error: 'validation.quote.quantity_range' }),
  unit: optionalText(20),
  unit_price_cents: z
    .number({ error: 'validation.quote.price_range' })
    .int({ error: 'validation.quote.price_range' })
    .min(0, { error: 'validation.quote.price_range' })
    .max(quoteUnitPriceMaxCents, { error: 'validation.quote.price_range' }),
  optional: z.boolean({ error: 'validation.invalid_value' }).default(false),
});

export type QuoteLine = z.output<typeof quoteLineSchema>;

const quoteShape = {
  valid_until: optionalIsoDate(),
  language: z.enum(locales, { error: 'validation.choose_from_list' }).optional(),
  discount_percent: quotePercent('validation.quote.percent_range').optional(),
  tax_rate: quotePercent('validation.quote.percent_range').optional(),
  deposit_percent: quotePercent('validation.quote.percent_range').optional(),
  terms: optionalText(5000),
  notes: optionalText(5000),
  /** In the order they are shown; a line's room groups it (rooms in the order they first appear). */
  lines: z.array(quoteLineSchema, { error: 'validation.invalid_value' }).max(quoteLinesMax, { error: 'validation.quote.too_many_lines' }),
};

/**
 * `POST /pm/quotes`: the project names the customer; fields left out take the project's discount, the customer's
 * language, the tax rate of Settings and a validity of `quoteValidDays`. Totals are the server's, never the body's.
 */
export const quoteCreateSchema = z.object({
  project: z.string({ error: 'validation.quote.project_required' }).trim().min(1, { error: 'validation.quote.project_required' }).max(64),
  ...quoteShape,
  lines: quoteShape.lines.default([]),
});
/** `PUT /pm/quotes`, while the quote is a draft, naming the version it was read at; a quote stays with its project. */
export const quoteUpdateSchema = z.object(quoteShape).partial().extend(updateEnvelope);

export type QuoteInput = z.output<typeof quoteCreateSchema>;

/** What the totals are computed from. */
export interface QuoteMoney<Line extends Pick<QuoteLine, 'room' | 'quantity' | 'unit_price_cents' | 'optional'> = Pick<QuoteLine, 'room' | 'quantity' | 'unit_price_cents' | 'optional'>> {
  lines: readonly Line[];
  discount_percent: number;
  tax_rate: number;
  deposit_percent: number;
}

export interface QuoteTotals {
  /** Each line's amount, in the lines' order, optional ones included (shown, though not counted unless chosen). */
  line_amounts_cents: number[];
  /** Each room's subtotal, rooms in the order they first appear. */
  rooms: { room: string; subtotal_cents: number }[];
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  deposit_cents: number;
}

/** `a × b ÷ divisor` rounded half up, for non-negative integers, exact beyond 2^53 (cents × thousandths). */
const mulDivHalfUp = (a: number, b: number, divisor: number) => {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((product * 2n + d) / (2n * d));
};

/** A decimal with at most `places` decimals as an integer of its smallest unit (2.5 → 2500 thousandths). */
const scaled = (value: number, places: number) => Math.round(value * 10 ** places);

/**
 * A quote's totals, the one place they are computed (the server stores them; the editor shows them live).
 * Rounding, half up to the cent: each line (quantity × unit price), then the discount (of the subtotal), the tax (of
 * the subtotal less the discount) and the deposit (of the total), once each; subtotals and the total are exact sums.
 * Optional lines count only when their index is in `chosenOptional` (none by default: the office's figure).
 */
export function quoteTotals(quote: QuoteMoney, chosenOptional: ReadonlySet<number> = new Set()): QuoteTotals {
  const line_amounts_cents = quote.lines.map((line) => mulDivHalfUp(scaled(line.quantity, 3), line.unit_price_cents, 1000));
  const rooms = new Map<string, number>();
  quote.lines.forEach((line, index) => {
    const counted = !line.optional || chosenOptional.has(index);
    rooms.set(line.room, (rooms.get(line.room) ?? 0) + (counted ? line_amounts_cents[index] : 0));
  });
  const subtotal_cents = [...rooms.values()].reduce((sum, amount) => sum + amount, 0);
  const discount_cents = mulDivHalfUp(subtotal_cents, scaled(quote.discount_percent, 2), 10_000);
  const tax_cents = mulDivHalfUp(subtotal_cents - discount_cents, scaled(quote.tax_rate, 2), 10_000);
  const total_cents = subtotal_cents - discount_cents + tax_cents;
  const deposit_cents = mulDivHalfUp(total_cents, scaled(quote.deposit_percent, 2), 10_000);
  return {
    line_amounts_cents,
    rooms: [...rooms].map(([room, subtotal]) => ({ room, subtotal_cents: subtotal })),
    subtotal_cents,
    discount_cents,
    tax_cents,
    total_cents,
    deposit_cents,
  };
}

/** A quote as the API answers it: one version; its totals are the server's, computed by `quoteTotals`. */
export const quoteRecordSchema = z.object({
  ...recordFields,
  project: z.string(),
  customer: z.string().describe("The project's customer, set by the server"),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable().describe("The customer's e-mail address, where Send e-mails the quote"),
  number: z.string().describe('Q-<year of creation>-<sequence>, shared by every version'),
  version: z.number().int(),
  status: z.enum(quoteStatuses),
  valid_until: optionalDay,
  language: z.enum(locales),
  discount_percent: z.number(),
  tax_rate: z.number(),
  deposit_percent: z.number(),
  terms: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(quoteLineSchema.extend({ unit: z.string().nullable(), amount_cents: z.number().int().describe("quantity × unit price, the server's (quoteTotals)") })),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  deposit_cents: z.number().int(),
  superseded_at: moment.nullable(),
  sent_at: moment.nullable().describe('When it was last e-mailed to the customer'),
  viewed_at: moment.nullable().describe("When the customer first opened its page"),
  declined_at: moment.nullable(),
  decline_reason: z.string().nullable(),
});

export type Quote = z.infer<typeof quoteRecordSchema>;

/** The statuses a quote is sent from (a sent or viewed one is sent again), and those its page takes an answer in. */
export const sendableQuoteStatuses = ['draft', 'sent', 'viewed'] as const satisfies readonly (typeof quoteStatuses)[number][];
export const answerableQuoteStatuses = ['sent', 'viewed'] as const satisfies readonly (typeof quoteStatuses)[number][];

/**
 * The customer's acceptance on the quote's page (`POST /q/{token}/accept`, docs/quotes.md#acceptance): the full name
 * typed as a signature, "I agree" ticked, and the optional lines chosen, by their index among the quote's lines.
 */
export const quoteAcceptanceSchema = z.object({
  name: requiredText('validation.required', 1, 100, 'validation.too_long'),
  agree: z.literal(true, { error: 'validation.required' }),
  optional: z
    .array(z.number().int().min(0).max(quoteLinesMax - 1), { error: 'validation.invalid_value' })
    .max(quoteLinesMax, { error: 'validation.invalid_value' })
    .default([]),
});
export type QuoteAcceptanceInput = z.output<typeof quoteAcceptanceSchema>;

/** The customer's refusal on the quote's page (`POST /q/{token}/decline`), with a reason if they give one. */
export const quoteDeclineSchema = z.object({ reason: optionalText(1000) });
/** A line as it is stored and answered: with its amount, and its unit or none. */
export type PricedQuoteLine = Quote['lines'][number];

/** A quote's money as it is stored: each line with its amount, and the totals, all from `quoteTotals`. */
export function pricedQuote(money: QuoteMoney<QuoteLine | PricedQuoteLine>): { lines: PricedQuoteLine[] } & Omit<QuoteTotals, 'line_amounts_cents' | 'rooms'> {
  const { line_amounts_cents, rooms: _rooms, ...totals } = quoteTotals(money);
  return { lines: money.lines.map((line, index) => ({ ...line, unit: line.unit ?? null, amount_cents: line_amounts_cents[index] })), ...totals };
}
