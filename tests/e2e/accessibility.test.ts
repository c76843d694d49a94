import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot } from './harness.js';
import { withLocale } from './screenCheck.js';

// The screens built on the shared views and the frame around them, checked with axe-core's WCAG 2 A/AA rules
// in both languages, at desktop and phone width.

const app = appUnderTest();
const customerName = 'Mei Chen';

interface CheckedScreen {
  name: string;
  path: (customerId: string) => string;
  /** What shows once the screen has loaded its records. */
  loaded: (page: Page) => Promise<void>;
}

const customerShown = (page: Page) => page.getByText(customerName).first().waitFor();

const screens: CheckedScreen[] = [
  { name: 'dashboard', path: () => '/dashboard', loaded: customerShown },
  { name: 'customers', path: () => '/crm/customers', loaded: customerShown },
  { name: 'quick-search', path: () => '/crm/quick-search?term=Mei', loaded: customerShown },
  { name: 'notification', path: () => '/marketing/notification', loaded: (page) => page.getByRole('table').or(page.getByRole('list')).first().waitFor() },
  { name: 'customer', path: (id) => `/crm/customer/${id}`, loaded: (page) => page.getByRole('heading', { level: 1, name: customerName }).waitFor() },
];

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test(`the dashboard and the customer screens have no serious accessibility fault at ${viewport.name} width`, { timeout: 180_000 }, async () => {
    const context = await app.browser.newContext({ viewport });
    const token = await signInByApi(context, app.server.url);
    const { _id: customerId } = await callApi<{ _id: string }>(app.server.url, '/crm/customers', {
      token,
      body: { name: 'Mei', last_name: 'Chen', phone: '4165550101', email: 'mei.chen.a11y@example.com', location: 'Toronto,ON' },
    });
    const page = await context.newPage();
    for (const locale of ['en-US', 'zh-CN']) {
      for (const screen of screens) {
        await page.goto(`${app.server.url}${withLocale(screen.path(customerId), locale)}`);
        await screen.loaded(page);
        await page.waitForLoadState('networkidle');
        await animationsSettled(page);
        await screenshot(page, `accessibility/${screen.name}-${viewport.name}-${locale}`);
        expect.soft(await seriousAccessibilityViolations(page), `${screen.name} in ${locale}`).toEqual([]);
      }
    }
    await context.close();
  });
}
