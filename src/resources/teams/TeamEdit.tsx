import { teamCreateSchema } from '../../../domain/team';
import type { TeamRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { TeamInputs } from './TeamInputs';

export default function TeamEdit() {
  return (
    <RecordEdit<TeamRecord> schema={teamCreateSchema} showPath={resourcePaths.teams.showPath} listPath={resourcePaths.teams.list} title={(team) => team.name}>
      <TeamInputs />
    </RecordEdit>
  );
}
