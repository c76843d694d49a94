import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

const app = appUnderTest();
let customerId = '';

/** A signed-in browser tab of its own (its own store: bookmarks, language, theme settings). */
async function signedInPage(options: Parameters<Browser['newContext']>[0] = { viewport: { width: 1440, height: 900 } }) {
  const context: BrowserContext = await app.browser.newContext(options);
  const token = await signInByApi(context, app.server.url);
  if (!customerId) {
    customerId = (await callApi<{ _id: string }>(app.server.url, '/crm/customers', { token, body: { name: 'Olivia', last_name: 'Tremblay', phone: '6475550123' } }))._id;
  }
  return { page: await context.newPage(), context };
}

const sideMenuItem = (page: Page, label: string) => page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`^${label}`) });

describe('bookmarks (docs/product.md#layout, #error-catalogue, #constants-and-limits)', () => {
  test('three pages at most, kept across a reload, each opening its page', async () => {
    const { page, context } = await signedInPage();
    const bookmark = async (path: string, pageName: string) => {
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole('navigation', { name: 'You are here' }).getByText(pageName).waitFor();
      await page.getByRole('button', { name: 'Bookmarks' }).click();
      await page.getByRole('menuitem', { name: 'Bookmark this page' }).click();
    };
    await bookmark('/dashboard', 'Dashboard');
    await bookmark('/crm/quick-search', 'Quick Search');
    await bookmark('/crm/customers', 'Customers');
    await bookmark(`/crm/customer/${customerId}`, 'Olivia Tremblay');
    await page.getByText('Only three pages can be added to your bookmarks.', { exact: true }).waitFor();
    await screenshot(page, 'shell-bookmark-limit');

    await page.reload();
    const bookmarkLinks = page.getByRole('banner').getByRole('link');
    await bookmarkLinks.first().waitFor();
    expect(await bookmarkLinks.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual([
      'Dashboard',
      'Quick Search',
      'Customers',
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'Quick Search' }).click();
    await page.waitForURL(`${app.server.url}/crm/quick-search`);

    await page.getByRole('button', { name: 'Bookmarks' }).click();
    await page.getByRole('button', { name: 'Remove Dashboard from bookmarks' }).click();
    await page.mouse.click(700, 800);
    await expect.poll(() => bookmarkLinks.count()).toBe(2);
    await context.close();
  });
});

test('the language switch is kept across a reload', async () => {
  const { page, context } = await signedInPage();
  await page.goto(`${app.server.url}/dashboard`);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await sideMenuItem(page, '客户').waitFor();
  await page.reload();
  await sideMenuItem(page, '客户').waitFor();
  await expect.poll(() => page.title()).toBe('SMS Dashboard | 概览');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await sideMenuItem(page, 'Customers').waitFor();
  await context.close();
});

describe('menu placement and theme (docs/product.md#layout, #start-up)', () => {
  test('left, top and none from the theme settings drawer; the URL sets them too, an invalid value changes nothing', async () => {
    const { page, context } = await signedInPage();
    await page.goto(`${app.server.url}/crm/customers`);
    const sideMenu = page.getByRole('menu');
    const topMenu = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'CRM' }) });
    await sideMenu.waitFor();

    const choose = async (placement: string) => {
      await page.getByRole('button', { name: 'Theme settings' }).click();
      await page.getByRole('button', { name: placement }).click();
      await page.getByRole('button', { name: 'Close theme settings' }).click();
    };
    await choose('Top menu');
    await topMenu.waitFor();
    expect(await sideMenu.count()).toBe(0);
    await screenshot(page, 'shell-top-menu');
    await topMenu.getByRole('button', { name: 'PM' }).click();
    await page.getByRole('menuitem', { name: /^Projects/ }).waitFor();
    await page.keyboard.press('Escape');

    await choose('No menu');
    await page.getByText('Version').waitFor();
    expect(await sideMenu.count()).toBe(0);
    expect(await topMenu.count()).toBe(0);
    await screenshot(page, 'shell-no-menu');

    await choose('Left menu');
    await sideMenu.waitFor();

    await page.goto(`${app.server.url}/dashboard?menuLayout=top&menuColor=dark&primaryColor=%23f5222d`);
    await topMenu.waitFor();
    const createColour = () => page.getByRole('button', { name: 'Create' }).evaluate((button) => getComputedStyle(button).backgroundColor);
    // #f5222d, darkened as little as white text on it needs to read at WCAG AA (src/theme/readableColor.ts).
    const readableRed = 'rgb(208, 28, 38)';
    await expect.poll(createColour).toBe(readableRed);
    await page.goto(`${app.server.url}/dashboard?menuLayout=diagonal&primaryColor=red`);
    await topMenu.waitFor();
    await expect.poll(createColour).toBe(readableRed);
    await page.goto(`${app.server.url}/dashboard?menuLayout=left&leftMenuWidth=300`);
    await sideMenu.waitFor();
    await expect.poll(() => sideMenu.evaluate((menu) => menu.getBoundingClientRect().width)).toBe(300);
    await screenshot(page, 'shell-left-300-dark');
    await context.close();
  });
});

describe('on a phone (docs/product.md#layout, #constants-and-limits)', () => {
  const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

  test('the menu is a drawer opened by its button', async () => {
    const { page, context } = await signedInPage(phone);
    await page.goto(`${app.server.url}/dashboard`);
    const customers = sideMenuItem(page, 'Customers');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await customers.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await customers.waitFor();
    await screenshot(page, 'shell-phone-drawer');
    await customers.click();
    await page.waitForURL(`${app.server.url}/crm/customers`);
    await customers.waitFor({ state: 'hidden' });
    await context.close();
  });

  test('a swipe right from the left edge opens the menu; one from further in does not', async () => {
    const { page, context } = await signedInPage(phone);
    await page.goto(`${app.server.url}/dashboard`);
    const customers = sideMenuItem(page, 'Customers');
    const touch = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 400 }] });
      for (let x = fromX + 20; x <= toX; x += 20) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 405 }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // Each swipe on a freshly loaded page: Chromium may deliver a swipe's last move after the next one starts.
    const swipeOpens = async (fromX: number, toX: number) => {
      await page.reload();
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      await swipe(fromX, toX);
      // An opening drawer slides in: once nothing moves, it is open or it stays shut.
      await settled(page);
      return customers.isVisible();
    };
    expect(await swipeOpens(100, 260)).toBe(false);
    expect(await swipeOpens(20, 60)).toBe(false);
    expect(await swipeOpens(20, 140)).toBe(true);
    await context.close();
  });
});

test('the menu counts change after a customer is created', async () => {
  const { page, context } = await signedInPage();
  await page.goto(`${app.server.url}/dashboard`);
  const customers = sideMenuItem(page, 'Customers');
  await expect.poll(() => customers.innerText(), { timeout: 15_000 }).toMatch(/\d+$/);
  const before = Number((await customers.innerText()).match(/(\d+)$/)![1]);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
  await dialog.getByLabel('First name').fill('Noah');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('9055550188');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => customers.innerText(), { timeout: 15_000 }).toBe(`Customers\n${before + 1}`);
  await context.close();
});
