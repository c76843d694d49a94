import { useRefresh, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OverlayCreatingModule } from '../resources/resourceModule';
import { ForLoadedProject } from './ForLoadedProject';
import { OverlayDialog } from './OverlayDialog';
import { OverlayDrawer } from './OverlayDrawer';
import { closeCreated, closeOverlay, useOverlayOpen } from './overlayStore';

/**
 * A resource's creation form over the page, as its module's `createOverlay` places it. A created record closes it
 * and reloads what the page shows (its list, the menu's counts, the pickers), then goes on into the flow that
 * opened it, or to the resource's list when the overlay leads there; cancelling only closes it.
 */
export function CreationOverlay({ module }: { module: OverlayCreatingModule }) {
  const { name, create: Create, createOverlay, paths } = module;
  const { titleKey, placement, leadsToList, forLoadedProject } = createOverlay;
  const open = useOverlayOpen(name);
  const refresh = useRefresh();
  const navigate = useNavigate();
  const close = () => closeOverlay(name);
  const onCreated = (record: RaRecord) => {
    const flowGoesOn = closeCreated(name, record);
    refresh();
    if (leadsToList && !flowGoesOn) navigate(paths.list);
  };
  const form = <Create onCreated={onCreated} onCancel={close} />;
  const content = forLoadedProject ? <ForLoadedProject>{form}</ForLoadedProject> : form;
  return 'dialog' in placement ? (
    <OverlayDialog open={open} onClose={close} titleKey={titleKey} maxWidth={placement.dialog}>
      {content}
    </OverlayDialog>
  ) : (
    <OverlayDrawer open={open} onClose={close} titleKey={titleKey} placement={placement}>
      {content}
    </OverlayDrawer>
  );
}
