// The customers list's CSV export (POST /api/crm/customers/export.csv, docs/decisions.md#csv-export): the server
// writes every customer as it reads them. The bench downloads the file as the browser does and samples the
// server's resident memory before, during and after.
import { performance } from 'node:perf_hooks';
import type { ListQuery } from '../domain/listQuery.js';
import type { BenchServerProcess } from './benchServerProcess.js';
import { customersPath } from './scenarios.js';
import { round } from './stats.js';

export interface ExportAllTiming {
  /** Customers written (the file's lines but its header). */
  customers: number;
  /** From the request to the answer's first bytes, and to its last, in ms. */
  firstBytesMs: number;
  totalMs: number;
  /** The file, in bytes. */
  bytes: number;
  /** The server's resident memory before the export, at most while it was written (sampled every 100 ms), and after, in MB. */
  rssBeforeMb: number;
  rssMaxMb: number;
  rssAfterMb: number;
}

/** Counts a CSV's lines as a chunk at a time arrives: line breaks inside quoted cells do not end a line. */
function lineCounter() {
  let quoted = false;
  let lines = 0;
  return {
    add(chunk: Uint8Array) {
      // A UTF-8 character of several bytes never holds these two bytes, so they are read byte by byte.
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) lines++;
      }
    },
    /** The last line has no break after it. */
    lines: () => lines + 1,
  };
}

/** Downloads the CSV of every customer, newest first, as the export of the unfiltered customers list does. */
export async function measureExportAll(origin: string, token: string, server: BenchServerProcess): Promise<ExportAllTiming> {
  const query: ListQuery = { sorter: { field: 'created_at', order: 'descend' } };
  const { rssLastMb: rssBeforeMb } = await server.readEventLoopDelay();
  await server.resetEventLoopDelay();
  const started = performance.now();
  const response = await fetch(`${origin}${customersPath}/export.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(query),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  if (!response.ok || !response.body) throw new Error(`Export: ${response.status} ${(await response.text()).slice(0, 200)}`);
  const firstBytesMs = round(performance.now() - started);
  const counter = lineCounter();
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    counter.add(read.value);
  }
  const totalMs = round(performance.now() - started);
  const { rssMaxMb, rssLastMb: rssAfterMb } = await server.readEventLoopDelay();
  return { customers: counter.lines() - 1, firstBytesMs, totalMs, bytes, rssBeforeMb, rssMaxMb, rssAfterMb };
}

export function formatExportAllTiming(timing: ExportAllTiming | { skipped: string }): string {
  if ('skipped' in timing) return `\nCSV export not measured: ${timing.skipped}.`;
  return [
    '',
    "CSV export of every customer (the list's Export: the server streams the file, newest first)",
    `  ${timing.customers.toLocaleString('en-US')} customers in ${(timing.totalMs / 1000).toFixed(2)} s (first bytes after ${timing.firstBytesMs} ms), ` +
      `${(timing.bytes / 1e6).toFixed(1)} MB of CSV; server RSS ${timing.rssBeforeMb} MB before, at most ${timing.rssMaxMb} MB during, ${timing.rssAfterMb} MB after`,
  ].join('\n');
}
