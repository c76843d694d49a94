import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** Every team (a business has a handful), for pickers and filters; shared by every caller through the query cache. */
export function useTeams() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['teams', 'all'], queryFn: () => dataProvider.getTeams(), staleTime: 60_000 });
}
