import ContactMailIcon from '@mui/icons-material/ContactMail';
import type { RecipientGroupRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';

const recipients: ResourceModule<RecipientGroupRecord, 'recipients'> = {
  name: 'recipients',
  list: lazyChunk(() => import('./RecipientGroupList')),
  show: lazyChunk(() => import('./RecipientGroupShow')),
  edit: lazyChunk(() => import('./RecipientGroupEdit')),
  create: lazyChunk(() => import('./RecipientGroupCreate')),
  icon: ContactMailIcon,
  recordRepresentation: (group) => group.name,
  paths: resourcePaths.recipients,
};

export default recipients;
