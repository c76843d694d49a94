import { lazy } from 'react';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import type { ProjectRecord } from '../../dataProvider';
import type { ResourceModule } from '../resourceModule';
import { projectRoutes } from './projectPaths';
import { projectTitle } from './projectTitle';

const projects: ResourceModule<ProjectRecord> = {
  name: 'projects',
  list: lazy(() => import('./ProjectList')),
  show: lazy(() => import('./ProjectShow')),
  edit: lazy(() => import('./ProjectEdit')),
  create: lazy(() => import('./ProjectCreate')),
  icon: HomeRepairServiceIcon,
  recordRepresentation: projectTitle,
  paths: projectRoutes,
};

export default projects;
