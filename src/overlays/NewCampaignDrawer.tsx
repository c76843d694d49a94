import campaigns from '../resources/campaigns';
import { closeOverlay } from './overlayStore';
import { OverlayDrawer } from './OverlayDrawer';
import { useOverlayCreation } from './useOverlayCreation';

/** New Campaign (docs/product.md#overlays): on the right, 700 wide; on submit the campaign is created and the drawer closes. */
export function NewCampaignDrawer() {
  const creation = useOverlayCreation(() => closeOverlay('newCampaign'));
  const CampaignCreate = campaigns.create;
  return (
    <OverlayDrawer name="newCampaign" titleKey="app.campaigns.new_campaign" placement={{ anchor: 'right', width: 700 }}>
      <CampaignCreate {...creation} />
    </OverlayDrawer>
  );
}
