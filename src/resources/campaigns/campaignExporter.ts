import type { CampaignRecord } from '../../dataProvider';
import { csvExporter } from '../csvExporter';

/** Raw values under field names; the content as stored (sanitized HTML). */
const exportedColumns = [
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
] as const satisfies readonly (keyof CampaignRecord)[];

export const campaignExporter = csvExporter<CampaignRecord>('campaigns', exportedColumns);
