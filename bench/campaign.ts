// The campaign step: a campaign to every customer, by e-mail, sent now through the bench's SMTP sink while the
// customer list is loaded; the server's resident memory is sampled throughout.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CampaignDelivery } from '../domain/campaignMessage.js';
import type { BenchServerProcess } from './benchServerProcess.js';
import { runLoad, type LoadRequest, type LoadResult } from './load.js';
import type { EventLoopReading } from './protocol.js';
import { round } from './stats.js';
import type { SmtpSink } from './smtpSink.js';

/** The performance issue's targets for a campaign to every customer, at 100 000 customers, embedded. */
export const campaignTargets = { expandSeconds: 5, messagesPerSecond: 500, rssMb: 400, listP95Ms: 50 } as const;

export interface CampaignTiming {
  /** `POST …/campaigns/:id/send`: the campaign moved to sending with its messages written (expandCampaign), in s. */
  expandSeconds: number;
  /** Messages written, and how many of them were queued for the sink (the others skipped: inactive, no address…). */
  messages: number;
  queued: number;
  /** From the send call's answer to the sink accepting the last queued message, in s. */
  sendSeconds: number;
  messagesPerSecond: number;
  /** Messages the sink accepted, and those the server recorded as failed or left unanswered. */
  received: number;
  notSent: number;
  /** The customer list's page 25 under load while the campaign was being sent. */
  list: LoadResult;
  /** Whether the list's load ended before the last message was sent (its figures are all from during the send). */
  listWithinSend: boolean;
  /** The server during the send: its resident memory (sampled every 100 ms), event loop and CPU. */
  server: EventLoopReading;
  /** The server's resident memory before the campaign was sent, in MB. */
  rssBeforeMb: number;
}

async function call<T>(origin: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A campaign by e-mail, as a draft: to every customer unless given a list or group. */
const createCampaign = (origin: string, token: string, recipients = ['all'], title = 'Bench spring offer') =>
  call<{ _id: string }>(origin, token, 'POST', '/marketing/campaigns', {
    sender: 'Harbour Renovations',
    title,
    content: '<p>Hello {{first_name}}, our spring offer is here: a free design consultation for your kitchen or bath.</p>',
    notification_channels: ['email'],
    recipients_list: recipients,
  });

/** The messages written for a campaign, by status. */
const deliveryCounts = async (origin: string, token: string, campaignId: string) =>
  (await call<CampaignDelivery>(origin, token, 'GET', `/marketing/campaigns/${campaignId}/delivery`)).channels[0]?.counts ?? {};
const total = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/** The performance issue's target for expanding a campaign to every customer at 1 000 000, on PostgreSQL. */
export const expansionTargetSeconds = 10;

export interface ExpansionTiming {
  /** `POST …/campaigns/:id/send` with no mail transport: the messages written, none sent. */
  expandSeconds: number;
  messages: number;
  /**
   * Page 1 of a campaign's messages, as the campaign's page lists them, under load: of a smaller campaign sent
   * before (`earlierMessages` messages) and of the campaign to everyone.
   */
  messagePages?: { earlierMessages: number; earlier: LoadResult; latest: LoadResult };
}

/**
 * The expansion alone, for a size at which sending every message would take the run hours: the server under load
 * has no mail transport (the campaign step is not run), so the messages wait in the outbox. A campaign to the
 * customers of one town is sent first, so that the messages' list of a campaign older than the largest is measured.
 */
export async function measureExpansion(options: { origin: string; token: string; connections: number; durationSeconds: number }): Promise<ExpansionTiming> {
  const { origin, token } = options;
  const group = await call<{ _id: string }>(origin, token, 'POST', '/marketing/recipients', { name: 'Bench Markham customers', filter: { location: ['Markham,ON'] } });
  const earlier = await createCampaign(origin, token, [group._id], 'Bench Markham offer');
  await call(origin, token, 'POST', `/marketing/campaigns/${earlier._id}/send`);

  const campaign = await createCampaign(origin, token);
  const sending = performance.now();
  await call(origin, token, 'POST', `/marketing/campaigns/${campaign._id}/send`);
  const expandSeconds = round((performance.now() - sending) / 1000, 2);

  const firstPageOf = (campaignId: string) =>
    runLoad({
      origin,
      token,
      request: { method: 'POST', next: () => ({ path: '/api/marketing/messages/query', body: { filters: { campaign: campaignId }, pagination: { current: 1, pageSize: 25 } } }) },
      connections: options.connections,
      durationSeconds: Math.min(options.durationSeconds, 5),
    });
  const messagePages = { earlierMessages: total(await deliveryCounts(origin, token, earlier._id)), earlier: await firstPageOf(earlier._id), latest: await firstPageOf(campaign._id) };
  return { expandSeconds, messages: total(await deliveryCounts(origin, token, campaign._id)), messagePages };
}

export function formatExpansionTiming(timing: ExpansionTiming | { skipped: string }, mark: (met: boolean) => string): string {
  if ('skipped' in timing) return `\nExpansion step skipped: ${timing.skipped}.`;
  const lines = [
    `\n${mark(timing.expandSeconds < expansionTargetSeconds)} A campaign to every customer expanded (no mail transport): ` +
      `${timing.messages.toLocaleString('en-US')} messages in ${timing.expandSeconds} s, target < ${expansionTargetSeconds} s at 1 000 000`,
  ];
  const pages = timing.messagePages;
  if (pages) {
    const page = ({ latency, requestsPerSecond, errors, non2xx }: LoadResult) =>
      `p95 ${latency.p95} ms, ${requestsPerSecond} req/s${errors + non2xx ? `, ${errors + non2xx} failed` : ''}`;
    lines.push(
      `  Page 1 of a campaign's messages: of one sent before it (${pages.earlierMessages.toLocaleString('en-US')} messages) ${page(pages.earlier)}; ` +
        `of the campaign to every customer ${page(pages.latest)}`,
    );
  }
  return lines.join('\n');
}

export async function measureCampaign(options: {
  origin: string;
  token: string;
  server: BenchServerProcess;
  sink: SmtpSink;
  listRequest: LoadRequest;
  connections: number;
  durationSeconds: number;
}): Promise<CampaignTiming> {
  const { origin, token, server, sink } = options;
  const campaign = await createCampaign(origin, token);
  const receivedBefore = sink.received();

  const { rssLastMb: rssBeforeMb } = await server.readEventLoopDelay();
  await server.resetEventLoopDelay();
  const sending = performance.now();
  await call(origin, token, 'POST', `/marketing/campaigns/${campaign._id}/send`);
  const sent = performance.now();

  // The list is loaded while the sender works; the delivery is watched meanwhile.
  const listLoad = runLoad({ origin, token, request: options.listRequest, connections: options.connections, durationSeconds: options.durationSeconds });
  let listEndedAt = Number.POSITIVE_INFINITY;
  void listLoad.then(
    () => (listEndedAt = performance.now()),
    () => {},
  );
  const counts = await deliveryCounts(origin, token, campaign._id);
  const written = total(counts);
  const queued = (counts.queued ?? 0) + (counts.sending ?? 0) + (counts.sent ?? 0);
  // Ten times the time the target allows, and a minute more.
  const deadline = sent + (queued / campaignTargets.messagesPerSecond) * 10_000 + 60_000;
  // The sink's count is watched, not the server's: counting the campaign's messages often would load its database.
  let left = queued;
  for (let checked = performance.now(); left > 0; await sleep(100)) {
    if (performance.now() > deadline) throw new Error(`The campaign was still sending after ${Math.round((performance.now() - sent) / 1000)} s (${left} messages left).`);
    if (sink.received() - receivedBefore < queued && performance.now() - checked < 5000) continue;
    // Every message arrived, or a while passed: some may have failed rather than arrived.
    checked = performance.now();
    const now = await deliveryCounts(origin, token, campaign._id);
    left = (now.queued ?? 0) + (now.sending ?? 0);
  }
  const finished = await deliveryCounts(origin, token, campaign._id);
  const list = await listLoad;
  const reading = await server.readEventLoopDelay();
  const received = sink.received() - receivedBefore;
  const sendSeconds = (sink.lastAt() - sent) / 1000;
  return {
    expandSeconds: round((sent - sending) / 1000, 2),
    messages: written,
    queued,
    sendSeconds: round(sendSeconds, 1),
    messagesPerSecond: round(received / sendSeconds, 0),
    received,
    notSent: (finished.failed ?? 0) + (finished.unknown ?? 0),
    list,
    listWithinSend: listEndedAt <= sink.lastAt(),
    server: reading,
    rssBeforeMb,
  };
}

/** Each figure against its target, for the terminal. */
export function formatCampaignTiming(timing: CampaignTiming | { skipped: string }, mark: (met: boolean) => string): string {
  if ('skipped' in timing) return `\nCampaign step skipped: ${timing.skipped}.`;
  const t = campaignTargets;
  return [
    '',
    `Campaign to every customer by e-mail (${timing.messages.toLocaleString('en-US')} messages written, ${timing.queued.toLocaleString('en-US')} queued for the SMTP sink):`,
    `  ${mark(timing.expandSeconds < t.expandSeconds)} Expanding it (send now): ${timing.expandSeconds} s, target < ${t.expandSeconds} s`,
    `  ${mark(timing.messagesPerSecond >= t.messagesPerSecond && timing.received === timing.queued)} Sending it: ${timing.messagesPerSecond} messages/s ` +
      `(${timing.received.toLocaleString('en-US')} received in ${timing.sendSeconds} s, ${timing.notSent} not sent), target ≥ ${t.messagesPerSecond}/s`,
    `  ${mark(timing.server.rssMaxMb < t.rssMb)} Server memory while sending: RSS at most ${timing.server.rssMaxMb} MB (${timing.rssBeforeMb} MB before, ${timing.server.rssLastMb} MB at the end), target < ${t.rssMb} MB`,
    `  ${mark(timing.list.latency.p95 < t.listP95Ms && timing.list.errors + timing.list.non2xx === 0)} List page 25 while sending: API p95 ${timing.list.latency.p95} ms ` +
      `(p50 ${timing.list.latency.p50}, ${timing.list.requestsPerSecond} req/s${timing.listWithinSend ? '' : '; the send ended before the load did'}), target < ${t.listP95Ms} ms`,
    `  Server while sending: CPU ${timing.server.cpuPercent}% of one core, event loop p99 ${timing.server.p99Ms} ms (max ${timing.server.maxMs}), longest GC pause ${timing.server.gcMaxMs} ms`,
  ].join('\n');
}
