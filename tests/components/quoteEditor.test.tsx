import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteTotals } from '../../domain/quote';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { quoteLine } from '../support/quoteLines';
import { kitchen, quoteRecord } from './support/pmFixtures';
import { signInAs } from './support/session';

// The quote line editor (docs/quotes.md#screens) on the creation page and a draft's edit page: live totals by the
// domain's quoteTotals, lines moved by keyboard, the domain's and the server's messages under their inputs.

const { id: projectId, ...projectFields } = kitchen;
const project = { ...projectFields, _id: projectId };
const settings = { time_zone: 'America/Toronto', quote_tax_rate: 13 };

const money = { discount_percent: 0, tax_rate: 13, deposit_percent: 0 };
const draftLines = [quoteLine('Kitchen', 'Cabinets', 2, 10000), quoteLine('Kitchen', 'Island', 1, 50000), quoteLine('Bath', 'Tiles', 3, 2000)];

const draft = quoteRecord(draftLines, money, {
  _id: '6650a1b2c3d4e5f6a7b8cd01',
  project: projectId,
  customer: kitchen.customer,
  number: 'Q-2026-0043',
  status: 'draft',
});

/** The API as the quote screens use it; `refuse` answers a save with the server's field errors. */
function quoteApi(refuse?: { path: string; key: string }) {
  return (call: RecordedCall) => {
    const path = call.url.replace(/^\/api/, '');
    if (path === `/pm/projects/${projectId}`) return json(200, project);
    if (path === '/system/settings') return json(200, settings);
    if (path === `/pm/quotes/${draft._id}`) return json(200, draft);
    if (path === '/pm/quotes' && refuse) {
      return json(400, { code: 'VALIDATION_FAILED', error: 'The quote is not valid', details: [{ path: refuse.path, message: 'Wrong', key: refuse.key }] });
    }
    if (path === '/pm/quotes' && call.method === 'POST') return json(201, { ...draft, ...(call.body as object), _id: '6650a1b2c3d4e5f6a7b8cd02' });
    if (path === '/pm/quotes/6650a1b2c3d4e5f6a7b8cd02') return json(200, draft);
    if (path === '/pm/quotes' && call.method === 'PUT') return json(200, { ...draft, ...(call.body as object), updated_at: '2026-11-02T15:00:00.000Z' });
    if (path === '/admin/statistics/all') return json(200, { quotes: 1 });
    return json(404, { error: `Not here: ${call.url}` });
  };
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }).format(cents / 100);
const lineGroup = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const descriptions = () => screen.getAllByRole('textbox', { name: 'Description' }).map((input) => (input as HTMLTextAreaElement).value);

/** The draft's edit page, signed in as an employee, once its three lines show; `refuse` as for quoteApi. */
async function openDraftEditor(refuse?: { path: string; key: string }) {
  signInAs({ roles: ['employee'] });
  window.history.replaceState(null, '', `/pm/quote/${draft._id}/edit`);
  const calls = stubFetch(quoteApi(refuse));
  const user = userEvent.setup();
  render(<AppRoot />);
  await screen.findByRole('group', { name: 'Line 3' });
  return { calls, user };
}

describe('the quote line editor', () => {
  it('creates a quote for the project in the address: the amounts, room subtotal and totals follow what is typed, to the cent', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', `/pm/quotes/create?project=${projectId}`);
    const calls = stubFetch(quoteApi());
    const user = userEvent.setup();
    render(<AppRoot />);

    expect(await screen.findByText('For project #8CAF3 · Mei Chen')).toBeInTheDocument();
    // The project's discount and Settings' tax rate, which the server would take, are shown and counted.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Discount (%)' })).toHaveValue(5));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Tax rate (%)' })).toHaveValue(13));

    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const roomName = screen.getByRole('textbox', { name: 'Room or area' });
    expect(roomName).toHaveFocus();
    await user.keyboard('Kitchen{Enter}');
    const first = lineGroup(1);
    await user.type(within(first).getByRole('textbox', { name: 'Description' }), 'Cabinets');
    const quantity = within(first).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '33.335');
    await user.type(within(first).getByRole('textbox', { name: 'Unit price' }), '3');
    // 33.335 × $3.00 = $100.005, rounded half up.
    expect(within(first).getByText('CA$100.01')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add line to Kitchen' }));
    const second = lineGroup(2);
    expect(within(second).getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await user.keyboard('Heated floor');
    await user.type(within(second).getByRole('textbox', { name: 'Unit price' }), '1,290.45');
    await user.click(within(second).getByRole('checkbox', { name: 'Optional' }));
    expect(within(second).getByText('Not in the total')).toBeInTheDocument();

    const expected = quoteTotals({
      lines: [quoteLine('Kitchen', 'Cabinets', 33.335, 300), quoteLine('Kitchen', 'Heated floor', 1, 129045, true)],
      discount_percent: 5,
      tax_rate: 13,
      deposit_percent: 0,
    });
    expect(screen.getByText('Subtotal, Kitchen').closest('div')).toHaveTextContent(dollars(expected.rooms[0].subtotal_cents));
    const totals = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(totals).toHaveTextContent(dollars(expected.total_cents));
    expect(screen.getByRole('rowheader', { name: 'Discount (5 %)' }).closest('tr')).toHaveTextContent(`-${dollars(expected.discount_cents)}`);

    // The form's own button, not the top bar's create menu.
    await user.click(screen.getAllByRole('button', { name: 'Create' }).find((button) => button.getAttribute('type') === 'submit')!);
    await waitFor(() => expect(window.location.pathname).toBe('/pm/quote/6650a1b2c3d4e5f6a7b8cd02'));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/pm/quotes')?.body).toMatchObject({
      project: projectId,
      discount_percent: 5,
      tax_rate: 13,
      lines: [
        { room: 'Kitchen', description: 'Cabinets', quantity: 33.335, unit_price_cents: 300, optional: false },
        { room: 'Kitchen', description: 'Heated floor', quantity: 1, unit_price_cents: 129045, optional: true },
      ],
    });
  });

  it('moves a draft’s lines by keyboard, within a room and into the next, and saves them in that order', async () => {
    const { calls, user } = await openDraftEditor();
    expect(descriptions()).toEqual(['Cabinets', 'Island', 'Tiles']);
    expect(screen.getByText('Subtotal, Kitchen').closest('div')).toHaveTextContent('CA$700.00');

    // Island goes up, then the keyboard keeps to the same button, which is now disabled at the top: down has the focus.
    screen.getByRole('button', { name: 'Move line 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(descriptions()).toEqual(['Island', 'Cabinets', 'Tiles']);
    expect(screen.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus();

    // Down from the last line of Kitchen goes into Bath, above Tiles.
    screen.getByRole('button', { name: 'Move line 2 down' }).focus();
    await user.keyboard('{Enter}');
    const bath = screen.getByRole('region', { name: 'Room: Bath' });
    expect(within(bath).getAllByRole('textbox', { name: 'Description' }).map((input) => (input as HTMLTextAreaElement).value)).toEqual(['Cabinets', 'Tiles']);
    expect(screen.getByText('Subtotal, Kitchen').closest('div')).toHaveTextContent('CA$500.00');
    expect(screen.getByText('Subtotal, Bath').closest('div')).toHaveTextContent('CA$260.00');
    expect(screen.getByRole('button', { name: 'Move line 2 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/pm/quote/${draft._id}`));
    const saved = calls.find((call) => call.method === 'PUT')?.body as { lines: { room: string; description: string }[] };
    expect(saved.lines.map(({ room, description }) => `${room}: ${description}`)).toEqual(['Kitchen: Island', 'Bath: Cabinets', 'Bath: Tiles']);
  });

  it('removes a room with its lines once asked how many go; cancelled, the room stays', async () => {
    const { calls, user } = await openDraftEditor();
    await user.click(screen.getByRole('button', { name: 'Remove room Kitchen' }));
    const asked = await screen.findByRole('dialog', { name: 'Remove Kitchen?' });
    expect(asked).toHaveTextContent('Its 2 lines go with it.');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(descriptions()).toEqual(['Cabinets', 'Island', 'Tiles']);

    await user.click(screen.getByRole('button', { name: 'Remove room Kitchen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Kitchen?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(descriptions()).toEqual(['Tiles']));
    expect(screen.queryByRole('region', { name: 'Room: Kitchen' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add room' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/pm/quote/${draft._id}`));
    const saved = calls.find((call) => call.method === 'PUT')?.body as { lines: { room: string; description: string }[] };
    expect(saved.lines.map(({ room, description }) => `${room}: ${description}`)).toEqual(['Bath: Tiles']);
  });

  it('shows the domain’s message under a line’s input, and the server’s under the input its path names', async () => {
    const { calls, user } = await openDraftEditor({ path: 'lines.1.quantity', key: 'validation.quote.quantity_range' });
    const third = lineGroup(3);
    await user.clear(within(third).getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(third).findByText('Please describe the work')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(third).getByRole('textbox', { name: 'Description' }), 'Floor tiles');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(lineGroup(2)).findByText('A quantity is above 0 and at most 100 000, with at most 3 decimals')).toBeInTheDocument();
    expect(within(lineGroup(2)).getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(lineGroup(1)).getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'false');
  });
});
