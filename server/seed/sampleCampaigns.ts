import { eq, sql } from 'drizzle-orm';
import type { CampaignInput } from '../../domain/campaign.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { expandCampaign } from '../marketing/campaignExpansion.js';
import { campaignMessages } from '../resources/campaignMessages.js';
import { campaigns } from '../resources/campaigns.js';
import { recipientGroups } from '../resources/recipientGroups.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The company the demo's campaigns come from. */
export const sampleCompany = { name: 'Maple Home Renovations', address: '100 King Street West, Toronto, ON M5X 1A9' };

/** The sample campaigns' contents: each one the campaign form would accept (tests/api/seed.test.ts). */
export const sampleCampaigns = {
  sent: {
    sender: sampleCompany.name,
    title: 'Spring kitchen makeover',
    subtitle: '10% off until May: book a free in-home estimate',
    content: '<p>Spring is the best time to plan a new kitchen. Book a free estimate this month and save 10% on cabinets and counters.</p>',
    template: 'template1',
    notification_channels: ['email', 'sms'],
    recipients_list: ['customers-12-months'],
    description: 'Spring promotion to recent customers',
  },
  scheduled: {
    sender: sampleCompany.name,
    title: '春节装修优惠',
    subtitle: '新春特惠，免费上门估价',
    content: '<p>新春将至，浴室和厨房翻新限时九折。欢迎预约免费上门估价。</p>',
    template: 'template2',
    notification_channels: ['email'],
    recipients_list: [],
    description: 'Lunar New Year offer to Chinese-speaking customers',
  },
  draft: {
    sender: sampleCompany.name,
    title: 'Basement ready for winter?',
    subtitle: null,
    content: '<p>Cold floors and damp walls? Our basement insulation package keeps the warmth in.</p>',
    template: 'default',
    notification_channels: ['email'],
    recipients_list: ['all'],
    description: null,
  },
} satisfies Record<string, CampaignInput>;

/**
 * `DEMO=1`: a campaign sent three weeks ago with its messages (most sent, a few refused by the receiving server,
 * the rest skipped with their reasons, as a real delivery records them), one scheduled in ten days to a sample
 * group, and a draft, so that every Marketing screen has something to show. Nothing when campaigns exist.
 */
export async function addSampleCampaigns(db: Db, now: number) {
  const [existing] = await db.select({ _id: campaigns._id }).from(campaigns).limit(1);
  if (existing) return;
  const [chineseGroup] = await db.select({ _id: recipientGroups._id }).from(recipientGroups).where(eq(recipientGroups.name, 'Chinese-speaking customers'));
  const sentAt = new Date(now - 21 * dayMs);
  const sent = { ...sampleCampaigns.sent, _id: newId(), status: 'sending', created_at: new Date(now - 24 * dayMs), updated_at: sentAt };
  await db.insert(campaigns).values([
    sent,
    {
      ...sampleCampaigns.scheduled,
      recipients_list: chineseGroup ? [chineseGroup._id] : ['chinese-customer'],
      _id: newId(),
      status: 'scheduled',
      scheduled: new Date(now + 10 * dayMs),
    },
    { ...sampleCampaigns.draft, _id: newId(), status: 'draft' },
  ]);
  await expandCampaign(db, { campaign: sent, now: sentAt.getTime(), deliverable: { email: true, sms: true } });
  // One message in thirty of each channel, its first included, refused for good by the receiving side.
  const numbered = sql`select ${campaignMessages._id} as _id, row_number() over (partition by ${campaignMessages.channel} order by ${campaignMessages._id}) % 30 = 1 as refused
    from ${campaignMessages} where ${campaignMessages.campaign} = ${sent._id} and ${campaignMessages.status} = 'queued'`;
  await db.execute(sql`
    update ${campaignMessages}
    set status = case when numbered.refused then 'failed' else 'sent' end,
      error = case when numbered.refused then '550 5.1.1 Mailbox unavailable' end,
      attempts = 1, sent_at = ${sentAt.toISOString()}::timestamptz, updated_at = ${sentAt.toISOString()}::timestamptz
    from (${numbered}) as numbered where ${campaignMessages._id} = numbered._id`);
  await db.update(campaigns).set({ status: 'sent' }).where(eq(campaigns._id, sent._id));
}
