import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startAppServer } from './harness.js';

export interface AppUnderTest {
  server: Awaited<ReturnType<typeof startAppServer>>;
  browser: Browser;
}

/** The built app on a fresh server and a browser, for the tests of one file: started before them, stopped after. */
export function appUnderTest(): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    app.server = await startAppServer();
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
