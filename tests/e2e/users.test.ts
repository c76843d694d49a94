import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

const app = appUnderTest();
const password = 'Tangerine-Kayak-41';

/** A new browser, as another person at another desk. */
async function desk(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** Someone registers; answers their username. */
async function register(username: string) {
  await callApi(app.server.url, '/auth/register', { body: { name: `Reg ${username}`, username, email: `${username}@example.net`, password } });
  return username;
}

async function signInWithForm(page: Page, username: string) {
  await page.goto(`${app.server.url}/auth/login?locale=en-US`);
  await fillSignIn(page, username);
}

async function fillSignIn(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** The superadmin opens the account's page from the System Users list, found by its username. */
async function openAccount(page: Page, username: string) {
  await page.goto(`${app.server.url}/admin/users?locale=en-US`);
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  // The list reloads once the typing stops: click the row it shows then.
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  await page.getByRole('cell', { name: username, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Reg ${username}` }).waitFor();
}

/** Changes what the account may do from its page, and saves. */
async function changeStanding(page: Page, username: string, change: (form: Page) => Promise<void>) {
  await openAccount(page, username);
  await page.getByRole('link', { name: 'Roles and access' }).click();
  await page.getByRole('checkbox', { name: 'Visitor' }).waitFor();
  await change(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/user\/[0-9a-f]{24}$/);
}

test('a superadmin grants a registered visitor the employee role; signing in again, that person sees the CRM', async () => {
  const admin = await desk();
  const visitor = await desk();
  const username = await register('willow');

  await signInWithForm(visitor.page, username);
  await visitor.page.getByText('Access denied').first().waitFor();

  await signInByApi(admin.context, app.server.url);
  await changeStanding(admin.page, username, async (page) => {
    await page.getByRole('checkbox', { name: 'Employee' }).check();
    await page.getByRole('checkbox', { name: 'Visitor' }).uncheck();
  });
  await admin.page.getByText('Employee', { exact: true }).first().waitFor();
  await admin.page.getByRole('cell', { name: /Visitor → Employee/ }).waitFor();
  await settled(admin.page);
  await screenshot(admin.page, 'users-account-granted');
  expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);

  // Signing out and in again, without any other step, the new employee reaches the customers.
  await visitor.page.getByRole('button', { name: new RegExp(`^Reg ${username}`) }).click();
  await visitor.page.getByRole('menuitem', { name: 'Logout' }).click();
  await visitor.page.waitForURL(/\/auth\/login/);
  await fillSignIn(visitor.page, username);
  await visitor.page.goto(`${app.server.url}/crm/customers?locale=en-US`);
  await visitor.page.getByText('No Customers found').first().waitFor();
  await admin.context.close();
  await visitor.context.close();
});

test("a deactivated person's open session is sent to the sign-in page at its next request", async () => {
  const admin = await desk();
  const member = await desk();
  const username = await register('hazel');
  const token = await signInByApi(admin.context, app.server.url);
  const [account] = (await callApi<{ users: { _id: string; updated_at: string }[] }>(app.server.url, '/admin/users/query', { token, body: { q: username } })).users;
  const granted = await fetch(`${app.server.url}/api/admin/users`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ _id: account._id, updated_at: account.updated_at, roles: ['employee'] }),
  });
  expect(granted.status).toBe(200);

  await signInWithForm(member.page, username);
  await member.page.goto(`${app.server.url}/crm/customers?locale=en-US`);
  await member.page.getByText('No Customers found').first().waitFor();

  await changeStanding(admin.page, username, (page) => page.getByRole('switch', { name: 'Active' }).uncheck());
  await admin.page.getByText('Inactive').first().waitFor();

  await member.page.getByRole('menu').getByRole('menuitem', { name: /^Projects/ }).click();
  await member.page.waitForURL(/\/auth\/login\?redirect=%2Fpm%2Fprojects/);
  await member.page.getByRole('button', { name: 'Sign in' }).waitFor();
  await admin.context.close();
  await member.context.close();
});

test.each(['en-US', 'zh-CN'])('the System Users list, an account and the audit log read well in %s', async (locale) => {
  const admin = await desk();
  await signInByApi(admin.context, app.server.url);
  for (const [name, path] of [
    ['users-list', '/admin/users'],
    ['users-audit-log', '/admin/audit'],
  ]) {
    await admin.page.goto(`${app.server.url}${path}?locale=${locale}`);
    await admin.page.locator('tbody tr').first().waitFor();
    await settled(admin.page);
    await screenshot(admin.page, `${name}-${locale}`);
    expect(await seriousAccessibilityViolations(admin.page), `${path} in ${locale}`).toEqual([]);
  }
  // Filtered by action, from the address: only sign-ins.
  await admin.page.goto(`${app.server.url}/admin/audit?locale=${locale}&filter=${encodeURIComponent(JSON.stringify({ action: 'sign_in' }))}`);
  await admin.page.locator('tbody tr').first().waitFor();
  await settled(admin.page);
  expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);
  await admin.context.close();
});
