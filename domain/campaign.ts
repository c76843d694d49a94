import { z } from 'zod';
import { campaignStatuses, campaignTemplates, notificationChannels, type CampaignStatus } from './enums.js';
import { atLeastOne, oneOf, optionalText, requiredText, updateEnvelope } from './fields.js';
import { htmlHasContent } from './htmlText.js';
import { isPredefinedRecipientList } from './recipientGroup.js';
import { moment, recordFields } from './recordFields.js';

/**
 * The campaign lifecycle (docs/product.md#campaigns): what each status may become. A draft is scheduled, sent now or
 * cancelled; a scheduled campaign is rescheduled, starts sending, or is cancelled; sending ends sent or interrupted; an
 * interrupted campaign resumes sending or is cancelled. Sent and cancelled are final: nothing goes back.
 */
export const campaignTransitions: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['scheduled', 'sending', 'cancelled'],
  scheduled: ['scheduled', 'sending', 'cancelled'],
  sending: ['sent', 'interrupted'],
  interrupted: ['sending', 'cancelled'],
  sent: [],
  cancelled: [],
};

export const canMoveCampaign = (from: CampaignStatus, to: CampaignStatus) => campaignTransitions[from].includes(to);

/** A campaign's content, recipients and template change only before it starts sending. */
export const campaignEditableStatuses: readonly CampaignStatus[] = ['draft', 'scheduled'];
export const isCampaignEditable = (status: CampaignStatus) => campaignEditableStatuses.includes(status);

/** What staff may do with a campaign in each status: the detail page shows these actions, the server allows these calls. */
export const campaignActions = (status: CampaignStatus) => ({
  edit: isCampaignEditable(status),
  schedule: canMoveCampaign(status, 'scheduled'),
  // Send now, or resume an interrupted campaign.
  send: canMoveCampaign(status, 'sending'),
  cancel: canMoveCampaign(status, 'cancelled'),
  // A test shows the campaign before it goes; a copy can start from any campaign.
  test: isCampaignEditable(status),
  duplicate: true,
});

/** A recipient group's id (the recipient groups of /marketing/recipients), beside the predefined list names. */
const recipientGroupId = /^[0-9a-f]{24}$/;

/** Whether an entry of `recipients_list` names a recipient group (rather than a predefined list). */
export const isRecipientGroupEntry = (entry: string) => !isPredefinedRecipientList(entry);

/**
 * One entry of `recipients_list`: a predefined list (docs/product.md#recipient-groups) or a recipient group's id; the server checks that
 * the group exists.
 */
const recipientEntry = z
  .string({ error: 'validation.campaign.recipient_invalid' })
  .refine((entry) => isPredefinedRecipientList(entry) || recipientGroupId.test(entry), { error: 'validation.campaign.recipient_invalid' });

/** The most characters content may hold, markup included. */
export const campaignContentMaxLength = 100_000;

/** Rich text (HTML) showing words or a picture; the server sanitizes it before this check. */
export const campaignContent = () =>
  z
    .string({ error: 'validation.campaign.content_required' })
    .max(campaignContentMaxLength, { error: 'validation.too_long' })
    .refine(htmlHasContent, { error: 'validation.campaign.content_required' });

const campaignShape = {
  sender: requiredText('validation.campaign.sender_required', 1, 50, 'validation.length_1_50'),
  title: requiredText('validation.campaign.title_required', 3, 30, 'validation.length_3_30'),
  subtitle: optionalText(100),
  content: campaignContent(),
  template: oneOf(campaignTemplates).optional(),
  notification_channels: atLeastOne(oneOf(notificationChannels), 'validation.campaign.channels_required', notificationChannels.length).optional(),
  recipients_list: z
    .array(recipientEntry, { error: 'validation.invalid_value' })
    .max(100, { error: 'validation.too_many' })
    .refine((entries) => new Set(entries).size === entries.length, { error: 'validation.campaign.recipient_repeated' })
    .optional(),
  description: optionalText(2000),
};

/**
 * `POST /marketing/campaigns` and the New Campaign drawer (docs/product.md#validation). Status and schedule are not in the body: a
 * campaign starts as a draft and moves only through the lifecycle calls (schedule, cancel, the sending).
 */
export const campaignCreateSchema = z.object(campaignShape);
export const campaignUpdateSchema = z.object(campaignShape).partial().extend(updateEnvelope);

/** Form defaults (docs/product.md#form-defaults). */
export const campaignDefaults = { template: 'default', notification_channels: ['email'], recipients_list: [] as string[] } as const;

export type CampaignInput = z.infer<typeof campaignCreateSchema>;

/** `POST /marketing/campaigns/:id/schedule`: a moment still to come by `now` (the server's clock, the browser's). */
export const campaignScheduleSchema = (now: () => number) =>
  z.object({
    scheduled: z.iso
      .datetime({ offset: true, error: 'validation.campaign.schedule_invalid' })
      .refine((moment) => Date.parse(moment) > now(), { error: 'validation.campaign.schedule_past' }),
  });

/** A campaign as the API answers it. */
export const campaignRecordSchema = z.object({
  ...recordFields,
  sender: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string().describe('Sanitized HTML'),
  template: z.enum(campaignTemplates),
  notification_channels: z.array(z.enum(notificationChannels)),
  recipients_list: z.array(z.string()).describe('Predefined list names and recipient group ids'),
  description: z.string().nullable(),
  status: z.enum(campaignStatuses),
  scheduled: moment.nullable(),
});

export type Campaign = z.infer<typeof campaignRecordSchema>;

/** `GET /marketing/campaigns/:id/preview`: the e-mail as a recipient gets it, and the SMS text. */
export const campaignPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  sms: z.string(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** The personal fields content may hold, filled per customer. */
export const personalFields = ['first_name', 'full_name'] as const;
export type PersonalValues = Record<(typeof personalFields)[number], string>;

/** Fills `{{first_name}}` and `{{full_name}}` (spaces inside the braces allowed); `escape` guards each value for HTML. */
export const fillPersonalFields = (text: string, values: PersonalValues, escape: (value: string) => string = (value) => value) =>
  text.replace(/\{\{\s*(first_name|full_name)\s*\}\}/g, (_placeholder, field: keyof PersonalValues) => escape(values[field]));
