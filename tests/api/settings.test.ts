import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultAppearance } from '../../domain/appearance.js';
import { httpSmsTransport } from '../../server/messaging/smsTransport.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { startTestServer, type TestServer } from './testServer.js';

const company = {
  company_name: 'Maple Renovations',
  company_address: '100 King St W, Toronto, ON',
  company_phone: '4165550100',
  default_language: 'zh-CN',
  time_zone: 'Asia/Shanghai',
  primary_color: '#13C2C2',
  menu_color: 'dark',
  menu_layout: 'top',
  sender_name: 'Maple news',
  sender_email: 'news@maple.example.com',
  sms_sender: 'MAPLE',
};

describe('business settings without e-mail or SMS configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const read = (headers?: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/system/settings', headers });
  const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: '/api/system/settings', headers, payload });

  test('a new installation starts from the default theme, in English, in Toronto', async () => {
    const { headers } = await server.signIn(['employee']);
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...defaultAppearance, time_zone: 'America/Toronto', company_name: null, sender_email: null });
    const appearance = await server.app.inject({ method: 'GET', url: '/api/system/settings/appearance' });
    expect(appearance.json()).toEqual(defaultAppearance);
  });

  test('every staff member reads them; a visitor is refused; how delivery is configured is the System area’s', async () => {
    for (const [roles, permissions] of [[['manager']], [['employee']], [['admin']], [['Worker']], [['employee'], ['crm']]]) {
      expect((await read((await server.signIn(roles, permissions)).headers)).statusCode, roles.join()).toBe(200);
    }
    expect((await read((await server.signIn(['visitor'])).headers)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
    const delivery = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/system/settings/delivery', headers });
    expect((await delivery((await server.signIn(['employee'])).headers)).statusCode).toBe(200);
    expect((await delivery((await server.signIn(['Worker'])).headers)).statusCode).toBe(403);
  });

  test('an admin saves them; the appearance everyone starts with follows, and nothing else is public', async () => {
    const { headers } = await server.signIn(['admin']);
    const { updated_at } = (await read(headers)).json();
    const saved = await save(headers, { ...company, updated_at });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...company, primary_color: '#13c2c2' });
    expect(new Date(saved.json().updated_at).getTime()).toBeGreaterThan(new Date(updated_at).getTime());
    expect((await read(headers)).json()).toEqual(saved.json());

    const appearance = await server.app.inject({ method: 'GET', url: '/api/system/settings/appearance' });
    expect(appearance.json()).toEqual({ primary_color: '#13c2c2', menu_color: 'dark', menu_layout: 'top', default_language: 'zh-CN' });

    // Blank optional settings are cleared.
    const cleared = await save(headers, { ...company, company_address: '', sms_sender: null, updated_at: saved.json().updated_at });
    expect(cleared.json()).toMatchObject({ company_address: null, sms_sender: null, company_name: 'Maple Renovations' });
  });

  test('only administrators change them', async () => {
    for (const roles of [['manager'], ['employee']]) {
      const { headers } = await server.signIn(roles);
      const { updated_at } = (await read(headers)).json();
      expect((await save(headers, { ...company, updated_at })).statusCode).toBe(403);
    }
  });

  test('a save without the version it read is a 428, with an old one a 409', async () => {
    const { headers } = await server.signIn(['superadmin']);
    const first = (await read(headers)).json();
    const missing = await save(headers, company);
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toMatchObject({ code: 'UPDATED_AT_REQUIRED', error: expect.stringContaining('Read the settings again') });
    expect((await save(headers, { ...company, company_name: 'First', updated_at: first.updated_at })).statusCode).toBe(200);
    const stale = await save(headers, { ...company, company_name: 'Second', updated_at: first.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_UPDATE', error: expect.stringContaining('changed by someone else') });
    expect((await read(headers)).json().company_name).toBe('First');
  });

  test('invalid values are refused field by field, with their message keys', async () => {
    const { headers } = await server.signIn(['admin']);
    const { updated_at } = (await read(headers)).json();
    const response = await save(headers, {
      ...company,
      updated_at,
      primary_color: 'blue',
      time_zone: 'Mars/Olympus_Mons',
      default_language: 'fr-FR',
      menu_color: 'purple',
      menu_layout: 'bottom',
      sender_email: 'not an address',
      company_phone: '12345',
      sms_sender: 'A sender name far too long',
      quote_tax_rate: 13.125,
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { path: string; key: string; message: string }[];
    const keys = Object.fromEntries(details.map(({ path, key }) => [path, key]));
    expect(keys).toEqual({
      primary_color: 'validation.settings.color_format',
      time_zone: 'validation.settings.time_zone',
      default_language: 'validation.choose_from_list',
      menu_color: 'validation.choose_from_list',
      menu_layout: 'validation.choose_from_list',
      sender_email: 'validation.email_invalid',
      company_phone: 'validation.length_10_11',
      sms_sender: 'validation.settings.sms_sender',
      quote_tax_rate: 'validation.settings.quote_tax_rate',
    });
    expect(details.find(({ path }) => path === 'primary_color')?.message).toBe('A colour is # followed by six hexadecimal digits (#rrggbb)');
  });

  test('the screen is told that neither e-mail nor SMS is configured, and the test e-mail says why it cannot go', async () => {
    const { headers } = await server.signIn(['admin']);
    const delivery = await server.app.inject({ method: 'GET', url: '/api/system/settings/delivery', headers });
    expect(delivery.json()).toEqual({ email: { configured: false, host: null }, sms: { configured: false, host: null } });
    const sent = await server.app.inject({ method: 'POST', url: '/api/system/settings/test-email', headers, payload: {} });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toMatchObject({ code: 'MAIL_NOT_CONFIGURED', error: expect.stringContaining('SMTP_URL') });
  });
});

describe('business settings with mail delivered to a real SMTP peer', () => {
  let server: TestServer;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@example.com>', sms: httpSmsTransport('https://user:secret@sms.example.com/send?token=abc') });
  });
  afterAll(async () => {
    await server.close();
    await peer.close();
  });

  const saveCompany = async () => {
    const { headers } = await server.signIn(['admin']);
    const { updated_at } = (await server.app.inject({ method: 'GET', url: '/api/system/settings', headers })).json();
    const saved = await server.app.inject({ method: 'PUT', url: '/api/system/settings', headers, payload: { ...company, updated_at } });
    expect(saved.statusCode).toBe(200);
  };

  test('delivery shows as configured with the host names only, never the secrets', async () => {
    const { headers } = await server.signIn(['employee']);
    const delivery = await server.app.inject({ method: 'GET', url: '/api/system/settings/delivery', headers });
    expect(delivery.json()).toEqual({ email: { configured: true, host: '127.0.0.1' }, sms: { configured: true, host: 'sms.example.com' } });
    expect(delivery.body).not.toMatch(/secret|token|user/);
  });

  test('the test e-mail reaches the signed-in administrator, with the company footer', async () => {
    await saveCompany();
    const { headers, account } = await server.signIn(['admin']);
    const before = peer.received.length;
    const sent = await server.app.inject({ method: 'POST', url: '/api/system/settings/test-email', headers, payload: { locale: 'zh-CN' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ to: account.email });
    const [mail] = (await peer.messages(before + 1)).slice(-1);
    expect(mail.to).toMatchObject({ value: [{ address: account.email }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'office@example.com' }] });
    expect(mail.subject).toBe('后台测试邮件');
    expect(mail.text).toContain('Maple Renovations\n100 King St W, Toronto, ON\n4165550100');
    expect(mail.html).toContain('Maple Renovations<br>100 King St W, Toronto, ON<br>4165550100');
  });

  test('an account without an e-mail address is told to add one; an employee may not send tests', async () => {
    const { headers, account } = await server.signIn(['admin']);
    await server.database.pool.query('UPDATE users SET email = NULL WHERE _id = $1', [account._id]);
    const sent = await server.app.inject({ method: 'POST', url: '/api/system/settings/test-email', headers, payload: {} });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ code: 'ACCOUNT_HAS_NO_EMAIL', error: expect.stringContaining('profile') });

    const employee = await server.signIn(['employee']);
    expect((await server.app.inject({ method: 'POST', url: '/api/system/settings/test-email', headers: employee.headers, payload: {} })).statusCode).toBe(403);
  });

  test('the password reset e-mail closes with the company name, address and phone', async () => {
    await saveCompany();
    const { account } = await server.signIn(['employee']);
    const before = peer.received.length;
    const asked = await server.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email: account.email }, remoteAddress: '10.9.9.9' });
    expect(asked.statusCode).toBe(202);
    const [mail] = (await peer.messages(before + 1)).slice(-1);
    expect(mail.subject).toBe('Set a new password');
    expect(mail.text).toMatch(/--\nMaple Renovations\n100 King St W, Toronto, ON\n4165550100$/);
    expect(mail.html).toContain('Maple Renovations<br>100 King St W, Toronto, ON<br>4165550100');
  });
});
