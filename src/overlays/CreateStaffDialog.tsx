import { useRefresh } from 'react-admin';
import staffs from '../resources/staffs';
import { OverlayDialog } from './OverlayDialog';
import { closeOverlay, useOverlayOpen } from './overlayStore';

/** SPEC §2.5 Create New Staff: on success it closes and everything shown reloads (the staff list, the counts, the pickers). */
export function CreateStaffDialog() {
  const open = useOverlayOpen('createStaff');
  const refresh = useRefresh();
  const close = () => closeOverlay('createStaff');
  const StaffCreate = staffs.create;

  return (
    <OverlayDialog open={open} onClose={close} titleKey="resources.staffs.action.create" maxWidth="md">
      <StaffCreate
        onCreated={() => {
          close();
          refresh();
        }}
        onCancel={close}
      />
    </OverlayDialog>
  );
}
