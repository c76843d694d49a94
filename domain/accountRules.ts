// Who may change whose roles, permissions, active flag and password (docs/product.md#sessions). The server applies these on
// every call that changes an account; the screens use them to leave out controls that would be refused.

/** The roles only a superadmin grants or removes. */
export const elevatedRoles: readonly string[] = ['superadmin', 'admin'];

const holdsElevatedRole = (roles: readonly string[]) => roles.some((role) => elevatedRoles.includes(role));

export interface AccountActor {
  _id: string;
  roles: readonly string[];
}

/** An account as it stands before the change; absent when the change creates it. */
export interface AccountStanding {
  _id: string;
  roles: readonly string[];
  permissions: readonly string[];
  active: boolean;
}

/** What a call would change of an account; absent fields stay as they are. */
export interface AccountChange {
  roles?: readonly string[];
  permissions?: readonly string[];
  active?: boolean;
  /** A new password set for someone else. */
  password?: boolean;
}

export type AccountChangeRefusal = 'own_standing' | 'own_password' | 'elevated_role' | 'elevated_account' | 'last_superadmin';

/** The sentence a refused change answers with (403). */
export const accountChangeRefusals: Record<AccountChangeRefusal, string> = {
  own_standing: 'You cannot change your own roles, permissions or active flag.',
  own_password: 'Change your own password from your profile.',
  elevated_role: 'Only a superadmin can grant or remove the admin or superadmin role.',
  elevated_account: 'Only a superadmin can manage an admin or superadmin account.',
  last_superadmin: 'The last active superadmin cannot be demoted or deactivated.',
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value)) && b.every((value) => a.includes(value));

/** The roles a change grants or removes: those in one of the two lists and not the other. */
const changedRoles = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((role) => !before.includes(role)),
  ...before.filter((role) => !after.includes(role)),
];

/**
 * Why `actor` may not make `change` to `target`, or create an account with it when `target` is absent; undefined
 * when it may. Any edit of an account asks, its other fields included (`change` then holds none of these).
 * `activeSuperadmins` counts the active superadmins, `target` included. Only what really changes counts:
 * sending an account's own roles back unchanged is no change of roles.
 */
export function accountChangeRefusal(
  actor: AccountActor,
  target: AccountStanding | undefined,
  change: AccountChange,
  activeSuperadmins: number,
): AccountChangeRefusal | undefined {
  const rolesBefore = target?.roles ?? [];
  const rolesAfter = change.roles ?? rolesBefore;
  const rolesChanged = !sameSet(rolesBefore, rolesAfter);

  if (target && target._id === actor._id) {
    if (change.password) return 'own_password';
    const permissionsChanged = change.permissions !== undefined && !sameSet(target.permissions, change.permissions);
    const activeChanged = change.active !== undefined && change.active !== target.active;
    if (rolesChanged || permissionsChanged || activeChanged) return 'own_standing';
    // The rest of one's own record (name, phone…) is one's own to keep.
    return undefined;
  }
  if (actor.roles.includes('superadmin')) {
    const wasActiveSuperadmin = target !== undefined && target.active && rolesBefore.includes('superadmin');
    const staysActiveSuperadmin = rolesAfter.includes('superadmin') && (change.active ?? target?.active ?? true);
    if (wasActiveSuperadmin && !staysActiveSuperadmin && activeSuperadmins <= 1) return 'last_superadmin';
    return undefined;
  }
  if (holdsElevatedRole(rolesBefore)) return 'elevated_account';
  if (holdsElevatedRole(changedRoles(rolesBefore, rolesAfter))) return 'elevated_role';
  return undefined;
}
