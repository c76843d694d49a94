import { z } from 'zod';
import { taskTypes } from './enums.js';
import { atLeastOne, isoDate, oneOf, recordId, requiredText, updateEnvelope } from './fields.js';
import { moment, recordFields } from './recordFields.js';

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

/** A task as the API answers it; the customer of its project is what names the project in a list of tasks. */
export const taskRecordSchema = z.object({
  ...recordFields,
  project: z.string(),
  urgent: z.boolean(),
  name: z.string(),
  participants: z.array(z.string()),
  deadline: z.string().describe('A calendar day, YYYY-MM-DD'),
  types: z.array(z.enum(taskTypes)),
  description: z.string(),
  done: z.boolean(),
  done_at: moment.nullable(),
  customer_name: z.string().nullable().describe("The full name of the project's customer"),
  participant_names: z.array(z.string()).describe('In the order of participants'),
});

export type Task = z.infer<typeof taskRecordSchema>;
