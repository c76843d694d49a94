// Many clients at once (`--scenarios mixed`): 200 connections by default, each going round a list page, a quick
// search, a record, a customer created and that customer updated, for 60 s. Nothing may fail, and no write may be
// lost or doubled: the customers' total grew by at least the creates answered and at most the creates sent, and each
// updated customer holds its last update.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import type { BenchServerProcess } from './benchServerProcess.js';
import { customerCreateBody, customersPath, searchTerms } from './scenarios.js';
import { round, summarize, type LatencySummary } from './stats.js';

export interface MixedLoadTiming {
  connections: number;
  seconds: number;
  latency: LatencySummary;
  requestsPerSecond: number;
  requests: number;
  /** Answers by status code; errors and timeouts are requests with no answer. */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /**
   * Creates sent and answered 201, and how much the customers' total grew meanwhile: between the two, as the
   * requests still on their way when the time is up are written but never answered.
   */
  createsSent: number;
  created: number;
  totalGrowth: number;
  /** Customers updated (answered 200), and how many of them hold neither their last answered note nor one still on its way. */
  updated: number;
  updatesLost: number;
  /** The server's event-loop delay (p99) and its resident memory at most, meanwhile. */
  loopP99Ms: number;
  rssMaxMb: number;
}

/** What a connection remembers between its requests: the customer it created, the note it sent. */
interface Context {
  created?: { _id: string; updated_at: string };
  note?: string;
}

const json = (body: unknown) => JSON.stringify(body);

async function customersTotal(origin: string, token: string) {
  const response = await fetch(`${origin}${customersPath}/query`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json({ pagination: { current: 1, pageSize: 1 } }),
  });
  if (!response.ok) throw new Error(`Customers' total: ${response.status}`);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

export async function measureMixedLoad(options: {
  origin: string;
  token: string;
  server: BenchServerProcess;
  sampleIds: readonly string[];
  runTag: string;
  connections: number;
  durationSeconds: number;
}): Promise<MixedLoadTiming> {
  const { origin, token, server, sampleIds, runTag } = options;
  const before = await customersTotal(origin, token);
  let n = 0;
  let createsSent = 0;
  let created = 0;
  /** Per customer updated, the note of its last answered update and of the one on its way, if any. */
  const notes = new Map<string, { answered?: string; sent?: string }>();
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  await server.resetEventLoopDelay();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 30,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          { method: 'POST', path: `${customersPath}/query`, body: json({ pagination: { current: 1, pageSize: 25 }, sorter: { field: 'created_at', order: 'descend' } }) },
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `${customersPath}/search/${encodeURIComponent(searchTerms[n % searchTerms.length])}` }) },
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `${customersPath}/${sampleIds[n++ % sampleIds.length]}` }) },
          {
            method: 'POST',
            path: customersPath,
            setupRequest: (request) => {
              createsSent++;
              return { ...request, body: json(customerCreateBody(`${runTag}m`, n++)) };
            },
            onResponse: (status, body, context) => {
              if (status !== 201) return;
              created++;
              (context as Context).created = JSON.parse(body) as Context['created'];
            },
          },
          {
            // The customer this connection just created: no other connection writes it, so a 409 would be a lost write.
            method: 'PUT',
            path: customersPath,
            setupRequest: (request, context) => {
              const note = `Updated by the bench ${runTag} ${n++}`;
              const customer = (context as Context).created ?? { _id: sampleIds[0], updated_at: '1970-01-01T00:00:00.000Z' };
              (context as Context).note = note;
              if (customer._id !== sampleIds[0]) notes.set(customer._id, { ...notes.get(customer._id), sent: note });
              return { ...request, body: json({ _id: customer._id, updated_at: customer.updated_at, note }) };
            },
            onResponse: (status, body, context) => {
              if (status === 200) notes.set((JSON.parse(body) as { _id: string })._id, { answered: (context as Context).note });
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const { p99Ms: loopP99Ms, rssMaxMb } = await server.readEventLoopDelay();

  const totalGrowth = (await customersTotal(origin, token)) - before;
  let updatesLost = 0;
  const updates = [...notes].filter(([, note]) => note.answered !== undefined);
  // Ten at a time: reading them back is not part of the load.
  for (let start = 0; start < updates.length; start += 10) {
    const answers = await Promise.all(
      updates.slice(start, start + 10).map(async ([id, { answered, sent }]) => {
        const response = await fetch(`${origin}${customersPath}/${id}`, { headers: { authorization: `Bearer ${token}` } });
        const held = response.ok ? ((await response.json()) as { note: string }).note : undefined;
        return held === answered || held === sent;
      }),
    );
    updatesLost += answers.filter((held) => !held).length;
  }
  return {
    connections: options.connections,
    seconds: round(seconds, 1),
    latency: summarize(latencies),
    requestsPerSecond: round(latencies.length / seconds, 1),
    requests: latencies.length,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    createsSent,
    created,
    totalGrowth,
    updated: updates.length,
    updatesLost,
    loopP99Ms,
    rssMaxMb,
  };
}

/** Whether nothing failed and every write is found once. */
export const mixedLoadHeld = (timing: MixedLoadTiming) =>
  timing.errors === 0 &&
  timing.timeouts === 0 &&
  Object.keys(timing.statusCodes).every((status) => status.startsWith('2')) &&
  timing.totalGrowth >= timing.created &&
  timing.totalGrowth <= timing.createsSent &&
  timing.updatesLost === 0;

export function formatMixedLoadTiming(timing: MixedLoadTiming | { skipped: string }, mark: (met: boolean) => string): string {
  if ('skipped' in timing) return `\nMixed load not measured: ${timing.skipped}.`;
  return [
    '',
    `Mixed load: ${timing.connections} connections for ${timing.seconds} s, each going round a list page, a search, a record, a create and an update`,
    `  API p50 ${timing.latency.p50} / p95 ${timing.latency.p95} / p99 ${timing.latency.p99} ms, ${timing.requestsPerSecond} req/s, ${timing.requests} requests; ` +
      `answers ${JSON.stringify(timing.statusCodes)}, ${timing.errors} errors, ${timing.timeouts} timeouts`,
    `  ${timing.createsSent} creates sent, ${timing.created} answered, the total grew by ${timing.totalGrowth}; ` +
      `${timing.updated} customers updated, ${timing.updatesLost} not holding their last update; ` +
      `loop p99 ${timing.loopP99Ms} ms, server RSS at most ${timing.rssMaxMb} MB`,
    `  no failure, no lost or doubled write: ${mark(mixedLoadHeld(timing))}`,
  ].join('\n');
}
