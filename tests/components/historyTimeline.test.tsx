import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../domain/history';
import { HistoryTimeline } from '../../src/resources/history/HistoryTimeline';
import { kitchen, renderWithAdmin } from './support/pmFixtures';

const change = (changes: HistoryEntry['changes']): HistoryEntry => ({
  _id: 'h1',
  type: 'updated',
  content: null,
  changes,
  event: null,
  creator: 's',
  creator_name: 'Alice',
  created_at: kitchen.updated_at,
});

describe('the history timeline', () => {
  it('names the team, specialist and customer a change moved between, not their ids', async () => {
    const getHistory = vi.fn().mockResolvedValue([
      change([
        { field: 'team', from: null, to: '6b0200000000000000000001', toLabel: 'North crew' },
        { field: 'specialist', from: '6b0200000000000000000002', to: '6b0200000000000000000003', fromLabel: 'Bo Li', toLabel: 'Ann Wu' },
        { field: 'customer', from: '6b0200000000000000000004', to: '6b0200000000000000000005', toLabel: 'Grace Hopper' },
      ]),
    ]);
    renderWithAdmin(<HistoryTimeline resource="projects" recordId={kitchen.id} enumFields={{}} />, { getHistory } as Partial<DataProvider>);

    expect(await screen.findByText('Alice set Team to North crew')).toBeInTheDocument();
    expect(screen.getByText('Alice changed Specialist from Bo Li to Ann Wu')).toBeInTheDocument();
    // An entry written before names were recorded (or naming a record since removed) still shows the id.
    expect(screen.getByText('Alice changed Customer from 6b0200000000000000000004 to Grace Hopper')).toBeInTheDocument();
    expect(getHistory).toHaveBeenCalledWith('projects', kitchen.id);
  });

  it('words what became of a quote in the reader’s language: sent, and its SMS, accepted into a contract, declined, expired', async () => {
    const named = { quote: 'q1', number: 'Q-2030-0001', version: 2 };
    const byServer = { creator: null, creator_name: null };
    const entries: HistoryEntry[] = [
      { ...change(null), _id: 'h5', type: 'quote', ...byServer, event: { ...named, kind: 'quote_expired', valid_until: '2030-04-13' } },
      { ...change(null), _id: 'h4', type: 'quote', ...byServer, event: { ...named, kind: 'quote_declined' } },
      { ...change([{ field: 'status', from: 'quoted', to: 'contracted' }]), _id: 'h3', type: 'quote', ...byServer, event: { ...named, kind: 'quote_accepted', total_cents: 369449, contract_number: 'C-2030-0001' } },
      { ...change(null), _id: 'h2', type: 'quote', event: { ...named, kind: 'quote_sent', sms: 'failed', sms_error: 'HTTP 503' } },
      { ...change(null), _id: 'h1', type: 'quote', event: { ...named, kind: 'quote_sent', sms: null } },
    ];
    renderWithAdmin(<HistoryTimeline resource="projects" recordId={kitchen.id} enumFields={{ status: 'projectStatuses' }} />, { getHistory: vi.fn().mockResolvedValue(entries) } as Partial<DataProvider>);

    expect(await screen.findByText('Quote Q-2030-0001 v2 expired: it was valid until Apr 13, 2030')).toBeInTheDocument();
    expect(screen.getByText('The customer declined quote Q-2030-0001 v2 on its page')).toBeInTheDocument();
    expect(screen.getByText('The customer accepted quote Q-2030-0001 v2 on its page for CA$3,694.49; contract C-2030-0001 was created')).toBeInTheDocument();
    expect(screen.getByText('The customer changed Status from Quoted to Contracted')).toBeInTheDocument();
    expect(screen.getAllByText('Alice e-mailed quote Q-2030-0001 v2 to the customer')).toHaveLength(2);
    expect(screen.getByText('The SMS failed: HTTP 503')).toBeInTheDocument();
    expect(screen.queryByText(/No SMS went|An SMS with its link/)).not.toBeInTheDocument();
  });

  it("shows the server's sentence of a change it made before such changes were stored as data, beside the fields it changed", async () => {
    const accepted = {
      ...change([{ field: 'status', from: 'quoted', to: 'contracted' }]),
      creator: null,
      creator_name: null,
      content: 'Quote Q-2030-0001 version 1 was accepted on its page by Ada Lovelace for CA$3,694.49; contract C-2030-0001 was created.',
    };
    renderWithAdmin(<HistoryTimeline resource="projects" recordId={kitchen.id} enumFields={{}} />, { getHistory: vi.fn().mockResolvedValue([accepted]) } as Partial<DataProvider>);

    expect(await screen.findByText(accepted.content)).toBeInTheDocument();
    expect(screen.getByText(/changed Status from quoted to contracted/)).toBeInTheDocument();
  });
});
