import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

// Campaigns in the browser: created in the New Campaign drawer with rich text and on its own page, listed, and
// shown with the e-mail rendered in its template; axe-core's WCAG 2 A/AA rules on each screen, in both languages.

const app = appUnderTest();

const visible = (within: Page | Locator, text: string | RegExp) => within.getByText(text).first().waitFor({ state: 'visible', timeout: 20_000 });

/** Once the screen shows what the test waited for: the sandboxed preview frame never lets the page go network-idle. */
async function checkAccessibility(page: Page, name: string) {
  await animationsSettled(page);
  await settled(page);
  await screenshot(page, `campaigns/${name}`);
  expect.soft(await seriousAccessibilityViolations(page), name).toEqual([]);
}

/** The e-mail preview's frame: sandboxed, holding the page the server rendered. */
async function previewFrame(page: Page) {
  const frame = page.locator('iframe[srcdoc]');
  await frame.waitFor();
  expect(await frame.getAttribute('sandbox')).toBe('');
  return frame;
}

test('a campaign created in the New Campaign drawer with rich text shows in the list and on its page with the rendered e-mail (en-US)', { timeout: 240_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByApi(context, app.server.url);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.server.url}/marketing/campaigns?locale=en-US`);
  await visible(page, 'No Campaigns found');
  await checkAccessibility(page, 'list-empty-en-US');

  await page.getByRole('button', { name: 'New campaign' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Campaign' });
  await drawer.locator('.ProseMirror').waitFor();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await visible(drawer, 'Please input campaign title');
  await visible(drawer, 'Please input campaign sender');
  await visible(drawer, 'Please type content');

  await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring kitchen offer');
  await drawer.getByLabel('Sender').fill('Harbour Renovations');
  await drawer.getByRole('checkbox', { name: 'SMS' }).check();
  const editor = drawer.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Hello {{first_name}}, our ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('spring offer');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' is here.');
  // With the closing (" - Harbour Renovations. 回复STOP退订" for a Chinese customer, UCS-2): 79 characters, two messages.
  await visible(drawer, '55 characters left · 2 SMS');
  await checkAccessibility(page, 'new-campaign-drawer-en-US');

  await drawer.getByRole('button', { name: 'Create' }).click();
  await drawer.waitFor({ state: 'hidden' });
  const row = page.getByRole('row', { name: /Spring kitchen offer/ });
  await row.waitFor();
  await visible(row, 'Draft');
  await checkAccessibility(page, 'list-en-US');

  await row.click();
  await page.getByRole('heading', { level: 1, name: 'Spring kitchen offer' }).waitFor();
  const frame = await previewFrame(page);
  const html = (await frame.getAttribute('srcdoc')) ?? '';
  expect(html).toContain('<strong>spring offer</strong>');
  expect(html).toContain('Unsubscribe');
  expect(html).not.toContain('{{first_name}}');
  await expect.poll(() => page.getByTestId('sms-preview').textContent()).toMatch(/^Hello .+, our spring offer is here\. - Harbour Renovations\. Reply STOP to unsubscribe$/);
  for (const action of ['Schedule', 'Send me a test', 'Duplicate', 'Cancel campaign', 'Edit']) {
    await page.getByRole('button', { name: action }).or(page.getByRole('link', { name: action })).first().waitFor();
  }
  await checkAccessibility(page, 'campaign-en-US');
  await context.close();
});

test('a campaign created on its own page, in Chinese, then cancelled: only the actions its status allows remain (zh-CN)', { timeout: 240_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByApi(context, app.server.url);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.server.url}/marketing/campaign/create?locale=zh-CN`);
  await page.locator('.ProseMirror').waitFor();
  await page.getByRole('textbox', { name: '标题', exact: true }).fill('春季厨房优惠');
  await page.getByLabel('发件人').fill('港湾装修');
  await page.getByRole('checkbox', { name: '短信' }).check();
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('您好 {{full_name}}，春季优惠来了。');
  await visible(page, /还可输入 \d+ 个字符 · 1 条短信/);
  await visible(page, 'Unicode：每条短信 70 个字符');
  await checkAccessibility(page, 'create-page-zh-CN');

  await page.locator('form').getByRole('button', { name: '新建' }).click();
  await page.getByRole('heading', { level: 1, name: '春季厨房优惠' }).waitFor();
  expect(page.url()).toMatch(/\/marketing\/campaign\/[0-9a-f]{24}$/);
  await visible(page, '草稿');
  await previewFrame(page);
  await checkAccessibility(page, 'campaign-zh-CN');

  await page.getByRole('button', { name: '取消活动' }).click();
  await page.getByRole('dialog', { name: '取消活动' }).getByRole('button', { name: '取消活动' }).click();
  await visible(page, '已取消');
  await page.getByRole('button', { name: '复制' }).waitFor();
  for (const gone of ['安排发送', '给我发送测试', '取消活动']) expect(await page.getByRole('button', { name: gone }).count()).toBe(0);
  expect(await page.getByRole('link', { name: '编辑' }).count()).toBe(0);
  await checkAccessibility(page, 'campaign-cancelled-zh-CN');

  await page.goto(`${app.server.url}/marketing/campaigns?locale=zh-CN`);
  await page.getByRole('row', { name: /春季厨房优惠/ }).waitFor();
  await checkAccessibility(page, 'list-zh-CN');
  await context.close();
});
