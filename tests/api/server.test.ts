import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { statisticsKeys } from '../../domain/resources.js';
import { buildApp } from '../../server/app.js';
import { newId } from '../../server/db/ids.js';
import { serverLogger } from '../../server/logging.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  headers = (await server.signIn(['manager'])).headers;
});
afterAll(() => server?.close());

describe('HTTP behaviour', () => {
  test('answers carry security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/admin/statistics/all', headers });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // HSTS only over HTTPS (hostileInput.test.ts): this request came over plain HTTP.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('a body over the limit is a 413 with a readable error', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/crm/customers',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Big', phone: '4165551234', note: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request is too large.', code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  test('broken JSON is a 400 with a readable error', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/crm/customers',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The request body is not valid JSON.');
  });

  test('an unknown API path is a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/no/such/thing', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'GET /api/no/such/thing was not found.', code: 'NOT_FOUND' });
  });

  test('the OpenAPI document lists every route', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const route of server.app.guardedRoutes) {
      expect(paths).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  test('the API documentation opens over plain HTTP: its policy does not upgrade requests to HTTPS', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/index.html']) {
      const response = await server.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('the built app', () => {
  const script = `export const words = ${JSON.stringify('renovation '.repeat(500))};`;
  let clientDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-1a2b3c.js'), script);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', clientDir]);
    app = await buildApp({ database: server.database, jwtSecret: 'x'.repeat(40), tokenTtlSeconds: 60, bodyLimitBytes: 1024, clientDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test.each(['/', '/crm/customers', '/crm/customer/6b0210ad8744ecd8b949d363', '/auth/login?redirect=%2Fcrm%2Fcustomers'])(
    'a deep link like %s serves the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>app</title>');
    },
  );

  test('a missing asset or API path is still a 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).headers['content-type']).toContain('application/json');
  });

  test('serves the build’s Brotli or gzip copy of a file to a browser that accepts it, the file itself otherwise', async () => {
    const asset = (encodings?: string) => app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: encodings ? { 'accept-encoding': encodings } : {} });

    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('GET /admin/statistics/all', () => {
  test('counts each menu item, and follows creates', async () => {
    const before = (await server.app.inject({ method: 'GET', url: '/api/admin/statistics/all', headers })).json();
    expect(Object.keys(before).sort()).toEqual([...statisticsKeys].sort());
    const created = await server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: { name: 'Counted', phone: '4165551234' } });
    await server.database.pool.query("INSERT INTO projects (_id, customer, description) VALUES ($1, $2, 'Kitchen')", [newId(), created.json()._id]);
    const after = (await server.app.inject({ method: 'GET', url: '/api/admin/statistics/all', headers })).json();
    expect(after.customers).toBe(before.customers + 1);
    expect(after.projects).toBe(before.projects + 1);
    expect(after.staffs).toBeGreaterThanOrEqual(1);
    expect(after.users).toBeGreaterThanOrEqual(after.staffs);
    const customer = (await server.app.inject({ method: 'GET', url: `/api/crm/customers/${created.json()._id}`, headers })).json();
    expect(customer.projects).toBe(1);
  });

  test('is read by every staff role, not by visitors', async () => {
    for (const role of ['Worker', 'employee', 'admin']) {
      const staff = await server.signIn([role]);
      expect((await server.app.inject({ method: 'GET', url: '/api/admin/statistics/all', headers: staff.headers })).statusCode).toBe(200);
    }
    const visitor = await server.signIn(['visitor']);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/statistics/all', headers: visitor.headers })).statusCode).toBe(403);
  });
});

describe('API answers', () => {
  test('over 1 KB go compressed to a client that accepts it, as they are to one that does not', async () => {
    for (let n = 0; n < 30; n++) await server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: { name: `Compressed ${n}`, phone: `41655520${String(n).padStart(2, '0')}` } });
    const list = (encodings?: string) =>
      server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers: { ...headers, ...(encodings && { 'accept-encoding': encodings }) }, payload: { pagination: { pageSize: 30 } } });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await list('gzip, deflate, br, zstd');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await list('br;q=0, gzip;q=0.8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect((await list('identity, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    // A small answer is not worth the header.
    const health = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/health', () => {
  const health = () => server.app.inject({ method: 'GET', url: '/api/health' });
  const shiftNewestMigration = (by: number) =>
    server.database.pool.query('UPDATE drizzle.__drizzle_migrations SET created_at = created_at + $1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)', [by]);

  test('answers 200 without a token while the database is reachable and migrated as far as this server', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable', migrations: 'current' });
  });

  test('answers 503 when the database lacks this server\'s newest migration, or has a newer one', async () => {
    try {
      await shiftNewestMigration(-1);
      expect((await health()).statusCode).toBe(503);
      expect((await health()).json()).toEqual({ status: 'unavailable', database: 'reachable', migrations: 'behind' });
      await shiftNewestMigration(2);
      expect((await health()).json()).toMatchObject({ status: 'unavailable', migrations: 'ahead' });
    } finally {
      await shiftNewestMigration(-1);
    }
    expect((await health()).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  test('writes one line per request, without the secret of an unsubscribe link', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const logged = await buildApp({ database: server.database, jwtSecret: 'x'.repeat(40), tokenTtlSeconds: 60, bodyLimitBytes: 1024, logger: { ...serverLogger('info', 'json'), stream } });
    try {
      const secret = 'c0ffee.customer.campaign.signature';
      await logged.inject({ method: 'GET', url: `/api/public/unsubscribe?locale=en&token=${secret}` });
      const log = lines.join('');
      expect(log).not.toContain(secret);
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.url?.startsWith('/api/public/unsubscribe'));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/public/unsubscribe?locale=en&token=…', status: 400 });
      expect(requests[0].msg).toBe('GET /api/public/unsubscribe?locale=en&token=… 400 ' + requests[0].ms + ' ms');
    } finally {
      await logged.close();
    }
  });
});
