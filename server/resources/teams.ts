import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { closedProjectStatuses } from '../../domain/enums.js';
import { resources } from '../../domain/resources.js';
import { teamCreateSchema, teamDefaults, teamLeaderIsMember, teamRecordSchema, teamUpdateSchema } from '../../domain/team.js';
import { isStaffAccount } from '../auth/accounts.js';
import { recordColumns, users } from '../db/schema.js';
import { projectLabelOf, staffNameOf, staffNamesOf } from './computedNames.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

/** A crew that projects are given to: staff members, one of them leading (docs/product.md#teams). */
export const teams = pgTable(
  'teams',
  {
    ...recordColumns,
    name: text('name').notNull(),
    alias: text('alias'),
    members: text('members').array().notNull().default(sql`'{}'`),
    leader: text('leader').references(() => users._id, { onDelete: 'set null' }),
  },
  (t) => [
    index('teams_created_at_idx').on(t.created_at, t._id),
    index('teams_name_idx').on(t.name, t._id),
    index('teams_members_idx').using('gin', t.members),
  ],
);

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
  sample: { body: (idOf) => ({ name: 'Crew "Q" 王', alias: sampleText, members: [idOf('staffs')], leader: idOf('staffs') }) },
  deletion: {
    label: teams.name,
    refusals: [
      {
        blockers: (id) =>
          sql`select ${projectLabelOf('projects')} as name from projects where team = ${id} and status not in (${sql.join(closedProjectStatuses.map((status) => sql`${status}`), sql`, `)}) limit 3`,
        message: 'validation.trash.team_of_open_project',
      },
    ],
    // Projects that are over keep no team while it is in the trash (their foreign key sets it null), and get it back.
    relinks: [{ table: 'projects', column: 'team' }],
  },
};
