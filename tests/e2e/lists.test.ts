import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

// The quick jumper under every list: a page number typed and Enter, checked against the last page.

const app = appUnderTest();

test.each([
  { locale: 'en-US', width: 1440, jump: 'Go to page', outOfRange: /^A page from 1 to \d+$/ },
  { locale: 'zh-CN', width: 375, jump: '跳至页', outOfRange: /^请输入 1 到 \d+ 之间的页码$/ },
])('the quick jumper opens a typed page (the second: customers are 100 a page) and refuses one past the last, in $locale at $width px', async ({ locale, width, jump, outOfRange }) => {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  const { meta } = await callApi<{ meta: { total: number } }>(app.server.url, '/crm/customers/query', { token, body: {} });
  for (let n = meta.total; n < 110; n++) {
    await callApi(app.server.url, '/crm/customers', { token, body: { name: `Jumper ${n}`, phone: String(4165600000 + n) } });
  }
  const page = await context.newPage();
  const jumper = page.getByRole('textbox', { name: jump });
  await photographScreen(page, {
    name: `list-jumper-${locale}-${width}`,
    show: async (shown) => {
      await shown.goto(withLocale(`${app.server.url}/crm/customers`, locale));
      await jumper.waitFor();
    },
  });
  await jumper.fill('2');
  await jumper.press('Enter');
  await page.waitForURL(/page=2/);
  await expect.poll(() => jumper.inputValue()).toBe('');

  await jumper.fill('999');
  await jumper.press('Enter');
  const error = page.getByText(outOfRange);
  await error.waitFor();
  expect(page.url()).toMatch(/page=2/);
  await photographScreen(page, { name: `list-jumper-refused-${locale}-${width}`, show: async () => undefined });
  expect(await seriousAccessibilityViolations(page), 'the list with its jumper').toEqual([]);
  await context.close();
});
