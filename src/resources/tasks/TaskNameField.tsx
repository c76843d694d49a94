import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { useTranslate } from 'react-admin';
import type { TaskRecord } from '../../dataProvider';

/** The task's name, struck through when done, with a red mark when it is urgent. */
export function TaskNameField({ task }: { task: Pick<TaskRecord, 'name' | 'urgent' | 'done'> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ textDecoration: task.done ? 'line-through' : undefined, color: task.done ? 'text.secondary' : undefined }}>
        {task.name}
      </Typography>
      {task.urgent && <Chip size="small" color="error" icon={<PriorityHighIcon />} label={translate('resources.tasks.fields.urgent')} />}
    </Stack>
  );
}
