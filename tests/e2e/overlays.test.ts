import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot } from './harness.js';
import { withLocale } from './screenCheck.js';

// Every overlay of the frame and of a list, as a keyboard user meets it: reached with Tab's focus, opened with Enter,
// read by axe and photographed while open (tests/e2e/screenshots/overlays/), closed with Escape, and focus back on
// what opened it (docs/client.md).

const app = appUnderTest();

interface Overlay {
  name: string;
  path: string;
  /** What opens it. */
  opener: (page: Page) => Locator;
  /** What shows while it is open: a menu, a dialog. */
  shown: (page: Page) => Locator;
  /** Offered on wide screens only (a table's columns). */
  desktopOnly?: boolean;
}

const button = (name: RegExp) => (page: Page) => page.getByRole('button', { name }).first();
// A popup menu, not the side menu (also a `menu`).
const menu = (page: Page) => page.locator('.MuiMenu-list');
const dialog = (page: Page) => page.getByRole('dialog');

const overlays: Overlay[] = [
  { name: 'user menu', path: '/dashboard', opener: button(/(^|· )(Profile|设置)$/), shown: menu },
  { name: 'bookmarks', path: '/dashboard', opener: button(/^(Bookmarks|书签)$/), shown: menu },
  { name: 'language', path: '/dashboard', opener: button(/^(Language|语言)$/), shown: menu },
  { name: 'create menu', path: '/dashboard', opener: button(/^(Create|新建)$/), shown: menu },
  { name: 'theme settings', path: '/dashboard', opener: button(/^(Theme settings|主题设置)$/), shown: dialog },
  { name: 'new customer', path: '/crm/customers', opener: button(/^(New customer|新建客户)$/), shown: dialog },
  { name: 'list columns', path: '/crm/customers', opener: button(/^(Columns|列)$/), shown: (page) => page.locator('.MuiPopover-paper'), desktopOnly: true },
];

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

for (const viewport of viewports) {
  test(`overlays open with Enter, pass axe, and close with Escape back to their button, at ${viewport.name} width`, { timeout: 300_000 }, async () => {
    const context = await app.browser.newContext({ viewport });
    const token = await signInByApi(context, app.server.url);
    await callApi(app.server.url, '/crm/customers', { token, body: { name: 'Lin', last_name: 'Wu', phone: '4165550177', location: 'Toronto,ON' } });
    const page = await context.newPage();
    for (const locale of ['en-US', 'zh-CN']) {
      for (const overlay of overlays) {
        if (overlay.desktopOnly && viewport.name === 'phone') continue;
        const where = `${overlay.name} (${locale}, ${viewport.name})`;
        // Loaded once a screen and language: an overlay closed with Escape leaves the screen as it found it.
        const url = `${app.server.url}${withLocale(overlay.path, locale)}`;
        if (page.url() !== url) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
        }
        const opener = overlay.opener(page);
        await opener.focus();
        await page.keyboard.press('Enter');
        await overlay.shown(page).first().waitFor({ timeout: 10_000 }).catch((error: Error) => {
          throw new Error(`${where} did not open with Enter: ${error.message}`);
        });
        await animationsSettled(page);
        expect.soft(await seriousAccessibilityViolations(page), where).toEqual([]);
        await screenshot(page, `overlays/${overlay.name.replaceAll(' ', '-')}-${viewport.name}-${locale}`);
        await page.keyboard.press('Escape');
        // No wait for animations here: a button focused by keyboard pulses as long as it holds the focus.
        await overlay.shown(page).first().waitFor({ state: 'hidden', timeout: 10_000 }).catch((error: Error) => {
          throw new Error(`${where} did not close with Escape: ${error.message}`);
        });
        expect.soft(await opener.evaluate((element) => element === document.activeElement), `${where}: focus back on its button`).toBe(true);
      }
    }
    await context.close();
  });
}
