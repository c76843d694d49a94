import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let headers: Record<string, string>;
let staffId: string;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(['employee']);
  headers = staff.headers;
  staffId = staff.account._id;
});
afterAll(() => server?.close());

type Row = Record<string, unknown> & { _id: string };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
  server.app.inject({ method, url: `/api${url}`, headers: as, payload });

async function created(url: string, body: object): Promise<Row> {
  const response = await api('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const tableRow = async (table: string, id: string) => (await server.database.pool.query(`SELECT * FROM ${table} WHERE _id = $1`, [id])).rows[0];

describe('customers', () => {
  test('a deleted customer answers 404 and comes back exactly as it was, uid included', async () => {
    const customer = await created('/crm/customers', { name: 'Trash', last_name: '王', phone: '4165550111' });
    const before = await tableRow('customers', customer._id);
    const deleted = await api('DELETE', `/crm/customers/${customer._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api('GET', `/crm/customers/${customer._id}`)).statusCode).toBe(404);
    const restored = await api('POST', `/crm/customers/${customer._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ _id: customer._id, uid: customer.uid, name: 'Trash' });
    expect(await tableRow('customers', customer._id)).toEqual(before);
    const history = (await api('GET', `/crm/customers/${customer._id}/history`)).json().history as Row[];
    expect(history.map((entry) => [entry.type, entry.creator])).toEqual([
      ['restored', staffId],
      ['deleted', staffId],
      ['created', staffId],
    ]);
  });
});
