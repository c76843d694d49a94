import type { ResourceName } from '../../domain/resources';
import { recordPaths, type RecordPaths } from './resourceModule';

/**
 * Where each resource's screens live (SPEC §2.1), apart from the modules: a view links to records (its own, another
 * resource's) without importing the module that loads it lazily.
 */
export const resourcePaths = {
  customers: recordPaths('/crm/customers', '/crm/customer'),
  projects: recordPaths('/pm/projects', '/pm/project'),
  contracts: recordPaths('/pm/contracts', '/pm/contract', { recordPathLeadsToList: true }),
  tasks: recordPaths('/pm/tasks', '/pm/task', { recordPathLeadsToList: true }),
  teams: recordPaths('/pm/teams', '/pm/team', { recordPathLeadsToList: true }),
} satisfies Record<ResourceName, RecordPaths>;
