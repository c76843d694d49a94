import type { TranslateFunction } from 'react-admin';
import { csvExporter } from '../../resources/csvExporter';
import { messageReason, type CampaignMessageRecord } from './CampaignMessageTable';

const exportedColumns = [
  'id',
  'created_at',
  'campaign_title',
  'customer_name',
  'channel',
  'address',
  'status',
  'error',
  'attempts',
  'sent_at',
] as const satisfies readonly (keyof CampaignMessageRecord)[];

/**
 * Raw values under field names, as the other exports, but the reason in the reader's language: stored as a code
 * (`no_email_address`), it would mean nothing in a spreadsheet.
 */
export const campaignMessageExporter = (translate: TranslateFunction) =>
  csvExporter<CampaignMessageRecord>('messages', exportedColumns, (message) => ({ ...message, error: messageReason(message.error, translate) }));
