import { act, screen, waitFor, within } from '@testing-library/react';
import type { GetListResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortId } from '../../domain/ids';
import { GlobalOverlays } from '../../src/overlays/GlobalOverlays';
import { createCustomerForProject, openCreate, openOverlay, resetOverlays, startProject } from '../../src/overlays/overlayStore';
import { kitchen, mei, omar, renderWithAdmin } from './support/pmFixtures';

afterEach(() => act(resetOverlays));

const customers: GetListResult = { data: [omar, mei], total: 2 };

const customerField = () => screen.findByRole('textbox', { name: /^Customer/ });
/** The customer field of the New Project drawer shows `value`, once the store and the form have caught up. */
const customerShown = (value: string) => waitFor(() => expect(screen.getByRole('textbox', { name: /^Customer/ })).toHaveValue(value), { timeout: 3000 });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('Select A Customer (docs/product.md#overlays)', () => {
  it('shows a skeleton of 6 rows while the customers load, then ID, avatar, full name and location', async () => {
    let answer: (value: typeof customers) => void = () => undefined;
    const getList = vi.fn(() => new Promise<typeof customers>((resolve) => (answer = resolve)));
    renderWithAdmin(<GlobalOverlays />, { getList });
    act(() => openOverlay('selectCustomer'));

    const selector = await dialog('Select A Customer');
    const [header, ...rows] = within(selector).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ID', 'Avatar', 'Full name', 'Location', '']);
    expect(rows).toHaveLength(6);
    expect(getList).toHaveBeenCalledWith('customers', expect.objectContaining({ sort: { field: 'uid', order: 'DESC' } }));

    act(() => answer(customers));
    const omarRow = (await within(selector).findByText('Omar Haddad')).closest('tr')!;
    expect(within(omarRow).getByText('1002')).toBeInTheDocument();
    expect(within(omarRow).getByText('Markham,ON')).toBeInTheDocument();
    expect(within(omarRow).getByText('OH')).toBeInTheDocument();
  });

  it('sorts by ID when the ID header is clicked', async () => {
    const getList = vi.fn().mockResolvedValue(customers);
    const user = renderWithAdmin(<GlobalOverlays />, { getList });
    act(() => openOverlay('selectCustomer'));
    await user.click(await screen.findByRole('button', { name: 'ID' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('customers', expect.objectContaining({ sort: { field: 'uid', order: 'ASC' } })));
  });

  it('picks the customer with the check button and closes, showing the New Project drawer for them', async () => {
    const user = renderWithAdmin(<GlobalOverlays />, { getList: vi.fn().mockResolvedValue(customers) });
    act(() => openOverlay('selectCustomer'));
    await user.click(await screen.findByRole('button', { name: 'Choose Mei Chen' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select A Customer' })).not.toBeInTheDocument());
    await dialog('New Project');
    await customerShown(`Mei Chen · ${shortId(mei.id)}`);
  });
});

describe('the New Project drawer (docs/product.md#overlays)', () => {
  it('says Missing Customer until one is chosen, and opens the selector from the customer field', async () => {
    const user = renderWithAdmin(<GlobalOverlays />, { getList: vi.fn().mockResolvedValue(customers) });
    act(() => openCreate('projects'));
    expect(await customerField()).toHaveValue('Missing Customer');

    await user.click(await customerField());
    await dialog('Select A Customer');
    await user.click(await screen.findByRole('button', { name: 'Choose Omar Haddad' }));
    await customerShown(`Omar Haddad · ${shortId(omar.id)}`);
  });

  it('starts from a fresh draft each time it opens, keeping only the chosen customer', async () => {
    const user = renderWithAdmin(<GlobalOverlays />);
    act(() => startProject(mei));
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    await user.type(description, 'Kitchen and bath');
    await user.click(screen.getByRole('combobox', { name: /^Property/ }));
    await user.click(await screen.findByRole('option', { name: 'Townhouse' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Project' })).not.toBeInTheDocument());
    act(() => openCreate('projects'));

    expect(await customerField()).toHaveValue(`Mei Chen · ${shortId(mei.id)}`);
    expect(await screen.findByRole('textbox', { name: /^Description/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Property/ })).toHaveTextContent('House');
    expect(screen.getByText('Interior renovation')).toBeInTheDocument();
  });

  it('creates the project for the chosen customer and closes', async () => {
    const create = vi.fn().mockResolvedValue({ data: { ...kitchen } });
    const user = renderWithAdmin(<GlobalOverlays />, { create });
    act(() => startProject(mei));
    await user.type(await screen.findByRole('textbox', { name: /^Description/ }), 'New cabinets and a sink on the island.');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Project' })).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(
      'projects',
      expect.objectContaining({
        data: expect.objectContaining({ customer: mei.id, property: 'house', services: ['interior-renovation'], discount: 0, description: 'New cabinets and a sink on the island.' }),
      }),
    );
    expect(await screen.findByText('Project created')).toBeInTheDocument();
  });
});

describe('Create New Customer in the project flow (docs/product.md#overlays)', () => {
  it('closes on success, makes the new customer the project’s, and shows the New Project drawer', async () => {
    const create = vi.fn().mockResolvedValue({ data: omar });
    const user = renderWithAdmin(<GlobalOverlays />, { getList: vi.fn().mockResolvedValue({ data: [], total: 0 }), create });
    act(() => openCreate('projects'));
    await user.click(await customerField());
    const selector = await dialog('Select A Customer');
    expect(await within(selector).findByText('No customer matches.')).toBeInTheDocument();
    await user.click(within(selector).getByRole('button', { name: 'Create New Customer' }));

    const form = await dialog('Create New Customer');
    await user.type(await within(form).findByRole('textbox', { name: /^First name/ }), 'Omar');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '4165550102');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Customer' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Select A Customer' })).not.toBeInTheDocument();
    await customerShown(`Omar Haddad · ${shortId(omar.id)}`);
  });

  it('ends as its own again once cancelled: opened later from elsewhere, the customer created is not the project’s', async () => {
    const create = vi.fn().mockResolvedValue({ data: omar });
    const user = renderWithAdmin(<GlobalOverlays />, { create });
    act(createCustomerForProject);
    await user.click(await within(await dialog('Create New Customer')).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Customer' })).not.toBeInTheDocument());

    act(() => openCreate('customers'));
    const form = await dialog('Create New Customer');
    await user.type(await within(form).findByRole('textbox', { name: /^First name/ }), 'Omar');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '4165550102');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Customer created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Customer' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'New Project' })).not.toBeInTheDocument();
  });
});

describe('Project Briefing (docs/product.md#overlays)', () => {
  it('lists the project’s lines and closes with the note to call the customer', async () => {
    renderWithAdmin(<GlobalOverlays />, { getOne: vi.fn().mockResolvedValue({ data: kitchen }) });
    act(() => openOverlay('projectBriefing', { project: kitchen.id }));
    const briefing = await dialog('Project Briefing');
    const text = await within(briefing).findByRole('textbox', { name: 'Briefing to copy' });

    expect((text as HTMLTextAreaElement).value.split('\n')).toEqual([
      `Order number: ${kitchen.id}`,
      'Name: Mei Chen',
      'Phone: 4165550101 ext. 12',
      'Email: mei@example.com',
      'Start date: June 2, 2025',
      'Property: Condo',
      'Services: Kitchen remodeling, Plumbing',
      'Location: Toronto,ON',
      'Address: 12 Elm Street, Toronto, ON',
      'Description: New cabinets and a sink on the island.',
      '',
      'Please contact the customer as soon as possible.',
    ]);
    const rows = within(within(briefing).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Order number',
      'Name',
      'Phone',
      'Email',
      'Start date',
      'Property',
      'Services',
      'Location',
      'Address',
      'Description',
    ]);
    expect(within(briefing).getAllByText('Please contact the customer as soon as possible.')[0]).toBeInTheDocument();
  });

  it('asks for a project when opened without one', async () => {
    renderWithAdmin(<GlobalOverlays />);
    act(() => openOverlay('projectBriefing'));
    expect(await screen.findByText('Open a project first: this acts on the project shown on its page.')).toBeInTheDocument();
  });
});

describe('the Create New Project modal (docs/product.md#overlays, #validation)', () => {
  it('wants a name of 1 to 50 characters and then says honestly that nothing was saved', async () => {
    const create = vi.fn();
    const user = renderWithAdmin(<GlobalOverlays />, { create });
    act(() => openOverlay('createProject'));
    const modal = await dialog('Create New Project');
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await within(modal).findByText('Please input project name')).toBeInTheDocument();

    const name = within(modal).getByRole('textbox', { name: /^Project name/ });
    await user.type(name, 'x'.repeat(51));
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await within(modal).findByText('Length should be 1 to 50')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Basement for the Chens');
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await within(modal).findByText('Nothing was saved. Use New project to record this project for a customer.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
