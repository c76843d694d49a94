import DescriptionIcon from '@mui/icons-material/Description';
import type { ContractRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import { recordPaths, type ResourceModule } from '../resourceModule';

const contracts: ResourceModule<ContractRecord, 'contracts'> = {
  name: 'contracts',
  list: lazyChunk(() => import('./ContractList')),
  show: lazyChunk(() => import('./ContractShow')),
  edit: lazyChunk(() => import('./ContractEdit')),
  create: lazyChunk(() => import('./ContractCreate')),
  icon: DescriptionIcon,
  recordRepresentation: (contract) => contract.contract_number,
  paths: recordPaths('/pm/contracts', '/pm/contract', { recordPathLeadsToList: true }),
  menu: { labelKey: 'app.menu.contracts', count: 'contracts' },
};

export default contracts;
