import type { ComponentType, ReactElement } from 'react';
import { ResourceContextProvider, type Identifier, type RaRecord, type TranslateFunction } from 'react-admin';
import { Navigate, Route, useNavigate } from 'react-router-dom';
import type { CountedResourceName, ResourceDeclaration, ResourceName } from '../../domain/resources';
import type { DrawerPlacement } from '../overlays/OverlayDrawer';

/** Where a resource's screens live (docs/product.md#screens-and-routes); `:id` stands for the record's id in the patterns. */
export interface RecordPaths {
  list: string;
  show: string;
  edit: string;
  showPath: (id: Identifier) => string;
  editPath: (id: Identifier) => string;
  /** Paths that lead to the list: docs/product.md#screens-and-routes names some record pages without an id ("/pm/contract"). */
  listAliases: string[];
  /** The creation page, for records created on a page of their own rather than in an overlay. */
  create?: string;
}

/** The paths of a resource's screens as its declaration names them (`screens` in domain/resources.ts). */
export function recordPaths(screens: ResourceDeclaration['screens']): RecordPaths {
  const show = `${screens.record}/:id`;
  const edit = screens.edit ?? `${screens.record}/:id/edit`;
  return {
    list: screens.list,
    show,
    edit,
    showPath: (id) => recordPath(show, id),
    editPath: (id) => recordPath(edit, id),
    listAliases: screens.recordPathLeadsToList ? [screens.record] : [],
    create: screens.create,
  };
}

/**
 * The label of a resource's menu item, which leads to its list, in the resource's own messages
 * (`src/resources/<name>/i18n.*.ts`); the item's group is its area's, its count its own in the statistics.
 */
export const menuLabelKey = (name: ResourceName) => `resources.${name}.menu_label`;

/** The label of a counted resource's dashboard card, beside its menu label. */
export const dashboardLabelKey = (name: CountedResourceName) => `resources.${name}.dashboard_label`;

/**
 * How a resource's creation form shows over any page when `openCreate(name)` opens it (docs/product.md#overlays),
 * from a list's New button, the top bar's create menu or a flow.
 */
export interface CreateOverlay {
  titleKey: string;
  /** A dialog of that width, or a drawer (docs/product.md#overlays gives the sizes). */
  placement: { dialog: 'sm' | 'md' } | DrawerPlacement;
  /** A created record leads to the resource's list (customers, projects: docs/product.md#overlays); otherwise the page stays, reloaded. */
  leadsToList?: boolean;
  /** The record is for the project loaded on the page it was opened from (`openCreate`'s `project`). */
  forLoadedProject?: boolean;
}

/**
 * What a resource folder declares (its index.ts). The routes of docs/product.md#screens-and-routes (`/crm/customers`, `/crm/customer/{id}`)
 * are not react-admin's (`/customers/{id}/show`), so the views are mounted as custom routes at `paths`, and the
 * `<Resource>` carries only the data-layer props.
 */
export interface ResourceModule<RecordType extends RaRecord = RaRecord, Name extends ResourceName = ResourceName> {
  name: Name;
  list: ComponentType;
  show: ComponentType;
  edit: ComponentType;
  /**
   * The creation form, shown in its `createOverlay` over any page, or on a page of its own (`paths.create`).
   * Absent when records come from elsewhere (accounts register themselves).
   */
  create?: ComponentType<CreateViewProps<RecordType>>;
  /** How `create` shows when opened from anywhere; absent when records are created on a page of their own only. */
  createOverlay?: CreateOverlay;
  icon: ComponentType;
  // Methods, not function properties, so that a module of any record type is a `ResourceModule`, as the registry holds them.
  /** How a record is named (breadcrumbs, titles), in the reader's language where the name has words of ours. */
  recordRepresentation(record: RecordType, translate: TranslateFunction): string;
  paths: RecordPaths;
}

/** A module whose records are created in the back office, through its `create` form. */
export type CreatingResourceModule<RecordType extends RaRecord, Name extends ResourceName> = ResourceModule<RecordType, Name> & {
  create: ComponentType<CreateViewProps<RecordType>>;
};

/** A module whose creation form opens over any page. */
export type OverlayCreatingModule = ResourceModule & Required<Pick<ResourceModule, 'create' | 'createOverlay'>>;

export const opensCreationOverlay = (module: ResourceModule): module is OverlayCreatingModule =>
  module.create !== undefined && module.createOverlay !== undefined;

export interface CreateViewProps<RecordType extends RaRecord = RaRecord> {
  onCreated(record: RecordType): void;
  onCancel: () => void;
  /** Shown on its own page (`paths.create`) rather than in an overlay. */
  onPage?: boolean;
}

/** The path of one record's page, from a route pattern of `paths`. */
export const recordPath = (pattern: string, id: Identifier) => pattern.replace(':id', encodeURIComponent(String(id)));

/** A creation form on a page of its own: a saved record is shown, a cancelled one goes back to the list. */
function CreationPage({ create: Create, paths }: Pick<CreatingResourceModule<RaRecord, ResourceName>, 'create' | 'paths'>) {
  const navigate = useNavigate();
  return <Create onPage onCreated={(record) => navigate(paths.showPath(record.id))} onCancel={() => navigate(paths.list)} />;
}

/** The routes of a resource's views, for `<CustomRoutes>`; each view knows its resource from the context. */
export function resourceRoutes({ name, list: List, show: Show, edit: Edit, create, paths }: ResourceModule): ReactElement[] {
  const routed = (view: ReactElement) => <ResourceContextProvider value={name}>{view}</ResourceContextProvider>;
  return [
    ...(paths.create && create ? [<Route key={`${name}.create`} path={paths.create} element={routed(<CreationPage create={create} paths={paths} />)} />] : []),
    <Route key={`${name}.list`} path={paths.list} element={routed(<List />)} />,
    <Route key={`${name}.show`} path={paths.show} element={routed(<Show />)} />,
    <Route key={`${name}.edit`} path={paths.edit} element={routed(<Edit />)} />,
    ...paths.listAliases.map((alias) => <Route key={alias} path={alias} element={<Navigate to={paths.list} replace />} />),
  ];
}
