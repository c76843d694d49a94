import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { shortId } from '../../../domain/ids';
import { isPredefinedRecipientList } from '../../../domain/recipientGroup';
import type { AppDataProvider } from '../../dataProvider';
import { enumLabelKey, enumValues } from '../enumLabels';
import { campaignEnumFields } from './campaignFields';

/** Every recipient group's name by its id (`GET /marketing/recipients`). */
function useRecipientGroupNames() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['recipients', 'names'],
    queryFn: async () => new Map((await dataProvider.getRecipientGroups()).map((group) => [String(group.id), group.name])),
  });
  return data;
}

/** How an entry of `recipients_list` reads: a predefined list by its label, a recipient group by its name. */
export function useRecipientText() {
  const translate = useTranslate();
  const groupNames = useRecipientGroupNames();
  return (entry: string) =>
    isPredefinedRecipientList(entry)
      ? translate(enumLabelKey(campaignEnumFields.recipients_list, entry))
      : (groupNames?.get(entry) ?? translate('resources.campaigns.recipient_group', { id: shortId(entry) }));
}

/** What a campaign may be sent to: the predefined lists, then the recipient groups by name. */
export function useRecipientChoices() {
  const groupNames = useRecipientGroupNames();
  const recipientText = useRecipientText();
  const entries = [...enumValues(campaignEnumFields.recipients_list), ...(groupNames?.keys() ?? [])];
  return entries.map((id) => ({ id, name: recipientText(id) }));
}
