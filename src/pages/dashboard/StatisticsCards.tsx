import type { ReactNode } from 'react';
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

/** One figure of the business, leading to the list it counts; `detail` under it, when there is more to say. */
export function StatisticCard({ label, to, value, detail }: { label: string; to: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 2.4 }}>
      <Card sx={{ height: '100%' }}>
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {label}
            </Typography>
            <Typography variant="h5" component="p" fontWeight={600}>
              {value ?? <Skeleton width="3ch" />}
            </Typography>
            {detail && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {detail}
              </Typography>
            )}
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/** The business's counts, the statistics object of the menu badges (docs/product.md#statistics), and the figures in `children` after them. */
export function StatisticsCards({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { data: statistics, isPending } = useStatistics();
  return (
    <Grid container spacing={2}>
      {countedPages.map(({ count: key, to }) => (
        <StatisticCard key={key} label={translate(dashboardLabelKey(key))} to={to} value={isPending ? undefined : (statistics?.[key]?.toLocaleString() ?? '–')} />
      ))}
      {children}
    </Grid>
  );
}
