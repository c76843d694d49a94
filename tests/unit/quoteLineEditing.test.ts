import { describe, expect, it } from 'vitest';
import { droppedQuoteLine, groupedByRoom, liveQuoteTotals, quoteEditorItems, quoteLineStep, quoteRooms } from '../../src/resources/quotes/quoteLineEditing';

// Where the quote line editor (docs/quotes.md#screens) puts a line moved by its buttons or dropped by the mouse.

const lines = [{ room: 'Kitchen' }, { room: 'Kitchen' }, { room: 'Bath' }, { room: 'Hall' }];
// 0 heading Kitchen, 1 line 0, 2 line 1, 3 footer Kitchen, 4 heading Bath, 5 line 2, 6 footer Bath, 7 heading Hall, 8 line 3, 9 footer Hall
const items = quoteEditorItems(quoteRooms(lines));

describe('moving a quote line', () => {
  it('keeps rooms in the order of their first line, each room’s lines together', () => {
    const stored = [{ room: 'Kitchen', n: 1 }, { room: 'Bath', n: 2 }, { room: 'Kitchen', n: 3 }];
    expect(groupedByRoom(stored).map(({ n }) => n)).toEqual([1, 3, 2]);
  });

  it('steps within its room, into the room beside it at its room’s edge, and nowhere past either end', () => {
    expect(quoteLineStep(lines, 1, -1)).toEqual({ swapWith: 0 });
    expect(quoteLineStep(lines, 1, 1)).toEqual({ room: 'Bath' });
    expect(quoteLineStep(lines, 2, -1)).toEqual({ room: 'Kitchen' });
    expect(quoteLineStep(lines, 0, -1)).toBeNull();
    expect(quoteLineStep(lines, 3, 1)).toBeNull();
  });

  it('dropped on a line, a heading or a footer, lands in the room whose heading is above it', () => {
    // The first kitchen line onto the bath's heading, coming from above: the bath's first line.
    expect(droppedQuoteLine(items, 1, 4)).toEqual({ index: 1, room: 'Bath' });
    // Onto the bath's footer: its last line.
    expect(droppedQuoteLine(items, 1, 6)).toEqual({ index: 2, room: 'Bath' });
    // The hall's line onto the bath's heading, coming from below: the kitchen's last line.
    expect(droppedQuoteLine(items, 8, 4)).toEqual({ index: 2, room: 'Kitchen' });
    // Above every heading: the first room's first line.
    expect(droppedQuoteLine(items, 5, 0)).toEqual({ index: 0, room: 'Kitchen' });
    // A heading is not dragged.
    expect(droppedQuoteLine(items, 0, 5)).toBeNull();
  });

  it('counts a line for nothing while its quantity or price is not valid, and a percent not valid as 0', () => {
    const typed = [
      { room: 'Kitchen', description: 'Cabinets', quantity: 2, unit: null, unit_price_cents: 1000, optional: false },
      { room: 'Kitchen', description: 'Island', quantity: 1.0005, unit: null, unit_price_cents: 50000, optional: false },
      { room: 'Kitchen', description: 'Sink', quantity: 1, unit: null, unit_price_cents: 12.5, optional: false },
    ];
    const totals = liveQuoteTotals({ lines: typed, discount_percent: 150, tax_rate: 13, deposit_percent: null });
    expect(totals.priced).toEqual([true, false, false]);
    expect(totals.subtotal_cents).toBe(2000);
    expect(totals.discount_cents).toBe(0);
    expect(totals.total_cents).toBe(2260);
  });
});
