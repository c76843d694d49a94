import type { Identifier } from 'react-admin';
import { recordPath } from '../resourceModule';

/** SPEC §2.1 /pm/teams and /pm/team; one team's page carries its id after the SPEC's path. */
export const teamRoutes = {
  list: '/pm/teams',
  show: '/pm/team/:id',
  edit: '/pm/team/:id/edit',
};

export const teamShowPath = (id: Identifier) => recordPath(teamRoutes.show, id);
export const teamEditPath = (id: Identifier) => recordPath(teamRoutes.edit, id);
