import { z } from 'zod';
import { consentRefusalCodes } from './consent.js';
import { notificationChannels } from './enums.js';
import { moment } from './recordFields.js';

/**
 * Where one message of a campaign stands (docs/product.md#campaign-delivery): `queued` waits for the sender; `sending` is claimed
 * by a sender (committed before the transport is called); `sent` and `failed` are final answers of the transport;
 * `skipped` never goes (its `error` is a `CampaignMessageReason` saying why); `unknown` was
 * claimed by a sender that stopped before recording an answer, so it is never sent again; `outbox` is kept
 * unsent because no transport is configured for its channel.
 */
export const campaignMessageStatuses = ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown', 'outbox'] as const;
export type CampaignMessageStatus = (typeof campaignMessageStatuses)[number];
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * The reasons the server itself gives in a message's `error`, stored as these codes and translated by the client:
 * why a message was skipped, and why its fate is unknown. A transport's refusal (the SMTP server's or SMS provider's
 * words) is stored as it came.
 */
export const campaignMessageReasons = [
  'inactive',
  'no_email_address',
  'no_phone_number',
  'refuses_email',
  'refuses_sms',
  ...consentRefusalCodes,
  'server_stopped',
] as const;
export type CampaignMessageReason = (typeof campaignMessageReasons)[number];
export const isCampaignMessageReason = (error: string | null): error is CampaignMessageReason =>
  (campaignMessageReasons as readonly (string | null)[]).includes(error);

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
