import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MergeIcon from '@mui/icons-material/Merge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useCanAccess, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { customerFullName } from '../../../domain/customer';
import type { AppDataProvider, CustomerDuplicateRecord, CustomerRecord } from '../../dataProvider';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';
import { CustomerMergeDialog } from './CustomerMergeDialog';

/**
 * The customer page's warning of possible duplicates (docs/product.md#duplicate-customers): each other customer
 * sharing a phone, an e-mail or a WeChat id, and for those who may change customers, the side-by-side merge.
 */
export function CustomerDuplicates({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  const listText = useListText();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canMerge } = useCanAccess({ resource: 'customers', action: 'edit' });
  // By id: after a refusal both records are read again, and the dialog shows them as they are now.
  const [comparingId, setComparingId] = useState<CustomerDuplicateRecord['id'] | null>(null);
  const { data: duplicates = [] } = useQuery({
    queryKey: ['customers', 'duplicates', String(customer.id), customer.updated_at],
    queryFn: () => dataProvider.getCustomerDuplicates(customer.id),
  });
  const merging = useMutation({
    mutationFn: ({ keep, merge }: { keep: CustomerRecord; merge: CustomerRecord }) =>
      dataProvider.mergeCustomers({ keep: keep.id, merge: merge.id, keep_updated_at: keep.updated_at, merge_updated_at: merge.updated_at }),
    onError: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
    onSuccess: async (kept) => {
      setComparingId(null);
      notify('resources.customers.merge.merged', { type: 'success' });
      // Both pages, their projects and histories changed; the merged one is gone.
      await queryClient.invalidateQueries();
      if (kept.id !== customer.id) redirect(resourcePaths.customers.showPath(kept.id));
    },
  });
  if (duplicates.length === 0) return null;
  const comparing = duplicates.find(({ id }) => id === comparingId);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={translate('resources.customers.duplicates.title')}>
      <AlertTitle>{translate('resources.customers.duplicates.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('resources.customers.duplicates.found', { smart_count: duplicates.length })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {duplicates.map((duplicate) => (
          <Stack component="li" key={duplicate.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Link to={resourcePaths.customers.showPath(duplicate.id)}>{`${customerFullName(duplicate)} (${duplicate.uid})`}</Link>
              {' · '}
              {translate('resources.customers.duplicates.shares', {
                matches: listText(duplicate.matches.map((match) => translate(`resources.customers.duplicates.matches.${match}`))),
              })}
            </Typography>
            {canMerge && (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                startIcon={<MergeIcon />}
                aria-label={translate('resources.customers.duplicates.compare_with', { name: customerFullName(duplicate) })}
                onClick={() => {
                  merging.reset();
                  setComparingId(duplicate.id);
                }}
              >
                {translate('resources.customers.duplicates.compare')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      {comparing && (
        <CustomerMergeDialog
          customers={[customer, comparing]}
          pending={merging.isPending}
          error={merging.error}
          onMerge={(keep, merge) => merging.mutate({ keep, merge })}
          onClose={() => setComparingId(null)}
        />
      )}
    </Alert>
  );
}
