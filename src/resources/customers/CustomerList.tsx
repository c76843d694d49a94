import AddIcon from '@mui/icons-material/Add';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Button,
  ColumnsButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import { customerFullName } from '../../../domain/customer';
import { customerDefaultPageSize, customerPageSizeOptions } from '../../../domain/listQuery';
import type { CustomerRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { openOverlay } from '../../overlays/overlayStore';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { ExportAllButton } from '../ExportAllButton';
import { enumLabelKey } from '../enumLabels';
import { CustomerAvatar } from './CustomerAvatar';
import { customerExporter } from './customerExporter';
import { customerEnumFields } from './customerFields';
import { CustomerFilterSidebar } from './CustomerFilterSidebar';
import customers from '.';
import { CustomerStatusChip } from './CustomerStatusChip';

const Column = DataTable.Col<CustomerRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

function CustomerListActions() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <Button label="resources.customers.action.create" onClick={() => openOverlay('createCustomer')}>
        <AddIcon />
      </Button>
      <ExportAllButton />
    </TopToolbar>
  );
}

function NoteCell({ note }: { note?: string | null }) {
  return (
    <Typography variant="body2" noWrap title={note ?? undefined} sx={{ maxWidth: 220 }}>
      {note}
    </Typography>
  );
}

function CustomerTable() {
  return (
    // Headers on one line: Chinese labels would otherwise break after every character.
    <DataTable<CustomerRecord> rowClick={customers.paths.showPath} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="avatar" disableSort render={(customer) => <CustomerAvatar record={customer} />} />
      <Column source="name" label="resources.customers.fields.fullname" render={customerFullName} cellSx={noWrap} />
      <Column source="phone" cellSx={noWrap} />
      <Column source="email" />
      <Column source="status" render={(customer) => <CustomerStatusChip record={customer} />} />
      <Column source="gender" render={() => <EnumField source="gender" enumName={customerEnumFields.gender} />} />
      <Column source="locale" render={() => <EnumField source="locale" enumName={customerEnumFields.locale} />} />
      <Column source="location" />
      <Column source="note" disableSort render={(customer) => <NoteCell note={customer.note} />} />
      <Column source="creator_name" disableSort />
      <DataTable.NumberCol source="projects" disableSort />
      <Column source="created_at" field={LocaleDateField} />
      <Column source="updated_at" field={LocaleDateField} />
    </DataTable>
  );
}

function CustomerPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<CustomerRecord>
      rowClick={customers.paths.showPath}
      leftAvatar={(customer) => <CustomerAvatar record={customer} size={40} />}
      primaryText={customerFullName}
      secondaryText={(customer) => [customer.phone, customer.location].filter(Boolean).join(' · ')}
      tertiaryText={(customer) => (customer.status ? translate(enumLabelKey(customerEnumFields.status, customer.status)) : '')}
    />
  );
}

/** SPEC §3 customer list: page size 100 (50/100/500/1000), newest first, sortable columns, sidebar filters. */
export default function CustomerList() {
  const notifyFailure = useNotifyFailure();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  usePageTitle('resources.customers.name', { smart_count: 2 });
  return (
    <List<CustomerRecord>
      perPage={customerDefaultPageSize}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[...customerPageSizeOptions]} />}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      aside={<CustomerFilterSidebar />}
      actions={<CustomerListActions />}
      // The toolbar with its New customer button stays on an empty list: the first customer starts there.
      empty={false}
      exporter={customerExporter}
      queryOptions={{ onError: notifyFailure }}
      // A wide table scrolls inside the list instead of pushing the page sideways.
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0, flex: '1 1 0' }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {isPhone ? <CustomerPhoneList /> : <CustomerTable />}
    </List>
  );
}
