import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { fieldError } from '../../domain/apiErrors.js';
import { auditActions } from '../../domain/audit.js';
import { listLimits } from '../../domain/listLimits.js';
import type { ListMeta, ListQuery } from '../../domain/listQuery.js';
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema.js';
import { badRequest } from '../http/apiError.js';

// Reading the audit log with the list protocol (docs/product.md#requests): filtered by action, account and time, newest first.

/** Totals are counted up to this many entries; past it, the pages already shown say how many at least. */
const exactTotalLimit = 10_000;

const earliestMoment = Date.parse('0001-01-01T00:00:00.000Z');
const storableMoment = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine((text) => Date.parse(text) >= earliestMoment);

const oneOrMore = <T extends z.ZodType>(value: T) => z.union([value, z.array(value).max(50)]);

const auditFiltersSchema = z.strictObject({
  action: oneOrMore(z.enum(auditActions)).nullish(),
  /** The entries an account did or that were done to it. */
  account: z.string().min(1).max(64).nullish(),
  at: z.strictObject({ gte: storableMoment.optional(), lte: storableMoment.optional() }).nullish(),
});

const accountName = (idColumn: SQL) =>
  sql<string | null>`(select coalesce(users.display_name, users.name, users.username) from users where users._id = ${idColumn})`;

const entryFields = {
  _id: auditEvents._id,
  at: sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  action: auditEvents.action,
  actor: auditEvents.actor,
  actor_name: accountName(sql`audit_events.actor`),
  subject: auditEvents.subject,
  subject_name: accountName(sql`audit_events.subject`),
  login: auditEvents.login,
  address: auditEvents.address,
  user_agent: auditEvents.user_agent,
  detail: auditEvents.detail,
};

function conditions(query: ListQuery): SQL | undefined {
  if (query.q?.trim()) throw badRequest('The audit log has no text search; filter it by action, account or time.');
  const parsed = auditFiltersSchema.safeParse(query.filters ?? {});
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : String(issue.path[0]);
    throw badRequest(`The audit log cannot be filtered by this value of '${field}'.`, [fieldError(`filters.${field}`, 'validation.invalid_value')]);
  }
  const { action, account, at } = parsed.data;
  const actions = action === undefined || action === null ? [] : [action].flat();
  return and(
    actions.length > 0 ? inArray(auditEvents.action, actions) : undefined,
    account ? or(eq(auditEvents.actor, account), eq(auditEvents.subject, account)) : undefined,
    at?.gte ? gte(auditEvents.at, new Date(at.gte)) : undefined,
    at?.lte ? lte(auditEvents.at, new Date(at.lte)) : undefined,
  );
}

/** A page of the audit log and where it stands (`{events, meta}`). Never a password or a token: none is written. */
export async function listAuditEvents(db: Db, query: ListQuery) {
  const field = query.sorter?.field || 'at';
  if (field !== 'at') throw badRequest(`The audit log cannot be sorted by '${field}'.`, [fieldError('sorter.field', 'Unknown sort field')]);
  const direction = query.sorter?.order === 'ascend' ? asc : desc;
  const current = query.pagination?.current ?? 1;
  const pageSize = query.pagination?.pageSize ?? listLimits.defaultPageSize;
  const offset = (current - 1) * pageSize;
  const where = conditions(query);
  const [events, [{ counted }]] = await Promise.all([
    db
      .select(entryFields)
      .from(auditEvents)
      .where(where)
      .orderBy(direction(auditEvents.at), direction(auditEvents._id))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ counted: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(auditEvents).where(where).limit(exactTotalLimit + 1).as('capped')),
  ]);
  const seenAtLeast = offset + events.length + (events.length === pageSize ? 1 : 0);
  const total = counted <= exactTotalLimit ? counted : Math.max(exactTotalLimit, seenAtLeast);
  const meta: ListMeta = { total, current, pageSize };
  return { events, meta };
}
