import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// Campaigns obey the customers' consent at the moment of sending (docs/marketing.md#consent). A server of its own,
// and the test that moves its clock by months comes last: it expires the implied consent of every customer before it.
let server: TestServer;
let peer: SmtpPeer;
let api: ReturnType<typeof pmFixtures>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@example.com>', publicUrl: 'https://office.example.com' });
  await server.setMailingAddress();
  api = pmFixtures(server, (await server.signIn(['employee'])).headers);
});
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

const day = 24 * 60 * 60_000;
let towns = 0;
/** A recipient group of the customers of a town no other test uses, and the town. */
async function townGroup() {
  const location = `Consentville ${++towns}`;
  const group = await api.created('/marketing/recipients', { name: `Customers of ${location}`, filter: { location: [location] } });
  return { group, location };
}
const customer = (location: string, email: string) => api.createCustomer({ location, email });
const createCampaign = (recipients: string[]) =>
  api.created('/marketing/campaigns', {
    sender: 'Harbour Renovations',
    title: 'Winter offer',
    content: '<p>Hello {{first_name}}.</p>',
    recipients_list: recipients,
  });

/** Records a consent event as staff would (the consent screens' route belongs to the customer page). */
const recordConsent = (customerId: string, kind: 'express' | 'withdrawn') =>
  server.database.pool.query(
    "INSERT INTO consent_events (_id, customer, channel, kind, method, occurred_at, created_at) VALUES (gen_random_uuid()::text, $1, 'email', $2, 'phone', $3, $3)",
    [customerId, kind, new Date(server.clock.now()).toISOString()],
  );

const messagesOf = async (campaignId: string) =>
  Object.fromEntries(
    (
      await server.database.pool.query<{ customer: string; status: string; error: string | null }>(
        'SELECT customer, status, error FROM campaign_messages WHERE campaign = $1',
        [campaignId],
      )
    ).rows.map((row) => [row.customer, { status: row.status, error: row.error }]),
  );
const consentEventsOf = async (customerId: string) =>
  (
    await server.database.pool.query<{ channel: string; kind: string; method: string }>(
      'SELECT channel, kind, method FROM consent_events WHERE customer = $1 ORDER BY created_at',
      [customerId],
    )
  ).rows;
const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0].address;

async function sendNow(campaign: ApiRecord) {
  expect((await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/send`)).status).toBe('sending');
  await server.app.campaignSender.wake();
  return api.succeeded('GET', `/marketing/campaigns/${campaign._id}`);
}

describe('unsubscribing records withdrawal', () => {
  /** Sends a campaign to one new customer and answers the customer and the path of their unsubscribe link. */
  async function mailedCustomer() {
    const { group, location } = await townGroup();
    const person = await api.createCustomer({ location, email: `reader${towns}@example.com`, notification_methods: ['email', 'sms'] });
    const before = peer.received.length;
    await sendNow(await createCampaign([group._id]));
    const [mail] = (await peer.messages(before + 1)).slice(before);
    const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.replace(/\r?\n\s+/g, ' ');
    const link = new URL(/<(https:[^>]+)>/.exec(header)![1]);
    return { person, group, url: `${link.pathname}${link.search}` };
  }
  const setChannels = async (id: string, notification_methods: string[]) => {
    const { updated_at } = await api.succeeded('GET', `/crm/customers/${id}`);
    await api.succeeded('PUT', '/crm/customers', { _id: id, updated_at, notification_methods });
  };
  const post = (url: string, payload: string) =>
    server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

  test('the one-click request records a withdrawn e-mail consent once, and the next campaign skips the customer', async () => {
    const { person, group, url } = await mailedCustomer();
    expect((await post(url, 'List-Unsubscribe=One-Click')).body).toContain('You are unsubscribed');
    expect(await consentEventsOf(person._id)).toEqual([{ channel: 'email', kind: 'withdrawn', method: 'one_click_unsubscribe' }]);
    expect((await post(url, 'List-Unsubscribe=One-Click')).body).toContain('already unsubscribed');
    expect(await consentEventsOf(person._id)).toHaveLength(1);

    const next = await createCampaign([group._id]);
    await sendNow(next);
    expect(await messagesOf(next._id)).toEqual({ [person._id]: { status: 'skipped', error: 'refuses_email' } });
  });

  test("the page's button records it as by the link; a customer who had only dropped e-mail as a channel is still withdrawn", async () => {
    const { person, group, url } = await mailedCustomer();
    // Staff removed e-mail from the preferred channels: consent still held, so the link withdraws it.
    await setChannels(person._id, ['sms']);
    const page = await server.app.inject({ method: 'GET', url });
    expect(page.body).toContain('<form method="post">');
    expect((await post(url, '')).body).toContain('You are unsubscribed');
    expect(await consentEventsOf(person._id)).toEqual([{ channel: 'email', kind: 'withdrawn', method: 'unsubscribe_link' }]);
    // Back as a preferred channel, the withdrawn consent still keeps the customer out.
    await setChannels(person._id, ['email']);
    const next = await createCampaign([group._id]);
    await sendNow(next);
    expect(await messagesOf(next._id)).toEqual({ [person._id]: { status: 'skipped', error: 'consent_withdrawn' } });
  });
});

describe('consent at the moment of sending', () => {
  test('withdrawn customers are skipped with the reason when the messages are written', async () => {
    const { group, location } = await townGroup();
    const willing = await customer(location, 'willing@example.com');
    const unwilling = await customer(location, 'unwilling@example.com');
    await recordConsent(unwilling._id, 'withdrawn');
    const before = peer.received.length;
    const campaign = await createCampaign([group._id]);
    expect((await sendNow(campaign)).status).toBe('sent');
    expect((await peer.messages(before + 1)).slice(before).map(recipientOf)).toEqual(['willing@example.com']);
    expect(await messagesOf(campaign._id)).toEqual({
      [willing._id]: { status: 'sent', error: null },
      [unwilling._id]: { status: 'skipped', error: 'consent_withdrawn' },
    });
  });

  test('a message written while consent held is skipped, not sent, when consent was withdrawn before it went', async () => {
    const { group, location } = await townGroup();
    const person = await customer(location, 'changed.mind@example.com');
    const campaign = await createCampaign([group._id]);
    // Written by a sender that then waited: queued while consent held.
    await server.database.pool.query("UPDATE campaigns SET status = 'sending' WHERE _id = $1", [campaign._id]);
    await server.database.pool.query(
      "INSERT INTO campaign_messages (campaign, customer, channel, address, status) VALUES ($1, $2, 'email', 'changed.mind@example.com', 'queued')",
      [campaign._id, person._id],
    );
    await recordConsent(person._id, 'withdrawn');
    const before = peer.received.length;
    await server.app.campaignSender.runOnce();
    expect(await messagesOf(campaign._id)).toEqual({ [person._id]: { status: 'skipped', error: 'consent_withdrawn' } });
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('sent');
    expect(peer.received.length).toBe(before);
  });

  test('a campaign scheduled before an implied consent expires and due after leaves that customer out; express consent still gets it', async () => {
    const { group, location } = await townGroup();
    const implied = await customer(location, 'implied@example.com');
    const express = await customer(location, 'express@example.com');
    await recordConsent(express._id, 'express');
    const campaign = await createCampaign([group._id]);
    // An inquiry's implied consent lasts until the end of the day 6 months after the customer's creation.
    const due = server.clock.now() + 6 * 31 * day + 2 * day;
    expect((await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: new Date(due).toISOString() })).status).toBe('scheduled');

    server.clock.advance(due - server.clock.now() + 60_000);
    const before = peer.received.length;
    await server.app.campaignSender.runOnce();
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('sent');
    expect((await peer.messages(before + 1)).slice(before).map(recipientOf)).toEqual(['express@example.com']);
    expect(await messagesOf(campaign._id)).toEqual({
      [implied._id]: { status: 'skipped', error: 'consent_expired' },
      [express._id]: { status: 'sent', error: null },
    });
  });
});
