import GroupsIcon from '@mui/icons-material/Groups';
import type { TeamRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { teamRoutes } from './teamPaths';

const teams: ResourceModule<TeamRecord> = {
  name: 'teams',
  list: lazyChunk(() => import('./TeamList')),
  show: lazyChunk(() => import('./TeamShow')),
  edit: lazyChunk(() => import('./TeamEdit')),
  create: lazyChunk(() => import('./TeamCreate')),
  icon: GroupsIcon,
  recordRepresentation: (team) => team.name,
  paths: teamRoutes,
};

export default teams;
