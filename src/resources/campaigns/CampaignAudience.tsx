import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { campaignActions } from '../../../domain/campaign';
import type { AppDataProvider, CampaignRecord } from '../../dataProvider';
import { TitledCard } from '../RecordDetails';
import { ConsentAudienceLines } from '../recipients/ConsentAudienceLines';

/** While a campaign can still be sent: whom its lists' and groups' consent allows now, and whom it leaves out. */
export function CampaignAudience({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const sendable = campaignActions(campaign.status).send;
  const { data } = useQuery({
    queryKey: ['campaigns', 'audience', campaign.id, campaign.updated_at],
    queryFn: () => dataProvider.getCampaignAudience(campaign.id),
    enabled: sendable,
  });
  if (!sendable || !data) return null;
  return (
    <TitledCard title={translate('resources.recipients.consent.title')}>
      <ConsentAudienceLines audience={data.channels} />
    </TitledCard>
  );
}
