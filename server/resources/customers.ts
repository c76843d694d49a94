import { sql } from 'drizzle-orm';
import { customerCreateSchema, customerDefaults, customerRecordSchema, customerSummaryFields, customerUpdateSchema } from '../../domain/customer.js';
import { resources } from '../../domain/resources.js';
import { customers } from '../db/schema.js';
import { staffNameOf } from './computedNames.js';
import type { ResourceDefinition } from './resourceDefinition.js';

export const customerResource: ResourceDefinition = {
  declaration: resources.customers,
  table: customers,
  label: 'Customer',
  createSchema: customerCreateSchema,
  updateSchema: customerUpdateSchema,
  defaults: customerDefaults,
  filters: {
    status: 'exact',
    source: 'exact',
    locale: 'exact',
    gender: 'exact',
    active: 'exact',
    creator: 'exact',
    uid: 'exact',
    location: 'contains',
    notification_methods: 'anyOf',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'uid', 'name', 'last_name', 'status', 'source', 'locale', 'gender', 'location', 'email', 'phone'],
  search: { text: customers.search_text, cjk: customers.search_cjk },
  summary: customerSummaryFields,
  tallied: { status: 'customers.status', source: 'customers.source' },
  hidden: ['search_text', 'search_cjk'],
  // Written out in full: drizzle leaves column names unqualified in a one-table select, which a subquery misreads.
  computed: {
    projects: sql<number>`(select count(*)::int from projects where projects.customer = customers._id)`.as('projects'),
    creator_name: staffNameOf('customers.creator').as('creator_name'),
  },
  historyEntity: 'customers',
  recordSchema: customerRecordSchema,
};
