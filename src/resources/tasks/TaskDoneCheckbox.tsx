import Checkbox from '@mui/material/Checkbox';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider, TaskRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';

/** Marks a task done, or open again; every list showing it reloads. */
export function TaskDoneCheckbox({ task }: { task: TaskRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (done: boolean) => dataProvider.setTaskDone(task.id, done),
    onSuccess: (saved) => {
      notify(saved.done ? 'resources.tasks.notifications.done' : 'resources.tasks.notifications.reopened', { type: 'success' });
      refresh();
    },
    onError: notifyFailure,
  });
  return (
    <Checkbox
      checked={task.done}
      disabled={isPending}
      onChange={(event) => mutate(event.target.checked)}
      // A click on the box is not a click on the row, which opens the task.
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate(task.done ? 'resources.tasks.action.reopen' : 'resources.tasks.action.mark_done', { name: task.name }) } }}
    />
  );
}
