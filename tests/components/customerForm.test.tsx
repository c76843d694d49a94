import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { customerDefaults } from '../../domain/customer';
import { dataProvider as apiDataProvider } from '../../src/dataProvider';
import { ApiError } from '../../src/http';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import CustomerCreate from '../../src/resources/customers/CustomerCreate';
import CustomerEdit from '../../src/resources/customers/CustomerEdit';
import { json, stubFetch } from './support/fetchStub';

function renderCreateForm(dataProvider: Partial<DataProvider> = {}) {
  const onCreated = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider(dataProvider)} i18nProvider={adminI18nProvider}>
      <CustomerCreate onCreated={onCreated} onCancel={vi.fn()} />
      <Notification />
    </AdminContext>,
  );
  return { onCreated, user: userEvent.setup() };
}

const field = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
const create = () => screen.getByRole('button', { name: 'Create' });

describe('the Create New Customer form (docs/product.md#validation)', () => {
  it('asks for the name and the phone', async () => {
    const { user } = renderCreateForm();
    await field('First name');
    await user.click(create());
    expect(await screen.findByText('Please input customer name')).toBeInTheDocument();
    expect(screen.getByText('Please input customer phone')).toBeInTheDocument();
  });

  it('limits the name to 50 characters', async () => {
    const { user } = renderCreateForm();
    await user.type(await field('First name'), 'A'.repeat(51));
    await user.click(create());
    expect(await screen.findByText('Length should be 1 to 50')).toBeInTheDocument();
  });

  it('wants a phone of 10 to 11 digits', async () => {
    const { user } = renderCreateForm();
    await user.type(await field('Phone'), '416555010');
    await user.click(create());
    expect(await screen.findByText('Length should be 10 to 11')).toBeInTheDocument();
  });

  it('starts from the domain defaults and sends a valid customer', async () => {
    const saved = { id: 'c-1', uid: 1, name: 'Mei', phone: '4165550101' };
    const createCustomer = vi.fn().mockResolvedValue({ data: saved });
    const { user, onCreated } = renderCreateForm({ create: createCustomer });
    await user.type(await field('First name'), 'Mei');
    await user.type(await field('Phone'), '4165550101');
    await user.click(create());

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved));
    expect(createCustomer).toHaveBeenCalledWith(
      'customers',
      expect.objectContaining({ data: expect.objectContaining({ ...customerDefaults, name: 'Mei', phone: '4165550101' }) }),
    );
    expect(await screen.findByText('Customer created')).toBeInTheDocument();
  });

  it('uploads the picture chosen, shows it, and saves its address with the customer', async () => {
    const picture = `/api/storage/files/${'c'.repeat(32)}.png`;
    const calls = stubFetch((call) => {
      if (call.url === '/api/storage/upload') return json(201, { url: picture, type: 'image/png', size: 4 });
      if (call.url === '/api/crm/customers') return json(201, { _id: 'c-1', uid: 1, name: 'Mei', phone: '4165550101', avatar: picture });
      return json(404, { error: `Not here: ${call.url}` });
    });
    const { user, onCreated } = renderCreateForm(apiDataProvider);
    await user.type(await field('First name'), 'Mei');
    await user.upload(screen.getByTestId('avatar-file'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mei.png', { type: 'image/png' }));

    await waitFor(() => expect(document.querySelector(`img[src="${picture}"]`)).toBeInTheDocument());
    expect(calls[0]).toMatchObject({ url: '/api/storage/upload', method: 'POST' });
    await user.type(await field('Phone'), '4165550101');
    await user.click(create());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/crm/customers')?.body).toMatchObject({ name: 'Mei', avatar: picture });
  });

  it('says the creation failed, and why, when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs a failed call
    const refuse = vi.fn().mockRejectedValue(new ApiError(409, { error: 'A customer already has this phone.' }));
    const { user, onCreated } = renderCreateForm({ create: refuse });
    await user.type(await field('First name'), 'Mei');
    await user.type(await field('Phone'), '4165550101');
    await user.click(create());

    expect(await screen.findByText('Oops, The customer creation failed!')).toBeInTheDocument();
    expect(screen.getByText('A customer already has this phone.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('the customer edit page', () => {
  const customer = { id: 'c-1', uid: 7, name: 'Mei', last_name: 'Chen', phone: '4165550101', updated_at: '2025-01-01T00:00:00.000Z' };

  function renderEditPage(dataProvider: Partial<DataProvider>) {
    render(
      <MemoryRouter initialEntries={['/crm/customer/c-1/edit']}>
        <AdminContext dataProvider={testDataProvider(dataProvider)} i18nProvider={adminI18nProvider}>
          <ResourceContextProvider value="customers">
            <Routes>
              <Route path="/crm/customer/:id/edit" element={<CustomerEdit />} />
            </Routes>
          </ResourceContextProvider>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  it('explains a conflict with someone else’s change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn().mockRejectedValue(new ApiError(409, { error: 'Changed since you read it.', code: 'STALE_UPDATE' }));
    const user = renderEditPage({ getOne: vi.fn().mockResolvedValue({ data: customer }), update });
    const name = await field('First name');
    await waitFor(() => expect(name).toHaveValue('Mei'));
    await user.clear(name);
    await user.type(name, 'Meimei');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Someone else changed this customer while you were editing/)).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('customers', expect.objectContaining({ id: 'c-1', previousData: customer }));
  });

  it('validates with the same messages as the creation', async () => {
    const update = vi.fn();
    const user = renderEditPage({ getOne: vi.fn().mockResolvedValue({ data: customer }), update });
    const phone = await field('Phone');
    await waitFor(() => expect(phone).toHaveValue('4165550101'));
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Length should be 10 to 11')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
