import type { PermissionTag, StaffRole } from './enums.js';

/** The areas of the product; each resource and route belongs to one. */
export const areas = ['crm', 'pm', 'marketing', 'system', 'admin'] as const;
export type Area = (typeof areas)[number];

export type AccessLevel = 'none' | 'read' | 'write';
export type AreaAccess = Record<Area, AccessLevel>;

const none: AreaAccess = { crm: 'none', pm: 'none', marketing: 'none', system: 'none', admin: 'none' };

/** What each role may do in each area before permission tags narrow it (docs/product.md#roles-and-permissions). */
const roleAccess: Record<StaffRole, AreaAccess> = {
  superadmin: { crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'write' },
  admin: { crm: 'write', pm: 'write', marketing: 'write', system: 'write', admin: 'none' },
  manager: { crm: 'write', pm: 'write', marketing: 'write', system: 'read', admin: 'none' },
  employee: { crm: 'write', pm: 'write', marketing: 'write', system: 'read', admin: 'none' },
  Worker: { ...none, pm: 'write' },
  visitor: none,
};

const rank: Record<AccessLevel, number> = { none: 0, read: 1, write: 2 };
const higher = (a: AccessLevel, b: AccessLevel) => (rank[a] >= rank[b] ? a : b);

const isAdminRole = (role: string) => role === 'superadmin' || role === 'admin';

/**
 * The access an account has to each area: the best its roles give, narrowed for non-admin staff by
 * permission tags (`crm`, `pm`, `marketing`, `system` keep only those areas; `all`, `default` or none keep all).
 */
export function areaAccess(roles: readonly string[], permissions: readonly string[] = []): AreaAccess {
  const access = { ...none };
  for (const role of roles) {
    const given = roleAccess[role as StaffRole];
    if (!given) continue;
    for (const area of areas) access[area] = higher(access[area], given[area]);
  }
  if (roles.some(isAdminRole)) return access;
  const narrowing = areas.filter((area) => permissions.includes(area));
  const tagsKeepAll: readonly PermissionTag[] = ['all', 'default'];
  if (narrowing.length === 0 || permissions.some((tag) => tagsKeepAll.includes(tag as PermissionTag))) return access;
  for (const area of areas) if (!narrowing.includes(area)) access[area] = 'none';
  return access;
}

export const canAccessArea = (
  roles: readonly string[],
  permissions: readonly string[],
  area: Area,
  action: 'read' | 'write',
): boolean => rank[areaAccess(roles, permissions)[area]] >= rank[action];

/** Staff are accounts holding any role but visitor; they see the dashboard and the menu badges. */
export const isStaff = (roles: readonly string[]) => roles.some((role) => role !== 'visitor' && role in roleAccess);
