import type { ComponentType, ReactElement } from 'react';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { Route } from 'react-router-dom';

/**
 * What a resource folder declares (its index.ts). The SPEC's routes (`/crm/customers`, `/crm/customer/{id}`)
 * are not react-admin's (`/customers/{id}/show`), so the views are mounted as custom routes at `paths`, and the
 * `<Resource>` carries only the data-layer props.
 */
export interface ResourceModule<RecordType extends RaRecord = RaRecord> {
  name: string;
  list: ComponentType;
  show: ComponentType;
  edit: ComponentType;
  /** The creation form; SPEC §2.5 shows it in a global overlay rather than on a route. */
  create: ComponentType<CreateViewProps<RecordType>>;
  icon: ComponentType;
  recordRepresentation: (record: RecordType) => string;
  /** Route patterns; `:id` stands for the record's id. */
  paths: { list: string; show: string; edit: string };
}

export interface CreateViewProps<RecordType extends RaRecord = RaRecord> {
  onCreated: (record: RecordType) => void;
  onCancel: () => void;
}

/** The path of one record's page, from a route pattern of `paths`. */
export const recordPath = (pattern: string, id: RaRecord['id']) => pattern.replace(':id', encodeURIComponent(String(id)));

/** The routes of a resource's views, for `<CustomRoutes>`; each view knows its resource from the context. */
export function resourceRoutes<RecordType extends RaRecord>({
  name,
  list: List,
  show: Show,
  edit: Edit,
  paths,
}: ResourceModule<RecordType>): ReactElement[] {
  const routed = (View: ComponentType) => (
    <ResourceContextProvider value={name}>
      <View />
    </ResourceContextProvider>
  );
  return [
    <Route key={`${name}.list`} path={paths.list} element={routed(List)} />,
    <Route key={`${name}.show`} path={paths.show} element={routed(Show)} />,
    <Route key={`${name}.edit`} path={paths.edit} element={routed(Edit)} />,
  ];
}
