import Grid from '@mui/material/Grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardStatistics } from '../../../domain/dashboard';
import { enumLabelKey } from '../../resources/enumLabels';
import { DashboardCard, DashboardNotice } from './DashboardCard';

/** The sources charted one by one; the rest are summed as "Other sources". */
const sourcesShown = 7;
const chartHeight = 300;

/** The dashboard's three charts (loaded on their own: the chart library weighs more than the rest of the page). */
export default function DashboardCharts({ statistics }: { statistics: DashboardStatistics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { customersBySource, projectsByStatus, newCustomersByMonth } = statistics;

  const months = newCustomersByMonth.map(({ month, count }) => ({
    label: new Date(`${month}-01T12:00:00`).toLocaleDateString(locale, { month: 'short', year: '2-digit' }),
    count,
  }));
  const others = customersBySource.slice(sourcesShown).reduce((sum, { count }) => sum + count, 0);
  const sources = [
    ...customersBySource.slice(0, sourcesShown).map(({ source, count }) => ({ label: translate(enumLabelKey('sources', source), { _: source }), count })),
    ...(others ? [{ label: translate('app.dashboard.other_sources'), count: others }] : []),
  ];
  const statuses = projectsByStatus.map(({ status, count }) => ({ label: translate(enumLabelKey('projectStatuses', status), { _: status }), count }));
  const countLabel = translate('app.dashboard.count');

  return (
    <>
      <Grid size={{ xs: 12, lg: 4 }}>
        <DashboardCard titleKey="app.dashboard.new_customers_by_month">
          {months.some(({ count }) => count > 0) ? (
            <BarChart
              dataset={months}
              xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
              yAxis={[{ tickMinStep: 1, width: 44 }]}
              series={[{ dataKey: 'count', label: countLabel }]}
              height={chartHeight}
              hideLegend
            />
          ) : (
            <DashboardNotice messageKey="app.dashboard.nothing_yet" />
          )}
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DashboardCard titleKey="app.dashboard.customers_by_source">
          {sources.length ? (
            <BarChart
              dataset={sources}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', dataKey: 'label', width: 130 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ dataKey: 'count', label: countLabel, color: '#36b37e' }]}
              height={chartHeight}
              hideLegend
            />
          ) : (
            <DashboardNotice messageKey="app.dashboard.nothing_yet" />
          )}
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DashboardCard titleKey="app.dashboard.projects_by_status">
          {statuses.length ? (
            <BarChart
              dataset={statuses}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', dataKey: 'label', width: 130 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ dataKey: 'count', label: countLabel, color: '#ff9f43' }]}
              height={chartHeight}
              hideLegend
            />
          ) : (
            <DashboardNotice messageKey="app.dashboard.nothing_yet" />
          )}
        </DashboardCard>
      </Grid>
    </>
  );
}
