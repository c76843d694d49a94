import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { customerFullName } from '../../../domain/customer';
import type { CustomerRecord } from '../../dataProvider';
import type { ResourceModule } from '../resourceModule';
import { customerRoutes } from './customerPaths';

// The views load when first shown, so the dashboard does not wait for them.
const customers: ResourceModule<CustomerRecord> = {
  name: 'customers',
  list: lazy(() => import('./CustomerList')),
  show: lazy(() => import('./CustomerShow')),
  edit: lazy(() => import('./CustomerEdit')),
  create: lazy(() => import('./CustomerCreate')),
  icon: PeopleIcon,
  recordRepresentation: customerFullName,
  paths: customerRoutes,
};

export default customers;
