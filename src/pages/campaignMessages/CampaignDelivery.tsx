import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListBase, Pagination, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { campaignMessageStatuses } from '../../../domain/campaignMessage';
import { campaignMessageList } from '../../../domain/resources';
import type { AppDataProvider, CampaignRecord } from '../../dataProvider';
import { enumLabelKey } from '../../resources/enumLabels';
import { StatusChip } from '../../resources/StatusChip';
import { CampaignMessageTable, messageStatusLook } from './CampaignMessageTable';

/**
 * A campaign's delivery on its page: how many of its messages are sent, failed, skipped or in the outbox per
 * channel, and its messages paged. Read again every few seconds while it is sending.
 */
export function CampaignDelivery({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const sending = campaign.status === 'sending';
  const { data } = useQuery({
    queryKey: ['campaigns', 'delivery', campaign.id, campaign.updated_at],
    queryFn: () => dataProvider.getCampaignDelivery(campaign.id),
    refetchInterval: sending ? 3000 : false,
  });
  const channels = data?.channels ?? [];
  const written = channels.some((channel) => Object.keys(channel.counts).length > 0);
  return (
    <Card component="section" aria-labelledby="campaign-delivery-title">
      <CardContent>
        <Typography id="campaign-delivery-title" variant="h6" component="h2" gutterBottom>
          {translate('resources.campaign-messages.delivery.title')}
        </Typography>
        {data && !written && <Typography color="text.secondary">{translate('resources.campaign-messages.delivery.nothing')}</Typography>}
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
        {written && (
          <ResourceContextProvider value={campaignMessageList.name}>
            <ListBase filter={{ campaign: campaign.id }} sort={{ field: 'created_at', order: 'DESC' }} perPage={10} disableSyncWithLocation storeKey={false}>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {translate('resources.campaign-messages.delivery.messages')}
              </Typography>
              <CampaignMessageTable withCampaign={false} />
              <Pagination rowsPerPageOptions={[10, 25, 50]} />
            </ListBase>
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
