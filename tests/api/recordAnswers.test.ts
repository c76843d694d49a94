import { afterAll, beforeAll, expect, test } from 'vitest';
import { customerSummaryFields } from '../../domain/customer.js';
import { registeredResources } from '../../server/resources/registry.js';
import { sampleText } from '../../server/resources/resourceDefinition.js';
import { seedCustomers } from '../../server/seed/seedDatabase.js';
import { createSamples } from '../support/resourceSamples.js';
import { startTestServer, type TestServer } from './testServer.js';

// List pages and quick search answer records the database wrote as JSON; a record read on its own is read
// field by field. Both must answer every record alike, whatever its fields hold.

let server: TestServer;
let headers: Record<string, string>;

const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await server.app.inject({ method, url: `/api${url}`, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
};

beforeAll(async () => {
  server = await startTestServer();
  // A superadmin reads every area, Admin (Internal) included; its name needs escaping too.
  let account: { _id: string };
  ({ headers, account } = await server.signIn(['superadmin']));
  await server.database.pool.query('UPDATE users SET display_name = $1 WHERE _id = $2', [sampleText, account._id]);
  await seedCustomers(server.database.db, 40);
  await createSamples((path, body) => api('POST', path, body));
});
afterAll(() => server?.close());

test.each(registeredResources.map((definition) => [definition.declaration.name, definition] as const))(
  'a %s list page answers each record exactly as reading it alone does, in its declared shape',
  async (_name, { declaration, recordSchema }) => {
    const { [declaration.responseKey]: records, meta } = await api('POST', `${declaration.apiPath}/query`, { pagination: { current: 1, pageSize: 1000 } });
    expect(records.length).toBeGreaterThan(0);
    expect(meta).toEqual({ total: records.length, current: 1, pageSize: 1000 });
    for (const record of records.slice(0, 30)) {
      expect(record).toEqual(await api('GET', `${declaration.apiPath}/${record._id}`));
      expect(recordSchema.parse(record)).toEqual(record);
      expect(Object.keys(record).sort()).toEqual(Object.keys(recordSchema.shape).sort());
    }
  },
);

test('quick search answers the summary of each customer as reading it alone does, awkward text included', async () => {
  const { customers, more } = await api('GET', `/crm/customers/search/${encodeURIComponent('Ann "Q"')}`);
  expect(more).toBe(false);
  expect(customers).toHaveLength(1);
  const whole = await api('GET', `/crm/customers/${customers[0]._id}`);
  expect(whole).toMatchObject({ organization: sampleText, note: sampleText });
  expect(customers[0]).toEqual(Object.fromEntries(customerSummaryFields.map((field) => [field, whole[field]])));
});
