import { contractCreateSchema } from '../../../domain/contract';
import type { ContractRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { ContractInputs } from './ContractInputs';
import { contractRoutes, contractShowPath } from './contractPaths';

/** Edits a contract; it stays with its project. */
export default function ContractEdit() {
  return (
    <RecordEdit<ContractRecord>
      schema={contractCreateSchema}
      showPath={contractShowPath}
      listPath={contractRoutes.list}
      title={(contract) => contract.contract_number}
    >
      <ContractInputs />
    </RecordEdit>
  );
}
