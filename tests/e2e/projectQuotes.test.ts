import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { adminCredentials, screenshot, settled, startMailingAppServer } from './harness.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

// A project's Quotes card (docs/quotes.md#screens): a draft quote sent from there to a real SMTP peer on loopback, its
// status chip becoming Sent, its PDF previewed in a dialog closed by Escape; both languages, 1440 and 375 px, axe
// with each dialog open.

const app = appUnderTest(startMailingAppServer);

let token: string;

const words = {
  'en-US': { card: 'Quotes', send: 'Send', pdf: 'PDF', draft: 'Draft', sent: 'Sent', newQuote: 'New quote', sendTitle: 'Send quote', pdfTitle: 'PDF of', history: 'e-mailed quote' },
  'zh-CN': { card: '报价', send: '发送', pdf: 'PDF', draft: '草稿', sent: '已发送', newQuote: '新建报价', sendTitle: '发送报价', pdfTitle: '的 PDF', history: '通过电子邮件将报价' },
} as const;

/** A customer with an e-mail address in `locale`, their project and a draft quote in it. */
async function draftQuote(locale: keyof typeof words) {
  const customer = await callApi<{ _id: string }>(app.server.url, '/crm/customers', {
    token,
    body: { name: 'Mei', last_name: `Chen ${locale}`, phone: '4165550188', email: `mei.${locale.toLowerCase()}@customer.example`, locale },
  });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', { token, body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'Kitchen.' } });
  const quote = await callApi<{ _id: string; number: string }>(app.server.url, '/pm/quotes', {
    token,
    body: { project: project._id, lines: [{ room: 'Kitchen', description: 'Cabinets', quantity: 12, unit: 'ea', unit_price_cents: 45000, optional: false }] },
  });
  return { project, quote, label: `${quote.number} v1`, email: `mei.${locale.toLowerCase()}@customer.example` };
}

const noViolations = async (page: Page, name: string) => expect(await seriousAccessibilityViolations(page), name).toEqual([]);

/** The dialog by the start of its title, shown and still. */
async function openedDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/** Opens the quote's PDF preview from `button`, checks it, closes it by Escape: the focus is back on the button. */
async function previewPdf(page: Page, button: ReturnType<Page['getByRole']>, title: string, name: string) {
  await button.click();
  const dialog = await openedDialog(page, title);
  await dialog.locator('iframe').waitFor({ state: 'attached' });
  expect(await dialog.locator('iframe').getAttribute('src'), name).toMatch(/^blob:/);
  await noViolations(page, `${name}: the PDF dialog`);
  await screenshot(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
}

test.each(['en-US', 'zh-CN'] as const)('a draft quote sent and previewed from its project page (%s)', async (locale) => {
  ({ accessToken: token } = await callApi<{ accessToken: string }>(app.server.url, '/auth/login', { body: adminCredentials }));
  const text = words[locale];
  const { project, quote, label, email } = await draftQuote(locale);
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByApi(context, app.server.url);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const projectPage = `${app.server.url}${withLocale(`/pm/project/${project._id}`, locale)}`;
  const card = page.getByRole('region', { name: text.card, exact: true });
  // A table's row at 1440 px, a list's item on a phone.
  const row = card.locator('tr, li').filter({ hasText: quote.number });

  await photographScreen(page, {
    name: `project-quotes/project-1440-${locale}`,
    show: async (shown) => {
      await shown.goto(projectPage);
      await row.waitFor();
    },
  });
  await expect.poll(() => row.innerText()).toMatch(new RegExp(`${label}[\\s\\S]*${text.draft}[\\s\\S]*CA\\$6,102\\.00`));
  expect(await card.getByRole('link', { name: text.newQuote }).getAttribute('href')).toBe(`/pm/quotes/create?project=${project._id}`);
  await noViolations(page, 'the project page');

  // Send, from the card: the confirmation names the address; the e-mail reaches the SMTP peer; the chip says Sent.
  const before = app.server.peer.received.length;
  await row.getByRole('button', { name: `${text.send} ${label}` }).click();
  const confirmation = await openedDialog(page, text.sendTitle);
  expect(await confirmation.innerText()).toContain(email);
  await noViolations(page, 'the send dialog');
  await screenshot(page, `project-quotes/send-1440-${locale}`);
  await confirmation.getByRole('button', { name: text.send, exact: true }).click();
  await confirmation.waitFor({ state: 'detached' });
  const [mail] = (await app.server.peer.messages(before + 1)).slice(before);
  expect(mail.to).toMatchObject({ text: email });
  expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`${quote.number}-v1.pdf`]);
  await expect.poll(() => row.getByText(text.sent, { exact: true }).count()).toBe(1);
  // The project's history says so in the reader's language.
  await page.getByText(new RegExp(`${text.history} ${label}`)).waitFor();
  await settled(page);
  await screenshot(page, `project-quotes/sent-1440-${locale}`);

  await previewPdf(page, row.getByRole('button', { name: `${text.pdf} ${label}` }), text.pdfTitle, `project-quotes/pdf-1440-${locale}`);

  // On a phone: the card scrolls within itself, the dialogs fill the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await photographScreen(page, {
    name: `project-quotes/project-375-${locale}`,
    show: async (shown) => {
      await shown.goto(projectPage);
      await row.waitFor();
    },
  });
  await noViolations(page, 'the project page on a phone');
  expect(await row.getByRole('link', { name: label }).getAttribute('href')).toBe(`/pm/quote/${quote._id}`);
  expect(await row.innerText()).toMatch(new RegExp(`${text.sent}[\\s\\S]*CA\\$6,102\\.00`));
  const sendAgain = row.getByRole('button', { name: `${text.send} ${label}` });
  await sendAgain.scrollIntoViewIfNeeded();
  await sendAgain.click();
  await openedDialog(page, text.sendTitle);
  await noViolations(page, 'the send dialog on a phone');
  await screenshot(page, `project-quotes/send-375-${locale}`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await expect.poll(() => sendAgain.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(app.server.peer.received.length).toBe(before + 1);
  await previewPdf(page, row.getByRole('button', { name: `${text.pdf} ${label}` }), text.pdfTitle, `project-quotes/pdf-375-${locale}`);
  await context.close();
}, 300_000);
