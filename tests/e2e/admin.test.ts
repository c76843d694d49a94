import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

// Admin (Internal) as a superadmin uses it: the contractor list, a contractor made in its New dialog, and its page,
// in both languages, each checked with axe-core's WCAG 2 A/AA rules.

const app = appUnderTest();

const texts = {
  'en-US': { create: 'New contractor', name: /^Name/, trade: /^Trade/, phone: /^Phone/, save: 'Create', roofer: 'Roofer', expiring: 'Expiring within 30 days' },
  'zh-CN': { create: '新建承包商', name: /^姓名/, trade: /^工种/, phone: /^电话/, save: '新建', roofer: '屋顶工', expiring: '30 天内到期' },
} as const;

async function checked(page: Page, name: string) {
  await settled(page);
  await animationsSettled(page);
  await screenshot(page, `admin/${name}`);
  expect.soft(await seriousAccessibilityViolations(page), name).toEqual([]);
}

test('a superadmin lists contractors, makes one in the New dialog and opens its page, in both languages', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByApi(context, app.server.url);
  const page = await context.newPage();
  for (const [locale, text] of Object.entries(texts)) {
    const contractorName = `Roofer ${locale}`;
    await page.goto(`${app.server.url}/admin/contractors?locale=${locale}`);
    await page.getByRole('button', { name: text.expiring }).waitFor();
    await checked(page, `contractors-${locale}`);

    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.name }).fill(contractorName);
    await dialog.getByRole('combobox', { name: text.trade }).click();
    await page.getByRole('option', { name: text.roofer }).click();
    await dialog.getByRole('textbox', { name: text.phone }).fill('4165550123');
    await checked(page, `create-contractor-${locale}`);
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: contractorName });
    await row.waitFor();
    expect(await row.innerText()).toContain(text.roofer);
    await row.getByText(contractorName).click();
    await page.getByRole('heading', { level: 1, name: contractorName }).waitFor();
    expect(page.url()).toMatch(/\/admin\/contractor\/[0-9a-f]{24}/);
    await checked(page, `contractor-${locale}`);
  }
  await context.close();
});
