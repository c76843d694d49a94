// The browser step of `npm run bench`: in headless Chromium, against the bench server serving the built app,
// the JavaScript the sign-in page loads, the bytes each page of a first visit transfers, and the time from
// clicking "Sign in" to a dashboard showing its figures. Skipped, with a line saying why, without Chromium or a build.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { summarize, type LatencySummary } from './stats.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The built app the bench server serves. */
export const builtAppDir = 'dist';

export interface BrowserTiming {
  /** Scripts the sign-in page loads before anyone types. */
  signInScripts: { files: number; bytes: number; gzipBytes: number };
  /**
   * What each page of a first visit transfers over the network until it shows its content, as sent (compressed
   * where the server compresses), headers included: the sign-in page from nothing cached, then what signing in to
   * the dashboard loads, then what going on to the customer list loads.
   */
  pageTransfers: PageTransfer[];
  /** Clicking "Sign in" to the dashboard showing its counts, tasks and newest customers, in ms, each run in a fresh browser profile. */
  signInToDashboard: LatencySummary & { targetMs: number; met: boolean };
}

export interface PageTransfer {
  page: 'sign-in' | 'dashboard' | 'customer list';
  requests: number;
  bytes: number;
  scriptBytes: number;
}

/** Counts what `page` transfers from now until `done` is called, which answers the sum once every response has ended. */
function countTransfers(page: Page, name: PageTransfer['page']): () => Promise<PageTransfer> {
  const sizes: Promise<{ bytes: number; script: boolean }>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    sizes.push(
      request.sizes().then(
        (size) => ({ bytes: size.responseHeadersSize + size.responseBodySize, script: request.resourceType() === 'script' }),
        () => ({ bytes: 0, script: false }),
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const ended = await Promise.all(sizes);
    const sum = (list: typeof ended) => list.reduce((total, { bytes }) => total + bytes, 0);
    return { page: name, requests: ended.length, bytes: sum(ended), scriptBytes: sum(ended.filter(({ script }) => script)) };
  };
}

const signInToDashboardTargetMs = 1500;
const runs = 5;

/** Why the browser step cannot run here, or undefined when it can. */
export function browserStepUnavailable(): string | undefined {
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (!existsSync(`${builtAppDir}/index.html`)) return 'the app is not built (npm run build)';
  return undefined;
}

async function launch(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export async function measureBrowser(origin: string, account: { username: string; password: string }): Promise<BrowserTiming> {
  const browser = await launch();
  try {
    const signInScripts = { files: 0, bytes: 0, gzipBytes: 0 };
    const pageTransfers: PageTransfer[] = [];
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A fresh profile each time: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const scripts: Promise<void>[] = [];
      const first = run === 0;
      let transfers = first ? countTransfers(page, 'sign-in') : undefined;
      if (first) {
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          scripts.push(
            response.body().then((body) => {
              signInScripts.files += 1;
              signInScripts.bytes += body.length;
              signInScripts.gzipBytes += gzipSync(body).length;
            }),
          );
        });
      }
      await page.goto(`${origin}/auth/login?locale=en-US`, { waitUntil: 'networkidle' });
      await Promise.all(scripts);
      if (transfers) pageTransfers.push(await transfers());
      page.removeAllListeners('response');
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      transfers = first ? countTransfers(page, 'dashboard') : undefined;
      const clicked = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Interactive: the counts, the task panel and the newest customers have arrived (not their skeletons).
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'My tasks' }).waitFor({ timeout: 30_000 });
      await page.locator('a[href="/crm/customers"] .MuiTypography-h5', { hasText: /\d/ }).first().waitFor({ timeout: 30_000 });
      await page.locator('a[href^="/crm/customer/"]').first().waitFor({ timeout: 30_000 });
      times.push(performance.now() - clicked);
      if (transfers) {
        pageTransfers.push(await transfers());
        const listTransfers = countTransfers(page, 'customer list');
        await page.locator('a[href="/crm/customers"]').first().click();
        await page.waitForURL(/\/crm\/customers$/);
        await page.locator('a[href^="/crm/customer/"]').first().waitFor({ timeout: 30_000 });
        pageTransfers.push(await listTransfers());
      }
      await context.close();
    }
    const summary = summarize(times);
    return { signInScripts, pageTransfers, signInToDashboard: { ...summary, targetMs: signInToDashboardTargetMs, met: summary.p50 < signInToDashboardTargetMs } };
  } finally {
    await browser.close();
  }
}

export function formatBrowserTiming(timing: BrowserTiming): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const { signInScripts: js, pageTransfers, signInToDashboard: t } = timing;
  return [
    '',
    'Browser (headless Chromium, fresh profile per run)',
    `  Sign-in page JavaScript: ${js.files} files, ${kb(js.gzipBytes)} gzipped (${kb(js.bytes)} unpacked)`,
    ...pageTransfers.map(
      (transfer) => `  Transferred, first visit, ${transfer.page}: ${kb(transfer.bytes)} in ${transfer.requests} responses, ${kb(transfer.scriptBytes)} of it JavaScript`,
    ),
    `  Click "Sign in" to an interactive dashboard, ${t.count} runs: p50 ${t.p50} ms, max ${t.max} ms; target < ${t.targetMs} ms ${t.met ? 'met' : 'MISSED'}`,
  ].join('\n');
}
