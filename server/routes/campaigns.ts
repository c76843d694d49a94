import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignActions, campaignPreviewSchema, campaignRecordSchema, campaignScheduleSchema, type Campaign, type PersonalValues } from '../../domain/campaign.js';
import { customerFullName } from '../../domain/customer.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError, conflict } from '../http/apiError.js';
import { renderCampaignMail, renderCampaignSms } from '../messaging/campaignTemplates.js';
import { companyProfile, requireMailingAddress } from '../messaging/companyProfile.js';
import { mailAddressOf, type MailTransport } from '../messaging/mailTransport.js';
import { SmsDeliveryError, type SmsTransport } from '../messaging/smsTransport.js';
import { campaignResource, duplicateCampaign, hasRecipients, moveCampaign, readCampaign } from '../resources/campaigns.js';
import { answers, idParams } from '../resources/resourceRoutes.js';

export interface CampaignRouteOptions {
  db: Db;
  clock: Clock;
  /** Absent when no SMTP server is configured: no test e-mail can be sent then. */
  mail?: MailTransport;
  mailFrom: string;
  /** Absent when no SMS provider is configured: no test SMS can be sent then. */
  sms?: SmsTransport;
}

const read = { access: { area: 'marketing', action: 'read' } } as const;
const write = { access: { area: 'marketing', action: 'write' } } as const;
const tags = ['marketing'];

/** The signed-in account as a recipient: its e-mail, its phone and the names its personal fields are filled with. */
async function accountAsRecipient(db: Db, accountId: string): Promise<{ email: string | null; phone: string | null; person: PersonalValues }> {
  const [account] = await db
    .select({ email: users.email, phone: users.phone, name: users.name, lastname: users.lastname, display_name: users.display_name, username: users.username })
    .from(users)
    .where(eq(users._id, accountId));
  const firstName = account?.name?.trim() || account?.display_name?.trim() || account?.username || '';
  const fullName = customerFullName({ name: account?.name, last_name: account?.lastname }) || firstName;
  return { email: account?.email ?? null, phone: account?.phone?.trim() || null, person: { first_name: firstName, full_name: fullName } };
}

/**
 * Campaigns (docs/product.md#api) beyond the list protocol, get, create and update (`resourceRoutes`): the campaign lifecycle
 * (schedule, cancel), a copy as a new draft, the rendered preview and a test to oneself (e-mail, and SMS when it has that channel).
 */
export const campaignRoutes: FastifyPluginAsyncZod<CampaignRouteOptions> = async (app, { db, clock, mail, mailFrom, sms }) => {
  const path = campaignResource.declaration.apiPath;
  const campaignAnswer = answers(200, campaignRecordSchema);

  async function preview(campaign: Campaign, person: PersonalValues) {
    const company = await companyProfile(db);
    const rendered = renderCampaignMail({ campaign, company, person });
    // The reader sees the SMS as a customer in the business's default language gets it.
    return { ...rendered, sms: renderCampaignSms(campaign, person, company.language) };
  }

  app.post(
    `${path}/:id/schedule`,
    {
      schema: {
        tags,
        description: 'Schedules a draft (or moves a scheduled campaign) to a moment still to come; the campaign needs recipients.',
        params: idParams,
        body: campaignScheduleSchema(() => clock.now()),
        response: campaignAnswer,
      },
      config: write,
    },
    async (request) => {
      await requireMailingAddress(db, await readCampaign(db, request.params.id));
      return moveCampaign(db, request.params.id, 'scheduled', { scheduled: new Date(request.body.scheduled), check: hasRecipients });
    },
  );

  app.post(
    `${path}/:id/cancel`,
    { schema: { tags, description: 'Cancels a draft, a scheduled or an interrupted campaign.', params: idParams, response: campaignAnswer }, config: write },
    (request) => moveCampaign(db, request.params.id, 'cancelled'),
  );

  app.post(
    `${path}/:id/duplicate`,
    {
      schema: { tags, description: "A new draft with the campaign's content, channels and recipients.", params: idParams, response: answers(201, campaignRecordSchema) },
      config: write,
    },
    async (request, reply) => reply.status(201).send(await duplicateCampaign(db, request.params.id, request.account._id)),
  );

  app.get(
    `${path}/:id/preview`,
    {
      schema: {
        tags,
        description: "The campaign's e-mail in its template and its SMS text, the personal fields filled with the reader's own names.",
        params: idParams,
        response: answers(200, campaignPreviewSchema),
      },
      config: read,
    },
    async (request) => {
      const campaign = await readCampaign(db, request.params.id);
      return preview(campaign, (await accountAsRecipient(db, request.account._id)).person);
    },
  );

  app.post(
    `${path}/:id/test`,
    {
      schema: {
        tags,
        description:
          "Sends the campaign's e-mail, as a customer would get it, to the signed-in account's own address, and its SMS to the account's own phone when the campaign has the SMS channel.",
        params: idParams,
        response: answers(200, z.object({ sentTo: z.string(), smsTo: z.string().nullable() })),
      },
      config: write,
    },
    async (request) => {
      const campaign = await readCampaign(db, request.params.id);
      if (!campaignActions(campaign.status).test) {
        throw conflict('Only a draft or a scheduled campaign is sent as a test: this one has already gone or was cancelled.', 'CAMPAIGN_STATUS_CHANGE');
      }
      if (!mail) throw conflict('E-mail is not configured on this server (SMTP_URL), so no test can be sent.', 'MAIL_NOT_CONFIGURED');
      const { email, phone, person } = await accountAsRecipient(db, request.account._id);
      if (!email) throw new ApiError(409, 'ACCOUNT_EMAIL_MISSING', 'Your account has no e-mail address: add one on your profile to receive a test.');
      // Everything is checked before anything goes: a test is received whole or not at all.
      const bySms = campaign.notification_channels.includes('sms');
      if (bySms && !sms) throw conflict('SMS is not configured on this server (SMS_URL or SMS_PROVIDER), so no test SMS can be sent.', 'SMS_NOT_CONFIGURED');
      if (bySms && !phone) {
        throw new ApiError(400, 'ACCOUNT_PHONE_MISSING', 'Your account has no phone number: add one on your profile to receive the test SMS.');
      }
      const rendered = await preview(campaign, person);
      await mail.send({
        from: { name: campaign.sender, address: mailAddressOf(mailFrom) },
        to: email,
        subject: `[Test] ${rendered.subject}`,
        html: rendered.html,
        text: rendered.text,
      });
      if (!(bySms && sms && phone)) return { sentTo: email, smsTo: null };
      try {
        await sms.send({ to: phone, from: campaign.sender, text: rendered.sms });
      } catch (error) {
        const reason = error instanceof SmsDeliveryError ? error.message : 'The SMS provider failed.';
        throw new ApiError(502, 'SMS_NOT_SENT', `The test e-mail went to ${email}, but the test SMS did not: ${reason}`);
      }
      return { sentTo: email, smsTo: phone };
    },
  );
};
