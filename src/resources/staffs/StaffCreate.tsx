import { staffCreateSchema, staffDefaults } from '../../../domain/staff';
import type { StaffRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import type { CreateViewProps } from '../resourceModule';
import { StaffInputs } from './StaffInputs';

/**
 * The Create New Staff form (docs/product.md#validation): validated by the domain schema before anything is sent; a refusal of the
 * server lands under its field (a username taken) and is told as 'Oops, The staff creation failed!'.
 */
export default function StaffCreate(props: CreateViewProps<StaffRecord>) {
  return (
    <OverlayCreateForm
      {...props}
      container="dialog"
      resource="staffs"
      schema={staffCreateSchema}
      // Fresh arrays each time: the form edits them in place.
      draft={() => ({ ...staffDefaults, roles: [...staffDefaults.roles], permissions: [...staffDefaults.permissions] })}
      failureTitle="validation.staff.creation_failed"
    >
      <StaffInputs mode="create" />
    </OverlayCreateForm>
  );
}
