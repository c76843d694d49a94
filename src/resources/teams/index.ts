import GroupsIcon from '@mui/icons-material/Groups';
import type { TeamRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';

const teams: CreatingResourceModule<TeamRecord, 'teams'> = {
  name: 'teams',
  list: lazyChunk(() => import('./TeamList')),
  show: lazyChunk(() => import('./TeamShow')),
  edit: lazyChunk(() => import('./TeamEdit')),
  create: lazyChunk(() => import('./TeamCreate')),
  createOverlay: { titleKey: 'resources.teams.action.create', placement: { dialog: 'sm' } },
  icon: GroupsIcon,
  recordRepresentation: (team) => team.name,
  paths: resourcePaths.teams,
};

export default teams;
