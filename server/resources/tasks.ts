import { and, eq, sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { resources } from '../../domain/resources.js';
import { taskCreateSchema, taskDefaults, taskRecordSchema, taskUpdateSchema } from '../../domain/task.js';
import { isStaffAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { moment, recordColumns, users } from '../db/schema.js';
import { notFound } from '../http/apiError.js';
import { customerFullNameSql, staffNameOf, staffNamesOf } from './computedNames.js';
import { projects } from './projects.js';
import { getRecord } from './recordReads.js';
import { nextVersion } from './recordWrites.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

export const tasks = pgTable(
  'tasks',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    urgent: boolean('urgent').notNull().default(false),
    name: text('name').notNull(),
    participants: text('participants').array().notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    types: text('types').array().notNull(),
    description: text('description').notNull(),
    done: boolean('done').notNull().default(false),
    done_at: moment('done_at'),
  },
  (t) => [
    index('tasks_participants_idx').using('gin', t.participants),
    index('tasks_project_idx').on(t.project, t.created_at, t._id),
    index('tasks_created_at_idx').on(t.created_at, t._id),
    index('tasks_deadline_idx').on(t.deadline, t._id),
  ],
);

export const taskResource: ResourceDefinition = {
  declaration: resources.tasks,
  table: tasks,
  label: 'Task',
  createSchema: taskCreateSchema,
  updateSchema: taskUpdateSchema,
  defaults: taskDefaults,
  filters: {
    project: 'exact',
    urgent: 'exact',
    done: 'exact',
    creator: 'exact',
    participants: 'anyOf',
    types: 'anyOf',
    name: 'contains',
    deadline: 'range',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'deadline', 'name', 'urgent', 'done'],
  computed: {
    customer_name: sql<string | null>`(select ${customerFullNameSql} from projects join customers on customers._id = projects.customer where projects._id = tasks.project)`.as(
      'customer_name',
    ),
    participant_names: staffNamesOf('tasks.participants').as('participant_names'),
    creator_name: staffNameOf('tasks.creator').as('creator_name'),
  },
  references: {
    project: { table: projects, missing: 'validation.missing.project' },
    participants: { table: users, missing: 'validation.missing.staff', where: isStaffAccount },
  },
  recordSchema: taskRecordSchema,
  sample: {
    body: (idOf) => ({
      project: idOf('projects'),
      name: 'Tile "Q" 王芳',
      participants: [idOf('staffs')],
      deadline: '2030-01-15',
      types: ['engineering'],
      description: sampleText,
    }),
  },
  deletion: {
    label: tasks.name,
    parents: [{ column: 'project', resource: 'projects', inTrash: 'validation.trash.restore_project_first', missing: 'validation.missing.project' }],
  },
};

/** What needs doing first: open tasks, urgent ones, the nearest deadline. */
export const taskWorkOrder = [sql`${tasks.done} asc`, sql`${tasks.urgent} desc`, sql`${tasks.deadline} asc`, sql`${tasks._id} desc`];

/** Marks a task done (now) or open again; answers the task. Marking it as it already is changes nothing. */
export async function markTaskDone(db: Db, id: string, done: boolean) {
  const [task] = await db.select({ done: tasks.done }).from(tasks).where(eq(tasks._id, id));
  if (!task) throw notFound(taskResource.label);
  await db
    .update(tasks)
    .set({ done, done_at: done ? sql`now()` : null, updated_at: nextVersion(tasks) })
    .where(and(eq(tasks._id, id), sql`${tasks.done} <> ${done}`));
  return getRecord(db, taskResource, id);
}
