import { useSyncExternalStore } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceName } from '../../domain/resources';
import type { CustomerRecord } from '../dataProvider';

/** The global overlays (docs/product.md#overlays) that are flows of their own rather than one resource's creation form. */
export type FlowOverlayName = 'selectCustomer' | 'createProject' | 'projectBriefing';

/**
 * An overlay that opens from any page: a flow, or a resource's creation form, named by its resource and shown as
 * its module's `createOverlay` says.
 */
export type OverlayName = FlowOverlayName | ResourceName;

export interface OpenOptions {
  /** The project the overlay acts on (New Task, New Contract, Project Briefing): the one loaded on the page. */
  project?: string;
}

export interface CreateOptions<RecordType extends RaRecord> extends OpenOptions {
  /** Takes the created record instead of the overlay's own ending: the flow that opened it goes on with it. */
  continueWith?: (record: RecordType) => void;
}

interface OverlayState {
  open: ReadonlySet<OverlayName>;
  /** The new project's customer: picked in Select A Customer, just created, or the customer whose page started it. */
  projectCustomer: CustomerRecord | null;
  /** The project the New Task, New Contract and Project Briefing overlays are for. */
  projectId: string | null;
  /** The open creation overlays whose record goes on into the flow that opened them. */
  continuations: ReadonlyMap<OverlayName, (record: RaRecord) => void>;
}

// One module-level state: the overlays are global to the app, and any page opens them without a provider.
let state: OverlayState = { open: new Set(), projectCustomer: null, projectId: null, continuations: new Map() };
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

/** Opens a flow's overlay. */
export const openOverlay = (name: FlowOverlayName, { project }: OpenOptions = {}) =>
  update((open) => {
    open.add(name);
    return project ? { projectId: project } : {};
  });

/**
 * Opens the creation overlay of `resource` over the page: the one way to create a record from anywhere. Its module
 * says how it shows (`createOverlay`).
 */
export const openCreate = <RecordType extends RaRecord = RaRecord>(resource: ResourceName, { project, continueWith }: CreateOptions<RecordType> = {}) =>
  update((open) => {
    open.add(resource);
    const continuations = new Map(state.continuations);
    // The overlay of `resource` creates records of its type.
    if (continueWith) continuations.set(resource, continueWith as (record: RaRecord) => void);
    return { continuations, ...(project ? { projectId: project } : {}) };
  });

export const closeOverlay = (name: OverlayName) => {
  if (!state.open.has(name)) return;
  update((open) => {
    open.delete(name);
    // Opened again later from elsewhere, a creation overlay ends as its own again.
    const continuations = new Map(state.continuations);
    continuations.delete(name);
    return { continuations };
  });
};

/**
 * Closes the creation overlay of `resource` once `record` is created and hands the record to the flow that opened
 * it, if one did: true then.
 */
export function closeCreated(resource: ResourceName, record: RaRecord): boolean {
  const continueWith = state.continuations.get(resource);
  closeOverlay(resource);
  continueWith?.(record);
  return continueWith !== undefined;
}

/** Opens the New Project drawer for `customer` (from a customer's page). */
export const startProject = (customer: CustomerRecord) =>
  update((open) => {
    open.add('projects');
    return { projectCustomer: customer };
  });

/** The picked (or just created) customer is the new project's; the selector closes and the drawer shows (docs/product.md#overlays). */
export const chooseProjectCustomer = (customer: CustomerRecord) =>
  update((open) => {
    open.delete('selectCustomer');
    open.add('projects');
    return { projectCustomer: customer };
  });

/** Create New Customer from the project flow: the created customer becomes the new project's customer. */
export const createCustomerForProject = () => openCreate<CustomerRecord>('customers', { continueWith: chooseProjectCustomer });

/** Whether one overlay is open; re-renders when it opens or closes. */
export function useOverlayOpen(name: OverlayName): boolean {
  return useSyncExternalStore(subscribe, () => state.open.has(name));
}

export const useProjectCustomer = () => useSyncExternalStore(subscribe, () => state.projectCustomer);
export const useOverlayProjectId = () => useSyncExternalStore(subscribe, () => state.projectId);

/** Back to nothing open and nothing chosen (tests start each case from here). */
export const resetOverlays = () =>
  update((open) => {
    open.clear();
    return { projectCustomer: null, projectId: null, continuations: new Map() };
  });
