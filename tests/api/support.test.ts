import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers, payload });
const unread = async (headers: Headers) => (await call('GET', '/support/unread', headers)).json();

describe('the support chat', () => {
  test('a staff member writes to the desk; a superadmin sees it unread, answers, and each side reads the other', async () => {
    const staff = await server.signIn(['employee']);
    const desk = await server.signIn(['superadmin']);
    const otherDesk = await server.signIn(['superadmin']);

    expect(await unread(staff.headers)).toEqual({ unread: 0, desk: false });
    const deskBefore = (await unread(desk.headers)).unread;

    const written = await call('POST', '/support/messages', staff.headers, { content: '  The printer in the office is out of toner.  ' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      conversation: staff.account._id,
      author: staff.account._id,
      author_name: staff.account.username,
      from_desk: false,
      content: 'The printer in the office is out of toner.',
      read_at: null,
    });
    await call('POST', '/support/messages', staff.headers, { content: 'And the scanner too.' });

    // The desk is shared: every superadmin sees the same unread messages.
    expect(await unread(desk.headers)).toEqual({ unread: deskBefore + 2, desk: true });
    expect((await unread(otherDesk.headers)).unread).toBe(deskBefore + 2);
    const { conversations } = (await call('GET', '/support/conversations', desk.headers)).json();
    expect(conversations[0]).toMatchObject({
      staff: { _id: staff.account._id, username: staff.account.username },
      last_message: 'And the scanner too.',
      unread: 2,
    });

    const path = `/support/conversations/${staff.account._id}`;
    const { messages } = (await call('GET', `${path}/messages`, desk.headers)).json();
    expect(messages.map((m: { content: string }) => m.content)).toEqual(['The printer in the office is out of toner.', 'And the scanner too.']);
    expect((await call('POST', `${path}/read`, desk.headers)).statusCode).toBe(200);
    expect((await unread(otherDesk.headers)).unread).toBe(deskBefore);

    const answer = await call('POST', `${path}/messages`, desk.headers, { content: 'A new cartridge is on its way.' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ from_desk: true, author: desk.account._id, conversation: staff.account._id });

    expect(await unread(staff.headers)).toEqual({ unread: 1, desk: false });
    const own = (await call('GET', '/support/messages', staff.headers)).json().messages;
    expect(own.map((m: { from_desk: boolean }) => m.from_desk)).toEqual([false, false, true]);
    // The staff member's own messages now show as read by the desk.
    expect(own[0].read_at).not.toBeNull();
    await call('POST', '/support/messages/read', staff.headers);
    expect((await unread(staff.headers)).unread).toBe(0);
  });

  test('a staff member sees only their own conversation', async () => {
    const alice = await server.signIn(['manager']);
    const bob = await server.signIn(['employee']);
    await call('POST', '/support/messages', alice.headers, { content: 'A question from Alice' });
    expect((await call('GET', '/support/messages', bob.headers)).json().messages).toEqual([]);
    expect((await call('GET', '/support/conversations', bob.headers)).statusCode).toBe(403);
    expect((await call('POST', `/support/conversations/${alice.account._id}/messages`, bob.headers, { content: 'Hi' })).statusCode).toBe(403);
  });

  test('refuses an empty message, a visitor and an unknown conversation with clear messages', async () => {
    const staff = await server.signIn(['employee']);
    const empty = await call('POST', '/support/messages', staff.headers, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Please write your message', code: 'VALIDATION_FAILED' });

    const visitor = await server.signIn(['visitor']);
    expect((await call('POST', '/support/messages', visitor.headers, { content: 'Hello' })).statusCode).toBe(403);

    const desk = await server.signIn(['superadmin']);
    const missing = await call('POST', '/support/conversations/nobody/messages', desk.headers, { content: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('The staff member was not found.');
  });
});
