import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { startTestServer, type TestServer } from './testServer.js';
import { multipart, png } from './uploadFixtures.js';

// What an attacker tried on a fresh server, one finding a test; hostileFuzz.test.ts sends the like to every route.

let server: TestServer;
let staff: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  staff = (await server.signIn(['superadmin'])).headers;
});
afterAll(() => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = staff) =>
  server.app.inject({ method, url: `/api${url}`, headers, payload });
const customerList = () => api('POST', '/crm/customers/query', {});

describe('a statement the database refuses', () => {
  test('does not break the next request', async () => {
    // An integer PostgreSQL cannot hold, sent past validation straight to a statement.
    await expect(server.database.pool.query('SELECT $1::int', ['2147483648'])).rejects.toMatchObject({ code: '22003' });
    expect((await customerList()).statusCode).toBe(200);
    await expect(server.database.pool.query('SELECT $1::text', ['a\u0000b'])).rejects.toMatchObject({ code: '22021' });
    expect((await customerList()).statusCode).toBe(200);
  });
});

describe('NUL characters', () => {
  test.each([
    ['sign-in name', 'POST', '/auth/login', { username: 'ad\u0000min', password: 'whatever1' }, 'username'],
    ['registration', 'POST', '/auth/register', { name: 'N\u0000', username: 'nul_user', email: 'nul@example.com', password: 'a long password' }, 'name'],
    ['customer field', 'POST', '/crm/customers', { name: 'Ann', phone: '4165550100', note: 'x\u0000' }, 'note'],
    ['search term', 'POST', '/crm/customers/query', { q: 'a\u0000' }, 'q'],
    ['filter value', 'POST', '/crm/customers/query', { filters: { status: ['active', '\u0000'] } }, 'filters.status.1'],
    ['path id', 'GET', '/crm/customers/a%00b', undefined, 'id'],
    ['quick search', 'GET', '/crm/customers/search/a%00b', undefined, 'term'],
  ] as const)('in a %s are refused naming the field', async (_, method, url, payload, field) => {
    const response = await api(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`'${field}' holds a NUL character (\\u0000), which cannot be stored.`);
    expect(response.json().details).toEqual([{ path: field, message: expect.stringContaining('NUL') }]);
    expect((await customerList()).statusCode).toBe(200);
  });
});

describe('list filters', () => {
  test.each([
    ['customers', 'created_at', { gte: '-271821-04-20T00:00:00Z' }],
    ['customers', 'created_at', { lte: '275760-09-13T00:00:00Z' }],
    ['projects', 'start_date', { gte: '0000-01-01' }],
    ['contracts', 'effective_date', { gte: '0000-01-01' }],
    ['tasks', 'deadline', { lte: '0000-12-31' }],
    ['customers', 'uid', 2147483648],
    ['customers', 'uid', '99999999999'],
    ['customers', 'uid', 1e20],
    ['customers', 'uid', 1.5],
  ])('refuse %s.%s = %j the database cannot hold', async (resource, field, value) => {
    const area = resource === 'customers' ? 'crm' : 'pm';
    const response = await api('POST', `/${area}/${resource}/query`, { filters: { [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: `The filter on '${field}' has a value of the wrong kind.`, code: 'VALIDATION_FAILED' });
  });

  test('take the resource\'s own filters only, not what every object inherits', async () => {
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const response = await api('POST', '/crm/customers/query', { filters: { [key]: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(`The list cannot be filtered by '${key}'.`);
    }
  });
});

describe('database errors in the log', () => {
  test('name the error and statement, never the values', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({
      database: server.database,
      jwtSecret: 'x'.repeat(40),
      tokenTtlSeconds: 60,
      bodyLimitBytes: 1024 * 1024,
      logger: { level: 'info', stream },
    });
    // A statement failing with a value bound in it: its message and drizzle's name the value.
    app.get('/probe', async () => server.database.db.execute(sql`SELECT ${'secret-value-4711'}::text FROM no_such_table`));
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/probe' });
      expect(response.statusCode).toBe(500);
      expect(lines.join('')).toContain('42P01');
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Log\u0000', username: 'logged_one', email: 'logged@example.com', password: 'secret-password-4711' },
      });
      expect(signUp.statusCode).toBe(400);
      const log = lines.join('');
      expect(log).not.toContain('secret-value-4711');
      expect(log).not.toContain('secret-password-4711');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain('logged@example.com');
    } finally {
      await app.close();
    }
  });
});

describe('updates', () => {
  const createCustomer = async () => (await api('POST', '/crm/customers', { name: 'Versioned', phone: '4165550111' })).json();

  test('without the updated_at they were read at are refused, asking to read the record again', async () => {
    const customer = await createCustomer();
    const response = await api('PUT', '/crm/customers', { _id: customer._id, status: 'active' });
    expect(response.statusCode).toBe(428);
    expect(response.json()).toMatchObject({ code: 'UPDATED_AT_REQUIRED', error: expect.stringMatching(/Read this customer again/) });
    expect((await api('GET', `/crm/customers/${customer._id}`)).json().status).toBe(customer.status);
  });

  test('with an updated_at from the future are refused like a stale one', async () => {
    const customer = await createCustomer();
    const response = await api('PUT', '/crm/customers', { _id: customer._id, updated_at: '2999-01-01T00:00:00.000Z', status: 'active' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE_UPDATE');
  });
});

describe('a customer\'s picture', () => {
  test.each(['javascript:alert(1)', 'https://tracker.example.com/pixel.png', '/api/storage/files/../../etc/passwd'])(
    'refuses %s: only files of our own storage',
    async (avatar) => {
      const response = await api('POST', '/crm/customers', { name: 'Pic', phone: '4165550122', avatar });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({
        path: 'avatar',
        message: 'Upload the picture here instead of giving its address',
        key: 'validation.profile.avatar_upload',
      });
    },
  );

  test('takes an uploaded file\'s address', async () => {
    const avatar = `/api/storage/files/${'a'.repeat(32)}.png`;
    const response = await api('POST', '/crm/customers', { name: 'Pic', phone: '4165550123', avatar });
    expect(response.statusCode).toBe(201);
    expect(response.json().avatar).toBe(avatar);
  });
});

describe('framework errors', () => {
  const expectSentence = (body: string, code: string) => {
    const parsed = JSON.parse(body);
    expect(parsed).toEqual({ error: expect.stringMatching(/^[A-Z].* .*\.$/), code });
  };

  test('a malformed percent-encoding answers in the API\'s error shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/crm/customers/search/%C3%28', headers: staff });
    expect(response.statusCode).toBe(400);
    expectSentence(response.body, 'FST_ERR_BAD_URL');
  });

  test('too long a path parameter too', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/crm/customers/${'x'.repeat(3000)}`, headers: staff });
    expect(response.statusCode).toBe(414);
    expectSentence(response.body, 'FST_ERR_MAX_PARAM_LENGTH');
  });

  test('an upload with fields besides its file too', async () => {
    const boundary = 'fuzzboundary';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="extra"', '', 'value', `--${boundary}--`, ''].join('\r\n');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ error: expect.stringMatching(/^[A-Z].* .*\.$/), code: expect.any(String) });
  });
});

describe('a Content-Length that does not match the body', () => {
  let port: number;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = server.app.server.address() as AddressInfo);
  });

  /** Sends `request` as it is over a socket (inject writes the length itself) and reads the answer until the server closes. */
  function sendRaw(request: string, { endAfterSending }: { endAfterSending: boolean }) {
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(request);
        if (endAfterSending) socket.end();
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, body] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
      });
    });
  }

  const body = '{"username":"someone","password":"a password"}';
  const request = (contentLength: number) =>
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n${body}`;

  test('a body shorter than its length answers a sentence in the API\'s error shape', async () => {
    const answer = await sendRaw(request(body.length + 20), { endAfterSending: true });
    expect(answer).toEqual({ status: 400, body: { error: 'The request body does not match its Content-Length.', code: 'BAD_REQUEST' } });
  });

  test('a body longer than its length too, never a bare framework error', async () => {
    const answer = await sendRaw(request(5), { endAfterSending: false });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringMatching(/^The request is not valid HTTP: .*Content-Length says\.$/), code: 'BAD_REQUEST' });
  });
});

describe('an uploaded picture', () => {
  const upload = async (headers: Record<string, string>) => {
    const body = multipart(png, 'me.png', 'image/png');
    const response = await server.app.inject({ method: 'POST', url: '/api/storage/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(response.statusCode).toBe(201);
    return response.json().url as string;
  };
  const saveProfile = (signedIn: Awaited<ReturnType<TestServer['signIn']>>, avatar: string) =>
    api('PUT', '/auth/account', { username: signedIn.account.username, name: 'Someone', email: signedIn.account.email, avatar }, signedIn.headers);

  test('is a visitor\'s avatar only for the visitor who uploaded it', async () => {
    const [owner, other] = [await server.signIn(['visitor']), await server.signIn(['visitor'])];
    const picture = await upload(owner.headers);

    const taken = await saveProfile(other, picture);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      error: 'This picture was uploaded by someone else: upload your own',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'avatar', message: 'This picture was uploaded by someone else: upload your own', key: 'validation.profile.avatar_not_own' }],
    });
    // Nor a file whose name was made up, or uploaded before names named their uploader.
    expect((await saveProfile(other, `/api/storage/files/${'ab'.repeat(16)}.png`)).statusCode).toBe(400);

    const own = await saveProfile(owner, picture);
    expect(own.statusCode).toBe(200);
    expect(own.json().account.avatar).toBe(picture);
  });

  test('a visitor keeps the picture they have, whoever uploaded it', async () => {
    const visitor = await server.signIn(['visitor']);
    const givenByStaff = `/api/storage/files/${'cd'.repeat(16)}.png`;
    await server.database.pool.query('UPDATE users SET avatar = $1 WHERE _id = $2', [givenByStaff, visitor.account._id]);
    expect((await saveProfile(visitor, givenByStaff)).statusCode).toBe(200);
  });

  test('staff may use any file of our storage: for themselves and for a customer', async () => {
    const picture = await upload((await server.signIn(['visitor'])).headers);
    const employee = await server.signIn(['employee']);
    expect((await saveProfile(employee, picture)).statusCode).toBe(200);
    const customer = await api('POST', '/crm/customers', { name: 'Pic', phone: '4165550124', avatar: picture }, employee.headers);
    expect(customer.statusCode).toBe(201);
    expect(customer.json().avatar).toBe(picture);
  });
});

describe('security headers', () => {
  test('HSTS and upgrade-insecure-requests are not sent over plain HTTP', async () => {
    const response = await customerList();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('are sent behind a trusted proxy that says the request came over HTTPS', async () => {
    const app = await buildApp({ database: server.database, jwtSecret: 'x'.repeat(40), tokenTtlSeconds: 60, bodyLimitBytes: 1024, trustProxy: '127.0.0.1' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/support/unread', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const untrusted = await app.inject({ method: 'GET', url: '/api/support/unread', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
