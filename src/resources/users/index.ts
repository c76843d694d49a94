import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { RegisteredUserRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import { accountName } from '../accountName';

/** /admin/users (docs/product.md#screens-and-routes): every account, visitors included; accounts register themselves, so there is no creation form. */
const users: ResourceModule<RegisteredUserRecord, 'users'> = {
  name: 'users',
  list: lazyChunk(() => import('./UserList')),
  show: lazyChunk(() => import('./UserShow')),
  edit: lazyChunk(() => import('./UserEdit')),
  icon: ManageAccountsIcon,
  recordRepresentation: accountName,
  paths: resourcePaths.users,
};

export default users;
