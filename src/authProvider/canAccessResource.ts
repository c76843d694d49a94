import { canAccessArea, isStaff } from '../../domain/access';
import { resources } from '../../domain/resources';

/** Pages that belong to no area; every staff member sees them. */
const staffPages = new Set(['dashboard']);

const readActions = new Set(['list', 'show', 'read', 'export']);

/**
 * Whether an account may do `action` on `resource`, from its roles and permission tags alone (the server
 * enforces the same rules; the client only hides what would be refused).
 */
export function canAccessResource(
  roles: readonly string[],
  permissions: readonly string[],
  resource: string,
  action: string,
): boolean {
  if (staffPages.has(resource)) return isStaff(roles);
  const declaration = resources[resource as keyof typeof resources];
  if (!declaration) return false;
  return canAccessArea(roles, permissions, declaration.area, readActions.has(action) ? 'read' : 'write');
}
