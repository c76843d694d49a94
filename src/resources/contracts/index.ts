import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ContractRecord } from '../../dataProvider';
import type { ResourceModule } from '../resourceModule';
import { contractRoutes } from './contractPaths';

const contracts: ResourceModule<ContractRecord> = {
  name: 'contracts',
  list: lazy(() => import('./ContractList')),
  show: lazy(() => import('./ContractShow')),
  edit: lazy(() => import('./ContractEdit')),
  create: lazy(() => import('./ContractCreate')),
  icon: ReceiptLongIcon,
  recordRepresentation: (contract) => contract.contract_number,
  paths: contractRoutes,
};

export default contracts;
