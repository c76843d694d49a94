import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { campaignTemplates } from '../../domain/enums.js';
import { buildApp } from '../../server/app.js';
import { smtpMailTransport, type MailTransport } from '../../server/messaging/mailTransport.js';
import { httpSmsTransport, twilioSmsTransport } from '../../server/messaging/smsTransport.js';
import { startSmsProvider, unreachableUrl } from '../support/smsProvider.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, testMailingAddress, type TestServer } from './testServer.js';

let server: TestServer;
let peer: SmtpPeer;
let api: ReturnType<typeof pmFixtures>;
/** A port nothing listens on: an SMTP server that is down. */
let downTransport: MailTransport;
/** The transport the server sends through; a test switches it to the down one and back. */
let current: MailTransport;
const switchable: MailTransport = { host: '127.0.0.1', send: (message) => current.send(message), close: () => {} };

beforeAll(async () => {
  peer = await startSmtpPeer();
  current = peer.transport;
  const stopped = await startSmtpPeer();
  downTransport = smtpMailTransport(stopped.url);
  await stopped.close();
  server = await startTestServer({ mail: switchable, mailFrom: 'Office <office@example.com>', publicUrl: 'https://office.example.com' });
  await server.setMailingAddress();
  api = pmFixtures(server, (await server.signIn(['employee'])).headers);
});
afterAll(async () => {
  await server?.close();
  downTransport?.close();
  await peer?.close();
});

let towns = 0;
/** A recipient group of the customers of a town no other test uses, and the town. */
async function townGroup(filter: object = {}) {
  const location = `Testville ${++towns}`;
  const group = await api.created('/marketing/recipients', { name: `Customers of ${location}`, filter: { location: [location], ...filter } });
  return { group, location };
}
const customer = (location: string, fields: object) => api.createCustomer({ location, ...fields });

const campaignBody = (recipients: string[], fields: object = {}) => ({
  sender: 'Harbour Renovations',
  title: 'Spring kitchen offer',
  content: '<p>Hello {{first_name}}, our spring offer is here.</p>',
  recipients_list: recipients,
  ...fields,
});
const createCampaign = (recipients: string[], fields: object = {}) => api.created('/marketing/campaigns', campaignBody(recipients, fields));

/** Sends the campaign now and waits until the server's sender has nothing left to do. */
async function sendNow(campaign: ApiRecord) {
  const answer = await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/send`);
  expect(answer.status).toBe('sending');
  await server.app.campaignSender.wake();
  return api.succeeded('GET', `/marketing/campaigns/${campaign._id}`);
}

interface MessageRow {
  customer: string;
  channel: string;
  address: string | null;
  status: string;
  error: string | null;
  attempts: number;
}
const messagesOf = async (campaignId: string) =>
  (
    await server.database.pool.query<MessageRow>(
      'SELECT customer, channel, address, status, error, attempts FROM campaign_messages WHERE campaign = $1 ORDER BY customer, channel',
      [campaignId],
    )
  ).rows;

/** The mails the peer received after the first `before`, once `count` more have come. */
const newMail = async (before: number, count: number): Promise<ParsedMail[]> => (await peer.messages(before + count)).slice(before);
const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0].address;
/** A header as sent, unfolded. */
const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');

describe('sending a campaign now', () => {
  test('e-mails exactly the active customers who accept e-mail and have an address, once each, in the template with their names', async () => {
    const { group, location } = await townGroup();
    const chinese = await api.created('/marketing/recipients', { name: 'Chinese speakers', filter: { location: [location], locale: ['zh-CN'] } });
    const ann = await customer(location, { name: 'Ann', email: 'ann@example.com' });
    const mei = await customer(location, { name: '美', last_name: '王', email: 'mei@example.com', locale: 'zh-CN' });
    const noEmail = await customer(location, { name: 'Bo' });
    const inactive = await customer(location, { name: 'Cy', email: 'cy@example.com', active: false });
    const smsOnly = await customer(location, { name: 'Di', email: 'di@example.com', notification_methods: ['sms'] });
    const before = peer.received.length;

    const campaign = await createCampaign([group._id, chinese._id], { template: 'template2' });
    expect((await sendNow(campaign)).status).toBe('sent');

    const mails = await newMail(before, 2);
    expect(mails.map(recipientOf).sort()).toEqual(['ann@example.com', 'mei@example.com']);
    const annMail = mails.find((mail) => recipientOf(mail) === 'ann@example.com')!;
    expect(annMail.subject).toBe('Spring kitchen offer');
    expect(annMail.from?.value[0]).toEqual({ name: 'Harbour Renovations', address: 'office@example.com' });
    expect(annMail.html).toContain('Hello Ann, our spring offer is here.');
    expect(annMail.html).toContain('Georgia,serif');
    expect(annMail.text).toContain('Hello Ann, our spring offer is here.');
    expect(mails.find((mail) => recipientOf(mail) === 'mei@example.com')!.html).toContain('Hello 美,');
    expect(headerLine(annMail, 'list-unsubscribe')).toMatch(/^List-Unsubscribe: <https:\/\/office\.example\.com\/api\/public\/unsubscribe\?token=[^>]+>$/);
    expect(headerLine(annMail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const rows = await messagesOf(campaign._id);
    const byCustomer = Object.fromEntries(rows.map((row) => [row.customer, row]));
    expect(rows).toHaveLength(5);
    expect(byCustomer[ann._id]).toMatchObject({ channel: 'email', address: 'ann@example.com', status: 'sent', attempts: 1, error: null });
    expect(byCustomer[mei._id]).toMatchObject({ status: 'sent' });
    expect(byCustomer[noEmail._id]).toMatchObject({ status: 'skipped', error: 'no_email_address', address: null });
    expect(byCustomer[inactive._id]).toMatchObject({ status: 'skipped', error: 'inactive' });
    expect(byCustomer[smsOnly._id]).toMatchObject({ status: 'skipped', error: 'refuses_email' });

    const delivery = await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/delivery`);
    expect(delivery).toEqual({ channels: [{ channel: 'email', counts: { sent: 2, skipped: 3 } }] });
    // Nothing more arrives: each recipient got one e-mail.
    await server.app.campaignSender.runOnce();
    expect(peer.received.length).toBe(before + 2);
  });

  test('a campaign already sent, or without recipients, is refused and sends nothing', async () => {
    const { group, location } = await townGroup();
    await customer(location, { email: 'once@example.com' });
    const campaign = await createCampaign([group._id]);
    await sendNow(campaign);
    const again = await api.api('POST', `/marketing/campaigns/${campaign._id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CAMPAIGN_STATUS_CHANGE', error: 'This campaign is sent: it cannot become being sent.' });

    const empty = await createCampaign([]);
    const refused = await api.api('POST', `/marketing/campaigns/${empty._id}/send`);
    expect(refused.statusCode).toBe(400);
    expect((await api.succeeded('GET', `/marketing/campaigns/${empty._id}`)).status).toBe('draft');
    expect(await messagesOf(empty._id)).toEqual([]);
  });

  test('a refusal for now is tried again until the SMTP server accepts; a permanent refusal fails the message only', async () => {
    const { group, location } = await townGroup();
    const patient = await customer(location, { name: 'Pat', email: 'pat@example.com' });
    const before = peer.received.length;
    peer.refuse(451, 451);
    const campaign = await createCampaign([group._id]);
    expect((await sendNow(campaign)).status).toBe('sent');
    expect((await newMail(before, 1)).map(recipientOf)).toEqual(['pat@example.com']);
    expect(await messagesOf(campaign._id)).toEqual([expect.objectContaining({ customer: patient._id, status: 'sent', attempts: 3 })]);

    const refusedTown = await townGroup();
    await customer(refusedTown.location, { email: 'gone@example.com' });
    peer.refuse(550);
    const refusedCampaign = await createCampaign([refusedTown.group._id]);
    expect((await sendNow(refusedCampaign)).status).toBe('sent');
    expect(await messagesOf(refusedCampaign._id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, error: expect.stringContaining('550') })]);
  });

  test('an SMTP server that is down interrupts the campaign; sending it again once it is up resumes it, nobody twice', async () => {
    const { group, location } = await townGroup();
    await customer(location, { email: 'first@example.com' });
    await customer(location, { email: 'second@example.com' });
    const before = peer.received.length;
    current = downTransport;
    const campaign = await createCampaign([group._id]);
    try {
      expect((await sendNow(campaign)).status).toBe('interrupted');
    } finally {
      current = peer.transport;
    }
    expect((await messagesOf(campaign._id)).map((row) => row.status)).toEqual(['queued', 'queued']);
    expect(peer.received.length).toBe(before);

    expect((await sendNow(campaign)).status).toBe('sent');
    expect((await newMail(before, 2)).map(recipientOf).sort()).toEqual(['first@example.com', 'second@example.com']);
    expect((await messagesOf(campaign._id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  test("a customer's messages are deleted with the customer, a campaign's with the campaign", async () => {
    const { group, location } = await townGroup();
    const kept = await customer(location, { email: 'kept@example.com' });
    const removed = await customer(location, { email: 'removed@example.com' });
    const campaign = await createCampaign([group._id]);
    await sendNow(campaign);
    const other = await createCampaign([group._id]);
    await sendNow(other);

    await server.database.pool.query('DELETE FROM customers WHERE _id = $1', [removed._id]);
    expect((await messagesOf(campaign._id)).map((row) => row.customer)).toEqual([kept._id]);
    await server.database.pool.query('DELETE FROM campaigns WHERE _id = $1', [campaign._id]);
    expect(await messagesOf(campaign._id)).toEqual([]);
    expect((await messagesOf(other._id)).map((row) => row.customer)).toEqual([kept._id]);
  });
});

describe('the messages list', () => {
  test("lists every campaign's messages with the list protocol, filtered by campaign, channel and status", async () => {
    const { group, location } = await townGroup();
    const ann = await customer(location, { name: 'Ann', last_name: 'Lee', email: 'lee@example.com' });
    await customer(location, { name: 'Bo' });
    const campaign = await createCampaign([group._id], { title: 'Listed offer' });
    await sendNow(campaign);

    const page = await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: campaign._id }, pagination: { current: 1, pageSize: 1 } });
    expect(page.meta).toEqual({ total: 2, current: 1, pageSize: 1 });
    expect(page.messages).toHaveLength(1);
    const sent = await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: campaign._id, channel: 'email', status: ['sent'] } });
    expect(sent.messages).toEqual([
      expect.objectContaining({
        campaign: campaign._id,
        campaign_title: 'Listed offer',
        customer: ann._id,
        customer_name: 'Ann Lee',
        channel: 'email',
        address: 'lee@example.com',
        status: 'sent',
        error: null,
        attempts: 1,
        sent_at: expect.stringMatching(/Z$/),
      }),
    ]);
    const skipped = await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: campaign._id, status: 'skipped' } });
    expect(skipped.messages.map((message: { error: string }) => message.error)).toEqual(['no_email_address']);

    // Ids grow as messages are written (the indexes that end in them are added to at one edge): a later campaign's
    // messages have greater ids, though written within the same second.
    const later = await createCampaign([group._id], { title: 'Later offer' });
    await sendNow(later);
    const idsOf = async (id: string) =>
      (await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: id } })).messages.map((message: { _id: string }) => message._id);
    const [first, second] = [await idsOf(campaign._id), await idsOf(later._id)];
    expect([...first, ...second].every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(second.every((id: string) => first.every((earlier: string) => id > earlier))).toBe(true);
    // The messages' list is newest first, the later campaign's before the first's (by id: migration 0059).
    const listed = await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: [campaign._id, later._id] } });
    expect(listed.messages.map((message: { _id: string }) => message._id)).toEqual([...second, ...first]);
    expect(second).toEqual([...second].sort().reverse());

    const refused = await api.api('POST', '/marketing/messages/query', { filters: { planet: 'Mars' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("Campaign messages cannot be filtered by this value of 'planet'.");
  });

  test("a campaign's messages of every status and channel, page by page, newest first, among another's written between them", async () => {
    const { group, location } = await townGroup();
    const people = [];
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed']) people.push(await customer(location, { name }));
    const [campaign, other] = [await createCampaign([group._id], { title: 'Paged offer' }), await createCampaign([group._id], { title: 'Other offer' })];
    // Written in turns: the campaign's runs of one status and channel, longer than a page, hold ids with the other
    // campaign's in between.
    const statuses = ['sent', 'sent', 'skipped', 'sent', 'failed'];
    for (const [index, person] of people.entries()) {
      for (const channel of ['email', 'sms']) {
        for (const id of [campaign._id, other._id]) {
          await server.database.pool.query('INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ($1, $2, $3, $4)', [id, person._id, channel, statuses[index]]);
        }
      }
    }
    const { rows } = await server.database.pool.query<{ _id: string; status: string }>(
      'SELECT _id, status FROM campaign_messages WHERE campaign = $1 ORDER BY _id DESC',
      [campaign._id],
    );
    const pages = async (filters: object) => {
      const ids: string[] = [];
      for (let current = 1; current <= 6; current++) {
        const page = await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: campaign._id, ...filters }, pagination: { current, pageSize: 2 } });
        ids.push(...page.messages.map((message: { _id: string }) => message._id));
      }
      return ids;
    };
    expect(await pages({})).toEqual(rows.map((row) => row._id));
    expect(await pages({ status: 'sent', channel: 'sms' })).toHaveLength(3);
    expect(await pages({ status: ['sent', 'failed'] })).toEqual(rows.filter((row) => ['sent', 'failed'].includes(row.status)).map((row) => row._id));
  });

  test('the delivery counts and the list total follow a customer to the trash and back, and a merge', async () => {
    const { group, location } = await townGroup();
    const [ann, bo] = [await customer(location, { name: 'Ann', email: 'ann@example.com' }), await customer(location, { name: 'Bo' })];
    const campaign = await createCampaign([group._id], { notification_channels: ['email', 'sms'] });
    await sendNow(campaign);
    const delivery = async () => {
      const { channels } = await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/delivery`);
      return Object.fromEntries(channels.map((channel: { channel: string; counts: Record<string, number> }) => [channel.channel, channel.counts]));
    };
    const listTotal = async () => (await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: campaign._id } })).meta.total;
    const counted = async () => {
      const { rows } = await server.database.pool.query<{ channel: string; status: string; n: number }>(
        'SELECT channel, status, count(*)::int AS n FROM campaign_messages WHERE campaign = $1 GROUP BY 1, 2',
        [campaign._id],
      );
      const counts: Record<string, Record<string, number>> = { email: {}, sms: {} };
      for (const { channel, status, n } of rows) counts[channel][status] = n;
      return counts;
    };
    const sent = { email: { sent: 1, skipped: 1 }, sms: { skipped: 2 } };
    expect(await delivery()).toEqual(sent);
    expect(await listTotal()).toBe(4);

    await api.succeeded('DELETE', `/crm/customers/${ann._id}`);
    expect(await delivery()).toEqual({ email: { skipped: 1 }, sms: { skipped: 1 } });
    expect(await listTotal()).toBe(2);
    await api.succeeded('POST', `/crm/customers/${ann._id}/restore`);
    expect(await delivery()).toEqual(sent);

    // Bo's messages move to a customer of another town; the campaign keeps its four.
    const kept = await customer('Elsewhere', { name: 'Bo', last_name: 'Again' });
    await api.succeeded('POST', '/crm/customers/merge', { keep: kept._id, merge: bo._id });
    expect(await delivery()).toEqual(sent);
    expect(await delivery()).toEqual(await counted());
    expect(await listTotal()).toBe(4);
  });
});

describe('reasons', () => {
  test('messages skipped before the reasons were codes are migrated to the codes; a transport’s own words are kept', async () => {
    const { group, location } = await townGroup();
    const [one, two, three] = [await customer(location, {}), await customer(location, {}), await customer(location, {})];
    const campaign = await createCampaign([group._id]);
    const written: [string, string, string, string][] = [
      [one._id, 'email', 'skipped', 'no e-mail address'],
      [one._id, 'sms', 'skipped', 'no phone number'],
      [two._id, 'email', 'skipped', 'does not accept e-mail'],
      [two._id, 'sms', 'skipped', 'does not accept SMS'],
      [three._id, 'email', 'unknown', 'The server stopped while sending it.'],
      [three._id, 'sms', 'failed', 'The SMS provider answered 400: no such number'],
    ];
    for (const [customerId, channel, status, error] of written) {
      await server.database.pool.query('INSERT INTO campaign_messages (campaign, customer, channel, status, error) VALUES ($1, $2, $3, $4, $5)', [
        campaign._id,
        customerId,
        channel,
        status,
        error,
      ]);
    }
    await server.database.pool.query(readFileSync('server/db/migrations/0023_campaign_message_reason_codes.sql', 'utf8'));
    const { messages } = await api.succeeded('POST', '/marketing/messages/query', { filters: { campaign: campaign._id } });
    const errors = new Map(messages.map((message: { customer: string; channel: string; error: string }) => [`${message.customer} ${message.channel}`, message.error]));
    expect(errors).toEqual(
      new Map([
        [`${one._id} email`, 'no_email_address'],
        [`${one._id} sms`, 'no_phone_number'],
        [`${two._id} email`, 'refuses_email'],
        [`${two._id} sms`, 'refuses_sms'],
        [`${three._id} email`, 'server_stopped'],
        [`${three._id} sms`, 'The SMS provider answered 400: no such number'],
      ]),
    );
  });
});

describe('SMS through SMS_URL', () => {
  test('each SMS is posted as JSON {to, from, text} with the token; a 503 is tried again, a 400 fails the message', async () => {
    // By phone number: Ann's provider is busy once, Bo's number is refused.
    const answers: Record<string, number[]> = { '4165550111': [503, 200], '4165550122': [400] };
    const provider = await startSmsProvider((request) => ({ status: answers[JSON.parse(request.body).to]?.shift() ?? 200 }));
    const smsServer = await startTestServer({
      mail: peer.transport,
      sms: httpSmsTransport(`${provider.url}/send`, 'sms-token-1'),
    });
    await smsServer.setMailingAddress();
    try {
      const smsApi = pmFixtures(smsServer, (await smsServer.signIn(['employee'])).headers);
      const group = await smsApi.created('/marketing/recipients', { name: 'Texted town', filter: { location: ['Textville'] } });
      const ann = await smsApi.createCustomer({ name: 'Ann', location: 'Textville', phone: '4165550111', notification_methods: ['sms'] });
      const bo = await smsApi.createCustomer({ name: 'Bo', location: 'Textville', phone: '4165550122', notification_methods: ['sms'], locale: 'zh-CN' });
      const campaign = await smsApi.created('/marketing/campaigns', campaignBody([group._id], { notification_channels: ['sms'] }));
      await smsApi.succeeded('POST', `/marketing/campaigns/${campaign._id}/send`);
      await smsServer.app.campaignSender.wake();
      expect((await smsApi.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('sent');

      expect(provider.received.every((request) => request.headers.authorization === 'Bearer sms-token-1')).toBe(true);
      const posted = provider.jsonBodies();
      expect(posted.map((sms) => sms.from)).toEqual(['Harbour Renovations', 'Harbour Renovations', 'Harbour Renovations']);
      const texts = new Map(posted.map((sms) => [sms.to, sms.text]));
      // Each ends with the sender and how to stop, in the customer's language.
      expect(texts).toEqual(
        new Map([
          ['4165550111', 'Hello Ann, our spring offer is here. - Harbour Renovations. Reply STOP to unsubscribe'],
          ['4165550122', 'Hello Bo, our spring offer is here. - Harbour Renovations. 回复STOP退订'],
        ]),
      );
      const { rows } = await smsServer.database.pool.query('SELECT customer, status, attempts, error FROM campaign_messages WHERE campaign = $1', [campaign._id]);
      const byCustomer = Object.fromEntries(rows.map((row) => [row.customer, row]));
      expect(byCustomer[ann._id]).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(byCustomer[bo._id]).toMatchObject({ status: 'failed', attempts: 1, error: 'The SMS provider answered 400' });
    } finally {
      await smsServer.close();
      await provider.close();
    }
  });
});

describe('SMS through Twilio', () => {
  test("each SMS is a form POST to the account's Messages.json with Basic auth and an E.164 To; Twilio's 429 is tried again, its 400 fails the message with Twilio's words", async () => {
    const accountSid = `AC${'5e'.repeat(16)}`;
    const twilioError = (status: number, code: number, message: string) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });
    // By E.164 number: Ann's message meets Twilio's rate limit once; Bo's number is refused.
    const refusals: Record<string, ReturnType<typeof twilioError>[]> = {
      '+14165550111': [twilioError(429, 20429, 'Too Many Requests')],
      '+14165550122': [twilioError(400, 21211, "The 'To' number +14165550122 is not a valid phone number.")],
    };
    const twilio = await startSmsProvider((request) => {
      const form = new URLSearchParams(request.body);
      return (
        refusals[form.get('To') ?? '']?.shift() ?? {
          status: 201,
          body: { sid: `SM${'0'.repeat(32)}`, account_sid: accountSid, to: form.get('To'), from: form.get('From'), body: form.get('Body'), status: 'queued' },
        }
      );
    });
    const twilioServer = await startTestServer({
      mail: peer.transport,
      sms: twilioSmsTransport({
        provider: 'twilio',
        url: twilio.url,
        accountSid,
        authToken: 'twilio-auth-token',
        countryCode: '1',
      }),
    });
    await twilioServer.setMailingAddress();
    try {
      const twilioApi = pmFixtures(twilioServer, (await twilioServer.signIn(['employee'])).headers);
      const group = await twilioApi.created('/marketing/recipients', { name: 'Twilio town', filter: { location: ['Twilioville'] } });
      const ann = await twilioApi.createCustomer({ name: 'Ann', location: 'Twilioville', phone: '4165550111', notification_methods: ['sms'] });
      const bo = await twilioApi.createCustomer({ name: 'Bo', location: 'Twilioville', phone: '4165550122', notification_methods: ['sms'] });
      // Already with its country code: not prefixed twice.
      const cy = await twilioApi.createCustomer({ name: 'Cy', location: 'Twilioville', phone: '14165550133', notification_methods: ['sms'], locale: 'fr-FR' });
      const campaign = await twilioApi.created('/marketing/campaigns', campaignBody([group._id], { notification_channels: ['sms'] }));
      await twilioApi.succeeded('POST', `/marketing/campaigns/${campaign._id}/send`);
      await twilioServer.app.campaignSender.wake();
      expect((await twilioApi.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('sent');

      const basic = `Basic ${Buffer.from(`${accountSid}:twilio-auth-token`).toString('base64')}`;
      const forms = twilio.received.map((request) => {
        expect(request.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
        expect(request.headers).toMatchObject({ authorization: basic, 'content-type': 'application/x-www-form-urlencoded' });
        return new URLSearchParams(request.body);
      });
      for (const form of forms) expect(form.get('From')).toBe('Harbour Renovations');
      expect(new Map(forms.map((form) => [form.get('To'), form.get('Body')]))).toEqual(
        new Map([
          ['+14165550111', 'Hello Ann, our spring offer is here. - Harbour Renovations. Reply STOP to unsubscribe'],
          ['+14165550122', 'Hello Bo, our spring offer is here. - Harbour Renovations. Reply STOP to unsubscribe'],
          ['+14165550133', 'Hello Cy, our spring offer is here. - Harbour Renovations. Répondez STOP pour vous désabonner'],
        ]),
      );
      const { rows } = await twilioServer.database.pool.query('SELECT customer, status, attempts, error FROM campaign_messages WHERE campaign = $1', [campaign._id]);
      const byCustomer = Object.fromEntries(rows.map((row) => [row.customer, row]));
      expect(byCustomer[ann._id]).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(byCustomer[bo._id]).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: "The SMS provider answered 400: The 'To' number +14165550122 is not a valid phone number. (Twilio error 21211)",
      });
      expect(byCustomer[cy._id]).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await twilioServer.close();
      await twilio.close();
    }
  });

  test('a campaign is interrupted when Twilio cannot be reached', async () => {
    const url = await unreachableUrl();
    const downServer = await startTestServer({
      sms: twilioSmsTransport({ provider: 'twilio', url, accountSid: `AC${'0'.repeat(32)}`, authToken: 'token', countryCode: '1' }),
    });
    await downServer.setMailingAddress();
    try {
      const downApi = pmFixtures(downServer, (await downServer.signIn(['employee'])).headers);
      const group = await downApi.created('/marketing/recipients', { name: 'Quiet town', filter: { location: ['Quietville'] } });
      await downApi.createCustomer({ name: 'Di', location: 'Quietville', phone: '4165550144', notification_methods: ['sms'] });
      const campaign = await downApi.created('/marketing/campaigns', campaignBody([group._id], { notification_channels: ['sms'] }));
      await downApi.succeeded('POST', `/marketing/campaigns/${campaign._id}/send`);
      await downServer.app.campaignSender.wake();
      expect((await downApi.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('interrupted');
      const { rows } = await downServer.database.pool.query('SELECT status, error FROM campaign_messages WHERE campaign = $1', [campaign._id]);
      expect(rows).toEqual([{ status: 'queued', error: expect.stringContaining('The SMS provider could not be reached (ECONNREFUSED)') }]);
    } finally {
      await downServer.close();
    }
  });
});

describe('without SMTP_URL', () => {
  test('e-mails and SMS wait in the outbox and the campaign is done', async () => {
    const bare = await startTestServer();
    await bare.setMailingAddress();
    try {
      const bareApi = pmFixtures(bare, (await bare.signIn(['employee'])).headers);
      const group = await bareApi.created('/marketing/recipients', { name: 'Outbox town', filter: { location: ['Outbox'] } });
      const both = await bareApi.createCustomer({ location: 'Outbox', email: 'both@example.com', notification_methods: ['email', 'sms'] });
      const campaign = await bareApi.created('/marketing/campaigns', campaignBody([group._id], { notification_channels: ['email', 'sms'] }));
      expect((await bareApi.succeeded('POST', `/marketing/campaigns/${campaign._id}/send`)).status).toBe('sending');
      await bare.app.campaignSender.wake();
      expect((await bareApi.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('sent');
      const { rows } = await bare.database.pool.query('SELECT customer, channel, address, status FROM campaign_messages WHERE campaign = $1 ORDER BY channel', [campaign._id]);
      expect(rows).toEqual([
        { customer: both._id, channel: 'email', address: 'both@example.com', status: 'outbox' },
        { customer: both._id, channel: 'sms', address: '4165550100', status: 'outbox' },
      ]);
    } finally {
      await bare.close();
    }
  });
});

describe('the scheduler', () => {
  test('sends a due campaign once, though two servers share the database; a message a stopped server left claimed is never resent', async () => {
    const { group, location } = await townGroup();
    const due = await customer(location, { email: 'due@example.com' });
    const campaign = await createCampaign([group._id]);
    const moment = new Date(server.clock.now() + 60_000).toISOString();
    expect((await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: moment })).status).toBe('scheduled');

    // A campaign another server was sending when it stopped, an hour ago.
    const abandoned = await createCampaign([group._id]);
    await server.database.pool.query("UPDATE campaigns SET status = 'sending' WHERE _id = $1", [abandoned._id]);
    await server.database.pool.query(
      "INSERT INTO campaign_messages (campaign, customer, channel, address, status, claimed_at) VALUES ($1, $2, 'email', 'due@example.com', 'sending', now() - interval '1 hour')",
      [abandoned._id, due._id],
    );

    const before = peer.received.length;
    const second = await buildApp({
      database: server.database,
      clock: server.clock,
      mail: switchable,
      jwtSecret: 'another-secret-'.padEnd(48, 'y'),
      tokenTtlSeconds: 3600,
      bodyLimitBytes: 1024 * 1024,
    });
    try {
      await second.ready();
      const both = () => Promise.all([server.app.campaignSender.runOnce(), second.campaignSender.runOnce(), second.campaignSender.wake()]);
      await both();
      expect(await messagesOf(abandoned._id)).toEqual([expect.objectContaining({ status: 'unknown', error: 'server_stopped' })]);
      expect((await api.succeeded('GET', `/marketing/campaigns/${abandoned._id}`)).status).toBe('sent');
      // Not due yet.
      expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('scheduled');
      expect(peer.received.length).toBe(before);

      server.clock.advance(120_000);
      await both();
      expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('sent');
      expect((await newMail(before, 1)).map(recipientOf)).toEqual(['due@example.com']);
      await both();
      expect(peer.received.length).toBe(before + 1);
    } finally {
      await second.close();
    }
  });
});

describe('unsubscribing', () => {
  /** Sends a campaign to one new customer and answers the customer and the link of the e-mail they got. */
  async function mailedCustomer(fields: object = {}) {
    const { group, location } = await townGroup();
    const person = await customer(location, { email: `reader${towns}@example.com`, notification_methods: ['email', 'sms'], ...fields });
    const before = peer.received.length;
    await sendNow(await createCampaign([group._id], { title: 'Autumn offer' }));
    const [mail] = await newMail(before, 1);
    const link = /<(https:[^>]+)>/.exec(headerLine(mail, 'list-unsubscribe')!)![1];
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
    return { person, mail, token: new URL(link).searchParams.get('token')!, url: `${new URL(link).pathname}${new URL(link).search}` };
  }
  const publicCall = (method: 'GET' | 'POST', url: string, oneClick = true) =>
    server.app.inject({
      method,
      url,
      ...(method === 'POST' && oneClick && { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }),
    });
  const customerRecord = (id: string) => api.succeeded('GET', `/crm/customers/${id}`);

  test("the one-click request removes e-mail from the customer's channels once, and the history says so", async () => {
    const { person, url } = await mailedCustomer();
    const page = await publicCall('GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop receiving marketing e-mails');

    const done = await publicCall('POST', url);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await customerRecord(person._id)).notification_methods).toEqual(['sms']);
    const history = await api.succeeded('GET', `/crm/customers/${person._id}/history`);
    const entries = (Array.isArray(history) ? history : history.history) as { content: string | null; changes: unknown }[];
    const unsubscribed = entries.filter((entry) => entry.content?.includes('Unsubscribed from e-mail'));
    expect(unsubscribed).toEqual([
      expect.objectContaining({
        content: 'Unsubscribed from e-mail by the link of the campaign "Autumn offer".',
        changes: [{ field: 'notification_methods', from: ['email', 'sms'], to: ['sms'] }],
      }),
    ]);

    const again = await publicCall('POST', url);
    expect(again.body).toContain('already unsubscribed');
    const after = await api.succeeded('GET', `/crm/customers/${person._id}/history`);
    expect(((Array.isArray(after) ? after : after.history) as { content: string | null }[]).filter((entry) => entry.content?.includes('Unsubscribed'))).toHaveLength(1);
  });

  test("the page speaks the customer's language and its button unsubscribes", async () => {
    const { person, url } = await mailedCustomer({ locale: 'zh-CN' });
    const page = await publicCall('GET', url);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('不再接收');
    expect(page.body).toContain('<form method="post">');
    const done = await publicCall('POST', url, false);
    expect(done.body).toContain('您已退订');
    expect((await customerRecord(person._id)).notification_methods).toEqual(['sms']);
  });

  test("a forged token, or one changed to another customer, is refused and changes nobody", async () => {
    const { person, token } = await mailedCustomer();
    const { location } = await townGroup();
    const other = await customer(location, { email: 'other@example.com' });
    const [, campaignId, signature] = token.split('.');
    for (const forged of [`${other._id}.${campaignId}.${signature}`, `${person._id}.${campaignId}.${'A'.repeat(43)}`, 'not-a-token']) {
      const refused = await publicCall('POST', `/api/public/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', error: expect.stringContaining('This unsubscribe link is not valid') });
    }
    expect((await customerRecord(other._id)).notification_methods).toEqual(['email']);
    expect((await customerRecord(person._id)).notification_methods).toEqual(['email', 'sms']);
  });
});

describe("the sender's mailing address (CASL)", () => {
  test('every template carries the company name, the mailing address and the unsubscribe link, in its HTML and its text', async () => {
    const { group, location } = await townGroup();
    await customer(location, { name: 'Eve', email: 'eve@example.com' });
    await server.database.pool.query("UPDATE business_settings SET company_name = 'Maple Renovations'");
    try {
      for (const template of campaignTemplates) {
        const before = peer.received.length;
        await sendNow(await createCampaign([group._id], { template }));
        const [mail] = await newMail(before, 1);
        const link = headerLine(mail, 'list-unsubscribe')!.match(/<([^>]+)>/)![1];
        for (const part of [mail.html as string, mail.text!]) {
          expect(part, template).toContain('Maple Renovations');
          expect(part, template).toContain(testMailingAddress);
        }
        expect(mail.html, template).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
        expect(mail.text, template).toContain(`Unsubscribe: ${link}`);
      }
    } finally {
      await server.database.pool.query('UPDATE business_settings SET company_name = NULL');
    }
  });

  test('without one, sending or scheduling an e-mail campaign is refused with the reason and changes nothing; an SMS-only one goes', async () => {
    const { group, location } = await townGroup();
    await customer(location, { email: 'nobody-yet@example.com', phone: '4165550177', notification_methods: ['email', 'sms'] });
    const campaign = await createCampaign([group._id], { notification_channels: ['email', 'sms'] });
    const before = peer.received.length;
    await server.setMailingAddress(null);
    try {
      const reason = "Set the company's mailing address in Settings before sending e-mail: Canada's anti-spam law asks every commercial e-mail to carry it.";
      for (const [path, body] of [
        ['send', undefined],
        ['schedule', { scheduled: new Date(server.clock.now() + 3_600_000).toISOString() }],
      ] as const) {
        const refused = await api.api('POST', `/marketing/campaigns/${campaign._id}/${path}`, body);
        expect(refused.statusCode, path).toBe(409);
        expect(refused.json()).toEqual({ code: 'MAILING_ADDRESS_MISSING', error: reason });
      }
      expect(await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).toMatchObject({ status: 'draft', scheduled: null });
      expect(await messagesOf(campaign._id)).toEqual([]);

      const textOnly = await createCampaign([group._id], { notification_channels: ['sms'] });
      expect((await sendNow(textOnly)).status).toBe('sent');
      expect(peer.received.length).toBe(before);
    } finally {
      await server.setMailingAddress();
    }
  });

  test('a scheduled e-mail campaign that comes due without one is interrupted, sends nothing, and goes once the address is set and it is resumed', async () => {
    const { group, location } = await townGroup();
    await customer(location, { email: 'due@example.com' });
    const campaign = await createCampaign([group._id]);
    const due = server.clock.now() + 3_600_000;
    await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: new Date(due).toISOString() });
    await server.setMailingAddress(null);
    const before = peer.received.length;
    try {
      server.clock.advance(due - server.clock.now() + 60_000);
      await server.app.campaignSender.runOnce();
      expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('interrupted');
      expect(await messagesOf(campaign._id)).toEqual([]);
      const resumed = await api.api('POST', `/marketing/campaigns/${campaign._id}/send`);
      expect(resumed.json()).toMatchObject({ code: 'MAILING_ADDRESS_MISSING' });
    } finally {
      await server.setMailingAddress();
    }
    expect((await sendNow(campaign)).status).toBe('sent');
    const [mail] = await newMail(before, 1);
    expect(recipientOf(mail)).toBe('due@example.com');
    expect(mail.text).toContain(testMailingAddress);
  });
});
