import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerStatus } from '../../../domain/enums';
import type { CustomerRecord } from '../../dataProvider';
import { enumLabelKey } from '../enumLabels';

/** Green for customers doing business, blue for prospects, grey for the quiet ones, red for the bad fits. */
const statusColor: Record<CustomerStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  inactive: 'default',
  potential: 'info',
  interested: 'primary',
  qualified: 'secondary',
  'not-interested': 'default',
  'bad-fit': 'error',
};

export function CustomerStatusChip({ record: given }: { record?: Pick<CustomerRecord, 'status'> }) {
  const translate = useTranslate();
  const fromContext = useRecordContext<CustomerRecord>();
  const status = (given ?? fromContext)?.status;
  if (!status) return null;
  return <Chip size="small" color={statusColor[status]} label={translate(enumLabelKey('customerStatuses', status))} />;
}
