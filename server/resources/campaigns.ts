import { eq, sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import {
  campaignCreateSchema,
  campaignDefaults,
  campaignRecordSchema,
  campaignUpdateSchema,
  canMoveCampaign,
  isCampaignEditable,
  isRecipientGroupEntry,
  type Campaign,
} from '../../domain/campaign.js';
import { fieldError } from '../../domain/apiErrors.js';
import type { CampaignStatus } from '../../domain/enums.js';
import { resources } from '../../domain/resources.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { moment, recordColumns } from '../db/schema.js';
import { ApiError, conflict, notFound } from '../http/apiError.js';
import { sanitizedCampaignContent } from '../messaging/campaignContent.js';
import { staffNameOf } from './computedNames.js';
import { getRecord } from './recordReads.js';
import { recipientGroups } from './recipientGroups.js';
import { nextVersion } from './recordWrites.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

/** Marketing campaigns (docs/product.md#campaigns); `status` moves only along `campaignTransitions` (domain/campaign.ts). */
export const campaigns = pgTable(
  'campaigns',
  {
    ...recordColumns,
    sender: text('sender').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    // Sanitized HTML (server/messaging/campaignContent.ts).
    content: text('content').notNull(),
    template: text('template').notNull().default('default'),
    notification_channels: text('notification_channels').array().notNull().default(sql`'{email}'`),
    recipients_list: text('recipients_list').array().notNull().default(sql`'{}'`),
    description: text('description'),
    status: text('status').notNull().default('draft'),
    scheduled: moment('scheduled'),
  },
  (t) => [
    index('campaigns_created_at_idx').on(t.created_at, t._id),
    index('campaigns_status_idx').on(t.status, t.created_at, t._id),
    // The scheduler's "due now" lookup.
    index('campaigns_scheduled_idx').on(t.scheduled).where(sql`${t.status} = 'scheduled'`),
    // The schedule's window, campaigns of every status.
    index('campaigns_scheduled_at_idx').on(t.scheduled, t._id).where(sql`${t.scheduled} is not null`),
  ],
);

const statusNames: Record<CampaignStatus, string> = {
  draft: 'a draft',
  scheduled: 'scheduled',
  sending: 'being sent',
  sent: 'sent',
  interrupted: 'interrupted',
  cancelled: 'cancelled',
};

const notEditable = (status: CampaignStatus) =>
  conflict(`This campaign is ${statusNames[status]}: only a draft or a scheduled campaign can be changed. Duplicate it to start a new one.`, 'CAMPAIGN_NOT_EDITABLE');

/** The server's schemas are the domain's with the content sanitized before its rules are checked (and it is stored). */
const campaignContentSanitized = { content: sanitizedCampaignContent() };

export const campaignResource: ResourceDefinition = {
  declaration: resources.campaigns,
  table: campaigns,
  label: 'Campaign',
  createSchema: campaignCreateSchema.extend(campaignContentSanitized),
  updateSchema: campaignUpdateSchema.extend({ content: campaignContentSanitized.content.optional() }),
  defaults: campaignDefaults,
  filters: {
    status: 'exact',
    notification_channels: 'anyOf',
    recipients_list: 'anyOf',
    template: 'exact',
    creator: 'exact',
    title: 'contains',
    sender: 'contains',
    scheduled: 'range',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'title', 'sender', 'status', 'scheduled'],
  computed: { creator_name: staffNameOf('campaigns.creator').as('creator_name') },
  references: {
    recipients_list: { table: recipientGroups, missing: 'validation.campaign.recipient_group_missing', names: isRecipientGroupEntry },
  },
  // Checked on the row the update has locked, so a campaign the lifecycle moves meanwhile is never edited once it
  // has started sending (`prepare`, before the transaction, would read a status that may already have changed).
  writeSteps: () => ({
    written: async (_tx, before) => {
      const status = before?.status as CampaignStatus | undefined;
      if (status && !isCampaignEditable(status)) throw notEditable(status);
    },
  }),
  // Raw values under field names; the content as stored (sanitized HTML).
  exportColumns: [
    'id',
    'title',
    'subtitle',
    'status',
    'scheduled',
    'sender',
    'notification_channels',
    'recipients_list',
    'template',
    'description',
    'content',
    'creator_name',
    'created_at',
    'updated_at',
  ],
  recordSchema: campaignRecordSchema,
  sample: {
    body: (idOf) => ({
      sender: 'Office "Q" 王',
      title: 'Say "hi" 王芳',
      subtitle: sampleText,
      // The editor's HTML, which escapes what the sanitizer would remove.
      content: `<p>${sampleText.replace('</script>', '&lt;/script&gt;')}</p>`,
      recipients_list: ['all', idOf('recipients')],
      description: sampleText,
    }),
  },
  deletion: {
    label: campaigns.title,
    // Anything handed to a channel counts as sent; queued, failed and skipped messages go to the trash with it.
    refusals: [
      {
        blockers: (id) => sql`select '' as name from campaign_messages where campaign = ${id} and status not in ('queued', 'failed', 'skipped') limit 1`,
        message: 'validation.trash.campaign_sent',
      },
    ],
    companions: [{ table: 'campaign_messages', column: 'campaign' }],
  },
};

export const readCampaign = (db: Db, id: string) => getRecord(db, campaignResource, id) as Promise<Campaign>;

type StoredCampaign = typeof campaigns.$inferSelect;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a campaign to `to`, along the lifecycle only (domain `campaignTransitions`): a change that skips a step or
 * goes back is a 409 saying where the campaign stands. `check` refuses what else the move needs; `alongside` writes
 * what goes with the move in its transaction (the messages of a campaign starting to send).
 */
export async function moveCampaign(
  db: Db,
  id: string,
  to: CampaignStatus,
  {
    scheduled,
    check,
    alongside,
  }: { scheduled?: Date; check?: (stored: StoredCampaign) => void; alongside?: (tx: Transaction, stored: StoredCampaign) => Promise<unknown> } = {},
) {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(campaigns).where(eq(campaigns._id, id)).for('update');
    if (!stored) throw notFound(campaignResource.label);
    const from = stored.status as CampaignStatus;
    if (!canMoveCampaign(from, to)) {
      throw conflict(`This campaign is ${statusNames[from]}: it cannot become ${statusNames[to]}.`, 'CAMPAIGN_STATUS_CHANGE');
    }
    check?.(stored);
    await tx
      .update(campaigns)
      .set({ status: to, ...(scheduled && { scheduled }), updated_at: nextVersion(campaigns) })
      .where(eq(campaigns._id, id));
    await alongside?.(tx, stored);
  });
  return readCampaign(db, id);
}

/** Scheduling needs someone to send to. */
export const hasRecipients = (stored: { recipients_list: string[] }) => {
  if (stored.recipients_list.length > 0) return;
  const detail = fieldError('recipients_list', 'validation.campaign.recipients_required');
  throw new ApiError(400, 'VALIDATION_FAILED', detail.message, [detail]);
};

/** A new draft holding the campaign's content, channels and recipients, created by `creator`. */
export async function duplicateCampaign(db: Db, id: string, creator: string) {
  const [source] = await db.select().from(campaigns).where(eq(campaigns._id, id));
  if (!source) throw notFound(campaignResource.label);
  const copy = { ...source, _id: newId(), creator, status: 'draft', scheduled: null, created_at: undefined, updated_at: undefined };
  await db.insert(campaigns).values(copy);
  return readCampaign(db, copy._id);
}
