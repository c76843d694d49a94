import type { CampaignInput } from '../../../domain/campaign';
import type { EnumName } from '../enumLabels';

/** The campaign fields holding values of an enumeration, shown by their translated labels. */
export const campaignEnumFields = {
  template: 'campaignTemplates',
  notification_channels: 'notificationChannels',
  recipients_list: 'campaignRecipientLists',
} as const satisfies Partial<Record<keyof CampaignInput, EnumName>>;
