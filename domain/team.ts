import { z } from 'zod';
import { optionalRecordId, optionalText, recordId, requiredText, updateEnvelope } from './fields.js';

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

/** `POST /pm/teams` and `PUT /pm/teams` (DESIGN §3: a team has members, staff ids, and a leader). */
export const teamCreateSchema = z.object(teamShape).refine(teamLeaderIsMember, leaderNotMember);
export const teamUpdateSchema = z
  .object(teamShape)
  .partial()
  .extend(updateEnvelope)
  .refine((team) => team.members === undefined || teamLeaderIsMember(team), leaderNotMember);

export const teamDefaults = { members: [] as string[] } as const;

export type TeamInput = z.infer<typeof teamCreateSchema>;

export interface Team extends Omit<TeamInput, 'members'> {
  _id: string;
  members: string[];
  /** The members' names in the order of `members`, and the leader's. */
  member_names: string[];
  leader_name: string | null;
  creator: string | null;
  creator_name: string | null;
  created_at: string;
  updated_at: string;
}
