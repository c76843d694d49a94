import PeopleIcon from '@mui/icons-material/People';
import { customerFullName } from '../../../domain/customer';
import { customerNameText } from '../customerName';
import type { CustomerRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';

// The views load when first shown, so the dashboard does not wait for them.
const customers: CreatingResourceModule<CustomerRecord, 'customers'> = {
  name: 'customers',
  list: lazyChunk(() => import('./CustomerList')),
  show: lazyChunk(() => import('./CustomerShow')),
  edit: lazyChunk(() => import('./CustomerEdit')),
  create: lazyChunk(() => import('./CustomerCreate')),
  createOverlay: { titleKey: 'resources.customers.page.create', placement: { dialog: 'md' }, leadsToList: true },
  icon: PeopleIcon,
  recordRepresentation: (customer, translate) => customerNameText(customerFullName(customer), translate) ?? '',
  paths: resourcePaths.customers,
};

export default customers;
