import { Suspense } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { canAccessArea } from '../../../domain/access';
import { customerFullName } from '../../../domain/customer';
import { shortId } from '../../../domain/ids';
import type { CustomerRecord } from '../../dataProvider';
import customers from '../../resources/customers';
import { CustomerAvatar } from '../../resources/customers/CustomerAvatar';
import { enumLabelKey } from '../../resources/enumLabels';
import projects from '../../resources/projects';
import { lazyChunk } from '../../root/lazyChunk';
import { usePageTitle } from '../../root/usePageTitle';
import { useDashboardStatistics } from './dashboardApi';
import { DashboardCard, DashboardNotice } from './DashboardCard';
import { MyTasks } from './MyTasks';
import { Notices } from './Notices';
import { QuotesAwaiting } from './QuotesAwaiting';
import { RecentRecords } from './RecentRecords';
import { StatisticsCards } from './StatisticsCards';
import { customerNameText } from '../../resources/customerName';

const DashboardCharts = lazyChunk(() => import('./DashboardCharts'));

/** A project as the project list answers it; the fields the dashboard shows. */
type ProjectRecord = { id: string; status?: string; property?: string; customer_name?: string | null; created_at?: string };

const chartsLoading = [0, 1, 2].map((chart) => (
  <Grid key={chart} size={{ xs: 12, md: 6, lg: 4 }}>
    <Skeleton variant="rounded" height={360} />
  </Grid>
));

function Charts() {
  const { data, isPending, isError } = useDashboardStatistics();
  if (isPending) return chartsLoading;
  if (isError) {
    return (
      <Grid size={12}>
        <DashboardCard titleKey="app.dashboard.charts">
          <DashboardNotice messageKey="app.dashboard.load_failed" />
        </DashboardCard>
      </Grid>
    );
  }
  return (
    <Suspense fallback={chartsLoading}>
      <DashboardCharts statistics={data} />
    </Suspense>
  );
}

/** /dashboard: what a manager opens each morning: the counts, their notices and tasks, the newest customers and projects, the trends. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ roles: string[]; permissions: string[] }>();
  const can = (area: 'crm' | 'pm') => !!permissions && canAccessArea(permissions.roles, permissions.permissions, area, 'read');
  usePageTitle('app.page.dashboard');
  return (
    <>
      <Title title="app.page.dashboard" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.dashboard.overview')}
      </Typography>
      <StatisticsCards>{can('pm') && <QuotesAwaiting />}</StatisticsCards>
      <Grid container spacing={2} sx={{ mt: 2, mb: 2 }}>
        <Grid size={12}>
          <Notices />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MyTasks enabled={can('pm')} />
        </Grid>
        {can('crm') && (
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <RecentRecords<CustomerRecord>
              resource={customers.name}
              titleKey="app.dashboard.recent_customers"
              listPath={customers.paths.list}
              recordPath={(record) => customers.paths.showPath(record.id)}
              primary={customerFullName}
              secondary={(record) => record.location || record.phone}
              avatar={(record) => <CustomerAvatar record={record} />}
              unavailableKey="app.dashboard.load_failed"
            />
          </Grid>
        )}
        {can('pm') && (
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <RecentRecords<ProjectRecord>
              resource={projects.name}
              titleKey="app.dashboard.recent_projects"
              listPath={projects.paths.list}
              recordPath={(record) => projects.paths.showPath(record.id)}
              primary={(record) => customerNameText(record.customer_name, translate) ?? `#${shortId(record.id)}`}
              secondary={(record) =>
                [record.status && translate(enumLabelKey('projectStatuses', record.status)), record.property && translate(enumLabelKey('propertyTypes', record.property))]
                  .filter(Boolean)
                  .join(' · ')
              }
              unavailableKey="app.dashboard.load_failed"
            />
          </Grid>
        )}
        <Charts />
      </Grid>
    </>
  );
}
