import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import contracts from '../resources/contracts';
import tasks from '../resources/tasks';
import { ProjectBriefing } from './ProjectBriefing';
import { closeOverlay, useOverlayProjectId, type ProjectOverlayName } from './overlayStore';
import { OverlayDrawer, type DrawerPlacement } from './OverlayDrawer';
import { useOverlayCreation } from './useOverlayCreation';

/** A drawer acting on the project loaded when it opened; opened with none, it says where to open it from. */
function ProjectOverlayDrawer({ name, titleKey, placement, children }: { name: ProjectOverlayName; titleKey: string; placement: DrawerPlacement; children: ReactNode }) {
  const translate = useTranslate();
  const projectId = useOverlayProjectId();
  return (
    <OverlayDrawer name={name} titleKey={titleKey} placement={placement}>
      {projectId === null ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('app.project_overlays.no_project')}
        </Alert>
      ) : (
        children
      )}
    </OverlayDrawer>
  );
}

/** New Contract (docs/product.md#overlays): on the right, 700 wide; the contract is added to the project and the drawer closes. */
export function NewContractDrawer() {
  const ContractCreate = contracts.create;
  return (
    <ProjectOverlayDrawer name="newContract" titleKey="app.project_overlays.new_contract" placement={{ anchor: 'right', width: 700 }}>
      <ContractCreate {...useOverlayCreation(() => closeOverlay('newContract'))} />
    </ProjectOverlayDrawer>
  );
}

/** New Task (docs/product.md#overlays): from the bottom, 80 % high, tied to the loaded project; on success it closes. */
export function NewTaskDrawer() {
  const TaskCreate = tasks.create;
  return (
    <ProjectOverlayDrawer name="newTask" titleKey="app.project_overlays.new_task" placement={{ anchor: 'bottom' }}>
      <TaskCreate {...useOverlayCreation(() => closeOverlay('newTask'))} />
    </ProjectOverlayDrawer>
  );
}

/** Project Briefing (docs/product.md#overlays): on the right, 720 wide, read only. */
export function ProjectBriefingDrawer() {
  const projectId = useOverlayProjectId();
  return (
    <ProjectOverlayDrawer name="projectBriefing" titleKey="app.project_overlays.briefing" placement={{ anchor: 'right', width: 720 }}>
      {projectId !== null && <ProjectBriefing projectId={projectId} />}
    </ProjectOverlayDrawer>
  );
}
