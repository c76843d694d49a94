import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { screenshot, settled } from './harness.js';
import { appUnderTest } from './appUnderTest.js';
import { withLocale } from './screenCheck.js';

// Delete with Undo, bulk delete and the Trash screen's Restore (docs/product.md#deleting-and-restoring), in the built app.

const app = appUnderTest();

let context: BrowserContext;
let page: Page;
let token: string;

const createCustomer = (name: string) => callApi<{ _id: string }>(app.server.url, '/crm/customers', { token, body: { name, phone: '4165550123' } });
const customerExists = async (id: string) => {
  const response = await fetch(`${app.server.url}/api/crm/customers/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status === 200;
};

beforeAll(async () => {
  context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  token = await signInByApi(context, app.server.url);
  page = await context.newPage();
});

const noViolations = async () => expect(await seriousAccessibilityViolations(page)).toEqual([]);

test("Undo keeps the customer; letting the notification pass deletes it", { timeout: 120_000 }, async () => {
  const kept = await createCustomer('Undone');
  await page.goto(`${app.server.url}${withLocale(`/crm/customer/${kept._id}`, 'en-US')}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  // The pointer on the notification holds it (and the delete) while the screenshot and the audit take their time.
  await page.getByText('Element deleted').hover();
  await page.waitForURL(/\/crm\/customers/);
  await screenshot(page, 'trash/undo-notification');
  await noViolations();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForTimeout(6_000);
  expect(await customerExists(kept._id)).toBe(true);

  await page.goto(`${app.server.url}/crm/customer/${kept._id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Element deleted').waitFor();
  await expect.poll(() => customerExists(kept._id), { timeout: 15_000 }).toBe(false);
});

test('bulk delete after a confirmation; the Trash screen lists and restores, in both languages', { timeout: 180_000 }, async () => {
  const first = await createCustomer('Bulkone');
  const second = await createCustomer('Bulktwo');
  await page.goto(`${app.server.url}${withLocale('/crm/customers', 'en-US')}`);
  await page.getByRole('row', { name: /Bulkone/ }).getByRole('checkbox').check();
  await page.getByRole('row', { name: /Bulktwo/ }).getByRole('checkbox').check();
  await page.getByText('2 items selected').waitFor();
  await settled(page);
  await screenshot(page, 'trash/bulk-selected');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/Delete 2/).waitFor();
  await settled(page);
  await screenshot(page, 'trash/bulk-delete-dialog');
  await noViolations();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(async () => [await customerExists(first._id), await customerExists(second._id)], { timeout: 15_000 }).toEqual([false, false]);

  await page.goto(`${app.server.url}/system/trash`);
  await page.getByRole('heading', { name: 'Trash' }).first().waitFor();
  await page.getByText('Bulkone').waitFor();
  await settled(page);
  await screenshot(page, 'trash/trash-desktop-en');
  await noViolations();
  await page.getByRole('button', { name: 'Restore Bulkone' }).click();
  await page.getByText('Bulkone is back').waitFor();
  expect(await customerExists(first._id)).toBe(true);

  await page.goto(`${app.server.url}${withLocale('/system/trash', 'zh-CN')}`);
  await page.getByText('Bulktwo').waitFor();
  await page.getByRole('columnheader', { name: '删除人' }).waitFor();
  await settled(page);
  await screenshot(page, 'trash/trash-desktop-zh');
  await noViolations();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await page.getByText('Bulktwo').waitFor();
  await settled(page);
  await screenshot(page, 'trash/trash-phone-zh');
  await noViolations();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: '恢复 Bulktwo' }).click();
  await page.getByText('Bulktwo 已恢复').waitFor();
  expect(await customerExists(second._id)).toBe(true);
  await page.goto(`${app.server.url}${withLocale('/system/trash', 'en-US')}`);
  await page.setViewportSize({ width: 1440, height: 900 });
});
