import type { EnumName } from '../enumLabels';

/** The enumeration (domain/enums.ts) behind each of the staff's enum fields, whose labels live under `enums.<name>`. */
export const staffEnumFields = {
  department: 'departments',
  job_title: 'jobTitles',
  roles: 'staffRoles',
  permissions: 'permissionTags',
} as const satisfies Record<string, EnumName>;
