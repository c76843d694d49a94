import { contractorCreateSchema, contractorDefaults } from '../../../domain/contractor';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import type { CreateViewProps } from '../resourceModule';
import type { ContractorRecord } from './contractorFields';
import { ContractorInputs } from './ContractorInputs';

/** The New contractor form, in a dialog over the contractor list. */
export default function ContractorCreate(props: CreateViewProps<ContractorRecord>) {
  return (
    <OverlayCreateForm {...props} container="dialog" resource="contractors" schema={contractorCreateSchema} draft={() => ({ ...contractorDefaults })}>
      <ContractorInputs />
    </OverlayCreateForm>
  );
}
