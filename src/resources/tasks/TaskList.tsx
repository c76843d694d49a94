import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { BooleanInput, CheckboxGroupInput, DateInput, FilterButton, TextInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider, TaskRecord } from '../../dataProvider';
import { enumChoices } from '../enumLabels';
import { RecordList } from '../RecordList';
import { RecordsCard } from '../RecordsCard';
import { resourcePaths } from '../resourcePaths';
import { TaskDoneCheckbox } from './TaskDoneCheckbox';
import { TaskTable } from './TaskTable';
import { customerNameText } from '../customerName';

const taskFilters = [
  <TextInput key="name" source="name" alwaysOn />,
  <BooleanInput key="done" source="done" />,
  <BooleanInput key="urgent" source="urgent" />,
  <CheckboxGroupInput key="types" source="types" choices={enumChoices('taskTypes')} />,
  <DateInput key="deadline.gte" source="deadline.gte" label="resources.tasks.filters.deadline_from" />,
  <DateInput key="deadline.lte" source="deadline.lte" label="resources.tasks.filters.deadline_to" />,
];

/**
 * Tasks on a phone: each row's box beside the link to the task, not inside it (`PhoneList` puts all a row shows in
 * its link, and a control inside a control is out of reach of a screen reader's list of controls).
 */
function TaskPhoneList() {
  const translate = useTranslate();
  const { data } = useListContext<TaskRecord>();
  return (
    <List disablePadding>
      {data?.map((task) => (
        <ListItem key={task.id} disablePadding>
          <ListItemIcon sx={{ pl: 1 }}>
            <TaskDoneCheckbox task={task} />
          </ListItemIcon>
          <ListItemButton component={Link} to={resourcePaths.tasks.showPath(task.id)}>
            <ListItemText
              primary={task.urgent ? `${task.name} · ${translate('resources.tasks.fields.urgent')}` : task.name}
              secondary={[task.deadline, customerNameText(task.customer_name, translate)].filter(Boolean).join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
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
