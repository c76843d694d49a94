import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { copyMigratedDataDir } from '../support/migratedDatabase.js';
import { startSmtpPeer } from '../support/smtpPeer.js';

export const adminCredentials = { username: 'admin', password: 'e2e admin password' };
export const screenshotDir = join(process.cwd(), 'tests/e2e/screenshots');

/** The real server on a fresh embedded database (a copy of the run's migrated one), serving the built app from dist/; `env` adds settings (SMTP_URL, …). */
export async function startAppServer(env: Record<string, string> = {}) {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  const dataDir = copyMigratedDataDir();
  // V8's baseline WebAssembly compiler only: a test's server lives a minute, and optimizing the embedded database's
  // code in the background cost more than it gave back (bench/ci.md). The server's behaviour is the same.
  const child: ChildProcess = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_PASSWORD: adminCredentials.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match && output.includes('Sign in')) resolve(match[0]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real server handing its e-mail, from `Office <office@renovation.example>`, to a real SMTP peer on loopback;
 * `peer` keeps what arrives. `stop` stops both.
 */
export async function startMailingAppServer() {
  const peer = await startSmtpPeer();
  try {
    const server = await startAppServer({ SMTP_URL: peer.url, MAIL_FROM: 'Office <office@renovation.example>' });
    return {
      url: server.url,
      peer,
      async stop() {
        await server.stop();
        await peer.close();
      },
    };
  } catch (error) {
    await peer.close();
    throw error;
  }
}

/** The browsers this file's tests launched and have not closed: what a failed test leaves open is described from them (failedPages.ts). */
export const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/**
 * Waits until nothing on the page moves: no finite CSS animation or transition running (slides, fades, the page
 * animation) and every chart's drawing the same from one frame to the next.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const seen = window as { previousFrame?: string };
      const frame = [...document.querySelectorAll('svg')].map((svg) => svg.innerHTML).join('');
      const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      const still = !moving && frame === seen.previousFrame;
      seen.previousFrame = frame;
      return still;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Saves a screenshot under tests/e2e/screenshots to look at: the whole page, or the window while a dialog or menu is
 * open. A whole-page capture resizes the page for a moment and its media queries change with it: a dialog opened from
 * a table row, which a phone's width swaps for a list item, closed by itself.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const overlayOpen = (await page.locator('[role="dialog"]:visible, [role="menu"]:visible, [role="listbox"]:visible').count()) > 0;
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: !overlayOpen });
}
