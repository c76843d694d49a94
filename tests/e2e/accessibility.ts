import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** axe-core's tags of the WCAG 2.0 and 2.1 A and AA rules. */
const wcagAaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical WCAG A/AA violations axe-core finds on the page as it stands, one line each (rule, help,
 * the elements at fault), so that a failing test says what to fix.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag, which the app's Content-Security-Policy would refuse; once a page load, as
  // the screens reached in the app (`openInApp`) share one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Only the violations are read: axe then spares itself the selectors of every element that passed, a third of an
  // audit's time on a long page: the resource screens' audits took 39 s instead of 60 (bench/ci.md).
  const { violations } = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    wcagAaTags,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until no CSS animation or transition runs, so that colours are read as they settle. */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
