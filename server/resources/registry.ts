import { resources } from '../../domain/resources.js';
import { campaignResource } from './campaigns.js';
import { contractorResource } from './contractors.js';
import { contractResource } from './contracts.js';
import { customerResource } from './customers.js';
import { projectResource } from './projects.js';
import { quoteResource } from './quotes.js';
import { recipientGroupResource } from './recipientGroups.js';
import type { ResourceDefinition } from './resourceDefinition.js';
import { staffResource } from './staffs.js';
import { taskResource } from './tasks.js';
import { teamResource } from './teams.js';
import { userResource } from './users.js';

/**
 * The definition serving each resource of `domain/resources.ts`, keyed by its name: the compiler refuses a
 * declared resource without one and a definition of no declared resource. The resource routes, the statistics'
 * counts and the record answers test walk this record, so a new entity is served, counted and tested from here.
 */
export const resourceDefinitions = {
  customers: customerResource,
  projects: projectResource,
  contracts: contractResource,
  quotes: quoteResource,
  tasks: taskResource,
  teams: teamResource,
  contractors: contractorResource,
  staffs: staffResource,
  recipients: recipientGroupResource,
  users: userResource,
  campaigns: campaignResource,
} satisfies Record<keyof typeof resources, ResourceDefinition>;

export const registeredResources: ResourceDefinition[] = Object.values(resourceDefinitions);
