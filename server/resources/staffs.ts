import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccountStanding } from '../../domain/accountRules.js';
import { resources } from '../../domain/resources.js';
import { staffCreateSchema, staffDefaults, staffRecordSchema, staffUpdateSchema } from '../../domain/staff.js';
import { assertAccountChangeAllowed, lockActiveSuperadmins, recordStandingChange } from '../auth/accountStanding.js';
import { assertLoginNamesFree, forgetSessionChecks, getAccount, isStaffAccount } from '../auth/accounts.js';
import { hashPassword } from '../auth/passwords.js';
import { assertStrongPassword } from '../auth/passwordStrength.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { ResourceDefinition, WriteSteps } from './resourceDefinition.js';

const standingOf = (account: Record<string, unknown>): AccountStanding => ({
  _id: account._id as string,
  roles: account.roles as string[],
  permissions: account.permissions as string[],
  active: account.active as boolean,
});

/**
 * What a staff create or edit does besides saving fields (DESIGN §3): the account rules refuse what the editor may
 * not change (403, audited); a username or e-mail another account holds is a 409 naming the field; a password
 * set is checked for strength and stored as its hash only; a change of roles, permissions, active flag or
 * password is audited and ends the account's sessions.
 */
function staffWriteSteps(db: Db, request: FastifyRequest): WriteSteps {
  let passwordSet = false;
  let sessionsEnded = false;
  return {
    async prepare({ password, ...fields }, _id) {
      const { roles, permissions, active } = fields as Partial<AccountStanding>;
      await assertAccountChangeAllowed(db, request, _id, { roles, permissions, active, password: password !== undefined });
      await assertLoginNamesFree(db, fields as { username?: string; email?: string | null }, _id);
      if (typeof password !== 'string') return fields;
      const stored = _id === undefined ? undefined : await getAccount(db, _id);
      assertStrongPassword(password, { ...stored, ...fields } as Parameters<typeof assertStrongPassword>[1], 'password');
      passwordSet = true;
      return { ...fields, password_hash: await hashPassword(password) };
    },
    begin: lockActiveSuperadmins,
    async written(tx, before, after) {
      sessionsEnded = await recordStandingChange(tx, request, before && standingOf(before), standingOf(after), passwordSet && before !== undefined);
    },
    committed(_id) {
      if (sessionsEnded) forgetSessionChecks(db, { accountId: _id });
    },
  };
}

/** Staff (SPEC §3): the accounts holding a staff role, every role but visitor (DESIGN §3 Accounts). */
export const staffResource: ResourceDefinition = {
  declaration: resources.staffs,
  table: users,
  scope: isStaffAccount,
  label: 'Staff member',
  createSchema: staffCreateSchema,
  updateSchema: staffUpdateSchema,
  defaults: staffDefaults,
  filters: {
    department: 'exact',
    job_title: 'exact',
    roles: 'anyOf',
    permissions: 'anyOf',
    active: 'exact',
    username: 'contains',
    display_name: 'contains',
    email: 'contains',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'username', 'name', 'lastname', 'display_name', 'email', 'department', 'job_title', 'active'],
  hidden: ['password_hash', 'session_version'],
  computed: {
    // The creator is another account of the same table: its own alias, or the subquery reads the outer row.
    creator_name: sql<string | null>`(select coalesce(creators.display_name, creators.name, creators.username) from users creators where creators._id = users.creator)`.as(
      'creator_name',
    ),
  },
  writeSteps: staffWriteSteps,
  recordSchema: staffRecordSchema,
};
