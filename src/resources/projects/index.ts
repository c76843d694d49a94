import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ProjectRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import { projectTitle } from './projectTitle';

const projects: CreatingResourceModule<ProjectRecord, 'projects'> = {
  name: 'projects',
  list: lazyChunk(() => import('./ProjectList')),
  show: lazyChunk(() => import('./ProjectShow')),
  edit: lazyChunk(() => import('./ProjectEdit')),
  create: lazyChunk(() => import('./ProjectCreate')),
  createOverlay: { titleKey: 'resources.projects.page.create', placement: { anchor: 'bottom' }, leadsToList: true },
  icon: AccountTreeIcon,
  recordRepresentation: projectTitle,
  paths: resourcePaths.projects,
};

export default projects;
