import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { screenshotDir } from './harness.js';

/** Where failed tests' pages are described and photographed (failedPages.ts). */
export const failedDir = join(screenshotDir, 'failed');

/** Global setup of the browser tests: each run starts without the last run's failures. */
export function setup() {
  rmSync(failedDir, { recursive: true, force: true });
}
