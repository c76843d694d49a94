// The import step: a CSV file of new customers previewed (a dry run of the whole file), then imported in parts of
// rows as the customer list's Import dialog sends it, while the customer list is loaded.
import { performance } from 'node:perf_hooks';
import { customerImportChunkRows, customerImportLimits, type CustomerImportAnswer } from '../domain/customerImport.js';
import type { BenchServerProcess } from './benchServerProcess.js';
import { runLoad, type LoadRequest, type LoadResult } from './load.js';
import type { EventLoopReading } from './protocol.js';
import { round } from './stats.js';

/** The targets of docs/product.md#importing-customers, for 100 000 rows on the embedded database. */
export const importTargets = { importSeconds: 60 } as const;

export interface ImportTiming {
  rows: number;
  bytes: number;
  /** The dry run of the whole file, in s. */
  previewSeconds: number;
  /** Every part imported, one after another, in s. */
  importSeconds: number;
  created: number;
  rowsPerSecond: number;
  /** The customer list's page 25 under load while the file was imported. */
  list: LoadResult;
  /** Whether the list's load ended before the import did (its figures are all from during the import). */
  listWithinImport: boolean;
  server: EventLoopReading;
}

/** A file of `rows` customers that none of the seeded ones (nor another run's) has the phone or e-mail of. */
function customerFile(rows: number, runTag: string) {
  const lines = ['name,last_name,phone,email,status,source,notification_methods'];
  for (let at = 0; at < rows; at++) {
    lines.push(`Import${at},Bench,9${String(at).padStart(9, '0')},import${at}.${runTag}@example.com,potential,Website,email;sms`);
  }
  return lines;
}

async function post(origin: string, token: string, path: string, body: string): Promise<CustomerImportAnswer> {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body,
    signal: AbortSignal.timeout(300_000),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as CustomerImportAnswer;
}

export async function measureCustomerImport(options: {
  origin: string;
  token: string;
  server: BenchServerProcess;
  runTag: string;
  rows: number;
  listRequest: LoadRequest;
  connections: number;
  durationSeconds: number;
}): Promise<ImportTiming> {
  const { origin, token, server } = options;
  const rows = Math.min(options.rows, customerImportLimits.maxRows);
  const [header, ...lines] = customerFile(rows, options.runTag);
  const file = [header, ...lines].join('\r\n');

  const previewing = performance.now();
  const preview = await post(origin, token, '/crm/customers/import?dryRun=true&fileName=bench.csv', file);
  const previewSeconds = (performance.now() - previewing) / 1000;
  if (preview.rows !== rows || preview.duplicates + preview.invalid > 0) throw new Error(`The preview found ${preview.duplicates} duplicates and ${preview.invalid} invalid rows.`);

  await server.resetEventLoopDelay();
  const listLoad = runLoad({ origin, token, request: options.listRequest, connections: options.connections, durationSeconds: options.durationSeconds });
  let listEndedAt = Number.POSITIVE_INFINITY;
  void listLoad.then(
    () => (listEndedAt = performance.now()),
    () => {},
  );
  const importing = performance.now();
  let importId: string | undefined;
  let created = 0;
  for (let at = 0; at < lines.length; at += customerImportChunkRows) {
    const part = [header, ...lines.slice(at, at + customerImportChunkRows)].join('\r\n');
    const query = `fileName=bench.csv&firstRow=${at + 2}${importId ? `&importId=${importId}` : ''}`;
    const answer = await post(origin, token, `/crm/customers/import?${query}`, part);
    importId = answer.importId;
    created += answer.created;
  }
  const imported = performance.now();
  const list = await listLoad;
  const reading = await server.readEventLoopDelay();
  const importSeconds = (imported - importing) / 1000;
  return {
    rows,
    bytes: Buffer.byteLength(file),
    previewSeconds: round(previewSeconds, 2),
    importSeconds: round(importSeconds, 2),
    created,
    rowsPerSecond: round(created / importSeconds, 0),
    list,
    listWithinImport: listEndedAt <= imported,
    server: reading,
  };
}

/** Each figure against its target, for the terminal. */
export function formatImportTiming(timing: ImportTiming | { skipped: string }, mark: (met: boolean) => string): string {
  if ('skipped' in timing) return `\nImport step skipped: ${timing.skipped}.`;
  return [
    '',
    `Customer import of ${timing.rows.toLocaleString('en-US')} rows (${round(timing.bytes / 1024 / 1024, 1)} MB), in parts of ${customerImportChunkRows.toLocaleString('en-US')} rows as the screen sends it:`,
    `  Preview (dry run of the whole file): ${timing.previewSeconds} s`,
    `  ${mark(timing.importSeconds < importTargets.importSeconds && timing.created === timing.rows)} Import: ${timing.importSeconds} s ` +
      `(${timing.created.toLocaleString('en-US')} created, ${timing.rowsPerSecond} rows/s), target < ${importTargets.importSeconds} s for 100 000 rows`,
    `  List page 25 while importing: API p95 ${timing.list.latency.p95} ms (p50 ${timing.list.latency.p50}, ${timing.list.requestsPerSecond} req/s, ` +
      `${timing.list.errors + timing.list.non2xx} failed${timing.listWithinImport ? '' : '; the import ended before the load did'})`,
    `  Server while importing: CPU ${timing.server.cpuPercent}% of one core, event loop p99 ${timing.server.p99Ms} ms (max ${timing.server.maxMs}), longest GC pause ${timing.server.gcMaxMs} ms`,
  ].join('\n');
}
