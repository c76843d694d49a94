import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { zonedWallClock } from '../../domain/schedule.js';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { screenshot, startAppServer } from './harness.js';
import { appUnderTest } from './appUnderTest.js';
import { withLocale } from './screenCheck.js';

// The dashboard's Notices card with the reminders the server wrote for the signed-in person's tasks due today, and
// the profile's e-mail settings, in both languages at desktop and phone width: shown, photographed
// (tests/e2e/screenshots/notices/), checked with axe; then "Mark done" marks a task done from its notice.

// Looks for due reminders every second rather than every five minutes.
const app = appUnderTest(() => startAppServer({ TASK_MAIL_CHECK_SECONDS: '1' }));

/** A time zone in which it is now past the morning's reminders and before midnight, and its calendar day. */
function zoneInItsDay() {
  const zones = ['Pacific/Honolulu', 'America/Los_Angeles', 'America/Toronto', 'Europe/London', 'Asia/Dubai', 'Asia/Shanghai', 'Pacific/Auckland', 'Pacific/Kiritimati'];
  for (const zone of zones) {
    const wallClock = zonedWallClock(new Date(), zone);
    const hour = Number(wallClock.slice(11, 13));
    if (hour >= 8 && hour <= 22) return { zone, today: wallClock.slice(0, 10) };
  }
  throw new Error('No zone is between 08:00 and 23:00 now');
}

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];
const noticeCard = (page: Page) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: /^(Notices|通知)$/ }) });
const sentences = { 'en-US': '“Hang the doors” is due', 'zh-CN': '“Hang the doors”于' };

test('the Notices card lists today’s reminders in both languages with Mark done; the profile sets the e-mails; no serious accessibility fault', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: viewports[0] });
  const token = await signInByApi(context, app.server.url);
  const { zone, today } = zoneInItsDay();
  const settings = await callApi<Record<string, unknown>>(app.server.url, '/system/settings', { token });
  await callApi(app.server.url, '/system/settings', { token, method: 'PUT', body: { ...settings, time_zone: zone } });
  const { staff } = await callApi<{ staff: { _id: string; name: string }[] }>(app.server.url, '/system/staffs', { token });
  const me = staff.map(({ _id }) => _id);
  const customer = await callApi<{ _id: string }>(app.server.url, '/crm/customers', { token, body: { name: 'Mei', last_name: 'Chen', phone: '4165550101' } });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', {
    token,
    body: { customer: customer._id, property: 'house', services: ['interior-renovation'], description: 'New doors upstairs.' },
  });
  const task = (name: string) =>
    callApi<{ _id: string }>(app.server.url, '/pm/tasks', { token, body: { project: project._id, name, participants: me, deadline: today, types: ['onsite'], description: 'All six.' } });
  const doors = await task('Hang the doors');
  await task('Paint the trim');

  const deadline = Date.now() + 30_000;
  for (let unread = 0; unread < 2; ) {
    if (Date.now() > deadline) throw new Error('The server wrote no reminders within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
    ({ unread } = await callApi<{ unread: number }>(app.server.url, '/notices', { token }));
  }

  for (const viewport of viewports) {
    await context.pages().at(0)?.close();
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await page.goto(`${app.server.url}${withLocale('/dashboard', locale)}`);
      const card = noticeCard(page);
      await card.getByRole('link', { name: new RegExp(`^${sentences[locale]}`) }).waitFor();
      await card.getByRole('button', { name: locale === 'en-US' ? 'Mark done' : '标为完成' }).first().waitFor();
      await expect.poll(() => card.getByText(locale === 'en-US' ? '2 unread' : '2条未读').count()).toBe(1);
      await page.waitForLoadState('networkidle');
      await animationsSettled(page);
      await screenshot(page, `notices/dashboard-${viewport.name}-${locale}`);
      expect.soft(await seriousAccessibilityViolations(page), `dashboard ${viewport.name} ${locale}`).toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect.soft(scrollWidth, `dashboard ${viewport.name} ${locale} scrolls sideways`).toBeLessThanOrEqual(innerWidth);

      await page.goto(`${app.server.url}${withLocale('/profile', locale)}`);
      await page.getByRole('switch', { name: locale === 'en-US' ? 'A morning e-mail of my overdue tasks' : '每天早上发送我的逾期任务邮件' }).waitFor();
      await page.waitForLoadState('networkidle');
      await animationsSettled(page);
      await screenshot(page, `notices/profile-${viewport.name}-${locale}`);
      expect.soft(await seriousAccessibilityViolations(page), `profile ${viewport.name} ${locale}`).toEqual([]);
    }
  }

  const page = context.pages()[0];
  await page.setViewportSize(viewports[0]);
  await page.goto(`${app.server.url}${withLocale('/dashboard', 'en-US')}`);
  const card = noticeCard(page);
  const doorsNotice = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^“Hang the doors” is due/ }) });
  await doorsNotice.getByRole('button', { name: 'Mark done' }).click();
  await page.getByText('Task done').waitFor();
  await expect.poll(() => doorsNotice.getByRole('button', { name: 'Mark done' }).count()).toBe(0);
  await expect.poll(() => card.getByText('1 unread').count()).toBe(1);
  expect((await callApi<{ done: boolean }>(app.server.url, `/pm/tasks/${doors._id}`, { token })).done).toBe(true);
  await animationsSettled(page);
  await screenshot(page, 'notices/dashboard-after-mark-done-desktop-en-US');

  await doorsNotice.getByRole('link').click();
  await page.waitForURL(`**/pm/task/${doors._id}`);
  await context.close();
});
