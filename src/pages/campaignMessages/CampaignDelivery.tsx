import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListBase, Pagination, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { campaignMessageStatuses } from '../../../domain/campaignMessage';
import { campaignMessageList } from '../../../domain/resources';
import type { AppDataProvider, CampaignRecord } from '../../dataProvider';
import { enumLabelKey } from '../../resources/enumLabels';
import { TitledCard } from '../../resources/RecordDetails';
import { StatusChip } from '../../resources/StatusChip';
import { CampaignMessageTable, messageStatusLook } from './CampaignMessageTable';

/**
 * How many of a campaign's messages are sent, failed, skipped or in the outbox per channel, and whether any was
 * written at all; read again every few seconds while it is sending. Its two cards share the one query.
 */
function useCampaignDelivery(campaign: CampaignRecord) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['campaigns', 'delivery', campaign.id, campaign.updated_at],
    queryFn: () => dataProvider.getCampaignDelivery(campaign.id),
    refetchInterval: campaign.status === 'sending' ? 3000 : false,
  });
  const channels = data?.channels ?? [];
  return { loaded: data !== undefined, channels, written: channels.some((channel) => Object.keys(channel.counts).length > 0) };
}

/** A campaign's delivery on its page: its messages counted by channel and status. */
export function CampaignDelivery({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const { loaded, channels, written } = useCampaignDelivery(campaign);
  return (
    <TitledCard title={translate('resources.campaign-messages.delivery.title')}>
      {loaded && !written && <Typography color="text.secondary">{translate('resources.campaign-messages.delivery.nothing')}</Typography>}
      {written &&
        channels.map(({ channel, counts }) => (
          <Stack key={channel} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Typography component="span" sx={{ minWidth: 72, fontWeight: 500 }}>
              {translate(enumLabelKey('notificationChannels', channel))}
            </Typography>
            {campaignMessageStatuses
              .filter((status) => counts[status])
              .map((status) => (
                <Stack key={status} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <StatusChip value={status} look={messageStatusLook} />
                  <Typography component="span">{counts[status]}</Typography>
                </Stack>
              ))}
          </Stack>
        ))}
    </TitledCard>
  );
}

/** A campaign's messages paged on its page, once it has any. */
export function CampaignMessages({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const { written } = useCampaignDelivery(campaign);
  if (!written) return null;
  return (
    <TitledCard title={translate('resources.campaign-messages.delivery.messages')}>
      <ResourceContextProvider value={campaignMessageList.name}>
        <ListBase filter={{ campaign: campaign.id }} sort={{ field: 'created_at', order: 'DESC' }} perPage={10} disableSyncWithLocation storeKey={false}>
          <CampaignMessageTable withCampaign={false} />
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </ListBase>
      </ResourceContextProvider>
    </TitledCard>
  );
}
