import { contractorCreateSchema } from '../../../domain/contractor';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import type { ContractorRecord } from './contractorFields';
import { ContractorInputs } from './ContractorInputs';

export default function ContractorEdit() {
  const paths = resourcePaths.contractors;
  return (
    <RecordEdit<ContractorRecord> schema={contractorCreateSchema} showPath={paths.showPath} listPath={paths.list} title={(contractor) => contractor.name}>
      <ContractorInputs />
    </RecordEdit>
  );
}
