import type { Identifier } from 'react-admin';
import { recordPath } from '../resourceModule';

/** SPEC §2.1 /pm/tasks and /pm/task; one task's page carries its id after the SPEC's path. */
export const taskRoutes = {
  list: '/pm/tasks',
  show: '/pm/task/:id',
  edit: '/pm/task/:id/edit',
};

export const taskShowPath = (id: Identifier) => recordPath(taskRoutes.show, id);
export const taskEditPath = (id: Identifier) => recordPath(taskRoutes.edit, id);
