import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useOverlayOpen, type OverlayName } from './overlayStore';

// Each overlay's code loads the first time it opens, so no page waits for all of them.
const CreateCustomerDialog = lazy(() => import('./CreateCustomerDialog').then((module) => ({ default: module.CreateCustomerDialog })));
const CreateProjectDialog = lazy(() => import('./CreateProjectDialog').then((module) => ({ default: module.CreateProjectDialog })));
const NewProjectDrawer = lazy(() => import('./NewProjectDrawer').then((module) => ({ default: module.NewProjectDrawer })));
const SelectCustomerDialog = lazy(() => import('./SelectCustomerDialog').then((module) => ({ default: module.SelectCustomerDialog })));
const projectDrawers = () => import('./ProjectOverlayDrawers');
const NewContractDrawer = lazy(() => projectDrawers().then((module) => ({ default: module.NewContractDrawer })));
const NewTaskDrawer = lazy(() => projectDrawers().then((module) => ({ default: module.NewTaskDrawer })));
const ProjectBriefingDrawer = lazy(() => projectDrawers().then((module) => ({ default: module.ProjectBriefingDrawer })));

/** Mounts an overlay once it has been opened, and keeps it mounted so it can animate as it closes. */
function OnceOpened({ name, children }: { name: OverlayName; children: ReactNode }) {
  const open = useOverlayOpen(name);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Every global modal and drawer (SPEC §2.5), mounted in the layout so any page can open them. The one opened
 * last is on top: the customer pickers show over the New Project drawer.
 */
export function GlobalOverlays() {
  return (
    <>
      <OnceOpened name="newProject">
        <NewProjectDrawer />
      </OnceOpened>
      <OnceOpened name="newTask">
        <NewTaskDrawer />
      </OnceOpened>
      <OnceOpened name="newContract">
        <NewContractDrawer />
      </OnceOpened>
      <OnceOpened name="projectBriefing">
        <ProjectBriefingDrawer />
      </OnceOpened>
      <OnceOpened name="createProject">
        <CreateProjectDialog />
      </OnceOpened>
      <OnceOpened name="selectCustomer">
        <SelectCustomerDialog />
      </OnceOpened>
      <OnceOpened name="createCustomer">
        <CreateCustomerDialog />
      </OnceOpened>
    </>
  );
}
