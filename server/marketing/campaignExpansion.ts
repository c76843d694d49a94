import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignMessageReason, NotificationChannel } from '../../domain/campaignMessage.js';
import { isPredefinedRecipientList, type RecipientFilter } from '../../domain/recipientGroup.js';
import type { Db } from '../db/client.js';
import { consentRefusalAt } from '../consent/consentState.js';
import { campaignMessages } from '../resources/campaignMessages.js';
import { customers } from '../resources/customers.js';
import { recipientGroups } from '../resources/recipientGroups.js';
import { predefinedListCondition, recipientFilterCondition } from './recipientFilter.js';

/**
 * The open transaction of the campaign's move to sending, which the expansion is written with (the demo data, which
 * nothing runs beside, is written without one).
 */
type Executor = Pick<Db, 'execute' | 'select'>;

/** Why a customer gets no message by a channel, and where its address is kept. */
const channelRules: Record<NotificationChannel, { address: SQL; noAddress: CampaignMessageReason; refused: CampaignMessageReason }> = {
  email: { address: sql`nullif(btrim(${customers.email}), '')`, noAddress: 'no_email_address', refused: 'refuses_email' },
  sms: { address: sql`nullif(btrim(${customers.phone}), '')`, noAddress: 'no_phone_number', refused: 'refuses_sms' },
};
const inactive: CampaignMessageReason = 'inactive';

/** Which customers an entry of `recipients_list` selects, or undefined for a group that no longer exists. */
export async function recipientConditions(executor: Executor, entries: string[], now: number): Promise<SQL[]> {
  const groupIds = entries.filter((entry) => !isPredefinedRecipientList(entry));
  const groups = groupIds.length
    ? await executor.select({ filter: recipientGroups.filter }).from(recipientGroups).where(inArray(recipientGroups._id, groupIds))
    : [];
  const conditions = [
    ...entries.filter(isPredefinedRecipientList).map((list) => predefinedListCondition(list, now)),
    ...groups.map(({ filter }) => recipientFilterCondition(filter as RecipientFilter)),
  ];
  // A list or group without a condition selects every customer.
  return conditions.map((condition) => condition ?? sql`true`);
}

export interface ExpansionInput {
  campaign: { _id: string; recipients_list: string[]; notification_channels: string[] };
  /** The moment the predefined lists are read at (the server's clock). */
  now: number;
  /** The channels a transport is configured for; the messages of the others wait in the outbox. */
  deliverable: Record<NotificationChannel, boolean>;
}

/**
 * Writes a campaign's messages in one INSERT … SELECT: every customer one of its lists or groups selects, once
 * (the lists are OR-ed over `customers`), by each of the campaign's channels. A message is queued when the customer
 * is active, accepts the channel, has an address for it and its consent for the channel holds at `now`; otherwise it
 * is recorded as skipped with the first of these reasons' codes (consent last: docs/marketing.md#consent).
 * Messages already written (a campaign resumed after an interruption) are left as they are; a campaign with none
 * yet is written without looking for them (`on conflict`: a seventh of expanding to 1 000 000 customers,
 * docs/marketing.md#delivery). Customers are read in id order, so the unique key, which leads with them, is written
 * from one end to the other rather than all over. Answers how many messages were added. The campaign is locked by the
 * caller (its move to sending), so no other expansion of it runs meanwhile; customers' deletions are held off until
 * the transaction ends (migration 0060), so a customer deleted meanwhile keeps none of these messages.
 */
export async function expandCampaign(executor: Executor, { campaign, now, deliverable }: ExpansionInput): Promise<number> {
  const conditions = await recipientConditions(executor, campaign.recipients_list, now);
  const channels = campaign.notification_channels.filter((channel): channel is NotificationChannel => Object.hasOwn(channelRules, channel));
  if (!conditions.length || !channels.length) return 0;

  const channelRows = sql.join(
    channels.map(
      (channel) =>
        sql`(${channel}::text, ${channelRules[channel].noAddress}::text, ${channelRules[channel].refused}::text, ${deliverable[channel] ? 'queued' : 'outbox'}::text)`,
    ),
    sql`, `,
  );
  const perChannel = (expression: (channel: NotificationChannel) => SQL) =>
    sql`case channel.name ${sql.join(
      channels.map((channel) => sql`when ${channel}::text then ${expression(channel)}`),
      sql` `,
    )} end`;
  const address = perChannel((channel) => channelRules[channel].address);
  const consentRefusal = perChannel((channel) => consentRefusalAt(channel, now));
  // Before the INSERT, whose snapshot then sees every deletion that held the lock.
  await executor.execute(sql`select lock_out_customer_deletions()`);
  const { rows: written } = await executor.execute(sql`select 1 from ${campaignMessages} where ${campaignMessages.campaign} = ${campaign._id} limit 1`);
  const result = await executor.execute(sql`
    insert into ${campaignMessages} (campaign, customer, channel, address, status, error)
    select ${campaign._id}, ${customers._id}, channel.name, target.address,
      case when not ${customers.active} or not (channel.name = any(${customers.notification_methods})) or target.address is null
          or target.consent_refusal is not null
        then 'skipped' else channel.ready end,
      case when not ${customers.active} then ${inactive}::text
        when not (channel.name = any(${customers.notification_methods})) then channel.refused
        when target.address is null then channel.no_address
        else target.consent_refusal end
    from ${customers}
      cross join (values ${channelRows}) as channel(name, no_address, refused, ready)
      cross join lateral (select ${address} as address, ${consentRefusal} as consent_refusal) as target
    where ${or(...conditions)}
    order by ${customers._id}
    ${written.length ? sql`on conflict (campaign, customer, channel) do nothing` : sql``}`);
  return result.rowCount ?? 0;
}
