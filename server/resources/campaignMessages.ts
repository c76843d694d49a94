import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../db/schema.js';

/**
 * Each message a campaign sends: one per customer and channel (unique, so expanding the recipients again after an
 * interruption adds nobody twice). Rows are written by one INSERT … SELECT (server/marketing/campaignExpansion.ts),
 * so the id is made by the database: the creation second in hex, then a number from this sequence in hex, 24
 * characters as other ids. Ids that grow as they are written are added at the right edge of the indexes that end in
 * `_id`; random ones landed anywhere in them, and expanding a campaign to 1 000 000 customers took a third longer
 * (docs/marketing.md#delivery).
 */
export const campaignMessageNumbers = pgSequence('campaign_message_number_seq');

/**
 * Waits for the campaigns expanding now to commit their messages, and holds new expansions off until the transaction
 * ends (migration 0061): run first by a change that must meet every message of a customer (the trash, a merge, an
 * erasure). A customer's deletion trigger runs it too; an expansion then does not select the customer.
 */
export const waitForCampaignExpansions = sql`select wait_for_campaign_expansions()`;

export const campaignMessages = pgTable(
  'campaign_messages',
  {
    _id: text('_id')
      .primaryKey()
      .default(
        sql`lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0') || lpad(to_hex(nextval(${sql.raw(`'${campaignMessageNumbers.seqName}'`)})), 16, '0')`,
      ),
    // Deleted with their campaign or customer by statement-level triggers (migration 0024), not by foreign keys:
    // a foreign key checks each row it writes, and those checks were nine tenths of writing a campaign's messages.
    campaign: text('campaign').notNull(),
    customer: text('customer').notNull(),
    channel: text('channel').notNull(),
    // The e-mail address or phone number it goes to, as it was when the campaign was expanded.
    address: text('address'),
    status: text('status').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    claimed_at: moment('claimed_at'),
    sent_at: moment('sent_at'),
    created_at: moment('created_at').notNull().defaultNow(),
    updated_at: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One message a customer, campaign and channel; led by the customer, it also finds a customer's messages, which go
    // with the customer to the trash or into a merge, and into a privacy export. Every index gains an entry for each
    // message of a campaign expanded, so the table keeps as few as it can (docs/marketing.md#delivery).
    uniqueIndex('campaign_messages_recipient_key').on(t.customer, t.campaign, t.channel),
    // The sender's claim (a campaign's first queued messages by a channel, in id order: without the channel and id,
    // each claim stepped over every message sent before it) and the delivery counts.
    index('campaign_messages_claim_idx').on(t.campaign, t.status, t.channel, t._id),
    // Messages a stopped sender left claimed, looked for on start.
    index('campaign_messages_claimed_idx').on(t.claimed_at).where(sql`${t.status} = 'sending'`),
  ],
);

/**
 * How many messages each campaign has by channel and status, kept by statement-level triggers on `campaign_messages`
 * (migration 0062): a campaign's delivery counts and the totals of the messages' list are read here. Counted, a
 * campaign of 1 000 000 messages read every one for each (docs/marketing.md#delivery).
 */
export const campaignMessageCounts = pgTable(
  'campaign_message_counts',
  {
    campaign: text('campaign').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaign, t.channel, t.status] })],
);
