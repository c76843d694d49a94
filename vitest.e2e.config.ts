import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the built app on the real server (embedded database), driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/migratedDatabase.ts', 'tests/e2e/failedPagesFolder.ts'],
    setupFiles: ['tests/e2e/failedPages.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One process for every file, as the server suite: a new one a file cost about a second (bench/ci.md). Each file
    // starts its own server and browser and closes them.
    isolate: false,
    // A failed expectation prints what it got whole: CI's list of failed tests then names the axe violations.
    chaiConfig: { truncateThreshold: 0 },
  },
});
