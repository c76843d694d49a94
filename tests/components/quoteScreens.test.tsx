import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../domain/quote';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { quoteLine } from '../support/quoteLines';
import { quoteRecord } from './support/pmFixtures';
import { signInAs } from './support/session';
import { drawAsOnALaptop } from './support/screenWidth';

const money = { discount_percent: 7.5, tax_rate: 13, deposit_percent: 30 };
const lines = [quoteLine('Kitchen', 'Cabinets', 33.335, 300), quoteLine('主卧浴室', '瓷砖铺设', 1, 93454), quoteLine('Kitchen', 'Island', 2, 50000), quoteLine('主卧浴室', '地暖', 1, 250000, true)];

/** A sent quote as the API answers it. */
const sent = quoteRecord(lines, money, {
  _id: '6650a1b2c3d4e5f6a7b8cc01',
  project: '6650a1b2c3d4e5f6a7b8ca01',
  customer: '6650a1b2c3d4e5f6a7b8c901',
  number: 'Q-2026-0042',
  status: 'sent',
  terms: 'Payment within 30 days.',
});
const revision: Quote = { ...sent, _id: '6650a1b2c3d4e5f6a7b8cc02', version: 2, status: 'draft' };

/** The API as the quote screens use it: the list, each version, and a revision. */
function quoteApi(call: RecordedCall) {
  const path = call.url.replace(/^\/api/, '');
  if (path === '/pm/quotes/query') return json(200, { quotes: [sent], meta: { total: 1, current: 1, pageSize: 25 } });
  if (path === `/pm/quotes/${sent._id}`) return json(200, sent);
  if (path === `/pm/quotes/${sent._id}/revise`) return json(201, revision);
  if (path === `/pm/quotes/${revision._id}`) return json(200, revision);
  if (path === '/pm/quotes' && call.method === 'PUT') return json(200, { ...revision, ...(call.body as object), updated_at: '2026-11-02T15:00:00.000Z' });
  if (path === '/admin/statistics/all') return json(200, { quotes: 2 });
  return json(404, { error: `Not here: ${call.url}` });
}

describe('the quote screens', () => {
  it('list quotes at /pm/quotes with their status and total in dollars, and show those awaiting an answer', async () => {
    // The filter sidebar, where "Awaiting an answer" is, shows on wide screens only.
    drawAsOnALaptop();
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/pm/quotes');
    const calls = stubFetch(quoteApi);
    const user = userEvent.setup();
    render(<AppRoot />);

    const row = (await screen.findByText('Q-2026-0042')).closest('tr')!;
    expect(within(row).getByText('Sent')).toHaveClass('MuiChip-label');
    expect(within(row).getByText('Mei Chen')).toBeInTheDocument();
    expect(within(row).getByText('CA$2,126.61')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Awaiting an answer' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/pm/quotes/query').at(-1)?.body).toMatchObject({ filters: { status: ['sent', 'viewed'] } }));
  });

  it('show a sent quote: lines by room with subtotals, the optional line marked, the totals; it is revised, not edited', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', `/pm/quote/${sent._id}`);
    const calls = stubFetch(quoteApi);
    const user = userEvent.setup();
    render(<AppRoot />);

    const work = await screen.findByRole('region', { name: 'Work' });
    const rooms = within(work).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(rooms).toEqual(['Description', 'Quantity', 'Unit price', 'Amount', 'Kitchen', '主卧浴室']);
    // 33.335 h × $3.00 rounds half up to $100.01; the optional heated floor is shown, not counted.
    expect(within(work).getByText('CA$100.01')).toBeInTheDocument();
    expect(within(work).getByText('Subtotal, Kitchen').closest('tr')).toHaveTextContent('CA$1,100.01');
    expect(within(work).getByText('Subtotal, 主卧浴室').closest('tr')).toHaveTextContent('CA$934.54');
    expect(within(work).getByText('地暖').closest('tr')).toHaveTextContent('Optional, not included in the total');

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('rowheader', { name: 'Subtotal' }).closest('tr')).toHaveTextContent('CA$2,034.55');
    expect(within(totals).getByRole('rowheader', { name: 'Discount (7.5 %)' }).closest('tr')).toHaveTextContent('-CA$152.59');
    expect(within(totals).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('CA$2,126.61');
    expect(within(totals).getByRole('rowheader', { name: 'Deposit on acceptance (30 %)' }).closest('tr')).toHaveTextContent('CA$637.98');
    expect(screen.getByText('Payment within 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mei Chen' })).toHaveAttribute('href', `/crm/customer/${sent.customer}`);

    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Revise' }));
    expect(await screen.findByText('Version 2 is a new draft')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === `/api/pm/quotes/${sent._id}/revise`)).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe(`/pm/quote/${revision._id}`));
    // The draft is edited and deleted, not revised.
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/pm/quote/${revision._id}/edit`);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument();
  });

  it('send a draft from its page after a confirmation naming the e-mail address; a refusal shows the server’s sentence', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', `/pm/quote/${revision._id}`);
    const refusal = 'This quote was valid until 2026-10-01, which has passed: revise it to send a new version.';
    let stored = revision;
    let answers = 0;
    const calls = stubFetch((call) => {
      if (call.url === `/api/pm/quotes/${revision._id}/send`) {
        if (++answers === 1) return json(409, { error: refusal, code: 'QUOTE_EXPIRED' });
        stored = { ...revision, status: 'sent', sent_at: '2026-11-02T15:00:00.000Z', updated_at: '2026-11-02T15:00:00.000Z' };
        return json(200, stored);
      }
      if (call.url === `/api/pm/quotes/${revision._id}`) return json(200, stored);
      return quoteApi(call);
    });
    const user = userEvent.setup();
    render(<AppRoot />);

    const send = await screen.findByRole('button', { name: 'Send' });
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send quote Q-2026-0042 v2?' });
    expect(dialog).toHaveAccessibleDescription(/by e-mail to mei\.chen@example\.com.*an SMS with the link goes to their phone too/);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Quote Q-2026-0042 v2 was sent to mei.chen@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page reads the quote again: its status is Sent.
    await waitFor(() => expect(screen.getByText('Sent')).toHaveClass('MuiChip-label'));
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/send'))).toHaveLength(2);
  });

  // The whole app in jsdom with the line editor's inputs: about 10 s alone, three times that beside the other suites.
  it('edit a draft’s terms at /pm/quote/{id}/edit, sending only what changed with the version read', { timeout: 90_000 }, async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', `/pm/quote/${revision._id}/edit`);
    const calls = stubFetch(quoteApi);
    const user = userEvent.setup();
    render(<AppRoot />);

    const taxRate = await screen.findByRole('spinbutton', { name: 'Tax rate (%)' });
    await user.clear(taxRate);
    await user.type(taxRate, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/pm/quote/${revision._id}`));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ _id: revision._id, updated_at: revision.updated_at, tax_rate: 5 });
  });
});
