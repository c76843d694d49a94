import { AutocompleteInput, ReferenceInput, ResourceContextProvider, SelectInput } from 'react-admin';
import { campaignMessageStatuses } from '../../../domain/campaignMessage';
import { campaignMessageList } from '../../../domain/resources';
import { ListActions, RecordList } from '../../resources/RecordList';
import { enumChoices } from '../../resources/enumLabels';
import { CampaignMessagePhoneList, CampaignMessageTable } from './CampaignMessageTable';

const statusChoices = campaignMessageStatuses.map((status) => ({ id: status, name: `resources.campaign-messages.statuses.${status}` }));

const messageFilters = [
  <ReferenceInput key="campaign" source="campaign" reference="campaigns" alwaysOn>
    <AutocompleteInput label="resources.campaign-messages.fields.campaign" optionText="title" />
  </ReferenceInput>,
  <SelectInput key="channel" source="channel" choices={enumChoices('notificationChannels')} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/** /marketing/notification: every message the campaigns wrote, newest first, filtered by campaign, channel and status. */
export default function CampaignMessagesPage() {
  return (
    <ResourceContextProvider value={campaignMessageList.name}>
      <RecordList
        filters={messageFilters}
        actions={<ListActions />}
        table={<CampaignMessageTable />}
        phoneList={<CampaignMessagePhoneList />}
      />
    </ResourceContextProvider>
  );
}
