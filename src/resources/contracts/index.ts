import DescriptionIcon from '@mui/icons-material/Description';
import type { ContractRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';

const contracts: CreatingResourceModule<ContractRecord, 'contracts'> = {
  name: 'contracts',
  list: lazyChunk(() => import('./ContractList')),
  show: lazyChunk(() => import('./ContractShow')),
  edit: lazyChunk(() => import('./ContractEdit')),
  create: lazyChunk(() => import('./ContractCreate')),
  createOverlay: { titleKey: 'app.project_overlays.new_contract', placement: { anchor: 'right', width: 700 }, forLoadedProject: true },
  icon: DescriptionIcon,
  recordRepresentation: (contract) => contract.contract_number,
  paths: resourcePaths.contracts,
};

export default contracts;
