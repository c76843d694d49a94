import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignRecord } from '../../src/dataProvider';
import { CampaignAudience } from '../../src/resources/campaigns/CampaignAudience';
import { renderWithAdmin } from './support/pmFixtures';

const campaign = (status: CampaignRecord['status']) => ({ id: 'c1', status, updated_at: '2026-11-26T12:00:00.000Z' }) as CampaignRecord;
const audience = {
  channels: [
    { channel: 'email', allowed: 120, consent_withdrawn: 4, consent_expired: 9, no_consent: 2 },
    { channel: 'sms', allowed: 80, consent_withdrawn: 1, consent_expired: 0, no_consent: 0 },
  ],
};

describe("a campaign's audience", () => {
  it('shows per channel whom consent would reach and whom it leaves out, before sending', async () => {
    const getCampaignAudience = vi.fn().mockResolvedValue(audience);
    renderWithAdmin(<CampaignAudience campaign={campaign('draft')} />, { getCampaignAudience } as Partial<DataProvider>);
    expect(await screen.findByTestId('consent-audience-email')).toHaveTextContent(
      'Email: would reach 120; left out: 4 withdrawn, 9 expired, 2 no consent',
    );
    expect(screen.getByTestId('consent-audience-sms')).toHaveTextContent('would reach 80; left out: 1 withdrawn, 0 expired, 0 no consent');
    expect(getCampaignAudience).toHaveBeenCalledWith('c1');
  });

  it('is not asked for once the campaign is sent', () => {
    const getCampaignAudience = vi.fn().mockResolvedValue(audience);
    renderWithAdmin(<CampaignAudience campaign={campaign('sent')} />, { getCampaignAudience } as Partial<DataProvider>);
    expect(screen.queryByTestId('consent-audience-email')).not.toBeInTheDocument();
    expect(getCampaignAudience).not.toHaveBeenCalled();
  });
});
