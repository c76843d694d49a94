import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { adminCredentials, screenshot, settled } from './harness.js';

const app = appUnderTest();
const officeAdmin = { username: 'office.admin', password: 'quiet harbour lantern 12' };
const displayName = `Lina Zhou ${Date.now() % 100000}`;

/** An admin (below superadmin), created by the first superadmin, signed in to the browser. */
async function adminPage(): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const superadminToken = await signInByApi(context, app.server.url);
  await callApi(app.server.url, '/system/staffs', {
    token: superadminToken,
    body: { ...officeAdmin, name: 'Olga', display_name: 'Olga Office', email: 'office.admin@example.com', roles: ['admin'] },
  });
  await context.clearCookies();
  await signInByApi(context, app.server.url, officeAdmin);
  return context.newPage();
}

async function checkAccessibility(page: Page, name: string, locale: string) {
  await page.waitForLoadState('networkidle');
  await settled(page);
  await screenshot(page, `staff/${name}-${locale}`);
  expect.soft(await seriousAccessibilityViolations(page), `${name} in ${locale}`).toEqual([]);
}

test('an admin creates a staff member in the modal after fixing what it refuses, and finds them in the list', { timeout: 240_000 }, async () => {
  const page = await adminPage();
  await page.goto(`${app.server.url}/system/staffs`);
  await page.getByRole('button', { name: 'Create New Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Staff' });
  await dialog.waitFor();
  await settled(page);
  await checkAccessibility(page, 'create-modal', 'en-US');

  // The messages of docs/product.md#validation, before anything is sent.
  await dialog.getByRole('textbox', { name: 'Email' }).fill('lz');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Please input username').waitFor();
  await dialog.getByText('Please input staff name').waitFor();
  await dialog.getByText('Please input staff display name').waitFor();
  await dialog.getByText('Length should be 3 to 50').waitFor();
  await screenshot(page, 'staff/create-modal-invalid');

  // A username already used: the server's refusal, told and shown under the field.
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(adminCredentials.username);
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('lina.zhou@example.com');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Lina');
  await dialog.getByRole('textbox', { name: /^Display name/ }).fill(displayName);
  await dialog.getByLabel(/^Password/).fill('river maple compass 31');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Oops, The staff creation failed!').waitFor();
  await dialog.getByText('This username is already taken.').first().waitFor();
  await screenshot(page, 'staff/create-modal-taken');

  await dialog.getByRole('textbox', { name: /^Username/ }).fill('lina.zhou');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row', { name: new RegExp(displayName) });
  await row.waitFor();
  await screenshot(page, 'staff/list');

  // The new staff member signs in with the password the admin set.
  await callApi(app.server.url, '/auth/login', { body: { username: 'lina.zhou', password: 'river maple compass 31' } });

  await row.click();
  await page.waitForURL(/\/system\/staff\/[0-9a-f]{24}$/);
  await page.getByRole('heading', { level: 1, name: displayName }).waitFor();
  await page.getByText('This staff member takes part in no task.').waitFor();
  await screenshot(page, 'staff/detail');
  await page.context().close();
});

// The staff list, a member's page and its edit page are checked in both languages by tests/e2e/resourceScreens.test.ts.
test('the new staff member modal, its messages in Chinese, has no serious accessibility fault', { timeout: 120_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByApi(context, app.server.url);
  const page = await context.newPage();
  await page.goto(`${app.server.url}/system/staffs?locale=zh-CN`);
  await page.getByRole('button', { name: '新建员工' }).click();
  const dialog = page.getByRole('dialog', { name: '新建员工' });
  await dialog.getByRole('button', { name: '新建', exact: true }).click();
  await dialog.getByText('请输入员工姓名').waitFor();
  await checkAccessibility(page, 'create-modal-invalid', 'zh-CN');
  await context.close();
});
