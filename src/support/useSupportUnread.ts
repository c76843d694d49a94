import { useQuery } from '@tanstack/react-query';
import { supportUnreadPollMs } from '../../domain/support';
import { supportApi, supportQueryKeys } from './supportApi';

/**
 * The unread count of the support chat, asked for every 30 s while the app is open. A failure keeps the last
 * count and is only logged (SPEC §8: such calls say nothing to the person).
 */
export function useSupportUnread(enabled: boolean) {
  return useQuery({
    queryKey: supportQueryKeys.unread,
    queryFn: () =>
      supportApi.unread().catch((error: unknown) => {
        console.warn('The support chat unread count could not be loaded', error);
        throw error;
      }),
    enabled,
    refetchInterval: supportUnreadPollMs,
    retry: false,
  });
}
