import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

// Recipient groups: a group built with the filter builder while its preview follows, saved, then found in the list
// and on its own page; every screen checked with axe-core in both languages.

const app = appUnderTest();
const groupName = 'Chinese speakers in Markham';
let context: BrowserContext;
let page: Page;
let groupPath = '';

const customers = [
  { name: '芳', last_name: '王', phone: '4165550301', locale: 'zh-CN', location: 'Markham,ON' },
  { name: '伟', last_name: '李', phone: '4165550302', locale: 'zh-CN', location: 'Markham,ON', notification_methods: ['sms'] },
  { name: 'Olivia', last_name: 'Tremblay', phone: '4165550303', locale: 'en-US', location: 'Toronto,ON' },
];

/** The preview's count, once it has settled on `text`. */
const previewCount = (text: string) => expect.poll(() => page.getByTestId('recipient-count').textContent(), { timeout: 15_000 }).toBe(text);

async function accessible(name: string) {
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
  await screenshot(page, `marketing/${name}`);
  expect.soft(await seriousAccessibilityViolations(page), name).toEqual([]);
}

test('build a group while the preview counts its customers, save it, and find it in the list and on its page', { timeout: 180_000 }, async () => {
  context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  for (const customer of customers) await callApi(app.server.url, '/crm/customers', { token, body: customer });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await page.goto(`${app.server.url}/marketing/recipients?locale=en-US`);
  await page.getByRole('link', { name: 'New group' }).click();
  await page.waitForURL(/\/marketing\/recipients\/create$/);
  await previewCount('3 customers');

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Chinese' }).click();
  await page.keyboard.press('Escape');
  await previewCount('2 customers');
  await page.getByRole('combobox', { name: 'Accepts' }).click();
  await page.getByRole('option', { name: 'SMS' }).click();
  await page.keyboard.press('Escape');
  await previewCount('One customer');
  // Backspace takes the last choice away again.
  await page.getByRole('combobox', { name: 'Accepts' }).press('Backspace');
  await page.keyboard.press('Escape');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('markham,on');
  await location.press('Enter');
  await previewCount('2 customers');
  await expect.poll(() => page.getByRole('row').count()).toBe(3);
  await settled(page);
  await accessible('recipient-group-create');

  const save = page.locator('form').getByRole('button', { name: 'Create' });
  await save.click();
  await page.getByText('Please input group name').first().waitFor();
  await page.getByLabel('Group name').fill(groupName);
  await page.getByLabel('Description').fill('Lunar New Year offers');
  await save.click();
  await page.waitForURL(/\/marketing\/recipient\/[0-9a-f]{24}$/);
  groupPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
  // The filter in words, beside the members' table that says "Chinese" too.
  await page.getByRole('paragraph').filter({ hasText: /^Chinese$/ }).waitFor();
  await page.getByRole('paragraph').filter({ hasText: /^markham,on$/ }).waitFor();
  await page.getByRole('heading', { name: 'Members · 2 customers' }).waitFor();
  await page.getByRole('link', { name: '王芳' }).waitFor();
  await accessible('recipient-group');

  await page.goto(`${app.server.url}/marketing/recipients`);
  const row = page.getByRole('row', { name: new RegExp(groupName) });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toMatch(/Lunar New Year offers\s*2/);
  await accessible('recipient-groups');
});

test('the group, its list and its edit page read in Chinese, without accessibility faults', { timeout: 180_000 }, async () => {
  await page.goto(`${app.server.url}${groupPath}?locale=zh-CN`);
  await page.getByRole('heading', { name: '成员 · 2 位客户' }).waitFor();
  await page.getByRole('paragraph').filter({ hasText: /^中文$/ }).waitFor();
  await accessible('recipient-group-zh');

  await page.getByRole('link', { name: '编辑' }).click();
  await page.waitForURL(/\/marketing\/recipients\/edit\/[0-9a-f]{24}$/);
  await previewCount('2 位客户');
  await accessible('recipient-group-edit-zh');

  await page.goto(`${app.server.url}/marketing/recipients/create`);
  await previewCount('3 位客户');
  await accessible('recipient-group-create-zh');

  await page.goto(`${app.server.url}/marketing/recipients`);
  await page.getByRole('row', { name: new RegExp(groupName) }).waitFor();
  await accessible('recipient-groups-zh');
  await page.goto(`${app.server.url}/marketing/recipients?locale=en-US`);
  await context.close();
});
