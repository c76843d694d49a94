import { z } from 'zod';
import { resources } from '../../domain/resources.js';
import { teamCreateSchema, teamDefaults, teamLeaderIsMember, teamUpdateSchema } from '../../domain/team.js';
import { isStaffAccount } from '../auth/accounts.js';
import { teams, users } from '../db/schema.js';
import { staffNameOf, staffNamesOf } from './computedNames.js';
import type { ResourceDefinition } from './resourceDefinition.js';
import { recordFields } from './responseSchemas.js';

export const teamRecordSchema = z.object({
  ...recordFields,
  name: z.string(),
  alias: z.string().nullable(),
  members: z.array(z.string()).describe('Staff ids'),
  leader: z.string().nullable().describe('One of the members'),
  member_names: z.array(z.string()).describe('In the order of members'),
  leader_name: z.string().nullable(),
});

const staff = { table: users, missing: 'validation.missing.staff', where: isStaffAccount } as const;

export const teamResource: ResourceDefinition = {
  declaration: resources.teams,
  table: teams,
  label: 'Team',
  createSchema: teamCreateSchema,
  updateSchema: teamUpdateSchema,
  defaults: teamDefaults,
  filters: { members: 'anyOf', leader: 'exact', name: 'contains', created_at: 'range' },
  sorts: ['created_at', 'updated_at', 'name', 'alias'],
  computed: {
    member_names: staffNamesOf('teams.members').as('member_names'),
    leader_name: staffNameOf('teams.leader').as('leader_name'),
    creator_name: staffNameOf('teams.creator').as('creator_name'),
  },
  references: { members: staff, leader: staff },
  invariants: [{ holds: teamLeaderIsMember, field: 'leader', message: 'validation.team.leader_not_member' }],
  recordSchema: teamRecordSchema,
};
