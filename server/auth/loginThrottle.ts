import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { tooManyRequests } from '../http/apiError.js';

/**
 * Failed sign-ins (docs/accounts.md#the-sign-in-throttle), counted in the database so every server sees them. A
 * browser the account signed in from before (a known device, `knownDevices.ts`) is held to its own count only, so a
 * guesser elsewhere, or a colleague mistyping behind the office's one address, cannot lock it out. Any other
 * attempt counts per name and address (slowed, then refused), per account from anywhere (guesses spread over many
 * addresses) and per address (one password tried on many names).
 */
export const loginThrottle = {
  /** A name tried from one address, or one known device: the answer waits from the 3rd failure, doubling… */
  slowAfter: 3,
  slowDelayMs: 1000,
  maxDelayMs: 8000,
  /** …and sign-in is refused after the 5th. */
  refuseAfter: 5,
  /** One account, by browsers it does not know, from anywhere. */
  refuseAccountAfter: 10,
  /** One address, on any names, by browsers not known to them. */
  refuseAddressAfter: 20,
  windowMs: 15 * 60 * 1000,
} as const;

/** A count an attempt is held to, and where it stops. */
export interface ThrottleCounter {
  key: string;
  limit: number;
}

const nameOf = (typed: string) => typed.trim().toLowerCase();

/** The counters of a sign-in attempt, by what is known before the account is looked up and after. */
export const throttleCounters = {
  pair: (typed: string, address: string): ThrottleCounter => ({ key: `pair|${nameOf(typed)}|${address}`, limit: loginThrottle.refuseAfter }),
  address: (address: string): ThrottleCounter => ({ key: `address|${address}`, limit: loginThrottle.refuseAddressAfter }),
  /** Its username and e-mail are one account; an unknown name counts by itself. */
  account: (account: { _id: string } | undefined, typed: string): ThrottleCounter => ({
    key: account ? `account|${account._id}` : `name|${nameOf(typed)}`,
    limit: loginThrottle.refuseAccountAfter,
  }),
  device: (deviceId: string): ThrottleCounter => ({ key: `device|${deviceId}`, limit: loginThrottle.refuseAfter }),
};

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

/** Refuses with 429 while one of the counters has reached its limit in the window. */
export async function assertSignInAllowed(db: Db, counters: ThrottleCounter[], clock: Clock) {
  for (const { key, limit } of counters) {
    const { failures, since } = await recentFailures(db, key, clock);
    if (failures >= limit && since) throw tooManyRequests(`Too many failed sign-ins. ${tryAgainIn(since, clock)}`);
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

/**
 * Records a failure on each counter; answers how long to hold the reply, by the first counter's count (the name and
 * address's, or the known device's): 1 s from the 3rd failure, doubling up to 8 s, so guessing slows before it is
 * refused.
 */
export async function recordSignInFailure(db: Db, counters: ThrottleCounter[], clock: Clock): Promise<number> {
  const [first, ...others] = counters;
  const failures = await countFailure(db, first.key, clock);
  for (const { key } of others) await countFailure(db, key, clock);
  if (failures < loginThrottle.slowAfter) return 0;
  return Math.min(loginThrottle.slowDelayMs * 2 ** (failures - loginThrottle.slowAfter), loginThrottle.maxDelayMs);
}

/**
 * A success clears these counts (the name's and the account's, or the device's). The address's stays until its
 * window ends: else signing in to one's own account between guesses would reset it.
 */
export const clearSignInFailures = (db: Db, counters: ThrottleCounter[]) =>
  db.delete(loginFailures).where(inArray(loginFailures.key, counters.map(({ key }) => key)));

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
