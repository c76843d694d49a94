import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import type { HistoryEntry } from '../../domain/history';
import type { ListMeta } from '../../domain/listQuery';
import { resources, type ResourceDeclaration, type Statistics } from '../../domain/resources';
import { apiRequest } from '../http';
import { toListQuery } from './listQuery';
import { changedFields, fromApi, type CustomerRecord } from './records';

type ApiRecord = { _id: string } & Record<string, unknown>;

function declarationOf(resource: string): ResourceDeclaration {
  const declaration: ResourceDeclaration | undefined = resources[resource as keyof typeof resources];
  if (!declaration) throw new Error(`No API is declared for the resource "${resource}".`);
  return declaration;
}

const recordPath = (resource: string, id: RaRecord['id']) => `${declarationOf(resource).apiPath}/${encodeURIComponent(String(id))}`;

async function queryList<RecordType extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<RecordType>> {
  const { apiPath, responseKey } = declarationOf(resource);
  const answer = await apiRequest<Record<string, unknown> & { meta: ListMeta }>(`${apiPath}/query`, {
    method: 'POST',
    body: toListQuery(params),
  });
  const records = (answer[responseKey] ?? []) as ApiRecord[];
  return { data: records.map((record) => fromApi<RecordType>(record)), total: answer.meta.total };
}

async function fetchOne<RecordType extends RaRecord>(resource: string, id: RaRecord['id']): Promise<RecordType> {
  return fromApi<RecordType>(await apiRequest<ApiRecord>(recordPath(resource, id)));
}

/** The API keeps every record; nothing in the product deletes one or edits many at once. */
const unsupported = (method: string) => () => Promise.reject(new Error(`The API does not support ${method}.`));

export const dataProvider = {
  getList: <RecordType extends RaRecord = any>(resource: string, params: GetListParams) => queryList<RecordType>(resource, params),

  getOne: async <RecordType extends RaRecord = any>(resource: string, { id }: GetOneParams<RecordType>) => ({
    data: await fetchOne<RecordType>(resource, id),
  }),

  // The API has no batch read; react-admin already de-duplicates the ids it asks for.
  getMany: async <RecordType extends RaRecord = any>(resource: string, { ids }: GetManyParams<RecordType>) => ({
    data: await Promise.all(ids.map((id) => fetchOne<RecordType>(resource, id))),
  }),

  getManyReference: <RecordType extends RaRecord = any>(resource: string, { target, id, filter, ...params }: GetManyReferenceParams) =>
    queryList<RecordType>(resource, { ...params, filter: { ...filter, [target]: id } }),

  create: async <RecordType extends Omit<RaRecord, 'id'> = any, ResultRecordType extends RaRecord = RecordType & { id: string }>(
    resource: string,
    { data }: CreateParams,
  ) => ({
    data: fromApi<ResultRecordType>(await apiRequest<ApiRecord>(declarationOf(resource).apiPath, { method: 'POST', body: data })),
  }),

  /**
   * Sends the changed fields with the `updated_at` the record was read at, so the server answers 409 when
   * someone saved it since. SPEC §5: no call without an id, and none when nothing changed.
   */
  update: async <RecordType extends RaRecord = any>(resource: string, { id, data, previousData }: UpdateParams) => {
    if (id === undefined || id === null || id === '') throw new Error('An update needs the id of its record.');
    const changes = changedFields(data, previousData);
    if (Object.keys(changes).length === 0) return { data: previousData as RecordType };
    const saved = await apiRequest<ApiRecord>(declarationOf(resource).apiPath, {
      method: 'PUT',
      body: { ...changes, _id: id, updated_at: previousData.updated_at ?? null },
    });
    return { data: fromApi<RecordType>(saved) };
  },

  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),

  /** Quick search (SPEC §7): at most 50 customers matching names, contacts, uid or address. */
  searchCustomers: async (term: string): Promise<CustomerRecord[]> => {
    const { customers } = await apiRequest<{ customers: ApiRecord[] }>(
      `${declarationOf('customers').apiPath}/search/${encodeURIComponent(term)}`,
    );
    return customers.map((record) => fromApi<CustomerRecord>(record));
  },

  /** Newest first. */
  getHistory: async (resource: string, id: RaRecord['id']): Promise<HistoryEntry[]> =>
    (await apiRequest<{ history: HistoryEntry[] }>(`${recordPath(resource, id)}/history`)).history,

  addHistory: (resource: string, id: RaRecord['id'], content: string): Promise<HistoryEntry> =>
    apiRequest<HistoryEntry>(`${recordPath(resource, id)}/history`, { method: 'POST', body: { type: 'user_record', content } }),

  getStatistics: (): Promise<Statistics> => apiRequest<Statistics>('/admin/statistics/all'),
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
