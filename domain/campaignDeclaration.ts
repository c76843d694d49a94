import type { ResourceDeclaration } from './resources.js';

// Apart from the campaign's schemas (domain/campaign.ts): domain/resources.ts imports it, and the sign-in page
// loads that without zod.

/** Marketing campaigns (SPEC §2.1, §7): created in the New Campaign drawer or on a page of their own. */
export const campaignDeclaration = {
  name: 'campaigns',
  area: 'marketing',
  apiPath: '/marketing/campaigns',
  responseKey: 'campaigns',
  screens: { list: '/marketing/campaigns', record: '/marketing/campaign', create: '/marketing/campaign/create' },
  messages: {
    'validation.campaign.sender_required': 'Please input campaign sender',
    'validation.campaign.title_required': 'Please input campaign title',
    'validation.campaign.content_required': 'Please type content',
    'validation.campaign.channels_required': 'Please select at least one channel',
    'validation.campaign.recipient_invalid': 'Choose a recipient list or a recipient group',
    'validation.campaign.recipient_repeated': 'A recipient list is chosen twice',
    'validation.campaign.recipient_group_missing': 'This recipient group does not exist',
    'validation.campaign.recipients_required': 'Choose who receives the campaign before scheduling it',
    'validation.campaign.schedule_invalid': 'Please pick a date and time',
    'validation.campaign.schedule_past': 'Please pick a time in the future',
  },
} as const satisfies ResourceDeclaration;
