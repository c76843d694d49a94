import { sql } from 'drizzle-orm';

// Names of the records a record refers to, computed in its select (ResourceDefinition `computed`).

/**
 * The name staff see for an account, from a column holding its `_id`. Columns are written out in full
 * (`projects.specialist`): drizzle leaves them unqualified in a one-table select, which a subquery misreads.
 */
export const staffNameOf = (idColumn: string) =>
  sql<string | null>`(select coalesce(users.display_name, users.name, users.username) from users where users._id = ${sql.raw(idColumn)})`;

/** The names of the accounts in an array column of `_id`s, in the array's order. */
export const staffNamesOf = (idsColumn: string) =>
  sql<string[]>`(select coalesce(array_agg(coalesce(users.display_name, users.name, users.username) order by array_position(${sql.raw(idsColumn)}, users._id)), '{}') from users where users._id = any(${sql.raw(idsColumn)}))`;

/** A customer's full name as domain `customerFullName` writes it, in a select that reads `customers`. */
export const customerFullNameSql = sql<string>`customer_full_name(customers.name, customers.last_name)`;

/** A customer's full name, from a column holding its `_id`. */
export const customerNameOf = (idColumn: string) =>
  sql<string | null>`(select ${customerFullNameSql} from customers where customers._id = ${sql.raw(idColumn)})`;

/** How a project is named where it has no name of its own (the Trash screen, refusals): its customer and the day it was created. */
export const projectLabelOf = (projectTable: string) =>
  sql<string>`(${customerNameOf(`${projectTable}.customer`)} || ' · ' || to_char(${sql.raw(projectTable)}.created_at at time zone 'UTC', 'YYYY-MM-DD'))`;
