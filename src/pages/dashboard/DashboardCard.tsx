import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface DashboardCardProps {
  titleKey: string;
  /** A link or button at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One panel of the dashboard: a title and what it shows. */
export function DashboardCard({ titleKey, action, children }: DashboardCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={translate(titleKey)}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ flex: 1, pt: 1, '&:last-child': { pb: 2 } }}>{children}</CardContent>
    </Card>
  );
}

/** What a panel says instead of its content: nothing to show, or nothing it can show. */
export function DashboardNotice({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" variant="body2" sx={{ py: 3, textAlign: 'center' }}>
      {translate(messageKey)}
    </Typography>
  );
}

/** A panel's rows while they load (docs/product.md#constants-and-limits: skeletons). */
export function DashboardRowsLoading({ rows = 5 }: { rows?: number }) {
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}
