import type { ContractInput } from '../../../domain/contract';
import type { EnumName } from '../enumLabels';

/** The contract fields holding values of an enumeration, shown by their translated labels. */
export const contractEnumFields = {
  type: 'contractTypes',
  location: 'contractLocations',
} as const satisfies Partial<Record<keyof ContractInput, EnumName>>;

/** Amounts are Canadian dollars: the business works around Toronto. */
export const amountFormat = { style: 'currency', currency: 'CAD' } as const;
