import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

// Deleting to the trash and restoring (docs/product.md#deleting-and-restoring), through the API.

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

type Row = Record<string, unknown> & { _id: string };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
  server.app.inject({ method, url: `/api${url}`, headers: as, payload });

async function created(url: string, body: object): Promise<Row> {
  const response = await api('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function ok(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await api(method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const tableRows = async (table: string, column: string, id: string) =>
  (await server.database.pool.query(`SELECT * FROM ${table} WHERE ${column} = $1 ORDER BY _id`, [id])).rows;
const tableRow = async (table: string, id: string) => (await tableRows(table, '_id', id))[0];

const customer = (name: string, fields: object = {}) => created('/crm/customers', { name, phone: '4165550111', ...fields });
const project = (customerId: string, fields: object = {}) =>
  created('/pm/projects', { customer: customerId, property: 'house', services: ['interior-renovation'], description: 'Kitchen', ...fields });
const contract = (projectId: string, number: string, fields: object = {}) => created(`/pm/projects/${projectId}/contracts`, { contract_number: number, ...fields });
const task = (projectId: string) =>
  created('/pm/tasks', { project: projectId, name: 'Tiles', participants: [staffId], deadline: '2030-01-15', types: ['engineering'], description: 'Lay them' });

const refusalOf = async (method: 'POST' | 'DELETE', url: string) => {
  const response = await api(method, url);
  expect(response.statusCode, response.body).toBe(409);
  return response.json() as { error: string; code: string; details: { key: string }[] };
};

describe('customers', () => {
  test('a deleted customer is in no list, search, count or preview, answers 404, and comes back exactly as it was', async () => {
    const kept = await customer('Trashkeep', { last_name: '王' });
    const before = await tableRow('customers', kept._id);
    const statistics = await ok('GET', '/admin/statistics/all');
    const preview = await ok('POST', '/marketing/recipients/filter', { filter: {} });
    const deleted = await ok('DELETE', `/crm/customers/${kept._id}`);
    expect(deleted).toEqual({ _id: kept._id, label: '王Trashkeep' });

    expect((await api('GET', `/crm/customers/${kept._id}`)).statusCode).toBe(404);
    expect((await ok('POST', '/crm/customers/query', { q: 'trashkeep' })).customers).toEqual([]);
    expect((await ok('GET', '/crm/customers/search/Trashkeep')).customers).toEqual([]);
    expect((await ok('GET', '/admin/statistics/all')).customers).toBe(statistics.customers - 1);
    expect((await ok('POST', '/marketing/recipients/filter', { filter: {} })).total).toBe(preview.total - 1);

    const restored = await ok('POST', `/crm/customers/${kept._id}/restore`);
    expect(restored).toMatchObject({ _id: kept._id, uid: kept.uid, name: 'Trashkeep' });
    expect(await tableRow('customers', kept._id)).toEqual(before);
    expect((await ok('GET', '/crm/customers/search/Trashkeep')).customers).toHaveLength(1);
    expect((await ok('GET', '/admin/statistics/all')).customers).toBe(statistics.customers);
    expect((await ok('POST', '/marketing/recipients/filter', { filter: {} })).total).toBe(preview.total);
    const history = (await ok('GET', `/crm/customers/${kept._id}/history`)).history as Row[];
    expect(history.map((entry) => [entry.type, entry.creator])).toEqual([
      ['restored', staffId],
      ['deleted', staffId],
      ['created', staffId],
    ]);
  });

  test('a customer with projects is refused with a 409 naming them; one not there is a 404', async () => {
    const owner = await customer('Hasprojects');
    await project(owner._id);
    const refusal = await refusalOf('DELETE', `/crm/customers/${owner._id}`);
    expect(refusal.code).toBe('IN_USE');
    expect(refusal.details[0].key).toBe('validation.trash.customer_has_projects');
    expect(refusal.error).toMatch(/^This customer has projects: delete them first: Hasprojects · \d{4}-\d\d-\d\d\.$/);
    expect(await tableRow('customers', owner._id)).toBeDefined();
    expect((await api('DELETE', '/crm/customers/nothing-here')).statusCode).toBe(404);
    expect((await api('POST', `/crm/customers/${owner._id}/restore`)).statusCode).toBe(404);
  });

  test("a customer's campaign messages go to the trash with it and come back", async () => {
    const reached = await customer('Messaged');
    await server.database.pool.query(`INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ('c1', $1, 'email', 'sent')`, [reached._id]);
    const messages = await tableRows('campaign_messages', 'customer', reached._id);
    await ok('DELETE', `/crm/customers/${reached._id}`);
    expect(await tableRows('campaign_messages', 'customer', reached._id)).toEqual([]);
    await ok('POST', `/crm/customers/${reached._id}/restore`);
    expect(await tableRows('campaign_messages', 'customer', reached._id)).toEqual(messages);
  });
});

describe('projects, contracts and tasks', () => {
  test("a project goes with its tasks and counts, and comes back only after its customer", async () => {
    const owner = await customer('Projectowner');
    const removed = await project(owner._id, { status: 'confirmed' });
    const work = await task(removed._id);
    const before = { project: await tableRow('projects', removed._id), task: await tableRow('tasks', work._id) };
    const statistics = await ok('GET', '/admin/statistics/all');
    await ok('DELETE', `/pm/projects/${removed._id}`);
    expect((await api('GET', `/pm/projects/${removed._id}`)).statusCode).toBe(404);
    expect((await api('GET', `/pm/tasks/${work._id}`)).statusCode).toBe(404);
    expect(await ok('GET', '/admin/statistics/all')).toMatchObject({ projects: statistics.projects - 1, tasks: statistics.tasks - 1 });
    expect((await ok('POST', '/pm/projects/query', { filters: { status: 'confirmed', customer: owner._id } })).meta.total).toBe(0);

    // Its customer now has no project and may be deleted; the project waits for it.
    await ok('DELETE', `/crm/customers/${owner._id}`);
    const refusal = await refusalOf('POST', `/pm/projects/${removed._id}/restore`);
    expect(refusal.details[0].key).toBe('validation.trash.restore_customer_first');
    expect(refusal.error).toBe('Its customer is in the trash: restore the customer first: Projectowner.');
    await ok('POST', `/crm/customers/${owner._id}/restore`);
    await ok('POST', `/pm/projects/${removed._id}/restore`);
    expect({ project: await tableRow('projects', removed._id), task: await tableRow('tasks', work._id) }).toEqual(before);
    expect(await ok('GET', '/admin/statistics/all')).toMatchObject({ projects: statistics.projects, tasks: statistics.tasks });
    const history = (await ok('GET', `/pm/projects/${removed._id}/history`)).history as Row[];
    expect(history.map((entry) => entry.type)).toEqual(['restored', 'deleted', 'created']);
  });

  test('a project with contracts and a signed contract are refused; an unsigned contract comes back unless its number was taken', async () => {
    const owner = await customer('Contractowner');
    const signedFor = await project(owner._id);
    await contract(signedFor._id, 'T-SIGNED', { signed: true, signed_date: '2026-01-05' });
    const withContracts = await refusalOf('DELETE', `/pm/projects/${signedFor._id}`);
    expect(withContracts.details[0].key).toBe('validation.trash.project_has_contracts');
    expect(withContracts.error).toContain('T-SIGNED');
    const [signed] = (await ok('GET', `/pm/projects/${signedFor._id}/contracts`)).contracts as Row[];
    expect((await refusalOf('DELETE', `/pm/contracts/${signed._id}`)).details[0].key).toBe('validation.trash.contract_signed');

    const draft = await contract(signedFor._id, 'T-DRAFT');
    await ok('DELETE', `/pm/contracts/${draft._id}`);
    expect((await api('GET', `/pm/contracts/${draft._id}`)).statusCode).toBe(404);
    const taker = await contract(signedFor._id, 'T-DRAFT');
    const taken = await refusalOf('POST', `/pm/contracts/${draft._id}/restore`);
    expect(taken.details[0].key).toBe('validation.contract.number_taken');
    await ok('DELETE', `/pm/contracts/${taker._id}`);
    expect(await ok('POST', `/pm/contracts/${draft._id}/restore`)).toMatchObject({ _id: draft._id, contract_number: 'T-DRAFT' });
  });
});

describe('teams, campaigns and the rest', () => {
  test('the team of an open project is refused; a team of projects that are over is unlinked, and linked again on restore', async () => {
    const team = await created('/pm/teams', { name: 'Crew T', members: [staffId], leader: staffId });
    const owner = await customer('Teamowner');
    const open = await project(owner._id, { team: team._id, status: 'in_progress' });
    const refusal = await refusalOf('DELETE', `/pm/teams/${team._id}`);
    expect(refusal.details[0].key).toBe('validation.trash.team_of_open_project');
    expect(refusal.error).toContain('Teamowner');

    const current = await ok('GET', `/pm/projects/${open._id}`);
    const closed = await api('PUT', '/pm/projects', { _id: open._id, updated_at: current.updated_at, status: 'completed' });
    expect(closed.statusCode, closed.body).toBe(200);
    await ok('DELETE', `/pm/teams/${team._id}`);
    expect((await ok('GET', `/pm/projects/${open._id}`)).team).toBeNull();
    await ok('POST', `/pm/teams/${team._id}/restore`);
    expect((await ok('GET', `/pm/projects/${open._id}`)).team).toBe(team._id);
  });

  test('a campaign that has sent anything is refused; a draft goes with its queued messages', async () => {
    const body = { sender: 'Office', title: 'Spring', content: '<p>Hi</p>', recipients_list: ['all'] };
    const sent = await created('/marketing/campaigns', body);
    await server.database.pool.query(`INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ($1, 'someone', 'email', 'sent')`, [sent._id]);
    expect((await refusalOf('DELETE', `/marketing/campaigns/${sent._id}`)).details[0].key).toBe('validation.trash.campaign_sent');

    const draft = await created('/marketing/campaigns', body);
    await server.database.pool.query(`INSERT INTO campaign_messages (campaign, customer, channel, status) VALUES ($1, 'someone', 'email', 'queued')`, [draft._id]);
    await ok('DELETE', `/marketing/campaigns/${draft._id}`);
    expect(await tableRows('campaign_messages', 'campaign', draft._id)).toEqual([]);
    await ok('POST', `/marketing/campaigns/${draft._id}/restore`);
    expect(await tableRows('campaign_messages', 'campaign', draft._id)).toHaveLength(1);
  });

  test.each([
    ['/admin/contractors', { name: 'Bo', type: 'tile-setting', phone: '4165550188' }],
    ['/marketing/recipients', { name: 'Group T', filter: {} }],
  ])('%s: deleted and restored as it was', async (path, body) => {
    const admin = await server.signIn(['superadmin']);
    const response = await api('POST', path, body, admin.headers);
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json() as Row;
    expect((await api('DELETE', `${path}/${record._id}`, undefined, admin.headers)).statusCode).toBe(200);
    expect((await api('GET', `${path}/${record._id}`, undefined, admin.headers)).statusCode).toBe(404);
    const restored = await api('POST', `${path}/${record._id}/restore`, undefined, admin.headers);
    expect(restored.json()).toEqual(record);
  });

  test('staff and users have no delete', async () => {
    const admin = await server.signIn(['superadmin']);
    expect((await api('DELETE', `/system/staffs/${staffId}`, undefined, admin.headers)).statusCode).toBe(404);
    expect((await api('DELETE', `/admin/users/${staffId}`, undefined, admin.headers)).statusCode).toBe(404);
    expect(await tableRow('users', staffId)).toBeDefined();
  });
});

describe('who may', () => {
  test('deleting and restoring take write access to the area; the trash is read by admins', async () => {
    const target = await customer('Guarded');
    const worker = await server.signIn(['Worker']);
    expect((await api('DELETE', `/crm/customers/${target._id}`, undefined, worker.headers)).statusCode).toBe(403);
    await ok('DELETE', `/crm/customers/${target._id}`);
    expect((await api('POST', `/crm/customers/${target._id}/restore`, undefined, worker.headers)).statusCode).toBe(403);
    expect((await api('POST', '/system/trash/query', {})).statusCode).toBe(403);

    const admin = await server.signIn(['admin']);
    const listed = await api('POST', '/system/trash/query', { filters: { resource: 'customers' } }, admin.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    const { records, meta } = listed.json() as { records: Row[]; meta: { total: number } };
    expect(records[0]).toMatchObject({ resource: 'customers', record_id: target._id, label: 'Guarded', deleted_by: staffId, merged_into: null });
    expect(records[0].deleted_by_name).toBeTruthy();
    expect(meta.total).toBe(records.length);
    expect(records.every((entry) => entry.resource === 'customers')).toBe(true);
    expect((await api('POST', '/system/trash/query', { filters: { resource: 'staffs' } }, admin.headers)).statusCode).toBe(400);

    expect((await api('POST', `/crm/customers/${target._id}/restore`, undefined, admin.headers)).statusCode).toBe(200);
    const superadmin = await server.signIn(['superadmin']);
    const audit = await api('POST', '/admin/audit/query', { filters: { action: ['record_deleted', 'record_restored'], account: admin.account._id } }, superadmin.headers);
    expect(audit.json().events.map((event: Row) => [event.action, event.detail])).toEqual([
      ['record_restored', { resource: 'customers', record: target._id, label: 'Guarded' }],
    ]);
  });
});

describe('emptying the trash', () => {
  test('records deleted more than TRASH_DAYS days ago are gone for good, with their history; younger ones stay', async () => {
    const old = await customer('Oldtrash');
    await ok('DELETE', `/crm/customers/${old._id}`);
    server.clock.advance(20 * 24 * 3600_000);
    const young = await customer('Youngtrash');
    await ok('DELETE', `/crm/customers/${young._id}`);
    await server.database.pool.query(`UPDATE trash SET deleted_at = $2 WHERE record_id = $1`, [young._id, new Date(server.clock.now())]);
    server.clock.advance(11 * 24 * 3600_000);
    expect(await server.app.emptyTrash()).toBeGreaterThanOrEqual(1);
    expect((await api('POST', `/crm/customers/${old._id}/restore`)).statusCode).toBe(404);
    expect(await tableRows('history', 'entity_id', old._id)).toEqual([]);
    expect((await api('POST', `/crm/customers/${young._id}/restore`)).statusCode).toBe(200);
  });
});
