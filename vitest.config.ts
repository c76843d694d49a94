import { defineConfig } from 'vitest/config';

// `npm test`: domain and server units plus API tests through HTTP on a fresh embedded database (node),
// and the client's component tests (jsdom). No browser needed.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/migratedDatabase.ts'],
          // One process for every file: each test starts its own server on its own database, and leaves nothing in
          // the modules. A fresh process a file cost a third of the suite's time (bench/ci.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/components/setup.ts'],
          // Beside the browser tests on a slow two-core machine, a screen's test took 36 s (bench/ci.md).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
