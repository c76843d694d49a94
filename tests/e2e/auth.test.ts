import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { adminCredentials, screenshot, settled } from './harness.js';
import { appUnderTest } from './appUnderTest.js';

const app = appUnderTest();

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});

async function visible(text: string | RegExp, on: Page = page) {
  try {
    await on.getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 });
  } catch (error) {
    await screenshot(on, `failed-${String(text).replace(/\W+/g, '-').slice(0, 40)}`);
    throw error;
  }
}
const storeKey = (key: string) => `RaStoreSmsDashboard.${key}`;
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function signIn(on: Page, password = adminCredentials.password) {
  await on.goto(`${app.server.url}/auth/login?locale=en-US`);
  await on.getByLabel('Username').fill(adminCredentials.username);
  await on.getByLabel('Password').fill(password);
  await on.getByRole('button', { name: 'Sign in' }).click();
  await on.waitForURL(/\/dashboard$/);
}

/** The token of the page's session, for calls the test makes beside the browser. */
const tokenOf = async () => (await context.cookies()).find((cookie) => cookie.name.endsWith('access_token'))!.value;

test('the auth pages look right in both languages and on a phone', async () => {
  await page.goto(`${app.server.url}/auth/login`);
  await visible('Sign in to your account');
  await screenshot(page, 'auth-login');
  await page.goto(`${app.server.url}/auth/forgot-password`);
  await visible(/E-mail is not configured on this server/);
  await screenshot(page, 'auth-forgot-password');
  await page.goto(`${app.server.url}/auth/register?locale=zh-CN`);
  await visible('创建您的账户');
  await screenshot(page, 'auth-register-zh');
  // Off the ?locale page: two tabs whose addresses ask for different languages would keep switching each other.
  await page.goto(`${app.server.url}/auth/login`);
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto(`${app.server.url}/auth/500?locale=zh-CN`);
  await visible('服务器错误', phone);
  await screenshot(phone, 'auth-500-phone-zh');
  await phone.goto(`${app.server.url}/auth/login?locale=en-US`);
  await visible('Sign in to your account', phone);
  await screenshot(phone, 'auth-login-phone');
  await phone.close();
});

test('a page opened in Chinese is drawn in Chinese from the start, and keeps what is typed into it', async () => {
  const fresh = await app.browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await fresh.newPage();
  // The Chinese messages come a second late; any English the page draws meanwhile is noted.
  await phone.route(/\/assets\/zh-CN-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await phone.addInitScript(() => {
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      if (['Sign in to your account', 'What the business holds today'].some((english) => text.includes(english))) document.documentElement.dataset.drewEnglish = 'yes';
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await phone.goto(`${app.server.url}/auth/login?locale=zh-CN`);
  await phone.getByLabel('用户名').fill(adminCredentials.username);
  await phone.getByLabel('密码', { exact: true }).fill(adminCredentials.password);
  await phone.waitForTimeout(1_500);
  expect(await phone.getByLabel('用户名').inputValue()).toBe(adminCredentials.username);
  expect(await phone.evaluate(() => document.documentElement.dataset.drewEnglish)).toBeUndefined();
  await phone.getByRole('button', { name: '登录', exact: true }).click();
  await phone.getByText('业务数据一览').waitFor();
  expect(await phone.evaluate(() => document.documentElement.dataset.drewEnglish)).toBeUndefined();
  await fresh.close();
});

test('signing in says so, and an unknown path shows the 404 page', async () => {
  await signIn(page);
  await visible('Logged In');
  await visible('You have successfully logged in to SMS Dashboard');
  await page.goto(`${app.server.url}/no/such/page`);
  await page.waitForURL(/\/auth\/404$/);
  await visible('Page not found');
  await screenshot(page, 'auth-404');
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await page.waitForURL(/\/dashboard$/);
  // A resource's name alone is not its list's path (that is /crm/customers): it is not found either.
  await page.goto(`${app.server.url}/customers`);
  await page.waitForURL(/\/auth\/404$/);
  await visible('Page not found');
});

test('the dashboard shows the counts, tasks, newest customers and charts', async () => {
  await page.goto(`${app.server.url}/dashboard`);
  await visible('My tasks');
  await visible('New customers per month');
  await visible('Customers by source');
  await settled(page);
  await screenshot(page, 'dashboard');
  await page.goto(`${app.server.url}/dashboard?locale=zh-CN`);
  await visible('我的任务');
  await visible('每月新客户');
  await settled(page);
  await screenshot(page, 'dashboard-zh');
  await page.goto(`${app.server.url}/dashboard?locale=en-US`);
  await visible('My tasks');
});

test('edit the profile: the new name shows in the user menu at once', async () => {
  await page.goto(`${app.server.url}/dashboard`);
  await page.getByRole('button', { name: /Profile$/ }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await page.waitForURL(/\/profile$/);
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('');
  await page.getByLabel('Phone').fill('41655');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await visible('Please input your name');
  await visible('Length should be 10 to 11');
  await screenshot(page, 'profile-invalid');
  await name.fill('Ada Lovelace');
  await page.locator('[data-testid=avatar-file]').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: 'Remove' }).waitFor();
  await page.getByLabel('Email').fill('ada@renovation.example');
  await page.getByLabel('Phone').fill('4165550199');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await visible('Your profile is saved');
  // Saving scrolled the page down and the app bar slid away; back at the top it shows again, as for a user.
  await page.mouse.wheel(0, -5000);
  await page.getByRole('button', { name: /Profile$/ }).click();
  await visible('Hello, Ada Lovelace');
  await visible('4165550199');
  await screenshot(page, 'profile-user-menu');
  const avatar = await page.locator('img[src^="/api/storage/files/"]').first().getAttribute('src');
  expect((await fetch(`${app.server.url}${avatar}`)).headers.get('content-type')).toBe('image/png');
  await page.keyboard.press('Escape');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto(`${app.server.url}/profile?locale=zh-CN`);
  // The menu stays folded on a phone although it is open on the wide page beside it.
  await phone.getByRole('heading', { name: '编辑个人资料' }).waitFor();
  await phone.getByRole('button', { name: '设置', exact: true }).waitFor();
  await screenshot(phone, 'profile-phone-zh');
  await phone.goto(`${app.server.url}/profile?locale=en-US`);
  await visible('Save profile', phone);
  await phone.close();
});

test('the screen locks after a while without activity and unlocks with the password', async () => {
  await page.evaluate((key) => localStorage.setItem(key, '3'), storeKey('lockscreen.idleSeconds'));
  await page.goto(`${app.server.url}/crm/customers`);
  await page.waitForURL(/\/auth\/lockscreen\?redirect=%2Fcrm%2Fcustomers$/, { timeout: 15_000 });
  await visible('Ada Lovelace');
  await screenshot(page, 'lockscreen');
  // Nothing behind the lock is reachable by going back or typing an address.
  await page.goBack();
  await page.waitForURL(/\/auth\/lockscreen/);
  await page.goto(`${app.server.url}/dashboard`);
  await page.waitForURL(/\/auth\/lockscreen\?redirect=%2Fdashboard$/);

  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await visible('The password is not correct.');
  await screenshot(page, 'lockscreen-wrong-password');
  await page.evaluate((key) => localStorage.setItem(key, '900'), storeKey('lockscreen.idleSeconds'));
  await page.getByLabel('Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.waitForURL(/\/dashboard$/);
  await visible('My tasks');
});

test('support chat: a message to the desk shows unread to the superadmin, who answers it', async () => {
  // The first superadmin is the only account here: it writes to the desk as staff would, through the API.
  const token = await tokenOf();
  const response = await fetch(`${app.server.url}/api/support/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'The scanner in the office is jammed.' }),
  });
  expect(response.status).toBe(201);

  await page.goto(`${app.server.url}/dashboard`);
  const button = page.getByRole('button', { name: 'Support chat, 1 unread' });
  await button.waitFor({ timeout: 15_000 });
  await button.click();
  await visible('Support desk');
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await visible('The scanner in the office is jammed.');
  await page.getByLabel('Your answer').fill('A technician comes at two.');
  await page.getByRole('button', { name: 'Send' }).click();
  await visible('A technician comes at two.');
  await screenshot(page, 'support-chat');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Support chat', exact: true }).waitFor({ timeout: 15_000 });
});
