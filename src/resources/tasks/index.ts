import { lazy } from 'react';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { TaskRecord } from '../../dataProvider';
import type { ResourceModule } from '../resourceModule';
import { taskRoutes } from './taskPaths';

const tasks: ResourceModule<TaskRecord> = {
  name: 'tasks',
  list: lazy(() => import('./TaskList')),
  show: lazy(() => import('./TaskShow')),
  edit: lazy(() => import('./TaskEdit')),
  create: lazy(() => import('./TaskCreate')),
  icon: TaskAltIcon,
  recordRepresentation: (task) => task.name,
  paths: taskRoutes,
};

export default tasks;
