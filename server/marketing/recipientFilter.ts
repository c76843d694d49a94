import { and, arrayOverlaps, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { predefinedRecipientFilters, utcDay, type PredefinedRecipientList, type RecipientFilter } from '../../domain/recipientGroup.js';
import { customers, projects, tallies } from '../db/schema.js';

// Which customers a recipient filter selects, as a condition over `customers`: the preview and the group's members
// use it, and campaigns expand their predefined lists and groups with it.

const dayMs = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** One of `values`; no condition for none. */
const oneOf = <T>(column: PgColumn, values: T[] | undefined) => (values?.length ? inArray(column, values) : undefined);

/** Customers with at least one project in one of the statuses and for one of the services (each when given). */
function hasProject(condition: NonNullable<RecipientFilter['project']>): SQL {
  const projectMatches = and(
    sql`${projects.customer} = ${customers._id}`,
    oneOf(projects.status, condition.status),
    condition.services?.length ? arrayOverlaps(projects.services, condition.services) : undefined,
  );
  return sql`exists (select 1 from ${projects} where ${projectMatches})`;
}

/** The condition over `customers` of a filter the schema has read (`recipientFilterSchema`); undefined selects all. */
export function recipientFilterCondition(filter: RecipientFilter): SQL | undefined {
  const { created_at: created, project } = filter;
  return and(
    oneOf(customers.locale, filter.locale),
    oneOf(customers.status, filter.status),
    oneOf(customers.source, filter.source),
    oneOf(customers.gender, filter.gender),
    oneOf(customers.active, filter.active),
    filter.location?.length
      ? sql`lower(${customers.location}) = any(${sql.param(filter.location.map((place) => place.toLowerCase()))}::text[])`
      : undefined,
    filter.notification_methods?.length ? arrayOverlaps(customers.notification_methods, filter.notification_methods) : undefined,
    // Days are whole UTC days, the last one included.
    created?.gte ? gte(customers.created_at, startOfDay(created.gte)) : undefined,
    created?.lte ? lt(customers.created_at, new Date(startOfDay(created.lte).getTime() + dayMs)) : undefined,
    project ? hasProject(project) : undefined,
  );
}

/** The condition of a predefined recipient list of campaigns (SPEC §3) at the moment `now`. */
export const predefinedListCondition = (list: PredefinedRecipientList, now: number) => recipientFilterCondition(predefinedRecipientFilters[list](utcDay(now)));

/** The fields of `customers.recipient_segment` tallies, in the order of their key's parts (migration 0016). */
const segmentFields = ['locale', 'status', 'source', 'gender', 'active', 'notification_methods'] as const;

/**
 * How many customers a filter selects, summed from the trigger-kept tallies of their segments, when it selects by
 * segment fields alone (undefined otherwise): a few hundred tallies instead of every customer it selects.
 */
export function segmentTotal(filter: RecipientFilter): SQL<number> | undefined {
  if (!Object.keys(filter).every((field) => (segmentFields as readonly string[]).includes(field))) return undefined;
  const part = (field: (typeof segmentFields)[number]) => sql`split_part(${tallies.key}, '|', ${sql.raw(String(segmentFields.indexOf(field) + 1))})`;
  const listed = (values: unknown[]) => sql.param(values.map(String));
  const conditions = [sql`${tallies.subject} = 'customers.recipient_segment'`];
  for (const field of segmentFields) {
    const values = filter[field];
    if (!values?.length) continue;
    conditions.push(
      field === 'notification_methods'
        ? sql`string_to_array(${part(field)}, ',') && ${listed(values)}::text[]`
        : sql`${part(field)} = any(${listed(values)}::text[])`,
    );
  }
  return sql<number>`(select coalesce(sum(${tallies.count}), 0)::int from ${tallies} where ${and(...conditions)})`;
}
