import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// The trash's migration, on a database filled at the schema before it, keeps every row of every table.

const fillBefore = previousSchema('trash');

const rowCounts = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) counts[table] = (await pool.query(`SELECT count(*)::int AS c FROM "${table}"`)).rows[0].c;
  return counts;
};

test('the trash migration keeps every row and starts with an empty trash', { timeout: 180_000 }, async () => {
  await fillBefore('_trash', async (pool, migrateToNewest) => {
    // Filled in SQL of that schema: the seed writes today's columns, which later migrations add to.
    await pool.query(`
      INSERT INTO customers (_id, name, phone, email) SELECT 'c' || g, 'Name ' || g, lpad(g::text, 10, '0'), 'c' || g || '@example.com' FROM generate_series(1, 200) g;
      INSERT INTO teams (_id, name) SELECT 't' || g, 'Team ' || g FROM generate_series(1, 5) g;
      INSERT INTO projects (_id, customer, team) SELECT 'p' || g, 'c' || g, 't' || (g % 5 + 1) FROM generate_series(1, 100) g;
      INSERT INTO contracts (_id, project, customer, contract_number) SELECT 'k' || g, 'p' || g, 'c' || g, 'N-' || g FROM generate_series(1, 50) g;
      INSERT INTO tasks (_id, project, name, participants, deadline, types, description)
        SELECT 'a' || g, 'p' || g, 'Task ' || g, '{}', '2030-01-01', '{onsite}', 'Measure' FROM generate_series(1, 100) g`);
    const before = await rowCounts(pool);
    expect(before.customers).toBe(200);
    expect(before).not.toHaveProperty('trash');

    await migrateToNewest();
    const after = await rowCounts(pool);
    // Every table keeps its rows; later migrations may add tables of their own.
    expect(after).toMatchObject({ ...before, trash: 0 });
    // What later migrations compute from the rows kept: each project is found by its customer's name (0034), each
    // customer has implied consent from their creation (0032).
    const single = async (query: string) => (await pool.query(query)).rows[0].c;
    expect(await single(`SELECT count(*)::int AS c FROM projects p JOIN customers c ON c._id = p.customer WHERE p.search_text NOT LIKE '%' || lower(c.name) || '%'`)).toBe(0);
    expect(await single(`SELECT count(*)::int AS c FROM customers WHERE email_consent <> 'implied' OR email_consent_until IS NULL OR sms_consent <> 'implied'`)).toBe(0);
  });
});
