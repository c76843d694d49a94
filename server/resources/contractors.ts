import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { contractorCreateSchema, contractorDefaults, contractorRecordSchema, contractorUpdateSchema } from '../../domain/contractor.js';
import { resources } from '../../domain/resources.js';
import { recordColumns } from '../db/schema.js';
import { staffNameOf } from './computedNames.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

/** The tradespeople the business hires (docs/product.md#contractors); drizzle.config reads tables declared beside their definition. */
export const contractors = pgTable(
  'contractors',
  {
    ...recordColumns,
    name: text('name').notNull(),
    company: text('company'),
    type: text('type').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    location: text('location'),
    address: text('address'),
    license_number: text('license_number'),
    insurance_expiry: date('insurance_expiry', { mode: 'string' }),
    rating: integer('rating'),
    note: text('note'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('contractors_created_at_idx').on(t.created_at, t._id),
    index('contractors_type_idx').on(t.type, t.created_at),
    index('contractors_insurance_expiry_idx').on(t.insurance_expiry),
  ],
);

export const contractorResource: ResourceDefinition = {
  declaration: resources.contractors,
  table: contractors,
  label: 'Contractor',
  createSchema: contractorCreateSchema,
  updateSchema: contractorUpdateSchema,
  defaults: contractorDefaults,
  filters: {
    type: 'exact',
    active: 'exact',
    rating: 'range',
    insurance_expiry: 'range',
    name: 'contains',
    company: 'contains',
    location: 'contains',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'name', 'company', 'type', 'rating', 'insurance_expiry', 'location'],
  computed: { creator_name: staffNameOf('contractors.creator').as('creator_name') },
  // Raw values under field names.
  exportColumns: [
    'id',
    'name',
    'company',
    'type',
    'phone',
    'email',
    'location',
    'address',
    'license_number',
    'insurance_expiry',
    'rating',
    'active',
    'note',
    'creator_name',
    'created_at',
    'updated_at',
  ],
  recordSchema: contractorRecordSchema,
  sample: { body: () => ({ name: 'Bo "Z"', type: 'tile-setting', phone: '4165550188', company: sampleText, note: sampleText, rating: 3 }) },
  deletion: { label: contractors.name },
};
