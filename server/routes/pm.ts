import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractCreateSchema, contractRecordSchema } from '../../domain/contract.js';
import { searchTermSchema } from '../../domain/listQuery.js';
import { projectRecordSchema } from '../../domain/project.js';
import { taskDoneSchema, taskRecordSchema } from '../../domain/task.js';
import { teamRecordSchema } from '../../domain/team.js';
import type { Db } from '../db/client.js';
import { sendRecords } from '../http/jsonAnswer.js';
import { searchRecords } from '../resources/listQueries.js';
import { contractResource, contracts } from '../resources/contracts.js';
import { customerProjects, projectResource } from '../resources/projects.js';
import { answers, idParams } from '../resources/resourceRoutes.js';
import { assertRecordExists, getRecord, selectRecords } from '../resources/recordReads.js';
import { createRecord } from '../resources/recordWrites.js';
import { markTaskDone, participantTasks, taskResource, tasks, taskWorkOrder } from '../resources/tasks.js';
import { teamResource, teams } from '../resources/teams.js';

const read = { access: { area: 'pm', action: 'read' } } as const;
const write = { access: { area: 'pm', action: 'write' } } as const;
const tags = ['pm'];

/**
 * How many projects quick search answers below the customers it finds, newest first, with whether more match
 * (docs/pm.md#finding-a-project): counted, a common term's total cost twice the page.
 */
export const projectQuickSearchLimit = 10;

/**
 * PM (docs/product.md#api): projects with their contracts, history and tasks; contracts; tasks of a user and of a project;
 * teams, besides the list protocol, get, create and update every resource answers (`resourceRoutes`).
 */
export const pmRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/pm/projects/search/:term',
    {
      schema: {
        tags,
        params: z.object({ term: searchTermSchema.trim().min(1) }),
        response: answers(200, z.object({ projects: z.array(projectRecordSchema), more: z.boolean() })),
      },
      config: read,
    },
    async (request, reply) => {
      const { records, more } = await searchRecords(db, projectResource, request.params.term, projectQuickSearchLimit);
      return sendRecords(reply, 'projects', records, { more });
    },
  );

  app.get(
    '/pm/projects/customer/:customerId',
    {
      schema: { tags, params: z.object({ customerId: idParams.shape.id }), response: answers(200, z.object({ projects: z.array(projectRecordSchema) })) },
      config: read,
    },
    async (request) => ({ projects: await customerProjects(db, request.params.customerId) }),
  );

  app.get(
    '/pm/projects/:id/contracts',
    { schema: { tags, params: idParams, response: answers(200, z.object({ contracts: z.array(contractRecordSchema) })) }, config: read },
    async (request) => {
      await assertRecordExists(db, projectResource, request.params.id);
      return {
        contracts: await selectRecords(db, contractResource, {
          call: 'of project',
          where: (project) => eq(contracts.project, project),
          value: request.params.id,
          planning: 'once',
        }),
      };
    },
  );

  app.post(
    '/pm/projects/:id/contracts',
    { schema: { tags, params: idParams, body: contractCreateSchema, response: answers(201, contractRecordSchema) }, config: write },
    async (request, reply) => {
      const project = (await getRecord(db, projectResource, request.params.id)) as { _id: string; customer: string };
      const contract = { ...request.body, project: project._id, customer: project.customer };
      return reply.status(201).send(await createRecord(db, contractResource, contract, request.account._id));
    },
  );

  const taskList = z.object({ tasks: z.array(taskRecordSchema) });

  app.get(
    '/pm/tasks/user',
    {
      schema: { tags, description: 'The tasks the signed-in staff member takes part in: open first, urgent first, nearest deadline first.', response: answers(200, taskList) },
      config: read,
    },
    async (request) => ({ tasks: await participantTasks(db, request.account._id) }),
  );

  app.get(
    '/pm/tasks/project/:id',
    { schema: { tags, params: idParams, response: answers(200, taskList) }, config: read },
    async (request) => {
      await assertRecordExists(db, projectResource, request.params.id);
      return {
        tasks: await selectRecords(db, taskResource, {
          call: 'of project',
          where: (project) => eq(tasks.project, project),
          value: request.params.id,
          order: taskWorkOrder,
          planning: 'once',
        }),
      };
    },
  );

  app.post(
    '/pm/tasks/:id/done',
    {
      schema: {
        tags,
        description: 'Marks the task done (`done_at` is set to now) or open again (`done_at` is cleared); answers the task.',
        params: idParams,
        body: taskDoneSchema,
        response: answers(200, taskRecordSchema),
      },
      config: write,
    },
    (request) => markTaskDone(db, request.params.id, request.body.done),
  );

  app.get(
    '/pm/teams',
    { schema: { tags, description: 'Every team, by name.', response: answers(200, z.object({ teams: z.array(teamRecordSchema) })) }, config: read },
    async () => ({ teams: await selectRecords(db, teamResource, { call: 'by name', order: [asc(teams.name), asc(teams._id)], planning: 'once' }) }),
  );
};
