import { teamCreateSchema, teamDefaults } from '../../../domain/team';
import type { TeamRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import type { CreateViewProps } from '../resourceModule';
import { TeamInputs } from './TeamInputs';

/** The New team form, in a dialog over the team list. */
export default function TeamCreate(props: CreateViewProps<TeamRecord>) {
  return (
    <OverlayCreateForm {...props} container="dialog" resource="teams" schema={teamCreateSchema} draft={() => ({ ...teamDefaults, members: [] })}>
      <TeamInputs />
    </OverlayCreateForm>
  );
}
