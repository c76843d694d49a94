import GroupsIcon from '@mui/icons-material/Groups';
import type { TeamRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import { recordPaths, type ResourceModule } from '../resourceModule';

const teams: ResourceModule<TeamRecord, 'teams'> = {
  name: 'teams',
  list: lazyChunk(() => import('./TeamList')),
  show: lazyChunk(() => import('./TeamShow')),
  edit: lazyChunk(() => import('./TeamEdit')),
  create: lazyChunk(() => import('./TeamCreate')),
  icon: GroupsIcon,
  recordRepresentation: (team) => team.name,
  paths: recordPaths('/pm/teams', '/pm/team', { recordPathLeadsToList: true }),
  menu: { labelKey: 'app.menu.teams', count: 'teams' },
};

export default teams;
