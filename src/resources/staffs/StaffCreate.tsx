import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { z } from 'zod';
import { CreateBase, Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { staffCreateSchema, staffDefaults } from '../../../domain/staff';
import type { StaffRecord } from '../../dataProvider';
import { failureNotice } from '../../http';
import { TitledNotice } from '../../root/TitledNotice';
import type { CreateViewProps } from '../resourceModule';
import { StaffInputs } from './StaffInputs';

type StaffFormValues = z.input<typeof staffCreateSchema>;

// Fresh arrays each time: the form edits them in place.
const formDefaults = (): Partial<StaffFormValues> => ({ ...staffDefaults, roles: [...staffDefaults.roles], permissions: [...staffDefaults.permissions] });

/**
 * The Create New Staff form (SPEC §5): validated by the domain schema before anything is sent; a refusal of the
 * server lands under its field (a username taken) and is told as 'Oops, The staff creation failed!'.
 */
export default function StaffCreate({ onCreated, onCancel }: CreateViewProps<StaffRecord>) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <CreateBase<StaffRecord>
      resource="staffs"
      redirect={false}
      mutationOptions={{
        onSuccess: (staff) => {
          notify('resources.staffs.notifications.created', { type: 'success' });
          onCreated(staff);
        },
        onError: (error) => {
          notify(<TitledNotice severity="error" title="validation.staff.creation_failed" text={failureNotice(error).message} />, { type: 'error' });
        },
      }}
    >
      {/* The domain schema checks the values and says why in the interface language; the browser stays quiet. */}
      <Form<StaffFormValues> resolver={zodResolver(staffCreateSchema)} defaultValues={formDefaults()} noValidate>
        <DialogContent dividers>
          <StaffInputs mode="create" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="ra.action.create" alwaysEnable />
        </DialogActions>
      </Form>
    </CreateBase>
  );
}
