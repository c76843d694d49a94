import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../domain/apiErrors.js';
import { erasedCustomerName, openProjectStatuses } from '../../domain/customerPrivacy.js';
import type { ValidationMessageKey } from '../../domain/validationMessages.js';
import { uploadedFilePath } from '../../domain/upload.js';
import { recordAuditEvent } from '../audit/auditLog.js';
import type { Db } from '../db/client.js';
import { ApiError, notFound } from '../http/apiError.js';
import { waitForCampaignExpansions } from './campaignMessages.js';
import { projectLabelOf } from './computedNames.js';

// A customer's data on request (an access request) and its erasure, as PIPEDA asks (docs/privacy.md).

type Executor = Pick<Db, 'execute'>;

const rowsOf = async (executor: Executor, query: ReturnType<typeof sql>) => (await executor.execute(query)).rows as Record<string, unknown>[];

/** Every uploaded file's name a piece of stored data points at (`/api/storage/files/<name>`). */
const uploadPattern = new RegExp(`${uploadedFilePath.replaceAll('/', '\\/')}([0-9a-f]{32}\\.[a-z0-9]+)`, 'g');
const uploadNamesIn = (data: unknown) => [...new Set([...JSON.stringify(data).matchAll(uploadPattern)].map((match) => match[1]))];

/** Everything stored about customer `id` but its uploads, or null when there is no such customer. */
async function customerData(executor: Executor, id: string) {
  const [customer] = await rowsOf(executor, sql`select to_jsonb(c) - 'search_text' - 'search_cjk' as record from customers c where _id = ${id}`);
  if (!customer) return null;
  const projectRows = await rowsOf(
    executor,
    sql`select to_jsonb(p) || jsonb_build_object(
          'contracts', coalesce((select jsonb_agg(to_jsonb(k) order by k.created_at, k._id) from contracts k where k.project = p._id), '[]'),
          'tasks', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at, t._id) from tasks t where t.project = p._id), '[]'),
          'quotes', coalesce((select jsonb_agg(to_jsonb(q) || jsonb_build_object('acceptance', (select to_jsonb(a) from quote_acceptances a where a.quote = q._id))
                              order by q.created_at, q._id) from quotes q where q.project = p._id), '[]'),
          'history', coalesce((select jsonb_agg(to_jsonb(h) order by h.created_at, h._id) from history h where h.entity = 'projects' and h.entity_id = p._id), '[]'),
          'files', coalesce((select jsonb_agg(to_jsonb(f) order by f.created_at, f._id) from project_files f where f.project = p._id), '[]')
        ) as project
        from projects p where p.customer = ${id} order by p.created_at, p._id`,
  );
  const historyRows = await rowsOf(executor, sql`select to_jsonb(h) as entry from history h where h.entity = 'customers' and h.entity_id = ${id} order by h.created_at, h._id`);
  const messageRows = await rowsOf(
    executor,
    sql`select to_jsonb(m) || jsonb_build_object('campaign_title', c.title) as message
        from campaign_messages m left join campaigns c on c._id = m.campaign where m.customer = ${id} order by m.created_at, m._id`,
  );
  const consentRows = await rowsOf(executor, sql`select to_jsonb(e) as event from consent_events e where e.customer = ${id} order by e.occurred_at, e.created_at, e._id`);
  const record = customer.record as Record<string, unknown>;
  return {
    customer: record,
    history: historyRows.map((row) => row.entry),
    projects: projectRows.map((row) => row.project),
    campaign_messages: messageRows.map((row) => row.message),
    consent: {
      email: { state: record.email_consent, until: record.email_consent_until },
      sms: { state: record.sms_consent, until: record.sms_consent_until },
      events: consentRows.map((row) => row.event),
    },
  };
}

/**
 * The JSON document an access request gets: the record, its history, projects with their contracts, tasks,
 * history and files, campaign messages with their campaign's title, consent state and events, and the uploads all of these
 * point at (name, type, size, link). The audit log records who exported which customer.
 */
export async function exportCustomer(db: Db, request: FastifyRequest, id: string, now: number) {
  const data = await customerData(db, id);
  if (!data) throw notFound('Customer');
  const names = uploadNamesIn(data);
  const uploads =
    names.length === 0
      ? []
      : await rowsOf(db, sql`select name, type, size, created_at from uploads where name in ${names} order by name`);
  await recordAuditEvent(db, request, { action: 'customer_exported', actor: request.account._id, detail: { customer: id } });
  return {
    exported_at: new Date(now).toISOString(),
    ...data,
    uploads: uploads.map((upload) => ({ ...upload, url: `${uploadedFilePath}${String(upload.name)}` })),
  };
}

const blocked = (key: ValidationMessageKey, named: string) => {
  const detail = fieldError('_id', key);
  return new ApiError(409, 'ERASE_BLOCKED', `${detail.message}: ${named}.`, [detail]);
};

/**
 * Refuses an erasure that the law or the work in hand forbids: an open project, or a signed contract whose
 * retention period (Settings, years after its signed date, in the business's time zone) has not ended on `now`.
 */
async function assertErasable(executor: Executor, id: string, now: number) {
  const [open] = await rowsOf(
    executor,
    sql`select ${projectLabelOf('p')} as name from projects p
        where p.customer = ${id} and p.status in ${[...openProjectStatuses]} order by p.created_at limit 1`,
  );
  if (open) throw blocked('validation.customer.erase_open_project', String(open.name));
  const [retained] = await rowsOf(
    executor,
    sql`select k.contract_number, to_char(k.signed_date + make_interval(years => s.contract_retention_years), 'YYYY-MM-DD') as until
        from contracts k, business_settings s
        where k.customer = ${id} and k.signed and k.signed_date is not null
          and k.signed_date + make_interval(years => s.contract_retention_years) > (${new Date(now).toISOString()}::timestamptz at time zone business_time_zone())::date
        order by k.signed_date desc limit 1`,
  );
  if (retained) throw blocked('validation.customer.erase_contract_retained', `${String(retained.contract_number)} (${String(retained.until)})`);
}

/**
 * Erases customer `id` in one transaction, irreversibly (docs/privacy.md#erasure): its personal fields blanked and
 * its name the erased marker, the free text of its history, its projects' addresses and notes, their files (uploads,
 * names, rooms, captions), its contracts' notes, its quotes' signatures (name, address, browser, signed PDF) and
 * decline reasons, its campaign messages' addresses, its consent events (state `none`), its uploads, the trash copies of customers merged
 * into it and the names audit entries hold of it. Projects and contracts stay. The audit log says who erased which
 * `_id`, nothing more.
 */
export async function eraseCustomer(db: Db, request: FastifyRequest, id: string, confirm: string, now: number) {
  await db.transaction(async (tx) => {
    const [customer] = await rowsOf(tx, sql`select _id, avatar, erased_at from customers where _id = ${id} for update`);
    if (!customer) throw notFound('Customer');
    if (confirm !== id) {
      const detail = fieldError('confirm', 'validation.customer.erase_confirm');
      throw new ApiError(400, 'VALIDATION_FAILED', detail.message, [detail]);
    }
    if (customer.erased_at) {
      const detail = fieldError('_id', 'validation.customer.erased');
      throw new ApiError(409, 'CUSTOMER_ERASED', detail.message, [detail]);
    }
    await assertErasable(tx, id, now);
    // So that the messages a campaign expanding now writes for the customer lose their address below too.
    await tx.execute(waitForCampaignExpansions);

    const uploads: string[] = uploadNamesIn(await customerData(tx, id));
    const erasedAt = new Date(now).toISOString();
    await tx.execute(sql`
      update customers set name = ${erasedCustomerName}, last_name = null, organization = null, gender = 'unknown', email = null,
        phone = '', phone_extension = null, secondary_phone = null, secondary_phone_extension = null, wechat = null,
        wechat_added = false, raw_address = null, location = null, notification_methods = '{}', referer = null, note = null,
        avatar = null, active = false, erased_at = ${erasedAt}::timestamptz, updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where _id = ${id}`);
    await tx.execute(sql`update projects set raw_address = null, location = null, note = null, referer = null where customer = ${id}`);
    await tx.execute(sql`update contracts set note = null where customer = ${id}`);
    // Its projects' photos and documents: what they showed goes; their stage, type, size and dates stay.
    const fileUploads = await rowsOf(
      tx,
      sql`select f.upload from project_files f join projects p on p._id = f.project where p.customer = ${id} and f.upload is not null`,
    );
    await tx.execute(sql`
      update project_files f set upload = null, file_name = null, room = null, caption = null
      from projects p where p._id = f.project and p.customer = ${id}`);
    uploads.push(...fileUploads.map((row) => String(row.upload)));
    // A quote's acceptance keeps its moment, choices, total and hash; the signer's typed name (also the contract's
    // representative), address and browser go, with the signed PDF that shows them, and the decline reasons.
    await tx.execute(sql`
      update contracts set representative = null
      where customer = ${id} and _id in (select a.contract from quote_acceptances a join quotes q on q._id = a.quote where q.customer = ${id})`);
    const signedPdfs = (
      await rowsOf(tx, sql`select a.signed_pdf from quote_acceptances a join quotes q on q._id = a.quote where q.customer = ${id} and a.signed_pdf is not null`)
    ).map((row) => String(row.signed_pdf));
    await tx.execute(sql`
      update quote_acceptances set signed_name = null, ip = null, user_agent = null, signed_pdf = null
      where quote in (select _id from quotes where customer = ${id})`);
    if (signedPdfs.length > 0) await tx.execute(sql`delete from uploads where name in ${signedPdfs}`);
    await tx.execute(sql`update quotes set decline_reason = null where customer = ${id}`);
    // Entries written before quote events were stored as data (docs/quotes.md) name the signer or the reason in their text.
    await tx.execute(sql`
      update history set content = null
      where entity = 'projects' and entity_id in (select _id from projects where customer = ${id})
        and creator is null and content like 'Quote % on its page%'`);
    await tx.execute(sql`update history set content = null, changes = null where entity = 'customers' and entity_id = ${id}`);
    // Entries of other records naming this customer (a project moved by a merge): its names go, its `_id` stays.
    await tx.execute(sql`
      update history set changes = (select jsonb_agg(case when change->>'from' = ${id} or change->>'to' = ${id} then change - 'fromLabel' - 'toLabel' else change end)
        from jsonb_array_elements(changes) change)
      where jsonb_typeof(changes) = 'array' and changes::text like ${`%${id}%`}`);
    await tx.execute(sql`update campaign_messages set address = null where customer = ${id}`);
    await tx.execute(sql`delete from consent_events where customer = ${id}`);
    await tx.execute(sql`select refresh_customer_consent(array[${id}]::text[])`);
    if (uploads.length > 0) await tx.execute(sql`delete from uploads where name in ${uploads}`);
    // Customers merged into this one were the same person: their copies in the trash go too.
    await tx.execute(sql`delete from trash where merged_into = ${id} or (resource = 'customers' and record_id = ${id})`);
    // Audit entries naming this customer (a merge: `from`, `to`) keep only their identifiers.
    await tx.execute(sql`
      update audit_events set detail = detail - 'from' - 'to' - 'label' - 'name'
      where detail is not null and detail::text like ${`%${id}%`}`);
    await recordAuditEvent(tx, request, { action: 'customer_erased', actor: request.account._id, detail: { customer: id } });
  });
}
