import type { CampaignInput } from '../../../domain/campaign';
import type { CampaignStatus } from '../../../domain/enums';
import { enumLabelKey, type EnumName } from '../enumLabels';
import type { StatusLook } from '../StatusChip';

/** The campaign fields holding values of an enumeration, shown by their translated labels. */
export const campaignEnumFields = {
  template: 'campaignTemplates',
  notification_channels: 'notificationChannels',
  recipients_list: 'campaignRecipientLists',
} as const satisfies Partial<Record<keyof CampaignInput, EnumName>>;

/** Grey while it is a draft or was stopped, blue once it is planned, purple while it goes out, green when sent, amber when it broke off. */
export const campaignStatusLook: StatusLook<CampaignStatus> = {
  colors: {
    draft: 'default',
    scheduled: 'info',
    sending: 'secondary',
    sent: 'success',
    interrupted: 'warning',
    cancelled: 'default',
  },
  labelKey: (status) => enumLabelKey('campaignStatuses', status),
  // A cancelled campaign stands back from a draft, which is grey too.
  variants: { cancelled: 'outlined' },
};
