import { and, arrayOverlaps, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { predefinedRecipientFilters, utcDay, type PredefinedRecipientList, type RecipientFilter } from '../../domain/recipientGroup.js';
import type { NotificationChannel } from '../../domain/campaignMessage.js';
import { locales, notificationChannels, projectStatuses, serviceTypes } from '../../domain/enums.js';
import { distinctConsentGroups, scannedConsentGroups, type ConsentColumns, type ConsentGroups } from '../consent/consentState.js';
import { tallies, tallyKeyPart } from '../db/schema.js';
import { customerResource, customers } from '../resources/customers.js';
import { customerProjectPairs } from '../resources/projects.js';
import { tallySubject } from '../resources/resourceDefinition.js';

// Which customers a recipient filter selects, as a condition over `customers`: the preview and the group's members
// use it, and campaigns expand their predefined lists and groups with it. A project condition reads
// `customer_project_pairs`, where a filter with one is also answered whole (`projectPairsCondition`).

const dayMs = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** One of `values`; no condition for none. */
const oneOf = <T>(column: PgColumn, values: T[] | undefined) => (values?.length ? inArray(column, values) : undefined);

type CustomerField = 'locale' | 'status' | 'source' | 'gender' | 'active' | 'location' | 'notification_methods' | 'created_at';
/** Where the customer fields a filter reads are: `customers`, or their copies in `customer_project_pairs`. */
type CustomerFieldColumns = Record<CustomerField, PgColumn>;
export type ProjectCondition = NonNullable<RecipientFilter['project']>;

/** The filter's conditions on the customer's own fields (all but `project`), over `columns`. */
function customerFieldsCondition(filter: RecipientFilter, columns: CustomerFieldColumns): SQL | undefined {
  const { created_at: created } = filter;
  return and(
    oneOf(columns.locale, filter.locale),
    oneOf(columns.status, filter.status),
    oneOf(columns.source, filter.source),
    oneOf(columns.gender, filter.gender),
    oneOf(columns.active, filter.active),
    filter.location?.length
      ? sql`lower(${columns.location}) = any(${sql.param(filter.location.map((place) => place.toLowerCase()))}::text[])`
      : undefined,
    filter.notification_methods?.length ? arrayOverlaps(columns.notification_methods, filter.notification_methods) : undefined,
    // Days are whole UTC days, the last one included.
    created?.gte ? gte(columns.created_at, startOfDay(created.gte)) : undefined,
    created?.lte ? lt(columns.created_at, new Date(startOfDay(created.lte).getTime() + dayMs)) : undefined,
  );
}

/**
 * A project condition over `customer_project_pairs`: a customer has a project in one of the statuses and for one
 * of the services exactly when one of its (status, service) pairs is in both lists.
 */
const projectPairCondition = (condition: ProjectCondition) =>
  and(oneOf(customerProjectPairs.project_status, condition.status), oneOf(customerProjectPairs.service, condition.services));

/** The condition over `customer_project_pairs` alone of a filter with a project condition: the customer's fields are copied there. */
export const projectPairsCondition = (filter: RecipientFilter & { project: ProjectCondition }) =>
  and(customerFieldsCondition(filter, customerProjectPairs), projectPairCondition(filter.project));

/**
 * The index ranges of `customer_project_pairs` a filter with a project condition matches, each newest first: every
 * (status, service, language, active) it names, every value where it names none (and a project without a service).
 */
export const matchingPairRanges = (filter: RecipientFilter & { project: ProjectCondition }) => ({
  statuses: filter.project.status ?? [...projectStatuses],
  services: filter.project.services ?? [...serviceTypes, ''],
  locales: filter.locale ?? [...locales],
  active: filter.active ?? [true, false],
});

/** The consent states copied beside the project pairs (migration 0053). */
const pairConsentColumns: ConsentColumns = {
  email: { state: customerProjectPairs.email_consent, until: customerProjectPairs.email_consent_until },
  sms: { state: customerProjectPairs.sms_consent, until: customerProjectPairs.sms_consent_until },
};

/**
 * The customers a filter with a project condition selects, grouped by their consent states at `now`, from the pairs'
 * index alone: only the pairs it matches are read, not every customer (docs/marketing.md#recipient-groups).
 */
const projectConsentGroups = (filter: RecipientFilter & { project: ProjectCondition }, now: number) =>
  distinctConsentGroups(customerProjectPairs, customerProjectPairs.customer_uid, pairConsentColumns, projectPairsCondition(filter), now);

/** The condition over `customers` of a filter the schema has read (`recipientFilterSchema`); undefined selects all. */
export function recipientFilterCondition(filter: RecipientFilter): SQL | undefined {
  const { project } = filter;
  return and(
    // Erased customers (docs/privacy.md) are nobody's recipients again.
    isNull(customers.erased_at),
    customerFieldsCondition(filter, customers),
    project
      ? sql`exists (select 1 from ${customerProjectPairs} where ${and(eq(customerProjectPairs.customer, customers._id), projectPairCondition(project))})`
      : undefined,
  );
}

/** The condition of a predefined recipient list of campaigns (docs/product.md#recipient-groups) at the moment `now`. */
export const predefinedListCondition = (list: PredefinedRecipientList, now: number) => recipientFilterCondition(predefinedRecipientFilters[list](utcDay(now)));

/** The fields of a recipient segment (`recipient_segment`, migration 0018), in the order of their key's parts. */
const segmentFields = ['locale', 'status', 'source', 'gender', 'active', 'notification_methods'] as const;
/** The segment's parts, then the e-mail and the SMS consent states (migration 0040); `erased` for erased customers. */
const consentSubject = tallySubject(customerResource, 'recipient_consent');

/**
 * The key parts of the channel sets that share a channel with `wanted`: a key holds a customer's channels in
 * alphabetical order, joined by commas (migration 0018). An equality the tallies' index answers, not an overlap.
 */
const channelSetsMeeting = (wanted: readonly NotificationChannel[]) =>
  [...notificationChannels]
    .sort()
    .reduce<NotificationChannel[][]>((sets, channel) => [...sets, ...sets.map((set) => [...set, channel])], [[]])
    .filter((set) => set.some((channel) => wanted.includes(channel)))
    .map((set) => set.join(','));

const keyPart = (position: number) => tallyKeyPart(tallies.key, position);

/**
 * The conditions over the tallies of `subject` (written into the statement, not bound: the index by language holds
 * the segments' tallies only) that select the segments a filter selects, when it selects by segment fields alone;
 * undefined otherwise.
 */
function segmentConditions(filter: RecipientFilter): SQL[] | undefined {
  if (!Object.keys(filter).every((field) => (segmentFields as readonly string[]).includes(field))) return undefined;
  const listed = (values: unknown[]) => sql.param(values.map(String));
  // Erased customers are nobody's recipients: their tally is apart.
  const conditions = [sql`${tallies.subject} = '${sql.raw(consentSubject)}'`, sql`${tallies.key} <> 'erased'`];
  for (const field of segmentFields) {
    const values = filter[field];
    if (!values?.length) continue;
    const part = keyPart(segmentFields.indexOf(field) + 1);
    conditions.push(sql`${part} = any(${listed(field === 'notification_methods' ? channelSetsMeeting(values as NotificationChannel[]) : values)}::text[])`);
  }
  return conditions;
}

/**
 * How many customers a filter selects, summed from the trigger-kept tallies of their segments and consent states,
 * when it selects by segment fields alone (undefined otherwise): a few thousand tallies instead of every customer it
 * selects.
 */
export function segmentTotal(filter: RecipientFilter): SQL<number> | undefined {
  const conditions = segmentConditions(filter);
  return conditions && sql<number>`(select coalesce(sum(${tallies.count}), 0)::int from ${tallies} where ${and(...conditions)})`;
}

/**
 * The customers a filter selects grouped by their consent states at `now` (`consentAudience`, after its sweep):
 * summed from the tallies of segments and stored states when it selects by segment fields alone, a few thousand
 * tallies whatever the number of customers; from the pairs it matches when it has a project condition; otherwise
 * one pass over the customers it selects.
 */
export function recipientConsentGroups(filter: RecipientFilter, now: number): ConsentGroups {
  const conditions = segmentConditions(filter);
  if (filter.project) return projectConsentGroups({ ...filter, project: filter.project }, now);
  if (!conditions) return scannedConsentGroups(recipientFilterCondition(filter), now);
  const state = (channel: number) => keyPart(segmentFields.length + 1 + channel);
  return sql`select ${state(0)} as email, ${state(1)} as sms, sum(${tallies.count})::int as n
    from ${tallies} where ${and(...conditions)} group by 1, 2`;
}
