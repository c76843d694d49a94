import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startAppServer } from './harness.js';

/** A server the browser tests drive: its address, and how to stop it. */
interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

export interface AppUnderTest<Server extends StartedServer = Awaited<ReturnType<typeof startAppServer>>> {
  server: Server;
  browser: Browser;
}

/**
 * The built app on a fresh server and a browser, for the tests of one file: started before them, stopped after.
 * `start` starts the server: `startAppServer` with settings of the file's own, or `startMailingAppServer`. The browser
 * tests share one process (vitest.e2e.config.ts), so what a file starts must stop with it.
 */
export function appUnderTest(): AppUnderTest;
export function appUnderTest<Server extends StartedServer>(start: () => Promise<Server>): AppUnderTest<Server>;
export function appUnderTest(start: () => Promise<StartedServer> = () => startAppServer()): AppUnderTest<StartedServer> {
  const app = {} as AppUnderTest<StartedServer>;
  beforeAll(async () => {
    app.server = await start();
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
