import { contractCreateSchema } from '../../../domain/contract';
import type { ContractRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { ContractInputs } from './ContractInputs';
import contracts from '.';

/** Edits a contract; it stays with its project. */
export default function ContractEdit() {
  return (
    <RecordEdit<ContractRecord>
      schema={contractCreateSchema}
      showPath={contracts.paths.showPath}
      listPath={contracts.paths.list}
      title={(contract) => contract.contract_number}
    >
      <ContractInputs />
    </RecordEdit>
  );
}
