import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isCountedResource, statisticsKeys, type Statistics } from '../../domain/resources';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { bookmarksKey } from '../../src/layout/bookmarks';
import { resetOverlays } from '../../src/overlays/overlayStore';
import { appStore } from '../../src/root/appStore';
import { menuLabelKey } from '../../src/resources/resourceModule';
import { resourceModules } from '../../src/resources/resourceModules';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

/** A distinct count for each counted resource: 12, 13, 14… */
const statistics = Object.fromEntries(statisticsKeys.map((key, index) => [key, 12 + index])) as Statistics;

/** The API as the frame uses it: the statistics, an empty customer list, a customer creation. */
function frameApi(counts: () => Statistics) {
  return (call: RecordedCall) => {
    if (call.url.endsWith('/admin/statistics/all')) return json(200, counts());
    if (call.url.endsWith('/crm/customers/query')) return json(200, { customers: [], meta: { total: 0, current: 1, pageSize: 100 } });
    if (call.url.endsWith('/crm/customers') && call.method === 'POST') return json(201, { _id: 'c-new', uid: 1, ...(call.body as object) });
    if (call.url.includes('/support/')) return json(200, { unread: 0 });
    return json(404, { error: `Not here: ${call.url}` });
  };
}

function renderApp(path: string, { roles = ['superadmin'], permissions = [] as string[], counts = () => statistics } = {}) {
  signInAs({ roles, permissions });
  window.history.replaceState(null, '', path);
  const calls = stubFetch(frameApi(counts));
  const user = userEvent.setup();
  const view = render(<AppRoot />);
  return { calls, user, view };
}

const menu = () => screen.findByRole('menu');
const menuLink = (name: string) => within(screen.getByRole('menu')).getByRole('menuitem', { name: new RegExp(`^${name}`) });

describe('the side menu (docs/product.md#side-menu, #roles-and-permissions)', () => {
  it('shows every group to a superadmin, each counted item with its count from the statistics', async () => {
    renderApp('/dashboard');
    await menu();
    await waitFor(() => expect(menuLink('Customers')).toHaveTextContent(`Customers${statistics.customers}`));
    for (const { name, paths } of resourceModules) {
      const label = adminI18nProvider.translate(menuLabelKey(name));
      expect(menuLink(label)).toHaveTextContent(isCountedResource(name) ? `${label}${statistics[name]}` : label);
      expect(menuLink(label)).toHaveAttribute('href', paths.list);
    }
    expect(menuLink('Quick Search')).toHaveAttribute('href', '/crm/quick-search');
    expect(screen.getByText('Admin (Internal)')).toBeInTheDocument();
  });

  it('keeps Admin (Internal) to superadmins', async () => {
    renderApp('/dashboard', { roles: ['admin'] });
    await menu();
    expect(menuLink('Staffs')).toBeInTheDocument();
    expect(screen.queryByText('Admin (Internal)')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^Contractors/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^System Users/ })).not.toBeInTheDocument();
  });

  it('shows an employee the Dashboard, CRM, PM, Marketing and Staffs', async () => {
    renderApp('/dashboard', { roles: ['employee'] });
    await menu();
    for (const label of ['Dashboard', 'Quick Search', 'Customers', 'Projects', 'Tasks List', 'Recipients', 'Campaigns', 'Staffs']) {
      expect(menuLink(label)).toBeInTheDocument();
    }
    expect(screen.queryByText('Admin (Internal)')).not.toBeInTheDocument();
  });

  it('shows a Worker the PM items only, and a narrowed employee the areas of their permission tags', async () => {
    const { view } = renderApp('/dashboard', { roles: ['Worker'] });
    await menu();
    const labels = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent?.replace(/\d+$/, ''));
    expect(labels()).toEqual(['Dashboard', 'Projects', 'Contracts', 'Quotes', 'Tasks List', 'Teams List']);
    view.unmount();

    renderApp('/dashboard', { roles: ['employee'], permissions: ['crm'] });
    await menu();
    expect(labels()).toEqual(['Dashboard', 'Quick Search', 'Customers']);
  });

  it('shows a visitor no menu item', async () => {
    renderApp('/dashboard', { roles: ['visitor'] });
    await screen.findByText('Access denied');
    expect(within(screen.getByRole('menu')).queryAllByRole('menuitem')).toEqual([]);
  });

  it('counts again after a record is created', async () => {
    let customers = statistics.customers;
    const { calls, user } = renderApp('/crm/customers', { counts: () => ({ ...statistics, customers }) });
    await menu();
    await waitFor(() => expect(menuLink('Customers')).toHaveTextContent(`Customers${statistics.customers}`));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Customer' });
    await user.type(await within(dialog).findByRole('textbox', { name: /^First name/ }), 'Mei');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '4165550101');
    customers += 1;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(menuLink('Customers')).toHaveTextContent(`Customers${customers}`));
    expect(calls.filter((call) => call.url.endsWith('/admin/statistics/all')).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the top bar's loading spinner", () => {
  it('has a name a screen reader says while a page loads', async () => {
    signInAs({ roles: ['superadmin'] });
    window.history.replaceState(null, '', '/crm/customers');
    const answer = frameApi(() => statistics);
    // The customer list never answers: the page stays loading.
    stubFetch((call) => (call.url.endsWith('/crm/customers/query') ? new Promise<Response>(() => {}) : answer(call)));
    render(<AppRoot />);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe("the top bar's create menu (docs/product.md#overlays)", () => {
  afterEach(() => act(resetOverlays));

  /** Opens the menu and names its entries (the side menu is a menu too: this is the one holding New project). */
  async function openCreateMenu(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const createMenu = (await screen.findByRole('menuitem', { name: 'New project' })).closest<HTMLElement>('[role="menu"]')!;
    return within(createMenu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  }

  it('offers the New project drawer and the Create New Project modal under distinct names, and the New Campaign drawer', async () => {
    const { user } = renderApp('/dashboard');
    expect(await openCreateMenu(user)).toEqual(['New customer', 'New project', 'Create New Project (quick form)', 'Create New Staff', 'New Campaign']);
    await user.click(screen.getByRole('menuitem', { name: 'Create New Project (quick form)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    expect(within(dialog).getByRole('textbox', { name: /^Project name/ })).toBeInTheDocument();
  });

  it('offers a Worker the two project entries only', async () => {
    const { user } = renderApp('/dashboard', { roles: ['Worker'] });
    expect(await openCreateMenu(user)).toEqual(['New project', 'Create New Project (quick form)']);
  });
});

describe('the theme settings from the URL (docs/product.md#settings-from-the-url)', () => {
  it('puts the menu on top from ?menuLayout=top, kept after the query is gone', async () => {
    const { view } = renderApp('/dashboard?menuLayout=top&leftMenuWidth=280');
    await screen.findByRole('button', { name: 'CRM' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    view.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'PM' })).toBeInTheDocument();
  });

  it('switches the language and hides the menu from the query; an invalid placement changes nothing', async () => {
    const { view } = renderApp('/dashboard?menuLayout=sideways&locale=fr-FR');
    await menu();
    expect(menuLink('Customers')).toBeInTheDocument();
    view.unmount();

    renderApp('/dashboard?menuLayout=none&locale=zh-CN');
    expect(await screen.findByText(/版本/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '客户管理' })).not.toBeInTheDocument();
  });
});

describe('the bookmarks (docs/product.md#layout, #error-catalogue)', () => {
  it('keeps three pages and says so at the fourth', async () => {
    // Bookmarked earlier by the signed-in account (signInAs's `staff-0001`).
    appStore.setItem(bookmarksKey, { 'staff-0001': ['/crm/quick-search', '/crm/customers', '/profile'], 'someone-else': ['/dashboard'] });
    const { user } = renderApp('/dashboard');
    await menu();
    const openBookmarks = async () => {
      await user.click(screen.getByRole('button', { name: 'Bookmarks' }));
      return screen.findByRole('menu', { name: 'Bookmarks' });
    };
    const listed = (bookmarksMenu: HTMLElement) => within(bookmarksMenu).getAllByRole('menuitem').map((item) => item.textContent);

    await user.click(within(await openBookmarks()).getByRole('menuitem', { name: 'Bookmark this page' }));
    expect(await screen.findByText('Only three pages can be added to your bookmarks.')).toBeInTheDocument();
    expect(listed(await openBookmarks())).toEqual(['Bookmark this page', 'Quick Search', 'Customers', 'Edit profile']);

    await user.click(screen.getByRole('button', { name: 'Remove Customers from bookmarks' }));
    await user.click(screen.getByRole('menuitem', { name: 'Bookmark this page' }));
    expect(listed(await openBookmarks())).toEqual(['Remove this page from bookmarks', 'Quick Search', 'Edit profile', 'Dashboard']);

    await user.click(screen.getByRole('menuitem', { name: 'Quick Search' }));
    await waitFor(() => expect(window.location.pathname).toBe('/crm/quick-search'));
  });
});
