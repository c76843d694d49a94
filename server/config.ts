import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { passwordSchema, usernameSchema } from '../domain/auth.js';
import { logFormats, type LogFormat } from './logging.js';
import type { SmsProviderConfig } from './messaging/smsTransport.js';

export interface AppConfig {
  port: number;
  host: string;
  /** The embedded database's folder, and where uploads and the generated JWT secret are kept. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Embedded database in memory, nothing on disk: for tests. */
  inMemory?: boolean;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminUsername: string;
  adminPassword?: string;
  /** Sample data on an empty database. */
  demo: boolean;
  /** The built client; not served when absent. */
  clientDir?: string;
  logLevel: string;
  logFormat: LogFormat;
  bodyLimitBytes: number;
  /** Where e-mail is handed over (`smtp://user:pass@host:587`); without it nothing is e-mailed. */
  smtpUrl?: string;
  /** The sender of the product's own e-mail (password reset). */
  mailFrom?: string;
  /** The address people reach the product at, for links in e-mails. */
  publicUrl?: string;
  /** Where campaign SMS go (SMS_PROVIDER, SMS_URL, SMS_TOKEN…); without it no SMS is sent. */
  smsProvider?: SmsProviderConfig;
  /**
   * Whom to believe about the client's address and protocol (`X-Forwarded-For`, `-Proto`): Fastify's
   * `trustProxy`. Off unless configured: believed from anyone, the header chooses the address the sign-in
   * throttle counts by.
   */
  trustProxy: boolean | string;
  /** How often the campaign sender looks for due scheduled campaigns and for messages a stopped server left. */
  campaignCheckMs: number;
  /** How long a message may stay claimed (`sending`) before its fate counts as unknown: a server stopped sending it. */
  campaignLeaseMs: number;
  /** How many days deleted records stay in the trash before they are gone for good. */
  trashDays: number;
  /** How often the server looks whether deadline reminders and overdue digests are due. */
  taskMailCheckMs: number;
  /** Where the server writes the day's backup (docs/server.md#backups). */
  backupDir: string;
  /** How many daily backups are kept. */
  backupKeep: number;
}

// Each check's message completes "<VARIABLE> must be …", so a refusal names the variable and what it takes.
const wholeNumber = (mustBe: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, mustBe)
    .transform(Number)
    .refine((value) => value >= min && value <= max, mustBe);
const accepted = (schema: z.ZodType<string>, mustBe: string) => z.string().refine((value) => schema.safeParse(value).success, mustBe);

/** A proxy `TRUST_PROXY` names, as Fastify (proxy-addr) reads it: an address, a network, or a named range. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);
const trustProxyMustBe = 'true, false, or the proxies\' addresses and networks separated by commas (127.0.0.1,10.0.0.0/8)';

/** The environment variables of the README's table (and LOG_LEVEL, LOG_FORMAT, CLIENT_DIR); an empty one counts as unset. */
const environmentSchema = z.object({
  PORT: wholeNumber('a port number from 0 to 65535', 0, 65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// address').optional(),
  ADMIN_USERNAME: accepted(usernameSchema, '3 to 50 letters, digits, dots, dashes or underscores').default('admin'),
  ADMIN_PASSWORD: accepted(passwordSchema, '8 to 128 characters').optional(),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: wholeNumber('a whole number of seconds above 0', 1, Number.MAX_SAFE_INTEGER).default(12 * 3600),
  DEMO: z.enum(['0', '1'], '1 or 0').default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'one of fatal, error, warn, info, debug, trace, silent').default('info'),
  LOG_FORMAT: z.enum(logFormats, 'pretty or json').optional(),
  CLIENT_DIR: z.string().default('dist'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]/, 'an smtp:// or smtps:// address').optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  SMS_URL: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  SMS_TOKEN: z.string().optional(),
  CAMPAIGN_CHECK_SECONDS: wholeNumber('a whole number of seconds above 0', 1, 24 * 3600).default(30),
  CAMPAIGN_LEASE_SECONDS: wholeNumber('a whole number of seconds above 0', 1, 7 * 24 * 3600).default(10 * 60),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: wholeNumber('a whole number of backups from 1 to 3650', 1, 3650).default(7),
  SMS_PROVIDER: z.enum(['http', 'twilio'], 'http (JSON to SMS_URL) or twilio').default('http'),
  TRASH_DAYS: wholeNumber('a whole number of days from 1 to 3650', 1, 3650).default(30),
  TASK_MAIL_CHECK_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(300),
  SMS_ACCOUNT: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio Account SID: AC and 32 hexadecimal digits').optional(),
  SMS_SERVICE: z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'a Twilio Messaging Service SID: MG and 32 hexadecimal digits').optional(),
  SMS_COUNTRY_CODE: z.string().regex(/^[1-9]\d{0,2}$/, 'a country calling code of 1 to 3 digits, without +').default('1'),
  TRUST_PROXY: z
    .string()
    .refine((value) => /^(true|false)$/.test(value) || value.split(',').every((proxy) => proxyAddress.safeParse(proxy.trim()).success), trustProxyMustBe)
    .transform((value): AppConfig['trustProxy'] => (value === 'true' ? true : value === 'false' ? false : value))
    .default(false),
}).superRefine((variables, context) => {
  // Twilio is reached at its own address, but only with the account's SID and auth token.
  if (variables.SMS_PROVIDER !== 'twilio') return;
  if (!variables.SMS_ACCOUNT) context.addIssue({ code: 'custom', path: ['SMS_ACCOUNT'], message: 'set to your Twilio Account SID (AC…) when SMS_PROVIDER is twilio' });
  if (!variables.SMS_TOKEN) context.addIssue({ code: 'custom', path: ['SMS_TOKEN'], message: "set to your Twilio account's auth token when SMS_PROVIDER is twilio" });
});

type Environment = z.infer<typeof environmentSchema>;

/** The SMS provider the variables describe; none when SMS_URL is unset for the generic one. */
function smsProviderOf(variables: Environment): SmsProviderConfig | undefined {
  if (variables.SMS_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      url: variables.SMS_URL ?? 'https://api.twilio.com',
      // Both checked above.
      accountSid: variables.SMS_ACCOUNT!,
      authToken: variables.SMS_TOKEN!,
      messagingServiceSid: variables.SMS_SERVICE,
      countryCode: variables.SMS_COUNTRY_CODE,
    };
  }
  return variables.SMS_URL ? { provider: 'http', url: variables.SMS_URL, token: variables.SMS_TOKEN } : undefined;
}

const readSecret = (dataDir: string) => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** The server's settings, read once from the environment; a wrong value stops the start with a sentence saying which. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues
        .map(({ path, message }) => {
          const name = String(path[0]);
          // Secrets, and addresses that may hold a password, are never repeated back.
          const shown = /PASSWORD|SECRET|SMS_TOKEN|DATABASE_URL|SMTP_URL|SMS_URL/.test(name) || env[name] === undefined ? '' : `, not '${env[name]}'`;
          return `${name} must be ${message}${shown}.`;
        })
        .join('\n'),
    );
  }
  const variables = parsed.data;
  const dataDir = resolve(variables.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: variables.PORT,
    host: variables.HOST,
    dataDir,
    databaseUrl: variables.DATABASE_URL,
    jwtSecret: variables.JWT_SECRET ?? readSecret(dataDir),
    tokenTtlSeconds: variables.TOKEN_TTL_SECONDS,
    adminUsername: variables.ADMIN_USERNAME,
    adminPassword: variables.ADMIN_PASSWORD,
    demo: variables.DEMO === '1',
    clientDir: resolve(variables.CLIENT_DIR),
    logLevel: variables.LOG_LEVEL,
    // Readable lines for a person at a terminal; JSON for a service manager or a log collector.
    logFormat: variables.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    bodyLimitBytes: 1024 * 1024,
    smtpUrl: variables.SMTP_URL,
    mailFrom: variables.MAIL_FROM,
    publicUrl: variables.PUBLIC_URL,
    smsProvider: smsProviderOf(variables),
    trustProxy: variables.TRUST_PROXY,
    campaignCheckMs: variables.CAMPAIGN_CHECK_SECONDS * 1000,
    campaignLeaseMs: variables.CAMPAIGN_LEASE_SECONDS * 1000,
    trashDays: variables.TRASH_DAYS,
    taskMailCheckMs: variables.TASK_MAIL_CHECK_SECONDS * 1000,
    backupDir: resolve(variables.BACKUP_DIR ?? join(dataDir, 'backups')),
    backupKeep: variables.BACKUP_KEEP,
  };
}
