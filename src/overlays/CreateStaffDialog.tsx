import staffs from '../resources/staffs';
import { OverlayDialog } from './OverlayDialog';
import { closeOverlay, useOverlayOpen } from './overlayStore';
import { useOverlayCreation } from './useOverlayCreation';

/** Create New Staff (docs/product.md#overlays): on success it closes and everything shown reloads (the staff list, the counts, the pickers). */
export function CreateStaffDialog() {
  const open = useOverlayOpen('createStaff');
  const creation = useOverlayCreation(() => closeOverlay('createStaff'));
  const StaffCreate = staffs.create;

  return (
    <OverlayDialog open={open} onClose={creation.onCancel} titleKey="resources.staffs.action.create" maxWidth="md">
      <StaffCreate {...creation} />
    </OverlayDialog>
  );
}
