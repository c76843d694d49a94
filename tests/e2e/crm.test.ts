import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { tokenCookieName } from '../../domain/session.js';
import { adminCredentials, screenshot } from './harness.js';
import { appUnderTest } from './appUnderTest.js';

const app = appUnderTest();

let page: Page;
const customerName = `Evelyn${Date.now() % 100000}`;

beforeAll(async () => {
  page = await app.browser.newPage({ viewport: { width: 1440, height: 900 } });
});

const visible = (text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 });

test('a signed-out deep link goes to sign-in, and back to the link after signing in', async () => {
  await page.goto(`${app.server.url}/crm/customers`);
  await page.waitForURL(/\/auth\/login\?redirect=%2Fcrm%2Fcustomers$/);
  await page.getByLabel('Username').fill(adminCredentials.username);
  await screenshot(page, 'login');
  await page.getByLabel('Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app.server.url}/crm/customers`);
  await visible('Logged In');
  await expect.poll(() => page.title()).toBe('SMS Dashboard | Customers');
});

test('create a customer through the modal, after a validation error', async () => {
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
  await dialog.waitFor();
  // An e-mail the browser would refuse on its own, in its own language, before the form could say anything.
  await dialog.getByRole('textbox', { name: 'Email' }).fill('mei@');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Please input customer name').waitFor();
  await dialog.getByText('Please input customer phone').waitFor();
  await dialog.getByText('Please input a valid email address').waitFor();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
  await dialog.getByLabel('First name').fill(customerName);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('416555123');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Length should be 10 to 11').waitFor();
  await screenshot(page, 'create-customer-invalid');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('4165551234');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForURL(`${app.server.url}/crm/customers`);
  await visible(customerName);
  await screenshot(page, 'customer-list');
});

test('find the customer in quick search while typing, and add a history note', async () => {
  await page.goto(`${app.server.url}/crm/quick-search`);
  const field = page.getByLabel('Search customers');
  // Key by key, as fast as the browser takes them: no letter may be lost while the address follows.
  const typed = customerName.slice(0, 6).toLowerCase();
  await field.pressSequentially(typed);
  const result = page.getByRole('link', { name: new RegExp(customerName) });
  await result.waitFor();
  expect(await field.inputValue()).toBe(typed);
  await screenshot(page, 'quick-search');
  // A search from the top bar while on the page replaces what was typed.
  await page.getByRole('search').getByLabel('Search').fill('no such customer');
  await page.getByRole('search').getByLabel('Search').press('Enter');
  await expect.poll(() => field.inputValue()).toBe('no such customer');
  await page.goBack();
  await expect.poll(() => field.inputValue()).toBe(typed);
  await result.click();
  await page.waitForURL(/\/crm\/customer\/[0-9a-f]{24}$/);
  await visible('created this record');
  await page.getByLabel('Add a note').fill('Called about the kitchen; visit on Saturday.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await visible('Called about the kitchen; visit on Saturday.');
  await visible('wrote a note');
  await screenshot(page, 'customer-show');
});

test('switch to Chinese, kept across a reload', async () => {
  await page.goto(`${app.server.url}/crm/customers?locale=zh-CN`);
  await visible('快速搜索');
  await page.reload();
  await visible('快速搜索');
  await expect.poll(() => page.title()).toBe('SMS Dashboard | 客户');
  await screenshot(page, 'customer-list-zh');
  await page.goto(`${app.server.url}/crm/customers?locale=en-US`);
  await visible('Quick Search');
});

test('logout ends the session on the server and returns to sign-in', async () => {
  await page.goto(`${app.server.url}/crm/customers`);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === tokenCookieName)!.value;
  const account = () => fetch(`${app.server.url}/api/auth/account`, { headers: { authorization: `Bearer ${token}` } });
  expect((await account()).status).toBe(200);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/auth\/login/);
  await page.getByLabel('Username').waitFor();
  expect((await account()).status).toBe(401);
  await page.goto(`${app.server.url}/dashboard`);
  await page.waitForURL(/\/auth\/login\?redirect=%2Fdashboard$/);
});
