import { afterAll, beforeAll, expect, test } from 'vitest';
import { pmFixtures } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let staffId: string;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(['employee']);
  staffId = staff.account._id;
  pm = pmFixtures(server, staff.headers);
});
afterAll(() => server?.close());

test('the statistics count projects, contracts, tasks and teams as they are created', async () => {
  const before = await pm.statistics();
  const project = await pm.createProject();
  await pm.createContract(project._id);
  await pm.createTask(project._id, [staffId]);
  await pm.createTeam();
  const after = await pm.statistics();
  for (const key of ['projects', 'contracts', 'tasks', 'teams']) expect(after[key], key).toBe(before[key] + 1);
  expect(after.customers).toBe(before.customers + 1);
});

test('a Worker works in PM (but not in CRM); a visitor cannot open it', async () => {
  const project = await pm.createProject();
  const worker = await server.signIn(['Worker']);
  const asWorker = pmFixtures(server, worker.headers);
  await asWorker.succeeded('POST', '/pm/projects/query', {});
  await asWorker.succeeded('GET', `/pm/projects/${project._id}`);
  await asWorker.createContract(project._id);
  const task = await asWorker.createTask(project._id, [worker.account._id]);
  await asWorker.succeeded('POST', `/pm/tasks/${task._id}/done`, { done: true });
  await asWorker.createTeam();
  expect((await asWorker.api('GET', `/crm/customers/${project.customer}`)).statusCode).toBe(403);

  const visitor = pmFixtures(server, (await server.signIn(['visitor'])).headers);
  for (const [method, url] of [
    ['POST', '/pm/projects/query'],
    ['GET', `/pm/projects/${project._id}`],
    ['GET', '/pm/tasks/user'],
    ['GET', '/pm/teams'],
    ['POST', '/pm/projects'],
  ] as const) {
    const response = await visitor.api(method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode, `${method} ${url}`).toBe(403);
    expect(response.json().error).toBe('You do not have permission to do this.');
  }
  const crmOnly = pmFixtures(server, (await server.signIn(['employee'], ['crm'])).headers);
  expect((await crmOnly.api('GET', '/pm/teams')).statusCode).toBe(403);
});

test('the OpenAPI document describes every PM call and the shape of its answer', async () => {
  const { paths } = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const pmCalls = Object.entries(paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).filter(([path]) => path.startsWith('/api/pm/'));
  const operations = pmCalls.flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ call: `${method} ${path}`, operation })));
  expect(operations.map(({ call }) => call)).toEqual(
    expect.arrayContaining([
      'post /api/pm/projects/query',
      'get /api/pm/projects/{id}',
      'get /api/pm/projects/customer/{customerId}',
      'get /api/pm/projects/{id}/contracts',
      'post /api/pm/projects/{id}/contracts',
      'get /api/pm/projects/{id}/history',
      'post /api/pm/contracts/query',
      'put /api/pm/contracts',
      'get /api/pm/tasks/user',
      'get /api/pm/tasks/project/{id}',
      'post /api/pm/tasks/{id}/done',
      'get /api/pm/teams',
      'post /api/pm/teams',
    ]),
  );
  const undocumented = operations.filter(({ call, operation }) => !call.includes('/history') && !operation.responses['200'] && !operation.responses['201']);
  expect(undocumented.map(({ call }) => call)).toEqual([]);
});
