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

async function recentFailures(db: Db, key: string, clock: Clock) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
  if (!row || clock.now() - row.first_failed_at.getTime() > loginThrottle.windowMs) return { failures: 0, since: undefined };
  return { failures: row.failures, since: row.first_failed_at };
}

/** Refuses with 429 while the account or the address has failed too often in the window. */
export async function assertSignInAllowed(db: Db, keys: ThrottleKeys, clock: Clock) {
  for (const [key, limit] of [[keys.account, loginThrottle.refuseAfter], [keys.address, loginThrottle.refuseAddressAfter]] as const) {
    const { failures, since } = await recentFailures(db, key, clock);
    if (failures >= limit && since) {
      const minutes = Math.ceil((since.getTime() + loginThrottle.windowMs - clock.now()) / 60_000);
      throw tooManyRequests(`Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }
}

/** Counts one failure under `key`; answers the failures in its window. */
async function countFailure(db: Db, key: string, clock: Clock) {
  const now = new Date(clock.now());
  const windowStart = new Date(now.getTime() - loginThrottle.windowMs);
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
