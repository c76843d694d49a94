import { staffEditFormSchema } from '../../../domain/staff';
import type { StaffRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { StaffInputs } from './StaffInputs';
import { accountName } from '../accountName';

/** A staff member's page of changes; a new password is optional here (an administrator sets it for someone else). */
export default function StaffEdit() {
  return (
    <RecordEdit<StaffRecord> schema={staffEditFormSchema} showPath={resourcePaths.staffs.showPath} listPath={resourcePaths.staffs.list} title={accountName}>
      <StaffInputs mode="edit" />
    </RecordEdit>
  );
}
