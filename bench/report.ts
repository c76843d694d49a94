import type { BrowserTiming } from './browser.js';
import { formatCampaignTiming, formatExpansionTiming, type CampaignTiming, type ExpansionTiming } from './campaign.js';
import { formatImportTiming, type ImportTiming } from './customerImport.js';
import { formatQuotePdfTiming, type QuotePdfTiming } from './quotePdf.js';
import type { ExportAllTiming } from './exportAll.js';
import type { MixedLoadTiming } from './mixedLoad.js';
import type { LoadResult } from './load.js';
import type { DirectSqlResult, EventLoopReading } from './protocol.js';
import { eventLoopP99TargetMs, targetCustomerCount, type DatabaseKind, type Scenario } from './scenarios.js';

export interface ScenarioResult {
  key: Scenario['key'];
  title: string;
  /** Under `connections` concurrent connections: what the targets are judged on. */
  api: LoadResult;
  /** One connection, so no request waits behind another. */
  apiOneConnection: LoadResult;
  eventLoop: EventLoopReading;
  /** CPU time of the load generator (this process) during the load, in % of one core. */
  loadGeneratorCpuPercent: number;
  sql: DirectSqlResult;
  /** The API p95 target for this database kind, when the issue sets one. */
  p95Target?: { ms: number; met: boolean };
  eventLoopTarget: { ms: number; met: boolean };
}

export interface BenchReport {
  kind: DatabaseKind;
  customers: number;
  projects: number;
  options: {
    customers: number;
    vacuum: boolean;
    durationSeconds: number;
    warmUpSeconds: number;
    oneConnectionSeconds: number;
    connections: number;
    sqlRuns: number;
  };
  /** `speedMs`: a fixed task's time on this machine (bench/machineSpeed.ts); absent in runs before it was kept. */
  machine: { node: string; cpus: number; cpuModel: string; platform: string; speedMs?: number };
  database: { version: string; where: string };
  /** `seedPartSeconds`: where the seeding's time went (`SeedTimes` in seconds); absent in runs before it was recorded. */
  seed: { openSeconds: number; seedSeconds: number; seedPartSeconds?: Record<string, number>; vacuumSeconds?: number };
  startedAt: string;
  /** The commit of the code measured. */
  code: string;
  scenarios: ScenarioResult[];
  /** The session check the server makes before every authenticated request, replayed alone. */
  authCheck: DirectSqlResult;
  /** Reading every customer as the list's CSV export does, or why it was not measured; absent in runs before it was. */
  exportAll?: ExportAllTiming | { skipped: string };
  mixedLoad?: MixedLoadTiming | { skipped: string };
  /** A campaign to every customer expanded and sent to an SMTP sink, or why it was not; absent in runs before it was. */
  campaign?: CampaignTiming | { skipped: string };
  /** A campaign to every customer expanded with no mail transport, or why it was not; absent in runs before it was. */
  expansion?: ExpansionTiming | { skipped: string };
  /** A file of new customers, one per seeded customer up to 100 000, previewed and imported while the list is loaded; absent in runs before it was. */
  customerImport?: ImportTiming | { skipped: string };
  /** A 40-line quote's PDF, or why it was not made; absent in runs before it was. */
  quotePdf?: QuotePdfTiming | { skipped: string };
  /** The sign-in page's JavaScript and the time to the dashboard in Chromium, or why it was not measured. */
  browser: BrowserTiming | { skipped: string };
  /** The scenario at which the run stopped, and why, when the server under load failed. */
  stoppedEarly?: string;
}

export const mark = (met: boolean) => (met ? '✓' : '✗');

export function judge(
  kind: DatabaseKind,
  scenario: Scenario,
  api: LoadResult,
  eventLoop: EventLoopReading,
): Pick<ScenarioResult, 'p95Target' | 'eventLoopTarget'> {
  const targetMs = scenario.targets[kind];
  return {
    p95Target: targetMs === undefined ? undefined : { ms: targetMs, met: api.latency.p95 < targetMs && api.non2xx + api.errors === 0 },
    eventLoopTarget: { ms: eventLoopP99TargetMs, met: eventLoop.p99Ms < eventLoopP99TargetMs },
  };
}

const number = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function table(rows: string[][], rightAligned: (column: number) => boolean): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => [...row[column]].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const pad = ' '.repeat(widths[column] - [...cell].length);
          return rightAligned(column) ? pad + cell : cell + pad;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The readable summary: one line per scenario, then the statements, the search terms and the targets. */
export function formatReport(report: BenchReport): string {
  const lines: string[] = [];
  const heading =
    `${report.kind === 'embedded' ? 'Embedded PGlite' : 'PostgreSQL'}, ${report.customers.toLocaleString('en-US')} customers, ` +
    `${report.projects.toLocaleString('en-US')} projects${report.options.vacuum ? ', vacuumed after seeding (--vacuum)' : ''}`;
  lines.push('', heading, '='.repeat(heading.length));
  lines.push(
    `${report.options.connections} connections, ${report.options.durationSeconds} s per scenario after ${report.options.warmUpSeconds} s of warm-up; ` +
      `direct SQL: ${report.options.sqlRuns} runs on the server's own pool. Times in ms.`,
    `Code ${report.code}. Seeded in ${number(report.seed.seedSeconds)} s (database opened and migrated in ${number(report.seed.openSeconds)} s). ${report.database.version.split(' on ')[0]}.`,
    `Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, speed ${report.machine.speedMs ?? '(not measured)'} ms for a fixed task (lower is faster).`,
    '',
  );

  const c = report.options.connections;
  const header = ['Scenario', `API×${c} p50`, 'p95', 'p99', 'req/s', 'err/non-2xx', 'CPU srv/gen', 'API×1 p50', 'p95', 'SQL p50', 'SQL p95', 'loop p99', 'max', 'target API p95'];
  const rows = report.scenarios.map((s) => [
    s.title,
    number(s.api.latency.p50),
    number(s.api.latency.p95),
    number(s.api.latency.p99),
    number(s.api.requestsPerSecond, 0),
    `${s.api.errors}/${s.api.non2xx}`,
    `${s.eventLoop.cpuPercent}/${s.loadGeneratorCpuPercent}%`,
    number(s.apiOneConnection.latency.p50),
    number(s.apiOneConnection.latency.p95),
    number(s.sql.total.p50, 2),
    number(s.sql.total.p95, 2),
    `${number(s.eventLoop.p99Ms)} ${mark(s.eventLoopTarget.met)}`,
    number(s.eventLoop.maxMs, 0),
    s.p95Target ? `< ${s.p95Target.ms} ${mark(s.p95Target.met)}` : '–',
  ]);
  rows.push([
    'Auth check (every request)',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    number(report.authCheck.total.p50, 2),
    number(report.authCheck.total.p95, 2),
    '',
    '',
    '',
  ]);
  lines.push(table([header, ...rows], (column) => column > 0 && column < 14));
  lines.push(
    `API×${c}: ${c} concurrent connections (the targets are judged on its p95); API×1: one connection, no request waits behind another.`,
    `CPU srv/gen: CPU time of the server process (with an embedded database's thread) and of the load generator under API×${c}, in % of one core; this machine has ${report.machine.cpus}.`,
    `SQL: the statements the service sends for one call, recorded from the service itself and replayed on the server's pool in the same order.`,
    `loop p99, max: the server's event-loop delay under API×${c} (monitorEventLoopDelay, ${report.scenarios[0]?.eventLoop.resolutionMs ?? '?'} ms timer included), target p99 < ${eventLoopP99TargetMs} ms.`,
  );

  lines.push('', 'Direct SQL per statement, p50 / p95 ([n]: the step; statements of one step are sent together):');
  for (const s of [...report.scenarios, { title: 'Auth check', sql: report.authCheck }]) {
    const statements = s.sql.statements.map((st) => `[${st.step + 1}] ${st.label} ${number(st.p50, 2)} / ${number(st.p95, 2)}`).join(', ');
    lines.push(`  ${s.title}: ${statements}${s.sql.stoppedByTimeLimit ? ` (stopped by the time limit after ${s.sql.total.count} runs)` : ''}`);
  }
  for (const s of report.scenarios.filter((x) => x.sql.variants.length > 0)) {
    lines.push('', `${s.title}, direct SQL per input (p50 / p95):`);
    for (const v of s.sql.variants) lines.push(`  ${v.label}: ${number(v.p50, 2)} / ${number(v.p95, 2)}`);
  }

  const problems = report.scenarios.flatMap((s) => {
    const found: string[] = [];
    const failed = s.api.errors + s.api.non2xx + s.apiOneConnection.errors + s.apiOneConnection.non2xx;
    if (failed) found.push(`${failed} failed requests (status codes under load: ${JSON.stringify(s.api.statusCodes)})`);
    const idleErrors = s.eventLoop.pool.idleConnectionErrors;
    if (idleErrors.length) {
      found.push(`errors on idle pool connections, which end a server with no 'error' listener on its pool: ${idleErrors.join(' | ')}`);
    }
    if (s.eventLoop.maxMs >= 500) {
      found.push(`the server's event loop was held for ${number(s.eventLoop.maxMs, 0)} ms once (longest GC pause ${number(s.eventLoop.gcMaxMs, 0)} ms)`);
    }
    if (s.eventLoop.pool.stuck) found.push(`${s.eventLoop.pool.stuck} of ${s.eventLoop.pool.total} database pool connections still busy 5 s after the load ended`);
    return found.length ? [`  ${s.title}: ${found.join('; ')}`] : [];
  });
  for (const s of [...report.scenarios, { title: 'Auth check', sql: report.authCheck }]) {
    if (s.sql.error) problems.push(`  ${s.title}: direct SQL not measured: ${s.sql.error}`);
  }
  if (report.stoppedEarly) problems.push(`  The run stopped early at ${report.stoppedEarly}`);
  if (problems.length) lines.push('', 'Problems seen:', ...problems);

  lines.push('', `Targets (set for ${targetCustomerCount.toLocaleString('en-US')} customers${report.customers === targetCustomerCount ? '' : `; this run has ${report.customers.toLocaleString('en-US')}`}):`);
  for (const s of report.scenarios) {
    if (s.p95Target) {
      const errors = s.api.errors + s.api.non2xx;
      lines.push(
        `  ${mark(s.p95Target.met)} ${s.title}: API p95 ${number(s.api.latency.p95)} ms, target < ${s.p95Target.ms} ms${errors ? ` (${errors} failed requests)` : ''}`,
      );
    }
  }
  const worstLoop = report.scenarios.reduce((worst, s) => (s.eventLoop.p99Ms > worst.eventLoop.p99Ms ? s : worst), report.scenarios[0]);
  if (worstLoop) {
    const met = report.scenarios.every((s) => s.eventLoopTarget.met);
    lines.push(`  ${mark(met)} Event-loop delay p99 in every scenario: worst ${number(worstLoop.eventLoop.p99Ms)} ms (${worstLoop.title}), target < ${eventLoopP99TargetMs} ms`);
  }
  if (report.campaign) lines.push(formatCampaignTiming(report.campaign, mark));
  if (report.expansion) lines.push(formatExpansionTiming(report.expansion, mark));
  if (report.customerImport) lines.push(formatImportTiming(report.customerImport, mark));
  if (report.quotePdf) lines.push(formatQuotePdfTiming(report.quotePdf, mark));
  return lines.join('\n');
}

/** The plan's own "Execution Time", in ms. */
const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);

/** EXPLAIN ANALYZE of the statements of each scenario that missed a target (those under 1 ms left out). */
export function formatMissedPlans(report: BenchReport): string {
  const missed = report.scenarios.filter((s) => (s.p95Target && !s.p95Target.met) || !s.eventLoopTarget.met);
  if (missed.length === 0) return '';
  const lines = ['', 'Plans of the scenarios that missed a target (EXPLAIN (ANALYZE, BUFFERS) after the load; statements under 1 ms left out):'];
  for (const s of missed) {
    for (const [name, plan] of Object.entries(s.sql.plans)) {
      if (!(executionMs(plan) < 1)) lines.push('', `--- ${s.title} — ${name}`, plan);
    }
  }
  return lines.join('\n');
}
