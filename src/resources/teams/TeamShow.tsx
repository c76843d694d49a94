import { FunctionField, TextField, useRecordContext } from 'react-admin';
import type { TeamRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { DetailCell, DetailsCard, EditAction, RecordHeader, RecordShow, RecordStampCells } from '../RecordDetails';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';

function TeamPage() {
  const team = useRecordContext<TeamRecord>();
  const listText = useListText();
  usePageTitle(team?.name ?? 'resources.teams.name', { smart_count: 1 });
  if (!team) return null;
  return (
    <>
      <RecordHeader
        title={team.name}
        subtitle={team.alias}
        actions={
          <EditAction to={resourcePaths.teams.editPath(team.id)} />
        }
      />
      <DetailsCard>
        <DetailCell>
          <TextField source="leader_name" />
        </DetailCell>
        <DetailCell wide>
          <FunctionField<TeamRecord> label="resources.teams.fields.members" render={(shown) => listText(shown.member_names)} />
        </DetailCell>
        <RecordStampCells />
      </DetailsCard>
    </>
  );
}

/** /pm/team (here /pm/team/{id}; docs/product.md#screens-and-routes): a team, its leader and members. */
export default function TeamShow() {
  return (
    <RecordShow<TeamRecord> listPath={resourcePaths.teams.list}>
      <TeamPage />
    </RecordShow>
  );
}
