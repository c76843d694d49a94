import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { RecipientFilter } from '../../../domain/recipientGroup';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';

/**
 * How many customers a filter selects now and a page of them; the previous answer stays on screen while the next
 * loads. No filter (one that does not parse yet), no call.
 */
export function useRecipientCustomers(filter: RecipientFilter | undefined, page = { current: 1, pageSize: 25 }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const query = useQuery({
    queryKey: ['recipients', 'customers', filter, page],
    queryFn: () => dataProvider.previewRecipients(filter ?? {}, page),
    enabled: filter !== undefined,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.error) notifyFailure(query.error);
  }, [query.error, notifyFailure]);
  return query;
}
