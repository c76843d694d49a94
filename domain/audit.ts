// The audit log (DESIGN §3): sign-ins, refusals and changes of who may do what. Superadmins read it.

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
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One entry as the API answers it. Never a password, a hash or a token. */
export interface AuditEvent {
  _id: string;
  at: string;
  action: AuditAction;
  /** Who did it; null for a sign-in that named no account, or a reset link's owner acting unsigned. */
  actor: string | null;
  actor_name: string | null;
  /** The account it was done to. */
  subject: string | null;
  subject_name: string | null;
  /** What a failed sign-in typed as the username. */
  login: string | null;
  address: string | null;
  user_agent: string | null;
  /** Before and after of a change (`{from, to}`), or what was refused (`{method, url, needs}`). */
  detail: Record<string, unknown> | null;
}
