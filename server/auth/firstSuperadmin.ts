import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { advisoryLockKeys } from '../db/advisoryLocks.js';
import type { Db } from '../db/client.js';
import { countAccounts, createAccount } from './accounts.js';

/**
 * On an empty database, creates the first superadmin from ADMIN_USERNAME / ADMIN_PASSWORD, or with a random
 * password that is answered once (to print) and never stored in clear.
 */
export function ensureFirstSuperadmin(db: Db, username: string, password?: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLockKeys.firstSuperadmin})`);
    if ((await countAccounts(tx)) > 0) return undefined;
    const chosenPassword = password ?? randomBytes(12).toString('base64url');
    await createAccount(tx, { username, email: null, name: 'Administrator', password: chosenPassword, roles: ['superadmin'] });
    return { username, password: chosenPassword, generated: !password };
  });
}
