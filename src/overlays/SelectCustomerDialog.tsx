import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useGetList, useTranslate, type SortPayload } from 'react-admin';
import { customerFullName } from '../../domain/customer';
import type { CustomerRecord } from '../dataProvider';
import { useNotifyFailure } from '../http';
import { useDebouncedValue } from '../pages/useDebouncedValue';
import { CustomerAvatar } from '../resources/customers/CustomerAvatar';
import { SearchField } from '../resources/SearchField';
import { OverlayDialog } from './OverlayDialog';
import { chooseProjectCustomer, closeOverlay, createCustomerForProject, useOverlayOpen } from './overlayStore';

/** A skeleton shows 6 rows by default (docs/product.md#constants-and-limits). */
const skeletonRows = 6;
const pageSize = 10;
const typingPauseMs = 300;

/** Phones show the ID, the name with the location under it, and the check button: the rest would push it off screen. */
const useNarrow = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

function SkeletonRows() {
  const narrow = useNarrow();
  const avatar = <Skeleton variant="circular" width={32} height={32} />;
  const cells = narrow
    ? [<Skeleton width={40} />, <Skeleton width={160} />, <Skeleton width={32} />]
    : [<Skeleton width={48} />, avatar, <Skeleton width={160} />, <Skeleton width={120} />, <Skeleton width={32} />];
  return Array.from({ length: skeletonRows }, (_, row) => (
    <TableRow key={row}>
      {cells.map((cell, index) => (
        <TableCell key={index}>{cell}</TableCell>
      ))}
    </TableRow>
  ));
}

function CustomerRows({ customers }: { customers: CustomerRecord[] }) {
  const translate = useTranslate();
  const narrow = useNarrow();
  return customers.map((customer) => {
    const name = customerFullName(customer);
    return (
      <TableRow key={customer.id} hover>
        <TableCell>{customer.uid}</TableCell>
        {!narrow && (
          <TableCell>
            <CustomerAvatar record={customer} />
          </TableCell>
        )}
        <TableCell sx={{ fontWeight: 500 }}>
          {name}
          {narrow && customer.location && (
            <Typography variant="body2" color="text.secondary">
              {customer.location}
            </Typography>
          )}
        </TableCell>
        {!narrow && <TableCell>{customer.location}</TableCell>}
        <TableCell align="right" padding="checkbox">
          <IconButton color="primary" aria-label={translate('app.select_customer.pick', { name })} onClick={() => chooseProjectCustomer(customer)}>
            <CheckCircleOutlineIcon />
          </IconButton>
        </TableCell>
      </TableRow>
    );
  });
}

function CustomerTable() {
  const translate = useTranslate();
  const narrow = useNarrow();
  const notifyFailure = useNotifyFailure();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), typingPauseMs);
  const [sort, setSort] = useState<SortPayload>({ field: 'uid', order: 'DESC' });
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [q]);
  const { data: customers, total, isPending, error } = useGetList<CustomerRecord>('customers', {
    pagination: { page, perPage: pageSize },
    sort,
    filter: q ? { q } : {},
  });
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
  const toggleUidOrder = () => setSort({ field: 'uid', order: sort.order === 'ASC' ? 'DESC' : 'ASC' });

  return (
    <>
      <SearchField
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={translate('app.select_customer.search')}
        aria-label={translate('app.select_customer.search')}
        size="small"
        fullWidth
        autoFocus
        sx={{ mb: 1 }}
      />
      <TableContainer>
        <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={sort.order === 'ASC' ? 'asc' : 'desc'}>
                <TableSortLabel active direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={toggleUidOrder}>
                  {translate('resources.customers.fields.uid')}
                </TableSortLabel>
              </TableCell>
              {!narrow && <TableCell>{translate('resources.customers.fields.avatar')}</TableCell>}
              <TableCell>{translate('resources.customers.fields.fullname')}</TableCell>
              {!narrow && <TableCell>{translate('resources.customers.fields.location')}</TableCell>}
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>{isPending ? <SkeletonRows /> : <CustomerRows customers={customers ?? []} />}</TableBody>
        </Table>
      </TableContainer>
      {!isPending && customers?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {translate('app.select_customer.none')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        onPageChange={(_event, next) => setPage(next + 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
    </>
  );
}

/**
 * Select A Customer (docs/product.md#overlays): loads customers when opened (a skeleton meanwhile), newest ID first; the check
 * button makes the customer the new project's and closes. A customer not yet on file is created from here.
 */
export function SelectCustomerDialog() {
  const translate = useTranslate();
  const open = useOverlayOpen('selectCustomer');
  const close = () => closeOverlay('selectCustomer');
  return (
    <OverlayDialog open={open} onClose={close} titleKey="app.select_customer.title">
      <DialogContent dividers>
        <CustomerTable />
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1} sx={{ flex: 1, justifyContent: 'space-between' }}>
          <Button startIcon={<PersonAddIcon />} onClick={createCustomerForProject}>
            {translate('app.select_customer.create')}
          </Button>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        </Stack>
      </DialogActions>
    </OverlayDialog>
  );
}
