import { and, arrayContains, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  accountChangeRefusal,
  accountChangeRefusals,
  type AccountChange,
  type AccountStanding,
} from '../../domain/accountRules.js';
import type { AuditAction } from '../../domain/audit.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { forbidden, notFound } from '../http/apiError.js';
import type { WriteSteps } from '../resources/resourceDefinition.js';
import { assertLoginNamesFree, forgetSessionChecks, getAccount } from './accounts.js';
import { hashPassword } from './passwords.js';
import { assertStrongPassword } from './passwordStrength.js';

// What an account may do is its standing: roles, permission tags, active flag. Staff edits and the registered
// users' detail change it through here (`accountWriteSteps`), so the rules, the audit and the end of sessions are
// the same for both.

type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

const standingColumns = { _id: users._id, roles: users.roles, permissions: users.permissions, active: users.active };

export async function accountStanding(executor: Executor, id: string): Promise<AccountStanding | undefined> {
  const [standing] = await executor.select(standingColumns).from(users).where(eq(users._id, id));
  return standing;
}

const activeSuperadmins = (executor: Executor) =>
  executor
    .select({ count: count() })
    .from(users)
    .where(and(arrayContains(users.roles, ['superadmin']), eq(users.active, true)))
    .then(([row]) => row.count);

/**
 * Refuses, with a 403 saying why and an audit entry, a change the rules forbid (domain/accountRules.ts). Asked
 * before the change's transaction opens: the refusal's entry must outlive it.
 */
async function assertAccountChangeAllowed(
  db: Db,
  request: FastifyRequest,
  targetId: string | undefined,
  change: AccountChange,
): Promise<void> {
  const target = targetId === undefined ? undefined : await accountStanding(db, targetId);
  if (targetId !== undefined && !target) throw notFound('The account');
  const refusal = accountChangeRefusal(request.account, target, change, await activeSuperadmins(db));
  if (!refusal) return;
  await recordAuditEvent(db, request, {
    action: 'access_refused',
    actor: request.account._id,
    subject: targetId,
    detail: { refusal, method: request.method, url: request.url },
  });
  throw forbidden(accountChangeRefusals[refusal]);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * The first statement of a transaction that changes an account's standing: locks the active superadmins' rows,
 * so that changes touching them take turns, and two superadmins demoting each other at once cannot both succeed.
 */
async function lockActiveSuperadmins(tx: Executor) {
  await tx
    .select({ _id: users._id })
    .from(users)
    .where(and(arrayContains(users.roles, ['superadmin']), eq(users.active, true)))
    .for('update');
}

/**
 * In the transaction that wrote an account's new standing (or created it), after `lockActiveSuperadmins`: refuses
 * if no active superadmin remains; writes an audit entry for each change of roles, permissions, active flag, and
 * for a password set by someone else; and ends the account's sessions when any of them changed. Answers whether
 * sessions ended: the caller then forgets the server's session checks of the account, once committed.
 */
async function recordStandingChange(
  tx: Executor,
  request: FastifyRequest,
  before: AccountStanding | undefined,
  after: AccountStanding,
  passwordSet: boolean,
): Promise<boolean> {
  if ((await activeSuperadmins(tx)) === 0) throw forbidden(accountChangeRefusals.last_superadmin);

  const changes: { action: AuditAction; from: unknown; to: unknown }[] = [];
  if (!sameSet(before?.roles ?? [], after.roles)) changes.push({ action: 'roles_changed', from: before?.roles ?? [], to: after.roles });
  if (before && !sameSet(before.permissions, after.permissions)) {
    changes.push({ action: 'permissions_changed', from: before.permissions, to: after.permissions });
  }
  if (before && before.active !== after.active) changes.push({ action: 'active_changed', from: before.active, to: after.active });
  for (const { action, from, to } of changes) {
    await recordAuditEvent(tx, request, { action, actor: request.account._id, subject: after._id, detail: { from, to } });
  }
  if (passwordSet) await recordAuditEvent(tx, request, { action: 'password_set', actor: request.account._id, subject: after._id });

  const endsSessions = before !== undefined && (changes.length > 0 || passwordSet);
  if (endsSessions) await endSessions(tx, after._id);
  return endsSessions;
}

/**
 * Raises the account's session version: every token it holds is refused from its next request. Once the
 * transaction commits, the caller forgets the server's session checks of the account (`forgetSessionChecks`).
 */
export async function endSessions(tx: Executor, accountId: string) {
  await tx.update(users).set({ session_version: sql`${users.session_version} + 1` }).where(eq(users._id, accountId));
}

const standingOf = (account: Record<string, unknown>): AccountStanding => ({
  _id: account._id as string,
  roles: account.roles as string[],
  permissions: account.permissions as string[],
  active: account.active as boolean,
});

/**
 * What a create or an edit of an account does besides saving fields (docs/product.md#accounts), for every resource over the
 * accounts (staff, registered users): the account rules refuse what the editor may not change (403, audited); a
 * username or e-mail another account holds is a 409 naming the field; a password set is checked for strength and
 * stored as its hash only; a change of roles, permissions, active flag or password is audited and ends the
 * account's sessions.
 */
export function accountWriteSteps(db: Db, request: FastifyRequest): WriteSteps {
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
      // The account's next request reads its new standing, not a session check kept for a second.
      if (sessionsEnded) forgetSessionChecks(db, { accountId: _id });
    },
  };
}
