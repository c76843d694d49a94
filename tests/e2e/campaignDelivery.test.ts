import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

// A campaign sent now from its page (the server under test has no SMTP_URL: its e-mails wait in the outbox), its
// delivery on the page and the Notification screen listing its messages; axe-core on each, in both languages.

const app = appUnderTest();

const visible = (within: Page | Locator, text: string | RegExp) => within.getByText(text).first().waitFor({ state: 'visible', timeout: 20_000 });

async function checkAccessibility(page: Page, name: string) {
  await animationsSettled(page);
  await settled(page);
  await screenshot(page, `campaignDelivery/${name}`);
  expect.soft(await seriousAccessibilityViolations(page), name).toEqual([]);
}

test('a campaign sent now shows its delivery, and the Notification screen lists its messages, in English and Chinese', { timeout: 240_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  const post = <Answer>(path: string, body: object) => callApi<Answer>(app.server.url, path, { token, body });
  await post('/crm/customers', { name: 'Ann', last_name: 'Lee', phone: '4165550101', email: 'ann.lee@example.com', location: 'Deliverytown' });
  await post('/crm/customers', { name: 'Bo', phone: '4165550102', location: 'Deliverytown' });
  const group = await post<{ _id: string }>('/marketing/recipients', { name: 'Deliverytown', filter: { location: ['Deliverytown'] } });
  const campaign = await post<{ _id: string }>('/marketing/campaigns', {
    sender: 'Harbour Renovations',
    title: 'Outbox offer',
    content: '<p>Hello {{first_name}}.</p>',
    recipients_list: [group._id],
  });

  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.server.url}/marketing/campaign/${campaign._id}?locale=en-US`);
  await page.getByRole('heading', { level: 1, name: 'Outbox offer' }).waitFor();
  await visible(page, 'No message has been written yet');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send now' }).getByRole('button', { name: 'Send now' }).click();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await visible(delivery, 'Outbox');
  await visible(delivery, 'Skipped');
  await visible(delivery, 'no e-mail address');
  await visible(delivery, 'ann.lee@example.com');
  await checkAccessibility(page, 'campaign-en-US');

  await page.goto(`${app.server.url}/marketing/notification?locale=en-US`);
  await page.getByRole('row', { name: /ann\.lee@example\.com/ }).waitFor();
  await checkAccessibility(page, 'notification-en-US');

  await page.goto(`${app.server.url}/marketing/campaign/${campaign._id}?locale=zh-CN`);
  await visible(page.getByRole('region', { name: '发送情况' }), '发件箱');
  await checkAccessibility(page, 'campaign-zh-CN');
  await page.goto(`${app.server.url}/marketing/notification?locale=zh-CN`);
  await page.getByRole('row', { name: /ann\.lee@example\.com/ }).waitFor();
  await visible(page, '已跳过');
  await checkAccessibility(page, 'notification-zh-CN');
  await context.close();
});
