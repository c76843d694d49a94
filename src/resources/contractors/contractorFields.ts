import type { Contractor } from '../../../domain/contractor';
import type { ClientRecord } from '../../dataProvider/records';
import { csvExporter } from '../csvExporter';
import type { EnumName } from '../enumLabels';

export type ContractorRecord = ClientRecord<Contractor>;

/** The enumeration of domain/enums.ts each field takes its values from. */
export const contractorTypeEnum = 'contractorTypes' satisfies EnumName;

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
