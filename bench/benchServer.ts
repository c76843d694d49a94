// The server under load, in its own process so the load generator never shares its event loop. Started by
// run.ts with an IPC channel: it has the database seeded (benchSeed.ts), opens it, listens on 127.0.0.1, measures
// its own event-loop delay per scenario, and replays each scenario's SQL on the same pool (only one process may
// open an embedded folder).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver, performance, monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { buildApp } from '../server/app.js';
import { changePassword, createAccount } from '../server/auth/accounts.js';
import { readBusinessSettings, saveBusinessSettings } from '../server/settings/businessSettings.js';
import { openDatabase, type Database } from '../server/db/client.js';
import { connectionPools } from '../server/db/pool.js';
import { smtpMailTransport } from '../server/messaging/mailTransport.js';
import { builtAppDir } from './browser.js';
import { measureDirectSql } from './directSql.js';
import type { ChildMessage, EventLoopReading, PoolReading, Request, RequestMessage, SeedMessage, SeedRequest, StartRequest } from './protocol.js';
import { round } from './stats.js';

/** Timer period of the delay monitor, in ms: each sample is one period plus however long the loop was held. */
const eventLoopResolutionMs = 5;

const send = (message: ChildMessage) => process.send?.(message);

/**
 * Seeds the database in a process of its own (benchSeed.ts), passing its progress on to the bench; resolves with
 * its timings once it has closed the database.
 */
function seedInOwnProcess(request: SeedRequest) {
  const seeder = fork(fileURLToPath(new URL('./benchSeed.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<Extract<SeedMessage, { type: 'seeded' }>>((resolve, reject) => {
    seeder.on('message', (message: SeedMessage) => {
      if (message.type === 'seed-progress') send(message);
      else if (message.type === 'seeded') resolve(message);
      else reject(new Error(`Seeding failed: ${message.error}`));
    });
    seeder.once('exit', (code) => reject(new Error(`The seeding process stopped (exit code ${code}).`)));
    seeder.send(request);
  });
}

async function start({ target, customers, account, vacuum, smtpUrl }: StartRequest) {
  // The server under load starts as a server would on an existing database: in a process that did not seed it.
  const { openMs, seedMs, seedTimes, vacuumMs } = await seedInOwnProcess({ target, customers, vacuum });
  const database = await openDatabase(target.kind === 'embedded' ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl });
  // pg emits an error from a connection that sits idle in the pool (a reply that belonged to another
  // connection, a dropped socket) on the pool; without a listener it would end this process.
  database.pool.on('error', (error) => {
    idleConnectionErrors.push(error.message);
  });

  const bench = await createAccount(database.db, {
    username: account.username,
    email: `${account.username}@bench.example`,
    name: 'Bench Staff',
    password: account.password,
    roles: ['manager'],
  });
  // Campaign e-mails carry the company's mailing address (docs/marketing.md#sender-identification): without one the send is refused.
  const settings = await readBusinessSettings(database.db);
  await saveBusinessSettings(database.db, { ...settings, company_address: '100 Queen St W, Toronto, ON M5H 2N2' }, bench._id);
  const counts = await database.pool.query<{ customers: number; projects: number; version: string }>(
    'SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM projects) AS projects, version() AS version',
  );
  const sample = await database.pool.query<{ _id: string }>('SELECT _id FROM customers ORDER BY random() LIMIT 1000');
  const busiest = await database.pool.query<{ _id: string; username: string; tasks: number }>(
    'SELECT u._id, u.username, count(*)::int AS tasks FROM task_participants p JOIN users u ON u._id = p.account GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1',
  );
  const [busiestWorker] = busiest.rows;
  await changePassword(database.db, busiestWorker._id, account.password);
  const sampleIds = sample.rows.map((row) => row._id);

  // Campaigns go to the bench's SMTP sink as they would to SMTP_URL in production.
  const mail = smtpUrl ? smtpMailTransport(smtpUrl) : undefined;
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 3600,
    bodyLimitBytes: 1024 * 1024,
    // The built app, for the browser step (served only when it is there).
    clientDir: resolve(builtAppDir),
    mail,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const eventLoop = monitorEventLoopDelay({ resolution: eventLoopResolutionMs });
  eventLoop.enable();

  const { customers: customerTotal, projects, version } = counts.rows[0];
  send({
    type: 'ready',
    port,
    kind: database.kind,
    openMs,
    seedMs,
    seedTimes,
    vacuumMs,
    customers: customerTotal,
    projects,
    databaseVersion: version,
    sampleIds,
    busiestWorker: { username: busiestWorker.username, tasks: busiestWorker.tasks },
  });
  return { database, app, mail, eventLoop, sampleIds };
}

type Running = Awaited<ReturnType<typeof start>>;

/** Errors the pool reported from idle connections since the last event-loop reset. */
let idleConnectionErrors: string[] = [];
/** Garbage-collection pauses of the server's main thread since the last reset, in ms. */
let gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });
/** The most resident memory sampled since the last reset, in bytes. */
let rssMax = 0;
setInterval(() => {
  rssMax = Math.max(rssMax, process.memoryUsage.rss());
}, 100).unref();
const megabytes = (bytes: number) => round(bytes / 1024 / 1024, 0);
/** CPU time used and wall time at the last reset. */
let cpuAtReset = process.cpuUsage();
let wallAtReset = performance.now();

/**
 * The pool once the requests the load generator abandoned at its end have finished (5 s at most): a
 * connection still busy then is stuck, and the server serves with one connection fewer from then on.
 */
async function settledPool(pool: pg.Pool): Promise<PoolReading> {
  const deadline = Date.now() + 5000;
  while (poolReading(pool).stuck > 0 && Date.now() < deadline) await sleep(100);
  return poolReading(pool);
}

/** The connections of the database handle's pools (`connectionPools`): how many, how many idle, how many busy. */
function poolReading(pool: pg.Pool): PoolReading {
  const pools = connectionPools(pool);
  const total = pools.reduce((sum, { totalCount }) => sum + totalCount, 0);
  const idle = pools.reduce((sum, { idleCount }) => sum + idleCount, 0);
  return { total, idle, stuck: total - idle };
}

async function answer(running: Running, request: Request) {
  switch (request.type) {
    case 'loop-reset':
      running.eventLoop.reset();
      idleConnectionErrors = [];
      gcPauses = [];
      rssMax = process.memoryUsage.rss();
      cpuAtReset = process.cpuUsage();
      wallAtReset = performance.now();
      return null;
    case 'loop-read': {
      const { eventLoop } = running;
      const cpu = process.cpuUsage(cpuAtReset);
      const cpuPercent = round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallAtReset)) * 100, 0);
      const reading: EventLoopReading = {
        cpuPercent,
        rssMaxMb: megabytes(Math.max(rssMax, process.memoryUsage.rss())),
        rssLastMb: megabytes(process.memoryUsage.rss()),
        gcMaxMs: round(Math.max(0, ...gcPauses)),
        gcTotalMs: round(gcPauses.reduce((sum, ms) => sum + ms, 0)),
        p99Ms: round(eventLoop.percentile(99) / 1e6),
        maxMs: round(eventLoop.max / 1e6),
        meanMs: round(eventLoop.mean / 1e6),
        resolutionMs: eventLoopResolutionMs,
        pool: { ...(await settledPool(running.database.pool)), idleConnectionErrors: [...new Set(idleConnectionErrors)] },
      };
      return reading;
    }
    case 'direct-sql':
      return measureDirectSql(running.database.pool, request.scenario, { ...request, sampleIds: running.sampleIds });
    case 'stop':
      await stop(running);
      return null;
  }
}

const closeTimeoutMs = 15_000;

let stopping: Promise<void> | undefined;
function stop({ app, mail, database }: { app?: Running['app']; mail?: Running['mail']; database?: Database }) {
  stopping ??= (async () => {
    await app?.close();
    mail?.close();
    if (!database) return;
    const closed = await Promise.race([database.close().then(() => true), sleep(closeTimeoutMs).then(() => false)]);
    if (closed) return;
    // pg's pool.end() waits for every connection; one stuck inside the embedded database never returns.
    console.error(
      `The database did not close within ${closeTimeoutMs / 1000} s (${poolReading(database.pool).stuck} pool connection(s) still busy); exiting without it.`,
    );
    const socketDir = database.pool.options.host;
    if (database.kind === 'embedded' && socketDir?.startsWith(join(tmpdir(), 'pglite-'))) rmSync(socketDir, { recursive: true, force: true });
  })();
  return stopping;
}

let running: Running | undefined;
process.on('message', (message: StartRequest | RequestMessage) => {
  if (message.type === 'start') {
    start(message).then(
      (started) => {
        running = started;
      },
      (error: unknown) => {
        send({ type: 'start-failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        process.exitCode = 1;
        process.disconnect?.();
      },
    );
    return;
  }
  const { id } = message;
  if (!running) {
    send({ type: 'failed', id, error: 'The bench server has not started.' });
    return;
  }
  answer(running, message).then(
    (result) => {
      send({ type: 'reply', id, result });
      if (message.type === 'stop') process.disconnect?.();
    },
    (error: unknown) => send({ type: 'failed', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

// The bench went away (finished, failed or interrupted): close the database so the folder is left unlocked.
process.on('disconnect', () => {
  void stop(running ?? {}).finally(() => process.exit(process.exitCode ?? 0));
});

// Ctrl-C reaches the whole process group: the bench, which started this server, stops it and removes its database.
process.on('SIGINT', () => {});
