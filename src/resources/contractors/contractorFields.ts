import type { Contractor } from '../../../domain/contractor';
import type { ClientRecord } from '../../dataProvider/records';
import type { EnumName } from '../enumLabels';

export type ContractorRecord = ClientRecord<Contractor>;

/** The enumeration of domain/enums.ts each field takes its values from. */
export const contractorTypeEnum = 'contractorTypes' satisfies EnumName;
