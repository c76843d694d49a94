import { getTableColumns, getTableName, sql, SQL, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgSelectBuilder, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ValidationMessageKey } from '../../domain/validationMessages.js';
import type { ResourceDeclaration, ResourceName } from '../../domain/resources.js';
import type { Db } from '../db/client.js';
import type { SelectedFields, StatementValues } from '../db/preparedStatements.js';
import type { HistoryEntity } from './history.js';

/** A filter with named values, each a condition that may depend on the server's moment (`now`, a bound instant). */
export interface NamedFilter {
  values: readonly string[];
  condition: (value: string, now: Placeholder) => SQL;
}

/**
 * How a list filter matches: `exact` one value or one of a list; `contains` a case-insensitive part of a
 * text; `anyOf` an array column holding any of the values; `range` a value or `{gte, lte}` of dates or numbers;
 * a `NamedFilter` any of its named values.
 */
export type FilterKind = 'exact' | 'contains' | 'anyOf' | 'range' | NamedFilter;

export type RecordTable = PgTable & { _id: PgColumn; updated_at: PgColumn };

/** A field naming another record (or an array field naming several): each must exist and match `where`. */
export interface Reference {
  table: RecordTable;
  /** What the answer says of a record that is not there. */
  missing: ValidationMessageKey;
  /** Narrows the records that may be named (staff accounts only, say). */
  where?: SQL;
  /** How a record is named, for a history that reads without it (a team's name); for fields naming one record. */
  label?: SQL | PgColumn;
  /** Which of the field's values name a record of `table`, when not all do (a campaign's recipients also name predefined lists). */
  names?: (value: string) => boolean;
}

/**
 * What `tallies` counts a table's rows by, kept by triggers: `'value'`, the value of the field the tally is named
 * after (a list filtered by values of that field alone reads its exact total there); or `key`, an SQL expression
 * making each row's key from the row as JSON, `row_values` (a UTC day of `created_at`, say).
 */
export type Tally = 'value' | { key: string };

/** Text JSON must escape and text beyond ASCII, which the samples' text fields hold so that answers are tried with it. */
export const sampleText = 'Say "hi" \\ to 王芳 🏠\ttab\nnew line \u0007 </script>';

/**
 * One valid record to create, for the tests that create one of every resource (tests/api/recordAnswers.test.ts):
 * `idOf` names a record of another resource, created from its own sample.
 */
export interface ResourceSample {
  body: (idOf: (resource: ResourceName) => string) => Record<string, unknown>;
  /** Where it is posted when not at the resource's API path: a contract, inside its project. */
  path?: (idOf: (resource: ResourceName) => string) => string;
}

/** A rule across fields, checked on the record as a create or an update would leave it. */
export interface Invariant {
  holds: (record: Record<string, unknown>) => boolean;
  field: string;
  message: ValidationMessageKey;
}

type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

/**
 * What a resource does on a create or an update besides what every resource does, for the request making it
 * (an account's standing and password: `accountWriteSteps` of server/auth/accountStanding.ts).
 */
export interface WriteSteps {
  /**
   * Before the transaction: refusals that must outlive it (an audit entry) and slow work (a password's hash).
   * Answers the fields to write; `_id` is absent on a create.
   */
  prepare?(fields: Record<string, unknown>, _id: string | undefined): Promise<Record<string, unknown>>;
  /** The transaction's first statement. */
  begin?(tx: Executor): Promise<void>;
  /** The transaction's last: the record as stored before (absent on a create) and as written. */
  written?(tx: Executor, before: Record<string, unknown> | undefined, after: Record<string, unknown>): Promise<void>;
  /** Once committed. */
  committed?(_id: string): void;
}

/**
 * How a record of a `deletable` resource goes to the trash and comes back (server/resources/trash.ts,
 * docs/decisions.md#deleted-records-leave-their-table). Tables are named by their SQL names: a definition cannot
 * import the tables declared from its own (a project's tasks).
 */
export interface Deletion {
  /** How the Trash screen and refusals name a record: a column or an expression over its table's row. */
  label: SQL | PgColumn;
  /** What refuses the deletion: a query answering `name` for each record in the way (a few), given the record's id. */
  refusals?: readonly { blockers: (id: string) => SQL; message: ValidationMessageKey }[];
  /**
   * Rows of other tables that go to the trash with the record (a project's tasks): the table and its column naming the
   * record; `upload`, a column naming a row of `uploads` that is deleted with its row when the trash is emptied.
   */
  companions?: readonly { table: string; column: string; upload?: string }[];
  /** A statement that holds off, until the deletion commits, writers of companions it would miss (customers: campaign expansions). */
  holdOff?: SQL;
  /** Columns of other tables that the deletion sets null (ON DELETE SET NULL), set again on restore. */
  relinks?: readonly { table: string; column: string }[];
  /** Columns naming a record that must exist for this one to come back: its resource, and what a 409 says when it is in the trash or gone. */
  parents?: readonly { column: string; resource: ResourceName; inTrash: ValidationMessageKey; missing: ValidationMessageKey }[];
}

/** Everything the generic service needs to serve one declared resource. */
export interface ResourceDefinition {
  declaration: ResourceDeclaration;
  table: RecordTable;
  /** The rows of `table` that are this resource's records, when not all are (staff: accounts holding a staff role). */
  scope?: SQL;
  /** Of those, the ones lists and searches show, when not all (customers: not erased ones, docs/privacy.md). */
  listed?: SQL;
  /**
   * Stores what the passing of time alone has changed by `now` (quotes past their day become `expired`), before
   * records are listed, read or exported, so that filters, counts and pages agree.
   */
  beforeRead?: (db: Db, now: number) => Promise<void>;
  /** Why a stored record cannot be changed any more, if it cannot (an erased customer). */
  unchangeable?: (stored: Record<string, unknown>) => Error | undefined;
  /** How messages name one record: 'Customer'. */
  label: string;
  /** Absent when records are created by a call of their own (a contract, inside its project). */
  createSchema?: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<{ _id: string; updated_at?: string | null } & Record<string, unknown>>;
  defaults: Record<string, unknown>;
  filters: Record<string, FilterKind>;
  sorts: readonly string[];
  /**
   * What `q` and search match: `text`, a lower-cased column matched with LIKE (trigram-indexed), and `cjk`, the
   * array of its Chinese characters (GIN-indexed), which narrows Chinese terms too short for trigrams. A small
   * table may match an expression instead, without `cjk`.
   */
  search?: { text: PgColumn | SQL; cjk?: PgColumn };
  /**
   * The counts `tallies` keeps of the table's rows, each under the subject `<table>.<name>` (`customers.status`):
   * for list totals, the dashboard and recipient filters. server/resources/countTriggers.ts installs them.
   */
  tallies?: Record<string, Tally>;
  /** What a search answers of each record (its columns); the whole record when absent. */
  summary?: readonly string[];
  /** Extra values computed for each record (counts, names of referenced records). */
  computed?: Record<string, SQL.Aliased | SQL>;
  /**
   * A table joined to each record read whole, for computed values that take several of its columns (a project's
   * customer: name, phone, extension, e-mail): one lookup a record instead of one a value
   * (docs/performance.md#pages-of-a-list). Left joined: a record is read even without its row.
   */
  joined?: { table: PgTable; on: SQL };
  /** Columns kept out of answers. */
  hidden?: readonly string[];
  /**
   * The columns of its list's CSV export, when the declaration names one (`csvName`): fields of its records
   * (`id` is `_id`) as answers hold them, under their names, so that a program (our import) reads the file back.
   */
  exportColumns?: readonly string[];
  /** Records whose every create and update is written to their history. */
  historyEntity?: HistoryEntity;
  /** Fields naming other records: a missing one is a 400 naming the field, never a database error. */
  references?: Record<string, Reference>;
  /** Fields no two records share, with what the answer says of a clash (409). */
  unique?: Record<string, ValidationMessageKey>;
  invariants?: readonly Invariant[];
  /** What else moves with a change, in the same transaction (a project's contracts follow it to another customer). */
  onUpdate?: (executor: Pick<Db, 'execute'>, _id: string, changed: Record<string, unknown>) => Promise<void>;
  /** The steps of one create or update beyond the generic work, for its request (`WriteSteps`). */
  writeSteps?: (db: Db, request: FastifyRequest) => WriteSteps;
  /** What a record looks like in answers (`domain/`): the OpenAPI document shows it, and answers hold only its fields. */
  recordSchema: z.ZodObject;
  /** A valid record to create; every resource created through the API has one. */
  sample?: ResourceSample;
  /** How its records go to the trash: every resource the declaration says is `deletable` has one. */
  deletion?: Deletion;
}

/** The subject of `tallies` under which a declared tally of the definition is kept: `customers.source`. */
export function tallySubject(definition: ResourceDefinition, name: string) {
  if (!definition.tallies || !Object.hasOwn(definition.tallies, name)) throw new Error(`${definition.label} declares no tally ${name}`);
  return `${getTableName(definition.table)}.${name}`;
}

export const columnOf = (definition: ResourceDefinition, field: string): PgColumn =>
  (getTableColumns(definition.table) as Record<string, PgColumn>)[field];

/**
 * A moment as the API writes it (`Date.prototype.toJSON`: UTC, milliseconds, `Z`), read so from the database:
 * JSON.stringify leaves its fast path at every `Date` (docs/performance.md#records-as-text).
 */
const momentText = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(column.name);

/** What records answer: their columns but hidden ones (moments as text) and computed values; or `only` those fields. */
export function selection(definition: ResourceDefinition, only?: readonly string[]): SelectedFields {
  const fields: SelectedFields = {};
  for (const [key, column] of Object.entries(getTableColumns(definition.table))) {
    if (!definition.hidden?.includes(key)) fields[key] = column.columnType === 'PgTimestamp' ? momentText(column) : column;
  }
  Object.assign(fields, definition.computed);
  return only ? Object.fromEntries(only.map((field) => [field, fields[field]])) : fields;
}

/** `query` with the table the definition joins to its records, if any: `selection` reads from it. */
export function withJoined(query: PgSelect, definition: ResourceDefinition): PgSelect {
  return definition.joined ? query.leftJoin(definition.joined.table, definition.joined.on) : query;
}

/** The records a statement selects `selection` from: the definition's table, with the table it joins if any. */
export const recordsFrom = (select: PgSelectBuilder<SelectedFields>, definition: ResourceDefinition) =>
  withJoined(select.from(definition.table).$dynamic(), definition);

/** Statements are kept per resource and shape; the resource's API path names it. */
export const statementShape = (definition: ResourceDefinition, call: string, values: StatementValues) =>
  `${definition.declaration.apiPath} ${call} ${values.shape}`;
