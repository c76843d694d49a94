import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerConsent } from '../../domain/consent';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

const mei = {
  _id: 'c-mei',
  uid: 1001,
  name: 'Mei',
  last_name: 'Chen',
  phone: '4165550101',
  status: 'active',
  notification_methods: ['email'],
  active: true,
  projects: 0,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

const withdrawal = {
  _id: 'e1',
  channel: 'sms',
  kind: 'withdrawn',
  method: 'sms_reply',
  note: null,
  occurred_at: '2025-03-01T15:00:00.000Z',
  recorded_by: null,
  recorded_by_name: null,
  created_at: '2025-03-01T15:00:00.000Z',
} as const;

// Implied e-mail consent from the inquiry of 2 January 2025 lasted through 2 July in Toronto: it ended at midnight there.
const consent: CustomerConsent = {
  email: { state: 'expired', holds: false, until: '2025-07-03T04:00:00.000Z', reason: { event: null, implied: null } },
  sms: { state: 'withdrawn', holds: false, until: null, reason: { event: withdrawal, implied: null } },
  events: [withdrawal],
  implied: [],
};

function customerApi(call: RecordedCall) {
  if (call.url.endsWith('/crm/customers/c-mei/consent') && call.method === 'POST') {
    return json(400, { code: 'VALIDATION_FAILED', error: 'Text is too long', details: [{ path: 'note', key: 'validation.too_long' }] });
  }
  if (call.url.endsWith('/crm/customers/c-mei/consent')) return json(200, consent);
  if (call.url.endsWith('/crm/customers/c-mei/duplicates')) return json(200, { customers: [] });
  if (call.url.endsWith('/crm/customers/c-mei/history')) return json(200, { history: [] });
  if (call.url.endsWith('/crm/customers/c-mei')) return json(200, mei);
  if (call.url.endsWith('/system/settings')) return json(200, { time_zone: 'America/Toronto' });
  if (call.url.endsWith('/pm/projects/customer/c-mei')) return json(200, { projects: [] });
  return json(404, { error: `Not here: ${call.url}` });
}

describe("the customer page's marketing consent card", () => {
  it('says when implied consent ended in the business time zone, names a withdrawal, and shows a refusal translated', async () => {
    signInAs({ roles: ['admin'] });
    window.history.replaceState(null, '', '/crm/customer/c-mei?locale=zh-CN');
    stubFetch(customerApi);
    const user = userEvent.setup();
    render(<AppRoot />);

    const card = await screen.findByRole('region', { name: '营销许可' });
    expect(await within(card).findByText('默示许可，已于 2025年7月3日 到期')).toBeInTheDocument();
    expect(within(card).getByText('已撤回')).toBeInTheDocument();
    expect(within(card).getByText('短信：撤回许可，短信回复 STOP')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '记录许可' }));
    const dialog = await screen.findByRole('dialog', { name: '记录许可' });
    // E-mail consent is not express, so "given" comes preselected.
    expect(within(dialog).getByRole('radio', { name: '同意接收' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('文字过长')).toBeInTheDocument();
  });
});
