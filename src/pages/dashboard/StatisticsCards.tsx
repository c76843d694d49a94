import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import { statisticsKeys } from '../../../domain/resources';
import { resourceModules } from '../../resources/resourceModules';
import { useStatistics } from '../useStatistics';

/** Where a count leads: the list of the resource whose menu item shows it, for the screens that exist so far. */
const countLinks: Partial<Record<(typeof statisticsKeys)[number], string>> = Object.fromEntries(
  resourceModules.flatMap(({ menu, paths }) => (menu.count ? [[menu.count, paths.list]] : [])),
);

/** The business's counts, the statistics object of the menu badges (docs/product.md#statistics). */
export function StatisticsCards() {
  const translate = useTranslate();
  const { data: statistics, isPending } = useStatistics();
  return (
    <Grid container spacing={2}>
      {statisticsKeys.map((key) => {
        const content = (
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {translate(`app.statistics.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" fontWeight={600}>
              {isPending ? <Skeleton width="3ch" /> : (statistics?.[key]?.toLocaleString() ?? '–')}
            </Typography>
          </CardContent>
        );
        const link = countLinks[key];
        return (
          <Grid key={key} size={{ xs: 6, sm: 4, md: 2.4 }}>
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
  );
}
