import { ForLoadedProject } from './ForLoadedProject';
import { ProjectBriefing } from './ProjectBriefing';
import { closeOverlay, useOverlayOpen, useOverlayProjectId } from './overlayStore';
import { OverlayDrawer } from './OverlayDrawer';

/** Project Briefing (docs/product.md#overlays): on the right, 720 wide, read only. */
export function ProjectBriefingDrawer() {
  const open = useOverlayOpen('projectBriefing');
  const projectId = useOverlayProjectId();
  return (
    <OverlayDrawer open={open} onClose={() => closeOverlay('projectBriefing')} titleKey="app.project_overlays.briefing" placement={{ anchor: 'right', width: 720 }}>
      <ForLoadedProject>{projectId !== null && <ProjectBriefing projectId={projectId} />}</ForLoadedProject>
    </OverlayDrawer>
  );
}
