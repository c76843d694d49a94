import type { ProjectStatus } from '../../../domain/enums';
import type { ProjectInput } from '../../../domain/project';
import { enumLabelKey, type EnumName } from '../enumLabels';
import type { StatusLook } from '../StatusChip';

/** The project fields holding values of an enumeration, shown by their translated labels. */
export const projectEnumFields = {
  property: 'propertyTypes',
  services: 'serviceTypes',
  source: 'sources',
  status: 'projectStatuses',
} as const satisfies Partial<Record<keyof ProjectInput, EnumName>>;

/** Amber while it is being sold, blue while it is agreed, purple while work goes on, green when done, grey or red when it stopped. */
export const projectStatusLook: StatusLook<ProjectStatus> = {
  colors: {
    pending: 'warning',
    contacted: 'warning',
    quoted: 'info',
    confirmed: 'primary',
    contracted: 'primary',
    abandoned: 'default',
    in_progress: 'secondary',
    rework: 'error',
    inspected: 'secondary',
    ready_for_acceptance: 'info',
    completed: 'success',
    incomplete: 'error',
    cancelled: 'default',
  },
  labelKey: (status) => enumLabelKey('projectStatuses', status),
};
