import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { supportUnreadPollMs } from '../../domain/support';
import type { AppDataProvider } from '../dataProvider';
import { supportQueryKeys } from './supportQueryKeys';

/**
 * The unread count of the support chat, asked for every 30 s while the app is open. A failure keeps the last
 * count and is only logged (docs/product.md#error-catalogue: such calls say nothing to the person).
 */
export function useSupportUnread(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: supportQueryKeys.unread,
    queryFn: () =>
      dataProvider.getSupportUnread().catch((error: unknown) => {
        console.warn('The support chat unread count could not be loaded', error);
        throw error;
      }),
    enabled,
    refetchInterval: supportUnreadPollMs,
    retry: false,
  });
}
