import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { screenshot, settled } from './harness.js';

/** A translation key on screen: `app.menu.pm`, `resources.customers.fields.name`, `enums.projectStatuses.quoted`… */
export const translationKey = /\b(app|resources|ra|enums|validation)\.[\w-]+\.[\w.-]+/;

/** `path` shown in `locale`, which the app takes from the address. */
export const withLocale = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

export interface ScreenShot {
  /** The screenshot's file under tests/e2e/screenshots, and what a failure names. */
  name: string;
  /** Brings the screen up: loads a page, opens a dialog, a drawer or a menu on it. */
  show: (page: Page) => Promise<void>;
}

/**
 * Shows `url` in the page: loaded the first time, then reached as the app's own links reach a screen
 * (history.pushState and a popstate, which the router reads), which spares each screen a reload of the whole app,
 * most of a screen test's time. The locale stays the one the page was loaded in. After a screen that opened a
 * dialog, a drawer or a menu, load `about:blank` first so that the next screen starts with none.
 */
export async function openInApp(page: Page, url: string) {
  const target = new URL(url);
  const current = new URL(page.url());
  if (current.origin !== target.origin || current.pathname.startsWith('/auth')) {
    await page.goto(url);
    return;
  }
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${target.pathname}${target.search}`);
}

/**
 * How long after the last piece of code arrived the app is taken to have shown it. A lazy view's code is asked for
 * while the page draws the screen, before the main thread is next idle, which the loop below waits for before it
 * asks: this covers the step between one file of code and the next. 500 ms held every screen half a second, a
 * minute of the every-screen photographs (bench/ci.md).
 */
const codeQuietMs = 100;
const loadTimeoutMs = 30_000;

/**
 * Watches the code the page loads until `stop`: `quiet` when none is under way and none arrived lately. A lazy
 * view's code on its way shows no progress for its first second (react-admin's Loading waits that long), where
 * data under way shows the top bar's spinner.
 */
function watchCode(page: Page) {
  const underWay = new Set<Request>();
  let lastArrival = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === 'script') underWay.add(request);
  };
  const ended = (request: Request) => {
    if (underWay.delete(request)) lastArrival = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () => underWay.size === 0 && Date.now() - lastArrival >= codeQuietMs,
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Once the main thread is idle, the progress bars and spinners shown (their classes), none when loaded. Within a
 * second at most: a headless page that draws no frames for a while has no idle periods either, and an idle callback
 * without a deadline once held a test until its 10-minute limit.
 */
const progressShown = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestIdleCallback(
          () => resolve([...document.querySelectorAll('[role="progressbar"]')].filter((bar) => bar.checkVisibility()).map((bar) => bar.className)),
          { timeout: 1000 },
        ),
      ),
  );

/**
 * Shows the screen, photographs it once loaded and still, and checks it for what is broken at a glance: a page
 * wider than the window, or a translation key shown instead of its text. Loaded is no code under way, the main
 * thread idle and no progress shown: Playwright's `networkidle` comes once per page load, on a busy machine before
 * the app has even asked for its lazy views, and never while a poll is under way.
 */
export async function photographScreen(page: Page, { name, show }: ScreenShot) {
  const code = watchCode(page);
  try {
    await show(page);
    const deadline = Date.now() + loadTimeoutMs;
    for (let shown = await progressShown(page); !code.quiet() || shown.length > 0; shown = await progressShown(page)) {
      if (Date.now() > deadline) throw new Error(`${name} is still loading after ${loadTimeoutMs / 1000} s: ${code.quiet() ? shown.join(', ') : 'code under way'}`);
      await page.waitForTimeout(100);
    }
  } finally {
    code.stop();
  }
  await settled(page);
  await screenshot(page, name);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect.soft(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await page.locator('body').innerText(), name).not.toMatch(translationKey);
  // Every screen and overlay photographed is also read as a screen reader and a keyboard would need it.
  await animationsSettled(page);
  expect.soft(await seriousAccessibilityViolations(page), `${name}: accessibility`).toEqual([]);
}
