import { useGetOne, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import { taskCreateSchema, taskDefaults } from '../../../domain/task';
import type { ProjectRecord, TaskRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import { useOverlayProjectId } from '../../overlays/overlayStore';
import { projectTitle } from '../projects/projectTitle';
import type { CreateViewProps } from '../resourceModule';
import { TaskInputs } from './TaskInputs';

/** The New Task drawer's form (docs/product.md#overlays): tied to the project loaded when it opened, which it names on top. */
export default function TaskCreate(props: CreateViewProps<TaskRecord>) {
  const translate = useTranslate();
  const projectId = useOverlayProjectId();
  const { data: project } = useGetOne<ProjectRecord>('projects', { id: projectId ?? '' }, { enabled: projectId !== null });
  return (
    <OverlayCreateForm {...props} container="drawer" resource="tasks" schema={taskCreateSchema} draft={() => ({ ...taskDefaults, project: projectId, types: [], participants: [] })}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('resources.tasks.for_project', { project: project ? projectTitle(project, translate) : '…' })}
      </Alert>
      <TaskInputs />
    </OverlayCreateForm>
  );
}
