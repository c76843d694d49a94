import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { pricedQuote, type Quote } from '../../../domain/quote';
import type { CustomerRecord, ProjectRecord } from '../../../src/dataProvider';
import { adminI18nProvider } from '../../../src/admin/adminI18nProvider';
import { quoteLine } from '../../support/quoteLines';

export const mei: CustomerRecord = {
  id: '6650a1b2c3d4e5f6a7b8c9d1',
  uid: 1001,
  name: 'Mei',
  last_name: 'Chen',
  organization: null,
  gender: 'female',
  phone: '4165550101',
  phone_extension: '12',
  secondary_phone: null,
  secondary_phone_extension: null,
  email: 'mei@example.com',
  wechat: null,
  wechat_added: false,
  location: 'Toronto,ON',
  raw_address: '12 Elm Street, Toronto, ON',
  locale: 'en-US',
  notification_methods: ['email'],
  source: 'Unknown',
  referer: null,
  note: null,
  active: true,
  avatar: null,
  status: 'active',
  erased_at: null,
  creator: null,
  creator_name: null,
  projects: 0,
  email_consent: 'implied',
  email_consent_until: '2025-07-03T04:00:00.000Z',
  sms_consent: 'implied',
  sms_consent_until: '2025-07-03T04:00:00.000Z',
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

export const omar: CustomerRecord = { ...mei, id: '6650a1b2c3d4e5f6a7b8c9e2', uid: 1002, name: 'Omar', last_name: 'Haddad', location: 'Markham,ON' };

export const kitchen: ProjectRecord = {
  id: '6650a1b2c3d4e5f6a7b8caf3',
  customer: mei.id,
  customer_name: 'Mei Chen',
  customer_phone: '4165550101',
  customer_phone_extension: '12',
  customer_email: 'mei@example.com',
  property: 'condos',
  services: ['kitchen-remodeling', 'plumbing'],
  start_date: '2025-06-02',
  end_date: null,
  team: null,
  team_name: null,
  specialist: null,
  specialist_name: null,
  discount: 5,
  raw_address: '12 Elm Street, Toronto, ON',
  location: 'Toronto,ON',
  note: null,
  source: null,
  referer: null,
  description: 'New cabinets and a sink on the island.',
  status: 'quoted',
  creator: null,
  creator_name: null,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

/** The PM calls the pickers make besides react-admin's own: no team and no staff yet. */
const pmCalls = { getTeams: async () => [], getStaff: async () => [] };

/** Renders `children` inside react-admin with a stubbed data provider, in English, with notifications shown. */
export function renderWithAdmin(children: ReactNode, dataProvider: Partial<DataProvider> = {}) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={testDataProvider({ ...pmCalls, ...dataProvider } as Partial<DataProvider>)} i18nProvider={adminI18nProvider}>
        {children}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/**
 * A quote of Mei Chen's as the API answers it, its figures from the domain's `pricedQuote` over `lines` and `money`,
 * as the server stores them; `fields` sets the rest (id, project, number, status…).
 */
export function quoteRecord(
  lines: ReturnType<typeof quoteLine>[],
  money: Pick<Quote, 'discount_percent' | 'tax_rate' | 'deposit_percent'>,
  fields: Pick<Quote, '_id' | 'project' | 'customer' | 'number' | 'status'> & Partial<Quote>,
): Quote {
  return {
    customer_name: 'Mei Chen',
    customer_email: 'mei.chen@example.com',
    version: 1,
    valid_until: '2026-12-31',
    language: 'en-US',
    ...money,
    terms: null,
    notes: null,
    ...pricedQuote({ ...money, lines }),
    superseded_at: null,
    sent_at: null,
    viewed_at: null,
    declined_at: null,
    decline_reason: null,
    creator: null,
    creator_name: 'Alice Wong',
    created_at: '2026-11-01T15:00:00.000Z',
    updated_at: '2026-11-01T15:00:00.000Z',
    ...fields,
  };
}
