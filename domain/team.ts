import { z } from 'zod';
import { optionalRecordId, optionalText, recordId, requiredText, updateEnvelope } from './fields.js';
import { recordFields } from './recordFields.js';

const teamShape = {
  name: requiredText('validation.team.name_required', 1, 50, 'validation.length_1_50'),
  alias: optionalText(50),
  members: z.array(recordId('validation.missing.staff'), { error: 'validation.invalid_value' }).max(100, { error: 'validation.too_many' }).optional(),
  leader: optionalRecordId(),
};

/** The leader, when there is one, is one of the members (checked again on the stored team by the server). */
export const teamLeaderIsMember = (team: { members?: string[] | null; leader?: string | null }) =>
  !team.leader || (team.members ?? []).includes(team.leader);

const leaderNotMember = { error: 'validation.team.leader_not_member', path: ['leader'] };

/** `POST /pm/teams` and `PUT /pm/teams` (docs/product.md#teams: a team has members, staff ids, and a leader). */
export const teamCreateSchema = z.object(teamShape).refine(teamLeaderIsMember, leaderNotMember);
export const teamUpdateSchema = z
  .object(teamShape)
  .partial()
  .extend(updateEnvelope)
  .refine((team) => team.members === undefined || teamLeaderIsMember(team), leaderNotMember);

export const teamDefaults = { members: [] as string[] } as const;

/** A team as the API answers it, with its members' names in the order of `members`, and its leader's. */
export const teamRecordSchema = z.object({
  ...recordFields,
  name: z.string(),
  alias: z.string().nullable(),
  members: z.array(z.string()).describe('Staff ids'),
  leader: z.string().nullable().describe('One of the members'),
  member_names: z.array(z.string()).describe('In the order of members'),
  leader_name: z.string().nullable(),
});

export type Team = z.infer<typeof teamRecordSchema>;
