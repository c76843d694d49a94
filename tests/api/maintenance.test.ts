import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { maintainTables } from '../../server/db/maintenance';

// The embedded database only: PostgreSQL runs autovacuum itself.
describe('the embedded database’s maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const lastMaintained = async (table: string) => {
    const { rows } = await database.pool.query(
      'SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = $1',
      [table],
    );
    return rows[0] as { last_vacuum: Date | null; last_analyze: Date | null };
  };

  it('vacuums a table whose rows were rewritten, as autovacuum would', async () => {
    await database.pool.query(`
      INSERT INTO login_failures (key, failures, first_failed_at)
      SELECT 'user' || n, 1, now() FROM generate_series(1, 2000) AS n`);
    await database.pool.query('UPDATE login_failures SET failures = 2');

    const actions = await maintainTables(database.pool);

    expect(actions).toContainEqual({ table: 'login_failures', action: 'vacuum' });
    expect((await lastMaintained('login_failures')).last_vacuum).not.toBeNull();
  });

  it('leaves alone the tables that changed little since', async () => {
    await database.pool.query(`UPDATE login_failures SET failures = 3 WHERE key = 'user1'`);
    expect(await maintainTables(database.pool)).not.toContainEqual(expect.objectContaining({ table: 'login_failures' }));
  });
});
