import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { predefinedRecipientFilters, utcDay } from '../../domain/recipientGroup.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;

/** Customers with known fields, by a letter; created on the day given, their projects as listed. */
const seeded = {
  A: { fields: { locale: 'en-US', status: 'active', source: 'Website', gender: 'male', location: 'Toronto,ON', notification_methods: ['email'] }, day: '2024-01-10', projects: [{ status: 'completed', services: ['kitchen-remodeling'] }] },
  B: {
    fields: { locale: 'zh-CN', status: 'pending', source: 'WeChat', gender: 'female', location: 'Markham,ON', notification_methods: ['email', 'sms'] },
    day: '2025-06-01',
    projects: [
      { status: 'in_progress', services: ['bathroom-renovation'] },
      { status: 'completed', services: ['painting', 'drywall'] },
    ],
  },
  C: { fields: { locale: 'zh-CN', status: 'interested', source: 'Website', gender: 'female', location: 'markham,on', notification_methods: ['sms'], active: false }, day: '2025-12-20', projects: [] },
  D: { fields: { locale: 'fr-FR', status: 'potential', source: 'HomeStars', gender: 'unknown', location: 'Toronto,ON', notification_methods: [] }, day: '2025-12-31', projects: [{ status: 'quoted', services: ['kitchen-remodeling'] }] },
  E: { fields: { locale: 'en-US', status: 'active', source: 'Direct', gender: 'male', notification_methods: ['email'] }, day: 'today', projects: [] },
} as const;
type Letter = keyof typeof seeded;
const idOf: Partial<Record<Letter, string>> = {};
const letterOf = (id: string) => (Object.keys(idOf) as Letter[]).find((letter) => idOf[letter] === id);

let marketer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  await server.setMailingAddress();
  marketer = (await server.signIn(['employee'], ['marketing'])).headers;
  pm = pmFixtures(server, (await server.signIn(['manager'])).headers);
  let phone = 4165550200;
  for (const [letter, { fields, day, projects }] of Object.entries(seeded) as [Letter, (typeof seeded)[Letter]][]) {
    const customer = await pm.createCustomer({ name: `Customer ${letter}`, phone: String(phone++), email: `${letter}@example.com`, ...fields });
    idOf[letter] = customer._id;
    if (day !== 'today') await server.database.pool.query("UPDATE customers SET created_at = $1::date + time '12:00' WHERE _id = $2", [day, customer._id]);
    for (const project of projects) await pm.created('/pm/projects', pm.projectBody(customer._id, project));
  }
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = marketer) =>
  server.app.inject({ method, url: `/api${url}`, headers, payload });

async function preview(filter: object, pagination?: object) {
  const response = await call('POST', '/marketing/recipients/filter', { filter, pagination });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; customers: (ApiRecord & { name: string })[] };
}

/** The letters of the customers a filter selects, newest first; its total counted as well as seen whole. */
const selected = async (filter: object) => {
  const { total, customers } = await preview(filter);
  expect(customers).toHaveLength(total);
  // A page of one, which leaves the rest to be counted (from the segment tallies, when the filter allows).
  expect((await preview(filter, { current: 1, pageSize: 1 })).total).toBe(total);
  return customers.map((customer) => letterOf(customer._id)).join('');
};

describe('POST /marketing/recipients/filter', () => {
  test.each([
    [{}, 'EDCBA'],
    [{ locale: 'zh-CN' }, 'CB'],
    [{ locale: ['en-US', 'fr-FR'] }, 'EDA'],
    [{ status: 'active' }, 'EA'],
    [{ source: ['Website', 'HomeStars'] }, 'DCA'],
    [{ gender: 'female' }, 'CB'],
    [{ location: 'MARKHAM,ON' }, 'CB'],
    [{ location: ['Toronto,ON', 'nowhere'] }, 'DA'],
    [{ active: false }, 'C'],
    [{ active: true }, 'EDBA'],
    [{ notification_methods: 'sms' }, 'CB'],
    [{ notification_methods: ['email'] }, 'EBA'],
    [{ created_at: { gte: '2025-06-01' } }, 'EDCB'],
    [{ created_at: { gte: '2025-01-01', lte: '2025-12-20' } }, 'CB'],
    [{ created_at: { lte: '2025-12-31' } }, 'DCBA'],
    // A project condition of neither status nor service selects by nothing, as a cleared input does.
    [{ project: {} }, 'EDCBA'],
    [{ project: { status: ['pending', 'quoted', 'in_progress', 'completed'] } }, 'DBA'],
    [{ project: { status: 'completed' } }, 'BA'],
    [{ project: { services: ['kitchen-remodeling', 'drywall'] } }, 'DBA'],
    // One project must match both: B's completed project is not its bathroom one.
    [{ project: { status: 'completed', services: 'bathroom-renovation' } }, ''],
    [{ project: { status: ['completed', 'quoted'], services: 'kitchen-remodeling' } }, 'DA'],
    [{ locale: 'zh-CN', active: true, project: { status: 'in_progress' } }, 'B'],
    [{ locale: [], status: null, created_at: { gte: null, lte: '' } }, 'EDCBA'],
  ])('%j selects %s', async (filter, letters) => {
    expect(await selected(filter)).toBe(letters);
  });

  test('answers each customer with name, phone, e-mail, locale and channels, and pages past the first 25', async () => {
    const { customers } = await preview({ locale: 'zh-CN' });
    expect(customers[0]).toEqual({
      _id: idOf.C,
      uid: expect.any(Number),
      name: 'Customer C',
      last_name: 'Lovelace',
      phone: expect.stringMatching(/^\d{10}$/),
      email: 'C@example.com',
      locale: 'zh-CN',
      notification_methods: ['sms'],
    });
    const secondPage = await preview({}, { current: 2, pageSize: 2 });
    expect(secondPage.total).toBe(5);
    expect(secondPage.customers.map((customer) => letterOf(customer._id))).toEqual(['C', 'B']);
    expect((await preview({}, { current: 9, pageSize: 2 })).customers).toEqual([]);
  });

  test.each([
    [{ colour: 'red' }, 'filter', /'colour'/],
    [{ project: { status: 'completed', budget: 5 } }, 'filter.project', /'budget'/],
    [{ created_at: { after: '2025-01-01' } }, 'filter.created_at', /'after'/],
    [{ locale: 'de-DE' }, 'filter.locale.0', /locale has no value "de-DE"/],
    [{ status: ['active', 'asleep'] }, 'filter.status.1', /status has no value "asleep"/],
    [{ project: { services: 'moat-digging' } }, 'filter.project.services.0', /service has no value "moat-digging"/],
    [{ active: 'yes' }, 'filter.active.0', /active has no value "yes"/],
    [{ created_at: { gte: 'last tuesday' } }, 'filter.created_at.gte', /valid date/],
  ])('%j is refused with a 400 naming it at %s', async (filter, path, message) => {
    const response = await call('POST', '/marketing/recipients/filter', { filter });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toMatch(message);
    expect(body.details).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });

  test("the predefined lists select by language and by when customers came", async () => {
    const today = utcDay(Date.now());
    const letters = async (list: keyof typeof predefinedRecipientFilters) => selected(predefinedRecipientFilters[list](today));
    expect(await letters('all')).toBe('EDCBA');
    expect(await letters('english-customer')).toBe('EA');
    expect(await letters('chinese-customer')).toBe('CB');
    expect(await letters('customers-3-months')).toContain('E');
    expect(await letters('customers-3-months')).not.toContain('A');
    // Recent and old customers split them all between them.
    const recent = await letters('customers-12-months');
    const old = await letters('old-customers');
    expect([...recent, ...old].sort().join('')).toBe('ABCDE');
    expect(old).toContain('A');
  });

  test('the predefined lists count from calendar months back', () => {
    expect(predefinedRecipientFilters['customers-3-months']('2026-05-31')).toEqual({ created_at: { gte: '2026-02-28' } });
    expect(predefinedRecipientFilters['customers-6-months']('2026-08-15')).toEqual({ created_at: { gte: '2026-02-15' } });
    expect(predefinedRecipientFilters['customers-12-months']('2024-02-29')).toEqual({ created_at: { gte: '2023-02-28' } });
    expect(predefinedRecipientFilters['old-customers']('2026-03-01')).toEqual({ created_at: { lte: '2025-02-28' } });
  });
});

describe('recipient groups', () => {
  const createGroup = async (body: object) => {
    const response = await call('POST', '/marketing/recipients', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ApiRecord & { filter: object; name: string };
  };

  test('a group is saved with its filter, read by id, listed, and counted in the statistics', async () => {
    const before = (await pm.statistics()).recipients;
    const group = await createGroup({ name: 'Chinese speakers', description: 'Lunar new year offers', filter: { locale: 'zh-CN', project: { status: 'in_progress' } } });
    expect(group).toMatchObject({
      name: 'Chinese speakers',
      description: 'Lunar new year offers',
      filter: { locale: ['zh-CN'], project: { status: ['in_progress'] } },
      creator_name: expect.stringMatching(/employee/),
    });
    expect((await call('GET', `/marketing/recipients/${group._id}`)).json()).toEqual(group);
    const listed = (await call('POST', '/marketing/recipients/query', { filters: { name: 'chinese' } })).json();
    expect(listed.recipients.map((shown: ApiRecord) => shown._id)).toContain(group._id);
    expect((await pm.statistics()).recipients).toBe(before + 1);
    expect((await call('GET', '/marketing/recipients/no-such-group')).statusCode).toBe(404);
  });

  test('GET /marketing/recipients answers every group by name with its member count as of now', async () => {
    // Cleared inputs select by nothing and are not kept.
    const everyone = await createGroup({ name: 'AAA everyone', filter: { locale: [], gender: null, created_at: { gte: null }, project: { status: [] } } });
    expect(everyone.filter).toEqual({});
    await createGroup({ name: 'Toronto', filter: { location: 'toronto,on' } });
    const countOf = async (name: string) => {
      const { recipients } = (await call('GET', '/marketing/recipients')).json() as { recipients: (ApiRecord & { name: string; member_count: number })[] };
      expect(recipients.map((group) => group.name)).toEqual([...recipients.map((group) => group.name)].sort());
      return recipients.find((group) => group.name === name)?.member_count;
    };
    expect(await countOf('AAA everyone')).toBe(5);
    expect(await countOf('Toronto')).toBe(2);
    // Members are worked out when asked: a customer moving to Toronto joins the group at once.
    await server.database.pool.query("UPDATE customers SET location = 'Toronto,ON' WHERE _id = $1", [idOf.E]);
    expect(await countOf('Toronto')).toBe(3);
    await server.database.pool.query('UPDATE customers SET location = NULL WHERE _id = $1', [idOf.E]);

    // Counted from the segment tallies, which follow every change of a customer.
    await createGroup({ name: 'Chinese by SMS', filter: { locale: 'zh-CN', notification_methods: 'sms' } });
    expect(await countOf('Chinese by SMS')).toBe(2);
    const b = await pm.succeeded('GET', `/crm/customers/${idOf.B}`);
    const saved = await pm.succeeded('PUT', '/crm/customers', { _id: b._id, updated_at: b.updated_at, notification_methods: ['email'] });
    expect(await countOf('Chinese by SMS')).toBe(1);
    await pm.succeeded('PUT', '/crm/customers', { _id: b._id, updated_at: saved.updated_at, notification_methods: ['email', 'sms'] });
    expect(await countOf('Chinese by SMS')).toBe(2);
  });

  test('an update saves name and filter; without updated_at it is a 428, with an old one a 409', async () => {
    const group = await createGroup({ name: 'Women', filter: { gender: 'female' } });
    expect((await call('PUT', '/marketing/recipients', { _id: group._id, name: 'No version' })).statusCode).toBe(428);
    const saved = await call('PUT', '/marketing/recipients', { _id: group._id, updated_at: group.updated_at, name: 'Active women', filter: { gender: 'female', active: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Active women', filter: { gender: ['female'], active: [true] } });
    const stale = await call('PUT', '/marketing/recipients', { _id: group._id, updated_at: group.updated_at, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_UPDATE');
    expect(await selected(saved.json().filter)).toBe('B');
  });

  test.each([
    [{ name: '' }, 'name', 'Please input group name'],
    [{ name: 'x'.repeat(51) }, 'name', 'Length should be 1 to 50'],
    [{ name: 'Bad', filter: { planet: 'Mars' } }, 'filter', "A recipient filter cannot select by 'planet'."],
    [{ name: 'Bad', filter: { source: 'Carrier pigeon' } }, 'filter.source.0', 'The filter\'s source has no value "Carrier pigeon".'],
  ])('%j is refused naming %s', async (body, path, message) => {
    const response = await call('POST', '/marketing/recipients', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ path, message }));
    const update = await call('PUT', '/marketing/recipients', { _id: 'whatever', updated_at: new Date().toISOString(), ...body });
    expect(update.statusCode).toBe(400);
  });
});

describe('access', () => {
  test('staff who may read marketing preview and list; those who may not are refused', async () => {
    const crmOnly = (await server.signIn(['employee'], ['crm'])).headers;
    const worker = (await server.signIn(['Worker'])).headers;
    for (const headers of [crmOnly, worker]) {
      expect((await call('POST', '/marketing/recipients/filter', { filter: {} }, headers)).statusCode).toBe(403);
      expect((await call('GET', '/marketing/recipients', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/marketing/recipients', { name: 'Sneaky' }, headers)).statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/marketing/recipients/filter', payload: { filter: {} } })).statusCode).toBe(401);
    const admin = (await server.signIn(['admin'])).headers;
    expect((await call('POST', '/marketing/recipients/filter', { filter: { locale: 'zh-CN' } }, admin)).json().total).toBe(2);
  });
});

describe('a project condition as projects and customers change', () => {
  // Customers of a town of their own, so that the letters above stay as they are.
  const town = 'Pairville,ON';
  const kitchenOrBathroomUnderWay = { location: town, project: { status: ['in_progress', 'completed'], services: ['kitchen-remodeling', 'bathroom-renovation'] } };
  const names = new Map<string, string>();
  let phone = 4165550300;

  const customer = async (name: string, day: string, fields: object = {}) => {
    const created = await pm.createCustomer({ name, phone: String(phone++), email: `${name}@example.com`, location: town, ...fields });
    await server.database.pool.query("UPDATE customers SET created_at = $1::date + time '12:00' WHERE _id = $2", [day, created._id]);
    names.set(created._id, name);
    return created._id;
  };
  const project = (customerId: string, fields: { status: string; services: string[] }) => pm.created('/pm/projects', pm.projectBody(customerId, fields));
  const editProject = async (project: ApiRecord, fields: object) => {
    const current = await pm.succeeded('GET', `/pm/projects/${project._id}`);
    return pm.succeeded('PUT', '/pm/projects', { _id: project._id, updated_at: current.updated_at, ...fields });
  };
  /** The names the filter selects newest first, checked against its count, a page at a time and the members' count. */
  const selectedNames = async (filter: object = kitchenOrBathroomUnderWay) => {
    const { total, customers } = await preview(filter);
    expect(customers).toHaveLength(total);
    for (const pageSize of [1, 2]) {
      const pages = [];
      for (let current = 1; current <= Math.ceil(total / pageSize) + 1; current++) {
        const page = await preview(filter, { current, pageSize });
        expect(page.total).toBe(total);
        pages.push(...page.customers);
      }
      expect(pages).toEqual(customers);
    }
    return customers.map((shown) => names.get(shown._id)).join(' ');
  };

  test('a customer is counted once, follows its projects and its own fields, and leaves with them', async () => {
    const ann = await customer('Ann', '2025-03-01');
    const bo = await customer('Bo', '2025-04-01');
    const cy = await customer('Cy', '2025-05-01', { locale: 'zh-CN' });
    const di = await customer('Di', '2025-06-01');
    // Ann has two matching projects, one of them for both services: she is one customer.
    await project(ann, { status: 'in_progress', services: ['kitchen-remodeling', 'bathroom-renovation'] });
    await project(ann, { status: 'completed', services: ['bathroom-renovation'] });
    const boQuoted = await project(bo, { status: 'quoted', services: ['kitchen-remodeling'] });
    const cyKitchen = await project(cy, { status: 'completed', services: ['kitchen-remodeling'] });
    const diBathroom = await project(di, { status: 'in_progress', services: ['bathroom-renovation', 'painting'] });
    expect(await selectedNames()).toBe('Di Cy Ann');
    expect(await selectedNames({ ...kitchenOrBathroomUnderWay, locale: 'zh-CN' })).toBe('Cy');
    expect(await selectedNames({ location: town, project: { services: 'painting' } })).toBe('Di');
    expect(await selectedNames({ location: town, project: { status: 'quoted' } })).toBe('Bo');

    // A project's new status or services move its customer in or out; another edit changes nothing.
    await editProject(boQuoted, { status: 'in_progress' });
    expect(await selectedNames()).toBe('Di Cy Bo Ann');
    await editProject(diBathroom, { services: ['painting'] });
    expect(await selectedNames()).toBe('Cy Bo Ann');
    await editProject(cyKitchen, { note: 'Quartz counters' });
    expect(await selectedNames()).toBe('Cy Bo Ann');

    // The customer's own fields and creation day are read where the project condition is.
    await server.database.pool.query("UPDATE customers SET location = 'Elsewhere,ON' WHERE _id = $1", [cy]);
    expect(await selectedNames()).toBe('Bo Ann');
    await server.database.pool.query("UPDATE customers SET location = $1, created_at = '2025-01-01 12:00' WHERE _id = $2", [town, cy]);
    expect(await selectedNames()).toBe('Bo Ann Cy');
    expect(await selectedNames({ ...kitchenOrBathroomUnderWay, created_at: { lte: '2025-03-31' } })).toBe('Ann Cy');

    // A deleted project takes its customer out unless another project still matches; so does a deleted customer.
    await server.database.pool.query('DELETE FROM projects WHERE _id = $1', [boQuoted._id]);
    await server.database.pool.query("DELETE FROM projects WHERE customer = $1 AND status = 'in_progress'", [ann]);
    expect(await selectedNames()).toBe('Ann Cy');
    await server.database.pool.query('WITH gone AS (DELETE FROM projects WHERE customer = $1) DELETE FROM customers WHERE _id = $1', [cy]);
    expect(await selectedNames()).toBe('Ann');

    // A group with the condition counts the same members, and a campaign to it writes one message each.
    const group = await call('POST', '/marketing/recipients', { name: 'Pairville projects', filter: kitchenOrBathroomUnderWay });
    expect(group.statusCode, group.body).toBe(201);
    const { recipients } = (await call('GET', '/marketing/recipients')).json() as { recipients: (ApiRecord & { member_count: number })[] };
    expect(recipients.find((listed) => listed._id === group.json()._id)?.member_count).toBe(1);
    const campaign = await call('POST', '/marketing/campaigns', {
      sender: 'Harbour Renovations',
      title: 'Pairville offer',
      content: '<p>Hello</p>',
      recipients_list: [group.json()._id],
      notification_channels: ['email'],
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    expect((await call('POST', `/marketing/campaigns/${campaign.json()._id}/send`)).statusCode).toBe(200);
    const { messages } = (await call('POST', '/marketing/messages/query', { filters: { campaign: campaign.json()._id } })).json() as { messages: { customer: string }[] };
    expect(messages.map((message) => names.get(message.customer))).toEqual(['Ann']);
  });

  test('customers created at the same moment come in the order of their ids, as without a project condition', async () => {
    const tieTown = 'Tieville,ON';
    const [eveFirstId, fay, gus, hal] = [
      await customer('Eve', '2025-07-01', { location: tieTown }),
      await customer('Fay', '2025-07-01', { location: tieTown }),
      await customer('Gus', '2025-07-01', { location: tieTown }),
      await customer('Hal', '2025-07-01', { location: tieTown }),
    ];
    // Eve, created first, is given the id that sorts last: the order of ids and the order of creation (`uid`) disagree.
    const eve = 'ffffffffffffffffffffffff';
    await server.database.pool.query('UPDATE customers SET _id = $1 WHERE _id = $2', [eve, eveFirstId]);
    names.set(eve, 'Eve');
    // Each in a pair of its own, so that the page is merged from several pairs.
    await project(eve, { status: 'in_progress', services: ['kitchen-remodeling'] });
    await project(fay, { status: 'completed', services: ['bathroom-renovation'] });
    await project(gus, { status: 'in_progress', services: ['bathroom-renovation'] });
    await project(hal, { status: 'completed', services: ['kitchen-remodeling'] });
    const withoutProjectCondition = (await preview({ location: tieTown })).customers.map((shown) => names.get(shown._id)).join(' ');
    expect(withoutProjectCondition).toBe('Eve Hal Gus Fay');
    expect(await selectedNames({ ...kitchenOrBathroomUnderWay, location: tieTown })).toBe(withoutProjectCondition);
  });
});
