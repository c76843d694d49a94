import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areas, canAccessArea, isStaff } from '../../domain/access.js';
import { staffRoles } from '../../domain/enums.js';
import type { GuardedRoute } from '../../server/plugins/authentication.js';
import { startTestServer, type TestServer } from './testServer.js';

/** Who signs in: every role alone, plus staff narrowed by permission tags. */
const callers: { roles: string[]; permissions?: string[] }[] = [
  ...staffRoles.map((role) => ({ roles: [role] })),
  { roles: ['employee'], permissions: ['crm'] },
  { roles: ['manager'], permissions: ['pm', 'system'] },
  { roles: ['employee'], permissions: ['all'] },
  { roles: ['Worker'], permissions: ['crm'] },
  { roles: ['admin'], permissions: ['crm'] },
];

const allowed = (route: GuardedRoute, { roles, permissions = [] }: (typeof callers)[number]) => {
  const { access } = route;
  if (access === 'public' || access === 'account') return true;
  if (access === 'staff') return isStaff(roles);
  return canAccessArea(roles, permissions, access.area, access.action);
};

const concreteUrl = (url: string) => url.replace(/:\w+/g, 'no-such-record');

/** Signing out ends the caller's session, so it is walked last. */
const inWalkingOrder = (routes: GuardedRoute[]) =>
  [...routes].sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('every /api route declares who may call it, and areas have read and write routes', () => {
  const routes = server.app.guardedRoutes;
  expect(routes.length).toBeGreaterThan(10);
  const guardedAreas = new Set(routes.flatMap((r) => (typeof r.access === 'object' ? [r.access.area] : [])));
  expect([...guardedAreas]).toContain('crm');
});

test('a route without an access declaration cannot be registered', async () => {
  const { buildApp } = await import('../../server/app.js');
  const app = await buildApp({ database: server.database, jwtSecret: 'x'.repeat(40), tokenTtlSeconds: 60, bodyLimitBytes: 1024 });
  expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/does not declare who may call it/);
  await app.close();
});

test('without a token, every route but the public ones answers 401', async () => {
  for (const route of server.app.guardedRoutes.filter((r) => r.access !== 'public')) {
    const response = await server.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url), payload: route.method === 'GET' ? undefined : {} });
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
  }
});

describe.each(callers)('roles $roles with permissions $permissions', (caller) => {
  test('reach exactly the routes their roles and tags allow', async () => {
    const { headers } = await server.signIn(caller.roles, caller.permissions);
    for (const route of inWalkingOrder(server.app.guardedRoutes)) {
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      const label = `${route.method} ${route.url} (${response.body.slice(0, 120)})`;
      if (allowed(route, caller)) expect([401, 403], label).not.toContain(response.statusCode);
      else expect(response.statusCode, label).toBe(403);
    }
  });
});

test('the role table matches DESIGN §3', () => {
  const table = (roles: string[], permissions: string[] = []) =>
    Object.fromEntries(areas.map((area) => [area, canAccessArea(roles, permissions, area, 'write') ? 'write' : canAccessArea(roles, permissions, area, 'read') ? 'read' : 'none']));
  expect(table(['superadmin'])).toEqual({ crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'write' });
  expect(table(['admin'])).toEqual({ crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'none' });
  for (const role of ['manager', 'employee']) {
    expect(table([role])).toEqual({ crm: 'write', pm: 'write', marketing: 'write', system: 'read', admin: 'none' });
  }
  expect(table(['Worker'])).toEqual({ crm: 'none', pm: 'write', marketing: 'none', system: 'none', admin: 'none' });
  expect(table(['visitor'])).toEqual({ crm: 'none', pm: 'none', marketing: 'none', system: 'none', admin: 'none' });
  expect(table(['employee'], ['crm'])).toEqual({ crm: 'write', pm: 'none', marketing: 'none', system: 'none', admin: 'none' });
  expect(table(['employee'], ['default'])).toEqual(table(['employee']));
  // Tags narrow non-admin staff only.
  expect(table(['admin'], ['crm'])).toEqual(table(['admin']));
});
