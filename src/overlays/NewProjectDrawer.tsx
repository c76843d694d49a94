import { useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import projects from '../resources/projects';
import { closeOverlay } from './overlayStore';
import { OverlayDrawer } from './OverlayDrawer';

/** SPEC §2.5 New Project: from the bottom, 80 % high. A created project closes it and the project list shows, reloaded. */
export function NewProjectDrawer() {
  const refresh = useRefresh();
  const navigate = useNavigate();
  const close = () => closeOverlay('newProject');
  const ProjectCreate = projects.create;
  return (
    <OverlayDrawer name="newProject" titleKey="resources.projects.page.create" placement={{ anchor: 'bottom' }}>
      <ProjectCreate
        onCreated={() => {
          close();
          refresh();
          navigate(projects.paths.list);
        }}
        onCancel={close}
      />
    </OverlayDrawer>
  );
}
