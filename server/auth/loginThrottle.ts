import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { tooManyRequests } from '../http/apiError.js';

/** Failed sign-ins of one username from one address: slowed after a few, refused after more, for a while. */
export const loginThrottle = { slowAfter: 3, slowDelayMs: 1000, refuseAfter: 5, windowMs: 15 * 60 * 1000 } as const;

export const throttleKey = (username: string, address: string) => `${username.trim().toLowerCase()}|${address}`;

async function recentFailures(db: Db, key: string, clock: Clock) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
  if (!row || clock.now() - row.first_failed_at.getTime() > loginThrottle.windowMs) return { failures: 0, since: undefined };
  return { failures: row.failures, since: row.first_failed_at };
}

/** Refuses with 429 while the key has failed too often in the window. */
export async function assertSignInAllowed(db: Db, key: string, clock: Clock) {
  const { failures, since } = await recentFailures(db, key, clock);
  if (failures >= loginThrottle.refuseAfter && since) {
    const minutes = Math.ceil((since.getTime() + loginThrottle.windowMs - clock.now()) / 60_000);
    throw tooManyRequests(`Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** Records a failure; answers how long to hold the reply, so guessing gets slow before it is refused. */
export async function recordSignInFailure(db: Db, key: string, clock: Clock): Promise<number> {
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
  return row.failures >= loginThrottle.slowAfter ? loginThrottle.slowDelayMs : 0;
}

export const clearSignInFailures = (db: Db, key: string) => db.delete(loginFailures).where(eq(loginFailures.key, key));
