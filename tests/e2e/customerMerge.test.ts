import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

const app = appUnderTest();

type Customer = { _id: string; uid: number; name: string; email: string | null; notification_methods: string[] };

let nextPhone = 4165580000;

/** Two records of one person: by phone (the page it opens on), and from WeChat with an e-mail and a project. */
async function duplicatePair(token: string, name: string) {
  const phone = String(nextPhone++);
  const byPhone = await callApi<Customer>(app.server.url, '/crm/customers', { token, body: { name, last_name: 'Chen', phone } });
  const fromWeChat = await callApi<Customer>(app.server.url, '/crm/customers', {
    token,
    body: { name: `${name}-WeChat`, last_name: 'Chen', phone, email: `${name.toLowerCase()}@example.com`, wechat: `${name.toLowerCase()}88`, source: 'WeChat' },
  });
  await callApi(app.server.url, '/pm/projects', {
    token,
    body: { customer: fromWeChat._id, property: 'house', services: ['kitchen-remodeling'], description: 'New kitchen' },
  });
  return { byPhone, fromWeChat };
}

async function signedInPage(width: number) {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  return { page: await context.newPage(), token, close: () => context.close() };
}

const expectAccessible = async (page: Page, what: string) => expect(await seriousAccessibilityViolations(page), what).toEqual([]);

describe.each([
  { locale: 'en-US', width: 1440, texts: { panel: 'Possible duplicates', shares: 'Same phone', compare: 'Compare and merge', title: 'Merge duplicate customers', gets: 'The kept customer gets', merge: 'Merge', merged: 'Customers merged', history: 'into this record' } },
  { locale: 'zh-CN', width: 375, texts: { panel: '可能重复的客户', shares: '电话相同', compare: '比较并合并', title: '合并重复客户', gets: '保留的客户将获得', merge: '合并', merged: '客户已合并', history: '合并到此记录' } },
])('$locale at $width px', ({ locale, width, texts }) => {
  test('the customer page shows the duplicate, and the side-by-side dialog merges it into the kept customer', async () => {
    const { page, token, close } = await signedInPage(width);
    const name = `Mei${locale === 'en-US' ? 'En' : 'Zh'}${Date.now() % 10000}`;
    const { byPhone, fromWeChat } = await duplicatePair(token, name);
    const panel = page.getByRole('region', { name: texts.panel });
    await photographScreen(page, {
      name: `customer-duplicates-${locale}-${width}`,
      show: async (shown) => {
        await shown.goto(withLocale(`${app.server.url}/crm/customer/${byPhone._id}`, locale));
        await panel.waitFor();
      },
    });
    await expect.poll(() => panel.innerText()).toContain(`${fromWeChat.name} Chen (${fromWeChat.uid})`);
    expect(await panel.innerText()).toContain(texts.shares);
    await expectAccessible(page, 'the customer page with its duplicates');

    const dialog = page.getByRole('dialog', { name: texts.title });
    await photographScreen(page, {
      name: `customer-merge-dialog-${locale}-${width}`,
      show: async () => {
        await panel.getByRole('button', { name: new RegExp(fromWeChat.name) }).click();
        await dialog.waitFor();
      },
    });
    // Side by side: both records' values in their own column.
    const table = dialog.getByRole('table');
    await expect.poll(() => table.innerText()).toContain(`${name}@example.com`.toLowerCase());
    expect(await dialog.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining([`${byPhone.name} Chen (${byPhone.uid})`, `${fromWeChat.name} Chen (${fromWeChat.uid})`]));
    // Keeping the one this page shows, it gets the e-mail and WeChat id it lacks.
    expect(await dialog.getByRole('radio', { name: new RegExp(`${byPhone.name} Chen`) }).isChecked()).toBe(true);
    const gets = await dialog.innerText();
    expect(gets).toContain(texts.gets);
    expect(gets).toContain(`${name.toLowerCase()}88`);
    await expectAccessible(page, 'the merge dialog');

    if (locale === 'en-US') {
      // Someone changes the other record meanwhile: the merge is refused in words, both are read again, and the
      // next try merges what is now shown.
      const current = await callApi<Customer & { updated_at: string }>(app.server.url, `/crm/customers/${fromWeChat._id}`, { token });
      const edit = await fetch(`${app.server.url}/api/crm/customers`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ _id: current._id, updated_at: current.updated_at, note: 'Changed meanwhile' }),
      });
      expect(edit.status).toBe(200);
      await dialog.getByRole('button', { name: texts.merge, exact: true }).click();
      await dialog.getByRole('alert').getByText('This customer was changed after you opened it.').waitFor();
      await expect.poll(() => table.innerText()).toContain('Changed meanwhile');
      // Keyboard only: the choice and the confirmation are reached without a mouse.
      await dialog.getByRole('radio', { name: new RegExp(`${byPhone.name} Chen`) }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: new RegExp(`${fromWeChat.name} Chen`) }).isChecked()).toBe(true);
      await page.keyboard.press('ArrowUp');
    } else {
      await dialog.getByRole('radio', { name: new RegExp(`${fromWeChat.name} Chen`) }).check();
    }
    const kept = locale === 'en-US' ? byPhone : fromWeChat;
    const gone = locale === 'en-US' ? fromWeChat : byPhone;
    await dialog.getByRole('button', { name: texts.merge, exact: true }).click();
    await page.getByText(texts.merged).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(new RegExp(`/crm/customer/${kept._id}`));
    await page.getByText(texts.history).first().waitFor();
    await panel.waitFor({ state: 'hidden' });
    await photographScreen(page, { name: `customer-merged-${locale}-${width}`, show: async () => {} });

    const after = await callApi<Customer & { projects: number; email: string; wechat: string }>(app.server.url, `/crm/customers/${kept._id}`, { token });
    expect(after).toMatchObject({ email: `${name.toLowerCase()}@example.com`, wechat: `${name.toLowerCase()}88`, projects: 1 });
    await expect(callApi(app.server.url, `/crm/customers/${gone._id}`, { token })).rejects.toThrow(/404/);
    await close();
  });
});
