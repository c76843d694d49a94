import EditIcon from '@mui/icons-material/Edit';
import { Button, DateField, FunctionField, Link, TextField, useRecordContext } from 'react-admin';
import type { TeamRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { DetailCell, DetailsCard, RecordHeader, RecordShow } from '../RecordDetails';
import { teamEditPath, teamRoutes } from './teamPaths';

function TeamPage() {
  const team = useRecordContext<TeamRecord>();
  usePageTitle(team?.name ?? 'resources.teams.name', { smart_count: 1 });
  if (!team) return null;
  return (
    <>
      <RecordHeader
        title={team.name}
        subtitle={team.alias}
        actions={
          <Button component={Link} to={teamEditPath(team.id)} label="ra.action.edit">
            <EditIcon />
          </Button>
        }
      />
      <DetailsCard>
        <DetailCell>
          <TextField source="leader_name" />
        </DetailCell>
        <DetailCell wide>
          <FunctionField<TeamRecord> label="resources.teams.fields.members" render={(shown) => shown.member_names.join(', ')} />
        </DetailCell>
        <DetailCell>
          <TextField source="creator_name" />
        </DetailCell>
        <DetailCell>
          <DateField source="created_at" showTime />
        </DetailCell>
        <DetailCell>
          <DateField source="updated_at" showTime />
        </DetailCell>
      </DetailsCard>
    </>
  );
}

/** SPEC §2.1 /pm/team (here /pm/team/{id}): a team, its leader and members. */
export default function TeamShow() {
  return (
    <RecordShow<TeamRecord> listPath={teamRoutes.list}>
      <TeamPage />
    </RecordShow>
  );
}
