import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { connectionPools } from '../../server/db/pool.js';
import { builtStatement, preparedStatementLimit, preparedValueLimit } from '../../server/db/preparedStatements.js';
import { customers } from '../../server/resources/customers.js';
import { startTestServer, type TestServer } from './testServer.js';

// Statements are built once per shape and prepared once per connection; those whose values choose their plan are
// planned for each call, and every call gets its own answer.
let server: TestServer;
let headers: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await server.signIn(['manager']));
});
afterAll(() => server?.close());

describe('on one database connection', () => {
  test('a statement with parameters is parsed once and answers each call with its own values', async () => {
    const client = await server.database.pool.connect();
    try {
      const text = 'SELECT $1::int * 2 AS doubled';
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query({ text }, [n])).rows[0].doubled);
      expect(answers).toEqual([2, 4, 6]);
      const { rows } = await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      expect(rows.filter((row) => row.statement === text)).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  test('a new connection prepares again what a closed one had prepared (PGlite keeps one session for all)', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    const first = await server.database.pool.connect();
    expect((await first.query({ text }, [1])).rows).toEqual([{ next: 2 }]);
    const closed = new Promise((resolve) => first.once('end', resolve));
    first.release(true);
    await closed;
    const second = await server.database.pool.connect();
    try {
      expect((await second.query({ text }, [2])).rows).toEqual([{ next: 3 }]);
    } finally {
      second.release();
    }
  });

  test('a statement planned once keeps its plan; any other is planned for its own values, even after a rollback', async () => {
    const client = await server.database.pool.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      const byId = db.select({ _id: customers._id }).from(customers).where(eq(customers._id, sql.placeholder('id')));
      const once = builtStatement(db, 'test: a customer by id', 'once', (name) => byId.prepare(name));
      const eachCall = { text: 'SELECT _id FROM customers WHERE search_text LIKE $1' };
      const plans = async () => {
        const { rows } = await client.query<{ statement: string; generic: number; custom: number }>(
          'SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements',
        );
        const of = (text: string) => rows.find((row) => row.statement === text) ?? { generic: 0, custom: 0 };
        return { once: of(byId.toSQL().sql), eachCall: of(eachCall.text) };
      };
      const before = await plans();

      for (let i = 0; i < 3; i++) {
        await once.execute({ id: 'none' });
        await client.query(eachCall, ['%ada%']);
      }
      // A switch made inside a transaction would be undone by its rollback; the connection must not lose track.
      await once.execute({ id: 'none' });
      await client.query('BEGIN');
      await client.query(eachCall, ['%ben%']);
      await once.execute({ id: 'none' });
      await client.query('ROLLBACK');
      await client.query(eachCall, ['%cy%']);

      const after = await plans();
      expect(after.once.generic - before.once.generic).toBe(4);
      expect(after.once.custom - before.once.custom).toBe(1);
      expect(after.eachCall.generic - before.eachCall.generic).toBe(0);
      expect(after.eachCall.custom - before.eachCall.custom).toBe(5);
    } finally {
      client.release();
    }
  });

  test(`a statement with more than ${preparedValueLimit} values is answered without being kept prepared`, async () => {
    const client = await server.database.pool.connect();
    try {
      const many = Array.from({ length: preparedValueLimit + 1 }, (_, i) => i);
      const text = `SELECT ${many.map((i) => `$${i + 1}::int`).join(' + ')} AS total`;
      const { rows } = await client.query({ text }, many);
      expect(rows).toEqual([{ total: (many.length * (many.length - 1)) / 2 }]);
      const kept = await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      expect(kept.rows.filter((row) => row.statement === text)).toHaveLength(0);
    } finally {
      client.release();
    }
  });

  test(`past ${preparedStatementLimit} statements, new ones are still answered, unprepared`, async () => {
    const client = await server.database.pool.connect();
    try {
      const before = Number((await client.query('SELECT count(*) FROM pg_prepared_statements')).rows[0].count);
      for (let i = 0; i <= preparedStatementLimit - before; i++) await client.query({ text: `SELECT $1::int + ${i} AS n` }, [1]);
      const last = await client.query({ text: 'SELECT $1::int AS beyond' }, [7]);
      expect(last.rows).toEqual([{ beyond: 7 }]);
      expect(Number((await client.query('SELECT count(*) FROM pg_prepared_statements')).rows[0].count)).toBe(preparedStatementLimit);
    } finally {
      client.release();
    }
  });
});

describe('one built statement per shape', () => {
  const names = async (query: object) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers, payload: query });
    expect(response.statusCode).toBe(200);
    return (response.json().customers as { name: string }[]).map((c) => c.name);
  };

  beforeAll(async () => {
    for (const [name, status] of [['Ada', 'pending'], ['Ben', 'qualified'], ['Cy', 'bad-fit'], ['Di', 'qualified']]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: { name, phone: '4165550000', status } });
      expect(response.statusCode).toBe(201);
    }
  });

  test('pages, filters and searches of one shape answer their own values', async () => {
    const byName = { sorter: { field: 'name', order: 'ascend' } };
    expect(await names({ ...byName, pagination: { current: 1, pageSize: 2 } })).toEqual(['Ada', 'Ben']);
    expect(await names({ ...byName, pagination: { current: 2, pageSize: 2 } })).toEqual(['Cy', 'Di']);
    expect(await names({ ...byName, filters: { status: 'qualified' } })).toEqual(['Ben', 'Di']);
    expect(await names({ ...byName, filters: { status: 'pending' } })).toEqual(['Ada']);
    // Lists of two and of three values share one statement.
    expect(await names({ ...byName, filters: { status: ['pending', 'bad-fit'] } })).toEqual(['Ada', 'Cy']);
    expect(await names({ ...byName, filters: { status: ['pending', 'bad-fit', 'qualified'] } })).toEqual(['Ada', 'Ben', 'Cy', 'Di']);
    for (const [term, expected] of [['ad', ['Ada']], ['di', ['Di']]] as const) {
      const response = await server.app.inject({ method: 'GET', url: `/api/crm/customers/search/${term}`, headers });
      expect((response.json().customers as { name: string }[]).map((c) => c.name)).toEqual(expected);
    }
  });

  test(`past ${preparedStatementLimit} shapes, the least recently used one is built again`, () => {
    const db = {} as Db;
    const builds: string[] = [];
    const ask = (shape: string) => builtStatement(db, shape, 'each call', () => (builds.push(shape), { execute: async () => shape }));
    for (let i = 0; i < preparedStatementLimit; i++) ask(`shape ${i}`);
    ask('shape 0');
    ask('one more');
    builds.length = 0;
    ask('shape 0');
    ask('shape 1');
    expect(builds).toEqual(['shape 1']);
  });
});

// The embedded database has one connection, which switches its plan cache mode as the statements need.
describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL\'s several connections', () => {
  test('statements planned once have connections of their own: searches, lists and records created after the session\'s check switch no plan cache mode', async () => {
    const [, plannedOnce] = connectionPools(server.database.pool);
    expect(plannedOnce).toBeDefined();
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const calls = Array.from({ length: 30 }, (_, index) => {
        if (index % 3 === 0) return server.app.inject({ method: 'GET', url: '/api/crm/customers/search/ada', headers });
        if (index % 3 === 1) return server.app.inject({ method: 'POST', url: '/api/crm/customers/query', headers, payload: { pagination: { current: 1, pageSize: 25 } } });
        return server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: { name: `Mode ${index}`, phone: `41655507${String(index).padStart(2, '0')}` } });
      });
      const answers = await Promise.all(calls);
      expect(answers.map((answer) => answer.statusCode)).toEqual(calls.map((_, index) => (index % 3 === 2 ? 201 : 200)));
      // A new connection's own setting, with its DEALLOCATE ALL, is no switch.
      const switches = sent.mock.calls.map(([text]) => text).filter((text) => typeof text === 'string' && /^SET plan_cache_mode = \w+$/.test(text));
      // Each connection of the statements planned once switches once, when it first serves one; none switches back.
      expect(switches.filter((text) => text.includes('force_custom_plan'))).toEqual([]);
      expect(switches.length).toBeLessThanOrEqual(plannedOnce.options.max!);
    } finally {
      sent.mockRestore();
    }
  });
});
