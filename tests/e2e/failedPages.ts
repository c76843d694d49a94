import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { failedDir } from './failedPagesFolder.js';
import { openBrowsers } from './harness.js';

// When a browser test fails, every page it left open says where it was and what it showed, in the test's output and
// in tests/e2e/screenshots/failed/pages.txt (which CI prints last), and is photographed beside that file. So a test
// closes the contexts it opened as its last step, not in a `finally`: one that fails leaves its pages open to be
// described here, and the file's end closes them (appUnderTest.ts).
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    mkdirSync(failedDir, { recursive: true });
    const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    for (const [index, page] of pages.entries()) {
      const picture = join(failedDir, `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index + 1}.png`);
      const [address, text] = await Promise.all([
        page.evaluate(() => window.location.href).catch(() => page.url()),
        page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(unreadable)'),
        page.screenshot({ path: picture, timeout: 5_000 }).catch(() => undefined),
      ]);
      const description = `A page open when "${task.name}" failed: ${address}\n${text.replace(/\s+/g, ' ').slice(0, 600)}\n(photographed in ${picture})\n`;
      appendFileSync(join(failedDir, 'pages.txt'), description);
      console.error(description);
    }
  });
});
