import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customerFullName, type Customer } from '../../domain/customer.js';
import { contactKeys, duplicateMatchesOf, duplicatesLimit, mergedCustomerFields, type CustomerDuplicate, type CustomerMergeInput } from '../../domain/customerMerge.js';
import { fieldError } from '../../domain/apiErrors.js';
import type { HistoryChange } from '../../domain/history.js';
import type { ValidationMessageKey } from '../../domain/validationMessages.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { history } from '../db/schema.js';
import { ApiError } from '../http/apiError.js';
import { campaignMessages, waitForCampaignExpansions } from './campaignMessages.js';
import { contracts } from './contracts.js';
import { consentEvents, customerResource, customers } from './customers.js';
import { changedFields, writeHistory } from './history.js';
import { projects } from './projects.js';
import { quotes } from './quotes.js';
import { getRecord } from './recordReads.js';
import { nextVersion } from './recordWrites.js';
import { selection } from './resourceDefinition.js';
import { trashRecord } from './trash.js';

// Duplicate customers (docs/customers.md#duplicate-customers): the finder, and the merge of one into another.

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The other customers sharing a phone (either field, either side), an e-mail (any case) or a WeChat id with
 * customer `id`, newest first, each with what it shares. Each rule is one lookup of its own index.
 */
export async function findDuplicateCustomers(db: Db, id: string): Promise<CustomerDuplicate[]> {
  const [customer] = await db
    .select({ phone: customers.phone, secondary_phone: customers.secondary_phone, email: customers.email, wechat: customers.wechat })
    .from(customers)
    .where(eq(customers._id, id));
  if (!customer) throw new ApiError(404, 'NOT_FOUND', 'Customer was not found.');
  const { phones, email, wechat } = contactKeys(customer);
  const rules = [
    inArray(customers.phone, phones),
    inArray(customers.secondary_phone, phones),
    email === null ? undefined : sql`lower(${customers.email}) = ${email}`,
    wechat === null ? undefined : eq(customers.wechat, wechat),
  ];
  const found = (await db
    .select(selection(customerResource))
    .from(customers)
    .where(and(ne(customers._id, id), isNull(customers.erased_at), or(...rules)))
    .orderBy(sql`${customers.created_at} desc`, sql`${customers._id} desc`)
    .limit(duplicatesLimit)) as Customer[];
  return found.map((duplicate) => ({ ...duplicate, matches: duplicateMatchesOf(customer, duplicate) }));
}

const refusal = (status: 404 | 409, code: 'NOT_FOUND' | 'STALE_UPDATE', field: 'keep' | 'merge', key: ValidationMessageKey) => {
  const detail = fieldError(field, key);
  return new ApiError(status, code, detail.message, [detail]);
};

/** How far a campaign message went, best first: of two to one person, the one further along is kept. */
const messageProgress = sql.raw(`array['sent', 'sending', 'unknown', 'failed', 'queued', 'outbox', 'skipped']`);

/**
 * One message per customer, campaign and channel: where both customers had one, the one that went further stays
 * (the kept customer's on a tie), then the merged customer's others move over.
 *
 * Both customers' messages are locked first, in id order as the sender locks a batch (docs/marketing.md#delivery).
 * A delete below takes its campaign's count rows till the merge commits; had a later statement then waited for a
 * message a sender's claim held, while that claim waited for the count rows, both would have deadlocked.
 */
async function moveCampaignMessages(tx: Transaction, keep: string, merge: string) {
  await tx.execute(sql`select from campaign_messages where customer in (${keep}, ${merge}) order by _id for update`);
  await tx.execute(sql`
    delete from campaign_messages merged using campaign_messages kept
    where merged.customer = ${merge} and kept.customer = ${keep} and kept.campaign = merged.campaign and kept.channel = merged.channel
      and array_position(${messageProgress}, kept.status) <= array_position(${messageProgress}, merged.status)`);
  await tx.execute(sql`
    delete from campaign_messages kept using campaign_messages merged
    where kept.customer = ${keep} and merged.customer = ${merge} and kept.campaign = merged.campaign and kept.channel = merged.channel`);
  await tx.update(campaignMessages).set({ customer: keep, updated_at: sql`now()` }).where(eq(campaignMessages.customer, merge));
}

/**
 * The merged customer's consent events move to the kept one, where the newest of both decides (docs/consent.md);
 * the database's trigger recomputes on inserts and deletes only, so both customers' states are recomputed here.
 */
async function moveConsentEvents(tx: Transaction, keep: string, merge: string) {
  await tx.update(consentEvents).set({ customer: keep }).where(eq(consentEvents.customer, merge));
  await tx.execute(sql`select refresh_customer_consent(array[${keep}, ${merge}]::text[])`);
}

/** Moves the merged customer's projects (their contracts and quotes with them), each one's history saying so. */
async function moveProjects(tx: Transaction, keep: Customer, merge: Customer, editor: string) {
  const moved = await tx
    .update(projects)
    .set({ customer: keep._id, updated_at: nextVersion(projects) })
    .where(eq(projects.customer, merge._id))
    .returning({ _id: projects._id });
  await tx.update(contracts).set({ customer: keep._id }).where(eq(contracts.customer, merge._id));
  await tx.update(quotes).set({ customer: keep._id }).where(eq(quotes.customer, merge._id));
  if (moved.length === 0) return;
  const change: HistoryChange = { field: 'customer', from: merge._id, to: keep._id, fromLabel: customerFullName(merge), toLabel: customerFullName(keep) };
  await tx.insert(history).values(
    moved.map(({ _id }) => ({ _id: newId(), entity: 'projects', entity_id: _id, type: 'updated', changes: [change], creator: editor })),
  );
}

/**
 * The channels the merged customer left by an unsubscribe link (written to its history with no author) and still
 * refuses: the kept customer, now holding its history and perhaps its address, refuses them too.
 */
async function unsubscribedChannels(tx: Transaction, merge: Customer): Promise<string[]> {
  const entries = await tx
    .select({ changes: history.changes })
    .from(history)
    .where(and(eq(history.entity, 'customers'), eq(history.entity_id, merge._id), eq(history.type, 'updated'), sql`${history.creator} is null`));
  const left = entries.flatMap(({ changes }) =>
    ((changes as HistoryChange[] | null) ?? [])
      .filter(({ field }) => field === 'notification_methods')
      .flatMap(({ from, to }) => (from as string[]).filter((channel) => !(to as string[]).includes(channel))),
  );
  return [...new Set(left)].filter((channel) => !merge.notification_methods.includes(channel as Customer['notification_methods'][number]));
}

/**
 * Merges customer `merge` into `keep` in one transaction: projects, contracts, history and campaign messages move
 * over; `keep`'s empty fields take `merge`'s values (domain `mergedCustomerFields`) and it refuses the channels
 * `merge` unsubscribed from; `merge` goes to the trash marked as merged into `keep`; `keep`'s history and the
 * audit log say what was merged and by whom. Answers the kept customer as it is now.
 */
export async function mergeCustomers(db: Db, request: FastifyRequest, input: CustomerMergeInput) {
  const editor = request.account._id;
  await db.transaction(async (tx) => {
    // Both locked in one order, so that two merges of the same pair wait for each other instead of deadlocking.
    const locked = (await tx
      .select(selection(customerResource))
      .from(customers)
      .where(inArray(customers._id, [input.keep, input.merge]))
      .orderBy(customers._id)
      .for('update')) as Customer[];
    const keep = locked.find(({ _id }) => _id === input.keep);
    const merge = locked.find(({ _id }) => _id === input.merge);
    if (!keep) throw refusal(404, 'NOT_FOUND', 'keep', 'validation.customer.merge_missing');
    if (!merge) throw refusal(404, 'NOT_FOUND', 'merge', 'validation.customer.merge_missing');
    for (const [field, customer, readAt] of [['keep', keep, input.keep_updated_at], ['merge', merge, input.merge_updated_at]] as const) {
      if (readAt && new Date(readAt).getTime() !== new Date(customer.updated_at).getTime()) {
        throw refusal(409, 'STALE_UPDATE', field, 'validation.customer.merge_stale');
      }
    }

    const refused = await unsubscribedChannels(tx, merge);
    const filled: Record<string, unknown> = { ...mergedCustomerFields(keep, merge) };
    if (keep.notification_methods.some((channel) => refused.includes(channel))) {
      filled.notification_methods = keep.notification_methods.filter((channel) => !refused.includes(channel));
    }
    const changes = changedFields(keep, filled);

    // So that the messages a campaign expanding now writes for either are among those merged below.
    await tx.execute(waitForCampaignExpansions);
    await moveProjects(tx, keep, merge, editor);
    await moveCampaignMessages(tx, keep._id, merge._id);
    await moveConsentEvents(tx, keep._id, merge._id);
    await tx
      .update(history)
      .set({ entity_id: keep._id })
      .where(and(eq(history.entity, 'customers'), eq(history.entity_id, merge._id)));
    await tx
      .update(customers)
      .set({ ...filled, updated_at: nextVersion(customers) })
      .where(eq(customers._id, keep._id));
    const mergedName = `${customerFullName(merge)} (${merge.uid})`;
    await writeHistory(tx, { entity: 'customers', entityId: keep._id, type: 'merged', creator: editor, content: mergedName, changes });
    await trashRecord(tx, customerResource, merge._id, editor, { mergedInto: keep._id });
    await recordAuditEvent(tx, request, {
      action: 'customers_merged',
      actor: editor,
      detail: { from: mergedName, to: `${customerFullName(keep)} (${keep.uid})`, merged: merge._id, kept: keep._id },
    });
  });
  return getRecord(db, customerResource, input.keep);
}
