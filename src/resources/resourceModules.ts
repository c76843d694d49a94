import type { RaRecord } from 'react-admin';
import type { ResourceName } from '../../domain/resources';
import contracts from './contracts';
import customers from './customers';
import projects from './projects';
import type { ResourceModule } from './resourceModule';
import tasks from './tasks';
import teams from './teams';

/**
 * The client module of every resource of domain/resources.ts, one entry each (a missing one does not compile).
 * The app's `<Resource>`s, routes, menu items and breadcrumbs are derived from it, in this order.
 */
const modulesByName: { [Name in ResourceName]: ResourceModule<RaRecord, Name> } = { customers, projects, contracts, tasks, teams };

export const resourceModules: ResourceModule[] = Object.values(modulesByName);
