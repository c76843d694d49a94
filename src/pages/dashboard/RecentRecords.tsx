import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useBusinessTime } from '../../support/businessTime';
import { DashboardCard, DashboardNotice, DashboardRowsLoading } from './DashboardCard';

/** How many of the newest records each panel lists. */
export const recentRecordsShown = 5;

export interface RecentRecordsProps<RecordType extends RaRecord> {
  resource: string;
  titleKey: string;
  /** The list screen. */
  listPath: string;
  recordPath: (record: RecordType) => string;
  primary: (record: RecordType) => ReactNode;
  secondary: (record: RecordType) => ReactNode;
  avatar?: (record: RecordType) => ReactNode;
  /** Said when the list cannot be loaded (e.g. this server does not serve it yet). */
  unavailableKey: string;
}

/** The newest records of a resource through its list query, each linking to its page. */
export function RecentRecords<RecordType extends RaRecord & { created_at?: string }>({
  resource,
  titleKey,
  listPath,
  recordPath,
  primary,
  secondary,
  avatar,
  unavailableKey,
}: RecentRecordsProps<RecordType>) {
  const translate = useTranslate();
  const { day } = useBusinessTime();
  const { data, isPending, error } = useGetList<RecordType>(
    resource,
    { pagination: { page: 1, perPage: recentRecordsShown }, sort: { field: 'created_at', order: 'DESC' } },
    { retry: false },
  );

  const content = () => {
    if (isPending) return <DashboardRowsLoading rows={recentRecordsShown} />;
    if (error || !data) return <DashboardNotice messageKey={unavailableKey} />;
    if (data.length === 0) return <DashboardNotice messageKey="app.dashboard.nothing_yet" />;
    return (
      <List dense disablePadding>
        {data.map((record) => (
          <ListItem key={record.id} disablePadding>
            <ListItemButton component={Link} to={recordPath(record)} divider sx={{ px: 1 }}>
              {avatar && <ListItemAvatar sx={{ minWidth: 44 }}>{avatar(record)}</ListItemAvatar>}
              <ListItemText primary={primary(record)} secondary={secondary(record)} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
              {record.created_at && (
                <ListItemText
                  secondary={day(record.created_at, { month: 'short', day: 'numeric' })}
                  sx={{ flex: 'none', ml: 1 }}
                />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  };

  return (
    <DashboardCard
      titleKey={titleKey}
      action={
        <Button component={Link} to={listPath} size="small">
          {translate('app.dashboard.see_all')}
        </Button>
      }
    >
      {content()}
    </DashboardCard>
  );
}
