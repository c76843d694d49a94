import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

const app = appUnderTest();

type Customer = { _id: string; uid: number; name: string };

async function signedInPage(width: number) {
  const context = await app.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const token = await signInByApi(context, app.server.url);
  return { page: await context.newPage(), token, close: () => context.close() };
}

const expectAccessible = async (page: Page, what: string) => expect(await seriousAccessibilityViolations(page), what).toEqual([]);

test('a superadmin exports a customer\'s data and erases the customer after typing the full name, in English at 1440 px', async () => {
  const { page, token, close } = await signedInPage(1440);
  const customer = await callApi<Customer>(app.server.url, '/crm/customers', { token, body: { name: 'Rosa', last_name: 'Erasable', phone: '4165590101' } });
  await photographScreen(page, {
    name: 'privacy-customer-en-US-1440',
    show: async (shown) => {
      await shown.goto(withLocale(`${app.server.url}/crm/customer/${customer._id}`, 'en-US'));
      await shown.getByRole('heading', { level: 1, name: 'Rosa Erasable' }).waitFor();
    },
  });
  await expectAccessible(page, 'the customer page');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export data' }).click()]);
  expect(download.suggestedFilename()).toBe(`customer-${customer.uid}.json`);
  expect(await readFile(await download.path(), 'utf8')).toContain('Erasable');

  const dialog = page.getByRole('dialog', { name: "Erase this customer's personal data" });
  await photographScreen(page, {
    name: 'privacy-erase-dialog-en-US-1440',
    show: async () => {
      await page.getByRole('button', { name: 'Erase' }).click();
      await dialog.waitFor();
    },
  });
  await expectAccessible(page, 'the open erase dialog');
  const confirm = dialog.getByRole('button', { name: 'Erase' });
  await dialog.getByRole('textbox').fill('Rosa');
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByRole('textbox').fill('Rosa Erasable');
  await confirm.click();
  await page.getByRole('heading', { level: 1, name: 'Erased customer' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Erase' }).count()).toBe(0);
  await photographScreen(page, { name: 'privacy-erased-en-US-1440', show: async () => undefined });
  await close();
});

test('in Chinese at 375 px the dialog says why a customer with an open project cannot be erased', async () => {
  const { page, token, close } = await signedInPage(375);
  const customer = await callApi<Customer>(app.server.url, '/crm/customers', { token, body: { name: '明', last_name: '王', phone: '4165590102' } });
  await callApi(app.server.url, '/pm/projects', { token, body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'Open kitchen' } });
  await page.goto(withLocale(`${app.server.url}/crm/customer/${customer._id}`, 'zh-CN'));
  await page.getByRole('heading', { level: 1, name: '王明' }).waitFor();
  const dialog = page.getByRole('dialog', { name: '删除此客户的个人资料' });
  await page.getByRole('button', { name: '删除个人资料' }).click();
  await dialog.waitFor();
  await dialog.getByRole('textbox').fill('王明');
  await dialog.getByRole('button', { name: '删除个人资料' }).click();
  const refusal = dialog.getByRole('alert');
  await refusal.waitFor();
  expect(await refusal.innerText()).toContain('该客户还有进行中的项目，不能删除其个人资料');
  await photographScreen(page, { name: 'privacy-erase-refused-zh-CN-375', show: async () => undefined });
  await expectAccessible(page, 'the erase dialog with its refusal');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: '王明' }).waitFor();
  await close();
});

test("in Chinese at 375 px a closed project of an erased customer names the customer in the reader's language", async () => {
  const { page, token, close } = await signedInPage(375);
  const customer = await callApi<Customer>(app.server.url, '/crm/customers', { token, body: { name: '丽', last_name: '赵', phone: '4165590103' } });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', {
    token,
    body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'Done kitchen', status: 'abandoned' },
  });
  await callApi(app.server.url, `/crm/customers/${customer._id}/erase`, { token, body: { confirm: customer._id } });
  await photographScreen(page, {
    name: 'privacy-erased-project-zh-CN-375',
    show: async (shown) => {
      await shown.goto(withLocale(`${app.server.url}/pm/project/${project._id}`, 'zh-CN'));
      await shown.getByRole('heading', { level: 1, name: /已删除资料的客户/ }).waitFor();
    },
  });
  expect(await page.getByRole('link', { name: '已删除资料的客户' }).count()).toBeGreaterThan(0);
  expect(await page.locator('body').innerText()).not.toContain('Erased customer');
  await close();
});
