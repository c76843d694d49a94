import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HistoryEntry } from '../../domain/history.js';
import type { Quote } from '../../domain/quote.js';
import { httpSmsTransport } from '../../server/messaging/smsTransport.js';
import { canonicalJson } from '../../domain/canonicalJson.js';
import { acceptedContent } from '../../server/quotes/quoteAcceptance.js';
import { startSmsProvider } from '../support/smsProvider.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// Sending a quote, the customer's page /q/{token}, accepting it into a contract and declining it (docs/quotes.md).

let server: TestServer;
let peer: SmtpPeer;
let smsProvider: Awaited<ReturnType<typeof startSmsProvider>>;
let pm: ReturnType<typeof pmFixtures>;
let specialist: { _id: string; email: string };

// 2030-03-15 02:00 UTC is still 2030-03-14 in Toronto, the business time zone.
const start = Date.UTC(2030, 2, 15, 2, 0);
const publicUrl = 'https://quotes.example';

beforeAll(async () => {
  [peer, smsProvider] = await Promise.all([startSmtpPeer(), startSmsProvider()]);
  server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@renovation.example>', publicUrl, sms: httpSmsTransport(smsProvider.url) });
  server.clock.advance(start - server.clock.now());
  await server.database.pool.query(
    "UPDATE business_settings SET company_name = 'Maple Renovations', company_address = '12 King St W, Toronto', company_phone = '4165550199', sms_sender = 'MAPLE'",
  );
  pm = pmFixtures(server, (await server.signIn(['employee'])).headers);
  const signedIn = await server.signIn(['employee']);
  specialist = { _id: signedIn.account._id, email: signedIn.account.email! };
}, 60_000);
afterAll(async () => {
  await server?.close();
  await peer?.close();
  await smsProvider?.close();
});

type QuoteAnswer = ApiRecord & Quote;
const line = (room: string, description: string, quantity: number, unit_price_cents: number, optional = false) => ({ room, description, quantity, unit: 'h', unit_price_cents, optional });
const lines = [
  line('Kitchen', 'Cabinets', 33.335, 300),
  line('Bath', 'Tiles', 1, 93454),
  line('Bath', 'Heated floor', 1, 250000, true),
  line('Kitchen', 'Towel warmer', 1, 45000, true),
];

/** A customer with an e-mail address (and SMS consent when asked), a project with a specialist, a quote in it. */
async function quoteFor(customerFields: object = {}, quoteFields: object = {}, smsConsent = false) {
  const customer = await pm.createCustomer({ email: `ada${Math.random().toString(36).slice(2, 8)}@example.com`, notification_methods: ['email', 'sms'], ...customerFields });
  if (smsConsent) await pm.succeeded('POST', `/crm/customers/${customer._id}/consent`, { channel: 'sms', kind: 'express', method: 'in_person' });
  const project = await pm.created('/pm/projects', pm.projectBody(customer._id, { specialist: specialist._id, status: 'quoted' }));
  const quote = (await pm.created('/pm/quotes', { project: project._id, lines, discount_percent: 7.5, deposit_percent: 30, terms: 'Payment within 30 days.', ...quoteFields })) as QuoteAnswer;
  return { customer, project, quote };
}

/** Sends the quote; answers the quote, the e-mail the customer received and the link's path. */
async function send(quote: { _id: string }) {
  const before = peer.received.length;
  const sent = (await pm.succeeded('POST', `/pm/quotes/${quote._id}/send`)) as QuoteAnswer;
  const linked = new RegExp(`${publicUrl}(/q/[A-Za-z0-9._-]+)`);
  // The specialist's e-mail about an earlier acceptance, sent after its commit, may arrive meanwhile: the
  // customer's is the one with the link.
  let mail: Awaited<ReturnType<typeof peer.messages>>[number] | undefined;
  for (let count = before + 1; !mail && count <= before + 3; count++) mail = (await peer.messages(count)).slice(before).find((m) => linked.test(m.text ?? ''));
  expect(mail, 'the e-mail with the link').toBeDefined();
  return { sent, mail: mail!, path: linked.exec(mail!.text ?? '')![1] };
}

const open = (path: string) => server.app.inject({ method: 'GET', url: path });
const post = (path: string, fields: [string, string][], headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Test browser/1.0', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
const accept = (path: string, optional: number[] = [], name = 'Ada Lovelace', headers?: Record<string, string>) =>
  post(`${path}/accept`, [['name', name], ['agree', 'yes'], ...optional.map((index): [string, string] => ['optional', String(index)])], headers);

const readQuote = (id: string) => pm.succeeded('GET', `/pm/quotes/${id}`) as Promise<QuoteAnswer>;
const contractsOf = async (project: string) => (await pm.succeeded('GET', `/pm/projects/${project}/contracts`)).contracts as ApiRecord[];
const contractCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM contracts')).rows[0].n as number;
const projectHistory = async (project: string) => (await pm.succeeded('GET', `/pm/projects/${project}/history`)).history as HistoryEntry[];
/** The project's `quote` entries, newest first: what the screens word in the reader's language. */
const quoteEvents = async (project: string) => (await projectHistory(project)).filter((entry) => entry.type === 'quote');
const pdfText = async (bytes: Buffer | Uint8Array) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
const pdfOf = (mail: ParsedMail) => mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');

describe('sending', () => {
  test('e-mails the quote with its PDF and link, texts the link to a customer who takes SMS and consents; the quote is sent', async () => {
    const { customer, project, quote } = await quoteFor({}, {}, true);
    const smsBefore = smsProvider.received.length;
    const { sent, mail, path } = await send(quote);

    expect(sent).toMatchObject({ status: 'sent', sent_at: new Date(start).toISOString() });
    expect(mail.to).toMatchObject({ text: customer.email });
    expect(mail.from?.text).toContain('Maple Renovations');
    expect(mail.subject).toBe(`Your quote ${quote.number} from Maple Renovations`);
    // 3 lines counted: 100.01 + 934.54 = 1034.55; less 7.5 % (77.59) = 956.96; 13 % tax 124.40 → 1081.36.
    expect(mail.text).toContain('$1,081.36');
    expect(mail.text).toContain('April 13, 2030');
    expect(mail.text).toContain('12 King St W, Toronto');
    const attachment = pdfOf(mail);
    expect(attachment?.filename).toBe(`${quote.number}-v1.pdf`);
    expect(await pdfText(attachment!.content)).toContain(quote.number);

    const texts = smsProvider.jsonBodies().slice(smsBefore);
    expect(texts).toEqual([{ to: '4165550100', from: 'MAPLE', text: expect.stringContaining(`${publicUrl}${path}`) }]);
    // Stored as data the screens word in the reader's language, naming no address (docs/quotes.md#sending).
    expect(await quoteEvents(project._id)).toEqual([
      expect.objectContaining({
        content: null,
        creator: expect.any(String),
        event: { kind: 'quote_sent', quote: quote._id, number: quote.number, version: 1, sms: 'sent' },
      }),
    ]);
    expect(JSON.stringify(await projectHistory(project._id))).not.toContain(customer.email as string);
  });

  test('no SMS without SMS consent; sending again keeps a viewed quote viewed', async () => {
    const { project, quote } = await quoteFor();
    const smsBefore = smsProvider.received.length;
    const { path } = await send(quote);
    expect(smsProvider.received.length).toBe(smsBefore);
    expect((await quoteEvents(project._id)).map((entry) => entry.event)).toEqual([expect.objectContaining({ kind: 'quote_sent', sms: null })]);
    await open(path);
    server.clock.advance(60_000);
    const { sent, path: again } = await send(quote);
    expect(sent).toMatchObject({ status: 'viewed', sent_at: new Date(start + 60_000).toISOString() });
    expect(again).toBe(path);
  });

  test.each([
    ['the customer has no e-mail address', { email: '' }, {}, 'CUSTOMER_EMAIL_MISSING', 'no e-mail address'],
    ['the quote is past its valid-until day', {}, { valid_until: '2030-03-13' }, 'QUOTE_EXPIRED', 'valid until 2030-03-13'],
  ])('refused with a 409 when %s', async (_case, customerFields, quoteFields, code, words) => {
    const { quote } = await quoteFor(customerFields, quoteFields);
    const before = peer.received.length;
    const refused = await pm.api('POST', `/pm/quotes/${quote._id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code, error: expect.stringContaining(words) });
    expect(await readQuote(quote._id)).toMatchObject({ status: 'draft', sent_at: null });
    expect(peer.received.length).toBe(before);
  });

  test('an accepted, declined or superseded quote is not sent (409)', async () => {
    const { quote } = await quoteFor();
    const { path } = await send(quote);
    await post(`${path}/decline`, [['reason', 'Too expensive']]);
    const refused = await pm.api('POST', `/pm/quotes/${quote._id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUOTE_NOT_SENDABLE', error: expect.stringContaining('A declined quote cannot be sent') });
  });

  test('refused with a 409 when no mail transport is configured', async () => {
    const bare = await startTestServer();
    try {
      const office = pmFixtures(bare, (await bare.signIn(['employee'])).headers);
      const project = await office.created('/pm/projects', office.projectBody((await office.createCustomer({ email: 'ada@example.com' }))._id));
      const quote = await office.created('/pm/quotes', { project: project._id, lines });
      const refused = await office.api('POST', `/pm/quotes/${quote._id}/send`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'MAIL_NOT_CONFIGURED' });
    } finally {
      await bare.close();
    }
  });
});

describe("the customer's page", () => {
  test('shows the quote in its language, plain HTML under a strict CSP; opening it marks the quote viewed, once', async () => {
    const { quote } = await quoteFor();
    const { path } = await send(quote);
    const page = await open(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'; style-src 'sha256-[^']+'; script-src 'sha256-[^']+'; form-action 'self'/);
    for (const text of ['Maple Renovations', quote.number, 'Ada Lovelace', 'Kitchen', 'Heated floor', 'optional: tick to add', '$1,081.36', 'April 13, 2030', 'Payment within 30 days.', 'Accept the quote', 'Decline the quote']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toMatch(/<script[^>]+src=/);
    const viewed = await readQuote(quote._id);
    expect(viewed).toMatchObject({ status: 'viewed', viewed_at: new Date(server.clock.now()).toISOString() });
    server.clock.advance(1000);
    await open(path);
    expect((await readQuote(quote._id)).viewed_at).toBe(viewed.viewed_at);
  });

  test('the office reads the link the e-mail carries; a draft has none (409)', async () => {
    const { quote } = await quoteFor();
    expect((await pm.api('GET', `/pm/quotes/${quote._id}/link`)).json()).toMatchObject({ code: 'QUOTE_NOT_SENT' });
    const { path } = await send(quote);
    expect(await pm.succeeded('GET', `/pm/quotes/${quote._id}/link`)).toEqual({ url: `${publicUrl}${path}` });
  });

  test("a 40-line quote's page weighs little, and less compressed", async () => {
    const forty = Array.from({ length: 40 }, (_, i) => line(['厨房', 'Bath', 'Basement', 'Living room'][i % 4], `Cabinet door, painted, soft-close hinges ${i + 1}`, 2.5, 12345 + i, i % 10 === 9));
    const { quote } = await quoteFor({}, { lines: forty });
    const { path } = await send(quote);
    const plain = await open(path);
    const compressed = await server.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(plain.rawPayload.length).toBeLessThan(24_000);
    expect(compressed.rawPayload.length).toBeLessThan(4_000);
  });

  test('a Chinese quote: the page and the e-mail in Chinese', async () => {
    const { quote } = await quoteFor({ locale: 'zh-CN', name: '芳', last_name: '王' }, { lines: [line('厨房', '橱柜', 1, 500000), line('厨房', '地暖', 1, 100000, true)] });
    const { mail, path } = await send(quote);
    expect(mail.subject).toBe(`Maple Renovations的报价单 ${quote.number}`);
    expect(mail.text).toContain('有效期至 2030年4月13日');
    const page = await open(path);
    expect(page.body).toContain('<html lang="zh-CN">');
    for (const text of ['报价单', '厨房', '地暖', '可选项：勾选即加入', '总计', '接受报价', '您的全名（作为签名）']) expect(page.body).toContain(text);
  });

  test('a forged or altered token is a 404 page, and changes nothing', async () => {
    const { quote: other } = await quoteFor();
    const { quote } = await quoteFor();
    const { path } = await send(quote);
    const [id, validUntil, signature] = path.slice(3).split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const forged of [`/q/${id}.${validUntil}.${flipped}`, `/q/${other._id}.${validUntil}.${signature}`, `/q/${id}.2031-01-01.${signature}`, '/q/nothing']) {
      const page = await open(forged);
      expect(page.statusCode, forged).toBe(404);
      expect(page.body).toContain('This link is not valid');
      expect((await accept(forged)).statusCode).toBe(404);
    }
    expect(await readQuote(quote._id)).toMatchObject({ status: 'sent', viewed_at: null });
    expect(await readQuote(other._id)).toMatchObject({ status: 'draft' });
  });
});

describe('acceptance', () => {
  test('accepting with an optional item makes one signed contract for the accepted total, to the cent; the project is contracted', async () => {
    const { project, quote } = await quoteFor();
    const { path } = await send(quote);
    await open(path);
    const mailsBefore = peer.received.length;
    const contractsBefore = await contractCount();

    const accepted = await accept(path, [2], '  Ada Lovelace ');
    expect(accepted.statusCode, accepted.body).toBe(303);
    expect(accepted.headers.location).toBe(path);

    // Subtotal 100.01 + 934.54 + 2500.00 = 3534.55; discount 7.5 % = 265.09; tax 13 % of 3269.46 = 425.03; total 3694.49.
    const [contract] = await contractsOf(project._id);
    expect(await contractCount()).toBe(contractsBefore + 1);
    expect(contract).toMatchObject({
      contract_number: quote.number.replace(/^Q-/, 'C-'),
      amount: 3694.49,
      signed: true,
      signed_date: '2030-03-14',
      representative: 'Ada Lovelace',
      customer: project.customer,
    });
    expect(contract.note).toContain(quote.number);
    expect(await readQuote(quote._id)).toMatchObject({ status: 'accepted', total_cents: 108136 });
    expect((await pm.succeeded('GET', `/pm/projects/${project._id}`)).status).toBe('contracted');
    const [acceptance] = await quoteEvents(project._id);
    expect(acceptance).toMatchObject({
      creator: null,
      content: null,
      event: { kind: 'quote_accepted', quote: quote._id, number: quote.number, version: 1, total_cents: 369449, contract_number: contract.contract_number },
      changes: [{ field: 'status', from: 'quoted', to: 'contracted' }],
    });

    // The e-signature: who, when, from where, and a hash of exactly what was accepted.
    const { rows } = await server.database.pool.query('SELECT contract, signed_name, ip, user_agent, chosen_optional, total_cents::int AS total_cents, sha256 FROM quote_acceptances WHERE quote = $1', [quote._id]);
    expect(rows).toEqual([
      expect.objectContaining({ contract: contract._id, signed_name: 'Ada Lovelace', ip: '127.0.0.1', user_agent: 'Test browser/1.0', chosen_optional: [2], total_cents: 369449 }),
    ]);
    const fresh = await readQuote(quote._id);
    const hash = createHash('sha256').update(canonicalJson(acceptedContent(fresh, [2], 369449))).digest('hex');
    expect(rows[0].sha256).toBe(hash);

    const signedPdf = await pm.api('GET', `/pm/quotes/${quote._id}/signed-pdf`);
    expect(signedPdf.statusCode).toBe(200);
    const signedText = await pdfText(signedPdf.rawPayload);
    for (const text of ['Ada Lovelace', 'Optional, chosen by the customer', 'Optional, not chosen', '$3,694.49', hash, '127.0.0.1']) expect(signedText).toContain(text);

    const [toSpecialist] = (await peer.messages(mailsBefore + 1)).slice(mailsBefore);
    expect(toSpecialist.to).toMatchObject({ text: specialist.email });
    expect(toSpecialist.subject).toBe(`Quote ${quote.number} accepted by Ada Lovelace`);
    expect(toSpecialist.text).toContain(`Contract ${contract.contract_number} was created`);
    // And on the specialist's dashboard.
    const { rows: notices } = await server.database.pool.query("SELECT account, resource, record, parameters FROM notices WHERE kind = 'quote_accepted' AND record = $1", [quote._id]);
    expect(notices).toEqual([
      {
        account: specialist._id,
        resource: 'quotes',
        record: quote._id,
        parameters: { quote: `${quote.number} v1`, customer: expect.any(String), total: 'CA$3,694.49', contract: contract.contract_number },
      },
    ]);

    const page = await open(path);
    expect(page.body).toContain('You accepted this quote on');
    expect(page.body).toContain('$3,694.49');
    expect(page.body).not.toContain('Accept the quote');
  });

  test('accepting twice, even at once, makes exactly one contract; the second is told it was accepted', async () => {
    const { project, quote } = await quoteFor();
    const { path } = await send(quote);
    const answers = await Promise.all([accept(path, [3]), accept(path, [])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    const again = await accept(path, [2, 3]);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You accepted this quote on');
    expect(await contractsOf(project._id)).toHaveLength(1);
  });

  test('a superseded version is refused and changes nothing', async () => {
    const { project, quote } = await quoteFor();
    const { path } = await send(quote);
    await pm.created(`/pm/quotes/${quote._id}/revise`, {});
    const before = await contractCount();
    const refused = await accept(path);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('replaced by a newer one');
    expect(await contractCount()).toBe(before);
    expect((await readQuote(quote._id)).status).toBe('superseded');
    expect((await pm.succeeded('GET', `/pm/projects/${project._id}`)).status).toBe('quoted');
  });

  test('after its valid-until day (business time zone) the link is refused and changes nothing', async () => {
    const { quote } = await quoteFor({}, { valid_until: '2030-03-20' });
    const { path } = await send(quote);
    // 2030-03-21 03:59 UTC is still the 20th in Toronto: the link works to the end of that day.
    server.clock.advance(Date.UTC(2030, 2, 21, 3, 59) - server.clock.now());
    expect((await open(path)).body).toContain('Accept the quote');
    server.clock.advance(2 * 60_000);
    const before = await contractCount();
    const page = await open(path);
    expect(page.body).toContain('This quote was valid until March 20, 2030');
    expect(page.body).not.toContain('Accept the quote');
    expect((await accept(path)).statusCode).toBe(409);
    expect((await post(`${path}/decline`, [['reason', 'late']])).statusCode).toBe(409);
    expect(await contractCount()).toBe(before);
    expect((await readQuote(quote._id)).status).toBe('expired');
    server.clock.advance(start - server.clock.now());
  });

  test.each([
    ['no name', [['agree', 'yes']], 'Type your full name'],
    ['"I agree" not ticked', [['name', 'Ada Lovelace']], 'Tick &#34;I agree&#34;'],
    ['a line that is not optional', [['name', 'Ada Lovelace'], ['agree', 'yes'], ['optional', '1']], 'Choose among the optional items'],
  ])('a form with %s is shown again with why, and changes nothing', async (_case, fields, words) => {
    const { quote } = await quoteFor();
    const { path } = await send(quote);
    const before = await contractCount();
    const refused = await post(`${path}/accept`, fields as [string, string][]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(words);
    expect(await contractCount()).toBe(before);
    expect((await readQuote(quote._id)).status).toBe('sent');
  });

  test('a form posted from another site is refused (403) and changes nothing', async () => {
    const { quote } = await quoteFor();
    const { path } = await send(quote);
    const before = await contractCount();
    const refused = await accept(path, [], 'Ada Lovelace', { origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(await contractCount()).toBe(before);
    expect((await accept(path, [], 'Ada Lovelace', { origin: publicUrl })).statusCode).toBe(303);
  });
});

describe('declining', () => {
  test('stores the reason, marks the quote declined and writes the project history; the page says so', async () => {
    const { project, quote } = await quoteFor();
    const { path } = await send(quote);
    const declined = await post(`${path}/decline`, [['reason', 'We chose to wait a year.']]);
    expect(declined.statusCode).toBe(303);
    expect(await readQuote(quote._id)).toMatchObject({ status: 'declined', decline_reason: 'We chose to wait a year.', declined_at: new Date(server.clock.now()).toISOString() });
    const [declining] = await quoteEvents(project._id);
    expect(declining).toMatchObject({ creator: null, content: null, event: { kind: 'quote_declined', quote: quote._id, number: quote.number, version: 1 } });
    // The reason is the quote's alone, which an erasure blanks (docs/privacy.md#erasure).
    expect(JSON.stringify(await projectHistory(project._id))).not.toContain('wait a year');
    expect((await open(path)).body).toContain('You declined this quote on');
    expect((await accept(path)).statusCode).toBe(409);
    expect(await contractsOf(project._id)).toHaveLength(0);
  });
});
