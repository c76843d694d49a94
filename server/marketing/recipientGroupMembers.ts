import { asc, count, desc, sql } from 'drizzle-orm';
import { recipientCustomerFields, type RecipientCustomer, type RecipientFilter, type RecipientGroupWithCount } from '../../domain/recipientGroup.js';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema.js';
import { selectRecords } from '../resources/recordReads.js';
import { recipientGroupResource, recipientGroups } from '../resources/recipientGroups.js';
import { recipientFilterCondition, segmentTotal } from './recipientFilter.js';

const customerFields = Object.fromEntries(recipientCustomerFields.map((field) => [field, customers[field]])) as {
  [Field in (typeof recipientCustomerFields)[number]]: (typeof customers)[Field];
};

/** How many customers a filter selects now: from the segment tallies when they can tell, else counted. */
export async function recipientCount(db: Db, filter: RecipientFilter) {
  const tallied = segmentTotal(filter);
  if (tallied) return (await db.execute<{ total: number }>(sql`select ${tallied} as total`)).rows[0].total;
  const [{ total }] = await db.select({ total: count() }).from(customers).where(recipientFilterCondition(filter));
  return total;
}

/** How many customers a filter selects, and one page of them, newest first. */
export async function recipientPreview(db: Db, filter: RecipientFilter, { current = 1, pageSize = 25 } = {}) {
  const where = recipientFilterCondition(filter);
  const page = (await db
    .select(customerFields)
    .from(customers)
    .where(where)
    .orderBy(desc(customers.created_at), desc(customers._id))
    .limit(pageSize)
    .offset((current - 1) * pageSize)) as RecipientCustomer[];
  // A short first page is the whole selection: no need to count it.
  const total = current === 1 && page.length < pageSize ? page.length : await recipientCount(db, filter);
  return { total, customers: page };
}

/** Every group by name (at most `relatedRecordsLimit`), each with how many customers its filter selects now. */
export async function recipientGroupsWithCounts(db: Db): Promise<RecipientGroupWithCount[]> {
  const groups = (await selectRecords(db, recipientGroupResource, {
    call: 'by name',
    order: [asc(recipientGroups.name), asc(recipientGroups._id)],
    planning: 'once',
  })) as Omit<RecipientGroupWithCount, 'member_count'>[];
  const counted: RecipientGroupWithCount[] = [];
  // One after another: the embedded database runs one statement at a time anyway.
  for (const group of groups) counted.push({ ...group, member_count: await recipientCount(db, group.filter as RecipientFilter) });
  return counted;
}
