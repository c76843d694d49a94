import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { readableOnWhite } from '../../src/theme/readableColor.js';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { screenshot, settled, startMailingAppServer } from './harness.js';
import { appUnderTest } from './appUnderTest.js';

const app = appUnderTest(startMailingAppServer);


const businessColour = '#0e7c3a';
/** The theme's primary colour from the business's, as the browser writes a computed colour (src/theme/readableColor.ts). */
const drawnColour = (() => {
  const readable = readableOnWhite(businessColour);
  return readable.startsWith('#') ? `rgb(${[1, 3, 5].map((start) => parseInt(readable.slice(start, start + 2), 16)).join(', ')})` : readable;
})();

const colourOf = (element: Locator, property: 'color' | 'backgroundColor') =>
  element.evaluate((shown, property) => getComputedStyle(shown)[property], property);

test('an admin changes the primary colour in the settings, and another person signing in gets it', { timeout: 180_000 }, async () => {
  const adminContext = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInByApi(adminContext, app.server.url);
  const page = await adminContext.newPage();
  await page.goto(`${app.server.url}/system/settings?locale=en-US`);
  // The theme drawer has a primary colour too: the form is the page's main content.
  const form = page.getByRole('main');
  const colour = form.getByRole('textbox', { name: 'Primary colour', exact: true });
  await colour.waitFor();
  await expect.poll(() => colour.inputValue()).toBe('#4b7cf3');
  await form.getByRole('textbox', { name: 'Company name' }).fill('Maple Renovations');
  await form.getByRole('textbox', { name: 'Phone' }).fill('4165550100');
  await colour.fill(businessColour);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('The settings are saved').waitFor();
  // The admin's own browser follows at once: no colour of their own was chosen.
  await expect.poll(() => colourOf(page.getByRole('button', { name: 'Send a test e-mail' }), 'color')).toBe(drawnColour);

  // The first superadmin has no e-mail address: the screen says to add one; with one, the test e-mail reaches it
  // through the real SMTP peer, closed by the company's footer.
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await page.getByText(/has no e-mail address to send the test to/).waitFor();
  const profile = await fetch(`${app.server.url}/api/auth/account`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ username: 'admin', name: 'Administrator', email: 'admin@renovation.example' }),
  });
  expect(profile.status).toBe(200);
  const before = app.server.peer.received.length;
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await page.getByText('A test e-mail was sent to admin@renovation.example').waitFor();
  const mail = (await app.server.peer.messages(before + 1)).at(-1)!;
  expect(mail.subject).toBe('Test e-mail from the back office');
  expect(mail.text).toContain('Maple Renovations\n4165550100');
  await adminContext.close();

  // Someone else, in a browser of their own, signs in: the sign-in page and the app wear the business's colour.
  await callApi(app.server.url, '/auth/register', {
    body: { name: 'Lin Wei', username: 'lin_wei', email: 'lin.wei@renovation.example', password: 'a long passphrase here' },
  });
  const otherContext = await app.browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(`${app.server.url}/auth/login`);
  const signIn = /^Sign in$/;
  await other.getByRole('button', { name: signIn }).waitFor();
  await expect.poll(() => colourOf(other.getByRole('button', { name: signIn }), 'backgroundColor')).toBe(drawnColour);
  await screenshot(other, 'settings-sign-in-with-business-colour');
  await other.getByLabel(/^Username/).fill('lin_wei');
  await other.getByLabel(/^Password/).fill('a long passphrase here');
  await other.getByRole('button', { name: signIn }).click();
  await other.waitForURL(/\/dashboard$/);
  // A visitor waits for access: the page's one action wears the colour too.
  await expect.poll(() => colourOf(other.getByRole('link', { name: 'Edit profile' }), 'color')).toBe(drawnColour);
  await settled(other);
  await screenshot(other, 'settings-another-person-signed-in');
  await otherContext.close();
});

test.each([
  { locale: 'en-US', heading: 'Settings', email: 'E-mail', configured: /Configured \(127\.0\.0\.1\)/, notConfigured: 'Not configured' },
  { locale: 'zh-CN', heading: '设置', email: '邮件', configured: /已配置（127\.0\.0\.1）/, notConfigured: '未配置' },
])('the settings screen in $locale: delivery status, no serious accessibility fault', { timeout: 120_000 }, async ({ locale, heading, configured, notConfigured }) => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInByApi(context, app.server.url);
  const page = await context.newPage();
  await page.goto(`${app.server.url}/system/settings?locale=${locale}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText(configured).waitFor();
  await page.getByText(notConfigured).waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
  await screenshot(page, `settings-${locale}`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await context.close();
});

test('a superadmin downloads a fresh backup from the settings, in both languages, at desktop and phone size', { timeout: 180_000 }, async () => {
  for (const { locale, viewport, button } of [
    { locale: 'en-US', viewport: { width: 1440, height: 900 }, button: 'Download a backup' },
    { locale: 'zh-CN', viewport: { width: 375, height: 812 }, button: '下载备份' },
  ]) {
    const context = await app.browser.newContext({ viewport, acceptDownloads: true });
    const token = await signInByApi(context, app.server.url);
    await callApi(app.server.url, '/crm/customers', { token, body: { name: `Backup ${locale}`, phone: locale === 'en-US' ? '4165550177' : '4165550178' } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/system/settings?locale=${locale}`);
    const download = page.getByRole('button', { name: button });
    await download.waitFor();
    await settled(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `settings-backup-${locale}-${viewport.width}`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.sql$/);
    const dump = readFileSync((await file.path())!, 'utf8');
    // PostgreSQL's own format, holding what was written just before.
    expect(dump).toContain('PostgreSQL database dump');
    expect(dump).toContain(`Backup ${locale}`);
    await context.close();
  }
});
