import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ContractRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { ResourceModule } from '../resourceModule';
import { contractRoutes } from './contractPaths';

const contracts: ResourceModule<ContractRecord> = {
  name: 'contracts',
  list: lazyChunk(() => import('./ContractList')),
  show: lazyChunk(() => import('./ContractShow')),
  edit: lazyChunk(() => import('./ContractEdit')),
  create: lazyChunk(() => import('./ContractCreate')),
  icon: ReceiptLongIcon,
  recordRepresentation: (contract) => contract.contract_number,
  paths: contractRoutes,
};

export default contracts;
