import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CustomerConsent } from '../../domain/consent.js';
import { customerImportLimits, customerImportRefusals, earlierRow, type CustomerImportAnswer } from '../../domain/customerImport.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let headers: Record<string, string>;
let staffId: string;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(['employee']);
  headers = staff.headers;
  staffId = staff.account._id;
});
afterAll(() => server?.close());

/** Unique phone numbers, so that tests never find each other's customers as duplicates. */
let phones = 0;
const phone = () => `41677${String(++phones).padStart(5, '0')}`;

const importFile = (body: string | Buffer, query = '', as = headers) =>
  server.app.inject({ method: 'POST', url: `/api/crm/customers/import${query}`, headers: { ...as, 'content-type': 'text/csv' }, payload: body });

async function imported(body: string | Buffer, query = '') {
  const response = await importFile(body, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerImportAnswer;
}

const customerCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM customers')).rows[0].n as number;
const customerByPhone = async (number: string) => (await server.database.pool.query('SELECT * FROM customers WHERE phone = $1', [number])).rows[0];

describe('reading files', () => {
  test('UTF-8 with a byte-order mark and Chinese headers and labels imports every value as text', async () => {
    const number = `0${phone().slice(1)}`;
    const csv = `\uFEFF名,姓,电话,邮箱,性别,状态,来源,通知方式,语言\r\n芳,王,${number},wang@example.com,女,有意向,微信,邮件;短信,中文\r\n`;
    const answer = await imported(csv);
    expect(answer).toMatchObject({ rows: 1, created: 1, duplicates: 0, invalid: 0, results: [{ row: 2, status: 'created' }] });
    const stored = await customerByPhone(number);
    expect(stored).toMatchObject({ name: '芳', last_name: '王', phone: number, email: 'wang@example.com', gender: 'female', status: 'interested', locale: 'zh-CN' });
    expect(stored.notification_methods).toEqual(['email', 'sms']);
    expect(stored.phone).toMatch(/^0/);
  });

  test('GB18030 bytes, as Excel on a Chinese Windows saves them, are detected and read without garbling', async () => {
    const number = phone();
    const bytes = iconv.encode(`名,电话,地址\r\n陈静,${number},"上海市，浦东新区"\r\n`, 'gb18030');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const answer = await imported(bytes);
    expect(answer.created).toBe(1);
    expect(await customerByPhone(number)).toMatchObject({ name: '陈静', raw_address: '上海市，浦东新区' });
  });

  test('UTF-8 without a byte-order mark; commas, quotes and line breaks inside quoted cells; English labels and field names', async () => {
    const number = phone();
    const csv = `First name,Phone,note,Notify by,Active\nMei,${number},"Said ""call after 6"",\nthen left",Email,No\n`;
    const answer = await imported(csv);
    expect(answer.results).toEqual([{ row: 2, status: 'created' }]);
    expect(await customerByPhone(number)).toMatchObject({ name: 'Mei', note: 'Said "call after 6",\nthen left', notification_methods: ['email'], active: false });
  });

  test('a file our export wrote imports unchanged: a round trip', async () => {
    const fields = {
      name: 'Round',
      last_name: 'Trip',
      organization: '=SUM(A1)',
      gender: 'male',
      email: 'round.trip@example.com',
      phone: phone(),
      phone_extension: '12',
      secondary_phone: phone(),
      secondary_phone_extension: null,
      wechat: 'rt_wechat',
      wechat_added: true,
      raw_address: '1 King St, Toronto',
      location: 'Toronto',
      locale: 'fr-FR',
      notification_methods: ['sms', 'email'],
      source: 'Friend Referral',
      referer: 'A friend',
      note: 'Line one\nline two, with "quotes"',
      active: false,
      status: 'qualified',
    };
    const created = await server.app.inject({ method: 'POST', url: '/api/crm/customers', headers, payload: fields });
    expect(created.statusCode, created.body).toBe(201);
    const exported = await server.app.inject({ method: 'POST', url: '/api/crm/customers/export.csv', headers, payload: { q: fields.phone } });
    expect(exported.statusCode, exported.body).toBe(200);
    // The customer leaves, so that the file's row is not its duplicate.
    await server.database.pool.query('DELETE FROM customers WHERE _id = $1', [created.json()._id]);
    const answer = await imported(exported.body);
    expect(answer.results).toEqual([{ row: 2, status: 'created' }]);
    expect(await customerByPhone(fields.phone)).toMatchObject(fields);
  });

  test('the line of a row counts as a spreadsheet shows it: the header is row 1, blank lines count', async () => {
    const answer = await imported(`name,phone\nA,${phone()}\n\nB,${phone()}\n`);
    expect(answer.results.map((result) => result.row)).toEqual([2, 4]);
  });
});

describe('checking rows', () => {
  test('an invalid row is refused with the messages a form gives, and the other rows still import', async () => {
    const good = phone();
    const csv = `name,phone,email,status\nGood,${good},,\n,416-555,not-an-email,vip\n`;
    const answer = await imported(csv);
    expect(answer).toMatchObject({ rows: 2, created: 1, invalid: 1 });
    expect(answer.results[1]).toEqual({
      row: 3,
      status: 'invalid',
      errors: expect.arrayContaining([
        { field: 'name', message: 'Please input customer name', key: 'validation.customer.name_required' },
        { field: 'phone', message: 'Length should be 10 to 11', key: 'validation.length_10_11' },
        { field: 'email', message: 'Please input a valid email address', key: 'validation.email_invalid' },
        { field: 'status', message: 'Please choose a value from the list', key: 'validation.choose_from_list' },
      ]),
    });
    // Empty cells take the form's defaults.
    expect(await customerByPhone(good)).toMatchObject({ status: 'pending', gender: 'unknown', active: true, email: null });
  });

  test('a phone (either field, either side) or an e-mail in any case already stored, or on an earlier row, is a duplicate', async () => {
    const stored = phone();
    const storedSecondary = phone();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/crm/customers',
      headers,
      payload: { name: 'Stored', phone: stored, secondary_phone: storedSecondary, email: 'Stored.One@example.com' },
    });
    const storedId = created.json()._id as string;
    const fresh = phone();
    const csv = [
      'name,phone,secondary_phone,email',
      `ByPhone,${phone()},${stored},`,
      `BySecondary,${storedSecondary},,`,
      `ByEmail,${phone()},,stored.one@EXAMPLE.com`,
      `First,${fresh},,first@example.com`,
      `Again,${phone()},${fresh},`,
      `AgainByEmail,${phone()},,FIRST@example.com`,
    ].join('\n');
    const before = await customerCount();
    const answer = await imported(csv);
    expect(answer).toMatchObject({ rows: 6, created: 1, duplicates: 5 });
    expect(answer.results.map(({ status, duplicateOf }) => [status, duplicateOf])).toEqual([
      ['duplicate', storedId],
      ['duplicate', storedId],
      ['duplicate', storedId],
      ['created', undefined],
      ['duplicate', earlierRow(5)],
      ['duplicate', earlierRow(5)],
    ]);
    expect(await customerCount()).toBe(before + 1);
    expect(JSON.stringify(answer)).not.toContain('Stored');
  });

  test('a dry run answers what would happen and changes nothing', async () => {
    const before = await customerCount();
    const imports = (await server.database.pool.query('SELECT count(*)::int AS n FROM customer_imports')).rows[0].n;
    const answer = await imported(`name,phone\nDry,${phone()}\nBad,12\n`, '?dryRun=true');
    expect(answer).toMatchObject({ rows: 2, created: 0, invalid: 1, results: [{ row: 2, status: 'ready' }, { row: 3, status: 'invalid' }] });
    expect(answer.importId).toBeUndefined();
    expect(await customerCount()).toBe(before);
    expect((await server.database.pool.query('SELECT count(*)::int AS n FROM customer_imports')).rows[0].n).toBe(imports);
  });
});

describe('limits', () => {
  test(`past ${customerImportLimits.maxRows} rows, a 413 says so and nothing is imported`, async () => {
    const before = await customerCount();
    const response = await importFile(`name,phone\n${'A,4165550000\n'.repeat(customerImportLimits.maxRows + 1)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: customerImportRefusals.tooManyRows, code: 'FILE_TOO_LARGE' });
    expect(await customerCount()).toBe(before);
  });

  test('past 10 MB, a 413 says so', async () => {
    const response = await importFile(`name,phone\n${'x'.repeat(customerImportLimits.maxBytes)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: customerImportRefusals.tooLarge, code: 'FILE_TOO_LARGE' });
  });
});

describe('the import record, history, audit and undo', () => {
  test("each imported customer's history says it was imported, from which file and by whom; the audit log records the import", async () => {
    const number = phone();
    const answer = await imported(`name,phone\nHist,${number}\n`, '?fileName=spring.csv');
    const customer = await customerByPhone(number);
    expect(customer.import_id).toBe(answer.importId);
    const history = await server.app.inject({ method: 'GET', url: `/api/crm/customers/${customer._id}/history`, headers });
    expect(history.json().history).toEqual([expect.objectContaining({ type: 'imported', content: 'spring.csv', creator: staffId })]);
    const { rows: imports } = await server.database.pool.query('SELECT creator, file_name, rows, created FROM customer_imports WHERE _id = $1', [answer.importId]);
    expect(imports).toEqual([{ creator: staffId, file_name: 'spring.csv', rows: 1, created: 1 }]);
    const { rows: audit } = await server.database.pool.query("SELECT detail FROM audit_events WHERE action = 'customers_imported' AND actor = $1", [staffId]);
    expect(audit).toContainEqual({ detail: expect.objectContaining({ importId: answer.importId, fileName: 'spring.csv', created: 1 }) });
  });

  test('a file sent in parts is one import: later parts join it and number their rows on', async () => {
    const first = await imported(`name,phone\nPartA,${phone()}\n`, '?fileName=parts.csv');
    const second = await imported(`name,phone\nPartB,${phone()}\n`, `?fileName=parts.csv&importId=${first.importId}&firstRow=3`);
    expect(second).toMatchObject({ importId: first.importId, results: [{ row: 3, status: 'created' }] });
    const { rows } = await server.database.pool.query('SELECT rows, created FROM customer_imports WHERE _id = $1', [first.importId]);
    expect(rows).toEqual([{ rows: 2, created: 2 }]);
  });

  test('undo removes the customers nobody changed since, and keeps and names those changed', async () => {
    const [untouched, edited, noted] = [phone(), phone(), phone()];
    const answer = await imported(`name,phone\nUntouched,${untouched}\nEdited,${edited}\nNoted,${noted}\n`);
    const editedCustomer = await customerByPhone(edited);
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/crm/customers',
      headers,
      payload: { _id: editedCustomer._id, updated_at: editedCustomer.updated_at.toISOString(), note: 'Called back' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const notedCustomer = await customerByPhone(noted);
    await server.app.inject({ method: 'POST', url: `/api/crm/customers/${notedCustomer._id}/history`, headers, payload: { type: 'user_record', content: 'Met on site' } });
    const untouchedId = (await customerByPhone(untouched))._id;

    const undo = await server.app.inject({ method: 'POST', url: `/api/crm/customers/import/${answer.importId}/undo`, headers });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ removed: 1, kept: expect.arrayContaining([editedCustomer._id, notedCustomer._id]) });
    expect(undo.json().kept).toHaveLength(2);
    expect(await customerByPhone(untouched)).toBeUndefined();
    expect(await customerByPhone(edited)).toBeDefined();
    const { rows: leftHistory } = await server.database.pool.query('SELECT 1 FROM history WHERE entity_id = $1', [untouchedId]);
    expect(leftHistory).toEqual([]);
    const { rows: audit } = await server.database.pool.query("SELECT detail FROM audit_events WHERE action = 'customer_import_undone'");
    expect(audit).toContainEqual({ detail: { importId: answer.importId, removed: 1, kept: 2 } });
  });

  test('undo of an import that does not exist is a 404', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/crm/customers/import/nope/undo', headers });
    expect(response.statusCode).toBe(404);
  });
});

describe('consent columns', () => {
  // The business is in Toronto: 2026-06-16T02:00Z is 22:00 on 2026-06-15 there, so the 16th is still to come.
  const now = '2026-06-16T02:00:00.000Z';
  const setNow = (iso: string) => server.clock.advance(Date.parse(iso) - server.clock.now());
  const consentOf = async (id: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/crm/customers/${id}/consent`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CustomerConsent;
  };
  const eventsOf = async (ids: string[]) =>
    (await server.database.pool.query('SELECT customer FROM consent_events WHERE customer = ANY($1)', [ids])).rows.map((row) => row.customer as string);

  test('each consent cell is recorded as an event of the import, dated from its day in the business time zone or from the import; without them, implied consent', async () => {
    setNow(now);
    const [both, labelled, without] = [phone(), phone(), phone()];
    const csv = [
      'name,phone,E-mail consent,E-mail consent date,sms_consent,sms_consent_date',
      `Both,${both},express,2026-03-01,Withdrawn,`,
      `Labelled,${labelled},明示许可,2026-06-15,  EXPRESS ,2025-07-01`,
      `Without,${without},,,,`,
    ].join('\n');
    expect((await imported(csv)).results.map((result) => result.status)).toEqual(['created', 'created', 'created']);

    const bothConsent = await consentOf((await customerByPhone(both))._id);
    expect(bothConsent.email).toMatchObject({ state: 'express', holds: true, until: null });
    expect(bothConsent.sms).toMatchObject({ state: 'withdrawn', holds: false });
    expect(bothConsent.events).toEqual([
      // Without a date: when the file was imported, on the server's clock.
      expect.objectContaining({ channel: 'sms', kind: 'withdrawn', method: 'import', occurred_at: now, recorded_by: staffId, created_at: now }),
      // The day's start in Toronto: EST (UTC-5) on 1 March.
      expect.objectContaining({ channel: 'email', kind: 'express', method: 'import', occurred_at: '2026-03-01T05:00:00.000Z', recorded_by: staffId }),
    ]);

    const labelledConsent = await consentOf((await customerByPhone(labelled))._id);
    expect([labelledConsent.email.state, labelledConsent.sms.state]).toEqual(['express', 'express']);
    // Today in Toronto is accepted; EDT (UTC-4) in summer.
    expect(labelledConsent.events.map((event) => [event.channel, event.occurred_at])).toEqual([
      ['email', '2026-06-15T04:00:00.000Z'],
      ['sms', '2025-07-01T04:00:00.000Z'],
    ]);

    const withoutConsent = await consentOf((await customerByPhone(without))._id);
    expect(withoutConsent.events).toEqual([]);
    expect([withoutConsent.email.state, withoutConsent.sms.state]).toEqual(['implied', 'implied']);
  });

  test('Chinese headers name the consent columns too', async () => {
    setNow(now);
    const number = phone();
    await imported(`名,电话,邮件许可,邮件许可日期,短信许可,短信许可日期\n芳,${number},已撤回,2026-01-10,明示许可,\n`);
    const consent = await consentOf((await customerByPhone(number))._id);
    expect([consent.email.state, consent.sms.state]).toEqual(['withdrawn', 'express']);
  });

  test('a bad consent or date, a date in the future or a date without its consent makes the row invalid, naming the column; the preview says the same; nothing is recorded', async () => {
    setNow(now);
    const good = phone();
    const csv = [
      'name,phone,email_consent,email_consent_date,sms_consent,sms_consent_date',
      `BadKind,${phone()},maybe,,implied,`,
      `BadDays,${phone()},express,2026-02-30,express,03/01/2026`,
      `Future,${phone()},express,2026-06-16,,`,
      `DateAlone,${phone()},,2026-01-01,withdrawn,2026-01-01`,
      `Good,${good},express,2026-06-15,,`,
    ].join('\n');
    const refusal = (field: string, key: string) => ({ field, key, message: expect.any(String) });
    const expected = [
      { row: 2, status: 'invalid', errors: [refusal('email_consent', 'validation.customer.consent_kind'), refusal('sms_consent', 'validation.customer.consent_kind')] },
      { row: 3, status: 'invalid', errors: [refusal('email_consent_date', 'validation.customer.consent_day'), refusal('sms_consent_date', 'validation.customer.consent_day')] },
      { row: 4, status: 'invalid', errors: [refusal('email_consent_date', 'validation.customer.consent_day_future')] },
      { row: 5, status: 'invalid', errors: [refusal('email_consent_date', 'validation.customer.consent_day_without_kind')] },
    ];
    const preview = await imported(csv, '?dryRun=true');
    expect(preview.results).toEqual([...expected, { row: 6, status: 'ready' }]);
    expect(preview.results[1].errors?.[0].message).toBe('A consent date is a day such as 2026-03-31');

    const before = (await server.database.pool.query('SELECT count(*)::int AS n FROM consent_events')).rows[0].n;
    const answer = await imported(csv);
    expect(answer).toMatchObject({ created: 1, invalid: 4 });
    expect(answer.results).toEqual([...expected, { row: 6, status: 'created' }]);
    expect((await server.database.pool.query('SELECT count(*)::int AS n FROM consent_events')).rows[0].n).toBe(before + 1);
    expect((await consentOf((await customerByPhone(good))._id)).email.state).toBe('express');
  });

  test("undo removes the import's customers with their consent events, and keeps a customer whose consent staff recorded since", async () => {
    setNow(now);
    const [plain, recordedSince] = [phone(), phone()];
    const answer = await imported(`name,phone,email_consent,sms_consent\nPlain,${plain},express,withdrawn\nRecorded,${recordedSince},express,\n`);
    const plainId = (await customerByPhone(plain))._id;
    const recordedId = (await customerByPhone(recordedSince))._id;
    const staffRecorded = await server.app.inject({
      method: 'POST',
      url: `/api/crm/customers/${recordedId}/consent`,
      headers,
      payload: { channel: 'sms', kind: 'express', method: 'phone' },
    });
    expect(staffRecorded.statusCode, staffRecorded.body).toBe(200);
    expect(await eventsOf([plainId])).toHaveLength(2);

    const undo = await server.app.inject({ method: 'POST', url: `/api/crm/customers/import/${answer.importId}/undo`, headers });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ removed: 1, kept: [recordedId] });
    expect(await customerByPhone(plain)).toBeUndefined();
    expect(await eventsOf([plainId])).toEqual([]);
    expect((await consentOf(recordedId)).events.map((event) => [event.channel, event.method])).toEqual([
      ['sms', 'phone'],
      ['email', 'import'],
    ]);
  });
});

describe('access', () => {
  test.each([[['Worker']], [['visitor']]])('%j, without write access to the CRM, may neither import nor undo', async (roles) => {
    const other = await server.signIn(roles);
    const before = await customerCount();
    expect((await importFile(`name,phone\nNo,${phone()}\n`, '', other.headers)).statusCode).toBe(403);
    expect((await importFile(`name,phone\nNo,${phone()}\n`, '?dryRun=true', other.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/crm/customers/import/any/undo', headers: other.headers })).statusCode).toBe(403);
    expect(await customerCount()).toBe(before);
  });

  test('a CRM reader with write access narrowed away by permission tags is refused too', async () => {
    const other = await server.signIn(['employee'], ['pm']);
    expect((await importFile(`name,phone\nNo,${phone()}\n`, '', other.headers)).statusCode).toBe(403);
  });
});

test('a body that is not a file (JSON) is refused with a sentence', async () => {
  const response = await server.app.inject({ method: 'POST', url: '/api/crm/customers/import', headers, payload: { name: 'x' } });
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe('Send the file itself as the body, with the type text/csv.');
});

test('a file that is not CSV (a quoted cell never closed) is refused with a sentence, and nothing is imported', async () => {
  const before = await customerCount();
  const response = await importFile(`name,phone\nA,${phone()}\n"Never closed,4165550000\n`);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('cannot be read as CSV') });
  expect(await customerCount()).toBe(before);
});

test('a UTF-16 file (NUL characters between its letters) is refused with a sentence saying how to save it, and nothing is imported', async () => {
  const before = await customerCount();
  const response = await importFile(Buffer.from(`\ufeffname,phone\r\nA,${phone()}\r\n`, 'utf16le'));
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe(customerImportRefusals.notText);
  expect(await customerCount()).toBe(before);
});
