import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migration 0056 indexes campaign messages by customer (docs/marketing.md#delivery): trashing, merging, erasing or
// exporting a customer finds its messages there instead of reading every campaign's. Migration 0059 folds that index
// into the unique key, which now leads with the customer, and drops the one on created_at: fewer entries to write
// for each message of a campaign expanded. Neither changes a message. Migration 0062 counts the messages by campaign,
// channel and status, and keeps the counts with triggers.

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

/**
 * A database filled before the migration whose tag ends with `tagEnd` with twelve messages (two campaigns, three
 * customers, two channels), then migrated: its pool, once every message is found as it was.
 */
async function twelveMessagesKept(tagEnd: string) {
  let before: unknown[] = [];
  const { database } = await fillBefore(tagEnd, async (pool) => {
    await pool.query(`INSERT INTO campaign_messages (campaign, customer, channel, status)
      SELECT campaign, customer, channel, 'queued' FROM unnest(array['spring', 'summer']) campaign,
        unnest(array['c-1', 'c-2', 'c-3']) customer, unnest(array['email', 'sms']) channel`);
    before = await messagesOf(pool);
  });
  expect(before).toHaveLength(12);
  expect(await messagesOf(database.pool)).toEqual(before);
  return database.pool;
}

test("messages written before 0056 keep their rows; a customer's messages are found by an index", async () => {
  const pool = await twelveMessagesKept('_campaign_messages_by_customer');
  expect(await planOf(pool, "DELETE FROM campaign_messages WHERE customer = 'c-2'")).toContain('campaign_messages_recipient_key');
  expect(await planOf(pool, "SELECT * FROM campaign_messages WHERE customer = 'c-2'")).toContain('campaign_messages_recipient_key');
}, 180_000);

test('messages written before 0059 keep their rows; each customer, campaign and channel still has one message', async () => {
  const pool = await twelveMessagesKept('_campaign_messages_fewer_indexes');
  const { rows: indexes } = await pool.query("SELECT indexname FROM pg_indexes WHERE tablename = 'campaign_messages' ORDER BY indexname");
  expect(indexes.map((row: { indexname: string }) => row.indexname)).toEqual([
    'campaign_messages_claim_idx',
    'campaign_messages_claimed_idx',
    'campaign_messages_pkey',
    'campaign_messages_recipient_key',
  ]);
  await expect(pool.query("INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ('spring', 'c-1', 'sms', 'queued')")).rejects.toThrow(
    /campaign_messages_recipient_key/,
  );
  // A campaign resumed writes only the messages it lacks (server/marketing/campaignExpansion.ts).
  const resumed = await pool.query(`INSERT INTO campaign_messages (campaign, customer, channel, status)
    SELECT 'spring', customer, 'email', 'queued' FROM unnest(array['c-1', 'c-4']) customer
    ON CONFLICT (campaign, customer, channel) DO NOTHING`);
  expect(resumed.rowCount).toBe(1);
  expect(await planOf(pool, "SELECT * FROM campaign_messages WHERE campaign = 'spring' AND status = 'queued'")).toContain('campaign_messages_claim_idx');
}, 180_000);

test('messages written before 0062 are counted by campaign, channel and status, and the counts follow changes', async () => {
  const pool = await twelveMessagesKept('_campaign_message_counts');
  const counts = async () =>
    (await pool.query('SELECT campaign, channel, status, count FROM campaign_message_counts WHERE count <> 0 ORDER BY 1, 2, 3')).rows.map(
      (row: { campaign: string; channel: string; status: string; count: number }) => `${row.campaign} ${row.channel} ${row.status} ${row.count}`,
    );
  expect(await counts()).toEqual(['spring email queued 3', 'spring sms queued 3', 'summer email queued 3', 'summer sms queued 3']);
  await pool.query("UPDATE campaign_messages SET status = 'sent' WHERE campaign = 'spring' AND channel = 'email' AND customer <> 'c-3'");
  await pool.query("DELETE FROM campaign_messages WHERE campaign = 'summer' AND customer = 'c-1'");
  await pool.query("INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ('autumn', 'c-1', 'sms', 'skipped')");
  expect(await counts()).toEqual([
    'autumn sms skipped 1',
    'spring email queued 1',
    'spring email sent 2',
    'spring sms queued 3',
    'summer email queued 2',
    'summer sms queued 2',
  ]);
}, 180_000);
