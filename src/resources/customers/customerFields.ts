import type { CustomerInput } from '../../../domain/customer';
import type { EnumName } from '../enumLabels';

/** The customer fields holding values of an enumeration, shown by their translated labels. */
export const customerEnumFields = {
  gender: 'genders',
  locale: 'locales',
  notification_methods: 'notificationChannels',
  source: 'sources',
  status: 'customerStatuses',
} as const satisfies Partial<Record<keyof CustomerInput, EnumName>>;
