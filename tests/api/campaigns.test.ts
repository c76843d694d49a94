import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { campaignDefaults } from '../../domain/campaign.js';
import { campaignTemplates } from '../../domain/enums.js';
import { httpSmsTransport } from '../../server/messaging/smsTransport.js';
import { startSmsProvider } from '../support/smsProvider.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let peer: SmtpPeer;
let staff: Awaited<ReturnType<TestServer['signIn']>>;
let api: ReturnType<typeof pmFixtures>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@example.com>' });
  await server.setMailingAddress();
  staff = await server.signIn(['employee']);
  api = pmFixtures(server, staff.headers);
});
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

const campaignBody = (fields: object = {}) => ({
  sender: 'Harbour Renovations',
  title: 'Spring kitchen offer',
  content: '<p>Hello {{first_name}}, our spring offer is here.</p>',
  ...fields,
});
const createCampaign = (fields: object = {}) => api.created('/marketing/campaigns', campaignBody(fields));
const createGroup = (name: string) => api.created('/marketing/recipients', { name, filter: { locale: ['en-US'] } });
const campaignCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM campaigns')).rows[0].n as number;
const setStatus = (id: string, status: string) => server.database.pool.query('UPDATE campaigns SET status = $1 WHERE _id = $2', [status, id]);
/** A moment `days` from the server's clock. */
const inDays = (days: number) => new Date(server.clock.now() + days * 86_400_000).toISOString();

describe('create', () => {
  test('answers a draft with the form defaults: e-mail, the default template, no recipients yet', async () => {
    const campaign = await createCampaign();
    expect(campaign).toMatchObject({ ...campaignDefaults, status: 'draft', scheduled: null, sender: 'Harbour Renovations', creator: staff.account._id });
    expect(campaign.notification_channels).toEqual(['email']);
  });

  test('saves every field of the form; recipients are predefined lists and recipient group ids', async () => {
    const group = await createGroup('Kitchen leads');
    const fields = {
      subtitle: 'Up to 15 % off cabinets',
      template: 'template2',
      notification_channels: ['email', 'sms'],
      recipients_list: ['chinese-customer', 'customers-3-months', group._id],
      description: 'For customers who asked about kitchens.',
    };
    const campaign = await createCampaign(fields);
    expect(campaign).toMatchObject(fields);
    expect(await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).toEqual(campaign);
  });

  test.each([
    [{ sender: undefined }, 'sender', 'Please input campaign sender'],
    [{ sender: '   ' }, 'sender', 'Please input campaign sender'],
    [{ sender: 'x'.repeat(51) }, 'sender', 'Length should be 1 to 50'],
    [{ title: undefined }, 'title', 'Please input campaign title'],
    [{ title: 'Hi' }, 'title', 'Length should be 3 to 30'],
    [{ title: 'x'.repeat(31) }, 'title', 'Length should be 3 to 30'],
    [{ content: undefined }, 'content', 'Please type content'],
    [{ content: '<p></p>' }, 'content', 'Please type content'],
    [{ content: '<p> &nbsp; </p><script>alert(1)</script>' }, 'content', 'Please type content'],
    [{ template: 'fancy' }, 'template', 'Please choose a value from the list'],
    [{ notification_channels: [] }, 'notification_channels', 'Please select at least one channel'],
    [{ notification_channels: ['fax'] }, 'notification_channels.0', 'Please choose a value from the list'],
    [{ recipients_list: ['everyone'] }, 'recipients_list.0', 'Choose a recipient list or a recipient group'],
    [{ recipients_list: ['all', 'all'] }, 'recipients_list', 'A recipient list is chosen twice'],
  ])('refuses %j with "%s: %s" and creates nothing', async (fields, path, message) => {
    const before = await campaignCount();
    expectRefusal(await api.api('POST', '/marketing/campaigns', campaignBody(fields)), path, message);
    expect(await campaignCount()).toBe(before);
  });

  test('a recipient group that does not exist is refused at its place in the list, on create and on update', async () => {
    const group = await createGroup('Bathroom leads');
    const unknownGroup = '6a1f00000000000000000001';
    const before = await campaignCount();
    expectRefusal(
      await api.api('POST', '/marketing/campaigns', campaignBody({ recipients_list: ['all', group._id, unknownGroup] })),
      'recipients_list.2',
      'This recipient group does not exist',
    );
    expect(await campaignCount()).toBe(before);

    const campaign = await createCampaign({ recipients_list: [group._id] });
    const refused = await api.api('PUT', '/marketing/campaigns', { _id: campaign._id, updated_at: campaign.updated_at, recipients_list: [unknownGroup, group._id] });
    expectRefusal(refused, 'recipients_list.0', 'This recipient group does not exist');
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).recipients_list).toEqual([group._id]);
  });

  test('the statistics count campaigns', async () => {
    const before = (await api.statistics()).campaigns;
    await createCampaign();
    expect((await api.statistics()).campaigns).toBe(before + 1);
  });
});

describe('content is sanitized before it is stored', () => {
  const stored = async (content: string) => (await createCampaign({ content: `<p>Kept text</p>${content}` })).content as string;

  test.each([
    ['a script', '<script>alert(document.cookie)</script>', /script|alert/i],
    ['an event handler', '<p onclick="steal()">Click</p><img src="https://example.com/a.png" onerror="steal()">', /onclick|onerror|steal/i],
    ['a javascript: link', '<a href="javascript:steal()">Open</a><a href=" JaVaScRiPt:steal()">Again</a>', /javascript|steal/i],
    ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', /data:/i],
    ['a frame, an object, a form', '<iframe src="https://evil.example"></iframe><object data="x"></object><form action="https://evil.example"><input></form>', /iframe|object|form|input|evil/i],
    ['a style element', '<style>body{display:none}</style>', /style|display/i],
    ['a style that breaks out', '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:url(https://evil.example)">Cover</p>', /position|fixed|url|background/i],
    ['an SVG with a handler', '<svg onload="steal()"><circle r="5"/></svg>', /svg|onload|steal/i],
    ['a comment hiding markup', '<!--[if gte mso 9]><script>steal()</script><![endif]-->', /script|steal|<!--/i],
  ])('removes %s', async (_kind, hostile, trace) => {
    const content = await stored(hostile);
    expect(content).toContain('<p>Kept text</p>');
    expect(content).not.toMatch(trace);
  });

  test('keeps the formatting of the editor: headings, emphasis, lists, quotes, alignment, safe links and pictures', async () => {
    const content = await stored(
      '<h2>Offer</h2><p style="text-align:center"><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p>' +
        '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Said</blockquote>' +
        '<p><a href="https://example.com/offer">Offer</a> <a href="mailto:office@example.com">Write</a></p><img src="https://example.com/k.png" alt="Kitchen">',
    );
    expect(content).toContain('<h2>Offer</h2>');
    expect(content).toContain('<p style="text-align:center"><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p>');
    expect(content).toContain('<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Said</blockquote>');
    expect(content).toContain('<a href="https://example.com/offer" rel="noopener noreferrer" target="_blank">Offer</a>');
    expect(content).toContain('href="mailto:office@example.com"');
    expect(content).toContain('<img src="https://example.com/k.png" alt="Kitchen" />');
  });

  test('an update is sanitized too', async () => {
    const campaign = await createCampaign();
    const updated = await api.succeeded('PUT', '/marketing/campaigns', {
      _id: campaign._id,
      updated_at: campaign.updated_at,
      content: '<p>New</p><img src="x" onerror="steal()"><script>steal()</script>',
    });
    expect(updated.content).toBe('<p>New</p><img src="x" />');
  });
});

describe('list, get and update', () => {
  test('the list filters by status and by channel, newest first, with its total', async () => {
    const sms = await createCampaign({ notification_channels: ['sms'], title: 'Text only' });
    const cancelled = await createCampaign({ title: 'Cancelled one' });
    await api.succeeded('POST', `/marketing/campaigns/${cancelled._id}/cancel`);
    const bySms = await api.succeeded('POST', '/marketing/campaigns/query', { filters: { notification_channels: 'sms' } });
    expect(bySms.campaigns.map((campaign: ApiRecord) => campaign._id)).toContain(sms._id);
    expect(bySms.campaigns.every((campaign: ApiRecord) => (campaign.notification_channels as string[]).includes('sms'))).toBe(true);
    const byStatus = await api.succeeded('POST', '/marketing/campaigns/query', { filters: { status: 'cancelled' } });
    expect(byStatus.campaigns.map((campaign: ApiRecord) => campaign._id)).toEqual([cancelled._id]);
    expect(byStatus.meta.total).toBe(1);
    const all = await api.succeeded('POST', '/marketing/campaigns/query', {});
    expect(all.campaigns[0]._id).toBe(cancelled._id);
    expect(all.meta.total).toBe(await campaignCount());
  });

  test('an unknown campaign is a 404', async () => {
    const missing = await api.api('GET', '/marketing/campaigns/6b0000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Campaign was not found.');
  });

  test('an update needs the version it was read at: 428 without, 409 when stale', async () => {
    const campaign = await createCampaign();
    const without = await api.api('PUT', '/marketing/campaigns', { _id: campaign._id, title: 'Summer offer' });
    expect(without.statusCode).toBe(428);
    const saved = await api.succeeded('PUT', '/marketing/campaigns', { _id: campaign._id, updated_at: campaign.updated_at, title: 'Summer offer' });
    expect(saved.title).toBe('Summer offer');
    const stale = await api.api('PUT', '/marketing/campaigns', { _id: campaign._id, updated_at: campaign.updated_at, title: 'Autumn offer' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_UPDATE');
  });

  test('an update does not change the status or schedule: only the lifecycle calls do', async () => {
    const campaign = await createCampaign();
    const saved = await api.succeeded('PUT', '/marketing/campaigns', { _id: campaign._id, updated_at: campaign.updated_at, status: 'sent', scheduled: inDays(1), title: 'Still a draft' });
    expect(saved).toMatchObject({ status: 'draft', scheduled: null, title: 'Still a draft' });
  });

  test.each(['sending', 'sent', 'interrupted', 'cancelled'])('a %s campaign cannot be edited (409 saying why)', async (status) => {
    const campaign = await createCampaign();
    await setStatus(campaign._id, status);
    const current = await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`);
    const refused = await api.api('PUT', '/marketing/campaigns', { _id: campaign._id, updated_at: current.updated_at, title: 'Changed late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CAMPAIGN_NOT_EDITABLE', error: expect.stringContaining('only a draft or a scheduled campaign can be changed') });
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).title).toBe('Spring kitchen offer');
  });
});

describe('lifecycle', () => {
  const withRecipients = () => createCampaign({ recipients_list: ['all'] });

  test('a draft is scheduled for a moment to come, rescheduled, edited while scheduled, then cancelled', async () => {
    const campaign = await withRecipients();
    const when = inDays(2);
    const scheduled = await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: when });
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduled: when });
    const later = inDays(3);
    expect(await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: later })).toMatchObject({ status: 'scheduled', scheduled: later });
    const edited = await api.succeeded('PUT', '/marketing/campaigns', { _id: campaign._id, updated_at: (await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).updated_at, subtitle: 'Now with a subtitle' });
    expect(edited).toMatchObject({ status: 'scheduled', subtitle: 'Now with a subtitle' });
    const cancelled = await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/cancel`);
    expect(cancelled).toMatchObject({ status: 'cancelled', scheduled: later });
  });

  test.each([
    [{ scheduled: 'tomorrow' }, 'Please pick a date and time'],
    [{}, 'Please pick a date and time'],
  ])('refuses a schedule of %j', async (body, message) => {
    const campaign = await withRecipients();
    expectRefusal(await api.api('POST', `/marketing/campaigns/${campaign._id}/schedule`, body), 'scheduled', message);
  });

  test('refuses a moment already past, by the server’s clock', async () => {
    const campaign = await withRecipients();
    const past = await api.api('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: inDays(-1 / 24) });
    expectRefusal(past, 'scheduled', 'Please pick a time in the future');
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe('draft');
  });

  test('a campaign without recipients is not scheduled', async () => {
    const campaign = await createCampaign();
    expectRefusal(await api.api('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: inDays(1) }), 'recipients_list', 'Choose who receives the campaign before scheduling it');
  });

  test.each([
    ['cancelled', 'schedule', 'This campaign is cancelled: it cannot become scheduled.'],
    ['cancelled', 'cancel', 'This campaign is cancelled: it cannot become cancelled.'],
    ['sent', 'schedule', 'This campaign is sent: it cannot become scheduled.'],
    ['sent', 'cancel', 'This campaign is sent: it cannot become cancelled.'],
    ['sending', 'schedule', 'This campaign is being sent: it cannot become scheduled.'],
    ['sending', 'cancel', 'This campaign is being sent: it cannot become cancelled.'],
    ['interrupted', 'schedule', 'This campaign is interrupted: it cannot become scheduled.'],
  ])('a %s campaign refuses %s with a 409 saying why', async (status, action, message) => {
    const campaign = await withRecipients();
    await setStatus(campaign._id, status);
    const refused = await api.api('POST', `/marketing/campaigns/${campaign._id}/${action}`, action === 'schedule' ? { scheduled: inDays(1) } : undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CAMPAIGN_STATUS_CHANGE', error: message });
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}`)).status).toBe(status);
  });

  test('an interrupted campaign can be cancelled', async () => {
    const campaign = await withRecipients();
    await setStatus(campaign._id, 'interrupted');
    expect((await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/cancel`)).status).toBe('cancelled');
  });

  test('lifecycle calls on an unknown campaign are 404s', async () => {
    for (const action of ['cancel', 'duplicate', 'test']) {
      expect((await api.api('POST', `/marketing/campaigns/6b0000000000000000000000/${action}`)).statusCode).toBe(404);
    }
  });

  test('duplicate makes a new draft with the same content, by whoever duplicated it', async () => {
    const campaign = await createCampaign({ recipients_list: ['old-customers'], notification_channels: ['email', 'sms'], template: 'template3', subtitle: 'Sub' });
    await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/schedule`, { scheduled: inDays(5) });
    await setStatus(campaign._id, 'sent');
    const other = await server.signIn(['manager']);
    const copy = await pmFixtures(server, other.headers).succeeded('POST', `/marketing/campaigns/${campaign._id}/duplicate`, undefined, 201);
    expect(copy._id).not.toBe(campaign._id);
    expect(copy).toMatchObject({
      status: 'draft',
      scheduled: null,
      creator: other.account._id,
      title: campaign.title,
      content: campaign.content,
      sender: campaign.sender,
      subtitle: 'Sub',
      template: 'template3',
      recipients_list: ['old-customers'],
      notification_channels: ['email', 'sms'],
    });
  });
});

describe('the rendered e-mail: preview and a test sent to oneself', () => {
  const setOwnNames = (name: string, lastname: string | null, email: string | null = `${staff.account.username}@example.com`) =>
    server.database.pool.query('UPDATE users SET name = $1, lastname = $2, email = $3 WHERE _id = $4', [name, lastname, email, staff.account._id]);

  test('the preview lays the content out in each of the four templates, with the company and an unsubscribe link, and the SMS as plain text', async () => {
    await setOwnNames('Ada', 'Lovelace');
    const pages = new Set<string>();
    for (const template of campaignTemplates) {
      const campaign = await createCampaign({ template, content: '<p>Dear {{full_name}},</p><p>Our <strong>spring</strong> offer &amp; more.</p>' });
      const preview = await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/preview`);
      expect(preview.subject).toBe('Spring kitchen offer');
      expect(preview.html).toMatch(/^<!DOCTYPE html>/);
      expect(preview.html).toContain('Renovation back office');
      expect(preview.html).toContain('<p>Dear Ada Lovelace,</p><p>Our <strong>spring</strong> offer &amp; more.</p>');
      expect(preview.html).toMatch(/<a href="[^"]+"[^>]*>Unsubscribe<\/a>/);
      expect(preview.text).toContain('Dear Ada Lovelace,');
      expect(preview.text).toContain('Our spring offer & more.');
      expect(preview.sms).toBe('Dear Ada Lovelace,\nOur spring offer & more. - Harbour Renovations. Reply STOP to unsubscribe');
      pages.add(preview.html);
    }
    expect(pages.size).toBe(campaignTemplates.length);
  });

  test('the header and footer carry the company name and address of the business settings', async () => {
    await server.database.pool.query("UPDATE business_settings SET company_name = 'Harbour & Co', company_address = '12 King St W, Toronto'");
    const campaign = await createCampaign();
    const preview = await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/preview`);
    expect(preview.html).toContain('Harbour &#38; Co');
    expect(preview.html).toContain('12 King St W, Toronto');
    expect(preview.text).toContain('Harbour & Co · 12 King St W, Toronto');
    await server.database.pool.query('UPDATE business_settings SET company_name = NULL');
    await server.setMailingAddress();
  });

  test('a Chinese name is written surname first; names are escaped in the HTML', async () => {
    await setOwnNames('芳', '王');
    const campaign = await createCampaign({ content: '<p>{{ full_name }} / {{first_name}}</p>' });
    expect((await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/preview`)).sms).toBe('王芳 / 芳 - Harbour Renovations. Reply STOP to unsubscribe');
    await setOwnNames('<b>Bob</b>', null);
    const preview = await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/preview`);
    expect(preview.html).toContain('<p>&#60;b&#62;Bob&#60;/b&#62; / &#60;b&#62;Bob&#60;/b&#62;</p>');
  });

  test('a test goes to the signed-in account’s own address, in its template, with a text part', async () => {
    await setOwnNames('Grace', 'Hopper', 'grace@example.com');
    const campaign = await createCampaign({
      template: 'template1',
      subtitle: 'For {{first_name}}',
      content: '<h2>Hello {{first_name}}</h2><p>See <a href="https://example.com/offer">the offer</a>.</p>',
    });
    const before = peer.received.length;
    const sent = await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/test`);
    expect(sent).toEqual({ sentTo: 'grace@example.com', smsTo: null });
    const mail = (await peer.messages(before + 1)).at(-1)!;
    expect(mail.to).toMatchObject({ value: [{ address: 'grace@example.com' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'office@example.com', name: 'Harbour Renovations' }] });
    expect(mail.subject).toBe('[Test] Spring kitchen offer');
    expect(mail.html).toContain('background:#1e3a8a');
    expect(mail.html).toContain('<h2>Hello Grace</h2>');
    expect(mail.html).toContain('For Grace');
    expect(mail.html).toContain('Renovation back office');
    expect(mail.text).toContain('HELLO GRACE');
    expect(mail.text).toContain('the offer [https://example.com/offer]');
    expect(mail.text).toContain('Unsubscribe:');
    expect(mail.text).not.toContain('<');
  });

  test('an account without an e-mail address is told to add one', async () => {
    await setOwnNames('Grace', 'Hopper', null);
    const campaign = await createCampaign();
    const refused = await api.api('POST', `/marketing/campaigns/${campaign._id}/test`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_EMAIL_MISSING', error: expect.stringContaining('no e-mail address') });
    await setOwnNames('Grace', 'Hopper');
  });

  test('a cancelled campaign is not sent as a test', async () => {
    const campaign = await createCampaign();
    await api.succeeded('POST', `/marketing/campaigns/${campaign._id}/cancel`);
    const before = peer.received.length;
    const refused = await api.api('POST', `/marketing/campaigns/${campaign._id}/test`);
    expect(refused.statusCode).toBe(409);
    expect(peer.received.length).toBe(before);
  });

  test('without e-mail configured, a test is refused saying so', async () => {
    const mailless = await startTestServer();
    try {
      const other = pmFixtures(mailless, (await mailless.signIn(['admin'])).headers);
      const campaign = await other.created('/marketing/campaigns', campaignBody());
      const refused = await other.api('POST', `/marketing/campaigns/${campaign._id}/test`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'MAIL_NOT_CONFIGURED', error: expect.stringContaining('E-mail is not configured') });
    } finally {
      await mailless.close();
    }
  });
});

describe('a test of a campaign with the SMS channel', () => {
  test("goes by e-mail and by SMS to the account's own phone; without a phone, or without an SMS provider, nothing goes and the answer says why", async () => {
    const provider = await startSmsProvider();
    const texting = await startTestServer({
      mail: peer.transport,
      mailFrom: 'Office <office@example.com>',
      sms: httpSmsTransport(`${provider.url}/send`),
    });
    try {
      const me = await texting.signIn(['employee']);
      const myApi = pmFixtures(texting, me.headers);
      const setMine = (phone: string | null) =>
        texting.database.pool.query("UPDATE users SET name = 'Lin', email = 'lin@example.com', phone = $1 WHERE _id = $2", [phone, me.account._id]);
      const campaign = await myApi.created('/marketing/campaigns', campaignBody({ notification_channels: ['email', 'sms'] }));

      await setMine(null);
      const before = peer.received.length;
      const refused = await myApi.api('POST', `/marketing/campaigns/${campaign._id}/test`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'ACCOUNT_PHONE_MISSING', error: 'Your account has no phone number: add one on your profile to receive the test SMS.' });
      expect(peer.received.length).toBe(before);
      expect(provider.jsonBodies()).toEqual([]);

      await setMine('4165550199');
      expect(await myApi.succeeded('POST', `/marketing/campaigns/${campaign._id}/test`)).toEqual({ sentTo: 'lin@example.com', smsTo: '4165550199' });
      expect((await peer.messages(before + 1)).at(-1)?.subject).toBe('[Test] Spring kitchen offer');
      expect(provider.jsonBodies()).toEqual([{ to: '4165550199', from: 'Harbour Renovations', text: 'Hello Lin, our spring offer is here. - Harbour Renovations. Reply STOP to unsubscribe' }]);

      // An e-mail-only campaign is not texted.
      const mailOnly = await myApi.created('/marketing/campaigns', campaignBody());
      expect(await myApi.succeeded('POST', `/marketing/campaigns/${mailOnly._id}/test`)).toEqual({ sentTo: 'lin@example.com', smsTo: null });
      expect(provider.jsonBodies()).toHaveLength(1);
    } finally {
      await texting.close();
      await provider.close();
    }

    // This file's server has no SMS provider.
    const campaign = await createCampaign({ notification_channels: ['email', 'sms'] });
    const before = peer.received.length;
    const unconfigured = await api.api('POST', `/marketing/campaigns/${campaign._id}/test`);
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json()).toMatchObject({ code: 'SMS_NOT_CONFIGURED', error: expect.stringContaining('SMS is not configured') });
    expect(peer.received.length).toBe(before);
  });
});

describe('access', () => {
  test('staff without the marketing area are refused', async () => {
    const worker = await server.signIn(['Worker']);
    const refused = await server.app.inject({ method: 'POST', url: '/api/marketing/campaigns', headers: worker.headers, payload: campaignBody() });
    expect(refused.statusCode).toBe(403);
  });
});
