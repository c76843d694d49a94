import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

const day = 24 * 3600_000;
const task = (fields: object) => ({ project: 'p1', urgent: false, participants: ['staff-0001'], types: [], description: 'd', done: false, done_at: null, ...fields });
// In the server's order: open first, urgent first (before an open task due sooner), nearest deadline first.
const tasks = [
  task({ _id: 't2', name: 'Measure the basement', deadline: new Date(Date.now() + 3 * day).toISOString(), urgent: true, types: ['onsite'] }),
  task({ _id: 't1', name: 'Send the kitchen quote', deadline: new Date(Date.now() - day).toISOString(), types: ['office'] }),
  task({ _id: 't3', name: 'Order tiles', deadline: new Date(Date.now() - 5 * day).toISOString(), done: true, done_at: new Date().toISOString() }),
];
const customer = (id: string, name: string) => ({
  _id: id,
  uid: 1,
  name,
  last_name: 'Li',
  phone: '4165550101',
  location: 'Markham,ON',
  notification_methods: ['email'],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const figures = {
  customersBySource: [
    { source: 'WeChat', count: 40 },
    { source: 'Website', count: 25 },
  ],
  projectsByStatus: [{ status: 'in_progress', count: 12 }],
  newCustomersByMonth: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count: i * 3 })),
};

const notice = (fields: object) => ({
  _id: 'n1',
  kind: 'task_due',
  resource: 'tasks',
  record: 't9',
  parameters: { task: 'Pour the slab', project: '#AB12C', customer: 'Ada Lovelace', deadline: '2030-05-01' },
  created_at: '2030-05-01T11:05:00.000Z',
  read_at: null,
  ...fields,
});

function dashboardApi(taskAnswer: (call: RecordedCall) => Response, noticeAnswer: (call: RecordedCall) => Response = () => json(200, { notices: [], unread: 0 })) {
  return stubFetch((call) => {
    if (call.url.includes('/notices')) return noticeAnswer(call);
    if (call.url.endsWith('/admin/statistics/all')) return json(200, { customers: 1234, projects: 56 });
    if (call.url.includes('/admin/statistics/dashboard')) return json(200, figures);
    if (call.url.endsWith('/crm/customers/query')) return json(200, { customers: [customer('c1', 'Mei'), customer('c2', 'Hao')], meta: { total: 2 } });
    if (call.url.endsWith('/pm/projects/query')) {
      return json(200, { projects: [{ _id: 'p1', customer: 'c1', customer_name: 'Wei Zhang', status: 'in_progress', property: 'house', created_at: '2026-11-20T10:00:00.000Z' }], meta: { total: 1 } });
    }
    if (call.url.endsWith('/pm/tasks/user')) return taskAnswer(call);
    if (call.url.endsWith('/support/unread')) return json(200, { unread: 0, desk: false });
    return json(404, { error: `Not here: ${call.url}` });
  });
}

const openDashboard = async () => {
  window.history.replaceState(null, '', '/dashboard');
  render(<AppRoot />);
  return screen.findByRole('heading', { name: 'My tasks' });
};

describe('the dashboard', () => {
  it('shows the counts, my tasks in the server\'s order with the urgent one marked, the newest customers and the charts', async () => {
    signInAs({ roles: ['manager'], name: 'Alice Wong' });
    const calls = dashboardApi(() => json(200, { tasks }));
    await openDashboard();
    expect(screen.getByText('Welcome, Alice Wong')).toBeInTheDocument();
    const customersCount = (await screen.findAllByText('1,234')).find((node) => node.closest('.MuiCard-root'));
    expect(customersCount?.closest('a')).toHaveAttribute('href', '/crm/customers');

    const myTasks = screen.getByRole('heading', { name: 'My tasks' }).closest('.MuiCard-root') as HTMLElement;
    const names = (await within(myTasks).findAllByText(/quote|basement|tiles/)).map((node) => node.textContent);
    expect(names).toEqual(['Measure the basement', 'Send the kitchen quote', 'Order tiles']);
    const urgentTask = within(myTasks).getByText('Measure the basement').closest('li') as HTMLElement;
    expect(within(urgentTask).getByText('Urgent')).toBeInTheDocument();
    expect(within(myTasks).getAllByText('Urgent')).toHaveLength(1);
    expect(within(myTasks).getByText('On site')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: /Mei Li/ })).toHaveAttribute('href', '/crm/customer/c1');
    expect(calls.find((call) => call.url.endsWith('/crm/customers/query'))?.body).toEqual({
      pagination: { current: 1, pageSize: 5 },
      sorter: { field: 'created_at', order: 'descend' },
    });
    expect(await screen.findByRole('link', { name: /Wei Zhang/ })).toHaveAttribute('href', '/pm/project/p1');
    expect(screen.getByText('In progress · House')).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('/admin/statistics/dashboard'))?.url).toMatch(/\?tz=/);
    expect(await screen.findByRole('heading', { name: 'Customers by source' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New customers per month' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects by status' })).toBeInTheDocument();
  });

  it('says so when the tasks cannot be loaded', async () => {
    signInAs({ roles: ['employee'] });
    dashboardApi(() => json(500, { error: 'Database unavailable' }));
    await openDashboard();
    const myTasks = screen.getByRole('heading', { name: 'My tasks' }).closest('.MuiCard-root') as HTMLElement;
    expect(await within(myTasks).findByText('This could not be loaded. Try again in a moment.')).toBeInTheDocument();
  });

  it('tells a person without tasks that there are none', async () => {
    signInAs({ roles: ['employee'] });
    dashboardApi(() => json(200, { tasks: [] }));
    await openDashboard();
    expect(await screen.findByText('No tasks for you. Enjoy the quiet.')).toBeInTheDocument();
  });

  it('lists the notices in the reader’s language, linked to their task; “Mark done” marks the task done and the notice read', async () => {
    signInAs({ roles: ['Worker'] });
    let done = false;
    const calls = dashboardApi(
      () => json(200, { tasks }),
      (call) => {
        if (call.method === 'POST' && call.url.endsWith('/notices/n1/done')) {
          done = true;
          return json(200, notice({ read_at: '2030-05-01T12:00:00.000Z' }));
        }
        return done
          ? json(200, { notices: [notice({ read_at: '2030-05-01T12:00:00.000Z' }), notice({ _id: 'n0', read_at: '2030-04-01T12:00:00.000Z' })], unread: 0 })
          : json(200, { notices: [notice({})], unread: 1 });
      },
    );
    await openDashboard();
    const card = screen.getByRole('heading', { name: 'Notices' }).closest('.MuiCard-root') as HTMLElement;
    const sentence = await within(card).findByRole('link', { name: '“Pour the slab” is due May 1, 2030: project #AB12C for Ada Lovelace' });
    expect(sentence).toHaveAttribute('href', '/pm/task/t9');
    expect(within(card).getByText('1 unread')).toBeInTheDocument();

    within(card).getByRole('button', { name: 'Mark done' }).click();
    expect(await screen.findByText('Task done')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url.includes('/notices')).map((call) => call.url)).toEqual(['/api/notices/n1/done']);
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Mark done' })).toBeNull());
    expect(within(card).queryByText('1 unread')).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(2);
  });

  it('writes the notices in Chinese for a Chinese reader', async () => {
    signInAs({ roles: ['Worker'] });
    dashboardApi(
      () => json(200, { tasks }),
      () => json(200, { notices: [notice({ parameters: { task: 'Pour the slab', project: '#AB12C', customer: null, deadline: '2030-05-01' } })], unread: 1 }),
    );
    window.history.replaceState(null, '', '/dashboard?locale=zh-CN');
    render(<AppRoot />);
    const card = (await screen.findByRole('heading', { name: '通知' })).closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByRole('link', { name: '“Pour the slab”于2030年5月1日到期：未命名的项目#AB12C' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '标为完成' })).toBeInTheDocument();
    expect(within(card).getByText('1条未读')).toBeInTheDocument();
  });

  it('tells an account without a staff role why nothing shows yet', async () => {
    signInAs({ roles: ['visitor'] });
    const calls = dashboardApi(() => json(200, { tasks }));
    window.history.replaceState(null, '', '/dashboard');
    render(<AppRoot />);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('Your account is waiting for access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
    expect(calls.filter((call) => call.url.includes('/statistics/'))).toHaveLength(0);
  });
});
