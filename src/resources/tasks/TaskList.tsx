import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BooleanInput, CheckboxGroupInput, DateInput, FilterButton, SimpleList, TextInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, TaskRecord } from '../../dataProvider';
import { enumChoices } from '../enumLabels';
import { RecordList } from '../RecordList';
import { RecordsCard } from '../RecordsCard';
import { resourcePaths } from '../resourcePaths';
import { TaskDoneCheckbox } from './TaskDoneCheckbox';
import { TaskTable } from './TaskTable';

const taskFilters = [
  <TextInput key="name" source="name" alwaysOn />,
  <BooleanInput key="done" source="done" />,
  <BooleanInput key="urgent" source="urgent" />,
  <CheckboxGroupInput key="types" source="types" choices={enumChoices('taskTypes')} />,
  <DateInput key="deadline.gte" source="deadline.gte" label="resources.tasks.filters.deadline_from" />,
  <DateInput key="deadline.lte" source="deadline.lte" label="resources.tasks.filters.deadline_to" />,
];

function TaskPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<TaskRecord>
      rowClick={resourcePaths.tasks.showPath}
      leftIcon={(task) => <TaskDoneCheckbox task={task} />}
      primaryText={(task) => (task.urgent ? `${task.name} · ${translate('resources.tasks.fields.urgent')}` : task.name)}
      secondaryText={(task) => [task.deadline, task.customer_name].filter(Boolean).join(' · ')}
    />
  );
}

/**
 * The tasks the signed-in staff member takes part in: open first, urgent first, nearest deadline first (the server's
 * order); on a phone a list like the one of every task, where a table's later columns would be cut off.
 */
function MyTasks() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <RecordsCard
      titleKey="resources.tasks.mine"
      resource="tasks"
      queryKey={['tasks', 'user']}
      load={() => dataProvider.getUserTasks()}
      emptyKey="resources.tasks.none_mine"
    >
      {isPhone ? <TaskPhoneList /> : <TaskTable withProject />}
    </RecordsCard>
  );
}

/** /pm/tasks (docs/product.md#screens-and-routes): the signed-in staff member's own tasks first, then every task with filters. */
export default function TaskList() {
  const translate = useTranslate();
  return (
    <>
      <MyTasks />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('resources.tasks.all')}
      </Typography>
      <RecordList
        filters={taskFilters}
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        exporter={false}
        table={<TaskTable withProject />}
        phoneList={<TaskPhoneList />}
      />
    </>
  );
}
