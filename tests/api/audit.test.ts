import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** What the account's calls left in the audit log, besides the sign-in that opened its session (every sign-in is kept). */
const auditRows = async (actor: string) =>
  (await server.database.pool.query("SELECT action, actor, subject, address, user_agent, detail FROM audit_events WHERE actor = $1 AND action <> 'sign_in'", [actor])).rows;

test('a refused authorization is kept in the audit log with who, what, from where and with which browser', async () => {
  const worker = await server.signIn(['Worker']);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/crm/customers/query',
    payload: {},
    headers: { ...worker.headers, 'user-agent': 'Mozilla/5.0 (audit test)' },
    remoteAddress: '10.1.2.3',
  });
  expect(response.statusCode).toBe(403);
  expect(await auditRows(worker.account._id)).toEqual([
    {
      action: 'access_refused',
      actor: worker.account._id,
      subject: null,
      address: '10.1.2.3',
      user_agent: 'Mozilla/5.0 (audit test)',
      detail: { method: 'POST', url: '/api/crm/customers/query', needs: 'read crm' },
    },
  ]);
});

test('an allowed call leaves no entry', async () => {
  const employee = await server.signIn(['employee']);
  expect((await server.app.inject({ method: 'POST', url: '/api/crm/customers/query', payload: {}, headers: employee.headers })).statusCode).toBe(200);
  expect(await auditRows(employee.account._id)).toEqual([]);
});
