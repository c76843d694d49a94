import { contractCreateSchema, contractDefaults } from '../../../domain/contract';
import type { ContractRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import { useOverlayProjectId } from '../../overlays/overlayStore';
import type { CreateViewProps } from '../resourceModule';
import { ContractInputs } from './ContractInputs';

/** The New Contract drawer's form: the contract goes to the project the drawer was opened for. */
export default function ContractCreate(props: CreateViewProps<ContractRecord>) {
  const projectId = useOverlayProjectId();
  return (
    <OverlayCreateForm
      {...props}
      container="drawer"
      resource="contracts"
      schema={contractCreateSchema}
      draft={() => ({ ...contractDefaults })}
      transform={(contract) => ({ ...contract, project: projectId })}
    >
      <ContractInputs />
    </OverlayCreateForm>
  );
}
