import { useNavigate } from 'react-router-dom';
import projects from '../resources/projects';
import { closeOverlay } from './overlayStore';
import { OverlayDrawer } from './OverlayDrawer';
import { useOverlayCreation } from './useOverlayCreation';

/** New Project (docs/product.md#overlays): from the bottom, 80 % high. A created project closes it and the project list shows, reloaded. */
export function NewProjectDrawer() {
  const navigate = useNavigate();
  const creation = useOverlayCreation(
    () => closeOverlay('newProject'),
    () => navigate(projects.paths.list),
  );
  const ProjectCreate = projects.create;
  return (
    <OverlayDrawer name="newProject" titleKey="resources.projects.page.create" placement={{ anchor: 'bottom' }}>
      <ProjectCreate {...creation} />
    </OverlayDrawer>
  );
}
