import { taskCreateSchema } from '../../../domain/task';
import type { TaskRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { TaskInputs } from './TaskInputs';

/** Edits a task; it stays with its project, and is marked done from its page or a list. */
export default function TaskEdit() {
  return (
    <RecordEdit<TaskRecord> schema={taskCreateSchema} showPath={resourcePaths.tasks.showPath} listPath={resourcePaths.tasks.list} title={(task) => task.name}>
      <TaskInputs />
    </RecordEdit>
  );
}
