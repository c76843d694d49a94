import { DataTable, useTranslate } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { TaskRecord } from '../../dataProvider';
import { EnumField } from '../EnumField';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';
import { TaskDoneCheckbox } from './TaskDoneCheckbox';
import { TaskNameField } from './TaskNameField';
import { useBulkDelete } from '../DeleteActions';
import { customerNameText } from '../customerName';

const Column = DataTable.Col<TaskRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

/** Tasks in a table, in a list context; `withProject` names each task's project by its customer. */
export function TaskTable({ withProject = false }: { withProject?: boolean }) {
  const bulkDelete = useBulkDelete();
  const listText = useListText();
  const translate = useTranslate();
  return (
    <DataTable<TaskRecord> rowClick={resourcePaths.tasks.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="done" render={(task) => <TaskDoneCheckbox task={task} />} />
      <Column source="name" render={(task) => <TaskNameField task={task} />} />
      {withProject && <Column source="customer_name" label="resources.tasks.fields.project" disableSort render={(task) => customerNameText(task.customer_name, translate)} cellSx={noWrap} />}
      <Column source="deadline" field={LocaleDateField} cellSx={noWrap} />
      <Column source="types" disableSort render={() => <EnumField source="types" enumName="taskTypes" />} />
      <Column source="participant_names" disableSort render={(task) => listText(task.participant_names)} />
    </DataTable>
  );
}
