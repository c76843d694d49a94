import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResets, users } from '../db/schema.js';
import { validationText } from '../../domain/validationMessages.js';
import { ApiError } from '../http/apiError.js';
import { changePassword } from './accounts.js';
import { assertStrongPassword } from './passwordStrength.js';

/** How long a reset link works, and how many links one account is sent in that time at most. */
export const passwordResetLimits = { validMs: 60 * 60 * 1000, linksPerAccount: 3 } as const;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use reset token for the active account with this e-mail, or undefined when there is none or it
 * was sent enough links within the hour. Only the token's hash is stored: the database never holds a link that
 * works.
 */
export async function issuePasswordReset(db: Db, email: string) {
  const [account] = await db
    .select({ _id: users._id, name: sql<string>`coalesce(${users.display_name}, ${users.name}, ${users.username})`, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.active, true)));
  if (!account?.email) return undefined;
  const windowStart = new Date(Date.now() - passwordResetLimits.validMs);
  const [recent] = await db
    .select({ links: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.user_id, account._id), gt(passwordResets.created_at, windowStart)));
  if (recent.links >= passwordResetLimits.linksPerAccount) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    token_hash: tokenHash(token),
    user_id: account._id,
    expires_at: new Date(Date.now() + passwordResetLimits.validMs),
  });
  return { token, account: { ...account, email: account.email } };
}

const invalidLink = () => new ApiError(400, 'RESET_LINK_INVALID', validationText('validation.auth.reset_link_invalid'));

/** The links that still work: this token's, unused, unexpired. */
const usableLink = (token: string) =>
  and(eq(passwordResets.token_hash, tokenHash(token)), isNull(passwordResets.used_at), gt(passwordResets.expires_at, sql`now()`));

/**
 * Sets the password of the account a valid, unused, unexpired token names; the token and the account's other
 * links stop working, and so does every session of the account. A weak password is refused before the link is
 * used, so that it still works for a better one.
 */
export async function resetPassword(db: Db, token: string, password: string) {
  const [holder] = await db
    .select({ username: users.username, name: users.name, display_name: users.display_name, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users._id, passwordResets.user_id))
    .where(usableLink(token));
  if (!holder) throw invalidLink();
  assertStrongPassword(password, holder, 'password');
  const [used] = await db
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(usableLink(token))
    .returning({ user_id: passwordResets.user_id });
  if (!used) throw invalidLink();
  const [account] = await db.select({ active: users.active }).from(users).where(eq(users._id, used.user_id));
  if (!account?.active) throw invalidLink();
  await changePassword(db, used.user_id, password);
  await db.update(passwordResets).set({ used_at: sql`now()` }).where(and(eq(passwordResets.user_id, used.user_id), isNull(passwordResets.used_at)));
  return used.user_id;
}
