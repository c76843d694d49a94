import { useSyncExternalStore } from 'react';

/** The global modals and drawers of SPEC §2.5; each opens from any page. */
export type OverlayName =
  | 'selectCustomer'
  | 'createCustomer'
  | 'createStaff'
  | 'createProject'
  | 'newProject'
  | 'newTask'
  | 'newContract'
  | 'projectBriefing'
  | 'newCampaign';

// One module-level set: the overlays are global to the app, and any page opens them without a provider.
let openOverlays: ReadonlySet<OverlayName> = new Set();
const listeners = new Set<() => void>();

function setOpen(name: OverlayName, open: boolean) {
  if (openOverlays.has(name) === open) return;
  const next = new Set(openOverlays);
  if (open) next.add(name);
  else next.delete(name);
  openOverlays = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const openOverlay = (name: OverlayName) => setOpen(name, true);
export const closeOverlay = (name: OverlayName) => setOpen(name, false);

/** Whether one overlay is open; re-renders when it opens or closes. */
export function useOverlayOpen(name: OverlayName): boolean {
  return useSyncExternalStore(subscribe, () => openOverlays.has(name));
}
