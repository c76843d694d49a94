import { afterAll, beforeAll, expect, test } from 'vitest';
import type { HistoryEntry } from '../../domain/history.js';
import type { Quote } from '../../domain/quote.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// A sent or viewed quote past its valid-until day (business time zone) is stored as expired before quotes are read,
// so that the list's filter, the record page and the dashboard's open quotes agree (docs/quotes.md#versions).

let server: TestServer;
let peer: SmtpPeer;
let pm: ReturnType<typeof pmFixtures>;

// 2030-03-15 02:00 UTC is still 2030-03-14 in Toronto, the business time zone.
const start = Date.UTC(2030, 2, 15, 2, 0);

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@renovation.example>' });
  server.clock.advance(start - server.clock.now());
  pm = pmFixtures(server, (await server.signIn(['employee'])).headers);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

type QuoteAnswer = ApiRecord & Quote;
const paint = [{ room: 'Hall', description: 'Paint', quantity: 2, unit: 'h', unit_price_cents: 10000, optional: false }];

/** A project of its own, and a quote in it valid until `valid_until`. */
async function quoteUntil(valid_until: string) {
  const project = await pm.created('/pm/projects', pm.projectBody((await pm.createCustomer({ email: 'ada@example.com' }))._id));
  const quote = (await pm.created('/pm/quotes', { project: project._id, lines: paint, discount_percent: 0, valid_until })) as QuoteAnswer;
  return { project, quote };
}

const readQuote = (id: string) => pm.succeeded('GET', `/pm/quotes/${id}`) as Promise<QuoteAnswer>;
const listed = async (filters: object) => ((await pm.succeeded('POST', '/pm/quotes/query', { filters, pagination: { current: 1, pageSize: 100 } })).quotes as QuoteAnswer[]).map((quote) => quote._id);
const awaitingOnDashboard = async () => (await pm.succeeded('GET', '/admin/statistics/dashboard')).quotesAwaiting as { count: number; total_cents: number };
const quoteEvents = async (project: string) =>
  ((await pm.succeeded('GET', `/pm/projects/${project}/history`)).history as HistoryEntry[]).filter((entry) => entry.type === 'quote');

test('past the end of its day in the business time zone, a sent quote is expired in the list, on its page and on the dashboard, once', async () => {
  const { project, quote } = await quoteUntil('2030-03-20');
  const { quote: viewed } = await quoteUntil('2030-03-20');
  const { quote: draft } = await quoteUntil('2030-03-20');
  const { quote: later } = await quoteUntil('2030-03-21');
  for (const sent of [quote, viewed, later]) await pm.succeeded('POST', `/pm/quotes/${sent._id}/send`);
  await server.database.pool.query(`UPDATE quotes SET status = 'viewed' WHERE _id = $1`, [viewed._id]);
  const total = 22600;

  // 2030-03-21 03:59 UTC is still the 20th in Toronto: the quote awaits its answer to the end of that day.
  server.clock.advance(Date.UTC(2030, 2, 21, 3, 59) - server.clock.now());
  const before = await awaitingOnDashboard();
  expect((await readQuote(quote._id)).status).toBe('sent');
  expect(await listed({ status: ['sent', 'viewed'] })).toEqual(expect.arrayContaining([quote._id, viewed._id, later._id]));

  server.clock.advance(2 * 60_000);
  expect(await awaitingOnDashboard()).toEqual({ count: before.count - 2, total_cents: before.total_cents - 2 * total });
  const awaiting = await listed({ status: ['sent', 'viewed'] });
  expect(awaiting).toContain(later._id);
  expect(awaiting).not.toContain(quote._id);
  expect(awaiting).not.toContain(viewed._id);
  expect(await listed({ status: 'expired' })).toEqual(expect.arrayContaining([quote._id, viewed._id]));
  expect(await readQuote(quote._id)).toMatchObject({ status: 'expired' });
  // A draft awaits nobody's answer: it stays a draft, to be given a later day and sent.
  expect((await readQuote(draft._id)).status).toBe('draft');
  expect((await readQuote(later._id)).status).toBe('sent');

  // The project's history says so once, at the moment the day ended, however often quotes are read.
  await readQuote(quote._id);
  await listed({});
  expect(await quoteEvents(project._id)).toEqual([
    expect.objectContaining({
      creator: null,
      created_at: '2030-03-21T04:00:00.000Z',
      event: { kind: 'quote_expired', quote: quote._id, number: quote.number, version: 1, valid_until: '2030-03-20' },
    }),
    expect.objectContaining({ event: expect.objectContaining({ kind: 'quote_sent' }) }),
  ]);

  // Sending it again is refused with the day; revising it makes a new draft, and the expired one is superseded.
  const refused = await pm.api('POST', `/pm/quotes/${quote._id}/send`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'QUOTE_EXPIRED', error: expect.stringContaining('valid until 2030-03-20') });
  const revision = (await pm.created(`/pm/quotes/${quote._id}/revise`, {})) as QuoteAnswer;
  expect(revision).toMatchObject({ status: 'draft', version: 2, valid_until: '2030-04-20' });
  expect((await readQuote(quote._id)).status).toBe('superseded');
});

test("the customer's page of an expired quote says it has expired and takes no answer", async () => {
  const { quote } = await quoteUntil('2030-03-25');
  await pm.succeeded('POST', `/pm/quotes/${quote._id}/send`);
  const { url } = (await pm.succeeded('GET', `/pm/quotes/${quote._id}/link`)) as { url: string };
  server.clock.advance(Date.UTC(2030, 2, 26, 12) - server.clock.now());
  expect((await readQuote(quote._id)).status).toBe('expired');
  const page = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(page.body).toContain('This quote was valid until March 25, 2030');
  expect(page.body).not.toContain('Accept the quote');
});
