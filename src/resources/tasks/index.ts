import ChecklistIcon from '@mui/icons-material/Checklist';
import type { TaskRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';

const tasks: CreatingResourceModule<TaskRecord, 'tasks'> = {
  name: 'tasks',
  list: lazyChunk(() => import('./TaskList')),
  show: lazyChunk(() => import('./TaskShow')),
  edit: lazyChunk(() => import('./TaskEdit')),
  create: lazyChunk(() => import('./TaskCreate')),
  createOverlay: { titleKey: 'app.project_overlays.new_task', placement: { anchor: 'bottom' }, forLoadedProject: true },
  icon: ChecklistIcon,
  recordRepresentation: (task) => task.name,
  paths: resourcePaths.tasks,
};

export default tasks;
