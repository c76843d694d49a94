import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Socket } from 'node:net';
import { openDatabase, type Database } from '../../server/db/client.js';

// The embedded database under what production asks of it at once: plain reads beside writing transactions.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database?.close());

test('concurrent transactions and queries each get their own answers', async () => {
  const { pool } = database;
  await pool.query('CREATE TABLE concurrency_probe (n integer)');
  const wrong: string[] = [];
  // Two readers and one writer, each going as fast as it can, as the API's requests do.
  const reader = async (id: number) => {
    for (let i = 0; i < 300; i++) {
      const { rows } = await pool.query('SELECT $1::int AS n, $2::text AS label', [i, `reader ${id}`]).catch((error: Error) => ({ rows: [error.message] }));
      if (JSON.stringify(rows) !== JSON.stringify([{ n: i, label: `reader ${id}` }])) wrong.push(JSON.stringify(rows));
    }
  };
  const writer = async () => {
    for (let i = 0; i < 150; i++) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO concurrency_probe (n) VALUES ($1)', [i]);
        const { rows } = await client.query('SELECT count(*)::int AS c FROM concurrency_probe WHERE n = $1', [i]);
        if (rows[0]?.c !== 1) wrong.push(JSON.stringify(rows));
        await client.query('COMMIT');
      } catch (error) {
        wrong.push((error as Error).message);
        await client.query('ROLLBACK').catch(() => {});
      } finally {
        client.release();
      }
    }
  };
  await Promise.all([reader(1), reader(2), writer()]);
  expect(wrong).toEqual([]);
  expect((await pool.query('SELECT count(*)::int AS c FROM concurrency_probe')).rows).toEqual([{ c: 150 }]);
  expect(pool.idleCount).toBe(pool.totalCount);
});

test('a connection lost in the middle of a transaction fails that transaction, not the server', async () => {
  const { pool } = database;
  const client = await pool.connect();
  await client.query('BEGIN');
  const sleeping = client.query('SELECT pg_sleep(2)');
  // As a database restarting or a network cut would: the socket under the checked-out connection goes away.
  (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
  await expect(sleeping).rejects.toThrow(/Connection terminated/);
  client.release();
  // The pool dropped the lost connection; the next query gets a new one. The embedded database serves one session
  // at a time: the lost one's two-second sleep ends first, slowly on a busy machine.
  await expect.poll(() => pool.query('SELECT 1 AS one').then(({ rows }) => rows, () => []), { timeout: 20_000 }).toEqual([{ one: 1 }]);
});
