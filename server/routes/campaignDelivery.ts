import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignRecordSchema } from '../../domain/campaign.js';
import { consentAudienceSchema } from '../../domain/consent.js';
import { notificationChannels } from '../../domain/enums.js';
import { campaignDeliverySchema, campaignMessageRecordSchema, type CampaignDelivery, type NotificationChannel } from '../../domain/campaignMessage.js';
import { exportQuerySchema, listMetaSchema, listQuerySchema } from '../../domain/listQuery.js';
import { campaignMessageList } from '../../domain/resources.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { csvFileName, readerLocale, sendCsv } from '../http/csvAnswer.js';
import { consentAudience, scannedConsentGroups } from '../consent/consentState.js';
import { expandCampaign, recipientConditions } from '../marketing/campaignExpansion.js';
import { exportedCampaignMessages, listCampaignMessages, messageExportColumns } from '../marketing/campaignMessageQuery.js';
import type { CampaignSender } from '../marketing/campaignSender.js';
import { requireMailingAddress } from '../messaging/companyProfile.js';
import { campaignMessageCounts } from '../resources/campaignMessages.js';
import { campaignResource, hasRecipients, moveCampaign, readCampaign } from '../resources/campaigns.js';
import { answers, idParams } from '../resources/resourceRoutes.js';

export interface CampaignDeliveryRouteOptions {
  db: Db;
  clock: Clock;
  sender: CampaignSender;
}

const tags = ['marketing'];

/** Sending a campaign now (or resuming it), how its delivery stands, and the messages of every campaign. */
export const campaignDeliveryRoutes: FastifyPluginAsyncZod<CampaignDeliveryRouteOptions> = async (app, { db, clock, sender }) => {
  const path = campaignResource.declaration.apiPath;

  app.post(
    `${path}/:id/send`,
    {
      schema: {
        tags,
        description:
          'Starts sending a draft or a scheduled campaign now, or resumes an interrupted one: its messages are written and delivered in the background.',
        params: idParams,
        response: answers(200, campaignRecordSchema),
      },
      config: { access: { area: 'marketing', action: 'write' } },
    },
    async (request) => {
      await requireMailingAddress(db, await readCampaign(db, request.params.id));
      const campaign = await moveCampaign(db, request.params.id, 'sending', {
        check: hasRecipients,
        alongside: (tx, stored) => expandCampaign(tx, { campaign: stored, now: clock.now(), deliverable: sender.deliverable }),
      });
      void sender.wake();
      return campaign;
    },
  );

  app.get(
    `${path}/:id/audience`,
    {
      schema: {
        tags,
        description:
          "Before sending: per channel of the campaign, how many of the customers its lists and groups select now the channel's consent " +
          'allows at the server\'s moment, and how many it leaves out, by reason.',
        params: idParams,
        response: answers(200, z.object({ channels: z.array(consentAudienceSchema) })),
      },
      config: { access: { area: 'marketing', action: 'read' } },
    },
    async (request) => {
      const campaign = await readCampaign(db, request.params.id);
      const now = clock.now();
      const conditions = await recipientConditions(db, campaign.recipients_list, now);
      const channels = notificationChannels.filter((channel) => campaign.notification_channels.includes(channel));
      // No list or group selects nobody, as sending would.
      return { channels: await consentAudience(db, scannedConsentGroups(conditions.length ? or(...conditions) : sql`false`, now), channels, now) };
    },
  );

  app.get(
    `${path}/:id/delivery`,
    {
      schema: {
        tags,
        description: "How many of the campaign's messages are in each status, per channel.",
        params: idParams,
        response: answers(200, campaignDeliverySchema),
      },
      config: { access: { area: 'marketing', action: 'read' } },
    },
    async (request): Promise<CampaignDelivery> => {
      const campaign = await readCampaign(db, request.params.id);
      const rows = await db
        .select({ channel: campaignMessageCounts.channel, status: campaignMessageCounts.status, total: campaignMessageCounts.count })
        .from(campaignMessageCounts)
        .where(and(eq(campaignMessageCounts.campaign, campaign._id), ne(campaignMessageCounts.count, 0)));
      return {
        channels: campaign.notification_channels.map((channel) => ({
          channel,
          counts: Object.fromEntries(rows.filter((row) => row.channel === channel).map((row) => [row.status, row.total])),
        })) satisfies { channel: NotificationChannel }[],
      };
    },
  );

  app.post(
    `${campaignMessageList.apiPath}/query`,
    {
      schema: {
        tags,
        description: "The campaigns' messages (list protocol), newest first; filters campaign, channel, status.",
        body: listQuerySchema,
        response: answers(200, z.object({ messages: z.array(campaignMessageRecordSchema), meta: listMetaSchema })),
      },
      config: { access: { area: 'marketing', action: 'read' } },
    },
    (request) => listCampaignMessages(db, request.body),
  );

  app.post(
    `${campaignMessageList.apiPath}/export.csv`,
    {
      schema: {
        tags,
        description: "Every message the list query selects, as CSV (docs/decisions.md#csv-export), the reasons in the reader's language (Accept-Language).",
        body: exportQuerySchema,
      },
      config: { access: { area: 'marketing', action: 'read' } },
    },
    async (request, reply) => {
      const messages = exportedCampaignMessages(db, request.body, readerLocale(request.headers['accept-language']));
      return sendCsv(reply, await csvFileName(db, campaignMessageList.csvName, clock.now()), messageExportColumns, messages);
    },
  );
};
