import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export const settingsQueryKey = ['settings'];

export function useBusinessSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: settingsQueryKey, queryFn: () => dataProvider.getSettings(), retry: false });
}

/** Whether e-mail and SMS are configured: fixed while the server runs. */
export function useDeliveryStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['settings', 'delivery'], queryFn: () => dataProvider.getDeliveryStatus(), staleTime: Infinity, retry: false });
}
