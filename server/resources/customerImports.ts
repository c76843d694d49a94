import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { and, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { z } from 'zod';
import { fieldError } from '../../domain/apiErrors.js';
import { unguardedCell } from '../../domain/csvCells.js';
import { customerCreateSchema, customerDefaults } from '../../domain/customer.js';
import type { RecordedConsentKind } from '../../domain/consent.js';
import type { NotificationChannel } from '../../domain/campaignMessage.js';
import {
  customerFileConsentColumns,
  customerFileConsentErrors,
  customerFileConsentFields,
  customerFileFields,
  customerImportLimits,
  customerImportRefusals,
  earlierRow,
  type CustomerFileConsentField,
  type CustomerImportAnswer,
  type CustomerImportRow,
  type CustomerImportUndoAnswer,
} from '../../domain/customerImport.js';
import { zonedDay, zonedDayStart } from '../../domain/schedule.js';
import {
  comparable,
  customerImportConsentKinds,
  customerImportEnumValues,
  customerImportHeaders,
  type ImportedColumn,
  type ImportedCustomerField,
  type ImportedEnumField,
} from '../../i18n/customerImportHeaders.js';
import { recordConsentEvents, type ConsentEventInput } from '../consent/consentState.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { history } from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../http/apiError.js';
import { readBusinessSettings } from '../settings/businessSettings.js';
import { consentEvents, customerImports, customers } from './customers.js';

// Importing customers from a CSV file (docs/decisions.md#importing-customers).

export const payloadTooLarge = (message: string) => new ApiError(413, 'FILE_TOO_LARGE', message);

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The file's text: UTF-8 (its byte-order mark dropped) when its bytes are valid UTF-8, else GB18030, which GBK is a part of. */
export function decodeCustomerFile(bytes: Buffer): string {
  // PostgreSQL cannot store a NUL; UTF-16 text, which Excel also writes, is full of them.
  if (bytes.includes(0)) throw badRequest(customerImportRefusals.notText);
  try {
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}

const booleanWords: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false, 是: true, 否: false };
const enumFields = new Set<string>(Object.keys(customerImportEnumValues));
const isEnumField = (field: ImportedCustomerField): field is ImportedEnumField => enumFields.has(field);
const consentFields = new Set<string>(customerFileConsentFields);
const isConsentField = (field: ImportedColumn): field is CustomerFileConsentField => consentFields.has(field);

/** A cell as the create schema takes it: a value or label of an enumeration becomes its value; what is not one stays, for the schema to refuse. */
function cellValue(field: ImportedCustomerField, cell: string): unknown {
  const text = unguardedCell(cell).trim();
  if (text === '') return undefined;
  if (field === 'wechat_added' || field === 'active') return booleanWords[comparable(text)] ?? text;
  if (!isEnumField(field)) return text;
  const valueOf = (item: string) => customerImportEnumValues[field].get(comparable(item)) ?? item.trim();
  return field === 'notification_methods' ? text.split(/[;,；，、]/).filter((item) => item.trim() !== '').map(valueOf) : valueOf(text);
}

/** A consent a row records for a channel, given on `day` (`YYYY-MM-DD`), or at the import when the row gives no day. */
interface ImportedConsent {
  channel: NotificationChannel;
  kind: RecordedConsentKind;
  day?: string;
}

type RowError = { field: string; message: string; key?: string };

interface ParsedRow {
  row: number;
  input?: Record<string, unknown>;
  consents?: ImportedConsent[];
  errors?: RowError[];
}

const isDay = (text: string) => z.iso.date().safeParse(text).success;

/** A row's consent cells per channel, checked: `today` is the business's day, which a consent date may not pass. */
function readConsents(cells: Partial<Record<CustomerFileConsentField, string>>, today: string) {
  const consents: ImportedConsent[] = [];
  const errors: RowError[] = [];
  const refuse = (field: string, key: string) => errors.push(renamed(fieldError(field, key)));
  for (const [channel, column] of Object.entries(customerFileConsentColumns) as [NotificationChannel, (typeof customerFileConsentColumns)[NotificationChannel]][]) {
    const kindText = unguardedCell(cells[column.kind] ?? '').trim();
    const day = unguardedCell(cells[column.day] ?? '').trim() || undefined;
    const kind = customerImportConsentKinds.get(comparable(kindText));
    if (kindText !== '' && !kind) refuse(column.kind, customerFileConsentErrors.kind);
    if (day !== undefined && !isDay(day)) refuse(column.day, customerFileConsentErrors.day);
    else if (day !== undefined && day > today) refuse(column.day, customerFileConsentErrors.future);
    else if (day !== undefined && kindText === '') refuse(column.day, customerFileConsentErrors.dayWithoutKind);
    if (kind) consents.push({ channel, kind, day });
  }
  return { consents, errors };
}

/**
 * The rows of a file: each validated with the create schema a form uses, and its consent cells with `readConsents`;
 * the header is row 1, blank lines count as rows.
 */
export async function readCustomerFile(bytes: Buffer, { firstRow = 2, today }: { firstRow?: number; today: string }): Promise<ParsedRow[]> {
  if (bytes.length > customerImportLimits.maxBytes) throw payloadTooLarge(customerImportRefusals.tooLarge);
  let columns: (ImportedColumn | undefined)[] | undefined;
  let index = 0;
  const parsed: ParsedRow[] = [];
  for await (const cells of readRecords(decodeCustomerFile(bytes))) {
    if (!columns) {
      columns = cells.map((cell) => customerImportHeaders.get(comparable(unguardedCell(cell))));
      continue;
    }
    if (index === customerImportLimits.maxRows) throw payloadTooLarge(customerImportRefusals.tooManyRows);
    const row = firstRow + index++;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const fields: Record<string, unknown> = {};
    const consentCells: Partial<Record<CustomerFileConsentField, string>> = {};
    cells.forEach((cell, at) => {
      const field = columns![at];
      if (field && isConsentField(field)) consentCells[field] = cell;
      else if (field) fields[field] = cellValue(field, cell);
    });
    const checked = customerCreateSchema.safeParse(fields);
    const { consents, errors: consentErrors } = readConsents(consentCells, today);
    const errors = [...(checked.success ? [] : checked.error.issues.map((issue) => renamed(fieldError(String(issue.path[0] ?? ''), issue.message)))), ...consentErrors];
    if (checked.success && !errors.length) parsed.push({ row, input: { ...customerDefaults, ...withoutUndefined(checked.data) }, consents });
    else parsed.push({ row, errors });
  }
  return parsed;
}

/** How much text the parser takes at a time: between two pieces the server answers other requests. */
const parsedPiece = 64 * 1024;

/** The cells of each record, read a piece at a time; a file csv-parse cannot read at all (a quoted cell never closed) is refused with a sentence. */
async function* readRecords(text: string): AsyncGenerator<string[]> {
  const pieces = Array.from({ length: Math.ceil(text.length / parsedPiece) }, (_, at) => text.slice(at * parsedPiece, (at + 1) * parsedPiece));
  const parser = Readable.from(pieces).pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }));
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ApiError(400, 'BAD_REQUEST', `The file cannot be read as CSV${line ? ` (near line ${line})` : ''}: check that every quoted cell ends with a quote.`);
  }
}

/** The values given: an empty cell leaves its field to the default, as a form's untouched input does. */
const withoutUndefined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

const renamed = ({ path, ...error }: { path: string; message: string; key?: string }) => ({ field: path, ...error });

/** Contact values compared for duplicates: phones as written, e-mails in any case. */
const contactKeys = (input: Record<string, unknown>) =>
  [input.phone, input.secondary_phone].filter((phone): phone is string => typeof phone === 'string').map((phone) => `phone:${phone}`).concat(
    typeof input.email === 'string' ? [`email:${input.email.toLowerCase()}`] : [],
  );

/** How many values a lookup sends at once: a statement's parameters stay few. */
const lookupChunk = 5_000;

/** The stored customers holding any of these contact keys, keyed by them. */
async function storedContacts(db: Db, keys: string[]) {
  const phones = keys.filter((key) => key.startsWith('phone:')).map((key) => key.slice(6));
  const emails = keys.filter((key) => key.startsWith('email:')).map((key) => key.slice(6));
  const found = new Map<string, string>();
  for (let at = 0; at < Math.max(phones.length, emails.length); at += lookupChunk) {
    const somePhones = phones.slice(at, at + lookupChunk);
    const someEmails = emails.slice(at, at + lookupChunk);
    const rows = await db
      .select({ _id: customers._id, phone: customers.phone, secondary_phone: customers.secondary_phone, email: customers.email })
      .from(customers)
      .where(or(inArray(customers.phone, somePhones), inArray(customers.secondary_phone, somePhones), inArray(sql`lower(${customers.email})`, someEmails)));
    for (const row of rows) for (const key of contactKeys(row)) if (!found.has(key)) found.set(key, row._id);
  }
  return found;
}

interface ImportOptions {
  dryRun: boolean;
  creator: string;
  /** The server's clock (milliseconds): consent dates may not pass its day, and a consent without one is dated by it. */
  now: number;
  fileName?: string;
  /** An import begun by an earlier part of the same file, which these rows join. */
  importId?: string;
  firstRow?: number;
  /** Runs in the import's transaction once its rows are in: the audit log's entry. */
  written?: (tx: Transaction, importId: string, counts: ImportCounts) => Promise<void>;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type ImportCounts = Omit<CustomerImportAnswer, 'results' | 'importId'>;

/** How many customers one INSERT writes: multi-row statements, far fewer round trips than one a row. */
const insertChunk = 1_000;

/** The columns an import writes, with their SQL types, as `jsonb_to_recordset` reads them. */
const importedColumns = (['_id', ...customerFileFields] as const).map((field) => ({ field, type: getTableColumns(customers)[field].getSQLType() }));
const recordType = sql.raw(`${importedColumns.map(({ field, type }) => `${field} ${type}`).join(', ')}, history_id text`);
const columnList = sql.raw(importedColumns.map(({ field }) => field).join(', '));

/**
 * One statement for a chunk of customers and their 'imported' history entries: the rows travel as one JSON
 * parameter rather than twenty a row, which the database parses faster and the driver sends in one piece.
 */
const importedRowsInsert = (rows: Record<string, unknown>[], { creator, importId, fileName }: { creator: string; importId: string; fileName: string | null }) => sql`
  with input as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${recordType})),
  inserted as (
    insert into customers (${columnList}, creator, import_id)
    select ${columnList}, ${creator}, ${importId} from input
    returning _id
  )
  insert into history (_id, entity, entity_id, type, content, creator)
  select input.history_id, 'customers', inserted._id, 'imported', ${fileName}::text, ${creator} from inserted join input using (_id)`;

/**
 * Reads, checks and (unless a dry run) imports a file's rows in one transaction: all of them or, on a failure,
 * none. A row repeating an earlier row's phone or e-mail names that row (`row <n>`).
 */
export async function importCustomers(db: Db, bytes: Buffer, options: ImportOptions): Promise<CustomerImportAnswer> {
  const { time_zone: timeZone } = await readBusinessSettings(db);
  const parsed = await readCustomerFile(bytes, { firstRow: options.firstRow, today: zonedDay(new Date(options.now), timeZone) });
  const stored = await storedContacts(db, [...new Set(parsed.flatMap((row) => (row.input ? contactKeys(row.input) : [])))]);
  const earlier = new Map<string, number>();
  const results: CustomerImportRow[] = [];
  const toCreate: ImportedCustomer[] = [];
  for (const { row, input, consents = [], errors } of parsed) {
    if (!input) {
      results.push({ row, status: 'invalid', errors });
      continue;
    }
    const keys = contactKeys(input);
    const storedMatch = keys.map((key) => stored.get(key)).find(Boolean);
    const fileMatch = keys.map((key) => earlier.get(key)).find(Boolean);
    if (storedMatch || fileMatch) {
      results.push({ row, status: 'duplicate', duplicateOf: storedMatch ?? earlierRow(fileMatch!) });
      continue;
    }
    for (const key of keys) earlier.set(key, row);
    results.push({ row, status: options.dryRun ? 'ready' : 'created' });
    toCreate.push({ input, consents });
  }
  const counts = {
    rows: results.length,
    created: options.dryRun ? 0 : toCreate.length,
    duplicates: results.filter((result) => result.status === 'duplicate').length,
    invalid: results.filter((result) => result.status === 'invalid').length,
  };
  if (options.dryRun) return { ...counts, results };
  const importId = await writeImport(db, toCreate, counts, { ...options, timeZone });
  return { ...counts, importId, results };
}

interface ImportedCustomer {
  input: Record<string, unknown>;
  consents: ImportedConsent[];
}

async function writeImport(db: Db, customersToCreate: ImportedCustomer[], counts: ImportCounts, options: ImportOptions & { timeZone: string }) {
  const { creator, fileName, now, timeZone } = options;
  const dayStarts = new Map<string, Date>();
  const dayStart = (day: string) => dayStarts.get(day) ?? dayStarts.set(day, zonedDayStart(day, timeZone)).get(day)!;
  return db.transaction(async (tx) => {
    const importId = options.importId ?? newId();
    if (options.importId) {
      const [joined] = await tx
        .update(customerImports)
        .set({
          rows: sql`${customerImports.rows} + ${counts.rows}`,
          created: sql`${customerImports.created} + ${counts.created}`,
          duplicates: sql`${customerImports.duplicates} + ${counts.duplicates}`,
          invalid: sql`${customerImports.invalid} + ${counts.invalid}`,
          updated_at: sql`now()`,
        })
        .where(and(eq(customerImports._id, importId), eq(customerImports.creator, creator), isNull(customerImports.undone_at)))
        .returning({ file_name: customerImports.file_name });
      if (!joined) throw notFound('Import');
    } else {
      await tx.insert(customerImports).values({ _id: importId, creator, file_name: fileName ?? null, ...counts });
    }
    for (let at = 0; at < customersToCreate.length; at += insertChunk) {
      const chunk = customersToCreate.slice(at, at + insertChunk).map((customer) => ({ ...customer, _id: newId() }));
      const rows = chunk.map(({ input, _id }) => ({ ...input, _id, history_id: newId() }));
      await tx.execute(importedRowsInsert(rows, { creator, importId, fileName: fileName ?? null }));
      // The chunk's consents in one INSERT, dated from the start of their day in the business's time zone.
      const events = chunk.flatMap(({ _id, consents }) =>
        consents.map(({ channel, kind, day }): ConsentEventInput => ({ customer: _id, channel, kind, method: 'import', occurredAt: day ? dayStart(day) : undefined, recordedBy: creator })),
      );
      await recordConsentEvents(tx, events, new Date(now));
    }
    await options.written?.(tx, importId, counts);
    return importId;
  });
}

/**
 * Removes the customers an import brought in that nobody has touched since: not edited (`updated_at` as created),
 * no note or change in their history, no project, no campaign message, no consent but the file's. The others are
 * kept and named. One transaction; the removed rows are deleted with their history and the file's consent events, as if never imported (docs/decisions.md#importing-customers).
 */
export async function undoCustomerImport(
  db: Db,
  importId: string,
  written?: (tx: Transaction, answer: CustomerImportUndoAnswer) => Promise<void>,
): Promise<CustomerImportUndoAnswer> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(customerImports).where(eq(customerImports._id, importId)).for('update');
    if (!found) throw notFound('Import');
    const touched = sql`(
      ${customers.updated_at} <> ${customers.created_at}
      or exists (select 1 from history h where h.entity = 'customers' and h.entity_id = ${customers._id} and h.type <> 'imported')
      or exists (select 1 from projects p where p.customer = ${customers._id})
      or exists (select 1 from campaign_messages m where m.customer = ${customers._id})
      or exists (select 1 from consent_events e where e.customer = ${customers._id} and e.method <> 'import')
    )`;
    const kept = await tx
      .select({ _id: customers._id })
      .from(customers)
      .where(and(eq(customers.import_id, importId), touched));
    // The import's own consent events go first: they reference the customers.
    await tx.delete(consentEvents).where(
      inArray(consentEvents.customer, tx.select({ _id: customers._id }).from(customers).where(and(eq(customers.import_id, importId), sql`not ${touched}`))),
    );
    const removed = await tx
      .delete(customers)
      .where(and(eq(customers.import_id, importId), sql`not ${touched}`))
      .returning({ _id: customers._id });
    const removedIds = removed.map((row) => row._id);
    for (let at = 0; at < removedIds.length; at += lookupChunk) {
      await tx.delete(history).where(and(eq(history.entity, 'customers'), inArray(history.entity_id, removedIds.slice(at, at + lookupChunk))));
    }
    await tx.update(customerImports).set({ undone_at: sql`now()`, updated_at: sql`now()` }).where(eq(customerImports._id, importId));
    const answer = { removed: removedIds.length, kept: kept.map((row) => row._id) };
    await written?.(tx, answer);
    return answer;
  });
}
