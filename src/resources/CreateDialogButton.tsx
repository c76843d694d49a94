import { useState, type ComponentType } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Button, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { CreateViewProps } from './resourceModule';

/**
 * A list's New button opening the resource's creation form in a dialog over the list (a record of a few fields,
 * a team or a contractor, is made there rather than on a page); the list reloads when it is saved.
 */
export function CreateDialogButton<RecordType extends RaRecord>({ create: Create }: { create: ComponentType<CreateViewProps<RecordType>> }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const labelKey = `resources.${resource}.action.create`;
  const titleId = `create-${resource}-title`;
  return (
    <>
      <Button label={labelKey} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(labelKey)}</DialogTitle>
        {open && (
          <Create
            onCreated={() => {
              close();
              refresh();
            }}
            onCancel={close}
          />
        )}
      </Dialog>
    </>
  );
}
