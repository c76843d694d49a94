import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FunctionField, Link, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { TaskRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { DetailCell, DetailsCard, EditAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells } from '../RecordDetails';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';
import { TaskDoneCheckbox } from './TaskDoneCheckbox';
import { customerNameText } from '../customerName';

function TaskPage() {
  const translate = useTranslate();
  const task = useRecordContext<TaskRecord>();
  const listText = useListText();
  usePageTitle(task?.name ?? 'resources.tasks.name', { smart_count: 1 });
  if (!task) return null;
  return (
    <>
      <RecordHeader
        title={task.name}
        subtitle={customerNameText(task.customer_name, translate)}
        status={task.urgent && <Chip size="small" color="error" label={translate('resources.tasks.fields.urgent')} />}
        actions={
          <>
            <FormControlLabel control={<TaskDoneCheckbox task={task} />} label={translate('resources.tasks.done')} />
            <EditAction to={resourcePaths.tasks.editPath(task.id)} />
          </>
        }
      />
      <DetailsCard>
        <DetailCell>
          <Link to={resourcePaths.projects.showPath(task.project)} label="resources.tasks.fields.project">
            {customerNameText(task.customer_name, translate) ?? translate('resources.tasks.open_project')}
          </Link>
        </DetailCell>
        <DetailCell>
          <LocaleDateField source="deadline" />
        </DetailCell>
        <DetailCell>
          <LocaleDateField source="done_at" showTime />
        </DetailCell>
        <DetailCell wide>
          <FunctionField<TaskRecord> label="resources.tasks.fields.participants" render={(shown) => listText(shown.participant_names)} />
        </DetailCell>
        <DetailCell wide>
          <EnumField source="types" enumName="taskTypes" />
        </DetailCell>
        <LongTextCell source="description" />
        <RecordStampCells />
      </DetailsCard>
    </>
  );
}

/** /pm/task (here /pm/task/{id}; docs/product.md#screens-and-routes): one task, done or not. */
export default function TaskShow() {
  return (
    <RecordShow<TaskRecord> listPath={resourcePaths.tasks.list}>
      <TaskPage />
    </RecordShow>
  );
}
