import { Suspense } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRefresh, useTranslate } from 'react-admin';
import staffs from '../resources/staffs';
import { closeOverlay, useOverlayOpen } from './overlayStore';

/** SPEC §2.5 Create New Staff: on success it closes and everything shown reloads (the staff list, the counts, the pickers). */
export function CreateStaffDialog() {
  const translate = useTranslate();
  const open = useOverlayOpen('createStaff');
  const refresh = useRefresh();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const close = () => closeOverlay('createStaff');
  const StaffCreate = staffs.create;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="create-staff-title">
      <DialogTitle id="create-staff-title">{translate('resources.staffs.action.create')}</DialogTitle>
      {open && (
        <Suspense fallback={<LinearProgress />}>
          <StaffCreate
            onCreated={() => {
              close();
              refresh();
            }}
            onCancel={close}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
