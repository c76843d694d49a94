import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaAccess } from '../../domain/access.js';
import { startTestServer, type TestServer } from './testServer.js';

// Every route of the OpenAPI document, called by every kind of caller, answers what docs/product.md#roles-and-permissions says: the
// expectations are written out below, not computed by domain/access.ts, so that a bug there cannot agree with
// itself here. A route that no rule below covers, or that the document leaves out, fails the test.

type Area = 'crm' | 'pm' | 'marketing' | 'system' | 'admin';
type Level = 'none' | 'read' | 'write';

/** Who may call a route: anyone, any signed-in account (visitors too), any staff role, or staff allowed in an area. */
type Audience = 'public' | 'account' | 'staff' | Area;

/**
 * A route's area. Within an area, GET, a list query (`POST …/query`) and its CSV export (`POST …/export.csv`) read;
 * every other call writes (docs/product.md#business-settings: manager and employee read staff and settings but do
 * not change them).
 */
const areaPrefixes: Record<string, Audience> = {
  '/api/auth/': 'account', // the caller's own account: visitors have one too
  '/api/storage/': 'account', // a visitor uploads their own picture
  '/api/support/': 'staff', // any staff member writes to the support desk
  '/api/notices': 'staff', // each staff member's own notices
  '/api/crm/': 'crm',
  '/api/pm/': 'pm',
  '/api/marketing/': 'marketing',
  '/api/system/': 'system',
  '/api/admin/': 'admin', // Admin (Internal): contractors, users, audit; superadmins only
};

/** Routes whose audience is not their area's, each as the document writes it (`{param}`). */
const exceptions: Record<string, Audience> = {
  // Before signing in.
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/reset': 'public',
  'POST /api/auth/reset': 'public',
  'POST /api/auth/reset/password': 'public',
  // The theme defaults and language the sign-in page is drawn with.
  'GET /api/system/settings/appearance': 'public',
  // A campaign e-mail's unsubscribe link: the customer has no account; the signed token is the guard.
  'GET /api/public/unsubscribe': 'public',
  'POST /api/public/unsubscribe': 'public',
  // SMS replies the provider forwards: its signature (Twilio) or the SMS token is the guard.
  'POST /api/public/sms/inbound': 'public',
  // An <img> sends no token; the file's random name is the guard.
  'GET /api/storage/files/{name}': 'public',
  // A project's photo in an <img>: the signed, expiring link its list answers is the guard (docs/pm.md#photos-and-documents).
  'GET /api/pm/project-files/{id}/content': 'public',
  // Statistics are read by every staff member (the menu badges, the dashboard) (docs/product.md#roles-and-permissions).
  'GET /api/admin/statistics/all': 'staff',
  'GET /api/admin/statistics/dashboard': 'staff',
  // Settings are read by all staff (the company's name and theme defaults), written by admins (docs/product.md#business-settings).
  'GET /api/system/settings': 'staff',
  // The staff pickers' list: a Worker, who cannot read staff records, names a task's participants.
  'GET /api/system/staffs': 'staff',
  // The support desk, which superadmins answer.
  'GET /api/support/conversations': 'admin',
  'GET /api/support/conversations/{id}/messages': 'admin',
  'POST /api/support/conversations/{id}/messages': 'admin',
  'POST /api/support/conversations/{id}/read': 'admin',
  // "Mark done" on a notice marks its task done, as PM's own call does (docs/pm.md#notices).
  'POST /api/notices/{id}/done': 'pm',
  // A customer's data on request, for administrators; its erasure, for superadmins (docs/privacy.md).
  'GET /api/crm/customers/{id}/export': 'system',
  'POST /api/crm/customers/{id}/erase': 'admin',
};

/** Read only by those who may change their area: the Trash, admins' (docs/product.md#deleting-and-restoring), and a customer's export. */
const readByWriters = new Set(['POST /api/system/trash/query', 'GET /api/crm/customers/{id}/export']);

interface Caller {
  name: string;
  /** Absent for the anonymous caller, who sends no token. */
  roles?: string[];
  permissions?: string[];
  staff: boolean;
  areas: Record<Area, Level>;
}

const noAreas: Record<Area, Level> = { crm: 'none', pm: 'none', marketing: 'none', system: 'none', admin: 'none' };
const businessStaff: Record<Area, Level> = { crm: 'write', pm: 'write', marketing: 'write', system: 'read', admin: 'none' };

/** docs/product.md#roles-and-permissions, role by role, and permission tags narrowing non-admin staff. */
const callers: Caller[] = [
  { name: 'anonymous', staff: false, areas: noAreas },
  { name: 'visitor', roles: ['visitor'], staff: false, areas: noAreas },
  { name: 'Worker', roles: ['Worker'], staff: true, areas: { ...noAreas, pm: 'write' } },
  { name: 'employee', roles: ['employee'], staff: true, areas: businessStaff },
  { name: 'employee tagged crm', roles: ['employee'], permissions: ['crm'], staff: true, areas: { ...noAreas, crm: 'write' } },
  { name: 'manager', roles: ['manager'], staff: true, areas: businessStaff },
  { name: 'manager tagged pm and system', roles: ['manager'], permissions: ['pm', 'system'], staff: true, areas: { ...noAreas, pm: 'write', system: 'read' } },
  { name: 'admin', roles: ['admin'], staff: true, areas: { crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'none' } },
  // Tags narrow non-admin staff only.
  { name: 'admin tagged crm', roles: ['admin'], permissions: ['crm'], staff: true, areas: { crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'none' } },
  { name: 'superadmin', roles: ['superadmin'], staff: true, areas: { crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'write' } },
];

interface DocumentedRoute {
  method: string;
  /** As the document writes it: `/api/crm/customers/{id}`. */
  path: string;
}

const label = ({ method, path }: DocumentedRoute) => `${method} ${path}`;

/** The audience of a route: its exception, or the one area prefix it is under; an error naming it otherwise. */
function audienceOf(route: DocumentedRoute): { audience: Audience; action: 'read' | 'write' } | string {
  const reads = route.method === 'GET' || (route.method === 'POST' && (route.path.endsWith('/query') || route.path.endsWith('/export.csv')));
  const action = reads && !readByWriters.has(label(route)) ? 'read' : 'write';
  const exception = exceptions[label(route)];
  if (exception) return { audience: exception, action };
  const matching = Object.keys(areaPrefixes).filter((prefix) => route.path.startsWith(prefix));
  if (matching.length !== 1) return `${label(route)} matches ${matching.length} rules of the access matrix; it must match exactly one`;
  return { audience: areaPrefixes[matching[0]], action };
}

const rank: Record<Level, number> = { none: 0, read: 1, write: 2 };

function mayCall(caller: Caller, audience: Audience, action: 'read' | 'write') {
  if (audience === 'public') return true;
  if (!caller.roles) return false;
  if (audience === 'account') return true;
  if (audience === 'staff') return caller.staff;
  return rank[caller.areas[audience]] >= rank[action];
}

/** A made-up value for each path parameter: an allowed caller may get a 404 for it, never a 401 or 403. */
const concretePath = (path: string) => path.replace(/\{\w+\}/g, 'no-such-record');

/** Signing out ends the caller's session, so it is walked last. */
const inWalkingOrder = (routes: DocumentedRoute[]) =>
  [...routes].sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));

let server: TestServer;
let documented: DocumentedRoute[];
beforeAll(async () => {
  server = await startTestServer();
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenAPIV3_1.Document;
  documented = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations ?? {}).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => server?.close());

test('every registered /api route is in the OpenAPI document', () => {
  const documentedLabels = new Set(documented.map(label));
  const registered = server.app.guardedRoutes.map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
  expect(registered.length).toBeGreaterThan(40);
  expect(registered.filter((route) => !documentedLabels.has(route))).toEqual([]);
});

test('every documented route matches exactly one rule of the access matrix', () => {
  expect(documented.map(audienceOf).filter((rule) => typeof rule === 'string')).toEqual([]);
});

test('a route without an access declaration cannot be registered', async () => {
  const { buildApp } = await import('../../server/app.js');
  const app = await buildApp({ database: server.database, jwtSecret: 'x'.repeat(40), tokenTtlSeconds: 60, bodyLimitBytes: 1024 });
  expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/does not declare who may call it/);
  await app.close();
});

describe.each(callers)('$name', (caller) => {
  test('is answered by every route as the matrix says: allowed (not 401, 403 or 500), or refused', async () => {
    const headers = caller.roles ? (await server.signIn(caller.roles, caller.permissions)).headers : {};
    const wrong: string[] = [];
    for (const route of inWalkingOrder(documented)) {
      const rule = audienceOf(route);
      if (typeof rule === 'string') continue; // named by the test above
      const path = concretePath(route.path);
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: path,
        headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      const status = response.statusCode;
      const refusal = caller.roles ? 403 : 401;
      const allowed = mayCall(caller, rule.audience, rule.action);
      // A made-up id may be unknown to a caller who is allowed; a route without one is never missing.
      const fine = allowed ? ![401, 403, 500].includes(status) && (status !== 404 || path !== route.path) : status === refusal;
      if (!fine) wrong.push(`${label(route)}: ${status}, expected ${allowed ? 'allowed' : refusal} (${response.body.slice(0, 100)})`);
    }
    expect(wrong).toEqual([]);
  });
});

test('domain/access.ts, which the menus follow, gives each caller the areas of the matrix', () => {
  for (const caller of callers.filter((c) => c.roles)) {
    expect(areaAccess(caller.roles!, caller.permissions), caller.name).toEqual(caller.areas);
  }
});
