// The SQL beside each API figure: the service's own functions are called once through a pool that records every
// statement it is sent (Drizzle's and any raw query alike, with the connection and the moment), and those exact
// statements are then replayed on the server's pool in the same shape: one after another or together, and on one
// connection where the service held one (a transaction).
import { performance } from 'node:perf_hooks';
import { getTableName, is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { customerCreateSchema } from '../domain/customer.js';
import { listQuerySchema } from '../domain/listQuery.js';
import { recipientFilterSchema } from '../domain/recipientGroup.js';
import { sessionState } from '../server/auth/accounts.js';
import type { Db } from '../server/db/client.js';
import { newId } from '../server/db/ids.js';
import { recipientPreview } from '../server/marketing/recipientGroupMembers.js';
import * as schema from '../server/db/schema.js';
import { customerResource } from '../server/resources/customers.js';
import { findDuplicateCustomers } from '../server/resources/customerMerge.js';
import { customerProjectPairs, customerProjects, projectResource } from '../server/resources/projects.js';
import { listRecords, searchRecords } from '../server/resources/listQueries.js';
import { getRecord } from '../server/resources/recordReads.js';
import { participantTasks } from '../server/resources/tasks.js';
import { createRecord } from '../server/resources/recordWrites.js';
import { registeredResources } from '../server/resources/registry.js';
import type { ResourceDefinition } from '../server/resources/resourceDefinition.js';
import { quickSearch } from '../server/routes/crm.js';
import { projectQuickSearchLimit } from '../server/routes/pm.js';
import { dashboardStatistics } from '../server/statistics/dashboardStatistics.js';
import type { DirectSqlResult, SessionContext, StatementTiming } from './protocol.js';
import { customerCreateBody, dashboardTimeZone, scenarios, searchTerms, type ListScenario, type ScenarioKey } from './scenarios.js';
import { summarize } from './stats.js';

interface Statement {
  text: string;
  params: unknown[];
  /** The checked-out connection it ran on (1, 2…), or null when it went through `pool.query`. */
  connection: number | null;
  /** Statements of one step are replayed together; steps one after another. */
  step: number;
}

interface Variant {
  label: string;
  statements: Statement[];
  /** Parameters that are ids the call generated: replaced by fresh ones on every run, so inserts never collide. */
  generatedIds?: Set<string>;
}

type QueryArguments = [config: string | pg.QueryConfig, values?: unknown[]];

/** A pool that records each statement sent through it or through a connection checked out of it. */
function recordingPool(pool: pg.Pool) {
  const recorded: (Omit<Statement, 'step'> & { started: number; ended: number })[] = [];
  let connections = 0;
  const recordingQuery =
    (target: pg.Pool | pg.PoolClient, connection: number | null) =>
    async (...[config, values]: QueryArguments) => {
      const text = typeof config === 'string' ? config : config.text;
      const params = values ?? (typeof config === 'string' ? [] : (config.values ?? []));
      const entry = { text, params: [...params], connection, started: performance.now(), ended: Number.POSITIVE_INFINITY };
      recorded.push(entry);
      try {
        return await (target.query as (...args: QueryArguments) => Promise<pg.QueryResult>)(config, values);
      } finally {
        entry.ended = performance.now();
      }
    };
  const passThrough = <T extends object>(target: T, key: string | symbol) => {
    const value = Reflect.get(target, key, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  };
  const recording = new Proxy(pool, {
    get(target, key) {
      if (key === 'query') return recordingQuery(target, null);
      if (key === 'connect') {
        return async () => {
          const client = await target.connect();
          const connection = ++connections;
          return new Proxy(client, { get: (c, k) => (k === 'query' ? recordingQuery(c, connection) : passThrough(c, k)) });
        };
      }
      return passThrough(target, key);
    },
  });

  /** The recorded statements, each given the step it belongs to: a statement sent before the previous ones ended joins their step. */
  const statements = (): Statement[] => {
    let step = 0;
    let stepEnds = Number.NEGATIVE_INFINITY;
    return recorded.map(({ started, ended, ...statement }, index) => {
      if (index > 0 && started >= stepEnds) step++;
      stepEnds = index === 0 || started >= stepEnds ? ended : Math.max(stepEnds, ended);
      return { ...statement, step };
    });
  };
  return { pool: recording, statements };
}

/** Runs `call` against a Drizzle handle on a recording pool: answers every statement it sent. */
async function captureStatements(pool: pg.Pool, call: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const recording = recordingPool(pool);
  await call(drizzle(recording.pool, { schema }));
  return recording.statements();
}

const idShape = /^[0-9a-f]{24}$/;

/** The definitions of the resources whose lists are loaded. */
const listedResources: Record<ListScenario['resource'], ResourceDefinition> = { customers: customerResource, projects: projectResource };

/** One variant per id (50 at most): the call with each of the rotating inputs the load sends. */
async function variantsById(pool: pg.Pool, ids: readonly string[], call: (db: Db, id: string) => Promise<unknown>): Promise<Variant[]> {
  const variants: Variant[] = [];
  for (const id of ids.slice(0, 50)) variants.push({ label: id, statements: await captureStatements(pool, (db) => call(db, id)) });
  return variants;
}

async function scenarioVariants(
  pool: pg.Pool,
  scenario: ScenarioKey | 'auth',
  { session, sampleIds, runTag }: { session: SessionContext; sampleIds: readonly string[]; runTag: string },
): Promise<Variant[]> {
  if (scenario === 'auth') {
    const statements = await captureStatements(pool, (db) => sessionState(db, session.accountId, session.jti));
    return [{ label: 'session check', statements }];
  }
  const declared = scenarios.find((s) => s.key === scenario)!;
  switch (declared.kind) {
    case 'list': {
      const query = listQuerySchema.parse(declared.query);
      const definition = listedResources[declared.resource];
      return [{ label: 'list', statements: await captureStatements(pool, (db) => listRecords(db, definition, query, Date.now())) }];
    }
    case 'search': {
      const variants: Variant[] = [];
      for (const term of searchTerms) {
        const statements = await captureStatements(pool, (db) => quickSearch(db, term.trim()));
        variants.push({ label: term, statements });
      }
      return variants;
    }
    case 'projectQuickSearch': {
      const variants: Variant[] = [];
      for (const term of searchTerms) {
        const statements = await captureStatements(pool, (db) => searchRecords(db, projectResource, term, projectQuickSearchLimit));
        variants.push({ label: term, statements });
      }
      return variants;
    }
    case 'get':
      return variantsById(pool, sampleIds, (db, id) => getRecord(db, customerResource, id));
    case 'customerProjects':
      return variantsById(pool, sampleIds, customerProjects);
    case 'duplicates':
      return variantsById(pool, sampleIds, findDuplicateCustomers);
    case 'dashboard':
      return [{ label: 'dashboard', statements: await captureStatements(pool, (db) => dashboardStatistics(db, Date.now(), dashboardTimeZone)) }];
    case 'myTasks':
      return [{ label: 'tasks of participant', statements: await captureStatements(pool, (db) => participantTasks(db, session.accountId)) }];
    case 'recipientFilter': {
      const filter = recipientFilterSchema.parse(declared.filter);
      return [{ label: 'recipient filter', statements: await captureStatements(pool, (db) => recipientPreview(db, filter, Date.now())) }];
    }
    case 'create': {
      const input = customerCreateSchema.parse(customerCreateBody(`${runTag}sql`, 0));
      const statements = await captureStatements(pool, (db) => createRecord(db, customerResource, input, session.accountId));
      const generatedIds = new Set(
        statements.flatMap((s) => s.params).filter((p): p is string => typeof p === 'string' && idShape.test(p) && p !== session.accountId),
      );
      return [{ label: 'create', statements, generatedIds }];
    }
  }
}

// The shared tables and those declared beside the resources' definitions.
const tables = [...Object.values(schema), ...registeredResources.map((definition) => definition.table), customerProjectPairs];
const tableNames = new Set<string>(tables.flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])));

/** `select customers`, `count customers`, `insert history`, `begin`: the verb and the table the statement reads. */
function statementLabel(text: string): string {
  let outer = text;
  // Leave out parenthesized parts (subqueries, column lists) so that the outer FROM is seen first.
  while (/\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, '');
  const verb = /^\s*select\s+count\b/i.test(outer) ? 'count' : outer.trim().split(/\s+/)[0].toLowerCase();
  const tableAfter = (sql: string) => /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1];
  const outerTable = tableAfter(outer);
  // FROM a subquery's alias: name the table the subquery reads.
  const table = outerTable && !tableNames.has(outerTable) ? (tableAfter(text.replace(/^[^(]*\(/, '')) ?? outerTable) : outerTable;
  return table ? `${verb} ${table}` : verb;
}

/** The variant's statements, with a new id in place of each id the captured call generated. */
function withFreshIds(variant: Variant): Statement[] {
  if (!variant.generatedIds?.size) return variant.statements;
  const fresh = new Map([...variant.generatedIds].map((id) => [id, newId()]));
  return variant.statements.map((s) => ({ ...s, params: s.params.map((p) => (typeof p === 'string' ? (fresh.get(p) ?? p) : p)) }));
}

/** Replays one call in the shape it was recorded: answers the time of each statement and of the whole call, in ms. */
async function replay(pool: pg.Pool, variant: Variant): Promise<{ total: number; each: number[] }> {
  const statements = withFreshIds(variant);
  const each = new Array<number>(statements.length);
  const clients = new Map<number, pg.PoolClient>();
  const lastUse = new Map(statements.map((s, i) => [s.connection, i]));
  const run = async (statement: Statement, index: number) => {
    let runner: pg.Pool | pg.PoolClient = pool;
    if (statement.connection !== null) {
      if (!clients.has(statement.connection)) clients.set(statement.connection, await pool.connect());
      runner = clients.get(statement.connection)!;
    }
    const started = performance.now();
    await runner.query(statement.text, statement.params);
    each[index] = performance.now() - started;
    if (statement.connection !== null && lastUse.get(statement.connection) === index) {
      clients.get(statement.connection)!.release();
      clients.delete(statement.connection);
    }
  };
  const started = performance.now();
  try {
    const steps = [...new Set(statements.map((s) => s.step))];
    for (const step of steps) {
      await Promise.all(statements.flatMap((s, i) => (s.step === step ? [run(s, i)] : [])));
    }
  } finally {
    for (const client of clients.values()) {
      await client.query('rollback').catch(() => {});
      client.release();
    }
  }
  return { total: performance.now() - started, each };
}

const isRead = (text: string) => /^\s*select\b/i.test(text);
const isWrite = (text: string) => /^\s*(insert|update|delete)\b/i.test(text);

/** EXPLAIN (ANALYZE, BUFFERS) of each statement; writes are explained inside a transaction that is rolled back. */
async function explain(pool: pg.Pool, variant: Variant): Promise<Record<string, string>> {
  const plans: Record<string, string> = {};
  const client = await pool.connect();
  try {
    const statements = withFreshIds(variant);
    const writes = statements.some((s) => isWrite(s.text));
    if (writes) await client.query('begin');
    for (const [index, statement] of statements.entries()) {
      if (!isRead(statement.text) && !isWrite(statement.text)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
      plans[`${variant.label}: ${index + 1}. ${statementLabel(statement.text)}`] = rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    if (writes) await client.query('rollback');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return plans;
}

/**
 * Replays the SQL of one scenario `runs` times (rotating through its inputs) or until `timeLimitMs`, then
 * explains each input's statements once (every search term; one id).
 */
export async function measureDirectSql(
  pool: pg.Pool,
  scenario: ScenarioKey | 'auth',
  options: { session: SessionContext; sampleIds: readonly string[]; runs: number; timeLimitMs: number; runTag: string },
): Promise<DirectSqlResult> {
  const variants = await scenarioVariants(pool, scenario, options);
  const totals: number[] = [];
  const byVariant = variants.map(() => [] as number[]);
  const byStatement = variants[0].statements.map(() => [] as number[]);
  const deadline = performance.now() + options.timeLimitMs;
  let stoppedByTimeLimit = false;
  for (let run = 0; run < options.runs; run++) {
    if (performance.now() > deadline) {
      stoppedByTimeLimit = true;
      break;
    }
    const index = run % variants.length;
    const { total, each } = await replay(pool, variants[index]);
    totals.push(total);
    byVariant[index].push(total);
    // Statement lines follow the first input's statements; the inputs of a scenario send the same ones.
    each.forEach((ms, i) => byStatement[i]?.push(ms));
  }

  const plans: Record<string, string> = {};
  for (const variant of variants.slice(0, variants.length > 10 ? 1 : 10)) Object.assign(plans, await explain(pool, variant));

  const statements: StatementTiming[] = variants[0].statements.map((s, i) => ({
    label: statementLabel(s.text),
    sql: s.text,
    step: s.step,
    connection: s.connection,
    ...summarize(byStatement[i]),
  }));
  return {
    total: summarize(totals),
    statements,
    variants: variants.length > 1 && variants.length <= 10 ? variants.map((v, i) => ({ label: v.label, ...summarize(byVariant[i]) })) : [],
    plans,
    stoppedByTimeLimit,
  };
}
