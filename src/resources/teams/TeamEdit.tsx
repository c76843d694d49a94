import { teamCreateSchema } from '../../../domain/team';
import type { TeamRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { TeamInputs } from './TeamInputs';
import { teamRoutes, teamShowPath } from './teamPaths';

export default function TeamEdit() {
  return (
    <RecordEdit<TeamRecord> schema={teamCreateSchema} showPath={teamShowPath} listPath={teamRoutes.list} title={(team) => team.name}>
      <TeamInputs />
    </RecordEdit>
  );
}
