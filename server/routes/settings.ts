import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessAppearanceSchema,
  businessSettingsRecordSchema,
  businessSettingsUpdateSchema,
  deliveryStatusSchema,
  testEmailSchema,
  type DeliveryStatus,
} from '../../domain/settings.js';
import { getAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/apiError.js';
import { deliveryTestMail } from '../messaging/deliveryTestMail.js';
import { mailFooter } from '../messaging/mailFooter.js';
import type { MailTransport } from '../messaging/mailTransport.js';
import type { SmsTransport } from '../messaging/smsTransport.js';
import { readBusinessAppearance, readBusinessSettings, saveBusinessSettings } from '../settings/businessSettings.js';

export interface SettingsRoutesOptions {
  db: Db;
  mail?: MailTransport;
  mailFrom: string;
  sms?: SmsTransport;
}

const tags = ['system'];
// As docs/product.md#business-settings says, all staff read the settings (the company's name, the theme defaults); administrators change them. How
// delivery is configured is the System area's.
const systemRead = { access: { area: 'system', action: 'read' } } as const;
const systemWrite = { access: { area: 'system', action: 'write' } } as const;

/** Business settings (/system/settings): the company, the defaults every user starts with, the senders. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db, mail, mailFrom, sms }) => {
  // Only the host names: SMTP_URL and SMS_URL may hold a user and password.
  const delivery: DeliveryStatus = {
    email: { configured: mail !== undefined, host: mail?.host ?? null },
    sms: { configured: sms !== undefined, host: sms?.host ?? null },
  };

  app.get(
    '/system/settings/appearance',
    {
      schema: {
        tags,
        description: 'The theme defaults and the default language, which every browser uses until its person chooses their own; read by the sign-in page.',
        response: { 200: businessAppearanceSchema },
      },
      config: { access: 'public' },
    },
    () => readBusinessAppearance(db),
  );

  app.get('/system/settings', { schema: { tags, response: { 200: businessSettingsRecordSchema } }, config: { access: 'staff' } }, () =>
    readBusinessSettings(db),
  );

  app.put(
    '/system/settings',
    { schema: { tags, body: businessSettingsUpdateSchema, response: { 200: businessSettingsRecordSchema } }, config: systemWrite },
    async (request) => {
      const saved = await saveBusinessSettings(db, request.body, request.account._id);
      request.log.info({ account: request.account._id }, 'business settings changed');
      return saved;
    },
  );

  app.get(
    '/system/settings/delivery',
    { schema: { tags, description: 'Whether e-mail (SMTP_URL) and SMS (SMS_URL) are configured, and their hosts.', response: { 200: deliveryStatusSchema } }, config: systemRead },
    () => delivery,
  );

  app.post(
    '/system/settings/test-email',
    {
      schema: { tags, description: 'Sends a test e-mail to the signed-in account’s address.', body: testEmailSchema, response: { 200: z.object({ to: z.string() }) } },
      config: systemWrite,
    },
    async (request) => {
      if (!mail) {
        throw new ApiError(503, 'MAIL_NOT_CONFIGURED', 'E-mail is not configured on this server: set SMTP_URL in its environment and start it again.');
      }
      const account = await getAccount(db, request.account._id);
      if (!account?.email) {
        throw new ApiError(400, 'ACCOUNT_HAS_NO_EMAIL', 'Your account has no e-mail address to send the test to: add one on your profile page.');
      }
      const content = deliveryTestMail(request.body.locale, account.display_name ?? account.name ?? account.username, mailFooter(await readBusinessSettings(db)));
      try {
        await mail.send({ from: mailFrom, to: account.email, ...content });
      } catch (error) {
        request.log.error({ error: (error as Error).message }, 'test e-mail not sent');
        throw new ApiError(502, 'MAIL_NOT_SENT', `The SMTP server at ${mail.host} did not accept the e-mail. The server's log says why.`);
      }
      return { to: account.email };
    },
  );
};
