import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { CreateBase, Form, SaveButton, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { failureNotice, useNotifyFailure } from '../http';
import { TitledNotice } from '../root/TitledNotice';
import type { CreateViewProps } from '../resources/resourceModule';

export interface OverlayCreateFormProps<RecordType extends RaRecord> extends CreateViewProps<RecordType> {
  resource: string;
  /** The domain's creation schema: the form shows its messages under the inputs before anything is sent. */
  schema: ZodType<FieldValues, FieldValues>;
  /** Read once when the form mounts (each time its drawer opens). */
  draft: () => Record<string, unknown>;
  /** Adds what the form does not show (the project a contract or task is for). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** In a drawer the inputs scroll above buttons kept at the bottom; in a dialog they sit in its content; on a page, in its card. */
  container: 'drawer' | 'dialog' | 'page';
  /** A title over the server's refusal, where the requirements word one ('Oops, The staff creation failed!'). */
  failureTitle?: string;
  children: ReactNode;
}

/**
 * A creation form in a drawer or a dialog: validated by the domain schema, saved through the data provider (the
 * server's refusals land on their fields too). OverlayDrawer stretches the `<form>` over the drawer.
 */
export function OverlayCreateForm<RecordType extends RaRecord>({
  resource,
  schema,
  draft,
  transform,
  container,
  failureTitle,
  onCreated,
  onCancel,
  children,
}: OverlayCreateFormProps<RecordType>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [defaultValues] = useState(draft);
  const buttons = (
    <>
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      <SaveButton label="ra.action.create" alwaysEnable />
    </>
  );
  return (
    <CreateBase<RecordType>
      resource={resource}
      redirect={false}
      transform={transform}
      mutationOptions={{
        onSuccess: (record) => {
          notify(`resources.${resource}.notifications.created`, { type: 'success' });
          onCreated(record);
        },
        onError: failureTitle
          ? (error) => notify(<TitledNotice severity="error" title={failureTitle} text={failureNotice(error).message} />, { type: 'error' })
          : notifyFailure,
      }}
    >
      {/* The domain schema checks the values and says why in the interface language; the browser stays quiet. */}
      <Form resolver={zodResolver(schema)} defaultValues={defaultValues} noValidate>
        {container === 'page' ? (
          <>
            <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>{children}</Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>{buttons}</Box>
          </>
        ) : container === 'drawer' ? (
          <>
            <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}>{children}</Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>{buttons}</Box>
          </>
        ) : (
          <>
            <DialogContent dividers>{children}</DialogContent>
            <DialogActions>{buttons}</DialogActions>
          </>
        )}
      </Form>
    </CreateBase>
  );
}
