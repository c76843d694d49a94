import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { ApiError, RequestTimeoutError, requestTimeoutMs } from '../../src/http';
import { json, stubFetch } from './support/fetchStub';
import { signInAs } from './support/session';

const apiCustomer = {
  _id: 'c-01HZX',
  uid: 1001,
  name: 'Mei',
  last_name: 'Chen',
  phone: '4165550101',
  status: 'active',
  notification_methods: ['email'],
  creator: 'staff-0001',
  creator_name: 'Alice Wong',
  projects: 2,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-02-03T04:05:06.000Z',
};
const { _id, ...customerFields } = apiCustomer;
const clientCustomer = { ...customerFields, id: _id };

const listAnswer = () => json(200, { customers: [apiCustomer], meta: { total: 1, current: 1, pageSize: 100 } });

describe('dataProvider.getList', () => {
  it('queries the resource and maps _id to id', async () => {
    const calls = stubFetch(listAnswer);
    const result = await dataProvider.getList('customers', {
      pagination: { page: 2, perPage: 100 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'active', source: ['WeChat', 'Website'], active: false, q: ' Chen ' },
    });
    expect(result).toEqual({ data: [clientCustomer], total: 1 });
    expect(calls[0]).toMatchObject({ url: '/api/crm/customers/query', method: 'POST' });
    expect(calls[0].body).toEqual({
      pagination: { current: 2, pageSize: 100 },
      sorter: { field: 'created_at', order: 'descend' },
      filters: { status: 'active', source: ['WeChat', 'Website'], active: false },
      q: 'Chen',
    });
  });

  it('sends filters only when one holds a value, the sorter only with a field, pagination only with a page', async () => {
    const calls = stubFetch(listAnswer);
    await dataProvider.getList('customers', { filter: { status: '', locale: [], q: '   ', gender: undefined } });
    await dataProvider.getList('customers', { pagination: { page: 0, perPage: 25 }, sort: { field: '', order: 'ASC' } });
    expect(calls.map((call) => call.body)).toEqual([{}, {}]);
  });

  it('leaves the order to the server for react-admin’s default sort on id', async () => {
    const calls = stubFetch(listAnswer);
    await dataProvider.getList('customers', { sort: { field: 'id', order: 'ASC' } });
    expect(calls[0].body).toEqual({});
  });

  it('turns ascending into ascend', async () => {
    const calls = stubFetch(listAnswer);
    await dataProvider.getList('customers', { sort: { field: 'name', order: 'ASC' } });
    expect(calls[0].body).toEqual({ sorter: { field: 'name', order: 'ascend' } });
  });

  it('queries references through a filter on the target field', async () => {
    const calls = stubFetch(listAnswer);
    await dataProvider.getManyReference('customers', {
      target: 'creator',
      id: 'staff-0001',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(calls[0].body).toMatchObject({ filters: { creator: 'staff-0001' } });
  });

  it('refuses a resource the domain does not declare', async () => {
    await expect(dataProvider.getList('spaceships', {})).rejects.toThrow(/spaceships/);
  });
});

describe('dataProvider reads and writes single records', () => {
  it('reads one record by id', async () => {
    const calls = stubFetch(() => json(200, apiCustomer));
    await expect(dataProvider.getOne('customers', { id: 'c-01HZX' })).resolves.toEqual({ data: clientCustomer });
    expect(calls[0]).toMatchObject({ url: '/api/crm/customers/c-01HZX', method: 'GET' });
  });

  it('reads many records one by one', async () => {
    const calls = stubFetch(() => json(200, apiCustomer));
    const { data } = await dataProvider.getMany('customers', { ids: ['a', 'b'] });
    expect(data).toHaveLength(2);
    expect(calls.map((call) => call.url)).toEqual(['/api/crm/customers/a', '/api/crm/customers/b']);
  });

  it('creates with the form’s fields and answers the saved record', async () => {
    const calls = stubFetch(() => json(201, apiCustomer));
    const { data } = await dataProvider.create('customers', { data: { name: 'Mei', phone: '4165550101' } });
    expect(data).toEqual(clientCustomer);
    expect(calls[0]).toMatchObject({ url: '/api/crm/customers', method: 'POST', body: { name: 'Mei', phone: '4165550101' } });
  });

  it('updates with the changed fields, the id and the version it read', async () => {
    const calls = stubFetch(() => json(200, { ...apiCustomer, status: 'inactive' }));
    const { data } = await dataProvider.update('customers', {
      id: 'c-01HZX',
      data: { ...clientCustomer, status: 'inactive', note: '' },
      previousData: { ...clientCustomer, note: null },
    });
    expect(data).toMatchObject({ id: 'c-01HZX', status: 'inactive' });
    expect(calls[0]).toMatchObject({ url: '/api/crm/customers', method: 'PUT' });
    expect(calls[0].body).toEqual({ _id: 'c-01HZX', updated_at: apiCustomer.updated_at, status: 'inactive' });
  });

  it('makes no call when nothing changed', async () => {
    const calls = stubFetch(() => json(500, {}));
    const { data } = await dataProvider.update('customers', { id: 'c-01HZX', data: { ...clientCustomer }, previousData: clientCustomer });
    expect(data).toBe(clientCustomer);
    expect(calls).toHaveLength(0);
  });

  it('makes no call without an id', async () => {
    const calls = stubFetch(() => json(200, apiCustomer));
    await expect(dataProvider.update('customers', { id: '', data: { name: 'X' }, previousData: clientCustomer })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('passes the server’s 409 on, for the form to explain', async () => {
    stubFetch(() => json(409, { error: 'This customer was changed by someone else.', code: 'STALE_UPDATE' }));
    const update = dataProvider.update('customers', { id: 'c-01HZX', data: { name: 'Meimei' }, previousData: clientCustomer });
    await expect(update).rejects.toBeInstanceOf(ApiError);
    await expect(update).rejects.toMatchObject({ status: 409, message: 'This customer was changed by someone else.' });
  });

  it('gives the form each refused field’s message key, or the server’s sentence when it has none', async () => {
    stubFetch(() =>
      json(400, {
        error: 'Length should be 10 to 11',
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'phone', message: 'Length should be 10 to 11', key: 'validation.length_10_11' },
          { path: 'filters.x', message: 'Unknown filter' },
        ],
      }),
    );
    const create = dataProvider.create('customers', { data: { name: 'Mei', phone: '416' } });
    await expect(create).rejects.toMatchObject({ status: 400, body: { errors: { phone: 'validation.length_10_11', 'filters.x': 'Unknown filter' } } });
  });
});

describe('dataProvider custom calls', () => {
  it('searches customers by a term', async () => {
    const calls = stubFetch(() => json(200, { customers: [apiCustomer], more: true }));
    await expect(dataProvider.searchCustomers('陈 / 416')).resolves.toEqual({ customers: [clientCustomer], more: true });
    expect(calls[0].url).toBe(`/api/crm/customers/search/${encodeURIComponent('陈 / 416')}`);
  });

  it('reads and adds history notes', async () => {
    const entry = { _id: 'h1', type: 'user_record', content: 'Called back', changes: null, creator: 's', creator_name: 'Alice', created_at: '' };
    const calls = stubFetch((call) => (call.method === 'GET' ? json(200, { history: [entry] }) : json(201, entry)));
    await expect(dataProvider.getHistory('customers', 'c-01HZX')).resolves.toEqual([entry]);
    await expect(dataProvider.addHistory('customers', 'c-01HZX', 'Called back')).resolves.toEqual(entry);
    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/crm/customers/c-01HZX/history', method: 'GET', body: undefined },
      { url: '/api/crm/customers/c-01HZX/history', method: 'POST', body: { type: 'user_record', content: 'Called back' } },
    ]);
  });

  it('reads the statistics', async () => {
    const calls = stubFetch(() => json(200, { customers: 3 }));
    await expect(dataProvider.getStatistics()).resolves.toEqual({ customers: 3 });
    expect(calls[0].url).toBe('/api/admin/statistics/all');
  });
});

describe('every call', () => {
  afterEach(() => vi.useRealTimers());

  it('carries the client type and the bearer token', async () => {
    const token = signInAs();
    const calls = stubFetch(listAnswer);
    await dataProvider.getList('customers', {});
    expect(calls[0].headers).toMatchObject({ 'x-client-type': 'web-client', authorization: `Bearer ${token}` });
  });

  it('carries no Authorization header when signed out', async () => {
    const calls = stubFetch(listAnswer);
    await dataProvider.getList('customers', {});
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('gives up after 60 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, { signal }: RequestInit) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = dataProvider.getOne('customers', { id: 'slow' });
    const outcome = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    await outcome;
  });
});
