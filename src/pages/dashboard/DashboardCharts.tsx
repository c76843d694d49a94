import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardStatistics } from '../../../domain/dashboard';
import { enumLabelKey } from '../../resources/enumLabels';
import { DashboardCard, DashboardNotice } from './DashboardCard';

/** The sources charted one by one; the rest are summed as "Other sources". */
const sourcesShown = 10;
const chartHeight = 300;

/** An axis of counts whose ticks read short in the interface's language (20K, 2万), so that they fit beside the chart. */
function countAxis(locale: string) {
  const short = new Intl.NumberFormat(locale, { notation: 'compact' });
  const full = new Intl.NumberFormat(locale);
  return { tickMinStep: 1, valueFormatter: (value: number, { location }: AxisValueFormatterContext) => (location === 'tick' ? short : full).format(value) };
}

/** The dashboard's three charts (loaded on their own: the chart library weighs more than the rest of the page). */
export default function DashboardCharts({ statistics }: { statistics: DashboardStatistics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { palette } = useTheme();
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
              yAxis={[{ ...countAxis(locale), width: 44 }]}
              series={[{ dataKey: 'count', label: countLabel }]}
              height={chartHeight}
              hideLegend
            />
          ) : (
            <DashboardNotice messageKey="app.dashboard.nothing_yet" />
          )}
        </DashboardCard>
      </Grid>
      <HorizontalBars titleKey="app.dashboard.customers_by_source" bars={sources} color={palette.success.main} countLabel={countLabel} locale={locale} />
      <HorizontalBars titleKey="app.dashboard.projects_by_status" bars={statuses} color={palette.warning.main} countLabel={countLabel} locale={locale} />
    </>
  );
}

/** A chart of one count per label, one bar a line, in a card. */
function HorizontalBars({
  titleKey,
  bars,
  color,
  countLabel,
  locale,
}: {
  titleKey: string;
  bars: { label: string; count: number }[];
  color: string;
  countLabel: string;
  locale: string;
}) {
  return (
    <Grid size={{ xs: 12, md: 6, lg: 4 }}>
      <DashboardCard titleKey={titleKey}>
        {bars.length ? (
          <BarChart
            dataset={bars}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', dataKey: 'label', width: 130 }]}
            xAxis={[countAxis(locale)]}
            series={[{ dataKey: 'count', label: countLabel, color }]}
            height={chartHeight}
            hideLegend
          />
        ) : (
          <DashboardNotice messageKey="app.dashboard.nothing_yet" />
        )}
      </DashboardCard>
    </Grid>
  );
}
