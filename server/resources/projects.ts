import { eq, sql } from 'drizzle-orm';
import { projectCreateSchema, projectDatesInOrder, projectDefaults, projectRecordSchema, projectUpdateSchema } from '../../domain/project.js';
import { resources } from '../../domain/resources.js';
import { accountShownName, isStaffAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { contracts, customers, projects, teams, users } from '../db/schema.js';
import { customerFullNameSql, customerNameOf, staffNameOf } from './computedNames.js';
import { customerResource } from './customers.js';
import { assertRecordExists, selectRecords } from './recordReads.js';
import type { ResourceDefinition } from './resourceDefinition.js';

const ofCustomer = (column: string) => sql<string | null>`(select ${sql.raw(`customers.${column}`)} from customers where customers._id = projects.customer)`;

export const projectResource: ResourceDefinition = {
  declaration: resources.projects,
  table: projects,
  label: 'Project',
  createSchema: projectCreateSchema,
  updateSchema: projectUpdateSchema,
  defaults: projectDefaults,
  tallied: { status: 'projects.status' },
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
  // The customer's contact details travel with the project: PM-only staff (Worker) cannot read customers.
  computed: {
    customer_name: customerNameOf('projects.customer').as('customer_name'),
    customer_phone: ofCustomer('phone').as('customer_phone'),
    customer_phone_extension: ofCustomer('phone_extension').as('customer_phone_extension'),
    customer_email: ofCustomer('email').as('customer_email'),
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
  onUpdate: async (executor, _id, changed) => {
    if (typeof changed.customer === 'string') {
      await executor.update(contracts).set({ customer: changed.customer }).where(eq(contracts.project, _id));
    }
  },
  recordSchema: projectRecordSchema,
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
