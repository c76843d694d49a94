import type { RaRecord } from 'react-admin';
import { resources, type ResourceName } from '../../domain/resources';
import type { ResourceModule } from './resourceModule';

/** Every folder of src/resources whose index.ts is a resource's module, found by the build: no list kept by hand. */
const moduleFiles = import.meta.glob<ResourceModule<RaRecord, ResourceName>>('./*/index.ts', { eager: true, import: 'default' });
const modulesByName = new Map(Object.values(moduleFiles).map((module) => [module.name, module]));

/**
 * The client module of every resource of domain/resources.ts, in its order: the app's `<Resource>`s, routes, menu
 * items and breadcrumbs are derived from it. A declared resource without a folder stops the app at once.
 */
export const resourceModules: ResourceModule[] = Object.values(resources).map(({ name }) => {
  const module = modulesByName.get(name);
  if (!module) throw new Error(`src/resources/${name}/index.ts is missing: every resource of domain/resources.ts has a module`);
  return module;
});
