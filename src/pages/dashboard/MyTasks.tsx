import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { enumLabelKey } from '../../resources/enumLabels';
import { zonedDay } from '../../../domain/schedule';
import { useBusinessTime } from '../../support/businessTime';
import { DashboardCard, DashboardNotice, DashboardRowsLoading } from './DashboardCard';

/** How many tasks the panel lists; the task list holds them all. */
const tasksShown = 8;

/**
 * The signed-in person's tasks in the server's order (`GET /pm/tasks/user`: open first, urgent first, nearest
 * deadline first), so that what needs doing first is at the top.
 */
export function MyTasks({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const { timeZone, day } = useBusinessTime();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['tasks', 'user'],
    queryFn: () => dataProvider.getUserTasks(),
    enabled,
    staleTime: 30_000,
    retry: false,
  });

  const content = () => {
    if (!enabled) return <DashboardNotice messageKey="app.dashboard.tasks_not_allowed" />;
    if (isPending) return <DashboardRowsLoading />;
    if (isError) return <DashboardNotice messageKey="app.dashboard.load_failed" />;
    if (data.length === 0) return <DashboardNotice messageKey="app.dashboard.no_tasks" />;
    const today = zonedDay(new Date(), timeZone);
    return (
      <List dense disablePadding>
        {data.slice(0, tasksShown).map((task) => {
          const overdue = !task.done && !!task.deadline && task.deadline < today;
          const deadline = task.deadline
            ? translate('app.dashboard.due', { date: day(task.deadline, { month: 'short', day: 'numeric' }) })
            : translate('app.dashboard.no_deadline');
          return (
            <ListItem key={task.id} disableGutters divider>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {task.done ? (
                  <CheckCircleIcon color="success" aria-label={translate('app.dashboard.done')} />
                ) : (
                  <RadioButtonUncheckedIcon color="action" aria-label={translate('app.dashboard.open')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={task.name}
                secondary={
                  <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5, rowGap: 0.5 }}>
                    <Chip component="span" size="small" label={deadline} color={overdue ? 'error' : 'default'} variant={overdue ? 'filled' : 'outlined'} />
                    {task.urgent && !task.done && <Chip component="span" size="small" color="warning" label={translate('app.dashboard.urgent')} />}
                    {task.types.map((type) => (
                      <Chip component="span" key={type} size="small" variant="outlined" label={translate(enumLabelKey('taskTypes', type), { _: type })} />
                    ))}
                  </Stack>
                }
                slotProps={{ primary: { sx: { textDecoration: task.done ? 'line-through' : undefined } }, secondary: { component: 'span' } }}
              />
            </ListItem>
          );
        })}
      </List>
    );
  };

  return <DashboardCard titleKey="app.dashboard.my_tasks">{content()}</DashboardCard>;
}
