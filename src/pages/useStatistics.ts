import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

const statisticsQueryKey = ['statistics'];

/**
 * The counts of the statistics object (docs/product.md#start-up: loaded at startup, for the menu badges and the dashboard).
 * Only staff may read them; a failure leaves the counts out and is logged, as docs/product.md#error-catalogue says of such calls.
 */
export function useStatistics() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'dashboard', action: 'read' });
  return useQuery({
    queryKey: statisticsQueryKey,
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

/**
 * Reloads the counts after every record created anywhere: any mutation keyed `[resource, 'create', …]`, as
 * react-admin's useCreate keys them (custom creation calls take the same key to be counted).
 */
export function useStatisticsFollowCreates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.mutation.options.mutationKey?.[1] === 'create') {
          void queryClient.invalidateQueries({ queryKey: statisticsQueryKey });
        }
      }),
    [queryClient],
  );
}
