import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, setMailingAddress, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { adminCredentials, screenshot, settled, startAppServer } from './harness.js';
import { clientTypeHeader } from '../../domain/session.js';
import { startSmsProvider } from '../support/smsProvider.js';
import { startSmtpPeer } from '../support/smtpPeer.js';

// A campaign from start to finish as a user goes: a recipient group built while its preview counts, a campaign
// written with rich text in the New Campaign drawer, sent now from its page (the server under test has no
// SMTP_URL: its e-mails wait in the outbox), its delivery on the page and the Notification screen with a skipped
// message's reason in the reader's language, also in the CSV export; and a test of a campaign with SMS, on a server
// with SMTP_URL and SMS_URL; axe-core on each screen, in both languages.

const app = appUnderTest();

const visible = (within: Page | Locator, text: string | RegExp) => within.getByText(text).first().waitFor({ state: 'visible', timeout: 20_000 });

async function checkAccessibility(page: Page, name: string) {
  await animationsSettled(page);
  await settled(page);
  await screenshot(page, `campaignDelivery/${name}`);
  expect.soft(await seriousAccessibilityViolations(page), name).toEqual([]);
}

/** The Notification screen's CSV export, as the browser downloads it. */
async function exportedCsv(page: Page, exportLabel: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: exportLabel }).click()]);
  return readFile((await download.path()) ?? '', 'utf8');
}

test('a group built, a campaign written in the drawer and sent now: its delivery and the Notification screen say how each message went, in English and Chinese', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const token = await signInByApi(context, app.server.url);
  const post = (path: string, body: object) => callApi(app.server.url, path, { token, body });
  await setMailingAddress(app.server.url, token);
  await post('/crm/customers', { name: 'Ann', last_name: 'Lee', phone: '4165550101', email: 'ann.lee@example.com', location: 'Deliverytown' });
  await post('/crm/customers', { name: 'Bo', phone: '4165550102', location: 'Deliverytown' });
  await post('/crm/customers', { name: 'Cy', phone: '4165550103', email: 'cy@example.com', location: 'Elsewhere' });

  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.server.url}/marketing/recipients/create?locale=en-US`);
  const recipientCount = () => page.getByTestId('recipient-count').textContent();
  await expect.poll(recipientCount, { timeout: 15_000 }).toBe('3 customers');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Deliverytown');
  await location.press('Enter');
  await expect.poll(recipientCount, { timeout: 15_000 }).toBe('2 customers');
  await page.getByLabel('Group name').fill('Deliverytown');
  await page.locator('form').getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/marketing\/recipient\/[0-9a-f]{24}$/);

  await page.goto(`${app.server.url}/marketing/campaigns?locale=en-US`);
  await page.getByRole('button', { name: 'New campaign' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Campaign' });
  await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill('Outbox offer');
  await drawer.getByLabel('Sender').fill('Harbour Renovations');
  await drawer.getByRole('combobox', { name: 'Recipients' }).click();
  await page.getByRole('option', { name: 'Deliverytown' }).click();
  await page.keyboard.press('Escape');
  await drawer.locator('.ProseMirror').click();
  await page.keyboard.type('Hello {{first_name}}, the ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('outbox offer');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' is here.');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await page.getByRole('row', { name: /Outbox offer/ }).click();

  await page.getByRole('heading', { level: 1, name: 'Outbox offer' }).waitFor();
  await visible(page, 'No message has been written yet');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send now' }).getByRole('button', { name: 'Send now' }).click();
  const messages = page.getByRole('region', { name: 'Messages' });
  await visible(messages, 'ann.lee@example.com');
  await messages.getByRole('row', { name: /Ann Lee.*Outbox/ }).waitFor();
  await messages.getByRole('row', { name: /Bo.*Skipped.*No e-mail address/ }).waitFor();
  await visible(page.getByRole('region', { name: 'Delivery' }), 'Outbox');
  await visible(page.locator('main'), /^Sent$/);
  await checkAccessibility(page, 'campaign-en-US');

  await page.goto(`${app.server.url}/marketing/notification?locale=en-US`);
  await page.getByRole('row', { name: /Outbox offer.*Bo.*Skipped.*No e-mail address/ }).waitFor();
  await checkAccessibility(page, 'notification-en-US');
  const english = await exportedCsv(page, 'Export');
  expect(english).toMatch(/Outbox offer,Bo,email,,skipped,No e-mail address,0,/);
  expect(english).toMatch(/Outbox offer,Ann Lee,email,ann\.lee@example\.com,outbox,,0,/);

  await page.goto(`${app.server.url}/marketing/campaigns?locale=zh-CN`);
  await page.getByRole('row', { name: /Outbox offer/ }).click();
  await page.getByRole('region', { name: '消息' }).getByRole('row', { name: /Bo.*已跳过.*没有邮箱地址/ }).waitFor();
  await visible(page.getByRole('region', { name: '发送情况' }), '发件箱');
  await visible(page.locator('main'), /^已发送$/);
  await checkAccessibility(page, 'campaign-zh-CN');
  await page.goto(`${app.server.url}/marketing/notification?locale=zh-CN`);
  await page.getByRole('row', { name: /Outbox offer.*Bo.*已跳过.*没有邮箱地址/ }).waitFor();
  await checkAccessibility(page, 'notification-zh-CN');
  expect(await exportedCsv(page, '导出')).toMatch(/Outbox offer,Bo,email,,skipped,没有邮箱地址,0,/);
  await context.close();
});

test('"Send me a test" of a campaign with SMS says what is missing, then where the e-mail and the SMS went, in English and Chinese', { timeout: 240_000 }, async () => {
  const peer = await startSmtpPeer();
  const provider = await startSmsProvider();
  const server = await startAppServer({ SMTP_URL: peer.url, SMS_URL: `${provider.url}/send` });
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const token = await signInByApi(context, server.url);
    const campaign = await callApi<{ _id: string }>(server.url, '/marketing/campaigns', {
      token,
      body: { sender: 'Harbour Renovations', title: 'Texted offer', content: '<p>Hello {{first_name}}.</p>', notification_channels: ['email', 'sms'] },
    });
    const saveOwnAccount = (phone: string | null) =>
      fetch(`${server.url}/api/auth/account`, {
        method: 'PUT',
        headers: { [clientTypeHeader.name]: clientTypeHeader.value, 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ username: adminCredentials.username, name: 'Lin', email: 'lin@example.com', phone }),
      });
    expect((await saveOwnAccount(null)).status).toBe(200);

    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/marketing/campaign/${campaign._id}?locale=en-US`);
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await visible(page, 'Your account has no phone number to send the test SMS to: add one on your profile page.');
    expect(provider.jsonBodies()).toEqual([]);

    expect((await saveOwnAccount('4165550199')).status).toBe(200);
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await visible(page, 'Test e-mail sent to lin@example.com and test SMS to 4165550199');
    await checkAccessibility(page, 'test-sent-en-US');
    expect(provider.jsonBodies()).toEqual([{ to: '4165550199', from: 'Harbour Renovations', text: expect.stringMatching(/^Hello .+\. - Harbour Renovations\. Reply STOP to unsubscribe$/) }]);
    expect((await peer.messages(1)).at(-1)?.subject).toBe('[Test] Texted offer');

    await page.goto(`${server.url}/marketing/campaign/${campaign._id}?locale=zh-CN`);
    await page.getByRole('button', { name: '给我发送测试' }).click();
    await visible(page, '测试邮件已发送至 lin@example.com，测试短信已发送至 4165550199');
    await checkAccessibility(page, 'test-sent-zh-CN');
    await context.close();
  } finally {
    await server.stop();
    await provider.close();
    await peer.close();
  }
});
