import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, Link, TextInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, RecipientGroupRecord } from '../../dataProvider';
import { LocaleDateField } from '../LocaleDateField';
import { RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { useBulkDelete } from '../DeleteActions';
import { PhoneList } from '../PhoneList';

const Column = DataTable.Col<RecipientGroupRecord>;
const paths = resourcePaths.recipients;

const groupFilters = [<TextInput key="name" source="name" alwaysOn />];

/**
 * How many customers each group holds now, by group id: one call counts them all (`GET /marketing/recipients`),
 * as members are never stored.
 */
function useMemberCounts() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['recipients', 'member counts'],
    queryFn: async () => new Map((await dataProvider.getRecipientGroups()).map((group) => [group.id, group.member_count])),
  });
  return data;
}

function GroupTable() {
  const bulkDelete = useBulkDelete();
  const counts = useMemberCounts();
  return (
    <DataTable<RecipientGroupRecord> rowClick={paths.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="name" />
      <Column source="description" disableSort />
      <Column source="member_count" disableSort align="right" render={(group) => counts?.get(group.id) ?? '…'} />
      <Column source="creator_name" disableSort />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}

function CreateGroupButton() {
  return (
    <Button component={Link} to={paths.create} label="resources.recipients.action.create">
      <AddIcon />
    </Button>
  );
}

/** /marketing/recipients (docs/product.md#screens-and-routes): every group, with how many customers it holds now. */
export default function RecipientGroupList() {
  const translate = useTranslate();
  const counts = useMemberCounts();
  return (
    <RecordList
      filters={groupFilters}
      actions={
        <TopToolbar>
          <CreateGroupButton />
        </TopToolbar>
      }
      // The New group button stays on an empty list: the first group starts there.
      empty={false}
      exporter={false}
      table={<GroupTable />}
      phoneList={
        <PhoneList<RecipientGroupRecord>
          rowPath={paths.showPath}
          primaryText={(group) => group.name}
          secondaryText={(group) => translate('resources.recipients.preview.count', { smart_count: counts?.get(group.id) ?? 0 })}
        />
      }
    />
  );
}
