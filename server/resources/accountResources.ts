import { sql } from 'drizzle-orm';
import { accountWriteSteps } from '../auth/accountStanding.js';
import { users } from '../db/schema.js';
import type { ResourceDefinition } from './resourceDefinition.js';

/**
 * What the resources over the accounts (`users`) share: staff (server/resources/staffs.ts) and registered users
 * (users.ts) hide the same secrets, find an account by the same names, and change one under the same account
 * rules, audit and end of sessions.
 */
export const accountResourceBasis = {
  table: users,
  // The account's own mail preferences are its owner's business (`/auth/account/mail`), not its record's.
  hidden: ['password_hash', 'session_version', 'locale', 'overdue_digest'],
  // Accounts are few (staff and the visitors who registered): a scan of an expression serves the search, without
  // the trigram and CJK indexes of the customers'.
  search: {
    text: sql`lower(concat_ws(' ', users.username, users.name, users.lastname, users.display_name, users.email))`,
  },
  computed: {
    // The creator is another account of the same table: its own alias, or the subquery reads the outer row.
    creator_name: sql<string | null>`(select coalesce(creators.display_name, creators.name, creators.username) from users creators where creators._id = users.creator)`.as(
      'creator_name',
    ),
  },
  writeSteps: accountWriteSteps,
} satisfies Partial<ResourceDefinition>;
