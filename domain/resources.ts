import type { Area } from './access.js';

/** A resource the API serves with the list protocol and the client shows as a react-admin resource. */
export interface ResourceDeclaration {
  name: string;
  area: Area;
  /** Under /api. */
  apiPath: string;
  /** The key of the list in a query answer. */
  responseKey: string;
  /**
   * Its screens (docs/product.md#screens-and-routes): the list, and the record page at `record`/{id}. `recordPathLeadsToList` when the
   * requirements name `record` itself as a route ("/pm/contract"); `edit` (a pattern with `:id`) when the requirements place the
   * edit page elsewhere than `record`/{id}/edit; `create` when records are created on a page of their own.
   */
  screens: { list: string; record: string; recordPathLeadsToList?: boolean; edit?: string; create?: string };
  /** Its own validation messages (English; key → text), beside the shared ones of `messages.ts`. */
  messages?: Record<`validation.${string}`, string>;
  /** `false` when its records are not counted: no key in the statistics, no count on its menu item or dashboard. */
  counted?: false;
  /** `true` when its records may be deleted to the trash and restored from it (docs/product.md#deleting-and-restoring). */
  deletable?: true;
  /**
   * When its list has a CSV export (`POST <apiPath>/export.csv`, docs/decisions.md#csv-export): the file's name
   * before its day, `customers` for `customers-2026-11-27.csv`.
   */
  csvName?: string;
}

export const resources = {
  customers: {
    name: 'customers',
    csvName: 'customers',
    deletable: true,
    area: 'crm',
    apiPath: '/crm/customers',
    responseKey: 'customers',
    screens: { list: '/crm/customers', record: '/crm/customer' },
    messages: {
      'validation.customer.name_required': 'Please input customer name',
      'validation.customer.phone_required': 'Please input customer phone',
      'validation.customer.creation_failed': 'Oops, The customer creation failed!',
      'validation.customer.merge_same': 'Choose two different customers: a customer cannot be merged into itself.',
      'validation.customer.merge_missing': 'This customer no longer exists: it may have been merged or deleted already.',
      'validation.customer.merge_stale': 'This customer was changed after you opened it. Look at it again before merging.',
      'validation.customer.consent_kind': 'A consent is express or withdrawn',
      'validation.customer.consent_day': 'A consent date is a day such as 2026-03-31',
      'validation.customer.consent_day_future': 'A consent date cannot be in the future',
      'validation.customer.consent_day_without_kind': 'A consent date needs the consent (express or withdrawn) in its column',
      'validation.customer.erase_confirm': "To erase a customer, confirm with the customer's own identifier.",
      'validation.customer.erase_open_project': 'This customer cannot be erased while a project is open',
      'validation.customer.erase_contract_retained': "Tax records keep this customer's name until the retention period of a signed contract ends",
      'validation.customer.erased': "This customer's data was erased on request: the record cannot be changed any more.",
    },
  },
  projects: {
    name: 'projects',
    csvName: 'projects',
    deletable: true,
    area: 'pm',
    apiPath: '/pm/projects',
    responseKey: 'projects',
    screens: { list: '/pm/projects', record: '/pm/project' },
    messages: {
      'validation.project.name_required': 'Please input project name',
      'validation.project.customer_required': 'Please select the customer',
      'validation.project.property_required': 'Please select property',
      'validation.project.services_required': 'Please select services',
      'validation.project.description_required': 'Please write project description',
      'validation.project.discount_range': 'Discount should be 0 to 100 %',
      'validation.project.end_before_start': 'The end date cannot be before the start date',
    },
  },
  contracts: {
    name: 'contracts',
    csvName: 'contracts',
    deletable: true,
    area: 'pm',
    apiPath: '/pm/contracts',
    responseKey: 'contracts',
    screens: { list: '/pm/contracts', record: '/pm/contract', recordPathLeadsToList: true },
    messages: {
      'validation.contract.number_required': 'Please input contract number',
      'validation.contract.number_taken': 'Another contract already has this number',
    },
  },
  /** Quotes (docs/quotes.md): every version is a record of its own, created in its project's name by `POST /pm/quotes`, on a page of their own. */
  quotes: {
    name: 'quotes',
    deletable: true,
    area: 'pm',
    apiPath: '/pm/quotes',
    responseKey: 'quotes',
    csvName: 'quotes',
    screens: { list: '/pm/quotes', record: '/pm/quote', create: '/pm/quotes/create' },
    messages: {
      'validation.quote.project_required': 'Please select the project',
      'validation.quote.room_required': 'Please input the room or area',
      'validation.quote.description_required': 'Please describe the work',
      'validation.quote.quantity_range': 'A quantity is above 0 and at most 100 000, with at most 3 decimals',
      'validation.quote.price_range': 'A unit price is 0 to 10 000 000 dollars, in cents',
      'validation.quote.percent_range': 'A percent is 0 to 100, with at most 2 decimals',
      'validation.quote.too_many_lines': 'A quote holds at most 200 lines',
      'validation.quote.not_draft': 'Only a draft quote can be changed or deleted: revise it to make a new version',
      'validation.quote.not_revisable': 'Only a sent, viewed, declined or expired quote can be revised',
    },
  },
  tasks: {
    name: 'tasks',
    deletable: true,
    area: 'pm',
    apiPath: '/pm/tasks',
    responseKey: 'tasks',
    screens: { list: '/pm/tasks', record: '/pm/task', recordPathLeadsToList: true },
    messages: {
      'validation.task.project_required': 'Please select the project',
      'validation.task.name_required': 'Please input task name',
      'validation.task.participants_required': 'Please select at least one participant',
      'validation.task.deadline_required': 'Please pick a deadline',
      'validation.task.types_required': 'Please select at least one task type',
      'validation.task.description_required': 'Please input task description',
    },
  },
  teams: {
    name: 'teams',
    deletable: true,
    area: 'pm',
    apiPath: '/pm/teams',
    responseKey: 'teams',
    screens: { list: '/pm/teams', record: '/pm/team', recordPathLeadsToList: true },
    messages: {
      'validation.team.name_required': 'Please input team name',
      'validation.team.leader_not_member': 'The team leader must be one of its members',
    },
  },
  /** Admin (Internal) contractors: `/admin/contractors` (docs/product.md#screens-and-routes, #api), superadmins only (docs/product.md#roles-and-permissions). */
  contractors: {
    name: 'contractors',
    csvName: 'contractors',
    deletable: true,
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
  },
  staffs: {
    name: 'staffs',
    csvName: 'staffs',
    area: 'system',
    apiPath: '/system/staffs',
    responseKey: 'users',
    screens: { list: '/system/staffs', record: '/system/staff' },
    messages: {
      'validation.staff.username_required': 'Please input username',
      'validation.staff.name_required': 'Please input staff name',
      'validation.staff.display_name_required': 'Please input staff display name',
      'validation.staff.email_required': 'Please input staff email',
      'validation.staff.creation_failed': 'Oops, The staff creation failed!',
      'validation.staff.username_characters': 'A username holds letters, digits, dots, dashes or underscores only',
      'validation.staff.roles_required': 'Please select at least one role',
    },
  },
  /** Marketing's recipient groups (docs/product.md#screens-and-routes, #api): created and edited on pages of their own. */
  recipients: {
    name: 'recipients',
    deletable: true,
    area: 'marketing',
    apiPath: '/marketing/recipients',
    responseKey: 'recipients',
    // docs/product.md#screens-and-routes names the group's page /marketing/recipient, without an id: it leads to the list.
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
  },
  users: { name: 'users', area: 'admin', apiPath: '/admin/users', responseKey: 'users', screens: { list: '/admin/users', record: '/admin/user' } },
  /** Marketing campaigns (docs/product.md#screens-and-routes, #api): created in the New Campaign drawer or on a page of their own. */
  campaigns: {
    name: 'campaigns',
    csvName: 'campaigns',
    deletable: true,
    area: 'marketing',
    apiPath: '/marketing/campaigns',
    responseKey: 'campaigns',
    screens: { list: '/marketing/campaigns', record: '/marketing/campaign', create: '/marketing/campaign/create' },
    messages: {
      'validation.campaign.sender_required': 'Please input campaign sender',
      'validation.campaign.title_required': 'Please input campaign title',
      'validation.campaign.content_required': 'Please type content',
      'validation.campaign.channels_required': 'Please select at least one channel',
      'validation.campaign.recipient_invalid': 'Choose a recipient list or a recipient group',
      'validation.campaign.recipient_repeated': 'A recipient list is chosen twice',
      'validation.campaign.recipient_group_missing': 'This recipient group does not exist',
      'validation.campaign.recipients_required': 'Choose who receives the campaign before scheduling it',
      'validation.campaign.schedule_invalid': 'Please pick a date and time',
      'validation.campaign.schedule_past': 'Please pick a time in the future',
    },
  },
} as const satisfies Record<string, ResourceDeclaration>;
export type ResourceName = keyof typeof resources;

/** What the client needs to read a list with the list protocol, and to know who may. */
export type ListDeclaration = Pick<ResourceDeclaration, 'name' | 'area' | 'apiPath' | 'responseKey' | 'csvName'>;

/**
 * The audit log (docs/product.md#audit-log, domain/audit.ts) is read with the list protocol (`POST /admin/audit/query`, answering
 * `{events, meta}`), newest first. Filters: `action` (one or several), `account` (the entries it did or that were
 * done to it), `at` (`{gte, lte}`, moments).
 */
export const auditLog = { name: 'audit', area: 'admin', apiPath: '/admin/audit', responseKey: 'events' } as const satisfies ListDeclaration;

/**
 * Every message of the campaigns (domain/campaignMessage.ts), read with the list protocol
 * (`POST /marketing/messages/query`, answering `{messages, meta}`), newest first. Filters: `campaign`, `channel`
 * and `status` (each one or several). Exported as CSV, the reasons in the reader's language (`Accept-Language`).
 */
export const campaignMessageList = {
  name: 'campaign-messages',
  area: 'marketing',
  apiPath: '/marketing/messages',
  responseKey: 'messages',
  csvName: 'messages',
} as const satisfies ListDeclaration;

/**
 * The trash (docs/product.md#deleting-and-restoring, domain/trash.ts): deleted records, read with the list protocol
 * (`POST /system/trash/query`, answering `{records, meta}`), newest first, by admins. Filter: `resource` (one or several).
 */
export const trashList = { name: 'trash', area: 'system', apiPath: '/system/trash', responseKey: 'records' } as const satisfies ListDeclaration;

/**
 * Every list the API serves with the list protocol: the resources', and those of entries that are not records
 * (the audit log, the campaign messages), which the client lists as react-admin lists all the same.
 */
export const listDeclarations: Record<string, ListDeclaration> = {
  ...resources,
  [auditLog.name]: auditLog,
  [campaignMessageList.name]: campaignMessageList,
  [trashList.name]: trashList,
};

/** The resources whose records may be deleted to the trash: those declared `deletable`. */
export const deletableResources = (Object.keys(resources) as ResourceName[]).filter((name) => (resources[name] as ResourceDeclaration).deletable);

/** A resource whose records are counted: every one that does not declare `counted: false`. */
export type CountedResourceName = { [Name in ResourceName]: (typeof resources)[Name] extends { counted: false } ? never : Name }[ResourceName];

export const isCountedResource = (name: ResourceName): name is CountedResourceName =>
  (resources[name] as ResourceDeclaration).counted !== false;

/** The keys of the statistics object (`GET /admin/statistics/all`): one per counted resource, each its menu item's count. */
export const statisticsKeys: CountedResourceName[] = (Object.keys(resources) as ResourceName[]).filter(isCountedResource);
export type Statistics = Record<CountedResourceName, number>;
