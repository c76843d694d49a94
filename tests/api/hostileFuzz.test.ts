import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

// Every route of the OpenAPI document, with a staff token and without one, is sent values an attacker would try
// in its path, query and body. None may answer 500 or a bare framework error, and none may break the request
// that follows it. Routes are read from the document: a route added later is fuzzed without a line written here.

type Schema = OpenAPIV3_1.SchemaObject;
type Operation = OpenAPIV3_1.OperationObject;

/** At most this many hostile requests a route and caller, so that the suite stays within a minute. */
const casesPerRoute = 30;

/**
 * Stands for a value nested 5 000 deep: written into the body's JSON text, since JSON.stringify (of the test
 * or of the request injector) runs out of stack on it.
 */
const deeplyNested = 'DEEPLY NESTED';
const deeplyNestedJson = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const bodyText = (payload: unknown) => JSON.stringify(payload).replaceAll(JSON.stringify(deeplyNested), deeplyNestedJson);

/** Values that have broken servers: NUL, dates and numbers PostgreSQL cannot hold, wrong types, deep and huge values. */
const hostileValues: unknown[] = [
  '\u0000',
  'a\u0000b',
  '-271821-04-20T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '9999-12-31T23:59:59.999+14:00',
  2147483648,
  '99999999999',
  1e20,
  1.5,
  -1,
  true,
  [],
  {},
  ['\u0000'],
  { gte: '-271821-04-20T00:00:00Z', lte: '0000-01-01' },
  { gte: 2147483648 },
  'javascript:alert(1)',
  '%00',
  'x'.repeat(100_000),
  Array.from({ length: 5000 }, (_, i) => i),
  deeplyNested,
  { constructor: 'x', toString: 1, valueOf: [], hasOwnProperty: {} },
];

/** Filter keys that live on every object's prototype, and fields the resources filter by. */
const filterKeys = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'created_at', 'updated_at', 'uid', 'start_date', 'effective_date', 'deadline', 'status'];

const hostilePathValues = ['%00', 'a%00b', '%C3%28', 'x'.repeat(3000), '__proto__', 'constructor', '-1', '99999999999999999999', '1e20', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'];

/** Raw bodies JSON.parse alone would mishandle. */
const hostileRawBodies = ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":', '[]', '"text"', '123', 'null', '{"\\u0000":1}'];

let counter = 0;
/** A valid-looking value of `schema`, unique where it is a string, so that throttles and unique keys do not meet. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0]);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property as Schema)]));
    case 'array':
      return schema.minItems ? [sample(schema.items as Schema)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email' || /email/.test(String(schema.pattern ?? ''))) return `fuzz${++counter}@example.com`;
      return `fuzz${++counter}`.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 50);
    }
  }
}

interface HostileRequest {
  label: string;
  method: string;
  url: string;
  payload?: unknown;
  rawBody?: string;
}

const fillPath = (path: string, params: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '000000000000000000000000');

/** The hostile requests of one route: each path parameter, query parameter and body field in turn, then whole bodies. */
function hostileRequests(method: string, path: string, operation: Operation): HostileRequest[] {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const content = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'];
  const bodySchema = content?.schema as Schema | undefined;
  const base = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const url = fillPath(path, {});
  const requests: HostileRequest[] = [];

  for (const name of pathNames) {
    for (const value of hostilePathValues) requests.push({ label: `path ${name}=${value.slice(0, 30)}`, method, url: fillPath(path, { [name]: value }), payload: base });
  }
  for (const name of [...queryNames, '__proto__[admin]', 'constructor']) {
    for (const value of ['%00', '%C3%28', '-271821-04-20T00%3A00%3A00Z', 'x'.repeat(5000)]) {
      requests.push({ label: `query ${name}=${value.slice(0, 30)}`, method, url: `${url}?${name}=${value}`, payload: base });
    }
  }
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const fields = Object.keys(base);
    if ('filters' in base) {
      for (const key of filterKeys) {
        for (const value of hostileValues.slice(0, 18)) requests.push({ label: `filters.${key}=${JSON.stringify(value).slice(0, 40)}`, method, url, payload: { ...base, filters: { [key]: value } } });
      }
    }
    for (const field of fields) {
      for (const value of hostileValues) requests.push({ label: `${field}=${JSON.stringify(value).slice(0, 40)}`, method, url, payload: { ...base, [field]: value } });
    }
  }
  if (method !== 'GET') {
    for (const rawBody of hostileRawBodies) requests.push({ label: `raw body ${rawBody}`, method, url, rawBody });
    requests.push({ label: 'deep body', method, url, rawBody: deeplyNestedJson });
  }
  // Every kind of case takes its turn, so that the bound keeps some of each.
  return spread(requests, casesPerRoute);
}

/** `count` items spread evenly over `items`. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

/** Whether an error answer reads as the API's errors do: `{error: <a sentence>, code}`. */
function isApiError(body: string) {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return typeof parsed.error === 'string' && /\s/.test(parsed.error) && /^[A-Z'"]/.test(parsed.error) && typeof parsed.code === 'string' && !('statusCode' in parsed);
  } catch {
    return false;
  }
}

let server: TestServer;
let bystander: Record<string, string>;
let staff: Record<string, string>;
let operations: [string, string, Operation][];

beforeAll(async () => {
  server = await startTestServer();
  bystander = (await server.signIn(['superadmin'])).headers;
  staff = (await server.signIn(['superadmin'])).headers;
  const document = server.app.swagger() as OpenAPIV3_1.Document;
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => [method.toUpperCase(), path, operation as Operation] as [string, string, Operation]),
  );
});
afterAll(() => server?.close());

test('the document lists the API routes', () => {
  expect(operations.length).toBeGreaterThan(40);
});

test('no hostile request answers 500 or a bare error, or breaks the next request', async () => {
  const problems: string[] = [];
  for (const [method, path, operation] of operations) {
    for (const caller of ['staff', 'anonymous'] as const) {
      for (const request of hostileRequests(method, path, operation)) {
        // A request of the staff account may have ended its session (sign-out, a password change): sign in again.
        if (caller === 'staff' && (await server.app.inject({ method: 'GET', url: '/api/auth/account', headers: staff })).statusCode !== 200) {
          staff = (await server.signIn(['superadmin'])).headers;
        }
        const body = request.rawBody ?? (request.payload !== undefined && method !== 'GET' ? bodyText(request.payload) : undefined);
        const response = await server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...(caller === 'staff' ? staff : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          remoteAddress: '198.51.100.7',
          payload: body,
        });
        const where = `${caller} ${method} ${path} ${request.label}`;
        // A 503 saying in the API's shape what is not configured here (e-mail) is an answer, not a failure.
        const declaredUnavailable = response.statusCode === 503 && isApiError(response.body);
        if (response.statusCode >= 500 && !declaredUnavailable) problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && !isApiError(response.body)) problems.push(`${where}: bare error ${response.statusCode} ${response.body.slice(0, 200)}`);
        const next = await server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers: bystander, payload: {} });
        if (next.statusCode !== 200) problems.push(`${where}: the next request answered ${next.statusCode} ${next.body.slice(0, 200)}`);
      }
    }
  }
  expect(problems).toEqual([]);
}, 300_000);
