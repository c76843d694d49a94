import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The charts' figures, months counted in the reader's time zone. */
export function useDashboardStatistics() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: ['dashboard', 'statistics', timeZone],
    queryFn: () => dataProvider.getDashboardStatistics(timeZone),
    staleTime: 60_000,
    retry: false,
  });
}
