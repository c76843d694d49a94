import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { listLimits } from '../domain/listLimits.js';
import { repeatInBackground, systemClock, type Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { RequestLineLog } from './logging.js';
import { knownDevices } from './auth/knownDevices.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { clientAppPlugin } from './plugins/clientApp.js';
import { compressionPlugin } from './plugins/compression.js';
import { clientErrorHandler, errorHandlerPlugin, errorReply } from './plugins/errorHandler.js';
import { campaignSender, type CampaignSender } from './marketing/campaignSender.js';
import { unsubscribeTokens } from './marketing/unsubscribeToken.js';
import type { MailTransport } from './messaging/mailTransport.js';
import type { SmsTransport } from './messaging/smsTransport.js';
import { nulCharactersPlugin } from './plugins/nulCharacters.js';
import { openApiPlugin } from './plugins/openApi.js';
import { adminRoutes } from './routes/admin.js';
import { auditRoutes } from './routes/audit.js';
import { backupRoutes } from './routes/backup.js';
import { authRoutes } from './routes/auth.js';
import { campaignDeliveryRoutes } from './routes/campaignDelivery.js';
import { campaignRoutes } from './routes/campaigns.js';
import { crmRoutes } from './routes/crm.js';
import { marketingRoutes } from './routes/marketing.js';
import { listeningUrl, passwordResetRoutes } from './routes/passwordReset.js';
import { noticeRoutes } from './routes/notices.js';
import { pmRoutes } from './routes/pm.js';
import { quoteRoutes } from './routes/quotes.js';
import { quotePublicRoutes } from './routes/quotePublic.js';
import { quoteTokens as quoteTokensOf } from './quotes/quoteToken.js';
import { settingsRoutes } from './routes/settings.js';
import { storageRoutes } from './routes/storage.js';
import { smsInboundRoutes } from './routes/smsInbound.js';
import { unsubscribeRoutes } from './routes/unsubscribe.js';
import { supportRoutes } from './routes/support.js';
import { systemRoutes } from './routes/system.js';
import { healthRoutes } from './routes/health.js';
import { userRoutes } from './routes/users.js';
import { uploadOwners as uploadOwnersOf } from './storage/uploadOwners.js';
import { projectFileLinks } from './resources/projectFiles.js';
import { projectFileRoutes } from './routes/projectFiles.js';
import { registeredResources } from './resources/registry.js';
import { resourceRoutes } from './resources/resourceRoutes.js';
import { emptyTrash, emptyTrashEveryMs } from './resources/trash.js';
import { foldCountShards, foldCountShardsEveryMs } from './statistics/countShards.js';
import { trashRoutes } from './routes/trash.js';
import { taskMailCheckMs as defaultTaskMailCheckMs, taskMailings, type TaskMailings } from './tasks/taskMailings.js';

export type AppOptions = Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds' | 'clientDir' | 'bodyLimitBytes' | 'smsProvider'> & {
  trustProxy?: AppConfig['trustProxy'];
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Time for the sign-in throttle and the session checks; tests move their own. */
  clock?: Clock;
  /** Where e-mail goes; without one, nothing is sent and the screens say e-mail is not configured. */
  mail?: MailTransport;
  mailFrom?: string;
  /** The address people reach the product at, for links in e-mails; the address it listens at when absent. */
  publicUrl?: string;
  /** Where campaign SMS go; without one, they wait in the outbox and the settings screen says SMS is not configured. */
  sms?: SmsTransport;
  /** How often the campaign sender looks for due scheduled campaigns (30 s by default); tests make it short. */
  campaignCheckMs?: number;
  /** How long a claimed message may stay `sending` before it counts as unknown (10 minutes by default). */
  campaignLeaseMs?: number;
  /** How many days deleted records stay in the trash (30 by default). */
  trashDays?: number;
  /** How often deadline reminders and overdue digests are looked for (5 minutes by default). */
  taskMailCheckMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers campaigns in the background; tests call its `runOnce` rather than wait for its timer. */
    campaignSender: CampaignSender;
    /** Deletes for good what has been in the trash longer than `trashDays`; answers how many records. The server runs it hourly. */
    emptyTrash: () => Promise<number>;
    /** Deadline reminders and overdue digests; tests call its `runOnce` with their clock rather than wait for its timer. */
    taskMailings: TaskMailings;
  }
}

// The app loads Google's Places script when a Maps key is configured.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://maps.googleapis.com'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", 'https://maps.googleapis.com'],
    fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
    objectSrc: ["'none'"],
    // A quote's PDF is previewed in a frame of a blob the app fetched with the account's token (docs/quotes.md#screens).
    frameSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
  },
};

// HSTS and `upgrade-insecure-requests` only over HTTPS: sent over plain HTTP, they make a browser that reached the
// server by its address (a LAN install) refuse it or ask for a page over HTTPS it cannot get.
const httpsSecurityHeaders = helmet({ contentSecurityPolicy });
const httpSecurityHeaders = helmet({
  contentSecurityPolicy: { directives: { ...contentSecurityPolicy.directives, upgradeInsecureRequests: null } },
  strictTransportSecurity: false,
});

/** Errors met before routing (a malformed percent-encoding) answer in the API's shape, not Fastify's. */
const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const { status, body } = errorReply(error);
  // The option's reply is typed for any route schema; this one answers outside every route.
  return (reply as FastifyReply).status(status).send(body);
};

/** The whole server as a Fastify instance: `main.ts` listens with it, tests drive it with `inject`. */
export async function buildApp({
  database,
  logger = false,
  trustProxy = false,
  clock = systemClock,
  mail,
  publicUrl,
  sms,
  mailFrom = 'Renovation back office <no-reply@localhost>',
  campaignCheckMs = 30_000,
  campaignLeaseMs,
  trashDays = 30,
  taskMailCheckMs = defaultTaskMailCheckMs,
  ...config
}: AppOptions) {
  // A path parameter may be as long as a search term, percent-encoded (up to 9 characters a character): the
  // router's own limit (100) refused terms the API allows with a bare "Bad Request".
  const routerOptions = { maxParamLength: listLimits.maxSearchLength * 9 };
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy,
    routerOptions,
    frameworkErrors,
    clientErrorHandler,
    logController: new RequestLineLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  // helmet itself rather than @fastify/helmet, which builds helmet again for every request: its CSP parsing
  // was 5 % of the server's time under load.
  app.addHook('onRequest', (request, reply, done) =>
    (request.protocol === 'https' ? httpsSecurityHeaders : httpSecurityHeaders)(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(compressionPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(openApiPlugin);
  const { db } = database;
  await app.register(authenticationPlugin, { db, notices: database.notices, clock, jwtSecret: config.jwtSecret, tokenTtlSeconds: config.tokenTtlSeconds });

  const uploadOwners = uploadOwnersOf(config.jwtSecret);
  const tokens = unsubscribeTokens(config.jwtSecret);
  const quoteTokens = quoteTokensOf(config.jwtSecret);
  const customerUrl = () => publicUrl ?? listeningUrl(app.server);
  const sender = campaignSender({
    db,
    clock,
    mail,
    sms,
    mailFrom,
    tokens,
    publicUrl: customerUrl,
    leaseMs: campaignLeaseMs,
    log: (error) => app.log.error({ error: error instanceof Error ? error.message : String(error) }, 'campaign delivery stopped'),
  });
  app.decorate('campaignSender', sender);
  app.addHook('onReady', () => sender.start(campaignCheckMs));
  app.addHook('onClose', () => sender.stop());
  const mailings = taskMailings({
    db,
    clock,
    mail,
    mailFrom,
    publicUrl: customerUrl,
    log: (error) => app.log.error({ error: error instanceof Error ? error.message : String(error) }, 'task reminders or digests stopped'),
  });
  app.decorate('taskMailings', mailings);
  app.addHook('onReady', () => mailings.start(taskMailCheckMs));
  app.addHook('onClose', () => mailings.stop());
  app.decorate('emptyTrash', () => emptyTrash(db, clock.now(), trashDays));
  /** Runs `work` now and every `everyMs` from when the server is ready until it closes; `what` names it in the log. */
  const whileOpen = (work: () => Promise<unknown>, everyMs: number, what: string) => {
    let stop = async () => {};
    app.addHook('onReady', async () => {
      stop = repeatInBackground(work, everyMs, (error) => app.log.error({ error: String(error) }, `${what} failed`));
    });
    app.addHook('onClose', () => stop());
  };
  whileOpen(app.emptyTrash, emptyTrashEveryMs, 'emptying the trash');
  whileOpen(() => foldCountShards(db), foldCountShardsEveryMs, 'folding the kept counts');

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, clock, uploadOwners, devices: knownDevices(config.jwtSecret) });
      await api.register(passwordResetRoutes, { db, clock, mail, mailFrom, publicUrl });
      await api.register(crmRoutes, { db, clock });
      await api.register(pmRoutes, { db });
      await api.register(projectFileRoutes, { db, clock, links: projectFileLinks(config.jwtSecret) });
      await api.register(noticeRoutes, { db, clock });
      await api.register(quoteRoutes, { db, clock, sending: { mail, mailFrom, sms, tokens: quoteTokens, publicUrl: customerUrl } });
      await api.register(systemRoutes, { db });
      await api.register(marketingRoutes, { db, notices: database.notices, clock });
      await api.register(campaignRoutes, { db, clock, mail, mailFrom, sms });
      await api.register(campaignDeliveryRoutes, { db, clock, sender });
      await api.register(unsubscribeRoutes, { db, clock, tokens });
      await api.register(smsInboundRoutes, { db, clock, smsProvider: config.smsProvider, publicUrl: customerUrl });
      for (const definition of registeredResources) await api.register(resourceRoutes, { db, clock, definition });
      await api.register(adminRoutes, { db, clock });
      await api.register(userRoutes, { db });
      await api.register(auditRoutes, { db });
      await api.register(trashRoutes, { db });
      await api.register(supportRoutes, { db });
      await api.register(settingsRoutes, { db, mail, mailFrom, sms });
      await api.register(storageRoutes, { db, clock, uploadOwners });
    },
    { prefix: '/api' },
  );
  await app.register(backupRoutes, { database, clock, jwtSecret: config.jwtSecret });
  await app.register(quotePublicRoutes, { db, clock, tokens: quoteTokens, mail, mailFrom, publicUrl: customerUrl });
  await app.register(clientAppPlugin, { clientDir: config.clientDir });
  return app;
}
