import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useBusinessTime } from '../../support/businessTime';

/** The charts' figures, months counted in the business's time zone (docs/client.md#one-clock). */
export function useDashboardStatistics() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { timeZone, known } = useBusinessTime();
  return useQuery({
    queryKey: ['dashboard', 'statistics', timeZone],
    queryFn: () => dataProvider.getDashboardStatistics(timeZone),
    enabled: known,
    staleTime: 60_000,
    retry: false,
  });
}
