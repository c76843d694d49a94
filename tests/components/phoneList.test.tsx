import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, ListContextProvider, ResourceContextProvider, useList, type Identifier, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { PhoneList, type PhoneListRowParts } from '../../src/resources/PhoneList';

interface Customer {
  id: string;
  name: string;
  city: string;
  status: string;
}

const customers: Customer[] = Array.from({ length: 50 }, (_, index) => ({ id: `c-${index}`, name: `Client ${index}`, city: 'Markham', status: 'Active' }));

let showMore: () => void = () => {};

/** A page of customers as a list shows it on a phone: the first `first`, then all of them. */
function Page({ first, parts, failed = false }: { first: number; parts: PhoneListRowParts<Customer>; failed?: boolean }) {
  const [count, setCount] = useState(first);
  showMore = () => setCount(customers.length);
  const list = useList({ data: customers.slice(0, count), perPage: 1000 });
  return (
    <ResourceContextProvider value="customers">
      <ListContextProvider value={failed ? ({ ...list, data: undefined, total: undefined, isPending: false, error: new Error('The server could not be reached.') } as ListControllerResult) : list}>
        <PhoneList<Customer> {...parts} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

const showPath = (id: Identifier) => `/crm/customer/${id}`;

describe('the list of records on a phone', () => {
  it('show each record on its lines, as a link to its page', () => {
    render(
      <AdminContext i18nProvider={adminI18nProvider}>
        <Page first={2} parts={{ rowPath: showPath, primaryText: (customer) => customer.name, secondaryText: (customer) => customer.city, tertiaryText: (customer) => customer.status }} />
      </AdminContext>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[1]).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/\/crm\/customer\/c-1$/);
    expect(link).toHaveTextContent('Client 1ActiveMarkham');
  });

  it('draw a record once, not again each time later records are added under it', () => {
    const primaryText = vi.fn((customer: Customer) => customer.name);
    render(
      <AdminContext i18nProvider={adminI18nProvider}>
        <Page first={25} parts={{ rowPath: showPath, primaryText }} />
      </AdminContext>,
    );
    expect(primaryText).toHaveBeenCalledTimes(25);
    act(() => showMore());
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(primaryText).toHaveBeenCalledTimes(50);
  });

  it('without a page to open, show rows that are not links, their right end free for a button', () => {
    render(
      <AdminContext i18nProvider={adminI18nProvider}>
        <Page first={1} parts={{ primaryText: (customer) => customer.name, tertiaryText: (customer) => <button type="button">Restore {customer.name}</button> }} />
      </AdminContext>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Client 0' })).toBeInTheDocument();
  });

  it('say so when there is no record', () => {
    render(
      <AdminContext i18nProvider={adminI18nProvider}>
        <Page first={0} parts={{ primaryText: (customer) => customer.name }} />
      </AdminContext>,
    );
    expect(screen.getByText('No Customers found')).toBeInTheDocument();
  });

  it('say nothing of the records when they could not be read, rather than that there are none', () => {
    render(
      <AdminContext i18nProvider={adminI18nProvider}>
        <Page first={0} failed parts={{ primaryText: (customer) => customer.name }} />
      </AdminContext>,
    );
    expect(screen.queryByText('No Customers found')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
