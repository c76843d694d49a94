import { useRecordContext, useTranslate } from 'react-admin';
import { shortId } from '../../../domain/ids';
import type { CampaignRecord } from '../../dataProvider';
import { enumLabelKey } from '../enumLabels';
import { useListText } from '../listText';
import { campaignEnumFields } from './campaignFields';

/** The campaign's recipients: predefined lists by their label, recipient groups by their short id. */
export function RecipientsField({ source }: { source: 'recipients_list'; label?: string }) {
  const campaign = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const listText = useListText();
  if (!campaign) return null;
  return (
    <span>
      {listText(
        campaign[source].map((entry) =>
          translate(enumLabelKey(campaignEnumFields.recipients_list, entry), { _: translate('resources.campaigns.recipient_group', { id: shortId(entry) }) }),
        ),
      )}
    </span>
  );
}
