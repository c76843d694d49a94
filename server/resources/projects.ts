import { eq, sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { projectCreateSchema, projectDatesInOrder, projectDefaults, projectRecordSchema, projectUpdateSchema } from '../../domain/project.js';
import { resources } from '../../domain/resources.js';
import { accountShownName, isStaffAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { moment, recordColumns, users } from '../db/schema.js';
import { customerFullNameSql, projectLabelOf, staffNameOf } from './computedNames.js';
import { customerResource, customers } from './customers.js';
import { assertRecordExists, selectRecords } from './recordReads.js';
import { sampleText, type ResourceDefinition } from './resourceDefinition.js';
import { teams } from './teams.js';

export const projects = pgTable(
  'projects',
  {
    ...recordColumns,
    customer: text('customer')
      .notNull()
      .references(() => customers._id),
    property: text('property').notNull().default('house'),
    services: text('services').array().notNull().default(sql`'{interior-renovation}'`),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    team: text('team').references(() => teams._id, { onDelete: 'set null' }),
    specialist: text('specialist').references(() => users._id, { onDelete: 'set null' }),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    raw_address: text('raw_address'),
    location: text('location'),
    note: text('note'),
    source: text('source'),
    referer: text('referer'),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    // The customer's names and organization, copied by triggers (migration 0034) so that a project is found by its
    // customer's name with the project's own index.
    customer_search: text('customer_search'),
    // What `q` matches (docs/pm.md#finding-a-project): the customer's names, the description, the address, the
    // location, lower-cased and trigram-indexed; and their Chinese characters, which trigrams cannot index alone.
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(customer_search, '') || ' ' || coalesce(description, '') || ' ' || coalesce(raw_address, '') || ' ' || coalesce(location, ''))`,
    ),
    search_cjk: text('search_cjk')
      .array()
      .generatedAlwaysAs(sql`cjk_characters(coalesce(customer_search, '') || coalesce(description, '') || coalesce(raw_address, '') || coalesce(location, ''))`),
  },
  (t) => [
    index('projects_customer_idx').on(t.customer, t.created_at),
    // search_text rides along, as on customers: a search for a common term walks the newest projects in this index
    // alone instead of reading and sorting every match (docs/pm.md#finding-a-project).
    index('projects_created_at_search_idx').on(t.created_at, t._id, t.search_text),
    index('projects_status_created_at_idx').on(t.status, t.created_at, t._id),
    index('projects_status_start_date_idx').on(t.status, t.start_date, t._id),
    index('projects_start_date_idx').on(t.start_date, t._id),
    index('projects_team_idx').on(t.team, t.created_at, t._id),
    index('projects_specialist_idx').on(t.specialist, t.created_at, t._id),
    index('projects_search_idx').using('gin', t.search_text.op('gin_trgm_ops')),
    index('projects_search_cjk_idx').using('gin', t.search_cjk),
  ],
);

/**
 * Each (status, service) pair of a customer's projects, once, with the customer's fields that recipient filters
 * select by copied beside it (same names as in `customers`), and its consent states: a project condition is
 * answered from this table alone, newest first, counted and grouped by consent from one index, without reading
 * `projects` or `customers` (migrations 0026, 0053). Triggers on `projects` (status, services, customer) and
 * `customers` (the copied fields) keep it exact; a project without services has the pair (status, ''). Erased
 * customers, nobody's recipients, have no pairs.
 */
export const customerProjectPairs = pgTable(
  'customer_project_pairs',
  {
    // The customer's `_id`, by which the triggers find its pairs, and its `uid`, by which the preview counts and
    // pages them: an integer hashes faster and keeps the newest-first index narrow.
    customer: text('customer').notNull(),
    customer_uid: integer('customer_uid').notNull(),
    project_status: text('project_status').notNull(),
    service: text('service').notNull(),
    created_at: moment('created_at').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    gender: text('gender').notNull(),
    active: boolean('active').notNull(),
    location: text('location'),
    notification_methods: text('notification_methods').array().notNull(),
    email_consent: text('email_consent').notNull(),
    email_consent_until: moment('email_consent_until'),
    sms_consent: text('sms_consent').notNull(),
    sms_consent_until: moment('sms_consent_until'),
  },
  (t) => [
    // One pair's customers of one language and `active` newest first, every filter field and consent state at hand:
    // the preview and the count read only this index, and the usual filter (a language, active customers) counts only
    // its own ranges.
    index('customer_project_pairs_newest_idx').on(
      t.project_status,
      t.service,
      t.locale,
      t.active,
      t.created_at,
      t.customer_uid,
      t.status,
      t.source,
      t.gender,
      t.notification_methods,
      t.location,
      t.email_consent,
      t.email_consent_until,
      t.sms_consent,
      t.sms_consent_until,
    ),
    index('customer_project_pairs_customer_idx').on(t.customer),
  ],
);

export const projectResource: ResourceDefinition = {
  declaration: resources.projects,
  table: projects,
  label: 'Project',
  createSchema: projectCreateSchema,
  updateSchema: projectUpdateSchema,
  defaults: projectDefaults,
  tallies: { status: 'value' },
  filters: {
    status: 'exact',
    customer: 'exact',
    team: 'exact',
    specialist: 'exact',
    property: 'exact',
    source: 'exact',
    creator: 'exact',
    services: 'anyOf',
    location: 'contains',
    start_date: 'range',
    end_date: 'range',
    created_at: 'range',
  },
  sorts: ['created_at', 'updated_at', 'start_date', 'end_date', 'status', 'property', 'discount'],
  search: { text: projects.search_text, cjk: projects.search_cjk },
  hidden: ['customer_search', 'search_text', 'search_cjk'],
  // The customer's contact details travel with the project: PM-only staff (Worker) cannot read customers.
  joined: { table: customers, on: sql`${customers._id} = ${projects.customer}` },
  computed: {
    customer_name: customerFullNameSql.as('customer_name'),
    customer_phone: sql<string | null>`${customers.phone}`.as('customer_phone'),
    customer_phone_extension: sql<string | null>`${customers.phone_extension}`.as('customer_phone_extension'),
    customer_email: sql<string | null>`${customers.email}`.as('customer_email'),
    team_name: sql<string | null>`(select teams.name from teams where teams._id = projects.team)`.as('team_name'),
    specialist_name: staffNameOf('projects.specialist').as('specialist_name'),
    creator_name: staffNameOf('projects.creator').as('creator_name'),
  },
  historyEntity: 'projects',
  references: {
    customer: { table: customers, missing: 'validation.missing.customer', label: customerFullNameSql },
    team: { table: teams, missing: 'validation.missing.team', label: teams.name },
    specialist: { table: users, missing: 'validation.missing.staff', where: isStaffAccount, label: accountShownName },
  },
  invariants: [{ holds: projectDatesInOrder, field: 'end_date', message: 'validation.project.end_before_start' }],
  // Written in SQL: the contracts' and quotes' tables are declared from this one (their project) and cannot be imported here.
  onUpdate: async (executor, _id, changed) => {
    if (typeof changed.customer === 'string') {
      await executor.execute(sql`update contracts set customer = ${changed.customer} where project = ${_id}`);
      await executor.execute(sql`update quotes set customer = ${changed.customer} where project = ${_id}`);
    }
  },
  // Raw values under field names, with the names of the customer, team and specialist beside their ids.
  exportColumns: [
    'id',
    'customer',
    'customer_name',
    'status',
    'property',
    'services',
    'start_date',
    'end_date',
    'team',
    'team_name',
    'specialist',
    'specialist_name',
    'discount',
    'raw_address',
    'location',
    'source',
    'referer',
    'description',
    'note',
    'creator_name',
    'created_at',
    'updated_at',
  ],
  recordSchema: projectRecordSchema,
  sample: {
    body: (idOf) => ({ customer: idOf('customers'), property: 'house', services: ['interior-renovation'], description: sampleText, note: sampleText, raw_address: sampleText }),
  },
  deletion: {
    label: projectLabelOf('projects'),
    refusals: [
      { blockers: (id) => sql`select contract_number as name from contracts where project = ${id} limit 3`, message: 'validation.trash.project_has_contracts' },
    ],
    // Its tasks, quotes (every version) and files go to the trash with it, and come back with it (docs/quotes.md,
    // docs/pm.md#photos-and-documents).
    companions: [
      { table: 'tasks', column: 'project' },
      { table: 'quotes', column: 'project' },
      { table: 'project_files', column: 'project', upload: 'upload' },
    ],
    parents: [{ column: 'customer', resource: 'customers', inTrash: 'validation.trash.restore_customer_first', missing: 'validation.missing.customer' }],
  },
};

/** The projects of one customer, newest first (`GET /pm/projects/customer/:customerId`); an unknown customer is a 404. */
export async function customerProjects(db: Db, customerId: string) {
  const found = await selectRecords(db, projectResource, {
    call: 'of customer',
    where: (customer) => eq(projects.customer, customer),
    value: customerId,
    planning: 'once',
  });
  // Only a customer without projects costs a second look, to tell it from one that does not exist.
  if (found.length === 0) await assertRecordExists(db, customerResource, customerId);
  return found;
}
