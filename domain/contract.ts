import { z } from 'zod';
import { contractLocations, contractTypes } from './enums.js';
import { money, oneOf, optionalIsoDate, optionalText, requiredText, updateEnvelope } from './fields.js';
import { optionalDay, recordFields } from './recordFields.js';

const contractShape = {
  contract_number: requiredText('validation.contract.number_required', 1, 50, 'validation.length_1_50'),
  type: oneOf(contractTypes).optional(),
  amount: money().optional(),
  location: oneOf(contractLocations).nullish(),
  representative: optionalText(100),
  effective_date: optionalIsoDate(),
  signed: z.boolean({ error: 'validation.invalid_value' }).optional(),
  signed_date: optionalIsoDate(),
  note: optionalText(2000),
};

/**
 * The New Contract drawer's form: `POST /pm/projects/:id/contracts`. The project comes from the path and the
 * customer from the project, so neither is in the body.
 */
export const contractCreateSchema = z.object(contractShape);
/** `PUT /pm/contracts`: a contract stays with its project. */
export const contractUpdateSchema = z.object(contractShape).partial().extend(updateEnvelope);

/** Form defaults (docs/product.md#form-defaults), applied by the server on create. */
export const contractDefaults = { type: 'standard', amount: 0, signed: false } as const;

export type ContractInput = z.infer<typeof contractCreateSchema>;

/** A contract as the API answers it: the project it belongs to, and that project's customer (set by the server). */
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

export type Contract = z.infer<typeof contractRecordSchema>;
