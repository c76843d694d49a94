import { sql } from 'drizzle-orm';
import { boolean, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contractDefaults, contractRecordSchema, contractUpdateSchema } from '../../domain/contract.js';
import { resources } from '../../domain/resources.js';
import { recordColumns } from '../db/schema.js';
import { customerNameOf, staffNameOf } from './computedNames.js';
import { customers } from './customers.js';
import { projects } from './projects.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

/** Contracts signed for a project; `customer` is the project's, kept beside it so a customer's contracts are one lookup. */
export const contracts = pgTable(
  'contracts',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    contract_number: text('contract_number').notNull(),
    type: text('type').notNull().default('standard'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    location: text('location'),
    representative: text('representative'),
    effective_date: date('effective_date', { mode: 'string' }),
    signed: boolean('signed').notNull().default(false),
    signed_date: date('signed_date', { mode: 'string' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('contracts_contract_number_key').on(t.contract_number),
    index('contracts_project_idx').on(t.project, t.created_at, t._id),
    index('contracts_customer_idx').on(t.customer, t.created_at, t._id),
    index('contracts_created_at_idx').on(t.created_at, t._id),
  ],
);

/** Contracts are created inside their project (`POST /pm/projects/:id/contracts`), listed, read and updated here. */
export const contractResource: ResourceDefinition = {
  declaration: resources.contracts,
  table: contracts,
  label: 'Contract',
  updateSchema: contractUpdateSchema,
  defaults: contractDefaults,
  filters: {
    project: 'exact',
    customer: 'exact',
    type: 'exact',
    location: 'exact',
    signed: 'exact',
    creator: 'exact',
    contract_number: 'contains',
    effective_date: 'range',
    signed_date: 'range',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'contract_number', 'amount', 'effective_date', 'signed_date', 'type'],
  computed: {
    customer_name: customerNameOf('contracts.customer').as('customer_name'),
    creator_name: staffNameOf('contracts.creator').as('creator_name'),
  },
  unique: { contract_number: 'validation.contract.number_taken' },
  // Raw values under field names, with the customer's name beside its id.
  exportColumns: [
    'contract_number',
    'project',
    'customer',
    'customer_name',
    'type',
    'amount',
    'location',
    'representative',
    'effective_date',
    'signed',
    'signed_date',
    'note',
    'creator_name',
    'created_at',
    'updated_at',
  ],
  recordSchema: contractRecordSchema,
  sample: {
    path: (idOf) => `${resources.projects.apiPath}/${idOf('projects')}/contracts`,
    body: () => ({ contract_number: 'C-"Q"-王', representative: sampleText, note: sampleText }),
  },
  deletion: {
    label: contracts.contract_number,
    refusals: [{ blockers: (id) => sql`select '' as name from contracts where _id = ${id} and signed`, message: 'validation.trash.contract_signed' }],
    parents: [
      { column: 'project', resource: 'projects', inTrash: 'validation.trash.restore_project_first', missing: 'validation.missing.project' },
      { column: 'customer', resource: 'customers', inTrash: 'validation.trash.restore_customer_first', missing: 'validation.missing.customer' },
    ],
  },
};
