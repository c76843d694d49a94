import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ProjectStatus } from '../../../domain/enums';
import { enumLabelKey } from '../enumLabels';

/** Amber while it is being sold, blue while it is agreed, purple while work goes on, green when done, grey or red when it stopped. */
const statusColor: Record<ProjectStatus, ChipProps['color']> = {
  pending: 'warning',
  contacted: 'warning',
  quoted: 'info',
  confirmed: 'primary',
  contracted: 'primary',
  abandoned: 'default',
  in_progress: 'secondary',
  rework: 'error',
  inspected: 'secondary',
  ready_for_acceptance: 'info',
  completed: 'success',
  incomplete: 'error',
  cancelled: 'default',
};

export function ProjectStatusChip({ status }: { status?: ProjectStatus | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={statusColor[status]} label={translate(enumLabelKey('projectStatuses', status))} />;
}
