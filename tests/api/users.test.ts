import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

type Headers = Record<string, string>;
type SignedIn = Awaited<ReturnType<TestServer['signIn']>>;

let server: TestServer;
let superadmin: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  superadmin = await server.signIn(['superadmin']);
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers, payload });

/** The answer of a call that must succeed. */
async function succeeded(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Headers = superadmin.headers) {
  const response = await call(method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json();
}

const queryUsers = async (query: object = {}) => (await succeeded('POST', '/admin/users/query', query)) as { users: Record<string, unknown>[]; meta: { total: number } };
const userOf = (id: string) => succeeded('GET', `/admin/users/${id}`);
const queryAudit = async (query: object) => (await succeeded('POST', '/admin/audit/query', query)) as { events: Record<string, unknown>[]; meta: { total: number } };

/** An account that registered itself: a visitor. */
async function registerVisitor(username: string) {
  const password = 'Tangerine-Kayak-41';
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: `Visitor ${username}`, username, email: `${username}@example.net`, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { accessToken } = response.json() as { accessToken: string };
  const [{ _id }] = (await server.database.pool.query('SELECT _id FROM users WHERE username = $1', [username])).rows as { _id: string }[];
  return { _id, username, password, headers: { authorization: `Bearer ${accessToken}` } };
}

const signIn = (username: string, password: string) => server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const ownAccount = (headers: Headers) => call('GET', '/auth/account', headers);

describe('the list and a record', () => {
  test('every account is listed, visitors included, with its roles, activity and last sign-in, never its password', async () => {
    const visitor = await registerVisitor('rowan');
    const { users, meta } = await queryUsers({ pagination: { current: 1, pageSize: 100 } });
    expect(meta.total).toBe(users.length);
    const listed = users.find((user) => user._id === visitor._id);
    expect(listed).toMatchObject({ username: 'rowan', name: 'Visitor rowan', email: 'rowan@example.net', roles: ['visitor'], active: true, last_sign_in_at: null });
    expect(listed).not.toHaveProperty('password_hash');
    expect(listed).not.toHaveProperty('session_version');
    expect(users.find((user) => user._id === superadmin.account._id)?.last_sign_in_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    expect((await signIn('rowan', visitor.password)).statusCode).toBe(200);
    const record = await userOf(visitor._id);
    expect(record).toEqual({ ...listed, last_sign_in_at: expect.stringMatching(/^\d{4}-/) });
    expect(Date.parse(record.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('filters by role and active, and searches name, username and e-mail', async () => {
    const visitor = await registerVisitor('quill');
    const worker = await server.signIn(['Worker']);
    await server.database.pool.query('UPDATE users SET active = false WHERE _id = $1', [worker.account._id]);

    const visitorIds = (await queryUsers({ filters: { roles: ['visitor'] } })).users.map((user) => user._id);
    expect(visitorIds).toContain(visitor._id);
    expect(visitorIds).not.toContain(worker.account._id);
    const inactive = (await queryUsers({ filters: { active: false } })).users.map((user) => user._id);
    expect(inactive).toEqual([worker.account._id]);
    expect((await queryUsers({ filters: { roles: ['Worker', 'visitor'], active: true } })).users.map((user) => user._id)).toContain(visitor._id);

    for (const term of ['QUILL', 'Visitor quill', 'quill@example.NET']) {
      expect((await queryUsers({ q: term })).users.map((user) => user._id), term).toEqual([visitor._id]);
    }
    expect((await call('POST', '/admin/users/query', superadmin.headers, { filters: { password_hash: 'x' } })).statusCode).toBe(400);
  });

  test('an unknown account is a 404', async () => {
    expect((await call('GET', '/admin/users/000000000000000000000000', superadmin.headers)).statusCode).toBe(404);
    expect((await call('POST', '/admin/users/000000000000000000000000/sessions/end', superadmin.headers)).statusCode).toBe(404);
  });

  test('only superadmins read or change accounts and the audit log', async () => {
    const visitor = await registerVisitor('nosy');
    for (const roles of [['admin'], ['employee'], ['visitor']]) {
      const { headers } = await server.signIn(roles);
      const record = await userOf(visitor._id);
      for (const [method, url, payload] of [
        ['POST', '/admin/users/query', {}],
        ['GET', `/admin/users/${visitor._id}`, undefined],
        ['PUT', '/admin/users', { _id: visitor._id, updated_at: record.updated_at, roles: ['admin'] }],
        ['POST', `/admin/users/${visitor._id}/sessions/end`, undefined],
        ['POST', '/admin/audit/query', {}],
      ] as const) {
        expect((await call(method, url, headers, payload)).statusCode, `${roles} ${method} ${url}`).toBe(403);
      }
    }
    expect((await userOf(visitor._id)).roles).toEqual(['visitor']);
  });

  test('the statistics count every account', async () => {
    const [{ count }] = (await server.database.pool.query('SELECT count(*)::int AS count FROM users')).rows as { count: number }[];
    expect(count).toBeGreaterThan(1);
    expect((await succeeded('GET', '/admin/statistics/all')).users).toBe(count);
  });
});

describe('granting and taking away', () => {
  test('a visitor granted the employee role signs in again and reads the CRM; the old session ended at once', async () => {
    const visitor = await registerVisitor('maple');
    expect((await call('POST', '/crm/customers/query', visitor.headers, {})).statusCode).toBe(403);
    const before = await userOf(visitor._id);

    const saved = await succeeded('PUT', '/admin/users', { _id: visitor._id, updated_at: before.updated_at, roles: ['employee'], permissions: ['crm'] });
    expect(saved).toMatchObject({ roles: ['employee'], permissions: ['crm'], active: true });
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(await userOf(visitor._id)).toEqual(saved);

    expect((await ownAccount(visitor.headers)).statusCode).toBe(401);
    const again = await signIn('maple', visitor.password);
    expect(again.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${(again.json() as { accessToken: string }).accessToken}` };
    expect((await call('POST', '/crm/customers/query', headers, {})).statusCode).toBe(200);
    // The `crm` tag narrows the employee to the CRM.
    expect((await call('POST', '/pm/projects/query', headers, {})).statusCode).toBe(403);

    const changes = await queryAudit({ filters: { account: visitor._id, action: ['roles_changed', 'permissions_changed'] } });
    expect(changes.events.map(({ action, actor, actor_name, subject, detail }) => ({ action, actor, actor_name, subject, detail }))).toEqual([
      expect.objectContaining({ action: expect.any(String), actor: superadmin.account._id, actor_name: superadmin.account.username, subject: visitor._id }),
      expect.objectContaining({ action: expect.any(String), actor: superadmin.account._id, subject: visitor._id }),
    ]);
    expect(changes.events.map((event) => event.detail)).toEqual(
      expect.arrayContaining([
        { from: ['visitor'], to: ['employee'] },
        { from: ['default'], to: ['crm'] },
      ]),
    );
  });

  test('a deactivated account is signed out at once and cannot sign in; activated again, it can', async () => {
    const member = await server.signIn(['employee']);
    expect((await ownAccount(member.headers)).statusCode).toBe(200);
    const record = await userOf(member.account._id);
    const saved = await succeeded('PUT', '/admin/users', { _id: member.account._id, updated_at: record.updated_at, active: false });
    expect(saved.active).toBe(false);
    const refused = await ownAccount(member.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatch(/session has ended/);
    expect((await signIn(member.account.username, member.password)).statusCode).toBe(401);

    const [failure] = (await queryAudit({ filters: { account: member.account._id, action: 'sign_in_failed' } })).events;
    expect(failure).toMatchObject({ subject: member.account._id, login: member.account.username, detail: { reason: 'inactive' } });

    await succeeded('PUT', '/admin/users', { _id: member.account._id, updated_at: saved.updated_at, active: true });
    expect((await signIn(member.account.username, member.password)).statusCode).toBe(200);
  });

  test('ending sessions signs the account out everywhere and is audited', async () => {
    const member = await server.signIn(['manager']);
    const otherTab = await signIn(member.account.username, member.password);
    const otherHeaders = { authorization: `Bearer ${(otherTab.json() as { accessToken: string }).accessToken}` };
    expect((await ownAccount(member.headers)).statusCode).toBe(200);
    expect(await succeeded('POST', `/admin/users/${member.account._id}/sessions/end`)).toEqual({ ok: true });
    expect((await ownAccount(member.headers)).statusCode).toBe(401);
    expect((await ownAccount(otherHeaders)).statusCode).toBe(401);
    const { events } = await queryAudit({ filters: { account: member.account._id, action: 'sessions_ended' } });
    expect(events).toEqual([expect.objectContaining({ actor: superadmin.account._id, subject: member.account._id })]);
    // The record itself is unchanged: an edit opened before still saves.
    expect((await signIn(member.account.username, member.password)).statusCode).toBe(200);
  });

  test('unknown roles and tags, and an account without a role, are refused naming the field', async () => {
    const visitor = await registerVisitor('fern');
    const { updated_at } = await userOf(visitor._id);
    for (const [fields, path, message] of [
      [{ roles: [] }, 'roles', 'Please select at least one role'],
      [{ roles: ['owner'] }, 'roles.0', 'Please choose a value from the list'],
      [{ permissions: ['everything'] }, 'permissions.0', 'Please choose a value from the list'],
      [{ active: 'no' }, 'active', 'This value is not valid'],
    ] as const) {
      const response = await call('PUT', '/admin/users', superadmin.headers, { _id: visitor._id, updated_at, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path, message })]);
    }
  });

  test('an edit without the version it read is a 428, with an older one a 409; neither changes the account', async () => {
    const visitor = await registerVisitor('birch');
    const record = await userOf(visitor._id);
    const missing = await call('PUT', '/admin/users', superadmin.headers, { _id: visitor._id, roles: ['employee'] });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().code).toBe('UPDATED_AT_REQUIRED');
    const saved = await succeeded('PUT', '/admin/users', { _id: visitor._id, updated_at: record.updated_at, permissions: ['pm'] });
    const stale = await call('PUT', '/admin/users', superadmin.headers, { _id: visitor._id, updated_at: record.updated_at, roles: ['employee'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_UPDATE');
    expect(await userOf(visitor._id)).toEqual(saved);
    expect(saved.roles).toEqual(['visitor']);
  });
});

describe('the rules of docs/product.md#roles-and-permissions', () => {
  test('nobody changes their own roles, permissions or active flag: a 403 saying why, audited', async () => {
    const own = await userOf(superadmin.account._id);
    for (const change of [{ roles: ['admin'] }, { permissions: ['crm'] }, { active: false }]) {
      const response = await call('PUT', '/admin/users', superadmin.headers, { _id: own._id, updated_at: own.updated_at, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json().error).toBe('You cannot change your own roles, permissions or active flag.');
    }
    // Sending one's own standing back unchanged is no change.
    expect((await succeeded('PUT', '/admin/users', { _id: own._id, updated_at: own.updated_at, roles: own.roles, active: true })).roles).toEqual(['superadmin']);
    const refusals = await queryAudit({ filters: { account: own._id, action: 'access_refused' } });
    expect(refusals.events.map((event) => event.detail)).toEqual(
      Array.from({ length: 3 }, () => ({ refusal: 'own_standing', method: 'PUT', url: '/api/admin/users' })),
    );
    expect((await ownAccount(superadmin.headers)).statusCode).toBe(200);
  });

  test('another superadmin can be demoted; the last active superadmin cannot, even by two demoting each other at once', async () => {
    const first = await server.signIn(['superadmin']);
    const second = await server.signIn(['superadmin']);
    const third = await server.signIn(['superadmin']);
    const demote = (actor: SignedIn, target: SignedIn, updated_at: string) =>
      call('PUT', '/admin/users', actor.headers, { _id: target.account._id, updated_at, roles: ['admin'] });
    expect((await demote(first, third, (await userOf(third.account._id)).updated_at as string)).statusCode).toBe(200);
    // Read both versions first: the next step ends every other superadmin's session, this file's `superadmin` too.
    const versions = [(await userOf(second.account._id)).updated_at as string, (await userOf(first.account._id)).updated_at as string];
    // Leave `first` and `second` the only active superadmins.
    await server.database.pool.query(`UPDATE users SET active = false WHERE 'superadmin' = any(roles) AND _id <> all($1)`, [[first.account._id, second.account._id]]);

    const answers = await Promise.all([demote(first, second, versions[0]), demote(second, first, versions[1])]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // One demotion wins; the other is refused (the last superadmin), or its session has ended with the first.
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const { rows } = await server.database.pool.query(`SELECT count(*)::int AS count FROM users WHERE 'superadmin' = any(roles) AND active`);
    expect(rows[0].count).toBe(1);
    superadmin = answers[0].statusCode === 200 ? first : second;
  });
});

describe('the audit log', () => {
  test('sign-ins are recorded with address and browser, failures with why; never a password or a token', async () => {
    const visitor = await registerVisitor('aspen');
    const from = new Date(Date.now() - 1000).toISOString();
    const headers = { 'user-agent': 'Mozilla/5.0 (audit browser)' };
    const success = await server.app.inject({ method: 'POST', url: '/api/auth/login', headers, remoteAddress: '10.9.8.7', payload: { username: 'aspen', password: visitor.password } });
    const token = (success.json() as { accessToken: string }).accessToken;
    const wrongPassword = 'Wrong-Password-Typed-99';
    await server.app.inject({ method: 'POST', url: '/api/auth/login', headers, remoteAddress: '10.9.8.7', payload: { username: 'aspen', password: wrongPassword } });
    await server.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username: 'nobody-here', password: wrongPassword } });

    const own = await queryAudit({ filters: { account: visitor._id, at: { gte: from } } });
    expect(own.events.map(({ action, actor, subject, login, address, user_agent, detail }) => ({ action, actor, subject, login, address, user_agent, detail }))).toEqual([
      { action: 'sign_in_failed', actor: null, subject: visitor._id, login: 'aspen', address: '10.9.8.7', user_agent: 'Mozilla/5.0 (audit browser)', detail: { reason: 'wrong_password' } },
      { action: 'sign_in', actor: visitor._id, subject: visitor._id, login: null, address: '10.9.8.7', user_agent: 'Mozilla/5.0 (audit browser)', detail: null },
    ]);
    const unknown = await queryAudit({ filters: { action: 'sign_in_failed', at: { gte: from } } });
    expect(unknown.events[0]).toMatchObject({ subject: null, login: 'nobody-here', detail: { reason: 'unknown_account' } });

    const everything = JSON.stringify((await server.database.pool.query('SELECT * FROM audit_events')).rows);
    for (const secret of [visitor.password, wrongPassword, token, superadmin.token, superadmin.password]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/\$argon2/);
  });

  test('filters by action, account and time, newest first, and pages with a total', async () => {
    const visitor = await registerVisitor('cedar');
    for (let attempt = 0; attempt < 3; attempt++) await signIn('cedar', visitor.password);
    const all = await queryAudit({ filters: { account: visitor._id }, pagination: { current: 1, pageSize: 2 } });
    expect(all.meta).toEqual({ total: 3, current: 1, pageSize: 2 });
    expect(all.events).toHaveLength(2);
    const second = await queryAudit({ filters: { account: visitor._id }, pagination: { current: 2, pageSize: 2 } });
    expect(second.events).toHaveLength(1);
    const times = [...all.events, ...second.events].map((event) => event.at as string);
    expect(times).toEqual([...times].sort().reverse());
    expect((await queryAudit({ filters: { account: visitor._id }, sorter: { field: 'at', order: 'ascend' } })).events.map((event) => event.at)).toEqual([...times].reverse());

    expect((await queryAudit({ filters: { account: visitor._id, at: { lte: '2000-01-01' } } })).meta.total).toBe(0);
    expect((await queryAudit({ filters: { account: visitor._id, at: { gte: times[2], lte: times[0] } } })).meta.total).toBe(3);
    expect((await queryAudit({ filters: { account: visitor._id, action: 'roles_changed' } })).meta.total).toBe(0);
    expect((await queryAudit({ filters: { action: ['sign_in'] } })).events.every((event) => event.action === 'sign_in')).toBe(true);
  });

  test.each([
    [{ filters: { action: 'dance' } }],
    [{ filters: { at: { gte: 'yesterday' } } }],
    [{ filters: { at: { gte: '0000-01-01' } } }],
    [{ filters: { password: 'x' } }],
    [{ sorter: { field: 'login' } }],
    [{ q: 'aspen' }],
  ])('refuses %j with a 400 saying why', async (query) => {
    const response = await call('POST', '/admin/audit/query', superadmin.headers, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/audit log|filter|sort/i);
  });
});
