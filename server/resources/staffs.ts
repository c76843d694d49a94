import { resources } from '../../domain/resources.js';
import { staffCreateSchema, staffDefaults, staffRecordSchema, staffUpdateSchema } from '../../domain/staff.js';
import { isStaffAccount } from '../auth/accounts.js';
import { accountResourceBasis } from './accountResources.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

/** Staff (docs/product.md#staff): the accounts holding a staff role, every role but visitor (docs/product.md#accounts). */
export const staffResource: ResourceDefinition = {
  ...accountResourceBasis,
  declaration: resources.staffs,
  scope: isStaffAccount,
  label: 'Staff member',
  createSchema: staffCreateSchema,
  updateSchema: staffUpdateSchema,
  defaults: staffDefaults,
  filters: {
    department: 'exact',
    job_title: 'exact',
    roles: 'anyOf',
    permissions: 'anyOf',
    active: 'exact',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'username', 'name', 'lastname', 'display_name', 'email', 'department', 'job_title', 'active'],
  // Raw values under field names, as the customers' export writes them.
  exportColumns: [
    'username',
    'name',
    'lastname',
    'display_name',
    'email',
    'phone',
    'extension',
    'department',
    'job_title',
    'location',
    'address',
    'roles',
    'permissions',
    'active',
    'note',
    'creator_name',
    'created_at',
    'updated_at',
  ],
  recordSchema: staffRecordSchema,
  sample: {
    body: () => ({
      username: 'sample.staff',
      name: 'Wei "Q"',
      display_name: '王 "Q" 🏠',
      email: 'sample.staff@example.com',
      password: 'violet kettle harbour 42',
      bio: sampleText,
      note: sampleText,
    }),
  },
};
