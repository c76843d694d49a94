import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../domain/resources.js';
import { staffPickerSchema } from '../../domain/staff.js';
import { activeStaff } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { answers } from '../resources/resourceRoutes.js';

/**
 * System (docs/product.md#api) besides the staff list protocol, get, create and update (`resourceRoutes`): the list every
 * staff picker reads.
 */
export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    resources.staffs.apiPath,
    {
      schema: {
        tags: ['system'],
        description: 'Every active staff member by name: who may be picked as a participant, a team member or leader, a specialist.',
        response: answers(200, staffPickerSchema),
      },
      // Every staff member picks staff (a Worker names a task's participants) without reading the staff records.
      config: { access: 'staff' },
    },
    async () => ({ staff: await activeStaff(db) }),
  );
};
