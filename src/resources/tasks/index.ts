import ChecklistIcon from '@mui/icons-material/Checklist';
import type { TaskRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import { recordPaths, type ResourceModule } from '../resourceModule';

const tasks: ResourceModule<TaskRecord, 'tasks'> = {
  name: 'tasks',
  list: lazyChunk(() => import('./TaskList')),
  show: lazyChunk(() => import('./TaskShow')),
  edit: lazyChunk(() => import('./TaskEdit')),
  create: lazyChunk(() => import('./TaskCreate')),
  icon: ChecklistIcon,
  recordRepresentation: (task) => task.name,
  paths: recordPaths('/pm/tasks', '/pm/task', { recordPathLeadsToList: true }),
  menu: { labelKey: 'app.menu.tasks', count: 'tasks' },
};

export default tasks;
