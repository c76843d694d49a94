import { useState, type ComponentType } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, useResourceContext, type RaRecord } from 'react-admin';
import { OverlayDialog } from '../overlays/OverlayDialog';
import { useOverlayCreation } from '../overlays/useOverlayCreation';
import type { CreateViewProps } from './resourceModule';

/**
 * A list's New button opening the resource's creation form in a dialog over the list (a record of a few fields,
 * a team or a contractor, is made there rather than on a page); the list reloads when it is saved.
 */
export function CreateDialogButton<RecordType extends RaRecord>({ create: Create }: { create: ComponentType<CreateViewProps<RecordType>> }) {
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const creation = useOverlayCreation(() => setOpen(false));
  const labelKey = `resources.${resource}.action.create`;
  return (
    <>
      <Button label={labelKey} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <OverlayDialog open={open} onClose={creation.onCancel} titleKey={labelKey}>
        <Create {...creation} />
      </OverlayDialog>
    </>
  );
}
