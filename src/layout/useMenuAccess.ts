import { usePermissions } from 'react-admin';
import { canAccessArea, isStaff } from '../../domain/access';
import { menuGroups, type MenuAccess, type MenuGroup } from './menuGroups';

interface AccountPermissions {
  roles: string[];
  permissions: string[];
}

/**
 * Whether the signed-in account may read (or write) what `access` guards, from the roles and permission tags
 * the authProvider decodes from the token: the area rules the server enforces (domain/access.ts). The menu
 * asks by area, so the items of screens not built yet show to the right people too.
 */
export function useMenuAccess(): (access: MenuAccess, action?: 'read' | 'write') => boolean {
  const { permissions } = usePermissions<AccountPermissions>();
  const roles = permissions?.roles ?? [];
  const tags = permissions?.permissions ?? [];
  return (access, action = 'read') => (access === 'staff' ? isStaff(roles) : canAccessArea(roles, tags, access, action));
}

/** The menu groups the account may see; the others are hidden (docs/product.md#roles-and-permissions). */
export function useVisibleMenuGroups(): MenuGroup[] {
  const canSee = useMenuAccess();
  return menuGroups
    .filter((group) => canSee(group.access))
    .map((group) => ({ ...group, pages: group.pages.filter((page) => !page.writersOnly || canSee(group.access, 'write')) }));
}
