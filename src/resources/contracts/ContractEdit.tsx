import { contractCreateSchema } from '../../../domain/contract';
import type { ContractRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { ContractInputs } from './ContractInputs';

/** Edits a contract; it stays with its project. */
export default function ContractEdit() {
  return (
    <RecordEdit<ContractRecord>
      schema={contractCreateSchema}
      showPath={resourcePaths.contracts.showPath}
      listPath={resourcePaths.contracts.list}
      title={(contract) => contract.contract_number}
    >
      <ContractInputs />
    </RecordEdit>
  );
}
