import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/client.js';
import { smtpMailTransport, type MailTransport } from '../../server/messaging/mailTransport.js';
import { copyMigratedDataDir } from '../support/migratedDatabase.js';
import { killServerProcesses, startServerProcess } from '../support/serverProcess.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures } from './pmFixtures.js';
import { createTestDatabase, startTestServer, testMailingAddress } from './testServer.js';

// Delivery across servers: two sharing one PostgreSQL, and one killed mid-send and started again.

const campaignBody = (group: string) => ({
  sender: 'Harbour Renovations',
  title: 'Winter roofing offer',
  content: '<p>Hello {{first_name}}, our winter offer is here.</p>',
  recipients_list: [group],
});

const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0].address ?? '';
/** How many e-mails the peer received for each address. */
const receivedPerAddress = (mails: ParsedMail[]) => {
  const counts = new Map<string, number>();
  for (const mail of mails) counts.set(recipientOf(mail), (counts.get(recipientOf(mail)) ?? 0) + 1);
  return counts;
};

/** Waits until `read` answers something `done` accepts, reading again every 50 ms; fails with the last answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let peer: SmtpPeer;
beforeAll(async () => {
  // A busy SMTP server: each message takes 20 ms before it is accepted, so a kill lands while some are in flight.
  peer = await startSmtpPeer({ acceptAfterMs: 20 });
});
afterAll(async () => {
  await killServerProcesses();
  await peer?.close();
});

describe('two servers on one PostgreSQL', () => {
  /** The real transport to the peer, counting the messages it handed over. */
  const counting = (transport: MailTransport) => {
    const counted = { ...transport, handedOver: 0 };
    counted.send = async (message) => {
      await transport.send(message);
      counted.handedOver++;
    };
    return counted;
  };

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'send a due campaign of 2 000 recipients with their schedulers: each address gets it once, and both servers send part (PostgreSQL only: set TEST_DATABASE_URL; the embedded database serves one server)',
    async () => {
      const before = peer.received.length;
      const firstMail = counting(smtpMailTransport(peer.url));
      const secondMail = counting(smtpMailTransport(peer.url));
      const first = await startTestServer({ mail: firstMail, mailFrom: 'Office <office@example.com>', campaignCheckMs: 50 });
      await first.setMailingAddress();
      // Its own connections to the same database, the same clock (the one the test moves), its own scheduler.
      const secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
      const second = await buildApp({
        database: secondDatabase,
        clock: first.clock,
        mail: secondMail,
        mailFrom: 'Office <office@example.com>',
        campaignCheckMs: 50,
        jwtSecret: 'another-secret-'.padEnd(48, 'y'),
        tokenTtlSeconds: 3600,
        bodyLimitBytes: 1024 * 1024,
      });
      try {
        await second.ready();
        await first.database.pool.query(
          `INSERT INTO customers (_id, name, phone, email, location)
           SELECT lpad(to_hex(i), 24, '0'), 'Reader ' || i, '41655' || lpad(i::text, 5, '0'), 'reader' || i || '@example.com', 'Shared town'
           FROM generate_series(1, 2000) AS i`,
        );
        const api = pmFixtures(first, (await first.signIn(['employee'])).headers);
        const group = await api.created('/marketing/recipients', { name: 'Shared town', filter: { location: ['Shared town'] } });
        const campaign = await api.created('/marketing/campaigns', campaignBody(group._id));
        const moment = new Date(first.clock.now() + 60_000).toISOString();
        expect((await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: moment })).status).toBe('scheduled');

        first.clock.advance(120_000);
        const readCampaign = () => api.succeeded('GET', `/marketing/campaigns/${campaign._id}`);
        await eventually(readCampaign, (read) => read.status === 'sent', 90_000);

        const mails = (await peer.messages(before + 2000, 10_000)).slice(before);
        const perAddress = receivedPerAddress(mails);
        expect(perAddress.size).toBe(2000);
        expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
        expect(await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/delivery`)).toEqual({ channels: [{ channel: 'email', counts: { sent: 2000 } }] });
        expect(firstMail.handedOver + secondMail.handedOver).toBe(2000);
        expect(firstMail.handedOver).toBeGreaterThan(0);
        expect(secondMail.handedOver).toBeGreaterThan(0);
        // Another pass of each finds nothing more to send.
        await Promise.all([first.app.campaignSender.runOnce(), second.campaignSender.runOnce()]);
        expect(peer.received.length).toBe(before + 2000);
      } finally {
        await second.close();
        await secondDatabase.close();
        await first.close();
        firstMail.close();
        secondMail.close();
      }
    },
    120_000,
  );
});

describe('a server killed mid-send', () => {
  test(`and started again on the same database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded'}) sends the rest; the messages in flight are unknown, nobody gets the campaign twice`, async () => {
    const database = await createTestDatabase();
    const dataDir = database ? mkdtempSync(join(tmpdir(), 'killed-sender-')) : copyMigratedDataDir();
    const password = 'killed sender password';
    // A lease of a second, looked for every second: the restarted server settles the dead one's claims quickly.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_PASSWORD: password,
      SMTP_URL: peer.url,
      MAIL_FROM: 'Office <office@example.com>',
      CAMPAIGN_CHECK_SECONDS: '1',
      CAMPAIGN_LEASE_SECONDS: '1',
    };
    try {
      const server = await startServerProcess(env);
      expect(server.url, server.output()).toBeDefined();
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      let url = server.url!;
      const call = async <Answer = Record<string, unknown> & { _id: string }>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
        const response = await fetch(`${url}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, ...(body && { 'content-type': 'application/json' }) },
          body: body && JSON.stringify(body),
        });
        expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
        return (await response.json()) as Answer;
      };

      const settings = await call('GET', '/system/settings');
      await call('PUT', '/system/settings', { ...settings, company_address: testMailingAddress });

      const recipients = 150;
      const addresses = Array.from({ length: recipients }, (_, i) => `killed${i}@example.com`);
      for (let start = 0; start < recipients; start += 10) {
        await Promise.all(
          addresses
            .slice(start, start + 10)
            .map((email, i) => call('POST', '/crm/customers', { name: `Reader ${start + i}`, phone: `41677${String(start + i).padStart(5, '0')}`, email, location: 'Killtown' })),
        );
      }
      const group = await call('POST', '/marketing/recipients', { name: 'Killtown', filter: { location: ['Killtown'] } });
      const campaign = await call('POST', '/marketing/campaigns', campaignBody(group._id));
      const before = peer.received.length;
      expect((await call('POST', `/marketing/campaigns/${campaign._id}/send`)).status).toBe('sending');

      await peer.messages(before + 10, 20_000);
      server.child.kill('SIGKILL');
      await server.exited;
      const receivedAtKill = peer.received.length - before;

      const restarted = await startServerProcess(env);
      expect(restarted.url, restarted.output()).toBeDefined();
      url = restarted.url!;
      await eventually(
        () => call('GET', `/marketing/campaigns/${campaign._id}`),
        (read) => read.status === 'sent',
        30_000,
      );

      const delivery = await call<{ channels: { channel: string; counts: Record<string, number> }[] }>('GET', `/marketing/campaigns/${campaign._id}/delivery`);
      expect(delivery.channels.map((channel) => channel.channel)).toEqual(['email']);
      const { sent = 0, unknown = 0, ...others } = delivery.channels[0].counts;
      // Nothing waits or is being sent; the dead server's claimed batch (50 at a time) is unknown.
      expect(others).toEqual({});
      expect(sent + unknown).toBe(recipients);
      expect(unknown).toBeGreaterThan(0);
      expect(unknown).toBeLessThanOrEqual(50);

      const listed = await call<{ messages: { address: string; status: string; error: string | null }[] }>('POST', '/marketing/messages/query', {
        filters: { campaign: campaign._id },
        pagination: { current: 1, pageSize: 1000 },
      });
      const unknownAddresses = new Set(listed.messages.filter((message) => message.status === 'unknown').map((message) => message.address));
      const sentAddresses = new Set(listed.messages.filter((message) => message.status === 'sent').map((message) => message.address));
      expect(unknownAddresses.size).toBe(unknown);
      expect(listed.messages.filter((message) => message.status === 'unknown').every((message) => message.error === 'server_stopped')).toBe(true);

      await peer.messages(before + sent, 5_000);
      const perAddress = receivedPerAddress(peer.received.slice(before));
      expect([...perAddress].filter(([, count]) => count > 1)).toEqual([]);
      // Every message recorded sent arrived; what arrived unrecorded was in flight at the kill, and is unknown.
      expect([...sentAddresses].filter((address) => !perAddress.has(address))).toEqual([]);
      expect([...perAddress.keys()].filter((address) => !sentAddresses.has(address) && !unknownAddresses.has(address))).toEqual([]);
      expect(receivedAtKill).toBeLessThan(recipients);
      expect(perAddress.size).toBeGreaterThan(receivedAtKill);
    } finally {
      await killServerProcesses();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // Two starts take most of it: room for a loaded machine.
});
