import { resources, type ResourceName } from '../../domain/resources';
import { recordPaths, type RecordPaths } from './resourceModule';

/**
 * Where each resource's screens live (its `screens` in domain/resources.ts), apart from the modules: a view links
 * to records (its own, another resource's) without importing the module that loads it lazily.
 */
export const resourcePaths = Object.fromEntries(Object.values(resources).map(({ name, screens }) => [name, recordPaths(screens)])) as Record<
  ResourceName,
  RecordPaths
>;
