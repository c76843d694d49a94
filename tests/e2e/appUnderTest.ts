import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { takeAppServer, takeSharedBrowser, type startAppServer } from './harness.js';

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
 * The built app on a fresh server, and the run's browser, for the tests of one file: the server taken before them and
 * stopped after, the browser contexts they opened closed after. `start` starts the server: `startAppServer` with
 * settings of the file's own, or `startMailingAppServer`; by default a server started ahead (`takeAppServer`). The
 * browser tests share one process (vitest.e2e.config.ts), so what a file starts must stop with it.
 */
export function appUnderTest(): AppUnderTest;
export function appUnderTest<Server extends StartedServer>(start: () => Promise<Server>): AppUnderTest<Server>;
export function appUnderTest(start: () => Promise<StartedServer> = takeAppServer): AppUnderTest<StartedServer> {
  const app = {} as AppUnderTest<StartedServer>;
  beforeAll(async () => {
    app.server = await start();
    app.browser = await takeSharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(app.browser?.contexts().map((context) => context.close()) ?? []);
    await app.server?.stop();
  });
  return app;
}
