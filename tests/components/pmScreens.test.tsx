import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shortId } from '../../domain/ids';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { kitchen } from './support/pmFixtures';
import { signInAs } from './support/session';

const { id: projectId, ...projectFields } = kitchen;
const project = { ...projectFields, _id: projectId };

const task = {
  _id: '6650a1b2c3d4e5f6a7b8cb01',
  project: projectId,
  customer_name: 'Mei Chen',
  name: 'Measure the kitchen',
  urgent: true,
  done: false,
  done_at: null,
  participants: ['staff-0001'],
  participant_names: ['Alice Wong'],
  deadline: '2025-06-01',
  types: ['onsite'],
  description: 'Bring the laser measure.',
  creator: null,
  creator_name: null,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

/** The API as the PM screens use it; a task marked done comes back done. */
function pmApi(call: RecordedCall) {
  const path = call.url.replace(/^\/api/, '');
  if (path === '/pm/projects/query') return json(200, { projects: [project], meta: { total: 1, current: 1, pageSize: 25 } });
  if (path === '/pm/tasks/user') return json(200, { tasks: [task] });
  if (path === '/pm/tasks/query') return json(200, { tasks: [task], meta: { total: 1, current: 1, pageSize: 25 } });
  if (path === `/pm/tasks/${task._id}/done`) return json(200, { ...task, ...(call.body as object), done_at: '2025-05-30T10:00:00.000Z' });
  if (path === '/pm/teams') return json(200, { teams: [] });
  if (path === '/admin/statistics/all') return json(200, { projects: 1 });
  return json(404, { error: `Not here: ${call.url}` });
}

describe('the PM screens', () => {
  it('list projects at /pm/projects: 25 newest first, the status as a chip, the customer with their short id', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/pm/projects');
    const calls = stubFetch(pmApi);
    render(<AppRoot />);

    const row = (await screen.findByText(`Mei Chen · ${shortId(kitchen.customer)}`)).closest('tr')!;
    expect(within(row).getByText('Quoted')).toHaveClass('MuiChip-label');
    expect(within(row).getByText(`#${shortId(projectId)}`)).toBeInTheDocument();
    expect(within(row).getByText('Kitchen remodeling, Plumbing')).toBeInTheDocument();
    expect(within(row).getByText('5%')).toBeInTheDocument();
    expect(document.title).toBe('SMS Dashboard | Projects');
    expect(calls.find((call) => call.url === '/api/pm/projects/query')?.body).toEqual({
      pagination: { current: 1, pageSize: 25 },
      sorter: { field: 'created_at', order: 'descend' },
    });
  });

  it('show the signed-in staff member’s own tasks first at /pm/tasks, urgent ones marked, and mark one done', async () => {
    signInAs({ roles: ['Worker'] });
    window.history.replaceState(null, '', '/pm/tasks');
    const calls = stubFetch(pmApi);
    const user = userEvent.setup();
    render(<AppRoot />);

    const mine = await screen.findByRole('region', { name: 'My tasks' });
    const row = (await within(mine).findByText('Measure the kitchen')).closest('tr')!;
    expect(within(row).getByText('Urgent')).toBeInTheDocument();
    expect(within(row).getByText('Mei Chen')).toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox', { name: 'Mark "Measure the kitchen" as done' }));
    expect(await screen.findByText('Task done')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/done'))?.body).toEqual({ done: true }));
    expect(window.location.pathname).toBe('/pm/tasks');
  });
});
