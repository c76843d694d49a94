import { act, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { openCreate, resetOverlays, startProject } from '../../src/overlays/overlayStore';
import ContractCreate from '../../src/resources/contracts/ContractCreate';
import ProjectCreate from '../../src/resources/projects/ProjectCreate';
import TaskCreate from '../../src/resources/tasks/TaskCreate';
import TeamCreate from '../../src/resources/teams/TeamCreate';
import { json, stubFetch } from './support/fetchStub';
import { kitchen, mei, renderWithAdmin } from './support/pmFixtures';

afterEach(() => act(resetOverlays));

const create = () => screen.getByRole('button', { name: 'Create' });

/** The message shown under a field: inside the field's own form control, next to its input. */
async function expectMessageOn(field: HTMLElement, message: string) {
  const control = field.closest('.MuiFormControl-root') as HTMLElement;
  expect(await within(control).findByText(message)).toBeInTheDocument();
}

const textbox = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the project form (docs/product.md#validation)', () => {
  const renderProjectForm = (calls: Partial<DataProvider> = {}) => {
    const onCreated = vi.fn();
    const user = renderWithAdmin(<ProjectCreate onCreated={onCreated} onCancel={vi.fn()} />, calls);
    return { user, onCreated };
  };

  it('asks for the customer, the services and the description, each under its field', async () => {
    const { user } = renderProjectForm();
    const services = await screen.findByRole('combobox', { name: /^Services/ });
    await user.click(within(services.closest('.MuiFormControl-root') as HTMLElement).getByTestId('CancelIcon'));
    await user.click(create());

    await expectMessageOn(await textbox('Customer'), 'Please select the customer');
    await expectMessageOn(services, 'Please select services');
    await expectMessageOn(await textbox('Description'), 'Please write project description');
    expect(await textbox('Customer')).toHaveValue('Missing Customer');
  });

  it('shows the discount with a percent sign and keeps it between 0 and 100', async () => {
    act(() => startProject(mei));
    const { user } = renderProjectForm();
    const discount = await screen.findByRole('spinbutton', { name: 'Discount' });
    expect(within(discount.closest('.MuiInputBase-root') as HTMLElement).getByText('%')).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '150');
    await user.type(await textbox('Description'), 'Basement');
    await user.click(create());
    await expectMessageOn(discount, 'Discount should be 0 to 100 %');
  });

  it('puts the server’s refusals under their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs a failed call
    act(() => startProject(mei));
    const calls = stubFetch(() =>
      json(400, {
        error: 'Please select property',
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'property', message: 'Please select property', key: 'validation.project.property_required' },
          { path: 'customer', message: 'This customer does not exist', key: 'validation.missing.customer' },
        ],
      }),
    );
    const { user, onCreated } = renderProjectForm(dataProvider);
    await user.type(await textbox('Description'), 'Basement');
    await user.click(create());
    await waitFor(() => expect(calls.map(({ method, url }) => `${method} ${url}`)).toContain('POST /api/pm/projects'));

    await expectMessageOn(await screen.findByRole('combobox', { name: /^Property/ }), 'Please select property');
    await expectMessageOn(await textbox('Customer'), 'This customer does not exist');
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('the contract form (docs/product.md#validation)', () => {
  it('asks for the contract number, and adds the contract to the project the drawer is for', async () => {
    act(() => openCreate('contracts', { project: kitchen.id }));
    const save = vi.fn().mockResolvedValue({ data: { id: 'k-1', contract_number: 'K-1' } });
    const onCreated = vi.fn();
    const user = renderWithAdmin(<ContractCreate onCreated={onCreated} onCancel={vi.fn()} />, { create: save });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await expectMessageOn(await textbox('Contract number'), 'Please input contract number');

    await user.type(await textbox('Contract number'), 'K-1');
    await user.click(create());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      'contracts',
      expect.objectContaining({ data: expect.objectContaining({ contract_number: 'K-1', amount: 0, signed: false, type: 'standard', project: kitchen.id }) }),
    );
  });
});

describe('the task form (docs/product.md#validation)', () => {
  it('shows every task message under its field', async () => {
    act(() => openCreate('tasks', { project: kitchen.id }));
    const user = renderWithAdmin(<TaskCreate onCreated={vi.fn()} onCancel={vi.fn()} />, { getOne: vi.fn().mockResolvedValue({ data: kitchen }) });
    expect(await screen.findByText(/^For the project #[0-9A-F]{5} · Mei Chen$/)).toBeInTheDocument();
    await user.click(create());

    await expectMessageOn(await textbox('Task name'), 'Please input task name');
    await expectMessageOn(await screen.findByRole('combobox', { name: /^Participants/ }), 'Please select at least one participant');
    await expectMessageOn(await screen.findByLabelText(/^Deadline/), 'Please pick a deadline');
    await expectMessageOn(screen.getByRole('checkbox', { name: 'Office' }), 'Please select at least one task type');
    await expectMessageOn(await textbox('Description'), 'Please input task description');

    await user.type(await textbox('Task name'), 'ab');
    await user.click(create());
    await expectMessageOn(await textbox('Task name'), 'Length should be 3 to 30');
  });
});

describe('the team form', () => {
  it('asks for the team name', async () => {
    const user = renderWithAdmin(<TeamCreate onCreated={vi.fn()} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await expectMessageOn(await textbox('Team name'), 'Please input team name');
  });

  it('offers every active staff member, by name, as a member and as the leader', async () => {
    const getStaff = vi.fn().mockResolvedValue([
      { id: 'staff-0002', name: 'Zoe Li' },
      { id: 'staff-0001', name: 'Ann Wu' },
    ]);
    const user = renderWithAdmin(<TeamCreate onCreated={vi.fn()} onCancel={vi.fn()} />, { getStaff } as Partial<DataProvider>);
    await user.click(await screen.findByRole('combobox', { name: /^Members/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Ann Wu', 'Zoe Li']);
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('combobox', { name: /^Leader/ }));
    const leaders = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(leaders.map((option) => option.textContent?.trim())).toEqual(['', 'Ann Wu', 'Zoe Li']); // none, or one of them
  });
});
