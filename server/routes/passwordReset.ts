import type { Server } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetRequestSchema, passwordResetSchema } from '../../domain/auth.js';
import { resetPasswordPath } from '../../domain/session.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import { countAddressRequest, type AddressLimit } from '../auth/loginThrottle.js';
import { issuePasswordReset, resetPassword } from '../auth/passwordReset.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/apiError.js';
import type { MailTransport } from '../messaging/mailTransport.js';
import { mailFooter } from '../messaging/mailFooter.js';
import { passwordResetMail } from '../messaging/passwordResetMail.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

export interface PasswordResetOptions {
  db: Db;
  clock: Clock;
  /** Absent when no SMTP server is configured: nobody can be sent a link then. */
  mail?: MailTransport;
  mailFrom: string;
  /** Where the product is reached from outside: the links in e-mails start with it. */
  publicUrl?: string;
}

/**
 * The address the server listens at. Never the request's Host header: a forged one would send the victim a link
 * to the forger's site, token included.
 */
export function listeningUrl(server: Server) {
  const address = server.address();
  if (!address || typeof address === 'string') return 'http://localhost';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

const mailNotConfigured = () =>
  new ApiError(
    503,
    'MAIL_NOT_CONFIGURED',
    'E-mail is not configured on this server, so no link can be sent. Ask an administrator of your company to set a new password for you.',
  );

/** Links asked for from one address: each sends an e-mail, and asking again and again probes which addresses are known. */
export const resetRequestLimit: AddressLimit = {
  kind: 'password-reset',
  limit: 5,
  refusal: 'Too many password reset requests from this address.',
};

/** Forgot password (docs/product.md#sign-in-pages): a single-use link by e-mail, and the page it opens sets a new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetOptions> = async (app, { db, clock, mail, mailFrom, publicUrl }) => {
  const tags = ['auth'];

  app.get(
    '/auth/reset',
    {
      schema: { tags, description: 'Whether reset links can be sent (an SMTP server is configured).', response: { 200: z.object({ available: z.boolean() }) } },
      config: { access: 'public' },
    },
    () => ({ available: mail !== undefined }),
  );

  app.post(
    '/auth/reset',
    {
      schema: {
        tags,
        description: 'Sends a reset link to the account with this e-mail, if there is one; the answer is the same either way.',
        body: passwordResetRequestSchema,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (!mail) throw mailNotConfigured();
      // Every request counts, known address or not: asking again and again is how addresses are probed.
      await countAddressRequest(db, resetRequestLimit, request.ip, clock);
      const reset = await issuePasswordReset(db, request.body.email);
      if (reset) {
        const link = new URL(`${resetPasswordPath}?token=${reset.token}`, publicUrl ?? listeningUrl(app.server)).toString();
        // Not awaited: the answer must not take longer for a known address than for an unknown one.
        readBusinessSettings(db)
          .then((settings) => {
            const content = passwordResetMail(request.body.locale, reset.account.name, link, mailFooter(settings));
            return mail.send({ from: mailFrom, to: reset.account.email, ...content });
          })
          .then(() => request.log.info({ account: reset.account._id }, 'password reset link sent'))
          .catch((error: Error) => request.log.error({ account: reset.account._id, error: error.message }, 'password reset link not sent'));
      }
      return reply.status(202).send({ ok: true });
    },
  );

  app.post(
    '/auth/reset/password',
    {
      schema: { tags, description: 'Sets a new password with a reset link’s token; every session of the account ends.', body: passwordResetSchema },
      config: { access: 'public' },
    },
    async (request) => {
      const account = await resetPassword(db, request.body.token, request.body.password);
      await recordAuditEvent(db, request, { action: 'password_reset', actor: account, subject: account });
      request.log.info({ account }, 'password reset; sessions ended');
      return { ok: true };
    },
  );
};
