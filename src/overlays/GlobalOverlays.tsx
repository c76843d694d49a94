import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyChunk } from '../root/lazyChunk';
import { useOverlayOpen, type OverlayName } from './overlayStore';

/** An overlay whose code loads the first time it opens, so no page waits for all of them. */
const loaded = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  lazyChunk<object>(() => load().then((module) => ({ default: pick(module) })));

const projectDrawers = () => import('./ProjectOverlayDrawers');

// The one opened last is on top: the customer pickers show over the New Project drawer.
const overlays: [OverlayName, ComponentType][] = [
  ['newProject', loaded(() => import('./NewProjectDrawer'), (module) => module.NewProjectDrawer)],
  ['newTask', loaded(projectDrawers, (module) => module.NewTaskDrawer)],
  ['newContract', loaded(projectDrawers, (module) => module.NewContractDrawer)],
  ['projectBriefing', loaded(projectDrawers, (module) => module.ProjectBriefingDrawer)],
  ['newCampaign', loaded(() => import('./NewCampaignDrawer'), (module) => module.NewCampaignDrawer)],
  ['createProject', loaded(() => import('./CreateProjectDialog'), (module) => module.CreateProjectDialog)],
  ['selectCustomer', loaded(() => import('./SelectCustomerDialog'), (module) => module.SelectCustomerDialog)],
  ['createCustomer', loaded(() => import('./CreateCustomerDialog'), (module) => module.CreateCustomerDialog)],
  ['createStaff', loaded(() => import('./CreateStaffDialog'), (module) => module.CreateStaffDialog)],
];

/** Mounts an overlay once it has been opened, and keeps it mounted so it can animate as it closes. */
function OnceOpened({ name, Overlay }: { name: OverlayName; Overlay: ComponentType }) {
  const open = useOverlayOpen(name);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return open || opened ? (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  ) : null;
}

/** Every global modal and drawer (docs/product.md#overlays), mounted in the layout so any page can open them. */
export function GlobalOverlays() {
  return overlays.map(([name, Overlay]) => <OnceOpened key={name} name={name} Overlay={Overlay} />);
}
