import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recipientGroupCreateSchema, recipientGroupDefaults, recipientGroupRecordSchema, recipientGroupUpdateSchema } from '../../domain/recipientGroup.js';
import { resources } from '../../domain/resources.js';
import { recordColumns } from '../db/schema.js';
import { staffNameOf } from './computedNames.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';

/**
 * A recipient group of marketing: which customers its `filter` (domain/recipientGroup.ts) selects is worked out
 * when asked, so its members are never a stale list.
 */
export const recipientGroups = pgTable(
  'recipient_groups',
  {
    ...recordColumns,
    name: text('name').notNull(),
    description: text('description'),
    filter: jsonb('filter').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('recipient_groups_created_at_idx').on(t.created_at, t._id), index('recipient_groups_name_idx').on(t.name, t._id)],
);

/** Marketing's recipient groups; which customers each holds is worked out when asked (server/marketing/recipientGroupMembers.ts). */
export const recipientGroupResource: ResourceDefinition = {
  declaration: resources.recipients,
  table: recipientGroups,
  label: 'Recipient group',
  createSchema: recipientGroupCreateSchema,
  updateSchema: recipientGroupUpdateSchema,
  defaults: recipientGroupDefaults,
  filters: { name: 'contains', created_at: 'range' },
  sorts: ['created_at', 'updated_at', 'name'],
  computed: { creator_name: staffNameOf('recipient_groups.creator').as('creator_name') },
  recordSchema: recipientGroupRecordSchema,
  sample: { body: () => ({ name: 'Group "Q" 王', description: sampleText, filter: { location: sampleText } }) },
  // A campaign naming a deleted group selects nobody by it (server/marketing/campaignExpansion.ts) until it is restored.
  deletion: { label: recipientGroups.name },
};
