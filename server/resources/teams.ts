import { resources } from '../../domain/resources.js';
import { teamCreateSchema, teamDefaults, teamLeaderIsMember, teamRecordSchema, teamUpdateSchema } from '../../domain/team.js';
import { isStaffAccount } from '../auth/accounts.js';
import { teams, users } from '../db/schema.js';
import { staffNameOf, staffNamesOf } from './computedNames.js';
import type { ResourceDefinition } from './resourceDefinition.js';

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
