import BadgeIcon from '@mui/icons-material/Badge';
import type { StaffRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import { staffName } from './staffName';

const staffs: ResourceModule<StaffRecord, 'staffs'> = {
  name: 'staffs',
  list: lazyChunk(() => import('./StaffList')),
  show: lazyChunk(() => import('./StaffShow')),
  edit: lazyChunk(() => import('./StaffEdit')),
  create: lazyChunk(() => import('./StaffCreate')),
  icon: BadgeIcon,
  recordRepresentation: staffName,
  paths: resourcePaths.staffs,
  menu: { labelKey: 'app.menu.staffs', count: 'staffs' },
};

export default staffs;
