import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { resources } from '../../domain/resources.js';
import { taskCreateSchema, taskDefaults, taskRecordSchema, taskUpdateSchema } from '../../domain/task.js';
import { isStaffAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { moment, recordColumns, users } from '../db/schema.js';
import { notFound } from '../http/apiError.js';
import { customerFullNameSql, staffNameOf, staffNamesOf } from './computedNames.js';
import { projects } from './projects.js';
import { getRecord, relatedRecordsLimit, selectRecords } from './recordReads.js';
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

/**
 * Who takes part in which task: `tasks.participants` one row a participant, with the task's fields its work order
 * sorts by, kept in step by triggers on `tasks` (migration 0050: `refresh_task_participants`). Its index lists one
 * person's tasks in that order without reading the others (docs/performance.md#a-persons-tasks).
 */
export const taskParticipants = pgTable(
  'task_participants',
  {
    task: text('task')
      .notNull()
      .references(() => tasks._id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    done: boolean('done').notNull(),
    urgent: boolean('urgent').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.task, t.account] }),
    index('task_participants_work_order_idx').on(t.account, t.done, t.urgent.desc().nullsFirst(), t.deadline, t.task.desc().nullsFirst()),
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

/**
 * The tasks `participant` takes part in: the first `relatedRecordsLimit` of task_participants' index, which holds
 * them in `taskWorkOrder` (docs/performance.md#a-persons-tasks).
 */
const tasksOfParticipant = (participant: Placeholder) =>
  // An array of ids, not `in (select …)`: the planner then looks each one up by key rather than hashing every task.
  sql`${tasks._id} = any(array(select ${taskParticipants.task} from ${taskParticipants} where ${taskParticipants.account} = ${participant}
    order by ${taskParticipants.done} asc, ${taskParticipants.urgent} desc, ${taskParticipants.deadline} asc, ${taskParticipants.task} desc
    limit ${sql.raw(String(relatedRecordsLimit))}))`;

/** The tasks `accountId` takes part in (`GET /pm/tasks/user`), in work order. */
export const participantTasks = (db: Db, accountId: string) =>
  selectRecords(db, taskResource, {
    call: 'of participant',
    where: tasksOfParticipant,
    value: accountId,
    order: taskWorkOrder,
    // Read along task_participants' index in work order, however many tasks the person has: one plan serves all.
    planning: 'once',
  });

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
