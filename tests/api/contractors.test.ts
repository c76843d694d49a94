import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractorTypes } from '../../domain/enums.js';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let superadmin: ReturnType<typeof pmFixtures>;

const contractor = (fields: object = {}) => ({ name: 'Li Wei', type: 'electrician', phone: '4165550101', ...fields });
const create = (fields: object = {}): Promise<ApiRecord> => superadmin.succeeded('POST', '/admin/contractors', contractor(fields), 201);
const query = async (body: object): Promise<ApiRecord[]> => (await superadmin.succeeded('POST', '/admin/contractors/query', body)).contractors;

/** A day `days` from today, as the insurance expiry filter takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  superadmin = pmFixtures(server, (await server.signIn(['superadmin'])).headers);
});
afterAll(() => server?.close());

describe('create, read and update', () => {
  test('a contractor is saved with every field, defaults filled, and read back by id', async () => {
    const saved = await create({
      company: 'Bright Sparks Ltd.',
      email: 'li@example.com',
      location: 'Toronto,ON',
      address: '1 King St W',
      license_number: 'ECRA-7001',
      insurance_expiry: '2031-05-31',
      rating: 4,
      note: 'Prefers mornings',
    });
    expect(saved).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Li Wei',
      company: 'Bright Sparks Ltd.',
      type: 'electrician',
      phone: '4165550101',
      insurance_expiry: '2031-05-31',
      rating: 4,
      active: true,
      creator_name: expect.stringMatching(/superadmin/),
    });
    expect(await superadmin.succeeded('GET', `/admin/contractors/${saved._id}`)).toEqual(saved);
    expect(await create({ email: '', rating: null })).toMatchObject({ email: null, rating: null, company: null, insurance_expiry: null });
  });

  test('every one of the 20 trades is accepted', async () => {
    expect(contractorTypes).toHaveLength(20);
    for (const type of ['general', 'carpenter', 'electrician', 'painter', 'hvac', 'mason', 'roofer', 'tile-setting']) expect(contractorTypes).toContain(type);
    for (const type of contractorTypes) expect((await create({ type })).type).toBe(type);
  });

  test.each([
    [{ name: '' }, 'name', 'Please input contractor name'],
    [{ name: 'x'.repeat(51) }, 'name', 'Length should be 1 to 50'],
    [{ type: undefined }, 'type', 'Please select the trade'],
    [{ type: 'astronaut' }, 'type', 'Please choose a value from the list'],
    [{ phone: '' }, 'phone', 'Please input contractor phone'],
    [{ phone: '41655501' }, 'phone', 'Length should be 10 to 11'],
    [{ phone: '416555010a' }, 'phone', 'A phone number holds digits only'],
    [{ email: 'not-an-address' }, 'email', 'Please input a valid email address'],
    [{ rating: 0 }, 'rating', 'A rating is a whole number from 1 to 5'],
    [{ rating: 6 }, 'rating', 'A rating is a whole number from 1 to 5'],
    [{ rating: 3.5 }, 'rating', 'A rating is a whole number from 1 to 5'],
    [{ insurance_expiry: '2031-02-30' }, 'insurance_expiry', 'Please pick a valid date'],
  ])('refuses %j with "%s: %s"', async (fields, path, message) => {
    expectRefusal(await superadmin.api('POST', '/admin/contractors', contractor(fields)), path, message);
  });

  test('an update saves the fields it sends, is checked like a creation, and a stale version is a 409', async () => {
    const saved = await create({ rating: 2 });
    expectRefusal(await superadmin.api('PUT', '/admin/contractors', { _id: saved._id, updated_at: saved.updated_at, rating: 9 }), 'rating', 'A rating is a whole number from 1 to 5');
    const updated = await superadmin.succeeded('PUT', '/admin/contractors', { _id: saved._id, updated_at: saved.updated_at, rating: 5, active: false });
    expect(updated).toMatchObject({ rating: 5, active: false, name: 'Li Wei', type: 'electrician' });
    const stale = await superadmin.api('PUT', '/admin/contractors', { _id: saved._id, updated_at: saved.updated_at, note: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_UPDATE');
    expect((await superadmin.api('PUT', '/admin/contractors', { _id: saved._id, note: 'No version' })).statusCode).toBe(428);
    expect(await superadmin.succeeded('GET', `/admin/contractors/${saved._id}`)).toEqual(updated);
  });

  test('an unknown contractor is a 404', async () => {
    expect((await superadmin.api('GET', '/admin/contractors/6b0000000000000000000000')).statusCode).toBe(404);
  });
});

describe('the list', () => {
  test('answers {contractors, meta}, filtered by trade, active, rating and insurance expiring within 30 days', async () => {
    // The contractors of this test share a company, which keeps the others of this file out of its answers.
    const company = 'Filter Test Co';
    await Promise.all([
      create({ company, name: 'Soon', type: 'roofer', rating: 5, insurance_expiry: dayFromToday(12) }),
      create({ company, name: 'Today', type: 'roofer', rating: 3, insurance_expiry: dayFromToday(0) }),
      create({ company, name: 'Later', type: 'mason', rating: 4, insurance_expiry: dayFromToday(45) }),
      create({ company, name: 'Lapsed', type: 'mason', rating: 1, insurance_expiry: dayFromToday(-3) }),
      create({ company, name: 'Retired', type: 'roofer', active: false }),
    ]);
    const names = async (filters: object, sorter?: object) =>
      (await query({ filters: { company, ...filters }, sorter })).map((record) => record.name);

    const answer = await superadmin.succeeded('POST', '/admin/contractors/query', { filters: { company, type: 'roofer' } });
    expect(answer.meta).toEqual({ total: 3, current: 1, pageSize: 25 });
    expect(answer.contractors.map((record: ApiRecord) => record.name).sort()).toEqual(['Retired', 'Soon', 'Today']);

    expect((await names({ type: 'roofer', active: true })).sort()).toEqual(['Soon', 'Today']);
    expect((await names({ active: false })).sort()).toEqual(['Retired']);
    expect((await names({ type: ['roofer', 'mason'], rating: { gte: 4 } })).sort()).toEqual(['Later', 'Soon']);
    expect(await names({ rating: 1 })).toEqual(['Lapsed']);
    const expiringWithin30Days = { insurance_expiry: { gte: dayFromToday(0), lte: dayFromToday(30) } };
    expect(await names(expiringWithin30Days, { field: 'insurance_expiry', order: 'ascend' })).toEqual(['Today', 'Soon']);
  });

  test('an unknown filter or sort field is a 400', async () => {
    expect((await superadmin.api('POST', '/admin/contractors/query', { filters: { password: 'x' } })).statusCode).toBe(400);
    expect((await superadmin.api('POST', '/admin/contractors/query', { sorter: { field: 'note', order: 'ascend' } })).statusCode).toBe(400);
  });

  test('the statistics count contractors', async () => {
    const before = (await superadmin.succeeded('GET', '/admin/statistics/all')).contractors as number;
    await create();
    expect((await superadmin.succeeded('GET', '/admin/statistics/all')).contractors).toBe(before + 1);
  });
});

describe('who may', () => {
  test.each([['admin'], ['manager'], ['employee'], ['Worker'], ['visitor']])('%s is refused every call with 403', async (role) => {
    const someone = pmFixtures(server, (await server.signIn([role])).headers);
    const saved = await create();
    const calls = [
      await someone.api('POST', '/admin/contractors/query', {}),
      await someone.api('GET', `/admin/contractors/${saved._id}`),
      await someone.api('POST', '/admin/contractors', contractor()),
      await someone.api('PUT', '/admin/contractors', { _id: saved._id, updated_at: saved.updated_at, note: 'x' }),
    ];
    expect(calls.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
  });

  test('a signed-out request is a 401', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/contractors/query', payload: {} })).statusCode).toBe(401);
  });
});
