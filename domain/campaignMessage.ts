import { z } from 'zod';
import { notificationChannels } from './enums.js';
import { moment } from './recordFields.js';

/**
 * Where one message of a campaign stands (DESIGN §3 delivery): `queued` waits for the sender; `sending` is claimed
 * by a sender (committed before the transport is called); `sent` and `failed` are final answers of the transport;
 * `skipped` never goes (its `error` says why: no address, does not accept the channel, inactive); `unknown` was
 * claimed by a sender that stopped before recording an answer, so it is never sent again; `outbox` is kept
 * unsent because no transport is configured for its channel.
 */
export const campaignMessageStatuses = ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown', 'outbox'] as const;
export type CampaignMessageStatus = (typeof campaignMessageStatuses)[number];
export type NotificationChannel = (typeof notificationChannels)[number];

/** A campaign's message to one customer by one channel, as the API answers it. */
export const campaignMessageRecordSchema = z.object({
  _id: z.string(),
  campaign: z.string(),
  campaign_title: z.string().nullable(),
  customer: z.string(),
  customer_name: z.string().nullable(),
  channel: z.enum(notificationChannels),
  address: z.string().nullable(),
  status: z.enum(campaignMessageStatuses),
  error: z.string().nullable(),
  attempts: z.number().int(),
  claimed_at: moment.nullable(),
  sent_at: moment.nullable(),
  created_at: moment,
  updated_at: moment,
});
export type CampaignMessage = z.infer<typeof campaignMessageRecordSchema>;

/** `GET /marketing/campaigns/:id/delivery`: how many of the campaign's messages are in each status, per channel. */
export const campaignDeliverySchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(notificationChannels),
      counts: z.partialRecord(z.enum(campaignMessageStatuses), z.number().int()),
    }),
  ),
});
export type CampaignDelivery = z.infer<typeof campaignDeliverySchema>;
