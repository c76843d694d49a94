import EngineeringIcon from '@mui/icons-material/Engineering';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import type { ContractorRecord } from './contractorFields';

const contractors: ResourceModule<ContractorRecord, 'contractors'> = {
  name: 'contractors',
  list: lazyChunk(() => import('./ContractorList')),
  show: lazyChunk(() => import('./ContractorShow')),
  edit: lazyChunk(() => import('./ContractorEdit')),
  create: lazyChunk(() => import('./ContractorCreate')),
  createOverlay: { titleKey: 'resources.contractors.action.create', placement: { dialog: 'sm' } },
  icon: EngineeringIcon,
  recordRepresentation: (contractor) => contractor.name,
  paths: resourcePaths.contractors,
};

export default contractors;
