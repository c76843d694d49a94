import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { countAccounts, createAccount } from './accounts.js';

/**
 * On an empty database, creates the first superadmin from ADMIN_USERNAME / ADMIN_PASSWORD, or with a random
 * password that is answered once (to print) and never stored in clear.
 */
export async function ensureFirstSuperadmin(db: Db, username: string, password?: string) {
  if ((await countAccounts(db)) > 0) return undefined;
  const chosenPassword = password ?? randomBytes(12).toString('base64url');
  await createAccount(db, { username, email: null, name: 'Administrator', password: chosenPassword, roles: ['superadmin'] });
  return { username, password: chosenPassword, generated: !password };
}
