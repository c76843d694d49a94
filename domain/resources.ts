import type { Area } from './access.js';

/** A resource the API serves with the list protocol and the client shows as a react-admin resource. */
export interface ResourceDeclaration {
  name: string;
  area: Area;
  /** Under /api. */
  apiPath: string;
  /** The key of the list in a query answer. */
  responseKey: string;
}

export const resources = {
  customers: { name: 'customers', area: 'crm', apiPath: '/crm/customers', responseKey: 'customers' },
  projects: { name: 'projects', area: 'pm', apiPath: '/pm/projects', responseKey: 'projects' },
  contracts: { name: 'contracts', area: 'pm', apiPath: '/pm/contracts', responseKey: 'contracts' },
  tasks: { name: 'tasks', area: 'pm', apiPath: '/pm/tasks', responseKey: 'tasks' },
  teams: { name: 'teams', area: 'pm', apiPath: '/pm/teams', responseKey: 'teams' },
} as const satisfies Record<string, ResourceDeclaration>;
export type ResourceName = keyof typeof resources;

/** The keys of the statistics object (`GET /admin/statistics/all`), one per counted menu item. */
export const statisticsKeys = [
  'customers',
  'projects',
  'contracts',
  'tasks',
  'teams',
  'recipients',
  'campaigns',
  'staffs',
  'contractors',
  'users',
] as const;
export type Statistics = Record<(typeof statisticsKeys)[number], number>;
