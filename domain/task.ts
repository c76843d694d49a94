import { z } from 'zod';
import { taskTypes } from './enums.js';
import { atLeastOne, isoDate, oneOf, recordId, requiredText, updateEnvelope } from './fields.js';

const taskShape = {
  project: recordId('validation.task.project_required'),
  urgent: z.boolean({ error: 'validation.invalid_value' }).optional(),
  name: requiredText('validation.task.name_required', 3, 30, 'validation.length_3_30'),
  participants: atLeastOne(recordId('validation.task.participants_required'), 'validation.task.participants_required', 50),
  deadline: isoDate('validation.task.deadline_required'),
  types: atLeastOne(oneOf(taskTypes), 'validation.task.types_required', taskTypes.length),
  description: requiredText('validation.task.description_required', 1, 5000, 'validation.too_long'),
};

/** The New Task drawer's form: `POST /pm/tasks`. A task is done or not through `POST /pm/tasks/:id/done`. */
export const taskCreateSchema = z.object(taskShape);
export const taskUpdateSchema = z.object(taskShape).partial().extend(updateEnvelope);

/** `POST /pm/tasks/:id/done`: marks a task done (the server sets `done_at`) or open again. */
export const taskDoneSchema = z.object({ done: z.boolean({ error: 'validation.invalid_value' }) });

export const taskDefaults = { urgent: false } as const;

export type TaskInput = z.infer<typeof taskCreateSchema>;

export interface Task extends Omit<TaskInput, 'urgent'> {
  _id: string;
  urgent: boolean;
  done: boolean;
  done_at: string | null;
  /** The customer of the task's project: what names the project in a list of tasks. */
  customer_name: string | null;
  /** The participants' names, in the order of `participants`. */
  participant_names: string[];
  creator: string | null;
  creator_name: string | null;
  created_at: string;
  updated_at: string;
}
