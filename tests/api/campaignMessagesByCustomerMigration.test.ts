import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0056 indexes campaign messages by customer (docs/marketing.md#delivery): trashing, merging, erasing or
// exporting a customer finds its messages there instead of reading every campaign's. It changes no message.

const fillBefore = previousSchema('campaign-messages-by-customer');

const messagesOf = (pool: pg.Pool) => pool.query('SELECT * FROM campaign_messages ORDER BY _id').then((result) => result.rows);
const planOf = async (pool: pg.Pool, statement: string) => {
  const client = await pool.connect();
  try {
    // The tables are tiny: the planner is told to use an index where it has one, as it would on a large table.
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN ${statement}`);
    return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
};

test("messages written before keep their rows; a customer's messages are found by the customer's index", async () => {
  let before: unknown[] = [];
  const { database } = await fillBefore('_campaign_messages_by_customer', async (pool) => {
    await pool.query(`INSERT INTO campaign_messages (campaign, customer, channel, status)
      SELECT campaign, customer, channel, 'queued' FROM unnest(array['spring', 'summer']) campaign,
        unnest(array['c-1', 'c-2', 'c-3']) customer, unnest(array['email', 'sms']) channel`);
    before = await messagesOf(pool);
  });
  const { pool } = database;
  expect(before).toHaveLength(12);
  expect(await messagesOf(pool)).toEqual(before);
  expect(await planOf(pool, "DELETE FROM campaign_messages WHERE customer = 'c-2'")).toContain('campaign_messages_customer_idx');
  expect(await planOf(pool, "SELECT * FROM campaign_messages WHERE customer = 'c-2'")).toContain('campaign_messages_customer_idx');
}, 180_000);
