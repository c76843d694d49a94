// `npm run bench -- [--customers N] [--duration S] [--connections C]`: seeds a database of N customers (with
// projects) once, loads the API on loopback with autocannon scenario by scenario, and prints each figure beside
// the same SQL run directly on the database. Embedded PGlite by default; PostgreSQL when DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, platform } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBenchDatabase, type BenchDatabase } from './benchDatabase.js';
import { measureCampaign, measureExpansion } from './campaign.js';
import { measureCustomerImport } from './customerImport.js';
import { browserStepUnavailable, formatBrowserTiming, measureBrowser } from './browser.js';
import { BenchServerProcess } from './benchServerProcess.js';
import { formatExportAllTiming, measureExportAll } from './exportAll.js';
import { formatMixedLoadTiming, measureMixedLoad } from './mixedLoad.js';
import { runLoad, type LoadRequest } from './load.js';
import { measureMachineSpeed } from './machineSpeed.js';
import type { DirectSqlResult, SessionContext } from './protocol.js';
import { formatMissedPlans, formatReport, judge, mark, type BenchReport, type ScenarioResult } from './report.js';
import { resources } from '../domain/resources.js';
import { describeSeedTimes } from '../server/seed/bulkLoad.js';
import { customerCreateBody, customersPath, dashboardPath, myTasksPath, recipientFilterPath, scenarios, searchTerms, type Scenario } from './scenarios.js';
import { measureQuotePdf } from './quotePdf.js';
import { startSmtpSink, type SmtpSink } from './smtpSink.js';
import { summarize } from './stats.js';

/**
 * What `--scenarios` may name: the scenarios, the campaign step, its expansion alone, the import step, the quote PDF
 * step, the CSV export and the mixed load.
 */
const stepKeys: readonly string[] = [...scenarios.map((s) => s.key), 'campaign', 'expansion', 'import', 'quotePdf', 'export', 'mixed'];

const sqlRuns = 200;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** A direct-SQL figure that could not be measured. */
const unmeasured: DirectSqlResult = { total: summarize([]), statements: [], variants: [], plans: {}, stoppedByTimeLimit: false };
const sqlTimeLimitMs = 30_000;

function readOptions() {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      // The mixed load's connections and seconds.
      clients: { type: 'string', default: '200' },
      'mixed-seconds': { type: 'string', default: '60' },
      // What the embedded database would look like if the server vacuumed it (PostgreSQL's autovacuum does by itself).
      vacuum: { type: 'boolean', default: false },
      // Comma-separated scenario keys (and `campaign`, `expansion`, `import`, `quotePdf`, `export`, `mixed`): only these run, and the browser step is left out.
      scenarios: { type: 'string' },
      // A folder where the bench server writes a CPU profile of its threads (node --cpu-prof) when it stops.
      'cpu-prof': { type: 'string' },
    },
  });
  const whole = (name: keyof typeof values, min: number, max: number) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min || value > max) {
      console.error(`--${name} takes a whole number from ${min} to ${max}, not '${values[name]}'.`);
      process.exit(1);
    }
    return value;
  };
  const only = values.scenarios?.split(',').map((key) => key.trim());
  const unknown = only?.filter((key) => !stepKeys.includes(key));
  if (unknown?.length) {
    console.error(`--scenarios takes some of ${stepKeys.join(', ')}, not '${unknown.join(', ')}'.`);
    process.exit(1);
  }
  return {
    customers: whole('customers', 1, 5_000_000),
    durationSeconds: whole('duration', 1, 600),
    connections: whole('connections', 1, 1000),
    clients: whole('clients', 1, 1000),
    mixedSeconds: whole('mixed-seconds', 1, 600),
    vacuum: values.vacuum ?? false,
    /** The steps to run; every one when absent. */
    only,
    cpuProfileDir: values['cpu-prof'] ? resolve(values['cpu-prof']) : undefined,
  };
}

/** The commit the server code comes from, marked when server/ or domain/ has changes not committed yet. */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'server', 'domain') ? ' + uncommitted changes in server/ or domain/' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function signIn(origin: string, username: string, password: string): Promise<{ token: string; session: SessionContext }> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Signing in the bench account failed: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { _id: string; jti: string };
  return { token: accessToken, session: { accountId: claims._id, jti: claims.jti } };
}

/** What autocannon sends for a scenario; rotating inputs change on every request. */
function loadRequest(scenario: Scenario, sampleIds: readonly string[], runTag: string): LoadRequest {
  let n = 0;
  switch (scenario.kind) {
    case 'list':
      return {
        method: 'POST',
        next: () => ({ path: `/api${resources[scenario.resource].apiPath}/query`, body: scenario.query }),
        headers: scenario.acceptEncoding ? { 'accept-encoding': scenario.acceptEncoding } : undefined,
      };
    case 'search':
      return { method: 'GET', next: () => ({ path: `${customersPath}/search/${encodeURIComponent(searchTerms[n++ % searchTerms.length])}` }) };
    case 'projectQuickSearch':
      return { method: 'GET', next: () => ({ path: `/api/pm/projects/search/${encodeURIComponent(searchTerms[n++ % searchTerms.length])}` }) };
    case 'get':
      return { method: 'GET', next: () => ({ path: `${customersPath}/${sampleIds[n++ % sampleIds.length]}` }) };
    case 'create':
      return { method: 'POST', next: () => ({ path: customersPath, body: customerCreateBody(runTag, n++) }) };
    case 'customerProjects':
      return { method: 'GET', next: () => ({ path: `/api/pm/projects/customer/${sampleIds[n++ % sampleIds.length]}` }) };
    case 'duplicates':
      return { method: 'GET', next: () => ({ path: `${customersPath}/${sampleIds[n++ % sampleIds.length]}/duplicates` }) };
    case 'dashboard':
      return { method: 'GET', next: () => ({ path: dashboardPath }) };
    case 'myTasks':
      return { method: 'GET', next: () => ({ path: myTasksPath }) };
    case 'recipientFilter':
      return { method: 'POST', next: () => ({ path: recipientFilterPath, body: { filter: scenario.filter } }) };
  }
}

function progressPrinter() {
  let lastShown = -1;
  return (done: number, total: number) => {
    if (process.stdout.isTTY) {
      process.stdout.write(`\rSeeding: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} customers`);
      if (done === total) process.stdout.write('\n');
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastShown) {
      lastShown = tenth;
      console.log(`Seeding: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} customers`);
    }
  };
}

/** The campaign or import step, or why it was not measured. */
async function optionalStep<Timing>(notRun: string | undefined, measure: () => Promise<Timing>): Promise<Timing | { skipped: string }> {
  if (notRun) return { skipped: notRun };
  try {
    return await measure();
  } catch (error) {
    process.exitCode = 1;
    return { skipped: `it failed: ${errorText(error)}` };
  }
}

/** The browser step, or why it did not run. */
async function browserStep(origin: string, account: { username: string; password: string }, stoppedEarly: string | undefined) {
  const skipped = stoppedEarly ? 'the run stopped early' : browserStepUnavailable();
  if (skipped) return { skipped };
  try {
    return await measureBrowser(origin, account);
  } catch (error) {
    process.exitCode = 1;
    return { skipped: `it failed: ${errorText(error)}` };
  }
}

async function main() {
  const options = readOptions();
  const warmUpSeconds = Math.min(2, Math.max(1, Math.round(options.durationSeconds / 5)));
  const oneConnectionSeconds = Math.max(1, Math.round(options.durationSeconds / 3));
  const startedAt = new Date().toISOString();
  const runTag = randomBytes(3).toString('hex');
  const account = { username: `bench.${runTag}`, password: randomBytes(18).toString('base64url') };
  // Before anything else runs, so that nothing of ours competes with it.
  const speedMs = measureMachineSpeed();
  console.log(`Machine speed: ${speedMs} ms for a fixed task (lower is faster; compare runs after scaling by it).`);

  const runs = (key: string) => !options.only || options.only.includes(key);
  let database: BenchDatabase | undefined;
  let server: BenchServerProcess | undefined;
  let sink: SmtpSink | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await server?.stop().catch((error: Error) => console.error(`Stopping the bench server: ${error.message}`));
      await sink?.close().catch((error: Error) => console.error(`Closing the SMTP sink: ${error.message}`));
      await database?.remove().catch((error: Error) => console.error(`Removing the bench database: ${error.message}`));
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench server and removing its database…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    database = await createBenchDatabase(process.env.DATABASE_URL || undefined);
    console.log(`Bench database: ${database.description}`);
    const seedTimeoutMs = 120_000 + options.customers * 10;
    // Campaigns and the quote step (which sends its quote) mail the sink.
    if (runs('campaign') || runs('quotePdf')) sink = await startSmtpSink();
    const started = await BenchServerProcess.start(
      { target: database.target, customers: options.customers, account, vacuum: options.vacuum, smtpUrl: sink?.url, timeoutMs: seedTimeoutMs, cpuProfileDir: options.cpuProfileDir },
      progressPrinter(),
    );
    server = started.server;
    const { ready } = started;
    console.log(
      `Seeded ${ready.customers.toLocaleString('en-US')} customers and ${ready.projects.toLocaleString('en-US')} projects in ${(ready.seedMs / 1000).toFixed(1)} s ` +
        `(${Math.round(ready.customers / (ready.seedMs / 1000)).toLocaleString('en-US')} customers/s: ${describeSeedTimes(ready.seedTimes)}); ` +
        `the server listens on 127.0.0.1:${ready.port}.`,
    );
    if (ready.vacuumMs !== undefined) console.log(`VACUUM (ANALYZE) after seeding took ${(ready.vacuumMs / 1000).toFixed(1)} s.`);

    const origin = `http://127.0.0.1:${ready.port}`;
    const staff = await signIn(origin, account.username, account.password);
    const { token } = staff;
    // The worker's own tasks are read as that worker.
    const worker = await signIn(origin, ready.busiestWorker.username, account.password);
    console.log(`The busiest seeded worker, ${ready.busiestWorker.username}, takes part in ${ready.busiestWorker.tasks.toLocaleString('en-US')} tasks.`);

    const measureSql = (scenario: Scenario['key'] | 'auth', session = staff.session) =>
      server!
        .measureDirectSql({ scenario, session, runs: sqlRuns, timeLimitMs: sqlTimeLimitMs, runTag })
        .catch((error: unknown): DirectSqlResult => ({ ...unmeasured, error: errorText(error) }));

    const results: ScenarioResult[] = [];
    let stoppedEarly: string | undefined;
    for (const scenario of scenarios.filter((s) => runs(s.key))) {
      try {
        const as = scenario.kind === 'myTasks' ? worker : staff;
        const request = loadRequest(scenario, ready.sampleIds, runTag);
        await runLoad({ origin, token: as.token, request, connections: options.connections, durationSeconds: warmUpSeconds });
        await server.resetEventLoopDelay();
        const cpuBefore = process.cpuUsage();
        const loadStarted = performance.now();
        const api = await runLoad({ origin, token: as.token, request, connections: options.connections, durationSeconds: options.durationSeconds });
        const eventLoop = await server.readEventLoopDelay();
        const loadCpu = process.cpuUsage(cpuBefore);
        const loadGeneratorCpuPercent = Math.round(((loadCpu.user + loadCpu.system) / 1000 / (performance.now() - loadStarted)) * 100);
        // One connection: the latency of a request that waits behind no other, to compare with the direct SQL.
        const alone = await runLoad({ origin, token: as.token, request, connections: 1, durationSeconds: oneConnectionSeconds });
        const sql = await measureSql(scenario.key, as.session);
        const verdict = judge(ready.kind, scenario, api, eventLoop);
        results.push({ key: scenario.key, title: scenario.title, api, apiOneConnection: alone, eventLoop, loadGeneratorCpuPercent, sql, ...verdict });

        const failed = api.errors + api.non2xx;
        console.log(
          `${scenario.title}: API p50 ${api.latency.p50} / p95 ${api.latency.p95} ms, ${api.requestsPerSecond} req/s ` +
            `(1 connection: p50 ${alone.latency.p50} ms)` +
            `${failed ? `, ${failed} failed ${JSON.stringify(api.statusCodes)}` : ''}; SQL p95 ${sql.total.p95} ms; ` +
            `loop p99 ${eventLoop.p99Ms} ms${eventLoop.pool.stuck ? `; ${eventLoop.pool.stuck} pool connection(s) stuck` : ''}` +
            `${verdict.p95Target ? `; target p95 < ${verdict.p95Target.ms} ms ${mark(verdict.p95Target.met)}` : ''}`,
        );
      } catch (error) {
        // The server under load died or stopped answering: report what was measured before.
        stoppedEarly = `${scenario.title}: ${errorText(error)}`;
        console.error(`Stopped at ${stoppedEarly}`);
        process.exitCode = 1;
        break;
      }
    }
    const authCheck = stoppedEarly ? { ...unmeasured, error: 'not measured: the run stopped early' } : await measureSql('auth');
    // Before the campaign steps, which write a message per customer: at 1 000 000 an export right after them took
    // 25.5 s where one alone took 16.6 s (bench/results/README.md).
    const exportAll = await optionalStep(!runs('export') ? 'not among --scenarios' : stoppedEarly && 'the run stopped early', () =>
      measureExportAll(origin, token, server!),
    );
    const campaign = await optionalStep(!runs('campaign') ? 'not among --scenarios' : stoppedEarly && 'the run stopped early', () =>
      measureCampaign({
        origin,
        token,
        server: server!,
        sink: sink!,
        listRequest: loadRequest(scenarios.find((s) => s.key === 'page25')!, ready.sampleIds, runTag),
        connections: options.connections,
        durationSeconds: options.durationSeconds,
      }),
    );
    // With no mail transport: the messages it writes wait in the outbox, where the campaign step's would be sent.
    const expansion = await optionalStep(
      !runs('expansion') ? 'not among --scenarios' : sink ? 'the server under load mails the SMTP sink (the campaign or quote PDF step runs)' : stoppedEarly && 'the run stopped early',
      () => measureExpansion({ origin, token, connections: options.connections, durationSeconds: options.durationSeconds }),
    );
    // After the campaign: the customers it adds would change what the campaign sends to.
    const customerImport = await optionalStep(!runs('import') ? 'not among --scenarios' : stoppedEarly && 'the run stopped early', () =>
      measureCustomerImport({
        origin,
        token,
        server: server!,
        runTag,
        rows: options.customers,
        listRequest: loadRequest(scenarios.find((s) => s.key === 'page25')!, ready.sampleIds, runTag),
        connections: options.connections,
        durationSeconds: options.durationSeconds,
      }),
    );
    const quotePdf = await optionalStep(!runs('quotePdf') ? 'not among --scenarios' : stoppedEarly && 'the run stopped early', () =>
      measureQuotePdf(origin, token, ready.sampleIds[0]),
    );
    const mixedLoad = await optionalStep(!runs('mixed') ? 'not among --scenarios' : stoppedEarly && 'the run stopped early', () =>
      measureMixedLoad({ origin, token, server: server!, sampleIds: ready.sampleIds, runTag, connections: options.clients, durationSeconds: options.mixedSeconds }),
    );
    // The browser belongs to a whole run.
    const browser = options.only ? { skipped: 'not a whole run (--scenarios)' } : await browserStep(origin, account, stoppedEarly);

    const report: BenchReport = {
      kind: ready.kind,
      customers: ready.customers,
      projects: ready.projects,
      options: { ...options, warmUpSeconds, oneConnectionSeconds, sqlRuns },
      machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', platform: platform(), speedMs },
      database: { version: ready.databaseVersion, where: database.description },
      seed: {
        openSeconds: ready.openMs / 1000,
        seedSeconds: ready.seedMs / 1000,
        seedPartSeconds: Object.fromEntries(Object.entries(ready.seedTimes).map(([part, ms]) => [part, ms / 1000])),
        vacuumSeconds: ready.vacuumMs === undefined ? undefined : ready.vacuumMs / 1000,
      },
      startedAt,
      code: codeVersion(),
      scenarios: results,
      authCheck,
      exportAll,
      mixedLoad,
      campaign,
      expansion,
      customerImport,
      quotePdf,
      browser,
      stoppedEarly,
    };
    console.log(formatReport(report));
    console.log(formatExportAllTiming(exportAll));
    console.log(formatMixedLoadTiming(mixedLoad, mark));
    console.log('skipped' in browser ? `\nBrowser step skipped: ${browser.skipped}.` : formatBrowserTiming(browser));
    const plans = formatMissedPlans(report);
    if (plans) console.log(plans);

    const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    const file = `${resultsDir}${database.resultsName}-${options.customers}${options.vacuum ? '-vacuumed' : ''}${options.only ? '-partial' : ''}.json`;
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nResults written to ${file}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exitCode = 1;
});
