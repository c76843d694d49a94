import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const account = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/auth/account', headers });
const saveProfile = (headers: Headers, payload: object) => server.app.inject({ method: 'PUT', url: '/api/auth/account', headers, payload });
const changePassword = (headers: Headers, payload: object) =>
  server.app.inject({ method: 'PUT', url: '/api/auth/account/password', headers, payload });
const login = (username: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const profileOf = (username: string) => ({ username, name: 'Grace Ho', email: `${username}@renovation.example`, phone: '4165550199', avatar: null });

describe('PUT /auth/account', () => {
  test('saves the profile and answers a fresh token carrying it, ending when the old one does', async () => {
    const { account: created, token, headers } = await server.signIn(['employee']);
    const response = await saveProfile(headers, { ...profileOf(created.username), name: '  Grace Ho  ' });
    expect(response.statusCode).toBe(200);
    const { accessToken, account: saved } = response.json();
    expect(saved).toMatchObject({ display_name: 'Grace Ho', email: `${created.username}@renovation.example`, phone: '4165550199' });
    const claims = claimsOf(accessToken);
    expect(claims).toMatchObject({ _id: created._id, name: 'Grace Ho', phone: '4165550199', email: saved.email, roles: ['employee'] });
    expect(claims.jti).not.toBe(claimsOf(token).jti);
    expect(Math.abs(claims.exp - claimsOf(token).exp)).toBeLessThanOrEqual(1);
    // Both tokens work: the page that sent the change and any other tab go on.
    expect((await account(bearer(accessToken))).statusCode).toBe(200);
    expect((await account(headers)).statusCode).toBe(200);
  });

  test('accepts an uploaded avatar and no other address', async () => {
    const { account: created, headers } = await server.signIn(['employee']);
    const avatar = `/api/storage/files/${'a1'.repeat(16)}.png`;
    const saved = await saveProfile(headers, { ...profileOf(created.username), avatar });
    expect(claimsOf(saved.json().accessToken).avatar).toBe(avatar);
    const foreign = await saveProfile(headers, { ...profileOf(created.username), avatar: 'https://tracker.example/pixel.gif' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toContainEqual(expect.objectContaining({ path: 'avatar', message: 'Upload the picture here instead of giving its address' }));
  });

  test('refuses a username or e-mail another account holds, whatever its case', async () => {
    const { account: other } = await server.signIn(['manager']);
    const { account: created, headers } = await server.signIn(['employee']);
    const takenName = await saveProfile(headers, { ...profileOf(other.username.toUpperCase()) });
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json()).toMatchObject({ error: 'This username is already taken.', code: 'USERNAME_TAKEN' });
    const takenEmail = await saveProfile(headers, { ...profileOf(created.username), email: other.email!.toUpperCase() });
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json()).toMatchObject({ error: 'This email is already in use.', code: 'EMAIL_TAKEN' });
    // Keeping one's own values is no conflict.
    expect((await saveProfile(headers, { ...profileOf(created.username), email: created.email })).statusCode).toBe(200);
  });

  test('validates each field with the product’s messages', async () => {
    const { account: created, headers } = await server.signIn(['employee']);
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', 'Please input your name'],
      [{ name: 'x'.repeat(51) }, 'name', 'Length should be 1 to 50'],
      [{ email: 'ab' }, 'email', 'Length should be 3 to 50'],
      [{ email: 'not an address' }, 'email', 'Please input a valid email address'],
      [{ phone: '416555' }, 'phone', 'Length should be 10 to 11'],
      [{ phone: '416-555-01' }, 'phone', 'A phone number holds digits only'],
      [{ username: 'a b' }, 'username', 'A username is 3 to 50 letters, digits, dots, dashes or underscores'],
    ];
    for (const [change, path, message] of cases) {
      const response = await saveProfile(headers, { ...profileOf(created.username), ...change });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().details, path).toContainEqual(expect.objectContaining({ path, message }));
    }
    // A phone may be left out.
    expect((await saveProfile(headers, { ...profileOf(created.username), phone: '' })).json().account.phone).toBeNull();
  });
});

describe('PUT /auth/account/password', () => {
  test('needs the current password, then ends every other session and keeps this one', async () => {
    const { account: created, password, headers } = await server.signIn(['employee']);
    const otherTab = bearer((await login(created.username, password)).json().accessToken);
    // Both sessions have been checked, so their checks are kept: the change must end them anyway.
    expect((await account(otherTab)).statusCode).toBe(200);

    const wrong = await changePassword(headers, { current_password: 'not it', new_password: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', details: [{ path: 'current_password', message: 'The password is not correct.' }] });

    const changed = await changePassword(headers, { current_password: password, new_password: 'a brand new password' });
    expect(changed.statusCode).toBe(200);
    const { accessToken } = changed.json();

    expect((await account(otherTab)).statusCode).toBe(401);
    expect((await account(headers)).statusCode).toBe(401);
    expect((await account(bearer(accessToken))).statusCode).toBe(200);
    expect((await login(created.username, password)).statusCode).toBe(401);
    expect((await login(created.username, 'a brand new password')).statusCode).toBe(200);
  });

  test('holds a new password to the registration rules', async () => {
    const { password, headers } = await server.signIn(['employee']);
    const common = await changePassword(headers, { current_password: password, new_password: 'qwertyuiop' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', details: [{ path: 'new_password', message: expect.stringMatching(/too easy to guess/) }] });
    const short = await changePassword(headers, { current_password: password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual(expect.objectContaining({ path: 'new_password', message: 'A password is 8 to 128 characters' }));
  });
});

describe('POST /auth/unlock', () => {
  test('answers ok to the account’s password and the server’s message to a wrong one', async () => {
    const { password, headers } = await server.signIn(['employee']);
    const unlock = (payload: object) => server.app.inject({ method: 'POST', url: '/api/auth/unlock', headers, payload });
    expect((await unlock({ password })).json()).toEqual({ ok: true });
    const wrong = await unlock({ password: 'guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The password is not correct.');
    expect((await unlock({})).json().error).toBe('Please input password');
  });

  test('guessing at an open session’s password is throttled like signing in', async () => {
    const { password, headers } = await server.signIn(['employee']);
    const unlock = (payload: object) => server.app.inject({ method: 'POST', url: '/api/auth/unlock', headers, payload, remoteAddress: '10.20.0.1' });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await unlock({ password: 'guess' })).statusCode).toBe(400);
    expect((await unlock({ password })).statusCode).toBe(429);
  });
});
