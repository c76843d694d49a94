import { z } from 'zod';
import { staffRoles } from './enums.js';
import { updateEnvelope } from './fields.js';
import { moment, recordFields } from './recordFields.js';
import { accessShape } from './staff.js';

// Registered users (/admin/users: docs/product.md#screens-and-routes, #api): every account, visitors included. A superadmin grants
// roles and permission tags and activates or deactivates an account here; names and contacts are the owner's
// (their profile) or, for staff, the staff screens'.

/** What the user detail changes of an account: who it is to the business. */
export const registeredUserShape = accessShape(staffRoles);

/** The user detail's form. */
export const registeredUserFormSchema = z.object(registeredUserShape);

/** `PUT /admin/users`: `_id`, the `updated_at` it was read at, and the changed fields. */
export const registeredUserUpdateSchema = z.object(registeredUserShape).partial().extend(updateEnvelope);

/** An account as `/admin/users` answers it: never its password hash or session version. */
export const registeredUserRecordSchema = z.object({
  ...recordFields,
  username: z.string(),
  name: z.string().nullable(),
  display_name: z.string().nullable().describe('The name the account is shown by'),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  active: z.boolean(),
  last_sign_in_at: moment.nullable().describe('The last successful sign-in, from the audit log'),
});

export type RegisteredUser = z.infer<typeof registeredUserRecordSchema>;
