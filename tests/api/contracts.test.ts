import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractDefaults } from '../../domain/contract.js';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let project: ApiRecord;

beforeAll(async () => {
  server = await startTestServer();
  pm = pmFixtures(server, (await server.signIn(['employee'])).headers);
  project = await pm.createProject();
});
afterAll(() => server?.close());

const contractCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM contracts')).rows[0].n;

describe('create, inside a project', () => {
  test('answers the saved contract with the form defaults, its project and the project’s customer', async () => {
    const contract = await pm.createContract(project._id, { contract_number: 'HR-2030-001' });
    expect(contract).toMatchObject({
      ...contractDefaults,
      contract_number: 'HR-2030-001',
      project: project._id,
      customer: project.customer,
      customer_name: 'Ada Lovelace',
      creator_name: expect.any(String),
    });
    expect(contract.amount).toBe(0);
    expect(contract.signed).toBe(false);
  });

  test('saves every field of the drawer', async () => {
    const fields = {
      type: 'lump-sum',
      amount: 48250.75,
      location: 'customer-home',
      representative: 'Wei Wang',
      effective_date: '2030-04-01',
      signed: true,
      signed_date: '2030-03-28',
      note: 'Deposit 10 % on signing.',
    };
    expect(await pm.createContract(project._id, fields)).toMatchObject(fields);
  });

  test.each([
    [{ contract_number: undefined }, 'contract_number', 'Please input contract number'],
    [{ contract_number: '  ' }, 'contract_number', 'Please input contract number'],
    [{ type: 'handshake' }, 'type', 'Please choose a value from the list'],
    [{ location: 'pub' }, 'location', 'Please choose a value from the list'],
    [{ amount: -5 }, 'amount', 'An amount is between 0 and 10 000 000 000'],
    [{ effective_date: '30/04/2030' }, 'effective_date', 'Please pick a valid date'],
  ])('refuses %j with "%s: %s" and creates nothing', async (fields, path, message) => {
    const before = await contractCount();
    expectRefusal(await pm.api('POST', `/pm/projects/${project._id}/contracts`, pm.contractBody(fields)), path, message);
    expect(await contractCount()).toBe(before);
  });

  test('a contract number is used once: a second contract with it is a 409 naming the field', async () => {
    await pm.createContract(project._id, { contract_number: 'HR-ONCE' });
    const again = await pm.api('POST', `/pm/projects/${project._id}/contracts`, { contract_number: 'HR-ONCE' });
    expectRefusal(again, 'contract_number', 'Another contract already has this number', 409);
  });

  test('a contract for a project that does not exist is a 404; the project and customer of the body are not taken', async () => {
    const missing = await pm.api('POST', '/pm/projects/6b0000000000000000000000/contracts', pm.contractBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Project was not found.');
    const other = await pm.createProject();
    const contract = await pm.createContract(project._id, { project: other._id, customer: other.customer });
    expect(contract).toMatchObject({ project: project._id, customer: project.customer });
  });
});

describe('the contracts of a project, the list, get and update', () => {
  test('a project answers its own contracts, newest first; an unknown one is a 404', async () => {
    const own = await pm.createProject();
    const first = await pm.createContract(own._id);
    const second = await pm.createContract(own._id);
    const { contracts } = await pm.succeeded('GET', `/pm/projects/${own._id}/contracts`);
    expect(contracts.map((c: ApiRecord) => c._id)).toEqual([second._id, first._id]);
    expect((await pm.api('GET', '/pm/projects/nothing/contracts')).statusCode).toBe(404);
  });

  test('the list answers {contracts, meta} and filters by project, signed and number', async () => {
    const own = await pm.createProject();
    const signed = await pm.createContract(own._id, { signed: true, contract_number: 'QRY-77-A' });
    const unsigned = await pm.createContract(own._id, { contract_number: 'QRY-77-B' });
    const ids = async (filters: object, sorter?: object) =>
      (await pm.succeeded('POST', '/pm/contracts/query', { filters, sorter })).contracts.map((c: ApiRecord) => c._id);
    expect(await ids({ project: own._id })).toEqual([unsigned._id, signed._id]);
    expect(await ids({ project: own._id, signed: true })).toEqual([signed._id]);
    expect(await ids({ contract_number: 'qry-77' }, { field: 'contract_number', order: 'ascend' })).toEqual([signed._id, unsigned._id]);
    const { meta } = await pm.succeeded('POST', '/pm/contracts/query', { filters: { customer: own.customer } });
    expect(meta).toEqual({ total: 2, current: 1, pageSize: 25 });
  });

  test('get answers the contract; update saves it and keeps it with its project', async () => {
    const contract = await pm.createContract(project._id);
    expect(await pm.succeeded('GET', `/pm/contracts/${contract._id}`)).toEqual(contract);
    const other = await pm.createProject();
    const updated = await pm.succeeded('PUT', '/pm/contracts', {
      _id: contract._id,
      updated_at: contract.updated_at,
      signed: true,
      signed_date: '2030-05-02',
      amount: 1200,
      project: other._id,
    });
    expect(updated).toMatchObject({ signed: true, signed_date: '2030-05-02', amount: 1200, project: project._id });
    expect((await pm.api('GET', '/pm/contracts/6b0000000000000000000000')).statusCode).toBe(404);
  });

  test('an update read before the stored version is a 409; an update is checked like a create', async () => {
    const contract = await pm.createContract(project._id);
    await pm.succeeded('PUT', '/pm/contracts', { _id: contract._id, updated_at: contract.updated_at, amount: 10 });
    const stale = await pm.api('PUT', '/pm/contracts', { _id: contract._id, updated_at: contract.updated_at, amount: 20 });
    expect(stale.statusCode).toBe(409);
    expectRefusal(await pm.api('PUT', '/pm/contracts', { _id: contract._id, contract_number: '' }), 'contract_number', 'Please input contract number');
    const taken = await pm.createContract(project._id);
    const { updated_at } = await pm.succeeded('GET', `/pm/contracts/${contract._id}`);
    expectRefusal(await pm.api('PUT', '/pm/contracts', { _id: contract._id, updated_at, contract_number: taken.contract_number }), 'contract_number', 'Another contract already has this number', 409);
    expect((await pm.succeeded('GET', `/pm/contracts/${contract._id}`)).amount).toBe(10);
  });

  test('a project moved to another customer takes its contracts along', async () => {
    const own = await pm.createProject();
    const contract = await pm.createContract(own._id);
    const newOwner = await pm.createCustomer({ name: 'Grace', last_name: 'Hopper' });
    await pm.succeeded('PUT', '/pm/projects', { _id: own._id, updated_at: own.updated_at, customer: newOwner._id });
    expect(await pm.succeeded('GET', `/pm/contracts/${contract._id}`)).toMatchObject({ customer: newOwner._id, customer_name: 'Grace Hopper' });
  });

  test('there is no create outside a project', async () => {
    expect((await pm.api('POST', '/pm/contracts', pm.contractBody({ project: project._id }))).statusCode).toBe(404);
  });
});
