import Typography from '@mui/material/Typography';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { CreateOverlayButton } from '../CreateOverlayButton';
import { LocaleDateField } from '../LocaleDateField';
import { customerFullName } from '../../../domain/customer';
import { customerDefaultPageSize, customerPageSizeOptions } from '../../../domain/listQuery';
import type { CustomerRecord } from '../../dataProvider';
import { EnumField } from '../EnumField';
import { enumLabelKey } from '../enumLabels';
import { ListActions, RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { CustomerAvatar } from './CustomerAvatar';
import { customerEnumFields, customerStatusLook } from './customerFields';
import { CustomerFilterSidebar } from './CustomerFilterSidebar';
import { CustomerImportButton } from './CustomerImportButton';
import { useBulkDelete } from '../DeleteActions';
import { PhoneList } from '../PhoneList';

const Column = DataTable.Col<CustomerRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

const customerFilters = [<SearchInput key="q" source="q" alwaysOn />];

function CustomerListActions() {
  return (
    <ListActions>
      <CreateOverlayButton resource="customers" />
      <CustomerImportButton />
    </ListActions>
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
  const bulkDelete = useBulkDelete();
  return (
    // Headers on one line: Chinese labels would otherwise break after every character.
    <DataTable<CustomerRecord> rowClick={resourcePaths.customers.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="avatar" disableSort render={(customer) => <CustomerAvatar record={customer} />} />
      <Column source="name" label="resources.customers.fields.fullname" render={customerFullName} cellSx={noWrap} />
      <Column source="phone" cellSx={noWrap} />
      <Column source="email" />
      <Column source="status" render={(customer) => <StatusChip value={customer.status} look={customerStatusLook} />} />
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
    <PhoneList<CustomerRecord>
      rowPath={resourcePaths.customers.showPath}
      leftAvatar={(customer) => <CustomerAvatar record={customer} size={40} />}
      primaryText={customerFullName}
      secondaryText={(customer) => [customer.phone, customer.location].filter(Boolean).join(' · ')}
      tertiaryText={(customer) => (customer.status ? translate(enumLabelKey(customerEnumFields.status, customer.status)) : '')}
    />
  );
}

/** Customer list (docs/product.md#customers): page size 100 (50/100/500/1000), newest first, sortable columns, sidebar filters. */
export default function CustomerList() {
  return (
    <RecordList
      perPage={customerDefaultPageSize}
      pageSizeOptions={customerPageSizeOptions}
      filters={customerFilters}
      aside={<CustomerFilterSidebar />}
      actions={<CustomerListActions />}
      // The toolbar with its New customer button stays on an empty list: the first customer starts there.
      empty={false}
      table={<CustomerTable />}
      phoneList={<CustomerPhoneList />}
    />
  );
}
