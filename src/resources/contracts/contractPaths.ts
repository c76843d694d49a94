import type { Identifier } from 'react-admin';
import { recordPath } from '../resourceModule';

/** SPEC §2.1 /pm/contracts and /pm/contract; one contract's page carries its id after the SPEC's path. */
export const contractRoutes = {
  list: '/pm/contracts',
  show: '/pm/contract/:id',
  edit: '/pm/contract/:id/edit',
};

export const contractShowPath = (id: Identifier) => recordPath(contractRoutes.show, id);
export const contractEditPath = (id: Identifier) => recordPath(contractRoutes.edit, id);
