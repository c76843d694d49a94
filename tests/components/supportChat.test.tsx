import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

const message = (fields: object) => ({
  conversation: 'staff-0002',
  author: 'staff-0002',
  author_name: 'Bob Tran',
  from_desk: false,
  created_at: '2026-11-21T09:30:00.000Z',
  read_at: null,
  ...fields,
});

/** The API with one staff member's conversation; `unread` the count the button shows. */
function supportApi(unread: number, desk: boolean, extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  const messages = [message({ _id: 'm1', content: 'The scanner is jammed.' })];
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.endsWith('/support/unread')) return json(200, { unread, desk });
    if (call.url.endsWith('/support/conversations')) {
      return json(200, {
        conversations: [{ staff: { _id: 'staff-0002', username: 'bob', name: 'Bob Tran', avatar: null }, last_message: 'The scanner is jammed.', last_at: messages[0].created_at, unread }],
      });
    }
    if (call.url.endsWith('/messages') && call.method === 'GET') return json(200, { messages });
    if (call.url.endsWith('/read')) return json(200, { ok: true });
    if (call.url.endsWith('/messages') && call.method === 'POST') {
      const written = message({ _id: `m${messages.length + 1}`, content: (call.body as { content: string }).content, from_desk: desk, author_name: 'Alice Wong' });
      messages.push(written);
      return json(201, written);
    }
    if (call.url.endsWith('/admin/statistics/all')) return json(200, {});
    return json(404, { error: `Not here: ${call.url}` });
  });
}

const openApp = async () => {
  window.history.replaceState(null, '', '/crm/quick-search');
  render(<AppRoot />);
};

describe('the support chat', () => {
  it('shows the desk its unread count, each conversation, and sends the answer', async () => {
    signInAs({ roles: ['superadmin'], name: 'Alice Wong' });
    const calls = supportApi(2, true);
    const user = userEvent.setup();
    await openApp();
    await user.click(await screen.findByRole('button', { name: 'Support chat, 2 unread' }));

    const panel = await screen.findByRole('presentation');
    expect(within(panel).getByText('Support desk')).toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: /Bob Tran/ }));
    expect(await within(panel).findByText('The scanner is jammed.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/support/conversations/staff-0002/read')).toBe(true));

    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('Please write your message')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Your answer'), 'A technician comes at two.{Enter}');
    expect(await within(panel).findByText('A technician comes at two.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/messages'))).toMatchObject({
      url: '/api/support/conversations/staff-0002/messages',
      body: { content: 'A technician comes at two.' },
    });
  });

  it('shows a staff member their own conversation with the desk', async () => {
    signInAs({ roles: ['employee'] });
    const calls = supportApi(0, false, (call) =>
      call.url.endsWith('/support/messages') && call.method === 'GET'
        ? json(200, { messages: [message({ _id: 'm9', from_desk: true, author_name: 'Carol', content: 'Fixed it.' })] })
        : undefined,
    );
    const user = userEvent.setup();
    await openApp();
    await user.click(await screen.findByRole('button', { name: 'Support chat' }));
    const panel = await screen.findByRole('presentation');
    expect(await within(panel).findByText('Fixed it.')).toBeInTheDocument();
    expect(within(panel).getByText(/Carol \(support desk\)/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/support/messages/read')).toBe(true));
  });

  it('is not offered to a visitor', async () => {
    signInAs({ roles: ['visitor'] });
    supportApi(0, false);
    window.history.replaceState(null, '', '/profile');
    render(<AppRoot />);
    await screen.findByRole('button', { name: 'Save profile' });
    expect(screen.queryByRole('button', { name: /Support chat/ })).not.toBeInTheDocument();
  });
});
