import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { tooManyRequests } from '../http/apiError.js';

/**
 * Failed sign-ins, counted per account and per address: slowed after a few, refused after more, for a while.
 * Per account, so that guesses spread over many addresses still stop; per address, so that one address
 * trying many accounts (a password tried on every username) stops too, after more tries, as an office shares
 * one address.
 */
export const loginThrottle = { slowAfter: 3, slowDelayMs: 1000, refuseAfter: 5, refuseAddressAfter: 20, windowMs: 15 * 60 * 1000 } as const;

/** The counters one attempt counts towards. */
export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * `account` is the account's id when the name typed is one (its username and its e-mail are one account), else
 * the name typed, so that guessing at an unknown name is held back the same way.
 */
export const throttleKeys = (account: { _id: string } | string, address: string): ThrottleKeys => ({
  account: typeof account === 'string' ? `name|${account.trim().toLowerCase()}` : `account|${account._id}`,
  address: `address|${address}`,
});

/** What `key` counted in the window of `windowMs` that is running, and since when. */
export async function recentFailures(db: Db, key: string, clock: Clock, windowMs: number = loginThrottle.windowMs) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
  if (!row || clock.now() - row.first_failed_at.getTime() > windowMs) return { failures: 0, since: undefined };
  return { failures: row.failures, since: row.first_failed_at };
}

/** When a window that started at `since` ends, in whole minutes. */
function tryAgainIn(since: Date, clock: Clock) {
  const minutes = Math.ceil((since.getTime() + loginThrottle.windowMs - clock.now()) / 60_000);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Refuses with 429 while the account or the address has failed too often in the window. */
export async function assertSignInAllowed(db: Db, keys: ThrottleKeys, clock: Clock) {
  for (const [key, limit] of [[keys.account, loginThrottle.refuseAfter], [keys.address, loginThrottle.refuseAddressAfter]] as const) {
    const { failures, since } = await recentFailures(db, key, clock);
    if (failures >= limit && since) {
      throw tooManyRequests(`Too many failed sign-ins. ${tryAgainIn(since, clock)}`);
    }
  }
}

/** Counts one under `key` in a window of `windowMs`; answers the count in its window. */
export async function countFailure(db: Db, key: string, clock: Clock, windowMs: number = loginThrottle.windowMs) {
  const now = new Date(clock.now());
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, first_failed_at: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.first_failed_at} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
        first_failed_at: sql`case when ${loginFailures.first_failed_at} < ${windowStart} then ${now} else ${loginFailures.first_failed_at} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row.failures;
}

/** Records a failure; answers how long to hold the reply, so guessing gets slow before it is refused. */
export async function recordSignInFailure(db: Db, keys: ThrottleKeys, clock: Clock): Promise<number> {
  const accountFailures = await countFailure(db, keys.account, clock);
  await countFailure(db, keys.address, clock);
  return accountFailures >= loginThrottle.slowAfter ? loginThrottle.slowDelayMs : 0;
}

/**
 * A success clears the account's count. The address's stays until its window ends: else signing in to one's
 * own account between guesses would reset it.
 */
export const clearSignInFailures = (db: Db, keys: ThrottleKeys) => db.delete(loginFailures).where(eq(loginFailures.key, keys.account));

/**
 * Requests of one kind that an address may make in the sign-in window, counted whether they succeed or not:
 * each costs the server work, or its answer tells something (whether a name is taken, an e-mail known).
 */
export interface AddressLimit {
  /** What is counted; the counter's key starts with it. */
  kind: string;
  limit: number;
  /** The 429's sentence, before when to try again. */
  refusal: string;
}

/** Sign-ups: each costs a password hash, and each answer tells whether a username or e-mail is taken. */
export const registrationLimit: AddressLimit = { kind: 'register', limit: 10, refusal: 'Too many sign-ups from this address.' };

/** Refuses with 429 once the address has made `limit` such requests in the window; counts this one. */
export async function countAddressRequest(db: Db, { kind, limit, refusal }: AddressLimit, address: string, clock: Clock) {
  const key = `${kind}|${address}`;
  const { failures: requests, since } = await recentFailures(db, key, clock);
  if (requests >= limit && since) throw tooManyRequests(`${refusal} ${tryAgainIn(since, clock)}`);
  await countFailure(db, key, clock);
}
