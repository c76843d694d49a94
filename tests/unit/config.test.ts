import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('loadConfig', () => {
  test('the README defaults when nothing is set, an empty variable counting as unset', () => {
    const config = load({ PORT: '', DATABASE_URL: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      tokenTtlSeconds: 43200,
      adminUsername: 'admin',
      demo: false,
      logLevel: 'info',
      trustProxy: false,
      campaignCheckMs: 30_000,
      campaignLeaseMs: 600_000,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    // The generated secret is kept in the data folder, so the next start signs with the same one.
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(load({}).jwtSecret).toBe(config.jwtSecret);
  });

  test('reads every variable of the README', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres:///office?host=/var/run/postgresql',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a long password',
      JWT_SECRET: 'x'.repeat(40),
      TOKEN_TTL_SECONDS: '600',
      DEMO: '1',
      SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
      MAIL_FROM: 'Office <office@example.com>',
      PUBLIC_URL: 'https://office.example.com',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      CAMPAIGN_CHECK_SECONDS: '5',
      CAMPAIGN_LEASE_SECONDS: '120',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres:///office?host=/var/run/postgresql',
      adminUsername: 'owner',
      adminPassword: 'a long password',
      jwtSecret: 'x'.repeat(40),
      tokenTtlSeconds: 600,
      demo: true,
      smtpUrl: 'smtp://mailer:secret@mail.example.com:587',
      mailFrom: 'Office <office@example.com>',
      publicUrl: 'https://office.example.com',
      trustProxy: '127.0.0.1, 10.0.0.0/8',
      campaignCheckMs: 5000,
      campaignLeaseMs: 120_000,
    });
  });

  test('SMS goes through SMS_URL as JSON, or through Twilio at its own address with the account SID and auth token', () => {
    expect(load({}).smsProvider).toBeUndefined();
    expect(load({ SMS_URL: 'https://sms.example.com/send', SMS_TOKEN: 't1' }).smsProvider).toEqual({
      provider: 'http',
      url: 'https://sms.example.com/send',
      token: 't1',
    });
    const sid = `AC${'0a'.repeat(16)}`;
    expect(load({ SMS_PROVIDER: 'twilio', SMS_ACCOUNT: sid, SMS_TOKEN: 'auth-token' }).smsProvider).toEqual({
      provider: 'twilio',
      url: 'https://api.twilio.com',
      accountSid: sid,
      authToken: 'auth-token',
      messagingServiceSid: undefined,
      countryCode: '1',
    });
    expect(
      load({ SMS_PROVIDER: 'twilio', SMS_ACCOUNT: sid, SMS_TOKEN: 'auth-token', SMS_SERVICE: `MG${'1b'.repeat(16)}`, SMS_COUNTRY_CODE: '86' }).smsProvider,
    ).toMatchObject({ messagingServiceSid: `MG${'1b'.repeat(16)}`, countryCode: '86' });
  });

  test('TRUST_PROXY takes true or false as well as addresses', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  test.each([
    [{ TOKEN_TTL_SECONDS: 'abc' }, "TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not 'abc'."],
    [{ TOKEN_TTL_SECONDS: '-60' }, "TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not '-60'."],
    [{ TOKEN_TTL_SECONDS: '0' }, "TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not '0'."],
    [{ CAMPAIGN_LEASE_SECONDS: '0' }, "CAMPAIGN_LEASE_SECONDS must be a whole number of seconds above 0, not '0'."],
    [{ CAMPAIGN_CHECK_SECONDS: '1.5' }, "CAMPAIGN_CHECK_SECONDS must be a whole number of seconds above 0, not '1.5'."],
    [{ PORT: 'x' }, "PORT must be a port number from 0 to 65535, not 'x'."],
    [{ PORT: '70000' }, "PORT must be a port number from 0 to 65535, not '70000'."],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a postgres:// address.'],
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL must be an smtp:// or smtps:// address.'],
    [{ PUBLIC_URL: 'office.example.com' }, "PUBLIC_URL must be an http:// or https:// address, not 'office.example.com'."],
    [{ ADMIN_USERNAME: 'a b' }, "ADMIN_USERNAME must be 3 to 50 letters, digits, dots, dashes or underscores, not 'a b'."],
    [{ DEMO: 'yes' }, "DEMO must be 1 or 0, not 'yes'."],
    [{ SMS_PROVIDER: 'nexmo' }, "SMS_PROVIDER must be http (JSON to SMS_URL) or twilio, not 'nexmo'."],
    [{ SMS_PROVIDER: 'twilio', SMS_TOKEN: 'auth-token' }, 'SMS_ACCOUNT must be set to your Twilio Account SID (AC…) when SMS_PROVIDER is twilio.'],
    [{ SMS_PROVIDER: 'twilio', SMS_ACCOUNT: `AC${'0'.repeat(32)}` }, "SMS_TOKEN must be set to your Twilio account's auth token when SMS_PROVIDER is twilio."],
    [{ SMS_ACCOUNT: 'AC123' }, "SMS_ACCOUNT must be a Twilio Account SID: AC and 32 hexadecimal digits, not 'AC123'."],
    [
      { TRUST_PROXY: 'yes' },
      "TRUST_PROXY must be true, false, or the proxies' addresses and networks separated by commas (127.0.0.1,10.0.0.0/8), not 'yes'.",
    ],
  ])('refuses %o with a sentence naming the variable', (env, sentence) => {
    expect(() => load(env)).toThrow(sentence);
  });

  test('says what a secret must be without repeating it', () => {
    expect(() => load({ ADMIN_PASSWORD: 'short', JWT_SECRET: 'tiny' })).toThrow(
      new Error('ADMIN_PASSWORD must be 8 to 128 characters.\nJWT_SECRET must be at least 32 characters.'),
    );
  });
});
