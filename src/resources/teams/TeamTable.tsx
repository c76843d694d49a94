import { DataTable } from 'react-admin';
import type { TeamRecord } from '../../dataProvider';
import { LocaleDateField } from '../LocaleDateField';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';
import { useBulkDelete } from '../DeleteActions';

const Column = DataTable.Col<TeamRecord>;

/** Teams with their leader and members: the team list's, and a staff member's teams. */
export function TeamTable() {
  const bulkDelete = useBulkDelete();
  const listText = useListText();
  return (
    <DataTable<TeamRecord> rowClick={resourcePaths.teams.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="name" />
      <Column source="alias" />
      <Column source="leader_name" disableSort />
      <Column source="member_names" disableSort render={(team) => listText(team.member_names)} />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}
