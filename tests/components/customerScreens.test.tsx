import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

const mei = {
  _id: 'c-mei',
  uid: 1001,
  name: 'Mei',
  last_name: 'Chen',
  phone: '4165550101',
  email: 'mei@example.com',
  raw_address: '12 Elm Street, Toronto, ON',
  status: 'active',
  gender: 'female',
  locale: 'zh-CN',
  source: 'WeChat',
  notification_methods: ['email'],
  active: true,
  creator: 'staff-0001',
  creator_name: 'Alice Wong',
  projects: 2,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-02-03T04:05:06.000Z',
};

const wangFang = { ...mei, _id: 'c-wang', uid: 1002, name: '芳', last_name: '王', email: null };

const history = [
  { _id: 'h2', type: 'updated', content: null, changes: [{ field: 'status', from: 'pending', to: 'active' }], creator: 's', creator_name: 'Alice', created_at: mei.updated_at },
  { _id: 'h1', type: 'created', content: null, changes: null, creator: 's', creator_name: 'Alice', created_at: mei.created_at },
];

/** The API as the customer screens use it. */
function backOfficeApi(call: RecordedCall) {
  if (call.url.endsWith('/crm/customers/query')) return json(200, { customers: [mei, wangFang], meta: { total: 2, current: 1, pageSize: 100 } });
  if (call.url.endsWith('/crm/customers/c-mei/history')) return json(200, { history });
  if (call.url.endsWith('/crm/customers/c-mei')) return json(200, mei);
  if (call.url.endsWith('/pm/projects/customer/c-mei')) return json(200, { projects: [] });
  if (call.url.endsWith('/admin/statistics/all')) return json(200, { customers: 1 });
  return json(404, { error: `Not here: ${call.url}` });
}

describe('the customer screens', () => {
  it('list customers at /crm/customers, query the API as docs/product.md#lists says, and open one at /crm/customer/{id}', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/customers');
    const calls = stubFetch(backOfficeApi);
    const user = userEvent.setup();
    render(<AppRoot />);

    const row = (await screen.findByText('Mei Chen')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Chinese')).toBeInTheDocument();
    expect(document.title).toBe('SMS Dashboard | Customers');
    const chineseRow = screen.getByText('王芳').closest('tr')!;
    expect(within(chineseRow).getByText('王')).toBeInTheDocument();
    expect(within(row).getByText('MC')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/crm/customers/query')?.body).toEqual({
      pagination: { current: 1, pageSize: 100 },
      sorter: { field: 'created_at', order: 'descend' },
    });

    await user.click(row);
    await waitFor(() => expect(window.location.pathname).toBe('/crm/customer/c-mei'));
    // The record's page is its own chunk, loaded now: on a slow machine beside the browser tests it took over 10 s.
    expect(await screen.findByText('Alice changed Status from Pending to Active')).toBeInTheDocument();
    expect(screen.getByText('Alice created this record')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mei@example.com' })).toBeInTheDocument();
    // At a job site, the phone number dials and the address opens in maps.
    expect(screen.getByRole('link', { name: '4165550101' })).toHaveAttribute('href', 'tel:4165550101');
    expect(screen.getByRole('link', { name: '12 Elm Street, Toronto, ON' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20Street%2C%20Toronto%2C%20ON',
    );
    expect(await screen.findByText('No project for this customer yet.')).toBeInTheDocument();
  });

  it('draw a full page of 100 customers, in their order, the first of them before the others', async () => {
    const page = Array.from({ length: 100 }, (_, index) => ({ ...mei, _id: `c-${index}`, uid: 2000 + index, name: `Client${index}`, last_name: 'Lee' }));
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/customers');
    stubFetch((call) =>
      call.url.endsWith('/crm/customers/query') ? json(200, { customers: page, meta: { total: 500, current: 1, pageSize: 100 } }) : backOfficeApi(call),
    );
    render(<AppRoot />);

    const firstRow = (await screen.findByText('Client0 Lee')).closest('tr')!;
    const rows = () => [...firstRow.parentElement!.querySelectorAll('tr')];
    // The later rows come in steps, so the page answers a tap meanwhile (docs/performance.md#long-pages).
    expect(rows().length).toBeLessThan(100);
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(rows().map((row) => within(row).getByText(/^Client\d+ Lee$/).textContent)).toEqual(page.map((customer) => `${customer.name} Lee`));
  });

  it('show quick search results as they come, and say when a term matches more customers than shown', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/quick-search?term=chen');
    stubFetch((call) => (call.url.includes('/crm/customers/search/') ? json(200, { customers: [mei], more: true }) : backOfficeApi(call)));
    render(<AppRoot />);
    expect(await screen.findByText('The 1 newest of more matching customers: type more to narrow the search')).toBeInTheDocument();
    expect(screen.getByText(/Mei Chen/)).toBeInTheDocument();
  });

  it('show below the customers the projects the term finds, each opening its page', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/quick-search?term=basement');
    const basement = { _id: 'p-b0b54', customer: 'c-mei', customer_name: 'Mei Chen', raw_address: '88 Elm Street', description: 'Finish the basement', services: [], status: 'quoted' };
    const calls = stubFetch((call) => {
      if (call.url.includes('/crm/customers/search/')) return json(200, { customers: [], more: false });
      if (call.url.includes('/pm/projects/search/')) return json(200, { projects: [basement], more: false });
      return backOfficeApi(call);
    });
    render(<AppRoot />);
    expect(await screen.findByText('One project found')).toBeInTheDocument();
    expect(screen.getByText('No customer matches "basement".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mei Chen.*88 Elm Street · Finish the basement/ })).toHaveAttribute('href', '/pm/project/p-b0b54');
    expect(calls.some((call) => call.url.endsWith('/pm/projects/search/basement'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'All matching projects in the project list' })).not.toBeInTheDocument();
  });

  it('say when a term finds more projects than shown, and link to all of them in the project list', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/quick-search?term=elm');
    const project = (n: number) => ({ _id: `p-elm0${n}`, customer: 'c-mei', customer_name: 'Mei Chen', raw_address: `${n} Elm Street`, services: [], status: 'quoted' });
    stubFetch((call) => {
      if (call.url.includes('/crm/customers/search/')) return json(200, { customers: [], more: false });
      if (call.url.includes('/pm/projects/search/')) return json(200, { projects: [project(1), project(2)], more: true });
      return backOfficeApi(call);
    });
    render(<AppRoot />);
    expect(await screen.findByText('The 2 newest of more matching projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All matching projects in the project list' })).toHaveAttribute(
      'href',
      `/pm/projects?filter=${encodeURIComponent(JSON.stringify({ q: 'elm' }))}`,
    );
  });

  it('keep a visitor out of the CRM', async () => {
    signInAs({ roles: ['visitor'] });
    window.history.replaceState(null, '', '/crm/quick-search');
    stubFetch(backOfficeApi);
    render(<AppRoot />);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });
});
