import BadgeIcon from '@mui/icons-material/Badge';
import type { StaffRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import { accountName } from '../accountName';

const staffs: CreatingResourceModule<StaffRecord, 'staffs'> = {
  name: 'staffs',
  list: lazyChunk(() => import('./StaffList')),
  show: lazyChunk(() => import('./StaffShow')),
  edit: lazyChunk(() => import('./StaffEdit')),
  create: lazyChunk(() => import('./StaffCreate')),
  createOverlay: { titleKey: 'resources.staffs.action.create', placement: { dialog: 'md' } },
  icon: BadgeIcon,
  recordRepresentation: accountName,
  paths: resourcePaths.staffs,
};

export default staffs;
