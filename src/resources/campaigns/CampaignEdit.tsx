import { campaignCreateSchema } from '../../../domain/campaign';
import type { CampaignRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { CampaignInputs } from './CampaignInputs';

/** Edits a draft or scheduled campaign; the server refuses one that has started sending (409, told as it says). */
export default function CampaignEdit() {
  return (
    <RecordEdit<CampaignRecord> schema={campaignCreateSchema} showPath={resourcePaths.campaigns.showPath} listPath={resourcePaths.campaigns.list} title={(campaign) => campaign.title}>
      <CampaignInputs />
    </RecordEdit>
  );
}
