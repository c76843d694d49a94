import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import type { ProjectRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { projectRoutes } from './projectPaths';
import { projectTitle } from './projectTitle';

const projects: ResourceModule<ProjectRecord> = {
  name: 'projects',
  list: lazyChunk(() => import('./ProjectList')),
  show: lazyChunk(() => import('./ProjectShow')),
  edit: lazyChunk(() => import('./ProjectEdit')),
  create: lazyChunk(() => import('./ProjectCreate')),
  icon: HomeRepairServiceIcon,
  recordRepresentation: projectTitle,
  paths: projectRoutes,
};

export default projects;
