import type { Customer } from '../../../domain/customer';
import type { CustomerStatus } from '../../../domain/enums';
import { enumLabelKey, type EnumName } from '../enumLabels';
import type { StatusLook } from '../StatusChip';

/** The customer fields holding values of an enumeration, shown by their translated labels. */
export const customerEnumFields = {
  gender: 'genders',
  locale: 'locales',
  notification_methods: 'notificationChannels',
  source: 'sources',
  status: 'customerStatuses',
  email_consent: 'consentStates',
  sms_consent: 'consentStates',
} as const satisfies Partial<Record<keyof Customer, EnumName>>;

/** Green for customers doing business, blue for prospects, grey for the quiet ones, red for the bad fits. */
export const customerStatusLook: StatusLook<CustomerStatus> = {
  colors: {
    pending: 'warning',
    active: 'success',
    inactive: 'default',
    potential: 'info',
    interested: 'primary',
    qualified: 'secondary',
    'not-interested': 'default',
    'bad-fit': 'error',
  },
  labelKey: (status) => enumLabelKey('customerStatuses', status),
};
