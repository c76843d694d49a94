import { taskCreateSchema } from '../../../domain/task';
import type { TaskRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { TaskInputs } from './TaskInputs';
import tasks from '.';

/** Edits a task; it stays with its project, and is marked done from its page or a list. */
export default function TaskEdit() {
  return (
    <RecordEdit<TaskRecord> schema={taskCreateSchema} showPath={tasks.paths.showPath} listPath={tasks.paths.list} title={(task) => task.name}>
      <TaskInputs />
    </RecordEdit>
  );
}
