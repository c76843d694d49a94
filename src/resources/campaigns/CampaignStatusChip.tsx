import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { CampaignStatus } from '../../../domain/enums';
import { enumLabelKey } from '../enumLabels';

/** Grey while it is a draft or was stopped, blue once it is planned, purple while it goes out, green when sent, amber when it broke off. */
const statusColor: Record<CampaignStatus, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'secondary',
  sent: 'success',
  interrupted: 'warning',
  cancelled: 'default',
};

export function CampaignStatusChip({ status }: { status?: CampaignStatus | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={translate(enumLabelKey('campaignStatuses', status))}
    />
  );
}
