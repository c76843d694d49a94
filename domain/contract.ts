import { z } from 'zod';
import { contractLocations, contractTypes } from './enums.js';
import { money, oneOf, optionalIsoDate, optionalText, requiredText, updateEnvelope } from './fields.js';

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

/** SPEC §3 form defaults, applied by the server on create. */
export const contractDefaults = { type: 'standard', amount: 0, signed: false } as const;

export type ContractInput = z.infer<typeof contractCreateSchema>;

export interface Contract extends Omit<ContractInput, 'type' | 'amount' | 'signed'> {
  _id: string;
  type: (typeof contractTypes)[number];
  amount: number;
  signed: boolean;
  /** The project it belongs to, and that project's customer (set by the server). */
  project: string;
  customer: string;
  customer_name: string | null;
  creator: string | null;
  creator_name: string | null;
  created_at: string;
  updated_at: string;
}
