import { z } from 'zod';
import { contractUpdateSchema, contractDefaults } from '../../domain/contract.js';
import { contractLocations, contractTypes } from '../../domain/enums.js';
import { resources } from '../../domain/resources.js';
import { contracts } from '../db/schema.js';
import { customerNameOf, staffNameOf } from './computedNames.js';
import type { ResourceDefinition } from './resourceDefinition.js';
import { optionalDay, recordFields } from './responseSchemas.js';

export const contractRecordSchema = z.object({
  ...recordFields,
  project: z.string(),
  customer: z.string().describe("The project's customer, set by the server"),
  contract_number: z.string(),
  type: z.enum(contractTypes),
  amount: z.number(),
  location: z.enum(contractLocations).nullable(),
  representative: z.string().nullable(),
  effective_date: optionalDay,
  signed: z.boolean(),
  signed_date: optionalDay,
  note: z.string().nullable(),
  customer_name: z.string().nullable(),
});

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
  recordSchema: contractRecordSchema,
};
