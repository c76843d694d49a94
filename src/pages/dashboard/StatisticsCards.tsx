import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import type { CountedResourceName } from '../../../domain/resources';
import { menuGroups, type MenuPage } from '../../layout/menuGroups';
import { dashboardLabelKey } from '../../resources/resourceModule';
import { useStatistics } from '../useStatistics';

/** One card per counted menu item, in the menu's order, leading where the item does. */
const countedPages = menuGroups.flatMap(({ pages }) => pages.filter((page): page is MenuPage & { count: CountedResourceName } => page.count !== undefined));

/** The business's counts, the statistics object of the menu badges (docs/product.md#statistics). */
export function StatisticsCards() {
  const translate = useTranslate();
  const { data: statistics, isPending } = useStatistics();
  return (
    <Grid container spacing={2}>
      {countedPages.map(({ count: key, to }) => (
        <Grid key={key} size={{ xs: 6, sm: 4, md: 2.4 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {translate(dashboardLabelKey(key))}
                </Typography>
                <Typography variant="h5" component="p" fontWeight={600}>
                  {isPending ? <Skeleton width="3ch" /> : (statistics?.[key]?.toLocaleString() ?? '–')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
