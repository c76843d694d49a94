import { useSyncExternalStore } from 'react';
import type { CustomerRecord } from '../dataProvider';

/** The global modals and drawers of docs/product.md#overlays; each opens from any page. */
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

/** The overlays that act on one project: the one loaded when they were opened. */
export type ProjectOverlayName = Extract<OverlayName, 'newTask' | 'newContract' | 'projectBriefing'>;

interface OverlayState {
  open: ReadonlySet<OverlayName>;
  /** The new project's customer: picked in Select A Customer, just created, or the customer whose page started it. */
  projectCustomer: CustomerRecord | null;
  /** The project the New Task, New Contract and Project Briefing overlays are for. */
  projectId: string | null;
  /** Create New Customer was opened from the project flow, so the new customer goes on into the New Project drawer. */
  customerForProject: boolean;
}

// One module-level state: the overlays are global to the app, and any page opens them without a provider.
let state: OverlayState = { open: new Set(), projectCustomer: null, projectId: null, customerForProject: false };
const listeners = new Set<() => void>();

function update(change: (open: Set<OverlayName>) => Partial<OverlayState> | void) {
  const open = new Set(state.open);
  const rest = change(open) ?? {};
  state = { ...state, ...rest, open };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const openOverlay = (name: OverlayName) => {
  if (!state.open.has(name)) update((open) => void open.add(name));
};

export const closeOverlay = (name: OverlayName) => {
  if (!state.open.has(name)) return;
  update((open) => {
    open.delete(name);
    // Opened again later from elsewhere, Create New Customer goes back to the customer list as before.
    return name === 'createCustomer' ? { customerForProject: false } : {};
  });
};

/** Opens the New Project drawer, for `customer` when given (a customer's page), else for the one chosen before. */
export const startProject = (customer?: CustomerRecord) =>
  update((open) => {
    open.add('newProject');
    return customer ? { projectCustomer: customer } : {};
  });

/** Create New Customer from the project flow: the created customer becomes the new project's customer. */
export const createCustomerForProject = () =>
  update((open) => {
    open.add('createCustomer');
    return { customerForProject: true };
  });

/** The picked (or just created) customer is the new project's; the pickers close and the drawer shows (docs/product.md#overlays). */
export const chooseProjectCustomer = (customer: CustomerRecord) =>
  update((open) => {
    open.delete('selectCustomer');
    open.delete('createCustomer');
    open.add('newProject');
    return { projectCustomer: customer, customerForProject: false };
  });

/** Opens an overlay that acts on one project (docs/product.md#overlays: the task form is tied to the loaded project). */
export const openProjectOverlay = (name: ProjectOverlayName, projectId: string) =>
  update((open) => {
    open.add(name);
    return { projectId };
  });

/** Whether one overlay is open; re-renders when it opens or closes. */
export function useOverlayOpen(name: OverlayName): boolean {
  return useSyncExternalStore(subscribe, () => state.open.has(name));
}

export const useProjectCustomer = () => useSyncExternalStore(subscribe, () => state.projectCustomer);
export const useOverlayProjectId = () => useSyncExternalStore(subscribe, () => state.projectId);
export const useCustomerForProject = () => useSyncExternalStore(subscribe, () => state.customerForProject);

/** Back to nothing open and nothing chosen (tests start each case from here). */
export const resetOverlays = () =>
  update((open) => {
    open.clear();
    return { projectCustomer: null, projectId: null, customerForProject: false };
  });
