// The customers list's CSV export reads every matching customer a page of the API's largest size at a time, one
// page after another (src/resources/ExportAllButton.tsx): the bench sends the same requests and times them.
import { performance } from 'node:perf_hooks';
import { listLimits, type ListQuery } from '../domain/listQuery.js';
import { customersPath } from './scenarios.js';
import { round, summarize, type LatencySummary } from './stats.js';

export interface ExportAllTiming {
  /** Customers read, in how many pages. */
  customers: number;
  pages: number;
  /** From the first request to the last answer, in ms, and each page's time. */
  totalMs: number;
  page: LatencySummary;
  /** The slowest page's number: the deepest pages skip the most rows. */
  slowestPage: number;
  /** The answers' JSON, in bytes. */
  bytes: number;
}

/** Reads every customer, newest first, as the export of the unfiltered customers list does. */
export async function measureExportAll(origin: string, token: string): Promise<ExportAllTiming> {
  const pageSize = listLimits.maxPageSize;
  const pageTimes: number[] = [];
  let customers = 0;
  let bytes = 0;
  const started = performance.now();
  for (let current = 1; ; current++) {
    const query: ListQuery = { pagination: { current, pageSize }, sorter: { field: 'created_at', order: 'descend' } };
    const pageStarted = performance.now();
    const response = await fetch(`${origin}${customersPath}/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    pageTimes.push(performance.now() - pageStarted);
    if (!response.ok) throw new Error(`Export page ${current}: ${response.status} ${text.slice(0, 200)}`);
    const answer = JSON.parse(text) as { customers: unknown[] };
    customers += answer.customers.length;
    bytes += Buffer.byteLength(text);
    if (answer.customers.length < pageSize) break;
  }
  return {
    customers,
    pages: pageTimes.length,
    totalMs: round(performance.now() - started),
    page: summarize(pageTimes),
    slowestPage: pageTimes.indexOf(Math.max(...pageTimes)) + 1,
    bytes,
  };
}

export function formatExportAllTiming(timing: ExportAllTiming | { skipped: string }): string {
  if ('skipped' in timing) return `\nCSV export's reads not measured: ${timing.skipped}.`;
  return [
    '',
    `CSV export of every customer (the list's Export: ${timing.pages} pages of ${listLimits.maxPageSize.toLocaleString('en-US')}, one after another, newest first)`,
    `  ${timing.customers.toLocaleString('en-US')} customers read in ${(timing.totalMs / 1000).toFixed(2)} s, ${(timing.bytes / 1e6).toFixed(1)} MB of JSON; ` +
      `a page p50 ${timing.page.p50} / p95 ${timing.page.p95} ms, slowest ${timing.page.max} ms (page ${timing.slowestPage})`,
  ].join('\n');
}
