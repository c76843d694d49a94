import { sql } from 'drizzle-orm';
import { registeredUserRecordSchema, registeredUserUpdateSchema } from '../../domain/registeredUser.js';
import { resources } from '../../domain/resources.js';
import { accountResourceBasis } from './accountResources.js';
import type { ResourceDefinition } from './resourceDefinition.js';

/** The last successful sign-in of the account a select reads (`users`), from the audit log, as the API writes moments. */
const lastSignInAt = sql<string | null>`(select to_char(max(audit_events.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from audit_events where audit_events.subject = users._id and audit_events.action = 'sign_in')`;

/**
 * `/admin/users` (docs/product.md#api): every account, visitors included, served by the generic resource service. Accounts
 * are created by registration (or the staff screens), never here. A superadmin grants roles and permission tags
 * and activates or deactivates accounts, under the account rules of every account edit (`accountWriteSteps`).
 */
export const userResource: ResourceDefinition = {
  ...accountResourceBasis,
  declaration: resources.users,
  label: 'Account',
  updateSchema: registeredUserUpdateSchema,
  defaults: {},
  filters: { roles: 'anyOf', permissions: 'anyOf', active: 'exact', created_at: 'range' },
  sorts: ['created_at', 'updated_at', 'username', 'name', 'display_name', 'email'],
  computed: { ...accountResourceBasis.computed, last_sign_in_at: lastSignInAt.as('last_sign_in_at') },
  // The staff screens' fields stay there.
  hidden: [...accountResourceBasis.hidden, 'lastname', 'extension', 'department', 'job_title', 'location', 'address', 'bio', 'note'],
  recordSchema: registeredUserRecordSchema,
};
