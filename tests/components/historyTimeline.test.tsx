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
});
