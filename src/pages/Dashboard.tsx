import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, Title, useGetIdentity, useTranslate } from 'react-admin';
import { statisticsKeys } from '../../domain/resources';
import customers from '../resources/customers';
import { usePageTitle } from '../root/usePageTitle';
import { useStatistics } from './useStatistics';

/** Where a count leads, for the screens that exist so far. */
const countLinks: Partial<Record<(typeof statisticsKeys)[number], string>> = { customers: customers.paths.list };

/** /dashboard: a greeting and the business's counts. The full dashboard comes later. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: statistics, isPending } = useStatistics();
  usePageTitle('app.page.dashboard');
  return (
    <>
      <Title title="app.page.dashboard" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.overview')}
      </Typography>
      <Grid container spacing={2}>
        {statisticsKeys.map((key) => {
          const content = (
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.statistics.${key}`)}
              </Typography>
              <Typography variant="h4" component="p">
                {isPending ? <Skeleton width="3ch" /> : (statistics?.[key]?.toLocaleString() ?? '–')}
              </Typography>
            </CardContent>
          );
          const link = countLinks[key];
          return (
            <Grid key={key} size={{ xs: 6, sm: 4, md: 3, lg: 2.4 }}>
              <Card sx={{ height: '100%' }}>
                {link ? (
                  <CardActionArea component={Link} to={link} sx={{ height: '100%' }}>
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
