import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fieldError } from '../../domain/apiErrors.js';
import { campaignMessageStatuses } from '../../domain/campaignMessage.js';
import { notificationChannels, type InterfaceLocale } from '../../domain/enums.js';
import { listLimits } from '../../domain/listLimits.js';
import type { ListMeta, ListQuery } from '../../domain/listQuery.js';
import { messageReasonText } from '../../i18n/campaignMessageReasons.js';
import type { Db } from '../db/client.js';
import { preparedValueRows, StatementValues, type SelectedFields } from '../db/preparedStatements.js';
import { exportedField } from '../http/csvAnswer.js';
import { exportBatchSize, keysetAfter, keysetBatches, keyText, orderBy, type KeyOrder } from '../resources/listQueries.js';
import { campaigns } from '../resources/campaigns.js';
import { badRequest } from '../http/apiError.js';
import { campaignMessageCounts, campaignMessages } from '../resources/campaignMessages.js';
import { customers } from '../resources/customers.js';

// Reading the campaigns' messages with the list protocol (docs/product.md#requests): filtered by campaign, channel and status,
// newest first.

const oneOrMore = <T extends z.ZodType>(value: T) => z.union([value, z.array(value).max(50)]);

const messageFiltersSchema = z.strictObject({
  campaign: oneOrMore(z.string().min(1).max(64)).nullish(),
  channel: oneOrMore(z.enum(notificationChannels)).nullish(),
  status: oneOrMore(z.enum(campaignMessageStatuses)).nullish(),
});

const moment = (column: SQL | typeof campaignMessages.created_at) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const messageFields = {
  _id: campaignMessages._id,
  campaign: campaignMessages.campaign,
  campaign_title: sql<string | null>`(select ${campaigns.title} from ${campaigns} where ${campaigns._id} = ${campaignMessages.campaign})`,
  customer: campaignMessages.customer,
  customer_name: sql<
    string | null
  >`(select nullif(btrim(concat_ws(' ', ${customers.name}, ${customers.last_name})), '') from ${customers} where ${customers._id} = ${campaignMessages.customer})`,
  channel: campaignMessages.channel,
  address: campaignMessages.address,
  status: campaignMessages.status,
  error: campaignMessages.error,
  attempts: campaignMessages.attempts,
  claimed_at: moment(sql`${campaignMessages.claimed_at}`),
  sent_at: moment(sql`${campaignMessages.sent_at}`),
  created_at: moment(campaignMessages.created_at),
  updated_at: moment(sql`${campaignMessages.updated_at}`),
};

const listed = <T>(value: T | T[] | null | undefined): T[] => (value === undefined || value === null ? [] : [value].flat() as T[]);

/** The query's filters, each as the list of values it allows (none: any). */
function messageFilters(query: ListQuery) {
  if (query.q?.trim()) throw badRequest('Campaign messages have no text search; filter them by campaign, channel or status.');
  const parsed = messageFiltersSchema.safeParse(query.filters ?? {});
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : String(issue.path[0]);
    throw badRequest(`Campaign messages cannot be filtered by this value of '${field}'.`, [fieldError(`filters.${field}`, 'validation.invalid_value')]);
  }
  const { campaign, channel, status } = parsed.data;
  return { campaigns: listed(campaign), channels: listed(channel), statuses: listed(status) };
}

type MessageFilters = ReturnType<typeof messageFilters>;

const selected = <T>(column: Parameters<typeof eq>[0], values: T[]) => (values.length ? inArray(column, values) : undefined);

function conditions({ campaigns, channels, statuses }: MessageFilters): SQL | undefined {
  return and(selected(campaignMessages.campaign, campaigns), selected(campaignMessages.channel, channels), selected(campaignMessages.status, statuses));
}

/** How many messages the filters select, from the kept counts (migration 0062) rather than counted. */
async function messageTotal(db: Db, { campaigns, channels, statuses }: MessageFilters): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${campaignMessageCounts.count}), 0)::int` })
    .from(campaignMessageCounts)
    .where(and(selected(campaignMessageCounts.campaign, campaigns), selected(campaignMessageCounts.channel, channels), selected(campaignMessageCounts.status, statuses)));
  return total;
}

/**
 * The ids of a page of given campaigns' messages, newest first. The claim index (campaign, status, channel, _id)
 * holds each campaign's messages of one status and channel in id order: the page is the newest of each such run,
 * merged. Read backwards with the campaign as a filter, the primary key passed every message written after the
 * campaign's, a million for a campaign older than one sent to a million customers (docs/marketing.md#delivery).
 */
function campaignPageIds({ campaigns, channels, statuses }: MessageFilters, limit: number, offset: number): SQL {
  const values = (listed: readonly string[], all: readonly string[] = []) =>
    sql`array[${sql.join(
      (listed.length ? listed : all).map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  return sql`select run._id
    from unnest(${values(campaigns)}) as c(campaign)
      cross join unnest(${values(statuses, campaignMessageStatuses)}) as s(status)
      cross join unnest(${values(channels, notificationChannels)}) as ch(channel)
      cross join lateral (
        select m._id from ${campaignMessages} as m
        where m.campaign = c.campaign and m.status = s.status and m.channel = ch.channel
        order by m._id desc limit ${limit + offset}) as run
    order by run._id desc limit ${limit} offset ${offset}`;
}

/**
 * Newest first. Ids grow as messages are written (server/resources/campaignMessages.ts), so the order of creation is
 * the primary key's, read backwards: an index on `created_at` would be one more entry to write for every message of
 * a campaign expanded (docs/marketing.md#delivery).
 */
function messageOrder(query: ListQuery): KeyOrder {
  const field = query.sorter?.field || 'created_at';
  if (field !== 'created_at') throw badRequest(`Campaign messages cannot be sorted by '${field}'.`, [fieldError('sorter.field', 'Unknown sort field')]);
  return { key: campaignMessages._id, keyDescending: true, id: campaignMessages._id, idDescending: true };
}

/** A page of the campaigns' messages and where it stands (`{messages, meta}`). */
export async function listCampaignMessages(db: Db, query: ListQuery) {
  const order = messageOrder(query);
  const current = query.pagination?.current ?? 1;
  const pageSize = query.pagination?.pageSize ?? listLimits.defaultPageSize;
  const offset = (current - 1) * pageSize;
  const filters = messageFilters(query);
  const where = conditions(filters);
  const page = filters.campaigns.length
    ? db
        .select(messageFields)
        .from(campaignMessages)
        .where(sql`${campaignMessages._id} in (${campaignPageIds(filters, pageSize, offset)})`)
        .orderBy(...orderBy(order))
    : db.select(messageFields).from(campaignMessages).where(where).orderBy(...orderBy(order)).limit(pageSize).offset(offset);
  const [messages, total] = await Promise.all([page, messageTotal(db, filters)]);
  const meta: ListMeta = { total, current, pageSize };
  return { messages, meta };
}

/** The columns of the messages' CSV export: raw values under field names, as the other exports write them. */
export const messageExportColumns = ['id', 'created_at', 'campaign_title', 'customer_name', 'channel', 'address', 'status', 'error', 'attempts', 'sent_at'] as const;

/**
 * Every message the query selects, as the values of `messageExportColumns`, a batch at a time by keyset, with the
 * reason in `locale`: stored as a code (`no_email_address`), it would mean nothing in a spreadsheet. A refused
 * query throws here, before any batch is read.
 */
export function exportedCampaignMessages(db: Db, query: ListQuery, locale: InterfaceLocale) {
  const order = messageOrder(query);
  const where = conditions(messageFilters(query));
  const fields: SelectedFields = Object.fromEntries(messageExportColumns.map((column) => [column, messageFields[exportedField(column) as keyof typeof messageFields]]));
  const errorAt = messageExportColumns.indexOf('error');
  const batches = keysetBatches((last) => {
    const values = new StatementValues();
    const statement = preparedValueRows(db, '', { ...fields, keyset_id: campaignMessages._id, keyset_key: keyText(order) }, (select) =>
      select
        .from(campaignMessages)
        .where(and(where, last && keysetAfter(order, last, values)))
        .orderBy(...orderBy(order))
        .limit(exportBatchSize),
    );
    return statement.execute(values.values);
  });
  return (async function* translated() {
    for await (const rows of batches) {
      for (const row of rows) row[errorAt] = messageReasonText(row[errorAt] as string | null, locale);
      yield rows;
    }
  })();
}
