import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../support/serverProcess.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { createTestDatabase, testMailingAddress } from './testServer.js';
import { multipart, png } from './uploadFixtures.js';

// Three servers as `npm start` runs them, on one PostgreSQL and one JWT secret, called in turn as a load balancer
// without sticky sessions does (docs/server.md#several-servers): what one changes, the next request to any sees.

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** Whether a PostgreSQL answers there: the suite runs on it, as CI's does, and is skipped without one. */
async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const postgresAnswers = await answers(postgresUrl);

const password = 'several servers password';
const strongPassword = 'violet kettle harbour 42';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let peer: SmtpPeer;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let turn = 0;

/** The next server in turn, as a round-robin load balancer picks. */
const nextServer = () => servers[turn++ % servers.length].url!;

interface Answer {
  status: number;
  body: Record<string, unknown> & { _id: string };
}

/** A call through the next server; `token` signs it in. */
async function call(token: string | undefined, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<Answer> {
  const response = await fetch(`${nextServer()}/api${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** A call that must succeed; answers its body. */
async function succeeded(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
  const answer = await call(token, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** Signs in through the next server; answers the status, the token and the known-device cookie it set. */
async function signIn(username: string, secret: string, cookie?: string) {
  const response = await fetch(`${nextServer()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify({ username, password: secret }),
  });
  const { accessToken } = (await response.json()) as { accessToken?: string };
  return { status: response.status, token: accessToken!, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

/** The status of one request of the session through each server, all three within the second a check is kept. */
const statusOnEachServer = (token: string) => Promise.all(servers.map(() => call(token, 'GET', '/auth/account').then((answer) => answer.status)));

/**
 * What `read` answers once it equals `expected`, asked again for at most half a second. A change reaches the other
 * servers as its notice arrives, a few milliseconds after it commits, and a request may come first
 * (docs/server.md#several-servers). Half a second is well inside the second a session check is kept without any
 * notice, so a pass shows the notices at work.
 */
async function settled<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 500;
  let answer = await read();
  while (!isDeepStrictEqual(answer, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await read();
  }
  return answer;
}

/** The statuses of the session through each server once every one refuses it, or what they answer at the deadline. */
const refusedOnEachServer = (token: string) => settled(() => statusOnEachServer(token), [401, 401, 401]);

let admin: string;
let staffCount = 0;
/** A new staff account with these roles, signed in through the next server; answers its record and token. */
async function newStaff(roles: string[]) {
  const username = `crew${++staffCount}`;
  const staff = await succeeded(admin, 'POST', '/system/staffs', {
    username,
    name: 'Wei',
    display_name: `Wei ${staffCount}`,
    email: `${username}@example.com`,
    password: strongPassword,
    roles,
  });
  const { token } = await signIn(username, strongPassword);
  return { staff, username, token };
}

beforeAll(async () => {
  if (!postgresAnswers) return;
  database = await createTestDatabase(postgresUrl);
  peer = await startSmtpPeer();
  const shared = {
    DATABASE_URL: database!.url,
    JWT_SECRET: 'one secret for every server '.padEnd(48, 's'),
    ADMIN_PASSWORD: password,
    SMTP_URL: peer.url,
    MAIL_FROM: 'Office <office@example.com>',
    CAMPAIGN_CHECK_SECONDS: '1',
  };
  // Started together, as after a deploy: they take turns migrating and make one first superadmin between them.
  servers = await Promise.all(
    [0, 1, 2].map(() => {
      const dataDir = mkdtempSync(join(tmpdir(), 'several-servers-'));
      dataDirs.push(dataDir);
      return startServerProcess({ ...shared, DATA_DIR: dataDir });
    }),
  );
  for (const server of servers) expect(server.url, server.output()).toBeDefined();
  ({ token: admin } = await signIn('admin', password));
}, 60_000);

afterAll(async () => {
  await killServerProcesses();
  await peer?.close();
  await database?.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!postgresAnswers)(`three servers on one PostgreSQL (${postgresUrl})`, () => {
  test('each answers the health check', async () => {
    for (const server of servers) {
      const response = await fetch(`${server.url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'reachable', migrations: 'current' });
    }
  });

  test('a sign-out through one is refused by all three as its notice arrives', async () => {
    const { token } = await newStaff(['employee']);
    expect(await statusOnEachServer(token)).toEqual([200, 200, 200]);
    await succeeded(token, 'GET', '/auth/logout');
    expect(await refusedOnEachServer(token)).toEqual([401, 401, 401]);
  });

  test('a server whose listening connection is cut connects again and hears the others again', async () => {
    const sql = new pg.Client({ connectionString: database!.url });
    await sql.connect();
    const listeners = `select pid from pg_stat_activity where datname = current_database() and application_name = 'change notices'`;
    try {
      expect((await sql.query(listeners)).rowCount).toBe(servers.length);
      await sql.query(`select pg_terminate_backend(pid) from (${listeners}) cut`);
      const deadline = Date.now() + 10_000;
      while ((await sql.query(listeners)).rowCount !== servers.length) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await sql.end();
    }
    const { token } = await newStaff(['employee']);
    expect(await statusOnEachServer(token)).toEqual([200, 200, 200]);
    await succeeded(token, 'GET', '/auth/logout');
    expect(await refusedOnEachServer(token)).toEqual([401, 401, 401]);
  });

  test("a role change and a deactivation through one end the account's sessions on all three", async () => {
    const promoted = await newStaff(['employee']);
    const disabled = await newStaff(['employee']);
    expect([...(await statusOnEachServer(promoted.token)), ...(await statusOnEachServer(disabled.token))]).toEqual([200, 200, 200, 200, 200, 200]);

    const { staff } = promoted;
    await succeeded(admin, 'PUT', '/system/staffs', { _id: staff._id, updated_at: staff.updated_at, roles: ['manager'] });
    expect(await refusedOnEachServer(promoted.token)).toEqual([401, 401, 401]);
    await succeeded(admin, 'PUT', '/system/staffs', { _id: disabled.staff._id, updated_at: disabled.staff.updated_at, active: false });
    expect(await refusedOnEachServer(disabled.token)).toEqual([401, 401, 401]);

    // Signed in again, the promoted account has its new role everywhere; the deactivated one cannot sign in.
    const again = await signIn(promoted.username, strongPassword);
    const accounts = await Promise.all(servers.map(() => succeeded(again.token, 'GET', '/auth/account')));
    expect(accounts.map((account) => account.roles)).toEqual([['manager'], ['manager'], ['manager']]);
    expect((await signIn(disabled.username, strongPassword)).status).toBe(401);
  });

  test('settings saved through one are read by the others at the next request', async () => {
    // Read through all three first, so that any of them could answer from what it read.
    const read = await Promise.all(servers.map(() => succeeded(admin, 'GET', '/system/settings')));
    await Promise.all(servers.map(() => succeeded(admin, 'GET', '/system/settings/appearance')));
    await succeeded(admin, 'PUT', '/system/settings', { ...read[0], company_name: 'Harbour Renovations North', primary_color: '#2e7d32' });
    const names = await Promise.all(servers.map(() => succeeded(admin, 'GET', '/system/settings').then((settings) => settings.company_name)));
    expect(names).toEqual(['Harbour Renovations North', 'Harbour Renovations North', 'Harbour Renovations North']);
    const colours = await Promise.all(servers.map(() => call(undefined, 'GET', '/system/settings/appearance').then((answer) => answer.body.primary_color)));
    expect(colours).toEqual(['#2e7d32', '#2e7d32', '#2e7d32']);
  });

  test('a file uploaded through one is served by the others', async () => {
    const { payload, headers } = multipart(png, 'pixel.png', 'image/png');
    const response = await fetch(`${nextServer()}/api/storage/upload`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${admin}` }, body: payload });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    for (const server of servers) {
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    }
  });

  test('the menu counts and the dashboard after a create through one are right on the others', async () => {
    const before = await Promise.all(servers.map(() => succeeded(admin, 'GET', '/admin/statistics/all')));
    const sourcesBefore = await Promise.all(servers.map(() => succeeded(admin, 'GET', '/admin/statistics/dashboard?tz=America/Toronto')));
    const customers = before[0].customers as number;
    expect(before.map((statistics) => statistics.customers)).toEqual([customers, customers, customers]);

    await succeeded(admin, 'POST', '/crm/customers', { name: 'Counted Once', phone: '4165550199', source: 'HomeStars' });
    const after = await Promise.all(servers.map(() => succeeded(admin, 'GET', '/admin/statistics/all')));
    expect(after.map((statistics) => statistics.customers)).toEqual([customers + 1, customers + 1, customers + 1]);

    const homeStars = (dashboard: Record<string, unknown>) =>
      (dashboard.customersBySource as { source: string; count: number }[]).find((bar) => bar.source === 'HomeStars')?.count ?? 0;
    const dashboards = await Promise.all(servers.map(() => succeeded(admin, 'GET', '/admin/statistics/dashboard?tz=America/Toronto')));
    expect(dashboards.map(homeStars)).toEqual(sourcesBefore.map((dashboard) => homeStars(dashboard) + 1));
  });

  test('a recipient preview by project, counted and kept by each, follows a project changed through another', async () => {
    const place = 'Kept Count Harbour';
    const customer = await succeeded(admin, 'POST', '/crm/customers', { name: 'Pair Changed', phone: '4165550177', location: place });
    const project = await succeeded(admin, 'POST', '/pm/projects', {
      customer: customer._id,
      property: 'house',
      services: ['kitchen-remodeling'],
      description: 'New kitchen with an island.',
      status: 'pending',
    });
    const filter = { location: [place], project: { status: ['in_progress'], services: ['kitchen-remodeling'] } };
    const totalOnEachServer = () => Promise.all(servers.map(() => succeeded(admin, 'POST', '/marketing/recipients/filter', { filter }).then((preview) => preview.total)));
    // Each counts it, and keeps the count.
    expect(await totalOnEachServer()).toEqual([0, 0, 0]);
    await succeeded(admin, 'PUT', '/pm/projects', { _id: project._id, updated_at: project.updated_at, status: 'in_progress' });
    // Each sees the change as soon as it was answered: the sequence the change moved on tells them.
    expect(await totalOnEachServer()).toEqual([1, 1, 1]);
  });

  test('the sign-in throttle counts failures through all three, by the known device any of them recognises', async () => {
    const { username } = await newStaff(['employee']);
    const { cookie } = await signIn(username, strongPassword);
    expect(cookie).toMatch(/^known_device=/);
    // Five failures from this browser, spread over the three servers (the 3rd to 5th answers wait 1, 2 and 4 s)…
    for (let failure = 0; failure < 5; failure++) expect((await signIn(username, 'wrong password', cookie)).status).toBe(401);
    // …and the next server refuses even the right password from it: it counted the others' failures.
    expect((await signIn(username, strongPassword, cookie)).status).toBe(429);
    // They were the device's failures, not the address's: another browser signs in.
    expect((await signIn(username, strongPassword)).status).toBe(200);
  }, 30_000);

  test('a campaign sent through one reaches every address once, whichever servers deliver it', async () => {
    const settings = await succeeded(admin, 'GET', '/system/settings');
    await succeeded(admin, 'PUT', '/system/settings', { ...settings, company_address: testMailingAddress });
    const recipients = 60;
    const addresses = Array.from({ length: recipients }, (_, i) => `neighbour${i}@example.com`);
    await Promise.all(
      addresses.map((email, i) => succeeded(admin, 'POST', '/crm/customers', { name: `Neighbour ${i}`, phone: `41688${String(i).padStart(5, '0')}`, email, location: 'Three Servers' })),
    );
    const group = await succeeded(admin, 'POST', '/marketing/recipients', { name: 'Three Servers', filter: { location: ['Three Servers'] } });
    const campaign = await succeeded(admin, 'POST', '/marketing/campaigns', {
      sender: 'Harbour Renovations',
      title: 'Spring deck offer',
      content: '<p>Hello {{first_name}}, our spring offer is here.</p>',
      recipients_list: [group._id],
    });
    const before = peer.received.length;
    expect((await succeeded(admin, 'POST', `/marketing/campaigns/${campaign._id}/send`)).status).toBe('sending');

    const deadline = Date.now() + 20_000;
    while ((await succeeded(admin, 'GET', `/marketing/campaigns/${campaign._id}`)).status !== 'sent') {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await peer.messages(before + recipients, 5_000);
    // Anything sent twice would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0].address ?? '';
    const perAddress = new Map<string, number>();
    for (const mail of peer.received.slice(before)) perAddress.set(recipientOf(mail), (perAddress.get(recipientOf(mail)) ?? 0) + 1);
    expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
    expect(await succeeded(admin, 'GET', `/marketing/campaigns/${campaign._id}/delivery`)).toEqual({ channels: [{ channel: 'email', counts: { sent: recipients } }] });
  }, 40_000);
});
