import { and, arrayOverlaps, asc, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import { staffRoles } from '../../domain/enums.js';
import type { MailPreferences } from '../../domain/profile.js';
import type { ChangeNotices } from '../db/changeNotices.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { builtStatement, preparedSelect } from '../db/preparedStatements.js';
import { revokedTokens, users } from '../db/schema.js';
import { ApiError, notFound } from '../http/apiError.js';
import { hashPassword } from './passwords.js';

const { password_hash: _passwordHash, session_version: _sessionVersion, ...publicColumns } = getTableColumns(users);

/** Accounts holding a staff role (any but visitor): who may be a task participant, a specialist or a team member. */
export const isStaffAccount = arrayOverlaps(
  users.roles,
  staffRoles.filter((role) => role !== 'visitor'),
);

/** The name staff see for an account. */
export const accountShownName = sql<string>`coalesce(${users.display_name}, ${users.name}, ${users.username})`;

/** Every active staff account by the name staff see, for the staff pickers of the PM forms. */
export function activeStaff(db: Db) {
  return db
    .select({ _id: users._id, name: accountShownName })
    .from(users)
    .where(and(isStaffAccount, eq(users.active, true)))
    .orderBy(sql`lower(${accountShownName})`, asc(users._id));
}

/** An account as the API shows it: never its password hash. */
export type Account = typeof users.$inferSelect extends infer A ? Omit<A, 'password_hash' | 'session_version'> : never;

/** What account reads and writes run on: the database or a transaction. */
type Executor = Pick<Db, 'select' | 'insert'>;

export async function getAccount(db: Executor, id: string): Promise<Account | undefined> {
  const [account] = await db.select(publicColumns).from(users).where(eq(users._id, id));
  return account;
}

/** The account a sign-in names, by username or e-mail, case-insensitively. */
export async function findAccountForSignIn(db: Db, login: string) {
  const [account] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return account;
}

/** What every authenticated request checks: the account's current roles and whether the token still holds. */
export async function sessionState(db: Db, id: string, jti: string) {
  // Built once: this runs on every request.
  const statement = builtStatement(db, 'session state', 'once', (name) =>
    preparedSelect(
      db,
      name,
      {
        _id: users._id,
        username: users.username,
        roles: users.roles,
        permissions: users.permissions,
        active: users.active,
        session_version: users.session_version,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      },
      (select) => select.from(users).where(eq(users._id, sql.placeholder('id'))),
    ),
  );
  const [state] = await statement.execute({ id, jti });
  return state;
}

export type SessionState = Awaited<ReturnType<typeof sessionState>>;

/**
 * How long one session check serves a token's requests. Under load a token's requests share a check instead of
 * each running one (on the embedded database a fifth of a list request's time). What this server changes
 * (sign-out, password, profile) is forgotten at once; what another server on the same PostgreSQL or SQL by hand
 * changes, as soon as its notice arrives (`followSessionChanges`).
 */
export const sessionCheckTtlMs = 1000;

/** Checks by token id, per database, with the time each was started. */
const sessionChecks = new WeakMap<Db, Map<string, { accountId: string; startedAt: number; state: Promise<SessionState> }>>();

/**
 * `sessionState`, run at most once per token in `sessionCheckTtlMs`; requests that arrive together share one.
 * `reuse` false runs it for every request: while notices of other servers' changes may be missed.
 */
export function checkedSessionState(db: Db, id: string, jti: string, now: number, reuse = true): Promise<SessionState> {
  let checks = sessionChecks.get(db);
  if (!checks) sessionChecks.set(db, (checks = new Map()));
  const kept = checks.get(jti);
  if (reuse && kept && kept.accountId === id && now - kept.startedAt < sessionCheckTtlMs) return kept.state;
  // Tokens stop asking when their tabs close: drop what has run out before the map grows.
  if (checks.size >= 1000) for (const [key, check] of checks) if (now - check.startedAt >= sessionCheckTtlMs) checks.delete(key);
  const state = sessionState(db, id, jti);
  const check = { accountId: id, startedAt: now, state };
  checks.set(jti, check);
  state.catch(() => checks.get(jti) === check && checks.delete(jti));
  return state;
}

/** Ends the reuse of session checks: of one token, of every token of an account, or of all. */
export function forgetSessionChecks(db: Db, which: { jti: string } | { accountId: string } | 'all') {
  const checks = sessionChecks.get(db);
  if (!checks) return;
  if (which === 'all') checks.clear();
  else if ('jti' in which) checks.delete(which.jti);
  else for (const [jti, check] of checks) if (check.accountId === which.accountId) checks.delete(jti);
}

/** Where the database tells of sign-outs and changes of an account's standing (migration 0038_session_change_notices). */
const sessionChangesChannel = 'session_changes';

/**
 * Forgets the session checks a change through another server on the same PostgreSQL makes stale, as its notice
 * arrives: `token:<jti>` a sign-out, `account:<id>` new roles, permissions, active flag, session version or username.
 */
export function followSessionChanges(db: Db, notices: ChangeNotices) {
  return notices.listen(sessionChangesChannel, {
    notice(payload) {
      const [, kind, id] = /^(token|account):(.*)$/.exec(payload) ?? [];
      if (kind) forgetSessionChecks(db, kind === 'token' ? { jti: id } : { accountId: id });
    },
    missed: () => forgetSessionChecks(db, 'all'),
  });
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expires_at: expiresAt }).onConflictDoNothing();
  forgetSessionChecks(db, { jti });
  // Expired tokens are refused anyway: keep the table small.
  await db.delete(revokedTokens).where(sql`${revokedTokens.expires_at} < now()`);
}

export interface NewAccount {
  username: string;
  email: string | null;
  password: string;
  name: string | null;
  roles: string[];
  creator?: string;
}

/** A username or e-mail another account holds, regardless of case, is a 409 naming the field. */
export async function assertLoginNamesFree(db: Executor, { username, email }: { username?: string; email?: string | null }, exceptId?: string) {
  if (!username && !email) return;
  const [taken] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(username ? sql`lower(${users.username}) = lower(${username})` : undefined, email ? sql`lower(${users.email}) = lower(${email})` : undefined),
        exceptId ? ne(users._id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!taken) return;
  const [field, code, message] =
    username && taken.username.toLowerCase() === username.toLowerCase()
      ? (['username', 'USERNAME_TAKEN', 'This username is already taken.'] as const)
      : (['email', 'EMAIL_TAKEN', 'This email is already in use.'] as const);
  throw new ApiError(409, code, message, [{ path: field, message }]);
}

/** Creates an account; a username or e-mail already in use is a 409. */
export async function createAccount(db: Executor, account: NewAccount): Promise<Account> {
  await assertLoginNamesFree(db, account);
  const _id = newId();
  await db.insert(users).values({
    _id,
    username: account.username,
    email: account.email,
    name: account.name,
    display_name: account.name,
    password_hash: await hashPassword(account.password),
    roles: account.roles,
    creator: account.creator ?? null,
  });
  return (await getAccount(db, _id))!;
}

export interface ProfileChange {
  username: string;
  /** The name the account is shown by. */
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
}

/** Saves what a person changed of their own account; another account's username or e-mail is a 409. */
export async function updateProfile(db: Db, id: string, profile: ProfileChange): Promise<void> {
  await assertLoginNamesFree(db, profile, id);
  const { name, ...rest } = profile;
  await db
    .update(users)
    .set({ ...rest, display_name: name, name: sql`coalesce(${users.name}, ${name})`, updated_at: sql`now()` })
    .where(eq(users._id, id));
  forgetSessionChecks(db, { accountId: id });
}

/** What the back office e-mails the account (docs/pm.md#reminders-and-the-daily-digest). */
export async function readMailPreferences(db: Db, id: string): Promise<MailPreferences> {
  const [preferences] = await db.select({ locale: users.locale, overdue_digest: users.overdue_digest }).from(users).where(eq(users._id, id));
  if (!preferences) throw notFound('The account');
  return preferences;
}

export async function saveMailPreferences(db: Db, id: string, preferences: MailPreferences): Promise<MailPreferences> {
  await db.update(users).set(preferences).where(eq(users._id, id));
  return readMailPreferences(db, id);
}

/** A new password ends every session of the account: tokens issued before carry an older session version. */
export async function changePassword(db: Db, id: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password), session_version: sql`${users.session_version} + 1`, updated_at: sql`now()` })
    .where(eq(users._id, id));
  forgetSessionChecks(db, { accountId: id });
}

/** The account with what signing its token needs, by id. */
export async function findAccountById(db: Db, id: string) {
  const [account] = await db.select().from(users).where(eq(users._id, id));
  return account;
}

export async function countAccounts(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row.count;
}
