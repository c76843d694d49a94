import { and, asc, count, desc, sql } from 'drizzle-orm';
import { recipientCustomerFields, type RecipientCustomer, type RecipientFilter, type RecipientGroupWithCount } from '../../domain/recipientGroup.js';
import { notificationChannels } from '../../domain/enums.js';
import { consentAudienceOf, expireImpliedConsent, readConsentGroups, type ConsentGroupRows } from '../consent/consentState.js';
import type { Db } from '../db/client.js';
import { customers } from '../resources/customers.js';
import { customerProjectPairs } from '../resources/projects.js';
import { selectRecords } from '../resources/recordReads.js';
import { recipientGroupResource, recipientGroups } from '../resources/recipientGroups.js';
import { keptPairGroups } from './projectPairGroups.js';
import { matchingPairRanges, projectPairsCondition, recipientConsentGroups, recipientFilterCondition, segmentTotal, type ProjectCondition } from './recipientFilter.js';

const customerFields = Object.fromEntries(recipientCustomerFields.map((field) => [field, customers[field]])) as {
  [Field in (typeof recipientCustomerFields)[number]]: (typeof customers)[Field];
};

/** A filter with a project condition: answered from `customer_project_pairs` (migration 0026). */
type ProjectFilter = RecipientFilter & { project: ProjectCondition };
const hasProjectCondition = (filter: RecipientFilter): filter is ProjectFilter => filter.project !== undefined;

/**
 * The customers a filter with a project condition selects grouped by their consent states at `now`: those this
 * server counted last, while no pair has changed since (`keptPairGroups`).
 */
const projectConsentGroups = (db: Db, filter: ProjectFilter, now: number) =>
  keptPairGroups(db, filter, async () => (await db.execute<ConsentGroupRows[number]>(recipientConsentGroups(filter, now))).rows);

/** Each customer a filter selects is in one consent group: their sum is the total, with no count of its own. */
const groupsTotal = (groups: ConsentGroupRows) => groups.reduce((sum, group) => sum + Number(group.n), 0);

/**
 * How many customers a filter selects: from the segment tallies, or the consent groups by project, when they can
 * tell, else counted. Their sum over every consent state does not depend on the states, so no sweep comes first.
 */
export async function recipientCount(db: Db, filter: RecipientFilter, now: number) {
  const tallied = segmentTotal(filter);
  if (tallied) return (await db.execute<{ total: number }>(sql`select ${tallied} as total`)).rows[0].total;
  if (hasProjectCondition(filter)) return groupsTotal(await projectConsentGroups(db, filter, now));
  const [{ total }] = await db.select({ total: count() }).from(customers).where(recipientFilterCondition(filter));
  return total;
}

/**
 * One page of the customers a filter with a project condition selects, newest first. Each matching range's newest
 * `offset + pageSize` customers (`matchingPairRanges`: a pair, a language and `active`) hold the page: a customer
 * among the page's is in some range, and fewer than `offset + pageSize` matching customers are newer than it, so it
 * is among that range's newest.
 * Walking customers newest first instead would pass over every customer without such a project. The pairs' index
 * orders a moment's customers by `uid`, the page by `_id`: each cut keeps the customers created at the same moment
 * as its last one (`with ties`), and only those few are read from `customers` to be ordered by `_id`.
 */
async function projectPreviewPage(db: Db, filter: ProjectFilter, offset: number, pageSize: number) {
  const pairs = customerProjectPairs;
  const { statuses, services, locales, active } = matchingPairRanges(filter);
  const fields = sql.join(
    recipientCustomerFields.map((field) => customers[field]),
    sql`, `,
  );
  const { rows } = await db.execute<RecipientCustomer>(sql`
    select ${fields} from (
      select distinct newest.customer_uid, newest.created_at
      from unnest(${sql.param(statuses)}::text[]) wanted_status (project_status)
      cross join unnest(${sql.param(services)}::text[]) wanted_service (service)
      cross join unnest(${sql.param(locales)}::text[]) wanted_locale (locale)
      cross join unnest(${sql.param(active)}::boolean[]) wanted_active (active)
      cross join lateral (
        select ${pairs.customer_uid}, ${pairs.created_at} from ${pairs}
        where ${and(
          sql`${pairs.project_status} = wanted_status.project_status`,
          sql`${pairs.service} = wanted_service.service`,
          sql`${pairs.locale} = wanted_locale.locale`,
          sql`${pairs.active} = wanted_active.active`,
          projectPairsCondition(filter),
        )}
        order by ${pairs.created_at} desc
        fetch first (${offset + pageSize}) rows with ties
      ) newest
      order by newest.created_at desc
      fetch first (${offset + pageSize}) rows with ties
    ) candidates
    join ${customers} on ${customers.uid} = candidates.customer_uid
    order by ${customers.created_at} desc, ${customers._id} desc
    limit ${pageSize} offset ${offset}`);
  return rows;
}

/**
 * How many customers a filter selects, one page of them, newest first, and per channel how many of them consent
 * allows at `now` (the server's clock) and how many it leaves out, by reason.
 */
export async function recipientPreview(db: Db, filter: RecipientFilter, now: number, { current = 1, pageSize = 25 } = {}) {
  const offset = (current - 1) * pageSize;
  const page = hasProjectCondition(filter)
    ? await projectPreviewPage(db, filter, offset, pageSize)
    : ((await db
        .select(customerFields)
        .from(customers)
        .where(recipientFilterCondition(filter))
        .orderBy(desc(customers.created_at), desc(customers._id))
        .limit(pageSize)
        .offset(offset)) as RecipientCustomer[]);
  let groups: ConsentGroupRows;
  if (hasProjectCondition(filter)) {
    // The sweep first, as `readConsentGroups` does: implied consent that has ended changes the pairs' consent
    // states, and with them the sequence the kept counts are checked against.
    await expireImpliedConsent(db, now);
    groups = await projectConsentGroups(db, filter, now);
  } else groups = await readConsentGroups(db, recipientConsentGroups(filter, now), now);
  return { total: groupsTotal(groups), customers: page, consent: consentAudienceOf(groups, notificationChannels) };
}

/** Every group by name (at most `relatedRecordsLimit`), each with how many customers its filter selects now. */
export async function recipientGroupsWithCounts(db: Db, now: number): Promise<RecipientGroupWithCount[]> {
  const groups = (await selectRecords(db, recipientGroupResource, {
    call: 'by name',
    order: [asc(recipientGroups.name), asc(recipientGroups._id)],
    planning: 'once',
  })) as Omit<RecipientGroupWithCount, 'member_count'>[];
  const counted: RecipientGroupWithCount[] = [];
  // One after another: the embedded database runs one statement at a time anyway.
  for (const group of groups) counted.push({ ...group, member_count: await recipientCount(db, group.filter as RecipientFilter, now) });
  return counted;
}
