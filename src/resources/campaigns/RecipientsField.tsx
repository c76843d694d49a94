import { useRecordContext } from 'react-admin';
import type { CampaignRecord } from '../../dataProvider';
import { useListText } from '../listText';
import { useRecipientText } from './recipientChoices';

/** The campaign's recipients: predefined lists by their label, recipient groups by their name. */
export function RecipientsField({ source }: { source: 'recipients_list'; label?: string }) {
  const campaign = useRecordContext<CampaignRecord>();
  const recipientText = useRecipientText();
  const listText = useListText();
  if (!campaign) return null;
  return <span>{listText(campaign[source].map(recipientText))}</span>;
}
