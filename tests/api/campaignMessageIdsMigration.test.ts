import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0054 makes the ids of new campaign messages grow as they are written (docs/marketing.md#delivery). It
// changes no stored message.

const fillBefore = previousSchema('campaign-message-ids');

const messagesOf = (pool: pg.Pool) => pool.query('SELECT * FROM campaign_messages ORDER BY _id').then((result) => result.rows);
const writeMessages = (pool: pg.Pool, campaign: string, customers: string[]) =>
  pool
    .query(
      `INSERT INTO campaign_messages (campaign, customer, channel, status)
        SELECT $1, customer, 'email', 'queued' FROM unnest($2::text[]) WITH ORDINALITY AS written(customer, place) ORDER BY place
        RETURNING _id`,
      [campaign, customers],
    )
    .then((result) => result.rows.map((row: { _id: string }) => row._id));

test('messages written before keep their rows and ids; messages written after get ids in the order they are written', async () => {
  let before: unknown[] = [];
  const { database } = await fillBefore('_campaign_message_ids', async (pool) => {
    await writeMessages(pool, 'spring', ['c-1', 'c-2', 'c-3']);
    before = await messagesOf(pool);
  });
  const { pool } = database;
  expect(before).toHaveLength(3);
  expect(await messagesOf(pool)).toEqual(before);

  const customers = Array.from({ length: 50 }, (_, i) => `c-${i}`);
  const written = await writeMessages(pool, 'summer', customers);
  expect(written.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
  expect(written).toEqual([...written].sort());
  expect(new Set(written).size).toBe(written.length);
  const later = await writeMessages(pool, 'autumn', customers);
  expect(later.every((id) => written.every((earlier) => id > earlier))).toBe(true);
});
