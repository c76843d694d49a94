import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { shortId } from '../../domain/ids.js';
import { join } from 'node:path';
import { tokenCookieName } from '../../domain/session.js';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi } from './apiSession.js';
import { adminCredentials, screenshot, screenshotDir, settled } from './harness.js';
import { appUnderTest } from './appUnderTest.js';

const app = appUnderTest();

let page: Page;
const customerName = `Harper${Date.now() % 100000}`;
/** The customer whose projects the searches find. */
const searchedName = `Oakhurst${Date.now() % 100000}`;
const contractNumber = `C-${Date.now() % 100000}`;
const taskName = 'Measure the kitchen';
let projectId = '';

beforeAll(async () => {
  page = await app.browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(15_000);
});

const visible = (text: string | RegExp, within: Page | Locator = page) =>
  within.getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 });

/** What the window shows (an overlay stays where it is on screen, not on a page-long image). */
const windowShot = (name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`) });

/** The overlay opened last has its content loaded and has finished sliding or fading in. */
async function overlayShown() {
  await page.getByRole('dialog').last().locator('form, table').first().waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/** A drawer or modal by its title. */
const overlay = (title: string) => page.getByRole('dialog', { name: title });

async function signIn(path: string) {
  await page.goto(`${app.server.url}${path}`);
  await page.getByLabel('Username').fill(adminCredentials.username);
  await page.getByLabel('Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app.server.url}${path}`);
}

test("start a project from the top bar's create menu: the customer is created on the way and chosen for the project", async () => {
  await signIn('/pm/projects');
  await visible('No Projects found');
  await screenshot(page, 'pm-projects-empty');

  await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'New project', exact: true }).click();
  const drawer = overlay('New Project');
  await drawer.waitFor();
  await expect.poll(() => drawer.getByLabel('Customer').inputValue()).toBe('Missing Customer');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await visible('Please select the customer', drawer);
  await visible('Please write project description', drawer);
  await screenshot(page, 'pm-new-project-invalid');

  await drawer.getByLabel('Customer').click();
  const selector = overlay('Select A Customer');
  await selector.waitFor();
  await visible('No customer matches.', selector);
  await screenshot(page, 'pm-select-customer-empty');
  await selector.getByRole('button', { name: 'Create New Customer' }).click();

  const create = overlay('Create New Customer');
  await create.getByLabel('First name').fill(customerName);
  await create.getByRole('textbox', { name: 'Phone', exact: true }).fill('4165557788');
  await create.getByRole('button', { name: 'Create' }).click();
  await create.waitFor({ state: 'hidden' });
  await selector.waitFor({ state: 'hidden' });
  await expect.poll(() => drawer.getByLabel('Customer').inputValue()).toMatch(new RegExp(`^${customerName} · [0-9A-F]{5}$`));
  await page.waitForURL(`${app.server.url}/pm/projects`);
  await screenshot(page, 'pm-new-project-with-customer');
});

test('create the project and see it in the list', async () => {
  const drawer = overlay('New Project');
  await drawer.getByLabel('Description').fill('Open the kitchen to the living room; new cabinets and counters.');
  await drawer.getByLabel('Start date').fill('2030-05-04');
  await drawer.getByRole('spinbutton', { name: 'Discount' }).fill('120');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await visible('Discount should be 0 to 100 %', drawer);
  await drawer.getByRole('spinbutton', { name: 'Discount' }).fill('10');
  await drawer.getByLabel('Address', { exact: true }).fill('12 Elm Street');
  await drawer.getByLabel('Location').fill('Toronto,ON');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await visible('Project created');
  const row = page.getByRole('row', { name: new RegExp(customerName) });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toMatch(/Pending.*House.*Interior renovation/);
  await screenshot(page, 'pm-projects');
});

test('open the project, add a contract and a task, and read its briefing', async () => {
  await page.getByRole('row', { name: new RegExp(customerName) }).click();
  await page.waitForURL(/\/pm\/project\/[0-9a-f]{24}$/);
  projectId = page.url().split('/').pop()!;
  await visible(`Order number ${projectId}`);
  await visible('created this record');

  await page.getByRole('button', { name: 'New contract' }).click();
  const contractDrawer = overlay('New Contract');
  await contractDrawer.getByRole('button', { name: 'Create' }).click();
  await visible('Please input contract number', contractDrawer);
  await screenshot(page, 'pm-new-contract');
  await contractDrawer.getByLabel('Contract number').fill(contractNumber);
  await contractDrawer.getByRole('spinbutton', { name: 'Amount' }).fill('25000');
  await contractDrawer.getByRole('button', { name: 'Create' }).click();
  await contractDrawer.waitFor({ state: 'hidden' });
  await visible(contractNumber);

  await page.getByRole('button', { name: 'New task' }).click();
  const taskDrawer = overlay('New Task');
  await visible(`For the project #${shortId(projectId)} · ${customerName}`, taskDrawer);
  await taskDrawer.getByRole('button', { name: 'Create' }).click();
  for (const message of ['Please input task name', 'Please select at least one participant', 'Please pick a deadline', 'Please select at least one task type', 'Please input task description']) {
    await visible(message, taskDrawer);
  }
  await screenshot(page, 'pm-new-task-invalid');
  await taskDrawer.getByLabel('Task name').fill(taskName);
  await taskDrawer.getByLabel('Deadline').fill('2030-05-01');
  await taskDrawer.getByRole('combobox', { name: 'Participants' }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await taskDrawer.getByLabel('Urgent').check();
  await taskDrawer.getByLabel('On site').check();
  await taskDrawer.getByLabel('Description').fill('Bring the laser measure; the customer is home after 4 pm.');
  await taskDrawer.getByRole('button', { name: 'Create' }).click();
  await taskDrawer.waitFor({ state: 'hidden' });
  await visible(taskName);
  await screenshot(page, 'pm-project');

  await page.getByRole('button', { name: 'Briefing' }).click();
  const briefing = overlay('Project Briefing');
  const text = await briefing.getByLabel('Briefing to copy').inputValue();
  expect(text.split('\n')).toEqual([
    `Order number: ${projectId}`,
    `Name: ${customerName}`,
    'Phone: 4165557788',
    'Email: ',
    'Start date: May 4, 2030',
    'Property: House',
    'Services: Interior renovation',
    'Location: Toronto,ON',
    'Address: 12 Elm Street',
    'Description: Open the kitchen to the living room; new cabinets and counters.',
    '',
    'Please contact the customer as soon as possible.',
  ]);
  await screenshot(page, 'pm-briefing');
  await briefing.getByRole('button', { name: 'Close' }).click();
  await briefing.waitFor({ state: 'hidden' });
});

test('the participant finds the task under their own tasks and marks it done', async () => {
  await page.goto(`${app.server.url}/pm/tasks`);
  const mine = page.getByRole('region', { name: 'My tasks' });
  await visible(taskName, mine);
  await visible('Urgent', mine);
  await screenshot(page, 'pm-tasks');
  // The box follows the server's answer, so it is clicked, then found under its new name.
  await mine.getByRole('checkbox', { name: `Mark "${taskName}" as done` }).click();
  await visible('Task done');
  await mine.getByRole('checkbox', { name: `Mark "${taskName}" as not done` }).waitFor();
  await page.getByRole('row', { name: new RegExp(taskName) }).first().click();
  await page.waitForURL(/\/pm\/task\/[0-9a-f]{24}$/);
  await page.getByRole('heading', { level: 1, name: taskName }).waitFor();
  await page.getByRole('checkbox', { name: `Mark "${taskName}" as not done` }).waitFor();
  await screenshot(page, 'pm-task');
});

test('the contract is listed under /pm/contracts and has its page', async () => {
  await page.goto(`${app.server.url}/pm/contract`);
  await page.waitForURL(`${app.server.url}/pm/contracts`);
  await page.getByRole('row', { name: new RegExp(contractNumber) }).click();
  await page.waitForURL(/\/pm\/contract\/[0-9a-f]{24}$/);
  await visible('Not signed');
  await visible('CA$25,000.00');
  await screenshot(page, 'pm-contract');
  await page.goto(`${app.server.url}/pm/contracts`);
  await visible(contractNumber);
  await screenshot(page, 'pm-contracts');
});

test('make a team with its leader, and give the project to it', async () => {
  await page.goto(`${app.server.url}/pm/teams`);
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = overlay('New team');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await visible('Please input team name', dialog);
  await dialog.getByLabel('Team name').fill('Kitchen crew');
  await dialog.getByRole('combobox', { name: 'Members' }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await dialog.getByRole('combobox', { name: 'Leader' }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await screenshot(page, 'pm-new-team');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('row', { name: /Kitchen crew/ }).click();
  await page.waitForURL(/\/pm\/team\/[0-9a-f]{24}$/);
  await screenshot(page, 'pm-team');

  await page.goto(`${app.server.url}/pm/project/${projectId}/edit`);
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'Kitchen crew' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${app.server.url}/pm/project/${projectId}`);
  await visible('Administrator set Team');
});

test('the customer page lists the customer’s projects and starts another for them', async () => {
  await page.goto(`${app.server.url}/crm/customers`);
  await page.getByRole('row', { name: new RegExp(customerName) }).click();
  await page.waitForURL(/\/crm\/customer\/[0-9a-f]{24}$/);
  const projects = page.getByRole('region', { name: 'Projects' });
  await visible(`#${shortId(projectId)}`, projects);
  await projects.scrollIntoViewIfNeeded();
  await windowShot('pm-customer-projects');
  await projects.getByRole('button', { name: 'New project' }).click();
  const drawer = overlay('New Project');
  await expect.poll(() => drawer.getByLabel('Customer').inputValue()).toMatch(new RegExp(`^${customerName} · `));
  await drawer.getByRole('button', { name: 'Close' }).click();
});

test("find projects by their customer's name in the project list's search box and in quick search, in Chinese on a phone", async () => {
  // Eleven projects of another customer, one more than quick search shows.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === tokenCookieName)!.value;
  const owner = await callApi<{ _id: string }>(app.server.url, '/crm/customers', { token, body: { name: searchedName, phone: '4165550123' } });
  for (let n = 0; n <= 10; n++) {
    await callApi(app.server.url, '/pm/projects', { token, body: { customer: owner._id, property: 'house', services: ['decks-and-fences'], description: `Deck ${n}` } });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    await page.goto(`${app.server.url}/pm/projects?locale=zh-CN`);
    await visible(customerName);
    await page.getByRole('main').getByRole('textbox', { name: '检索' }).fill(searchedName.toLowerCase());
    await expect.poll(() => page.getByText(searchedName).count()).toBe(11);
    await expect.poll(() => page.getByRole('main').getByText(customerName).count()).toBe(0);
    await screenshot(page, 'pm-projects-search-375-zh-CN');

    await page.goto(`${app.server.url}/crm/quick-search?term=${searchedName}`);
    await visible('匹配的项目较多，显示最新的 10 个');
    // Below the customer, the projects, each link named by its short id and customer.
    expect(await page.getByRole('main').getByRole('link', { name: new RegExp(`^#\\w+ · ${searchedName}`) }).count()).toBe(10);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'quick-search-projects-375-zh-CN');
    await page.getByRole('link', { name: '在项目列表中查看所有匹配的项目' }).click();
    await page.waitForURL(/\/pm\/projects\?filter=/);
    await expect.poll(() => page.getByRole('main').getByRole('textbox', { name: '检索' }).inputValue()).toBe(searchedName);
    await expect.poll(() => page.getByText(searchedName).count()).toBe(11);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.server.url}/pm/projects?locale=en-US`);
  }
});

/** Every PM screen and overlay at a desktop and a phone size, in both languages, to look at. */
// The PM pages themselves are photographed and checked by tests/e2e/screens.test.ts and resourceScreens.test.ts.
test('screenshots of the project page\'s overlays and the new project drawer in English and Chinese, desktop and phone', { timeout: 300_000 }, async () => {
  const labels = {
    'en-US': { overlays: ['New contract', 'New task', 'Briefing'], newProject: 'New project', customer: 'Customer', selector: 'Select A Customer' },
    'zh-CN': { overlays: ['新建合同', '新建任务', '简报'], newProject: '新建项目', customer: '客户', selector: '选择客户' },
  };
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 375, height: 812 }],
    ] as const) {
      await page.setViewportSize(viewport);
      const name = (what: string) => `pm-${locale}-${size}-${what}`;
      await page.goto(`${app.server.url}/pm/project/${projectId}?locale=${locale}`);
      await page.waitForLoadState('networkidle');
      for (const [index, button] of labels[locale].overlays.entries()) {
        await page.getByRole('button', { name: button }).click();
        await overlayShown();
        await windowShot(name(['new-contract', 'new-task', 'briefing'][index]));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await page.goto(`${app.server.url}/pm/projects?locale=${locale}`);
      await page.getByRole('button', { name: labels[locale].newProject }).click();
      const drawer = page.getByRole('dialog');
      await overlayShown();
      await windowShot(name('new-project'));
      await drawer.getByRole('textbox', { name: new RegExp(`^${labels[locale].customer}`) }).click();
      await page.getByRole('dialog', { name: labels[locale].selector }).getByRole('cell').first().waitFor();
      await overlayShown();
      await windowShot(name('select-customer'));
    }
  }
});
