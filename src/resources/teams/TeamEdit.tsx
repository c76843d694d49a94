import { teamCreateSchema } from '../../../domain/team';
import type { TeamRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { TeamInputs } from './TeamInputs';
import teams from '.';

export default function TeamEdit() {
  return (
    <RecordEdit<TeamRecord> schema={teamCreateSchema} showPath={teams.paths.showPath} listPath={teams.paths.list} title={(team) => team.name}>
      <TeamInputs />
    </RecordEdit>
  );
}
