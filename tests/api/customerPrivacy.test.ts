import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { erasedCustomerName } from '../../domain/customerPrivacy.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';
import { multipart, multipartForm, png } from './uploadFixtures.js';

let server: TestServer;
let peer: SmtpPeer;
let pm: ReturnType<typeof pmFixtures>;
let superadmin: Record<string, string>;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({ mail: peer.transport });
  superadmin = (await server.signIn(['superadmin'])).headers;
  admin = (await server.signIn(['admin'])).headers;
  manager = (await server.signIn(['manager'])).headers;
  pm = pmFixtures(server, superadmin);
});
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

const query = async (text: string, values: unknown[] = []) => (await server.database.pool.query(text, values)).rows;
const exportOf = (id: string, headers = admin) => server.app.inject({ method: 'GET', url: `/api/crm/customers/${id}/export`, headers });
const erase = (id: string, confirm: unknown = id, headers = superadmin) =>
  server.app.inject({ method: 'POST', url: `/api/crm/customers/${id}/erase`, headers, payload: { confirm } });

let serial = 0;
/**
 * A customer with something of every kind stored about it: history, a closed project with a task, a contract and a
 * photo, a campaign message, a consent event, an avatar.
 */
async function storedCustomer() {
  const n = ++serial;
  const person = { name: `Zebulon${n}`, last_name: `Quixote${n}`, phone: `41655${String(70000 + n)}`, email: `zeb${n}.quixote@example.com`, wechat: `zebwx${n}`, raw_address: `${n} Quixote Crescent, Toronto` };
  const avatar = (await server.app.inject({ method: 'POST', url: '/api/storage/upload', headers: { ...superadmin, ...multipart(png, 'me.png', 'image/png').headers }, payload: multipart(png, 'me.png', 'image/png').payload })).json().url as string;
  const customer = await pm.createCustomer({ ...person, avatar, note: `Call ${person.name} after six` });
  await pm.succeeded('PUT', '/crm/customers', { _id: customer._id, updated_at: customer.updated_at, note: `Prefers ${person.email}` });
  const project = await pm.created('/pm/projects', pm.projectBody(customer._id, { raw_address: person.raw_address }));
  await pm.createTask(project._id, [await pm.staffMember()]);
  const contract = await pm.createContract(project._id, { note: `Signed by ${person.name}` });
  const photo = multipartForm({ stage: 'before', room: person.raw_address, caption: `${person.name}'s kitchen` }, [
    { content: png, filename: `${person.last_name}.png`, contentType: 'image/png' },
  ]);
  const uploaded = await server.app.inject({ method: 'POST', url: `/api/pm/projects/${project._id}/files`, headers: { ...superadmin, ...photo.headers }, payload: photo.payload });
  const [file] = uploaded.json().files;
  const [{ upload: fileUpload }] = await query('select upload from project_files where _id = $1', [file._id]);
  await query(`insert into campaign_messages (_id, campaign, customer, channel, address, status) values ($1, 'campaign-x', $2, 'email', $3, 'sent')`, [`m${n}-${Date.now()}`, customer._id, person.email]);
  await query(`insert into consent_events (_id, customer, channel, kind, method) values ($1, $2, 'email', 'express', 'in_person')`, [`c${n}-${Date.now()}`, customer._id]);
  return { person, customer, project, contract, avatar, file, fileUpload: String(fileUpload) };
}

const closeProject = (project: ApiRecord) => query(`update projects set status = 'completed' where _id = $1`, [project._id]);

const quoteLines = [{ room: 'Kitchen', description: 'Cabinets', quantity: 1, unit: 'ea', unit_price_cents: 500000, optional: false }];
/** The path of the customer's page of a quote sent in `project`. */
async function sentQuote(project: ApiRecord) {
  const quote = await pm.created('/pm/quotes', { project: project._id, lines: quoteLines });
  await pm.succeeded('POST', `/pm/quotes/${quote._id}/send`);
  const { url } = (await pm.succeeded('GET', `/pm/quotes/${quote._id}/link`)) as { url: string };
  return { quote, path: new URL(url).pathname };
}

/**
 * The customer answers two quotes on their page, from an address and a browser of their own: signs one with their
 * full name (a signed contract for the project, which the test dates past its retention) and declines the other with
 * a reason naming them. Answers what they left: the address, the browser, the reason and the accepted quote.
 */
async function answeredQuotes(person: { name: string; last_name: string }, project: ApiRecord) {
  const n = ++serial;
  const from = { remoteAddress: `203.0.113.${n}`, headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': `ZebBrowser/${n}.7` } };
  const accepted = await sentQuote(project);
  const signed = await server.app.inject({ method: 'POST', url: `${accepted.path}/accept`, ...from, payload: `name=${encodeURIComponent(`${person.name} ${person.last_name}`)}&agree=yes` });
  expect(signed.statusCode, signed.body).toBe(303);
  const declined = await sentQuote(project);
  const reason = `${person.name} found a cheaper offer`;
  const refused = await server.app.inject({ method: 'POST', url: `${declined.path}/decline`, ...from, payload: `reason=${encodeURIComponent(reason)}` });
  expect(refused.statusCode, refused.body).toBe(303);
  await query(`update contracts set signed_date = signed_date - interval '8 years' where project = $1 and signed`, [project._id]);
  return { ip: from.remoteAddress, userAgent: from.headers['user-agent'], reason, quote: accepted.quote };
}

describe('GET /crm/customers/{id}/export', () => {
  test('answers every part stored about the customer as a download, and the audit log says who asked', async () => {
    const { person, customer, project, contract, avatar, file } = await storedCustomer();
    const answered = await answeredQuotes(person, project);
    const response = await exportOf(customer._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="customer-${String(customer.uid)}.json"`);
    const document = response.json();
    expect(document.customer).toMatchObject({ _id: customer._id, name: person.name, phone: person.phone, email: person.email, wechat: person.wechat });
    expect(document.history.length).toBeGreaterThanOrEqual(2);
    expect(document.projects).toHaveLength(1);
    expect(document.projects[0]).toMatchObject({
      _id: project._id,
      contracts: expect.arrayContaining([expect.objectContaining({ _id: contract._id })]),
      tasks: [expect.objectContaining({ name: 'Measure the kitchen' })],
      files: [expect.objectContaining({ _id: file._id, caption: `${person.name}'s kitchen`, file_name: `${person.last_name}.png`, stage: 'before' })],
    });
    // Its quotes, with what the customer signed or said on their page.
    expect(document.projects[0].quotes).toEqual([
      expect.objectContaining({ _id: answered.quote._id, status: 'accepted', acceptance: expect.objectContaining({ signed_name: `${person.name} ${person.last_name}`, ip: answered.ip, user_agent: answered.userAgent }) }),
      expect.objectContaining({ status: 'declined', decline_reason: answered.reason, acceptance: null }),
    ]);
    expect(document.campaign_messages).toEqual([expect.objectContaining({ address: person.email, status: 'sent' })]);
    expect(document.consent.email.state).toBe('express');
    expect(document.consent.events).toEqual([expect.objectContaining({ channel: 'email', kind: 'express', method: 'in_person' })]);
    expect(document.uploads).toEqual([expect.objectContaining({ url: avatar, type: 'image/png' })]);
    const [entry] = await query(`select actor, detail from audit_events where action = 'customer_exported' order by at desc limit 1`);
    expect(entry.detail).toEqual({ customer: customer._id });
  });

  test('is for administrators: a manager is refused, an unknown customer is a 404', async () => {
    const { customer } = await storedCustomer();
    expect((await exportOf(customer._id, manager)).statusCode).toBe(403);
    expect((await exportOf('no-such-customer')).statusCode).toBe(404);
  });
});

describe('POST /crm/customers/{id}/erase', () => {
  test('is for superadmins, and a confirmation other than the _id changes nothing', async () => {
    const { customer, project } = await storedCustomer();
    await closeProject(project);
    expect((await erase(customer._id, customer._id, admin)).statusCode).toBe(403);
    expect((await erase(customer._id, 'someone-else')).statusCode).toBe(400);
    expect((await erase(customer._id, null)).statusCode).toBe(400);
    const [row] = await query('select name, erased_at from customers where _id = $1', [customer._id]);
    expect(row).toEqual({ name: customer.name, erased_at: null });
  });

  test('refuses while a project is open, naming it, and changes nothing', async () => {
    const { customer } = await storedCustomer();
    const response = await erase(customer._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ERASE_BLOCKED' });
    expect(response.json().error).toContain('project is open');
    expect((await query('select erased_at from customers where _id = $1', [customer._id]))[0].erased_at).toBeNull();
  });

  test('refuses while a signed contract is within the retention period, naming its end, until the clock passes it', async () => {
    const { customer, project, contract } = await storedCustomer();
    await closeProject(project);
    const signed = new Date(server.clock.now()).toISOString().slice(0, 10);
    await query('update contracts set signed = true, signed_date = $2 where _id = $1', [contract._id, signed]);
    const ends = `${Number(signed.slice(0, 4)) + 7}${signed.slice(4)}`;
    const refused = await erase(customer._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(`${String(contract.contract_number)} (${ends})`);

    await query('update business_settings set contract_retention_years = 1');
    const sooner = await erase(customer._id);
    expect(sooner.json().error).toContain(`${Number(signed.slice(0, 4)) + 1}${signed.slice(4)}`);
    server.clock.advance(367 * 24 * 3600 * 1000);
    expect((await erase(customer._id)).statusCode).toBe(204);
    await query('update business_settings set contract_retention_years = 7');
  });

  test('after erasure, the name, phone, e-mail, WeChat and address are found nowhere, and the record cannot be edited', async () => {
    const { person, customer, project, contract, avatar, file, fileUpload } = await storedCustomer();
    const answered = await answeredQuotes(person, project);
    const [{ signed_pdf: signedPdf }] = await query('select signed_pdf from quote_acceptances where quote = $1', [answered.quote._id]);
    const acceptedContract = (await query('select _id, amount::float8 as amount from contracts where project = $1 and representative is not null', [project._id]))[0];
    expect(acceptedContract.amount).toBe(5650);
    // Written before quote events were stored as data, an entry named the signer and the reason in its text.
    await query(`insert into history (_id, entity, entity_id, type, content) values ($1, 'projects', $2, 'updated', $3), ($4, 'projects', $2, 'updated', $5)`, [
      `h${serial}a-${Date.now()}`,
      project._id,
      `Quote Q-2030-0001 version 1 was accepted on its page by ${person.name} ${person.last_name} for CA$5,650.00; contract C-2030-0001 was created.`,
      `h${serial}d-${Date.now()}`,
      `Quote Q-2030-0002 version 1 was declined on its page: ${answered.reason}.`,
    ]);
    await closeProject(project);
    // A duplicate merged into it went to the trash: it is the same person.
    const duplicate = await pm.createCustomer({ name: person.name, phone: person.phone, email: person.email });
    await pm.succeeded('POST', '/crm/customers/merge', { keep: customer._id, merge: duplicate._id });

    expect((await erase(customer._id)).statusCode).toBe(204);

    const record = await pm.succeeded('GET', `/crm/customers/${customer._id}`);
    expect(record).toMatchObject({ name: erasedCustomerName, last_name: null, phone: '', email: null, wechat: null, raw_address: null, avatar: null, note: null });
    expect(record.erased_at).toEqual(expect.any(String));
    const edit = await pm.api('PUT', '/crm/customers', { _id: customer._id, updated_at: record.updated_at, name: person.name });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('CUSTOMER_ERASED');

    for (const term of [person.phone, person.email, person.name, erasedCustomerName]) {
      const listed = await pm.succeeded('POST', '/crm/customers/query', { q: term });
      expect(JSON.stringify(listed), term).not.toContain(customer._id);
      const quick = await pm.succeeded('GET', `/crm/customers/search/${encodeURIComponent(term)}`);
      expect(JSON.stringify(quick), term).not.toContain(customer._id);
    }
    const list = await pm.succeeded('POST', '/crm/customers/query', { pagination: { current: 1, pageSize: 100 } });
    expect(JSON.stringify(list)).not.toContain(customer._id);
    const projectAnswer = await pm.succeeded('GET', `/pm/projects/${project._id}`);
    expect(projectAnswer.customer).toBe(customer._id);
    expect(JSON.stringify(projectAnswer)).not.toContain(person.raw_address);
    expect((await query('select note from contracts where _id = $1', [contract._id]))[0].note).toBeNull();
    expect(await query('select name from uploads where $1 like \'%\' || name', [avatar])).toEqual([]);
    // The project's photo: its bytes are gone, its row keeps only its stage, type and dates, and nothing serves it.
    expect(await query('select 1 from uploads where name = $1', [fileUpload])).toEqual([]);
    expect(await query('select upload, file_name, room, caption, stage from project_files where _id = $1', [file._id])).toEqual([{ upload: null, file_name: null, room: null, caption: null, stage: 'before' }]);
    expect((await server.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await pm.succeeded('GET', `/pm/projects/${project._id}/files`)).files).toEqual([expect.objectContaining({ _id: file._id, url: null, file_name: null })]);
    // The accepted quote keeps its contract's amount and what proves the signature, but not who signed from where.
    expect(await query('select amount::float8 as amount, representative from contracts where _id = $1', [acceptedContract._id])).toEqual([{ amount: 5650, representative: null }]);
    expect(await query('select signed_name, ip, user_agent, signed_pdf, total_cents::int as total, length(sha256) as hash from quote_acceptances where quote = $1', [answered.quote._id])).toEqual([
      { signed_name: null, ip: null, user_agent: null, signed_pdf: null, total: 565000, hash: 64 },
    ]);
    expect(await query('select name from uploads where name = $1', [signedPdf])).toEqual([]);
    expect((await pm.api('GET', `/pm/quotes/${answered.quote._id}/signed-pdf`)).statusCode).toBe(404);
    expect((await pm.succeeded('GET', `/pm/quotes/${answered.quote._id}`)).status).toBe('accepted');
    expect(await query('select sms_consent, email_consent from customers where _id = $1', [customer._id])).toEqual([{ sms_consent: 'none', email_consent: 'none' }]);
    // A later signed contract does not bring implied consent back.
    await query('update contracts set signed = true, signed_date = current_date where _id = $1', [contract._id]);
    expect(await query('select sms_consent, email_consent from customers where _id = $1', [customer._id])).toEqual([{ sms_consent: 'none', email_consent: 'none' }]);

    const exported = (await exportOf(customer._id)).body;
    const [erasure] = await query(`select actor, detail from audit_events where action = 'customer_erased' order by at desc limit 1`);
    expect(erasure.detail).toEqual({ customer: customer._id });

    // The strongest check: every text, JSON and array column of every table, as text.
    const columns = await query(`
      select table_name, column_name from information_schema.columns c
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'ARRAY', 'character varying')
        and exists (select 1 from information_schema.tables t where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')`);
    const secrets = [person.phone, person.email, person.name, person.last_name, person.wechat, person.raw_address, answered.ip, answered.userAgent, answered.reason];
    for (const { table_name, column_name } of columns) {
      const found = await query(`select 1 from "${table_name}" where lower("${column_name}"::text) like any($1::text[]) limit 1`, [secrets.map((secret) => `%${secret.toLowerCase()}%`)]);
      expect(found, `${table_name}.${column_name}`).toEqual([]);
    }
    for (const secret of secrets) expect(exported).not.toContain(secret);
  });
});
