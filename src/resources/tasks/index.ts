import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { TaskRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { taskRoutes } from './taskPaths';

const tasks: ResourceModule<TaskRecord> = {
  name: 'tasks',
  list: lazyChunk(() => import('./TaskList')),
  show: lazyChunk(() => import('./TaskShow')),
  edit: lazyChunk(() => import('./TaskEdit')),
  create: lazyChunk(() => import('./TaskCreate')),
  icon: TaskAltIcon,
  recordRepresentation: (task) => task.name,
  paths: taskRoutes,
};

export default tasks;
