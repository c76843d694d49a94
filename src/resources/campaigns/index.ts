import CampaignIcon from '@mui/icons-material/Campaign';
import type { CampaignRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';

const campaigns: CreatingResourceModule<CampaignRecord, 'campaigns'> = {
  name: 'campaigns',
  list: lazyChunk(() => import('./CampaignList')),
  show: lazyChunk(() => import('./CampaignShow')),
  edit: lazyChunk(() => import('./CampaignEdit')),
  create: lazyChunk(() => import('./CampaignCreate')),
  createOverlay: { titleKey: 'app.campaigns.new_campaign', placement: { anchor: 'right', width: 700 } },
  icon: CampaignIcon,
  recordRepresentation: (campaign) => campaign.title,
  paths: resourcePaths.campaigns,
};

export default campaigns;
