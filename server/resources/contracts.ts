import { contractDefaults, contractRecordSchema, contractUpdateSchema } from '../../domain/contract.js';
import { resources } from '../../domain/resources.js';
import { contracts } from '../db/schema.js';
import { customerNameOf, staffNameOf } from './computedNames.js';
import type { ResourceDefinition } from './resourceDefinition.js';

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
