import type { ResourceDeclaration } from './resources.js';

// Apart from the group's schemas (domain/recipientGroup.ts): domain/resources.ts imports it, and the sign-in page
// loads that without zod.

/** Marketing's recipient groups (SPEC §2.1, §7): created and edited on pages of their own. */
export const recipientGroupDeclaration = {
  name: 'recipients',
  area: 'marketing',
  apiPath: '/marketing/recipients',
  responseKey: 'recipients',
  // SPEC §2.1 names the group's page /marketing/recipient, without an id: it leads to the list.
  screens: {
    list: '/marketing/recipients',
    record: '/marketing/recipient',
    recordPathLeadsToList: true,
    edit: '/marketing/recipients/edit/:id',
    create: '/marketing/recipients/create',
  },
  messages: {
    'validation.recipient_group.name_required': 'Please input group name',
  },
} as const satisfies ResourceDeclaration;
