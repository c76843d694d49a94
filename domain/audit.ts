import { z } from 'zod';

// The audit log (docs/product.md#audit-log): sign-ins, refusals and changes of who may do what. Superadmins read it.

export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'access_refused',
  'roles_changed',
  'permissions_changed',
  'active_changed',
  'password_set',
  'password_changed',
  'password_reset',
  'sessions_ended',
  'record_deleted',
  'record_restored',
  'customers_merged',
  'customers_imported',
  'customer_import_undone',
  'consent_recorded',
  'customer_exported',
  'customer_erased',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One entry as the API answers it. Never a password, a hash or a token. */
export const auditEventSchema = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  action: z.enum(auditActions),
  actor: z.string().nullable().describe('Who did it; null for a sign-in that named no account, or a reset link used unsigned'),
  actor_name: z.string().nullable(),
  subject: z.string().nullable().describe('The account it was done to'),
  subject_name: z.string().nullable(),
  login: z.string().nullable().describe('What a failed sign-in typed as the username'),
  address: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('Before and after of a change ({from, to}), what was refused ({method, url, needs}), why a sign-in failed ({reason}), an import of customers ({importId, fileName, created, …})'),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Why a sign-in failed, as its entry's `detail.reason` says. */
export const signInFailureReasons = ['unknown_account', 'wrong_password', 'inactive', 'throttled'] as const;
export type SignInFailureReason = (typeof signInFailureReasons)[number];
