import { DataTable, TextField, useTranslate, type TranslateFunction } from 'react-admin';
import { isCampaignMessageReason, type CampaignMessage, type CampaignMessageStatus } from '../../../domain/campaignMessage';
import type { ClientRecord } from '../../dataProvider';
import { enumLabelKey } from '../../resources/enumLabels';
import { LocaleDateField } from '../../resources/LocaleDateField';
import { StatusChip, type StatusLook } from '../../resources/StatusChip';
import { customerNameText } from '../../resources/customerName';
import { PhoneList } from '../../resources/PhoneList';

export type CampaignMessageRecord = ClientRecord<CampaignMessage>;

/** Green when sent, red when it failed, amber when its fate is unknown or it waits in the outbox. */
export const messageStatusLook: StatusLook<CampaignMessageStatus> = {
  colors: {
    queued: 'default',
    sending: 'secondary',
    sent: 'success',
    failed: 'error',
    skipped: 'default',
    unknown: 'warning',
    outbox: 'info',
  },
  labelKey: (status) => `resources.campaign-messages.statuses.${status}`,
};

/** A message's reason as a person reads it: the server's own codes translated, a transport's words as they came. */
export const messageReason = (error: string | null, translate: TranslateFunction) =>
  isCampaignMessageReason(error) ? translate(`resources.campaign-messages.reasons.${error}`) : (error ?? '');

const Column = DataTable.Col<CampaignMessageRecord>;

/** Messages in a list context: when, which campaign (unless the list is a campaign's), to whom, by which channel, how it went. */
export function CampaignMessageTable({ withCampaign = true }: { withCampaign?: boolean }) {
  const translate = useTranslate();
  return (
    <DataTable<CampaignMessageRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="created_at" render={(message) => <LocaleDateField source="created_at" record={message} showTime />} />
      {withCampaign && <Column source="campaign_title" disableSort field={TextField} />}
      <Column source="customer_name" disableSort render={(message) => customerNameText(message.customer_name, translate)} />
      <Column source="channel" disableSort render={(message) => translate(enumLabelKey('notificationChannels', message.channel))} />
      <Column source="address" disableSort field={TextField} />
      <Column source="status" disableSort render={(message) => <StatusChip value={message.status} look={messageStatusLook} />} />
      <Column source="error" disableSort render={(message) => messageReason(message.error, translate)} />
      <Column source="sent_at" disableSort render={(message) => <LocaleDateField source="sent_at" record={message} showTime emptyText="—" />} />
    </DataTable>
  );
}

/** The same messages on a phone. */
export function CampaignMessagePhoneList() {
  const translate = useTranslate();
  return (
    <PhoneList<CampaignMessageRecord>
      primaryText={(message) => customerNameText(message.customer_name, translate) ?? message.address ?? ''}
      secondaryText={(message) =>
        [message.campaign_title, translate(enumLabelKey('notificationChannels', message.channel)), translate(messageStatusLook.labelKey(message.status)), messageReason(message.error, translate)]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}
