import type { ProjectInput } from '../../../domain/project';
import type { EnumName } from '../enumLabels';

/** The project fields holding values of an enumeration, shown by their translated labels. */
export const projectEnumFields = {
  property: 'propertyTypes',
  services: 'serviceTypes',
  source: 'sources',
  status: 'projectStatuses',
} as const satisfies Partial<Record<keyof ProjectInput, EnumName>>;
