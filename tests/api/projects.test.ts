import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerFullName } from '../../domain/customer.js';
import { listLimits } from '../../domain/listLimits.js';
import { projectDefaults } from '../../domain/project.js';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { projectQuickSearchLimit } from '../../server/routes/pm.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let staffId: string;
let customer: ApiRecord;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(['employee']);
  staffId = staff.account._id;
  pm = pmFixtures(server, staff.headers);
  customer = await pm.createCustomer({ name: 'Wei', last_name: 'Wang', phone: '6475551234', phone_extension: '12', email: 'wei@example.com' });
});
afterAll(() => server?.close());

const projectCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM projects')).rows[0].n;

describe('create', () => {
  test('answers the saved project with the defaults, who created it and its customer’s contact details', async () => {
    const project = await pm.created('/pm/projects', pm.projectBody(customer._id));
    expect(project).toMatchObject({
      customer: customer._id,
      property: 'house',
      services: ['kitchen-remodeling'],
      discount: projectDefaults.discount,
      status: projectDefaults.status,
      creator: staffId,
      creator_name: expect.any(String),
      customer_name: 'Wei Wang',
      customer_phone: '6475551234',
      customer_phone_extension: '12',
      customer_email: 'wei@example.com',
      team_name: null,
      specialist_name: null,
    });
    expect(project._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(String(project.created_at))).toBeGreaterThan(Date.now() - 60_000);
  });

  test('the database default for services is interior-renovation, as the form’s', async () => {
    await server.database.pool.query(`INSERT INTO projects (_id, customer) VALUES ('default-services', $1)`, [customer._id]);
    const stored = await pm.succeeded('GET', '/pm/projects/default-services');
    expect(stored.services).toEqual(projectDefaults.services);
    expect(projectDefaults.services).toEqual(['interior-renovation']);
  });

  test.each([
    [{ customer: undefined }, 'customer', 'Please select the customer'],
    [{ customer: '' }, 'customer', 'Please select the customer'],
    [{ property: undefined }, 'property', 'Please select property'],
    [{ property: '' }, 'property', 'Please select property'],
    [{ services: undefined }, 'services', 'Please select services'],
    [{ services: [] }, 'services', 'Please select services'],
    [{ description: undefined }, 'description', 'Please write project description'],
    [{ description: '   ' }, 'description', 'Please write project description'],
    [{ discount: -1 }, 'discount', 'Discount should be 0 to 100 %'],
    [{ discount: 100.5 }, 'discount', 'Discount should be 0 to 100 %'],
    [{ start_date: '2030-06-02', end_date: '2030-06-01' }, 'end_date', 'The end date cannot be before the start date'],
    [{ start_date: '2030-02-30' }, 'start_date', 'Please pick a valid date'],
  ])('refuses %j with "%s: %s" and creates nothing', async (fields, path, message) => {
    const before = await projectCount();
    const response = await pm.api('POST', '/pm/projects', pm.projectBody(customer._id, fields));
    expectRefusal(response, path, message);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await projectCount()).toBe(before);
  });

  test.each([
    [{ property: 'castle' }, 'property'],
    [{ services: ['interior_renovation'] }, 'services.0'],
    [{ services: ['kitchen-remodeling', 'gold-plating'] }, 'services.1'],
    [{ status: 'done' }, 'status'],
    [{ source: 'Billboard' }, 'source'],
  ])('refuses a value off its list: %j', async (fields, path) => {
    expectRefusal(await pm.api('POST', '/pm/projects', pm.projectBody(customer._id, fields)), path, 'Please choose a value from the list');
  });

  test('every service type and a discount of 0 or 100 are accepted', async () => {
    const { serviceTypes } = await import('../../domain/enums.js');
    const project = await pm.created('/pm/projects', pm.projectBody(customer._id, { services: [...serviceTypes], discount: 100 }));
    expect(project.services).toHaveLength(serviceTypes.length);
    expect(project.discount).toBe(100);
  });

  test.each([
    [{ customer: '6b0000000000000000000000' }, 'customer', 'This customer does not exist'],
    [{ team: 'no-such-team' }, 'team', 'This team does not exist'],
    [{ specialist: 'no-such-staff' }, 'specialist', 'This staff member does not exist'],
  ])('a project naming a record that does not exist, %j, is a 400 naming the field', async (fields, path, message) => {
    const before = await projectCount();
    const response = await pm.api('POST', '/pm/projects', pm.projectBody(customer._id, fields));
    expectRefusal(response, path, message);
    expect(response.json().error).toBe(message);
    expect(await projectCount()).toBe(before);
  });

  test('the specialist is a staff member: an account that is only a visitor is refused', async () => {
    const visitor = (await server.signIn(['visitor'])).account._id;
    expectRefusal(await pm.api('POST', '/pm/projects', pm.projectBody(customer._id, { specialist: visitor })), 'specialist', 'This staff member does not exist');
  });

  test('team and specialist name their records in the answer', async () => {
    const specialist = await server.signIn(['employee']);
    const team = await pm.createTeam({ name: 'North crew' });
    const project = await pm.created('/pm/projects', pm.projectBody(customer._id, { team: team._id, specialist: specialist.account._id }));
    expect(project).toMatchObject({ team: team._id, team_name: 'North crew', specialist: specialist.account._id, specialist_name: specialist.account.username });
  });
});

describe('get, update and history', () => {
  test('get answers the project, or 404 with a readable error', async () => {
    const project = await pm.createProject();
    expect(await pm.succeeded('GET', `/pm/projects/${project._id}`)).toEqual(project);
    const missing = await pm.api('GET', '/pm/projects/6b0000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Project was not found.', code: 'NOT_FOUND' });
  });

  test('every change is written to the history by itself, beside the notes staff write', async () => {
    const project = await pm.createProject({ start_date: '2030-03-01' });
    const team = await pm.createTeam();
    const specialist = await pm.staffMember(['employee']);
    const updated = await pm.succeeded('PUT', '/pm/projects', {
      _id: project._id,
      updated_at: project.updated_at,
      status: 'contracted',
      team: team._id,
      specialist,
      start_date: '2030-04-01',
      end_date: '2030-05-15',
      discount: 12.5,
    });
    expect(updated).toMatchObject({ status: 'contracted', team: team._id, specialist, start_date: '2030-04-01', end_date: '2030-05-15', discount: 12.5 });
    await pm.created(`/pm/projects/${project._id}/history`, { type: 'user_record', content: 'Customer signed on site.' });

    const { history } = await pm.succeeded('GET', `/pm/projects/${project._id}/history`);
    expect(history.map((entry: { type: string }) => entry.type)).toEqual(['user_record', 'updated', 'created']);
    expect(history[0]).toMatchObject({ content: 'Customer signed on site.', creator: staffId });
    expect(history[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'pending', to: 'contracted' },
        { field: 'team', from: null, to: team._id, toLabel: team.name },
        { field: 'specialist', from: null, to: specialist, toLabel: expect.stringMatching(/^user\d+_employee$/) },
        { field: 'start_date', from: '2030-03-01', to: '2030-04-01' },
        { field: 'end_date', from: null, to: '2030-05-15' },
        { field: 'discount', from: 0, to: 12.5 },
      ]),
    );
    expect(history[1].changes).toHaveLength(6);
  });

  test('the history names the customer, team and specialist a change moved between, as they were named then', async () => {
    const project = await pm.createProject();
    const grace = await pm.createCustomer({ name: 'Grace', last_name: 'Hopper' });
    const [north, south] = [await pm.createTeam({ name: 'North crew' }), await pm.createTeam({ name: 'South crew' })];
    const first = await pm.succeeded('PUT', '/pm/projects', { _id: project._id, updated_at: project.updated_at, team: north._id });
    await pm.succeeded('PUT', '/pm/projects', { _id: project._id, updated_at: first.updated_at, team: south._id, customer: grace._id });
    await pm.succeeded('PUT', '/pm/teams', { _id: north._id, updated_at: north.updated_at, name: 'Renamed crew' });

    const { history } = await pm.succeeded('GET', `/pm/projects/${project._id}/history`);
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'team', from: north._id, to: south._id, fromLabel: 'North crew', toLabel: 'South crew' },
        { field: 'customer', from: project.customer, to: grace._id, fromLabel: 'Ada Lovelace', toLabel: 'Grace Hopper' },
      ]),
    );
    expect(history[1].changes).toEqual([{ field: 'team', from: null, to: north._id, toLabel: 'North crew' }]);
  });

  test('a Chinese customer’s name reads surname first in its projects, contracts, tasks and their history', async () => {
    const wang = await pm.createCustomer({ name: '芳', last_name: '王' });
    const project = await pm.created('/pm/projects', pm.projectBody(wang._id));
    expect(project.customer_name).toBe('王芳');
    expect((await pm.createContract(project._id)).customer_name).toBe('王芳');
    expect((await pm.createTask(project._id, [staffId])).customer_name).toBe('王芳');

    await pm.succeeded('PUT', '/pm/projects', { _id: project._id, updated_at: project.updated_at, customer: customer._id });
    const { history } = await pm.succeeded('GET', `/pm/projects/${project._id}/history`);
    expect(history[0].changes).toEqual([{ field: 'customer', from: wang._id, to: customer._id, fromLabel: '王芳', toLabel: 'Wei Wang' }]);
  });

  test('the database writes a full name as the screens do, inlined into its selects', async () => {
    const names = [['芳', '王'], ['Emily', 'Tremblay'], [' Emily ', null], ['王芳', ''], ['Wei', '王'], ['Ada', ' ']];
    for (const [name, last_name] of names) {
      const { rows } = await server.database.pool.query('SELECT customer_full_name($1, $2) AS full_name', [name, last_name]);
      expect(rows[0].full_name, `${name} / ${last_name}`).toBe(customerFullName({ name, last_name }));
    }
    // Inlined into the select, not called for each row of a list.
    const { rows: plan } = await server.database.pool.query('EXPLAIN VERBOSE SELECT customer_full_name(name, last_name) FROM customers');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).not.toContain('customer_full_name');
  });

  test('an update read before the stored version is a 409 and changes nothing', async () => {
    const project = await pm.createProject();
    await pm.succeeded('PUT', '/pm/projects', { _id: project._id, updated_at: project.updated_at, status: 'quoted' });
    const stale = await pm.api('PUT', '/pm/projects', { _id: project._id, updated_at: project.updated_at, status: 'abandoned' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_UPDATE', error: expect.stringMatching(/changed by someone else/) });
    expect((await pm.succeeded('GET', `/pm/projects/${project._id}`)).status).toBe('quoted');
  });

  test('an update is checked like a create, and against what is stored', async () => {
    const project = await pm.createProject({ start_date: '2030-03-01' });
    const { _id } = project;
    expectRefusal(await pm.api('PUT', '/pm/projects', { _id, updated_at: project.updated_at, description: '' }), 'description', 'Please write project description');
    expectRefusal(await pm.api('PUT', '/pm/projects', { _id, updated_at: project.updated_at, services: [] }), 'services', 'Please select services');
    expectRefusal(await pm.api('PUT', '/pm/projects', { _id, updated_at: project.updated_at, customer: 'gone' }), 'customer', 'This customer does not exist');
    expectRefusal(await pm.api('PUT', '/pm/projects', { _id, updated_at: project.updated_at, team: 'gone' }), 'team', 'This team does not exist');
    expectRefusal(await pm.api('PUT', '/pm/projects', { _id, updated_at: project.updated_at, end_date: '2030-02-01' }), 'end_date', 'The end date cannot be before the start date');
    expect((await pm.api('PUT', '/pm/projects', { _id: 'no-such-project', status: 'quoted' })).statusCode).toBe(404);
    expect(await pm.succeeded('GET', `/pm/projects/${_id}`)).toEqual(project);
    const { history } = await pm.succeeded('GET', `/pm/projects/${_id}/history`);
    expect(history).toHaveLength(1);
  });

  test('a team or a specialist can be taken off a project', async () => {
    const team = await pm.createTeam();
    const project = await pm.createProject({ team: team._id });
    const updated = await pm.succeeded('PUT', '/pm/projects', { _id: project._id, updated_at: project.updated_at, team: null });
    expect(updated).toMatchObject({ team: null, team_name: null });
  });

  test('history of an unknown project is a 404; an empty note is refused', async () => {
    const project = await pm.createProject();
    expect((await pm.api('GET', '/pm/projects/nothing/history')).statusCode).toBe(404);
    expect((await pm.api('POST', '/pm/projects/nothing/history', { type: 'user_record', content: 'x' })).statusCode).toBe(404);
    const empty = await pm.api('POST', `/pm/projects/${project._id}/history`, { type: 'user_record', content: ' ' });
    expect(empty.json()).toMatchObject({ error: 'Please write the note' });
  });
});

describe('the projects of a customer', () => {
  test('answers that customer’s projects only, newest first', async () => {
    const other = await pm.createCustomer({ name: 'Other' });
    const first = await pm.created('/pm/projects', pm.projectBody(other._id, { description: 'Roof' }));
    const second = await pm.created('/pm/projects', pm.projectBody(other._id, { description: 'Deck' }));
    await pm.createProject();
    const { projects } = await pm.succeeded('GET', `/pm/projects/customer/${other._id}`);
    expect(projects.map((p: ApiRecord) => p._id)).toEqual([second._id, first._id]);
    expect(projects[0].customer_name).toBe('Other Lovelace');
  });

  test('a customer without projects has none; an unknown customer is a 404', async () => {
    const lonely = await pm.createCustomer();
    expect(await pm.succeeded('GET', `/pm/projects/customer/${lonely._id}`)).toEqual({ projects: [] });
    const missing = await pm.api('GET', '/pm/projects/customer/6b0000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Customer was not found.');
  });

  test('each customer counts its projects as they are added, moved to another customer and removed', async () => {
    const [owner, other] = [await pm.createCustomer(), await pm.createCustomer()];
    const counts = async () => {
      const { customers } = await pm.succeeded('POST', '/crm/customers/query', { filters: { uid: [owner.uid, other.uid] } });
      const listed = Object.fromEntries(customers.map((c: ApiRecord) => [c._id, c.projects]));
      for (const customer of [owner, other]) expect((await pm.succeeded('GET', `/crm/customers/${customer._id}`)).projects).toBe(listed[customer._id]);
      return [listed[owner._id], listed[other._id]];
    };
    const first = await pm.created('/pm/projects', pm.projectBody(owner._id));
    await pm.created('/pm/projects', pm.projectBody(owner._id));
    expect(await counts()).toEqual([2, 0]);

    const kept = await pm.succeeded('PUT', '/pm/projects', { _id: first._id, updated_at: first.updated_at, status: 'contacted' });
    expect(await counts()).toEqual([2, 0]);
    await pm.succeeded('PUT', '/pm/projects', { _id: first._id, updated_at: kept.updated_at, customer: other._id });
    expect(await counts()).toEqual([1, 1]);

    await server.database.pool.query('DELETE FROM projects WHERE _id = $1', [first._id]);
    expect(await counts()).toEqual([1, 0]);
    // Counting is no change to the customer: a form opened on it before still saves.
    expect((await pm.succeeded('GET', `/crm/customers/${owner._id}`)).updated_at).toBe(owner.updated_at);
  });
});

describe('the list query', () => {
  let owner: ApiRecord;
  let team: ApiRecord;
  beforeAll(async () => {
    owner = await pm.createCustomer({ name: 'Listed' });
    team = await pm.createTeam();
    const rows = [
      { status: 'quoted', start_date: '2031-01-10', services: ['roofing'], team: team._id },
      { status: 'quoted', start_date: '2031-03-05', services: ['plumbing', 'roofing'] },
      { status: 'completed', start_date: '2031-02-01', services: ['plumbing'], team: team._id },
    ];
    for (const row of rows) await pm.created('/pm/projects', pm.projectBody(owner._id, row));
  });
  const starts = async (body: { filters?: object; sorter?: object; pagination?: object }) => {
    const { projects, meta } = await pm.succeeded('POST', '/pm/projects/query', { ...body, filters: { customer: owner._id, ...body.filters } });
    return { starts: projects.map((p: ApiRecord) => p.start_date), meta };
  };

  test('answers {projects, meta}, newest first by default', async () => {
    expect(await starts({})).toEqual({ starts: ['2031-02-01', '2031-03-05', '2031-01-10'], meta: { total: 3, current: 1, pageSize: 25 } });
  });

  test('filters by status, team, services and a start-date range; sorts by start date', async () => {
    const sorted = (filters: object) => starts({ filters, sorter: { field: 'start_date', order: 'ascend' } }).then((r) => r.starts);
    expect(await sorted({ status: 'quoted' })).toEqual(['2031-01-10', '2031-03-05']);
    expect(await sorted({ status: ['quoted', 'completed'], team: team._id })).toEqual(['2031-01-10', '2031-02-01']);
    expect(await sorted({ services: ['plumbing'] })).toEqual(['2031-02-01', '2031-03-05']);
    expect(await sorted({ start_date: { gte: '2031-02-01', lte: '2031-03-01' } })).toEqual(['2031-02-01']);
    expect((await starts({ sorter: { field: 'start_date', order: 'descend' }, pagination: { current: 2, pageSize: 2 } })).starts).toEqual(['2031-01-10']);
    expect(await starts({ pagination: { current: 3, pageSize: 2 } })).toEqual({ starts: [], meta: { total: 3, current: 3, pageSize: 2 } });
  });

  test.each([
    [{ filters: { description: 'x' } }, "The list cannot be filtered by 'description'."],
    [{ sorter: { field: 'customer_name', order: 'ascend' } }, "The list cannot be sorted by 'customer_name'."],
    [{ filters: { start_date: { gte: 'soon' } } }, "The filter on 'start_date' has a value of the wrong kind."],
  ])('refuses %j with a 400', async (body, error) => {
    const response = await pm.api('POST', '/pm/projects/query', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });
});

describe('finding a project by text (docs/pm.md#finding-a-project)', () => {
  test('matches the customer’s name either way round, in Chinese too, the description, the address and the location', async () => {
    const wang = await pm.createCustomer({ name: '娜娜', last_name: '欧阳', phone: '4165550177' });
    const basement = await pm.created('/pm/projects', pm.projectBody(wang._id, { description: 'Finish the basement with a zinc wet bar', raw_address: '88 Quillfeather Road', location: 'Zanzibar Bay,ON' }));
    const found = async (q: string) => ((await pm.succeeded('POST', '/pm/projects/query', { q })).projects as ApiRecord[]).map((project) => project._id);
    for (const term of ['欧阳娜娜', '娜娜', 'ZINC WET BAR', 'quillfeather', 'zanzibar bay']) expect(await found(term), term).toEqual([basement._id]);
    expect(await found('nowhere at all')).toEqual([]);

    // The customer's new name finds the project at once; the old one no longer does.
    const customer = await pm.succeeded('GET', `/crm/customers/${wang._id}`);
    await pm.succeeded('PUT', '/crm/customers', { _id: wang._id, updated_at: customer.updated_at, name: '静怡', last_name: '司马' });
    expect(await found('司马静怡')).toEqual([basement._id]);
    expect(await found('欧阳娜娜')).toEqual([]);
    // And so does a project moved to another customer.
    const grace = await pm.createCustomer({ name: 'Grace', last_name: 'Oxenbridge', phone: '4165550178' });
    const project = await pm.succeeded('GET', `/pm/projects/${basement._id}`);
    await pm.succeeded('PUT', '/pm/projects', { _id: basement._id, updated_at: project.updated_at, customer: grace._id });
    expect(await found('oxenbridge')).toEqual([basement._id]);
  });
});

describe('quick search of projects (docs/pm.md#finding-a-project)', () => {
  test(`answers the ${projectQuickSearchLimit} newest the term finds, each as the list answers it, and says when more match`, async () => {
    const owner = await pm.createCustomer({ name: 'Oona', last_name: 'Quarrington', phone: '4165550190' });
    const made: ApiRecord[] = [];
    for (let n = 0; n <= projectQuickSearchLimit; n++) made.push(await pm.created('/pm/projects', pm.projectBody(owner._id, { description: `Deck ${n}` })));
    const search = async (term: string) => pm.succeeded('GET', `/pm/projects/search/${encodeURIComponent(term)}`);

    const crowd = await search('QUARRINGTON');
    expect((crowd.projects as ApiRecord[]).map((project) => project.description)).toEqual(
      Array.from({ length: projectQuickSearchLimit }, (_, i) => `Deck ${projectQuickSearchLimit - i}`),
    );
    expect(crowd.more).toBe(true);
    const listed = (await pm.succeeded('POST', '/pm/projects/query', { q: 'quarrington', pagination: { current: 1, pageSize: 1 } })).projects as ApiRecord[];
    expect((crowd.projects as ApiRecord[])[0]).toEqual(listed[0]);

    expect(await search(`deck ${projectQuickSearchLimit}`)).toEqual({ projects: [expect.objectContaining({ _id: made.at(-1)!._id })], more: false });
    expect(await search('nothing of the sort')).toEqual({ projects: [], more: false });
    const tooLong = await pm.api('GET', `/pm/projects/search/${'x'.repeat(listLimits.maxSearchLength + 1)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});
