import { beforeAll, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi } from './apiSession.js';
import { adminCredentials, screenshot, startMailingAppServer } from './harness.js';
import { appUnderTest } from './appUnderTest.js';

// The office sends a quote (through the API); the customer opens the link of the e-mail on a phone, ticks an
// optional item and accepts; the contract exists (docs/quotes.md#the-customers-page).

const app = appUnderTest(startMailingAppServer);

let token: string;

beforeAll(async () => {
  ({ accessToken: token } = await callApi<{ accessToken: string }>(app.server.url, '/auth/login', { body: adminCredentials }));
  const settings = await callApi<object>(app.server.url, '/system/settings', { token });
  await callApi(app.server.url, '/system/settings', { token, method: 'PUT', body: { ...settings, company_name: 'Maple Renovations', company_address: '12 King St W, Toronto, ON M5H 1A1' } });
}, 120_000);

const lines = [
  { room: 'Kitchen', description: 'Cabinets, painted, soft-close hinges', quantity: 12, unit: 'ea', unit_price_cents: 45000, optional: false },
  { room: 'Kitchen', description: 'Quartz countertop', quantity: 6.5, unit: 'm²', unit_price_cents: 38000, optional: false },
  { room: 'Bath', description: 'Heated floor', quantity: 1, unit: 'ea', unit_price_cents: 250000, optional: true },
  { room: 'Bath', description: 'Tiles, laid with waterproofing', quantity: 9.25, unit: 'm²', unit_price_cents: 9000, optional: false },
];

test.each([
  { locale: 'en-US', name: 'Ada Lovelace', given: { name: 'Ada', last_name: 'Lovelace' }, optional: 'Heated floor', agree: /I agree/, accept: 'Accept the quote', done: /You accepted this quote on/ },
  { locale: 'zh-CN', name: '王芳', given: { name: '芳', last_name: '王' }, optional: '地暖', agree: /我同意/, accept: '接受报价', done: /您已于 .* 接受本报价/ },
])('a customer accepts a quote with an optional item on a phone ($locale)', async ({ locale, name, given, optional, agree, accept, done }) => {
  const customer = await callApi<{ _id: string }>(app.server.url, '/crm/customers', {
    token,
    body: { ...given, phone: '4165550100', email: `${locale}@customer.example`, locale },
  });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', { token, body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'Kitchen and bath' } });
  const quoteLines = locale === 'zh-CN' ? lines.map((line) => (line.optional ? { ...line, room: '主卧浴室', description: optional } : line)) : lines;
  const quote = await callApi<{ _id: string; number: string; total_cents: number }>(app.server.url, '/pm/quotes', {
    token,
    body: { project: project._id, lines: quoteLines, deposit_percent: 25, terms: locale === 'zh-CN' ? '签约时支付定金。' : 'Deposit on signing.' },
  });
  const before = app.server.peer.received.length;
  await callApi(app.server.url, `/pm/quotes/${quote._id}/send`, { token, body: {} });
  const [mail] = (await app.server.peer.messages(before + 1)).slice(before);
  const link = /http:\/\/\S+\/q\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();

  const context = await app.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const scriptErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && scriptErrors.push(message.text()));
  const response = await page.goto(link!);
  expect(response?.status()).toBe(200);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale === 'zh-CN' ? 'zh-CN' : 'en-US');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `quote-page-${locale}`);

  const total = page.locator('#total');
  const untouched = await total.textContent();
  await page.getByLabel(optional).check();
  // The inline script (allowed by the page's CSP) follows the ticked item.
  await expect.poll(() => total.textContent()).not.toBe(untouched);
  const shownTotal = await total.textContent();
  await page.getByLabel(locale === 'zh-CN' ? '您的全名（作为签名）' : 'Your full name, as your signature').fill(name);
  await page.getByLabel(agree).check();
  await Promise.all([page.waitForURL(link!), page.getByRole('button', { name: accept }).click()]);
  await expect.poll(() => page.locator('[role=status]').textContent()).toMatch(done);
  expect(await page.locator('[role=status]').textContent()).toContain(shownTotal);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `quote-page-accepted-${locale}`);
  expect(scriptErrors).toEqual([]);
  await context.close();
  const desktop = await app.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await desktop.goto(link!);
  await screenshot(desktop, `quote-page-accepted-${locale}-1440`);
  await desktop.close();

  const { contracts } = await callApi<{ contracts: { amount: number; signed: boolean; representative: string; contract_number: string }[] }>(app.server.url, `/pm/projects/${project._id}/contracts`, { token });
  // 12 × 450 + 6.5 × 380 + 2500 + 9.25 × 90 = 11 202.50; 13 % tax 1456.325 → 1456.33; total 12 658.83.
  expect(contracts).toEqual([expect.objectContaining({ amount: 12658.83, signed: true, representative: name, contract_number: quote.number.replace('Q-', 'C-') })]);
}, 120_000);
