import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/**
 * The counts of the statistics object (SPEC §2.6: loaded at startup, for the menu badges and the dashboard).
 * Only staff may read them; a failure leaves the counts out and is logged, as SPEC §8 says of such calls.
 */
export function useStatistics() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'dashboard', action: 'read' });
  return useQuery({
    queryKey: ['statistics'],
    queryFn: () =>
      dataProvider.getStatistics().catch((error: unknown) => {
        console.warn('The statistics could not be loaded', error);
        throw error;
      }),
    enabled: canAccess === true,
    staleTime: 60_000,
    retry: false,
  });
}
