import { quoteLineSchema, quotePercent, quoteTotals, type QuoteLine, type QuoteTotals } from '../../../domain/quote';

// What the line editor does to a quote's lines (docs/quotes.md#screens), apart from the screen: the lines are one
// list, as the API takes them, kept grouped by room (rooms in the order of their first line, the server's rule).

/** A line as the form holds it while it is typed: any field may be empty or wrong until it is saved. */
export interface QuoteLineDraft {
  room: string;
  description: string | null;
  quantity: number | null;
  unit: string | null;
  unit_price_cents: number | null;
  optional: boolean;
}

/** A new line of `room`, nothing typed yet; one of each of a unit. */
export const blankQuoteLine = (room: string): QuoteLineDraft => ({ room, description: null, quantity: 1, unit: null, unit_price_cents: null, optional: false });

/** A room and the indexes of its lines among all the lines, rooms in the order of their first line. */
export interface QuoteRoom {
  room: string;
  indexes: number[];
}

export function quoteRooms(lines: readonly Pick<QuoteLineDraft, 'room'>[]): QuoteRoom[] {
  const rooms = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const indexes = rooms.get(line.room);
    if (indexes) indexes.push(index);
    else rooms.set(line.room, [index]);
  });
  return [...rooms].map(([room, indexes]) => ({ room, indexes }));
}

/** The lines with each room's together, in the order the quote shows them. */
export const groupedByRoom = <Line extends Pick<QuoteLineDraft, 'room'>>(lines: readonly Line[]): Line[] =>
  quoteRooms(lines).flatMap(({ indexes }) => indexes.map((index) => lines[index]));

export const isGroupedByRoom = (lines: readonly Pick<QuoteLineDraft, 'room'>[]) => groupedByRoom(lines).every((line, index) => line === lines[index]);

/**
 * One step of a line up or down, in lines grouped by room: it changes places with its neighbour in its room, or at
 * the edge of its room goes into the room beside it (the last line of the room above, the first of the room below);
 * null at either end of the quote.
 */
export function quoteLineStep(lines: readonly Pick<QuoteLineDraft, 'room'>[], index: number, direction: -1 | 1): { swapWith: number } | { room: string } | null {
  const neighbour = lines[index + direction];
  if (!neighbour) return null;
  return neighbour.room === lines[index].room ? { swapWith: index + direction } : { room: neighbour.room };
}

/** What the editor shows one above another: each room's heading, its lines, its footer. */
export type QuoteEditorItem = { kind: 'heading' | 'footer'; room: string } | { kind: 'line'; index: number };

export const quoteEditorItems = (rooms: readonly QuoteRoom[]): QuoteEditorItem[] =>
  rooms.flatMap(({ room, indexes }) => [
    { kind: 'heading' as const, room },
    ...indexes.map((index) => ({ kind: 'line' as const, index })),
    { kind: 'footer' as const, room },
  ]);

/**
 * Where a line dragged from item `from` to item `to` of `items` lands: its index among the lines and its room, the
 * room whose heading is the nearest above it (the first room when it is dropped above every heading).
 */
export function droppedQuoteLine(items: readonly QuoteEditorItem[], from: number, to: number): { index: number; room: string } | null {
  const moved = items[from];
  if (moved?.kind !== 'line' || !items[to]) return null;
  const order = [...items];
  order.splice(from, 1);
  order.splice(to, 0, moved);
  const position = order.indexOf(moved);
  const headingAbove = order.slice(0, position).findLast((item) => item.kind === 'heading');
  const room = (headingAbove ?? order.find((item) => item.kind === 'heading')) as { room: string } | undefined;
  if (!room) return null;
  return { index: order.slice(0, position).filter((item) => item.kind === 'line').length, room: room.room };
}

/** A room name not yet taken: "Room 2", "Room 3"… as `nameOf` words it in the reader's language. */
export function newRoomName(rooms: readonly QuoteRoom[], nameOf: (number: number) => string) {
  const taken = new Set(rooms.map(({ room }) => room));
  let number = rooms.length + 1;
  while (taken.has(nameOf(number))) number += 1;
  return nameOf(number);
}

const validQuantity = (value: unknown): value is number => quoteLineSchema.shape.quantity.safeParse(value).success;
const validPrice = (value: unknown): value is number => quoteLineSchema.shape.unit_price_cents.safeParse(value).success;
const percentRule = quotePercent('validation.quote.percent_range');
const validPercent = (value: unknown) => (percentRule.safeParse(value).success ? (value as number) : 0);

export interface LiveQuoteTotals extends QuoteTotals {
  /** Whether each line's quantity and unit price are valid: a line that is not yet counts for nothing. */
  priced: boolean[];
  discount_percent: number;
  tax_rate: number;
  deposit_percent: number;
}

/**
 * The totals of a quote being typed, by `quoteTotals` (the server's own function): a line whose quantity or unit
 * price is not valid yet counts as nothing, and a percent that is not valid as 0, until they are.
 */
export function liveQuoteTotals(values: { lines?: readonly QuoteLineDraft[]; discount_percent?: unknown; tax_rate?: unknown; deposit_percent?: unknown }): LiveQuoteTotals {
  const lines = values.lines ?? [];
  const priced = lines.map((line) => validQuantity(line.quantity) && validPrice(line.unit_price_cents));
  const money = {
    lines: lines.map((line, index) => ({
      room: line.room,
      optional: Boolean(line.optional),
      quantity: priced[index] ? (line.quantity as number) : 0,
      unit_price_cents: priced[index] ? (line.unit_price_cents as number) : 0,
    })),
    discount_percent: validPercent(values.discount_percent),
    tax_rate: validPercent(values.tax_rate),
    deposit_percent: validPercent(values.deposit_percent),
  };
  return { ...quoteTotals(money), priced, discount_percent: money.discount_percent, tax_rate: money.tax_rate, deposit_percent: money.deposit_percent };
}

const lineFields = ['room', 'description', 'quantity', 'unit', 'unit_price_cents', 'optional'] as const satisfies readonly (keyof QuoteLine)[];

/** Whether two lists of lines say the same, whatever else their lines carry (a stored line's amount). */
export const sameQuoteLines = (a: readonly Partial<QuoteLineDraft>[] | undefined, b: readonly Partial<QuoteLineDraft>[] | undefined) =>
  a?.length === b?.length && (a ?? []).every((line, index) => lineFields.every((field) => (line[field] ?? null) === (b?.[index]?.[field] ?? null)));
