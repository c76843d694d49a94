import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csvByteOrderMark, csvLine } from '../../domain/csvCells.js';
import { customerFileFields } from '../../domain/customerImport.js';
import { campaignMessageList, type ListDeclaration } from '../../domain/resources.js';
import { messageReasonText } from '../../i18n/campaignMessageReasons.js';
import { messageExportColumns } from '../../server/marketing/campaignMessageQuery.js';
import { registeredResources } from '../../server/resources/registry.js';
import { sampleText } from '../../server/resources/resourceDefinition.js';
import { createSamples } from '../support/resourceSamples.js';
import { startTestServer, type TestServer } from './testServer.js';

// A list's Export (docs/decisions.md#csv-export): the server writes the CSV of every record the list query selects.

let server: TestServer;
let headers: Record<string, string>;

const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await server.app.inject({ method, url: `/api${url}`, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

const exportCsv = (apiPath: string, body: object = {}, extraHeaders: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api${apiPath}/export.csv`, headers: { ...headers, ...extraHeaders }, payload: body });

/** The export's text, checked to be a whole CSV answer. */
async function exportedText(apiPath: string, body: object = {}, extraHeaders: Record<string, string> = {}) {
  const response = await exportCsv(apiPath, body, extraHeaders);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith(csvByteOrderMark)).toBe(true);
  return response.body;
}

/** The cells of each line, header first. */
const cellsOf = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });

/**
 * What the list's Export wrote when the browser built the file: every record the list protocol answers for the
 * query, a page of 1 000 at a time, each column the record's field (`id` its `_id`), as the same cells.
 */
async function listedCsv(declaration: ListDeclaration, columns: readonly string[], query: object, shown = (record: Record<string, unknown>) => record) {
  const records: Record<string, unknown>[] = [];
  for (let current = 1; ; current++) {
    const page = (await api('POST', `${declaration.apiPath}/query`, { ...query, pagination: { current, pageSize: 1000 } }))[declaration.responseKey];
    records.push(...page);
    if (page.length < 1000) break;
  }
  const rows = records.map(shown).map((record) => columns.map((column) => record[column === 'id' ? '_id' : column]));
  return csvByteOrderMark + csvLine(columns, true) + rows.map((row) => csvLine(row)).join('');
}

const exported = registeredResources.filter((definition) => definition.exportColumns);
const customers = registeredResources.find((definition) => definition.declaration.name === 'customers')!;

beforeAll(async () => {
  server = await startTestServer();
  let account: { _id: string };
  ({ headers, account } = await server.signIn(['superadmin']));
  // The creator's name is a computed column; it needs escaping too.
  await server.database.pool.query('UPDATE users SET display_name = $1 WHERE _id = $2', [sampleText, account._id]);
  await createSamples((path, body) => api('POST', path, body));
});
afterAll(() => server?.close());

describe('every list with an Export', () => {
  test('the lists that export are the ones the screens offered it on', () => {
    expect(exported.map((definition) => definition.declaration.name).sort()).toEqual(['campaigns', 'contractors', 'contracts', 'customers', 'projects', 'quotes', 'staffs']);
    expect(customers.exportColumns).toEqual(['uid', ...customerFileFields, 'creator_name', 'projects', 'created_at', 'updated_at']);
  });

  test.each(exported.map((definition) => [definition.declaration.name, definition] as const))(
    'the %s export writes, cell for cell, what the list answers: computed columns, moments and awkward text included',
    async (_name, { declaration, exportColumns }) => {
      const text = await exportedText(declaration.apiPath);
      expect(text).toBe(await listedCsv(declaration, exportColumns!, {}));
      expect(cellsOf(text).length).toBeGreaterThan(1);
    },
  );

  test('the file is named after the list and the business day, and is not kept by caches', async () => {
    const response = await exportCsv('/crm/customers');
    const { time_zone } = (await server.database.pool.query('SELECT time_zone FROM business_settings')).rows[0];
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: time_zone }).format(new Date(server.clock.now()));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="customers-${day}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the customers export', () => {
  const path = '/crm/customers';
  let made: { _id: string; uid: number }[] = [];

  beforeAll(async () => {
    const bodies = [
      { name: '=HYPERLINK("http://x")', phone: '4165550301', status: 'pending', note: 'Said "call after 6", maybe\nor Monday' },
      { name: '王芳', phone: '4165550302', status: 'active', organization: '+1 Renovations', notification_methods: ['email', 'sms'], email: 'wang@example.com' },
      { name: 'Zed Export', phone: '4165550303', status: 'active', note: '@mention, -3' },
    ];
    made = [];
    for (const body of bodies) made.push(await api('POST', path, body));
  });

  test('formula-like cells are kept text, quotes doubled, line breaks and commas quoted, Chinese as it is', async () => {
    const text = await exportedText(path, { q: '416555030' });
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain('"Said ""call after 6"", maybe\nor Monday"');
    expect(text).toContain(',王芳,');
    expect(text).toContain(",'+1 Renovations,");
    expect(text).toContain(`"'@mention, -3"`);
    expect(text).toContain(',email;sms,');
    const [header, ...rows] = cellsOf(text);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row[header.indexOf('uid')]).sort()).toEqual(made.map((customer) => String(customer.uid)).sort());
  });

  test.each([
    ['a search', { q: 'zed export' }],
    ['a filter', { filters: { status: 'active' } }],
    ['filters and a search', { filters: { status: ['active', 'pending'] }, q: '416555030' }],
    ['a sort by name, going up', { sorter: { field: 'name', order: 'ascend' } }],
    ['a sort by e-mail, which most leave empty, going down', { sorter: { field: 'email', order: 'descend' } }],
  ])('honours %s as the list does', async (_what, query) => {
    const text = await exportedText(path, query);
    expect(text).toBe(await listedCsv(customers.declaration, customers.exportColumns!, query));
  });

  test('a query the list refuses is refused before anything is written', async () => {
    const unknownFilter = await exportCsv(path, { filters: { password: 'x' } });
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().error).toBe("The list cannot be filtered by 'password'.");
    expect((await exportCsv(path, { sorter: { field: 'note' } })).json().error).toBe("The list cannot be sorted by 'note'.");
    expect((await exportCsv(path, { pagination: { current: 2 } })).statusCode).toBe(400);
  });

  test('is refused to a role without the customers, and to no one signed in', async () => {
    const { headers: pmOnly } = await server.signIn(['employee'], ['pm']);
    const refused = await exportCsv(path, {}, pmOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    const anonymous = await server.app.inject({ method: 'POST', url: `/api${path}/export.csv`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  test('3 000 customers, many created at one moment, arrive complete and in the order of each sort', async () => {
    // One statement, one `now()`: the keyset must break ties on `_id`; a third have no e-mail, which sorts as null.
    await server.database.pool.query(
      `INSERT INTO customers (_id, name, phone, email, status)
       SELECT 'bulkexport' || lpad(n::text, 14, '0'), 'Bulk ' || (n % 97), '4165559999',
              CASE WHEN n % 3 = 0 THEN NULL ELSE 'bulk' || (n % 50) || '@example.com' END, 'pending'
       FROM generate_series(1, 3000) AS n`,
    );
    const everyone = (await server.database.pool.query('SELECT count(*)::int AS count FROM customers')).rows[0].count;
    for (const query of [{}, { sorter: { field: 'email', order: 'ascend' } }, { sorter: { field: 'email', order: 'descend' } }, { sorter: { field: 'name', order: 'ascend' }, q: 'bulk' }]) {
      const text = await exportedText(path, query);
      const [header, ...rows] = cellsOf(text);
      const uids = rows.map((row) => row[header.indexOf('uid')]);
      expect(new Set(uids).size).toBe(uids.length);
      expect(uids.length).toBe('q' in query ? 3000 : everyone);
      expect(text).toBe(await listedCsv(customers.declaration, customers.exportColumns!, query));
    }
  });
});

describe("the campaigns' messages export", () => {
  const declaration = campaignMessageList;

  beforeAll(async () => {
    const [campaign] = (await server.database.pool.query('SELECT _id FROM campaigns LIMIT 1')).rows;
    const [customer] = (await server.database.pool.query('SELECT _id FROM customers LIMIT 1')).rows;
    // Written by one statement as a campaign's expansion writes them: one moment, in the order of their ids.
    await server.database.pool.query(
      `INSERT INTO campaign_messages (_id, campaign, customer, channel, status, error)
       SELECT 'msg' || lpad(n::text, 21, '0'), $1, $2 || n, CASE WHEN n % 2 = 0 THEN 'email' ELSE 'sms' END,
              CASE WHEN n % 3 = 0 THEN 'failed' ELSE 'skipped' END,
              CASE WHEN n % 3 = 0 THEN '550 "mailbox" unavailable, sorry' ELSE 'no_email_address' END
       FROM generate_series(1, 1500) AS n`,
      [campaign._id, customer._id],
    );
  });

  test.each([
    ['en-US', 'en-US,en;q=0.9', 'No e-mail address'],
    ['zh-CN', 'zh-CN', '没有邮箱地址'],
  ] as const)('writes every message in the list order, the reasons in the reader\'s language (%s)', async (locale, acceptLanguage, reason) => {
    const text = await exportedText(declaration.apiPath, {}, { 'accept-language': acceptLanguage });
    const [header, ...rows] = cellsOf(text);
    expect(header).toEqual([...messageExportColumns]);
    expect(rows).toHaveLength(1500);
    expect(rows.filter((row) => row[header.indexOf('error')] === reason)).toHaveLength(1000);
    expect(text).toContain('"550 ""mailbox"" unavailable, sorry"');
    expect(text).toBe(
      await listedCsv(declaration, messageExportColumns, {}, (message) => ({ ...message, error: messageReasonText(message.error as string | null, locale) })),
    );
  });

  test('honours the filters, and is refused to a role without marketing', async () => {
    const text = await exportedText(declaration.apiPath, { filters: { status: 'failed', channel: ['email'] } });
    expect(cellsOf(text)).toHaveLength(1 + 250);
    expect((await exportCsv(declaration.apiPath, { filters: { status: 'lost' } })).statusCode).toBe(400);
    const { headers: crmOnly } = await server.signIn(['employee'], ['crm']);
    expect((await exportCsv(declaration.apiPath, {}, crmOnly)).statusCode).toBe(403);
  });
});
