import type { BrowserContext, Page } from 'playwright-core';
import { test } from 'vitest';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { openInApp, photographScreen, withLocale } from './screenCheck.js';

// The screens that are no resource's, photographed at desktop and phone size in both languages, to look at
// (tests/e2e/screenshots/screens/). Each is also checked for what is broken at a glance: a page wider than the
// window, or a translation key shown instead of its text. A new screen is one more line in `screens`. Every
// resource's screens are shown at desktop size by tests/e2e/resourceScreens.test.ts, found from the declarations;
// `phoneScreens` shows some of them at phone size. The frame's menus and dialogs are photographed by
// tests/e2e/overlays.test.ts.

interface Fixtures {
  customerId: string;
  customerName: string;
  projectId: string;
  teamId: string;
}

interface Screen {
  name: string;
  path: string | ((fixtures: Fixtures) => string);
  /** Opens what the screenshot is of (a dialog, a drawer, a menu) once the page is shown. */
  open?: (page: Page) => Promise<void>;
  /** Signed-out pages. */
  public?: boolean;
}

const clickLabelled = (label: RegExp) => (page: Page) => page.getByRole('button', { name: label }).first().click();

/** Opens the top bar's create menu and picks its entry at `index`. */
const createMenuEntry = (index: number) => async (page: Page) => {
  await clickLabelled(/^(Create|新建)$/)(page);
  await page.getByRole('menuitem').nth(index).click();
  await page.getByRole('dialog').waitFor();
};

const screens: Screen[] = [
  { name: 'login', path: '/auth/login', public: true },
  { name: 'register', path: '/auth/register', public: true },
  { name: 'forgot-password', path: '/auth/forgot-password', public: true },
  { name: 'lockscreen', path: '/auth/lockscreen', public: true },
  { name: 'not-found', path: '/auth/404', public: true },
  { name: 'server-error', path: '/auth/500', public: true },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'quick-search', path: ({ customerName }) => `/crm/quick-search?term=${customerName}` },
  { name: 'profile', path: '/profile' },
  { name: 'notification', path: '/marketing/notification' },
  { name: 'create-project-quick-form', path: '/pm/projects', open: createMenuEntry(2) },
];

/** Resource screens at phone size, where lists show as simple lists and the top bar's create menu as an icon. */
const phoneScreens: Screen[] = [
  { name: 'customers', path: '/crm/customers' },
  { name: 'customer', path: ({ customerId }) => `/crm/customer/${customerId}` },
  { name: 'customer-edit', path: ({ customerId }) => `/crm/customer/${customerId}/edit` },
  { name: 'projects', path: '/pm/projects' },
  { name: 'project', path: ({ projectId }) => `/pm/project/${projectId}` },
  { name: 'contracts', path: '/pm/contracts' },
  { name: 'tasks', path: '/pm/tasks' },
  { name: 'teams', path: '/pm/teams' },
  { name: 'team', path: ({ teamId }) => `/pm/team/${teamId}` },
  { name: 'create-customer', path: '/crm/customers', open: createMenuEntry(0) },
];

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 }, screens },
  { name: 'phone', size: { width: 375, height: 812 }, screens: [...screens, ...phoneScreens] },
];
const locales = ['en-US', 'zh-CN'];

const app = appUnderTest();
const fixtures: Fixtures = { customerId: '', customerName: 'Mei', projectId: '', teamId: '' };

/** A team, and a project of the customer given to it with a contract and a task, so the PM pages show records. */
async function addProjectRecords(token: string) {
  const { staff } = await callApi<{ staff: { _id: string }[] }>(app.server.url, '/system/staffs', { token });
  const members = staff.map(({ _id }) => _id);
  const team = await callApi<{ _id: string }>(app.server.url, '/pm/teams', { token, body: { name: 'North crew', alias: 'North', members, leader: members[0] } });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', {
    token,
    body: {
      customer: fixtures.customerId,
      property: 'house',
      services: ['kitchen-remodeling', 'plumbing'],
      description: 'Open the kitchen to the living room; new cabinets and counters.',
      start_date: '2030-05-04',
      team: team._id,
      specialist: members[0],
      raw_address: '12 Elm Street, Toronto, ON',
      location: 'Toronto,ON',
    },
  });
  await callApi(app.server.url, `/pm/projects/${project._id}/contracts`, { token, body: { contract_number: 'HR-2030-001', amount: 25000 } });
  await callApi(app.server.url, '/pm/tasks', {
    token,
    body: { project: project._id, name: 'Measure the kitchen', participants: members, deadline: '2030-05-01', types: ['onsite'], description: 'Bring the laser measure.' },
  });
  Object.assign(fixtures, { projectId: project._id, teamId: team._id });
}

for (const viewport of viewports) {
  test(`every screen at ${viewport.size.width}×${viewport.size.height}, in both languages`, { timeout: 600_000 }, async () => {
    const publicContext = await app.browser.newContext({ viewport: viewport.size });
    const signedIn: BrowserContext = await app.browser.newContext({ viewport: viewport.size });
    const token = await signInByApi(signedIn, app.server.url);
    if (!fixtures.customerId) {
      const customer = await callApi<{ _id: string }>(app.server.url, '/crm/customers', {
        token,
        body: { name: fixtures.customerName, last_name: 'Chen', phone: '4165550101', email: 'mei.chen@example.com', location: 'Toronto,ON' },
      });
      fixtures.customerId = customer._id;
      await addProjectRecords(token);
    }
    for (const locale of locales) {
      // One page a language and context, each screen reached in the app (`openInApp`).
      const pages = { public: await publicContext.newPage(), signedIn: await signedIn.newPage() };
      for (const screen of viewport.screens) {
        const page = screen.public ? pages.public : pages.signedIn;
        const path = typeof screen.path === 'string' ? screen.path : screen.path(fixtures);
        await photographScreen(page, {
          name: `screens/${screen.name}-${viewport.name}-${locale}`,
          show: async () => {
            await openInApp(page, `${app.server.url}${withLocale(path, locale)}`);
            await screen.open?.(page);
          },
        });
        if (screen.open) await page.goto('about:blank');
      }
      await Promise.all(Object.values(pages).map((page) => page.close()));
    }
    await publicContext.close();
    await signedIn.close();
  });
}
