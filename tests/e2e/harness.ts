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
  // A server nobody stopped (the one started ahead for a file that never came, or a run interrupted) ends with the
  // test process, its data folder with it (`endTestsOnSigterm`).
  const endWithTests = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', endWithTests);
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
      process.off('exit', endWithTests);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Vitest ends the tests' process with SIGTERM, after which no 'exit' handler would run: exit, so that they do.
process.once('SIGTERM', function endTestsOnSigterm() {
  process.exit(143);
});

type AppServer = Awaited<ReturnType<typeof startAppServer>>;
let serverAhead: Promise<AppServer> | undefined;

/**
 * A server with no settings of its own, as most files ask for, started while the file before it ran: a server takes
 * seconds to start, which each file otherwise waited for (bench/ci.md). Taking one starts the next; the last one,
 * never taken, ends with the test process.
 */
export function takeAppServer(): Promise<AppServer> {
  const server = serverAhead ?? startAppServer();
  serverAhead = startAppServer();
  // A server that failed to start says so to the file that takes it.
  serverAhead.catch(() => undefined);
  return server;
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

/** The browsers launched and not closed: what a failed test leaves open is described from them (failedPages.ts). */
export const openBrowsers = new Set<Browser>();

async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The one Chromium the browser tests' files share, launched by the first (again if it went away): each file opens
 * contexts of its own in it and closes them. It ends with the test process, as Playwright ends what it launched.
 */
export async function takeSharedBrowser(): Promise<Browser> {
  if (sharedBrowser && !(await sharedBrowser.catch(() => undefined))?.isConnected()) sharedBrowser = undefined;
  sharedBrowser ??= launchBrowser();
  return sharedBrowser;
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
