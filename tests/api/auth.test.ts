import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionCheckTtlMs } from '../../server/auth/accounts.js';
import { loginThrottle, registrationLimit } from '../../server/auth/loginThrottle.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const login = (username: string, password: string, ip = '10.1.1.1') =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const account = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/auth/account', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST /auth/login', () => {
  test('answers a HS256 token carrying the account, its roles and an id to revoke it by', async () => {
    const { account: created, password } = await server.signIn(['manager']);
    const response = await login(created.username, password);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    expect(JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
    const claims = claimsOf(accessToken);
    expect(claims).toMatchObject({ _id: created._id, username: created.username, roles: ['manager'], email: created.email });
    expect(claims.jti).toBeTruthy();
    expect(claims.exp - claims.iat).toBe(3600);
  });

  test('accepts the e-mail instead of the username, in any case', async () => {
    const { account: created, password } = await server.signIn(['employee']);
    expect((await login(created.email!.toUpperCase(), password)).statusCode).toBe(200);
  });

  test('an unknown user and a wrong password get the same answer', async () => {
    const { account: created } = await server.signIn(['employee']);
    const wrongPassword = await login(created.username, 'not the password', '10.2.0.1');
    const unknownUser = await login('nobody-at-all', 'not the password', '10.2.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().error).toBe('Incorrect username or password.');
  });

  test('a deactivated account cannot sign in, and its open sessions end', async () => {
    const { account: created, password, headers } = await server.signIn(['employee']);
    await server.database.pool.query('UPDATE users SET active = false, session_version = session_version + 1 WHERE _id = $1', [created._id]);
    expect((await login(created.username, password, '10.3.0.1')).statusCode).toBe(401);
    expect((await account(headers)).statusCode).toBe(401);
  });

  test('repeated failures from one browser are slowed more and more, then refused with 429 even with the right password', async () => {
    const { account: created, password } = await server.signIn(['employee']);
    const started = server.clock.now();
    for (let attempt = 1; attempt <= loginThrottle.refuseAfter; attempt++) {
      expect((await login(created.username, 'wrong password', '10.4.0.1')).statusCode).toBe(401);
    }
    // The 3rd, 4th and 5th answers were held back 1, 2 and 4 s (the server waited on its clock).
    expect(server.clock.now() - started).toBe(1000 + 2000 + 4000);
    const refused = await login(created.username, password, '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many failed sign-ins\. Try again in \d+ minutes?\./);
    // Someone else, elsewhere, is not held back by one browser's mistakes.
    expect((await login(created.username, password, '10.4.0.2')).statusCode).toBe(200);
  });

  test('the refusal ends when the window has passed since the first failure', async () => {
    const { account: created, password } = await server.signIn(['employee']);
    for (let attempt = 1; attempt <= loginThrottle.refuseAfter; attempt++) await login(created.username, 'wrong password', '10.4.1.1');
    server.clock.advance(loginThrottle.windowMs - 60_000);
    expect((await login(created.username, password, '10.4.1.1')).json().error).toBe('Too many failed sign-ins. Try again in 1 minute.');
    server.clock.advance(60_000 + 1);
    expect((await login(created.username, password, '10.4.1.1')).statusCode).toBe(200);
  });

  test('an X-Forwarded-For header does not choose the address failures are counted by', async () => {
    const forwardedFrom = (username: string, password: string, forwardedFor: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let attempt = 1; attempt <= loginThrottle.refuseAddressAfter; attempt++) {
      expect((await forwardedFrom(`guess-${attempt}`, 'wrong password', `192.0.2.${attempt}`)).statusCode).toBe(401);
    }
    const { account: created, password } = await server.signIn(['employee']);
    expect((await forwardedFrom(created.username, password, '192.0.2.200')).statusCode).toBe(429);
  });

  test('one account is one count, by username or by e-mail, from many addresses', async () => {
    const { account: created, password } = await server.signIn(['employee']);
    for (let attempt = 1; attempt <= loginThrottle.refuseAccountAfter; attempt++) {
      const name = attempt % 2 ? created.username : created.email!;
      expect((await login(name, 'wrong password', `10.6.0.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(created.email!, password, '10.6.0.99')).statusCode).toBe(429);
    expect((await login(created.username, password, '10.6.0.98')).statusCode).toBe(429);
  });

  test('one address trying many accounts is refused after a while', async () => {
    for (let attempt = 1; attempt <= loginThrottle.refuseAddressAfter; attempt++) {
      expect((await login(`sprayed-${attempt}`, 'Summer2026!', '10.7.0.1')).statusCode).toBe(401);
    }
    const { account: created, password } = await server.signIn(['employee']);
    expect((await login(created.username, password, '10.7.0.1')).statusCode).toBe(429);
    expect((await login(created.username, password, '10.7.0.2')).statusCode).toBe(200);
  });

  test('a colleague mistyping behind the office address locks out only their own name there', async () => {
    const colleague = await server.signIn(['employee']);
    const { account: created, password } = await server.signIn(['employee']);
    for (let attempt = 1; attempt <= loginThrottle.refuseAfter + 3; attempt++) await login(colleague.account.username, 'typo', '10.10.0.1');
    expect((await login(colleague.account.username, colleague.password, '10.10.0.1')).statusCode).toBe(429);
    expect((await login(created.username, password, '10.10.0.1')).statusCode).toBe(200);
  });

  describe('a browser the account signed in from before (a known device)', () => {
    const fromDevice = (username: string, password: string, ip: string, cookie?: string) =>
      server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
    const deviceCookie = (response: Awaited<ReturnType<typeof login>>) => String(response.headers['set-cookie']).split(';')[0];

    test('gets a cookie only the sign-in routes receive, which scripts cannot read', async () => {
      const { account: created, password } = await server.signIn(['employee']);
      const cookie = String((await login(created.username, password, '10.11.0.1')).headers['set-cookie']);
      expect(cookie).toMatch(/^known_device=[^;]+; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    });

    test('still gets in while guessers have locked the account and the address out for everyone else', async () => {
      const { account: created, password } = await server.signIn(['employee']);
      const cookie = deviceCookie(await login(created.username, password, '10.12.0.1'));
      for (let attempt = 1; attempt <= loginThrottle.refuseAccountAfter; attempt++) await login(created.username, 'guess', `10.12.1.${attempt}`);
      for (let attempt = 1; attempt <= loginThrottle.refuseAddressAfter; attempt++) await login(`sprayed-${attempt}`, 'guess', '10.12.0.1');
      expect((await fromDevice(created.username, password, '10.12.0.1')).statusCode).toBe(429);
      expect((await fromDevice(created.username, password, '10.12.0.1', cookie)).statusCode).toBe(200);
    });

    test('is held to its own count: its failures lock only itself', async () => {
      const { account: created, password } = await server.signIn(['employee']);
      const cookie = deviceCookie(await login(created.username, password, '10.13.0.1'));
      for (let attempt = 1; attempt <= loginThrottle.refuseAfter; attempt++) {
        expect((await fromDevice(created.username, 'wrong', '10.13.0.1', cookie)).statusCode).toBe(401);
      }
      expect((await fromDevice(created.username, password, '10.13.0.1', cookie)).statusCode).toBe(429);
      expect((await fromDevice(created.username, password, '10.13.0.2')).statusCode).toBe(200);
    });

    test('counts for nothing with a forged signature or for another account', async () => {
      const { account: created, password } = await server.signIn(['employee']);
      const other = await server.signIn(['employee']);
      const othersCookie = deviceCookie(await login(other.account.username, other.password, '10.14.0.9'));
      const forged = `${othersCookie.replace(other.account._id, created._id)}`;
      for (let attempt = 1; attempt <= loginThrottle.refuseAfter; attempt++) await login(created.username, 'wrong', '10.14.0.1');
      expect((await fromDevice(created.username, password, '10.14.0.1', forged)).statusCode).toBe(429);
      expect((await fromDevice(created.username, password, '10.14.0.1', othersCookie)).statusCode).toBe(429);
    });
  });

  test('validates its body with readable messages', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Please input username' });
    expect(response.json().details).toContainEqual(expect.objectContaining({ path: 'password', message: 'Please input password' }));
  });

  test('says a username or password is too long rather than missing', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'u'.repeat(101), password: 'p'.repeat(129) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'A username is at most 100 characters' });
    expect(response.json().details).toContainEqual(expect.objectContaining({ path: 'password', message: 'A password is at most 128 characters' }));
  });
});

describe('POST /auth/register', () => {
  const register = (body: object) => server.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });

  test('creates a visitor account that sees nothing of the business', async () => {
    const response = await register({ name: 'Nora Visitor', username: 'nora', email: 'nora@example.com', password: 'a long password' });
    expect(response.statusCode).toBe(201);
    const { accessToken } = response.json();
    expect(claimsOf(accessToken).roles).toEqual(['visitor']);
    expect((await account(bearer(accessToken))).json()).toMatchObject({ username: 'nora', name: 'Nora Visitor', roles: ['visitor'] });
    const customers = await server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers: bearer(accessToken), payload: {} });
    expect(customers.statusCode).toBe(403);
  });

  test('keeps usernames and e-mails unique, whatever their case', async () => {
    await register({ name: 'Omar', username: 'omar', email: 'omar@example.com', password: 'a long password' });
    const sameUsername = await register({ name: 'Omar 2', username: 'OMAR', email: 'other@example.com', password: 'a long password' });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().error).toBe('This username is already taken.');
    const sameEmail = await register({ name: 'Omar 3', username: 'omar3', email: 'Omar@Example.com', password: 'a long password' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('This email is already in use.');
  });

  test('takes a limited number of sign-ups from one address', async () => {
    const from = (n: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Probe', username: `probe${n}`, email: `probe${n}@example.com`, password: 'a long password' },
        remoteAddress: '10.8.0.1',
      });
    for (let n = 1; n <= registrationLimit.limit; n++) expect((await from(n)).statusCode).toBe(201);
    const refused = await from(registrationLimit.limit + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many sign-ups from this address\. Try again in \d+ minutes?\./);
  }, 20_000);

  test.each([
    ['12345678', 'PASSWORD_TOO_WEAK', /too easy to guess/],
    ['password1', 'PASSWORD_TOO_WEAK', /too easy to guess/],
    ['weakling1', 'PASSWORD_PERSONAL', /must not be made of your username/],
  ])('refuses the weak password %s, saying why', async (password, code, sentence) => {
    const response = await register({ name: 'Weak', username: 'weakling', email: 'weakling@example.com', password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, error: expect.stringMatching(sentence), details: [{ path: 'password', message: expect.stringMatching(sentence) }] });
  });

  test('refuses bad input and creates nothing', async () => {
    const response = await register({ name: '', username: 'a b', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(response.json().details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(messages).toEqual({
      name: 'Please input your name',
      username: 'A username is 3 to 50 letters, digits, dots, dashes or underscores',
      email: 'Please input a valid email address',
      password: 'A password is 8 to 128 characters',
    });
    const { rows } = await server.database.pool.query("SELECT count(*)::int AS n FROM users WHERE email = 'not-an-email'");
    expect(rows[0].n).toBe(0);
  });

  test('never stores the password in clear', async () => {
    await register({ name: 'Pia', username: 'pia', email: 'pia@example.com', password: 'my secret words' });
    const { rows } = await server.database.pool.query("SELECT password_hash FROM users WHERE username = 'pia'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('GET /auth/account and /auth/logout', () => {
  test('the account never shows its password hash', async () => {
    const { headers, account: created } = await server.signIn(['employee']);
    const response = await account(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(created._id);
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  test('logout revokes the token on the server; other sessions stay open', async () => {
    const { headers, account: created, password } = await server.signIn(['employee']);
    const otherSession = bearer((await login(created.username, password, '10.5.0.1')).json().accessToken);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const after = await account(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Your session has ended. Please sign in again.');
    expect((await account(otherSession)).statusCode).toBe(200);
  });

  test('a forged, tampered or expired token is refused', async () => {
    const { token, account: created } = await server.signIn(['superadmin']);
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...claimsOf(token), roles: ['superadmin'], _id: created._id, username: 'x' })).toString('base64url');
    expect((await account(bearer(`${header}.${forgedClaims}.${signature}`))).statusCode).toBe(401);
    expect((await account(bearer('not.a.token'))).statusCode).toBe(401);
    const expired = server.app.jwt.sign({ ...claimsOf(token), exp: undefined, iat: Math.floor(Date.now() / 1000) - 60 }, { expiresIn: 1 });
    expect((await account(bearer(expired))).statusCode).toBe(401);
  });

  test('roles come from the account as it is now, not from an older token: a change made in the database shows within a second', async () => {
    const { headers, account: created } = await server.signIn(['employee']);
    const query = () => server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers, payload: {} });
    expect((await query()).statusCode).toBe(200);
    await server.database.pool.query("UPDATE users SET roles = '{Worker}' WHERE _id = $1", [created._id]);
    // At the latest once the session check's time is up; on PostgreSQL the change notice may tell it sooner.
    server.clock.advance(sessionCheckTtlMs);
    expect((await query()).statusCode).toBe(403);
  });
});
