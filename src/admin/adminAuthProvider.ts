import type { AuthProvider } from 'ra-core';
import { canAccessArea, isStaff, type Area } from '../../domain/access';
import { listDeclarations } from '../../domain/resources';
import { authProvider, readSession } from '../authProvider';

/** Pages that belong to no area; every staff member sees them. */
const staffPages = new Set(['dashboard']);

/** Pages that are no resource but belong to an area: read by those who may read it, changed by those who may write. */
const areaPages: Partial<Record<string, Area>> = { settings: 'system', schedule: 'marketing' };

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
  const area = areaPages[resource] ?? (Object.hasOwn(listDeclarations, resource) ? listDeclarations[resource].area : undefined);
  if (!area) return false;
  return canAccessArea(roles, permissions, area, readActions.has(action) ? 'read' : 'write');
}

/**
 * The admin app's provider: the public pages' one, and what each account may reach. Apart from it because that
 * needs every resource's declaration, which the sign-in page has no use for.
 */
export const adminAuthProvider = {
  ...authProvider,
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const session = readSession();
    return !!session && canAccessResource(session.roles, session.permissions, resource, action);
  },
} satisfies AuthProvider;
