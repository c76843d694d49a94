import Card from '@mui/material/Card';
import { Title } from 'react-admin';
import { campaignCreateSchema, campaignDefaults } from '../../../domain/campaign';
import type { CampaignRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import { usePageTitle } from '../../root/usePageTitle';
import type { CreateViewProps } from '../resourceModule';
import { CampaignInputs } from './CampaignInputs';

const pageTitle = 'resources.campaigns.page.create';

/** The form of the New Campaign drawer (docs/product.md#overlays, #validation) and of the page /marketing/campaign/create; a new campaign is a draft. */
function CampaignCreateForm({ onPage, ...props }: CreateViewProps<CampaignRecord>) {
  return (
    <OverlayCreateForm
      {...props}
      container={onPage ? 'page' : 'drawer'}
      resource="campaigns"
      schema={campaignCreateSchema}
      draft={() => ({ ...campaignDefaults, notification_channels: [...campaignDefaults.notification_channels], recipients_list: [] })}
    >
      <CampaignInputs />
    </OverlayCreateForm>
  );
}

/** On its own page the form sits in a card under the page's title. */
function CampaignCreatePage(props: CreateViewProps<CampaignRecord>) {
  usePageTitle(pageTitle);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={pageTitle} />
      <CampaignCreateForm {...props} />
    </Card>
  );
}

export default function CampaignCreate(props: CreateViewProps<CampaignRecord>) {
  return props.onPage ? <CampaignCreatePage {...props} /> : <CampaignCreateForm {...props} />;
}
