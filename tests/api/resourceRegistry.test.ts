import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../domain/resources.js';
import { resourceDefinitions } from '../../server/resources/registry.js';
import { startTestServer, type TestServer } from './testServer.js';

// What a new entity needs besides its declaration: a definition serving it, and a table whose rows are counted.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('every resource declared in the domain has a server definition serving that declaration, and no other has one', () => {
  expect(Object.keys(resourceDefinitions).sort()).toEqual(Object.keys(resources).sort());
  for (const [name, definition] of Object.entries(resourceDefinitions)) {
    expect(definition.declaration, name).toBe(resources[name as keyof typeof resources]);
  }
});

test.each(Object.values(resourceDefinitions).map((definition) => [getTableName(definition.table)]))(
  'the %s table keeps its row count (installed at start: server/resources/countTriggers.ts)',
  async (table) => {
    const { rows: triggers } = await server.database.pool.query<{ event: string }>(
      `SELECT CASE WHEN (t.tgtype & 4) <> 0 THEN 'insert' ELSE 'delete' END AS event
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE t.tgrelid = $1::regclass AND p.proname = 'count_rows' AND NOT t.tgisinternal`,
      [table],
    );
    expect(triggers.map((trigger) => trigger.event).sort()).toEqual(['delete', 'insert']);
    const { rows: counted } = await server.database.pool.query('SELECT sum(row_count)::int AS row_count FROM row_counts WHERE table_name = $1', [table]);
    expect(counted[0].row_count).not.toBeNull();
  },
);
