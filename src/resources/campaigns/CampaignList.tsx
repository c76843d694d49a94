import { DataTable, SelectInput, TextField, useCanAccess, useTranslate } from 'react-admin';
import type { CampaignRecord } from '../../dataProvider';
import { CreateOverlayButton } from '../CreateOverlayButton';
import { EnumField } from '../EnumField';
import { enumChoices, enumLabelKey } from '../enumLabels';
import { LocaleDateField } from '../LocaleDateField';
import { ListActions, RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { campaignEnumFields, campaignStatusLook } from './campaignFields';
import { RecipientsField } from './RecipientsField';
import { useBulkDelete } from '../DeleteActions';
import { PhoneList } from '../PhoneList';

const campaignFilters = [
  <SelectInput key="status" source="status" choices={enumChoices('campaignStatuses')} alwaysOn />,
  <SelectInput key="notification_channels" source="notification_channels" label="resources.campaigns.filters.channel" choices={enumChoices(campaignEnumFields.notification_channels)} alwaysOn />,
  <SelectInput key="template" source="template" choices={enumChoices(campaignEnumFields.template)} />,
];

function CampaignListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'campaigns', action: 'create' });
  return (
    <ListActions>
      {canCreate && (
        <CreateOverlayButton resource="campaigns" />
      )}
    </ListActions>
  );
}

const Column = DataTable.Col<CampaignRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' });

function CampaignTable() {
  const bulkDelete = useBulkDelete();
  return (
    <DataTable<CampaignRecord> rowClick={resourcePaths.campaigns.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="title" render={(campaign) => <strong>{campaign.title}</strong>} />
      <Column source="status" render={(campaign) => <StatusChip value={campaign.status} look={campaignStatusLook} />} />
      <Column source="notification_channels" disableSort render={() => <EnumField source="notification_channels" enumName={campaignEnumFields.notification_channels} />} />
      <Column source="recipients_list" disableSort cellSx={() => ({ minWidth: 160 })} render={() => <RecipientsField source="recipients_list" />} />
      <Column source="scheduled" cellSx={noWrap} render={() => <LocaleDateField source="scheduled" showTime />} />
      <Column source="sender" render={() => <TextField source="sender" />} />
      <Column source="template" disableSort render={() => <EnumField source="template" enumName={campaignEnumFields.template} />} />
      <Column source="creator_name" disableSort cellSx={noWrap} />
      <Column source="created_at" field={LocaleDateField} cellSx={noWrap} />
    </DataTable>
  );
}

function CampaignPhoneList() {
  const translate = useTranslate();
  return (
    <PhoneList<CampaignRecord>
      rowPath={resourcePaths.campaigns.showPath}
      primaryText={(campaign) => campaign.title}
      secondaryText={(campaign) => campaign.sender}
      tertiaryText={(campaign) => translate(enumLabelKey('campaignStatuses', campaign.status))}
    />
  );
}

/** /marketing/campaigns (docs/product.md#screens-and-routes): newest first, filtered by status and channel, status chips, CSV export. */
export default function CampaignList() {
  return (
    <RecordList
      filters={campaignFilters}
      actions={<CampaignListActions />}
      // The toolbar with its New campaign button stays on an empty list: the first campaign starts there.
      empty={false}
      table={<CampaignTable />}
      phoneList={<CampaignPhoneList />}
    />
  );
}
