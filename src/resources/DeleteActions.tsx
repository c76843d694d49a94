import { BulkDeleteButton, DeleteButton, useResourceContext } from 'react-admin';
import { resources, type ResourceDeclaration, type ResourceName } from '../../domain/resources';
import { useNotifyFailure } from '../http';
import { resourcePaths } from './resourcePaths';

const isDeletable = (resource: string | undefined): resource is ResourceName =>
  !!resource && Object.hasOwn(resources, resource) && !!(resources[resource as ResourceName] as ResourceDeclaration).deletable;

/**
 * A record page's Delete (docs/product.md#deleting-and-restoring): the record leaves at once and a notification
 * offers Undo; nothing is sent until it has passed. Nothing on a resource whose records are not deletable.
 */
export function DeleteAction() {
  const resource = useResourceContext();
  const notifyFailure = useNotifyFailure();
  if (!isDeletable(resource)) return null;
  return <DeleteButton mutationMode="undoable" redirect={resourcePaths[resource].list} size="small" mutationOptions={{ onError: notifyFailure }} />;
}

/**
 * A list's Delete of the selected records, after a dialog naming them: Undo cannot take back a deletion of many
 * that the server refused part way (one record still needed), so it is confirmed and sent at once instead.
 */
function DeleteSelectedButton() {
  const notifyFailure = useNotifyFailure();
  return <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError: notifyFailure }} />;
}

/** The bulk actions of a resource's list: Delete when its records are deletable, none otherwise. */
export const useBulkDelete = () => (isDeletable(useResourceContext()) ? <DeleteSelectedButton /> : false);
