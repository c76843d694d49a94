import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { zonedDay } from '../../domain/schedule.js';
import { animationsSettled, seriousAccessibilityViolations } from './accessibility.js';
import { callApi, setMailingAddress, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { screenshot, settled } from './harness.js';

// Marketing → Schedule: a scheduled campaign, a project's start and a task's deadline on the month and week views,
// in both languages (Chinese names and a Monday week start), each opening its record; axe-core on every view.

const app = appUnderTest();
const campaignTitle = 'Winter window offer';
let context: BrowserContext;
let campaignId = '';
let projectId = '';
let scheduledDay = '';

type Created = { _id: string };

beforeAll(async () => {
  context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  const api = <Answer = Created>(path: string, body?: unknown) => callApi<Answer>(app.server.url, path, { token, body });
  const { time_zone: timeZone } = await api<{ time_zone: string }>('/system/settings');
  // An hour from now is on the month view whatever the day: it always shows some days of the next month.
  const scheduled = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const today = zonedDay(new Date(), timeZone);
  scheduledDay = zonedDay(new Date(scheduled), timeZone);

  const campaign = await api('/marketing/campaigns', {
    sender: 'Harbour Renovations',
    title: campaignTitle,
    content: '<p>Hello {{first_name}}</p>',
    recipients_list: ['all'],
  });
  campaignId = campaign._id;
  await setMailingAddress(app.server.url, token);
  await api(`/marketing/campaigns/${campaignId}/schedule`, { scheduled });
  const customer = await api('/crm/customers', { name: 'Mei', last_name: 'Chen', phone: '4165550199' });
  const project = await api('/pm/projects', {
    customer: customer._id,
    property: 'house',
    services: ['kitchen-remodeling'],
    description: 'A new kitchen',
    start_date: today,
  });
  projectId = project._id;
  const { _id: me } = await api<{ _id: string }>('/auth/account');
  await api('/pm/tasks', {
    project: projectId,
    name: 'Order the cabinets',
    participants: [me],
    deadline: today,
    types: ['onsite'],
    description: 'From the supplier in Markham',
  });
});

async function checked(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
  await settled(page);
  await screenshot(page, `schedule/${name}`);
  expect.soft(await seriousAccessibilityViolations(page), name).toEqual([]);
}

/** An hour from now is in next week late on the week's last day: the week view then goes on to it. */
async function showWeekOfCampaign(page: Page, next: string) {
  const days = await page.locator('.fc-daygrid-day').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')));
  if (!days.includes(scheduledDay)) await page.getByRole('button', { name: next, exact: true }).click();
}

const openSchedule = async (locale: string) => {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.server.url}/marketing/schedule?locale=${locale}`);
  return page;
};

test('the month view shows the scheduled campaign, the project start and the task deadline; a click opens the campaign (en-US)', { timeout: 120_000 }, async () => {
  const page = await openSchedule('en-US');
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  const campaign = page.getByRole('link', { name: new RegExp(campaignTitle) });
  await campaign.waitFor();
  await page.getByRole('link', { name: /^Start: #.* · Mei Chen$/ }).waitFor();
  await page.getByRole('link', { name: /Due: Order the cabinets/ }).waitFor();
  const legend = page.getByRole('list', { name: 'What the colours mean' });
  expect(await legend.getByRole('listitem').allTextContents()).toEqual(['Campaign', 'Project start', 'Task deadline']);
  // An English week starts on Sunday.
  expect(await page.locator('.fc-col-header-cell').first().textContent()).toBe('Sun');
  await checked(page, 'month-en-US');

  await page.getByRole('button', { name: 'Week' }).click();
  await showWeekOfCampaign(page, 'Next');
  await campaign.waitFor();
  expect(await page.locator('.fc-col-header-cell').count()).toBe(7);
  await checked(page, 'week-en-US');

  // Reached and opened from the keyboard, as a link.
  await campaign.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/marketing/campaign/${campaignId}$`));
  await page.getByRole('heading', { level: 1, name: campaignTitle }).waitFor();
  await page.close();
});

test('in Chinese the calendar names months and days in Chinese and starts the week on Monday; a project start opens the project (zh-CN)', { timeout: 120_000 }, async () => {
  const page = await openSchedule('zh-CN');
  await page.getByRole('heading', { level: 1, name: '日程' }).waitFor();
  await page.getByRole('link', { name: new RegExp(campaignTitle) }).waitFor();
  await page.getByRole('link', { name: /^开工：#.* · Mei Chen$/ }).waitFor();
  await page.getByRole('link', { name: /截止：Order the cabinets/ }).waitFor();
  expect(await page.locator('.fc-col-header-cell').first().textContent()).toBe('周一');
  expect(await page.locator('.fc-toolbar-title').textContent()).toMatch(/^\d{4}年\d{1,2}月$/);
  await page.getByRole('button', { name: '今天' }).waitFor();
  await checked(page, 'month-zh-CN');

  await page.getByRole('button', { name: '周', exact: true }).click();
  await showWeekOfCampaign(page, '下一个');
  await page.getByRole('link', { name: new RegExp(campaignTitle) }).waitFor();
  await checked(page, 'week-zh-CN');

  // Back to this week, where the project starts, if the campaign's took the view on (the button is off on this week).
  const today = page.getByRole('button', { name: '今天' });
  if (await today.isEnabled()) await today.click();
  await page.getByRole('link', { name: /^开工：/ }).click();
  await page.waitForURL(new RegExp(`/pm/project/${projectId}$`));
  await page.close();
});
