import type { Identifier } from 'react-admin';
import { recordPath } from '../resourceModule';

/** SPEC §2.1 routes of the project screens. */
export const projectRoutes = {
  list: '/pm/projects',
  show: '/pm/project/:id',
  edit: '/pm/project/:id/edit',
};

export const projectShowPath = (id: Identifier) => recordPath(projectRoutes.show, id);
export const projectEditPath = (id: Identifier) => recordPath(projectRoutes.edit, id);
