import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { opensCreationOverlay, type OverlayCreatingModule } from '../resources/resourceModule';
import { resourceModules } from '../resources/resourceModules';
import { lazyChunk } from '../root/lazyChunk';
import { useOverlayOpen, type FlowOverlayName, type OverlayName } from './overlayStore';

/** An overlay whose code loads the first time it opens, so no page waits for all of them. */
const loaded = <Module, Props extends object = object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) =>
  lazyChunk<Props>(() => load().then((module) => ({ default: pick(module) })));

const CreationOverlay = loaded(() => import('./CreationOverlay'), (module) => module.CreationOverlay);

/** Every resource whose module declares a `createOverlay`: `openCreate(name)` opens it from any page. */
const creationOverlays: OverlayCreatingModule[] = resourceModules.filter(opensCreationOverlay);

/** The overlays that are not one resource's creation form. */
const flowOverlays: [FlowOverlayName, ComponentType][] = [
  ['projectBriefing', loaded(() => import('./ProjectBriefingDrawer'), (module) => module.ProjectBriefingDrawer)],
  ['createProject', loaded(() => import('./CreateProjectDialog'), (module) => module.CreateProjectDialog)],
  ['selectCustomer', loaded(() => import('./SelectCustomerDialog'), (module) => module.SelectCustomerDialog)],
];

/** Mounts an overlay once it has been opened, and keeps it mounted so it can animate as it closes. */
function OnceOpened({ name, children }: { name: OverlayName; children: ReactNode }) {
  const open = useOverlayOpen(name);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Every global modal and drawer (docs/product.md#overlays), mounted in the layout so any page can open them.
 * Dialogs show over drawers; of two dialogs, the one opened last is on top (its portal is added last): Create New
 * Customer over Select A Customer over the New Project drawer.
 */
export function GlobalOverlays() {
  return (
    <>
      {flowOverlays.map(([name, Overlay]) => (
        <OnceOpened key={name} name={name}>
          <Overlay />
        </OnceOpened>
      ))}
      {creationOverlays.map((module) => (
        <OnceOpened key={module.name} name={module.name}>
          <CreationOverlay module={module} />
        </OnceOpened>
      ))}
    </>
  );
}
