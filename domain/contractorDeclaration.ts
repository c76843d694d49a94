import type { ResourceDeclaration } from './resources.js';

// Apart from the contractor's schemas (domain/contractor.ts): domain/resources.ts imports it, and the sign-in page
// loads that without zod.

/** Admin (Internal) contractors: `/admin/contractors` (SPEC §2.1, §7), superadmins only (SPEC §6). */
export const contractorDeclaration = {
  name: 'contractors',
  area: 'admin',
  apiPath: '/admin/contractors',
  responseKey: 'contractors',
  screens: { list: '/admin/contractors', record: '/admin/contractor' },
  messages: {
    'validation.contractor.name_required': 'Please input contractor name',
    'validation.contractor.type_required': 'Please select the trade',
    'validation.contractor.phone_required': 'Please input contractor phone',
    'validation.contractor.rating_range': 'A rating is a whole number from 1 to 5',
  },
} as const satisfies ResourceDeclaration;
