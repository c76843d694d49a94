import AddIcon from '@mui/icons-material/Add';
import { Button } from 'react-admin';
import type { ResourceName } from '../../domain/resources';
import { openCreate } from '../overlays/overlayStore';

/** A list's New button: opens the resource's creation overlay over the list, which reloads when a record is saved. */
export function CreateOverlayButton({ resource }: { resource: ResourceName }) {
  return (
    <Button label={`resources.${resource}.action.create`} onClick={() => openCreate(resource)}>
      <AddIcon />
    </Button>
  );
}
