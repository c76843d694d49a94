// The PDF of a 40-line quote in Chinese (docs/quotes.md#the-pdf), made as the record page's PDF button asks for it,
// and the weight of that quote's page for the customer (docs/quotes.md#the-customers-page), once it is sent.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { round, summarize, type LatencySummary } from './stats.js';

export interface QuotePdfTiming {
  lines: number;
  /** The first PDF the server makes, which reads the font files. */
  firstMs: number;
  /** The next ones, one at a time. */
  pdf: LatencySummary;
  bytes: number;
  /** The customer's page of the quote: its HTML as sent plain, and with Brotli as a browser asks for it. */
  page?: { bytes: number; brotliBytes: number } | { skipped: string };
}

/** The target of issue 28: a 40-line quote's PDF in under a second. */
export const quotePdfTargetMs = 1000;

const pdfRuns = 20;

/** Creates a project for `customer` and a 40-line quote in it, then times its PDF. */
export async function measureQuotePdf(origin: string, token: string, customer: string): Promise<QuotePdfTiming> {
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  };
  const project = (await (await call('POST', '/pm/projects', { customer, property: 'house', services: ['kitchen-remodeling'], description: 'Bench quote' })).json()) as { _id: string };
  const lines = Array.from({ length: 40 }, (_, i) => ({
    room: ['厨房', '主卧浴室', 'Basement', 'Living room'][i % 4],
    description: i % 2 ? `瓷砖铺设，含防水层 ${i + 1}` : `Cabinet door, painted, soft-close hinges ${i + 1}`,
    quantity: 2.5,
    unit: 'm²',
    unit_price_cents: 12345 + i,
    optional: i % 10 === 9,
  }));
  const quote = (await (await call('POST', '/pm/quotes', { project: project._id, language: 'zh-CN', lines, terms: '付款条件：签约时支付定金。' })).json()) as { _id: string };
  const fetchPdf = async () => {
    const started = performance.now();
    const bytes = (await (await call('GET', `/pm/quotes/${quote._id}/pdf`)).arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes };
  };
  const first = await fetchPdf();
  const times: number[] = [];
  for (let run = 0; run < pdfRuns; run++) times.push((await fetchPdf()).ms);
  const page = await measureQuotePage(call, customer, quote._id).catch((error: Error) => ({ skipped: error.message.slice(0, 200) }));
  return { lines: lines.length, firstMs: round(first.ms), pdf: summarize(times), bytes: first.bytes, page };
}

/** The bytes of an answer as they travel, with the `accept-encoding` given (fetch would decode them). */
const bytesOnTheWire = (url: string, acceptEncoding: string) =>
  new Promise<number>((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => (answer.statusCode === 200 ? resolve(bytes) : reject(new Error(`GET ${url}: ${answer.statusCode}`))));
    });
    asked.on('error', reject);
    asked.end();
  });

/** Sends the quote (the customer is given an e-mail address; the mail goes to the bench's SMTP sink) and weighs its page. */
async function measureQuotePage(call: (method: string, path: string, body?: object) => Promise<Response>, customer: string, quote: string) {
  const stored = (await (await call('GET', `/crm/customers/${customer}`)).json()) as { _id: string; updated_at: string; email: string | null };
  if (!stored.email) await call('PUT', '/crm/customers', { _id: customer, updated_at: stored.updated_at, email: 'bench.quote@example.com' });
  await call('POST', `/pm/quotes/${quote}/send`, {});
  const { url } = (await (await call('GET', `/pm/quotes/${quote}/link`)).json()) as { url: string };
  return { bytes: await bytesOnTheWire(url, 'identity'), brotliBytes: await bytesOnTheWire(url, 'br') };
}

export function formatQuotePdfTiming(timing: QuotePdfTiming | { skipped: string }, mark: (met: boolean) => string): string {
  if ('skipped' in timing) return `\nQuote PDF step skipped: ${timing.skipped}.`;
  return [
    '',
    `Quote PDF of ${timing.lines} lines in Chinese (${round(timing.bytes / 1024, 1)} KB):`,
    `  First (reads the fonts): ${timing.firstMs} ms`,
    `  ${mark(timing.pdf.p95 < quotePdfTargetMs)} Next ${timing.pdf.count}: p50 ${timing.pdf.p50} / p95 ${timing.pdf.p95} ms, target < ${quotePdfTargetMs} ms`,
    !timing.page
      ? ''
      : 'skipped' in timing.page
        ? `  Customer's page not weighed: ${timing.page.skipped}`
        : `  Customer's page: ${round(timing.page.bytes / 1024, 1)} KB of HTML, ${round(timing.page.brotliBytes / 1024, 1)} KB with Brotli`,
  ]
    .filter(Boolean)
    .join('\n');
}
