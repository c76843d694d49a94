import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetRequestLimit } from '../../server/routes/passwordReset.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { startTestServer, type TestServer } from './testServer.js';

const publicUrl = 'http://office.example.com:8080';

describe('without an SMTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('the forgot-password page is told that no link can be sent, and to ask an administrator', async () => {
    const availability = await server.app.inject({ method: 'GET', url: '/api/auth/reset' });
    expect(availability.json()).toEqual({ available: false });
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email: 'someone@example.com' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'MAIL_NOT_CONFIGURED', error: expect.stringContaining('Ask an administrator') });
  });
});

describe('forgot password, with mail delivered to a real SMTP peer', () => {
  let server: TestServer;
  let peer: SmtpPeer;
  let addressCount = 0;
  /** Each test asks from an address of its own, so the per-address throttle counts only its own requests. */
  const nextAddress = () => `10.0.0.${++addressCount}`;
  const askForLink = (email: string, extra: Record<string, unknown> = {}, remoteAddress = nextAddress()) =>
    server.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email, ...extra }, remoteAddress });
  const linkIn = (text: string) => new URL(/http\S+reset-password\?token=\S+/.exec(text)![0]);
  const setPassword = (token: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/reset/password', payload: { token, password } });
  const signIn = (username: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: nextAddress() });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@example.com>', publicUrl });
  });
  afterAll(async () => {
    await server.close();
    await peer.close();
  });

  test('a known address gets a single-use link that sets a new password and ends every session', async () => {
    const { account, headers, password: oldPassword } = await server.signIn(['employee']);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/reset' })).json()).toEqual({ available: true });

    const asked = await askForLink(account.email!.toUpperCase());
    expect(asked.statusCode).toBe(202);
    const [mail] = await peer.messages(peer.received.length + 1).then((all) => all.slice(-1));
    expect(mail.to).toMatchObject({ value: [{ address: account.email }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'office@example.com', name: 'Office' }] });
    expect(mail.subject).toBe('Set a new password');
    const link = linkIn(mail.text!);
    expect(link.origin + link.pathname).toBe(`${publicUrl}/auth/reset-password`);
    expect(mail.html).toContain(`href="${link.toString().replaceAll('&', '&#38;')}"`);

    const token = link.searchParams.get('token')!;
    const stored = await server.database.pool.query('SELECT token_hash FROM password_resets');
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);

    const reset = await setPassword(token, 'a new long passphrase');
    expect(reset.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/account', headers })).statusCode).toBe(401);
    expect((await signIn(account.username, oldPassword)).statusCode).toBe(401);
    expect((await signIn(account.username, 'a new long passphrase')).statusCode).toBe(200);

    // Its sign-ins are recorded too; of the changes, the reset alone.
    const audit = await server.database.pool.query(`SELECT action, actor, subject FROM audit_events WHERE subject = $1 AND action NOT LIKE 'sign_in%'`, [account._id]);
    expect(audit.rows).toEqual([{ action: 'password_reset', actor: account._id, subject: account._id }]);

    const again = await setPassword(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This reset link is not valid or has expired. Ask for a new one.');
  });

  test('an unknown address gets the same answer and no e-mail', async () => {
    const { account } = await server.signIn(['employee']);
    const before = peer.received.length;
    const unknown = await askForLink('nobody-here@example.com');
    const known = await askForLink(account.email!);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const arrived = await peer.messages(before + 1);
    expect(arrived.at(-1)!.to).toMatchObject({ value: [{ address: account.email }] });
    // The one message that arrived is the known address's: the unknown one, asked first, was sent nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(peer.received).toHaveLength(before + 1);
  });

  test('the e-mail is written in the language the person asked in', async () => {
    const { account } = await server.signIn(['employee']);
    const before = peer.received.length;
    await askForLink(account.email!, { locale: 'zh-CN' });
    const mail = (await peer.messages(before + 1)).at(-1)!;
    expect(mail.subject).toBe('设置新密码');
    expect(mail.text).toContain('一小时内有效');
  });

  test('a link older than an hour no longer works', async () => {
    const { account, password } = await server.signIn(['employee']);
    const before = peer.received.length;
    await askForLink(account.email!);
    const token = linkIn((await peer.messages(before + 1)).at(-1)!.text!).searchParams.get('token')!;
    await server.database.pool.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account._id]);
    expect((await setPassword(token, 'a new long passphrase')).statusCode).toBe(400);
    expect((await signIn(account.username, password)).statusCode).toBe(200);
  });

  test('a weak password is refused saying why, and the link still works for a better one', async () => {
    const { account } = await server.signIn(['employee']);
    const before = peer.received.length;
    await askForLink(account.email!);
    const token = linkIn((await peer.messages(before + 1)).at(-1)!.text!).searchParams.get('token')!;
    const common = await setPassword(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', details: [{ path: 'password' }] });
    const personal = await setPassword(token, `${account.username}1`);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().code).toBe('PASSWORD_PERSONAL');
    expect((await setPassword(token, 'a new long passphrase')).statusCode).toBe(200);
    expect((await signIn(account.username, 'a new long passphrase')).statusCode).toBe(200);
  });

  test('a deactivated account is sent no link', async () => {
    const { account } = await server.signIn(['employee']);
    await server.database.pool.query('UPDATE users SET active = false WHERE _id = $1', [account._id]);
    const before = peer.received.length;
    expect((await askForLink(account.email!)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.received).toHaveLength(before);
  });

  test('a token that was never issued, and a new password too short, are refused with a sentence', async () => {
    const unknown = await setPassword('not-a-token', 'a new long passphrase');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('This reset link is not valid or has expired. Ask for a new one.');
    const short = await setPassword('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('A password is 8 to 128 characters');
  });

  test('one address asking again and again is refused for a while', async () => {
    const address = nextAddress();
    const answers = [];
    for (let attempt = 0; attempt < resetRequestLimit.limit; attempt++) answers.push((await askForLink(`probe${attempt}@example.com`, {}, address)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    const refused = await askForLink('probe@example.com', {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many password reset requests from this address. Try again in 15 minutes.');
  });
});
