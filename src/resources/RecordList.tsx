import type { ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ColumnsButton, FilterButton, List, TopToolbar, useResourceContext, type ListProps } from 'react-admin';
import { listLimits } from '../../domain/listLimits';
import { useNotifyFailure } from '../http';
import { usePageTitle } from '../root/usePageTitle';
import { ExportAllButton } from './ExportAllButton';
import { ListPagination } from './ListPagination';
import { ProgressiveRecords } from './ProgressiveRecords';

/** The page sizes of every list but the customers' (docs/product.md#constants-and-limits). */
export const listPageSizeOptions = [10, 25, 35, 45, 100];

/**
 * A list's toolbar: filters, columns, the list's own buttons, and the CSV export of every record it selects: for the
 * lists whose declaration names a CSV (`csvName`), which the server exports.
 */
export const ListActions = ({ children }: { children?: ReactNode }) => (
  <TopToolbar>
    <FilterButton />
    <ColumnsButton />
    {children}
    <ExportAllButton />
  </TopToolbar>
);

export interface RecordListProps extends Omit<ListProps, 'children'> {
  /** The table on wider screens, and the list that replaces it on phones. */
  table: ReactNode;
  phoneList: ReactNode;
  /** The page sizes offered; the first page holds `perPage` records. */
  pageSizeOptions?: readonly number[];
}

/**
 * A list screen with the defaults of docs/product.md#constants-and-limits: 25 a page (10/25/35/45/100), newest first, failures told; the table
 * scrolls inside the list instead of pushing the page sideways.
 */
export function RecordList({ table, phoneList, pageSizeOptions = listPageSizeOptions, ...props }: RecordListProps) {
  const resource = useResourceContext();
  const notifyFailure = useNotifyFailure();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  usePageTitle(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <List
      perPage={listLimits.defaultPageSize}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination pageSizeOptions={pageSizeOptions} />}
      queryOptions={{ onError: notifyFailure }}
      // The table scrolls, not the list's content: the bulk actions' toolbar rises above the table and would be clipped.
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0, flex: '1 1 0' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      {...props}
    >
      <ProgressiveRecords>{isPhone ? phoneList : table}</ProgressiveRecords>
    </List>
  );
}
