import { contractorTypes, type Contractor } from '../../../domain/contractor';
import type { ClientRecord } from '../../dataProvider/records';
import { csvExporter } from '../csvExporter';
import type { EnumRef } from '../enumLabels';

export type ContractorRecord = ClientRecord<Contractor>;

/** The trades, labelled under `enums.contractorTypes` (this folder's catalogs). */
export const contractorTypeEnum = { name: 'contractorTypes', values: contractorTypes } as const satisfies EnumRef;

export const contractorExporter = csvExporter<ContractorRecord>('contractors', [
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
]);
