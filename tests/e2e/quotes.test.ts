import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { openInApp, photographScreen, withLocale } from './screenCheck.js';

// The quote list and record page (docs/quotes.md) in the built app, a quote created through the API: both languages,
// desktop and phone, axe clean, and the PDF button previewing the quote's PDF, which its Download saves.

const app = appUnderTest();

const line = (room: string, description: string, quantity: number, unit_price_cents: number, optional = false) => ({ room, description, quantity, unit: 'h', unit_price_cents, optional });

/** A customer, their project and a draft quote of three rooms, one line optional; answers the quote. */
async function createQuote(token: string) {
  const customer = await callApi<{ _id: string }>(app.server.url, '/crm/customers', { token, body: { name: 'Mei', last_name: 'Chen', phone: '4165550188' } });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', {
    token,
    body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'Kitchen and bath.', discount: 5 },
  });
  return callApi<{ _id: string; number: string }>(app.server.url, '/pm/quotes', {
    token,
    body: {
      project: project._id,
      deposit_percent: 30,
      terms: 'Payment within 30 days of completion.',
      lines: [
        line('Kitchen', 'Cabinets, supplied and installed', 33.335, 30000),
        line('Kitchen', 'Quartz countertop with an undermount sink and a long description that wraps on a phone', 1, 450000),
        line('主卧浴室', '瓷砖铺设', 12.5, 9999),
        line('主卧浴室', '地暖', 1, 250000, true),
        line('Hall', 'Paint', 2, 35000),
      ],
    },
  });
}

const noViolations = async (page: Page, name: string) => expect(await seriousAccessibilityViolations(page), name).toEqual([]);

test('the list and the record page in both languages at 1440 and 375 px; the PDF preview saves the PDF', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const token = await signInByApi(context, app.server.url);
  const quote = await createQuote(token);
  const page = await context.newPage();

  await photographScreen(page, {
    name: 'quotes/list-1440-en-US',
    show: async (shown) => {
      await openInApp(shown, `${app.server.url}${withLocale('/pm/quotes', 'en-US')}`);
      await shown.getByRole('row', { name: new RegExp(quote.number) }).waitFor();
    },
  });
  const row = page.getByRole('row', { name: new RegExp(quote.number) });
  await expect.poll(() => row.innerText()).toMatch(/Mei Chen[\s\S]*Draft[\s\S]*CA\$/);
  await noViolations(page, 'the list');

  const pages = [
    { locale: 'en-US', width: 1440, subtotal: 'Subtotal, Kitchen', total: 'Total' },
    { locale: 'zh-CN', width: 1440, subtotal: '小计：Kitchen', total: '总计' },
    { locale: 'en-US', width: 375, subtotal: 'Subtotal, 主卧浴室', total: 'Total' },
    { locale: 'zh-CN', width: 375, subtotal: '小计：主卧浴室', total: '总计' },
  ];
  for (const { locale, width, subtotal, total } of pages) {
    const name = `quotes/record-${width}-${locale}`;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('about:blank');
    await photographScreen(page, {
      name,
      show: async (shown) => {
        await shown.goto(`${app.server.url}${withLocale(`/pm/quote/${quote._id}`, locale)}`);
        await shown.getByText(subtotal).waitFor();
      },
    });
    await page.getByRole('rowheader', { name: total, exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: quote.number }).count(), name).toBe(1);
    await noViolations(page, name);
  }

  // A draft awaits no answer yet: the dashboard's figure counts none, worth nothing.
  await page.setViewportSize({ width: 1440, height: 900 });
  await photographScreen(page, {
    name: 'quotes/dashboard-1440-zh-CN',
    show: async (shown) => {
      await shown.goto(`${app.server.url}${withLocale('/dashboard', 'zh-CN')}`);
      await shown.getByText('待答复报价').waitFor();
    },
  });
  await expect.poll(() => page.getByRole('link', { name: /待答复报价/ }).innerText()).toMatch(/^待答复报价\s+0\s+总值 CA\$0\.00$/);
  await noViolations(page, 'the dashboard');

  await page.goto(`${app.server.url}${withLocale(`/pm/quote/${quote._id}`, 'en-US')}`);
  await page.getByRole('button', { name: 'PDF' }).click();
  const preview = page.getByRole('dialog', { name: `PDF of ${quote.number} v1` });
  await preview.locator('iframe').waitFor({ state: 'attached' });
  const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(`${quote.number}-v1.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
