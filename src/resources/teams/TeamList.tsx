import { TextInput, TopToolbar } from 'react-admin';
import type { TeamRecord } from '../../dataProvider';
import { CreateOverlayButton } from '../CreateOverlayButton';
import { RecordList } from '../RecordList';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';
import { TeamTable } from './TeamTable';
import { PhoneList } from '../PhoneList';

const teamFilters = [<TextInput key="name" source="name" alwaysOn />];

/** /pm/teams (docs/product.md#screens-and-routes): every team with its leader and members. */
export default function TeamList() {
  const listText = useListText();
  return (
    <RecordList
      filters={teamFilters}
      actions={
        <TopToolbar>
          <CreateOverlayButton resource="teams" />
        </TopToolbar>
      }
      // The New team button stays on an empty list: the first team starts there.
      empty={false}
      exporter={false}
      table={<TeamTable />}
      phoneList={
        <PhoneList<TeamRecord>
          rowPath={resourcePaths.teams.showPath}
          primaryText={(team) => team.name}
          secondaryText={(team) => listText(team.member_names)}
        />
      }
    />
  );
}
