import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import type { CampaignPreview } from '../../domain/campaign';
import type { ConsentEventCreate, CustomerConsent } from '../../domain/consent';
import type { CustomerImportAnswer, CustomerImportUndoAnswer } from '../../domain/customerImport';
import type { CampaignDelivery } from '../../domain/campaignMessage';
import type { ConsentAudience } from '../../domain/consent';
import type { CustomerMergeInput } from '../../domain/customerMerge';
import type { DashboardStatistics } from '../../domain/dashboard';
import type { HistoryEntry } from '../../domain/history';
import { listLimits } from '../../domain/listLimits';
import type { ListMeta } from '../../domain/listQuery';
import type { Notice, NoticeList } from '../../domain/notice';
import type { MailPreferences } from '../../domain/profile';
import type { ProjectFileDetails, ProjectFileUpdate, RefusedProjectFile } from '../../domain/projectFile';
import type { RecipientFilterInput, RecipientGroupWithCount } from '../../domain/recipientGroup';
import type { ScheduleAnswer } from '../../domain/schedule';
import { listDeclarations, type ListDeclaration, type Statistics } from '../../domain/resources';
import type { BusinessSettings, BusinessSettingsValues, DeliveryStatus } from '../../domain/settings';
import type { SupportConversation, SupportMessage } from '../../domain/support';
import type { UploadedFile } from '../../domain/upload';
import { ApiError, apiDownload, apiRequest, failureNotice, isApiError, type DownloadedFile } from '../http';
import type { ApiErrorBody } from '../http/errors';
import { toListQuery } from './listQuery';
import {
  changedFields,
  fromApi,
  type ClientRecord,
  type CampaignRecord,
  type ContractRecord,
  type CustomerDuplicateRecord,
  type CustomerRecord,
  type CustomerSummaryRecord,
  type ProjectFileRecord,
  type ProjectRecord,
  type QuoteRecord,
  type RecipientCustomerRecord,
  type StaffMemberRecord,
  type TaskRecord,
  type TeamRecord,
} from './records';

type ApiRecord = { _id: string } & Record<string, unknown>;

function declarationOf(resource: string): ListDeclaration {
  const declaration: ListDeclaration | undefined = Object.hasOwn(listDeclarations, resource) ? listDeclarations[resource] : undefined;
  if (!declaration) throw new Error(`No API is declared for the resource "${resource}".`);
  return declaration;
}

const recordPath = (resource: string, id: RaRecord['id']) => `${declarationOf(resource).apiPath}/${encodeURIComponent(String(id))}`;

const fromApiList = <RecordType extends RaRecord>(records: ApiRecord[]) => records.map((record) => fromApi<RecordType>(record));

/** Where a record is created, when not by `POST <apiPath>`: a contract is added to its project (docs/product.md#api). */
const creationRequests: Record<string, (data: Record<string, unknown>) => { path: string; body: unknown }> = {
  contracts: ({ project, ...contract }) => ({ path: `${recordPath('projects', project as string)}/contracts`, body: contract }),
};

const creationRequest = (resource: string, data: Record<string, unknown>) =>
  creationRequests[resource]?.(data) ?? { path: declarationOf(resource).apiPath, body: data };

/**
 * A refused save (a 400, or a 409 naming a field: a username taken), with the server's field messages (docs/product.md#validation
 * texts) as react-admin reads them: `body.errors` by field, as translation keys, so the form shows each under
 * its input in the chosen language. A field's message that is the answer's own sentence is translated by its code.
 */
async function saving<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(isApiError(error, 400) || isApiError(error, 409)) || !error.body?.details?.length) throw error;
    const { error: sentence, details } = error.body;
    const sentenceText = failureNotice(error).message;
    const errors = Object.fromEntries(details.map(({ path, message, key }) => [path, key ?? (message === sentence ? sentenceText : message)]));
    const body: ApiErrorBody & { errors: Record<string, string> } = { ...error.body, errors };
    throw new ApiError(error.status, body);
  }
}

async function queryList<RecordType extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<RecordType>> {
  const { apiPath, responseKey } = declarationOf(resource);
  const answer = await apiRequest<Record<string, unknown> & { meta: ListMeta }>(`${apiPath}/query`, {
    method: 'POST',
    body: toListQuery(params),
  });
  const records = (answer[responseKey] ?? []) as ApiRecord[];
  return { data: fromApiList<RecordType>(records), total: answer.meta.total };
}

async function fetchOne<RecordType extends RaRecord>(resource: string, id: RaRecord['id']): Promise<RecordType> {
  return fromApi<RecordType>(await apiRequest<ApiRecord>(recordPath(resource, id)));
}

/** Nothing in the product edits many records at once. */
const unsupported = (method: string) => () => Promise.reject(new Error(`The API does not support ${method}.`));

/** Where a conversation's calls go: the desk's to one staff member's, a staff member's to their own. */
const supportConversationPath = (conversation?: string) =>
  conversation ? `/support/conversations/${encodeURIComponent(conversation)}` : '/support';

// The methods keep react-admin's own signatures, `any` defaults included, so that the object satisfies DataProvider.
/* eslint-disable @typescript-eslint/no-explicit-any */
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
  ) => {
    const { path, body } = creationRequest(resource, data);
    return { data: fromApi<ResultRecordType>(await saving(apiRequest<ApiRecord>(path, { method: 'POST', body }))) };
  },

  /**
   * Sends the changed fields with the `updated_at` the record was read at, so the server answers 409 when
   * someone saved it since. No call without an id, and none when nothing changed (docs/product.md#validation).
   */
  update: async <RecordType extends RaRecord = any>(resource: string, { id, data, previousData }: UpdateParams) => {
    if (id === undefined || id === null || id === '') throw new Error('An update needs the id of its record.');
    const changes = changedFields(data, previousData);
    if (Object.keys(changes).length === 0) return { data: previousData as RecordType };
    const saved = await saving(
      apiRequest<ApiRecord>(declarationOf(resource).apiPath, {
        method: 'PUT',
        body: { ...changes, _id: id, updated_at: previousData.updated_at ?? null },
      }),
    );
    return { data: fromApi<RecordType>(saved) };
  },

  updateMany: unsupported('updateMany'),
  /** Moves the record to the trash (docs/product.md#deleting-and-restoring); a 409 says what is in the way. */
  delete: async <RecordType extends RaRecord = any>(resource: string, { id, previousData }: DeleteParams<RecordType>) => {
    await apiRequest(recordPath(resource, id), { method: 'DELETE' });
    return { data: (previousData ?? { id }) as RecordType };
  },

  /** One deletion after another, each its own: a refused one stops the rest, and those before it stay in the trash. */
  deleteMany: async <RecordType extends RaRecord = any>(resource: string, { ids }: DeleteManyParams<RecordType>) => {
    for (const id of ids) await apiRequest(recordPath(resource, id), { method: 'DELETE' });
    return { data: ids };
  },

  /** Brings a record back from the trash, as it was. */
  restore: async (resource: string, id: RaRecord['id']) => {
    await apiRequest(`${recordPath(resource, id)}/restore`, { method: 'POST' });
  },

  /**
   * Quick search (docs/product.md#api): the summaries of the newest customers matching names, contacts, uid or address, and
   * whether more match than the answer holds.
   */
  searchCustomers: async (term: string): Promise<{ customers: CustomerSummaryRecord[]; more: boolean }> => {
    const { customers, more } = await apiRequest<{ customers: ApiRecord[]; more: boolean }>(
      `${declarationOf('customers').apiPath}/search/${encodeURIComponent(term)}`,
    );
    return { customers: fromApiList<CustomerSummaryRecord>(customers), more };
  },

  /** Quick search's projects: the newest whose customer, description, address or location hold the term, and whether more do. */
  searchProjects: async (term: string): Promise<{ projects: ProjectRecord[]; more: boolean }> => {
    const { projects, more } = await apiRequest<{ projects: ApiRecord[]; more: boolean }>(
      `${declarationOf('projects').apiPath}/search/${encodeURIComponent(term)}`,
    );
    return { projects: fromApiList<ProjectRecord>(projects), more };
  },

  /**
   * Imports a CSV file, or part of one (docs/product.md#importing-customers); `dryRun` only answers what would
   * happen. `importId` and `firstRow` join a part to the import its first part began.
   */
  importCustomers: (file: Blob, query: { dryRun?: boolean; fileName?: string; importId?: string; firstRow?: number }): Promise<CustomerImportAnswer> => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
    return apiRequest<CustomerImportAnswer>(`${declarationOf('customers').apiPath}/import?${params}`, { method: 'POST', body: file });
  },

  /** Removes the customers of an import nobody has changed since; answers how many went and which were kept. */
  undoCustomerImport: (importId: string): Promise<CustomerImportUndoAnswer> =>
    apiRequest<CustomerImportUndoAnswer>(`${declarationOf('customers').apiPath}/import/${encodeURIComponent(importId)}/undo`, { method: 'POST' }),

  /** Newest first. */
  getHistory: async (resource: string, id: RaRecord['id']): Promise<HistoryEntry[]> =>
    (await apiRequest<{ history: HistoryEntry[] }>(`${recordPath(resource, id)}/history`)).history,

  addHistory: (resource: string, id: RaRecord['id'], content: string): Promise<HistoryEntry> =>
    apiRequest<HistoryEntry>(`${recordPath(resource, id)}/history`, { method: 'POST', body: { type: 'user_record', content } }),

  getStatistics: (): Promise<Statistics> => apiRequest<Statistics>('/admin/statistics/all'),

  /** The campaigns, project starts and task deadlines of a window of at most 62 days (`start`, `end`: ISO instants). */
  getSchedule: (start: string, end: string): Promise<ScheduleAnswer> =>
    apiRequest<ScheduleAnswer>(`/marketing/schedule?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`),

  /** The dashboard's charts, months counted in `timeZone` (an IANA name). */
  getDashboardStatistics: (timeZone: string): Promise<DashboardStatistics> =>
    apiRequest<DashboardStatistics>(`/admin/statistics/dashboard?tz=${encodeURIComponent(timeZone)}`),

  /** The customer's projects, newest first (docs/product.md#api). */
  getCustomerProjects: async (customerId: RaRecord['id']): Promise<ProjectRecord[]> =>
    fromApiList<ProjectRecord>(
      (await apiRequest<{ projects: ApiRecord[] }>(`${declarationOf('projects').apiPath}/customer/${encodeURIComponent(String(customerId))}`)).projects,
    ),

  /** The other customers sharing a phone, an e-mail or a WeChat id (docs/product.md#duplicate-customers). */
  getCustomerDuplicates: async (customerId: RaRecord['id']): Promise<CustomerDuplicateRecord[]> =>
    fromApiList<CustomerDuplicateRecord>((await apiRequest<{ customers: ApiRecord[] }>(`${recordPath('customers', customerId)}/duplicates`)).customers),

  /** The customer's marketing consent per channel and its records, newest first (docs/consent.md). */
  getCustomerConsent: (customerId: RaRecord['id']): Promise<CustomerConsent> => apiRequest<CustomerConsent>(`${recordPath('customers', customerId)}/consent`),

  /** Records a consent given or withdrawn; answers the customer's consent now. */
  recordCustomerConsent: (customerId: RaRecord['id'], input: ConsentEventCreate): Promise<CustomerConsent> =>
    apiRequest<CustomerConsent>(`${recordPath('customers', customerId)}/consent`, { method: 'POST', body: input }),

  /** Merges one customer into another; answers the kept customer. */
  mergeCustomers: async (input: CustomerMergeInput): Promise<CustomerRecord> =>
    fromApi<CustomerRecord>(await apiRequest<ApiRecord>(`${declarationOf('customers').apiPath}/merge`, { method: 'POST', body: input })),

  /**
   * The CSV file of every record a list's filters, search and sort select, written by the server
   * (docs/decisions.md#csv-export); `language` is the reader's, for the words it translates.
   */
  exportList: (resource: string, params: Pick<GetListParams, 'sort' | 'filter'>, language: string): Promise<DownloadedFile> =>
    apiDownload(`${declarationOf(resource).apiPath}/export.csv`, { method: 'POST', body: toListQuery(params), language }),

  /** Everything stored about a customer, for an access request (docs/privacy.md#access-request-get-apicrmcustomersidexport). */
  exportCustomer: (customerId: RaRecord['id']): Promise<Record<string, unknown>> =>
    apiRequest<Record<string, unknown>>(`${recordPath('customers', customerId)}/export`),

  /** Erases a customer's personal data for good (docs/privacy.md#erasure-post-apicrmcustomersiderase); the body repeats its `_id`. */
  eraseCustomer: async (customerId: RaRecord['id']): Promise<void> => {
    await apiRequest(`${recordPath('customers', customerId)}/erase`, { method: 'POST', body: { confirm: String(customerId) } });
  },

  getProjectContracts: async (projectId: RaRecord['id']): Promise<ContractRecord[]> =>
    fromApiList<ContractRecord>((await apiRequest<{ contracts: ApiRecord[] }>(`${recordPath('projects', projectId)}/contracts`)).contracts),

  /** The project's photos and documents, oldest first, each with a link to its content that works for a day. */
  getProjectFiles: async (projectId: RaRecord['id']): Promise<ProjectFileRecord[]> =>
    fromApiList<ProjectFileRecord>((await apiRequest<{ files: ApiRecord[] }>(`${recordPath('projects', projectId)}/files`)).files),

  /** The photos and documents of every project of a customer, newest project first. */
  getCustomerProjectFiles: async (customerId: RaRecord['id']): Promise<ProjectFileRecord[]> =>
    fromApiList<ProjectFileRecord>(
      (await apiRequest<{ files: ApiRecord[] }>(`${declarationOf('projects').apiPath}/customer/${encodeURIComponent(String(customerId))}/files`)).files,
    ),

  /**
   * Adds files to a project, each with the same stage, room and caption; a photo's GPS data is removed unless
   * `keepLocation`. Answers the files saved and, for each refused one, why.
   */
  uploadProjectFiles: async (projectId: RaRecord['id'], files: File[], details: ProjectFileDetails, keepLocation: boolean) => {
    const form = new FormData();
    // The fields go before the files: the server reads them first.
    form.append('stage', details.stage);
    if (details.room) form.append('room', details.room);
    if (details.caption) form.append('caption', details.caption);
    form.append('keep_location', String(keepLocation));
    for (const file of files) form.append('files', file, file.name);
    const answer = await apiRequest<{ files: ApiRecord[]; refused: RefusedProjectFile[] }>(`${recordPath('projects', projectId)}/files`, { method: 'POST', body: form });
    return { files: fromApiList<ProjectFileRecord>(answer.files), refused: answer.refused };
  },

  /** Saves a file's stage, room and caption, with the version it was read at. */
  updateProjectFile: async (file: ProjectFileRecord, changes: Omit<ProjectFileUpdate, '_id' | 'updated_at'>): Promise<ProjectFileRecord> =>
    fromApi<ProjectFileRecord>(
      await saving(apiRequest<ApiRecord>('/pm/project-files', { method: 'PUT', body: { ...changes, _id: file.id, updated_at: file.updated_at } })),
    ),

  /** Deletes a file for good: the screen offers Undo before it calls. */
  deleteProjectFile: async (fileId: RaRecord['id']) => {
    await apiRequest(`/pm/project-files/${encodeURIComponent(String(fileId))}`, { method: 'DELETE' });
  },

  /** Every version of the project's quotes, newest first (docs/quotes.md#screens). */
  getProjectQuotes: async (projectId: RaRecord['id']): Promise<QuoteRecord[]> =>
    (
      await queryList<QuoteRecord>('quotes', {
        filter: { project: projectId },
        sort: { field: 'created_at', order: 'DESC' },
        pagination: { page: 1, perPage: listLimits.maxPageSize },
      })
    ).data,

  /** A new draft version of a sent, viewed, declined or expired quote (docs/quotes.md#versions); answers the new version. */
  reviseQuote: async (quoteId: RaRecord['id']): Promise<QuoteRecord> =>
    fromApi<QuoteRecord>(await apiRequest<ApiRecord>(`${recordPath('quotes', quoteId)}/revise`, { method: 'POST' })),

  /** E-mails the quote to its customer (and an SMS where they consent); answers it, sent (docs/quotes.md#sending). */
  sendQuote: async (quoteId: RaRecord['id']): Promise<QuoteRecord> =>
    fromApi<QuoteRecord>(await apiRequest<ApiRecord>(`${recordPath('quotes', quoteId)}/send`, { method: 'POST' })),

  /** The quote's PDF, in its language, named after its number and version. */
  getQuotePdf: (quoteId: RaRecord['id']): Promise<DownloadedFile> => apiDownload(`${recordPath('quotes', quoteId)}/pdf`),

  /** The tasks the signed-in staff member takes part in. */
  getUserTasks: async (): Promise<TaskRecord[]> =>
    fromApiList<TaskRecord>((await apiRequest<{ tasks: ApiRecord[] }>(`${declarationOf('tasks').apiPath}/user`)).tasks),

  getProjectTasks: async (projectId: RaRecord['id']): Promise<TaskRecord[]> =>
    fromApiList<TaskRecord>(
      (await apiRequest<{ tasks: ApiRecord[] }>(`${declarationOf('tasks').apiPath}/project/${encodeURIComponent(String(projectId))}`)).tasks,
    ),

  /** Marks a task done, or open again; answers the saved task. */
  setTaskDone: async (taskId: RaRecord['id'], done: boolean): Promise<TaskRecord> =>
    fromApi<TaskRecord>(await apiRequest<ApiRecord>(`${recordPath('tasks', taskId)}/done`, { method: 'POST', body: { done } })),

  getTeams: async (): Promise<TeamRecord[]> =>
    fromApiList<TeamRecord>((await apiRequest<{ teams: ApiRecord[] }>(declarationOf('teams').apiPath)).teams),

  /**
   * How many customers a recipient filter selects now, a page of them (the first 25 by default), newest first, and per
   * channel how many consent allows and leaves out.
   */
  previewRecipients: async (filter: RecipientFilterInput, pagination?: { current: number; pageSize: number }) => {
    const { total, customers, consent } = await apiRequest<{ total: number; customers: ApiRecord[]; consent: ConsentAudience[] }>(
      `${declarationOf('recipients').apiPath}/filter`,
      { method: 'POST', body: { filter, pagination } },
    );
    return { total, customers: fromApiList<RecipientCustomerRecord>(customers), consent };
  },

  /** Every recipient group by name, with how many customers each holds now. */
  getRecipientGroups: async () =>
    fromApiList<ClientRecord<RecipientGroupWithCount>>((await apiRequest<{ recipients: ApiRecord[] }>(declarationOf('recipients').apiPath)).recipients),

  /** Support chat (server/routes/support.ts): the unread messages of the caller's conversations, and whether they are the desk. */
  getSupportUnread: () => apiRequest<{ unread: number; desk: boolean }>('/support/unread'),

  /** The desk's conversations. */
  getSupportConversations: async (): Promise<SupportConversation[]> =>
    (await apiRequest<{ conversations: SupportConversation[] }>('/support/conversations')).conversations,

  /** A conversation's messages; `conversation` undefined is the caller's own, as in the support calls below. */
  getSupportMessages: async (conversation?: string): Promise<SupportMessage[]> =>
    (await apiRequest<{ messages: SupportMessage[] }>(`${supportConversationPath(conversation)}/messages`)).messages,

  sendSupportMessage: (content: string, conversation?: string): Promise<SupportMessage> =>
    apiRequest<SupportMessage>(`${supportConversationPath(conversation)}/messages`, { method: 'POST', body: { content } }),

  markSupportRead: (conversation?: string) =>
    apiRequest<{ ok: true }>(conversation ? `${supportConversationPath(conversation)}/read` : '/support/messages/read', { method: 'POST' }),

  /** The signed-in staff member's notices, the unread first, and how many are unread (docs/pm.md#notices). */
  getNotices: () => apiRequest<NoticeList>('/notices'),

  markNoticeRead: (id: string) => apiRequest<Notice>(`/notices/${encodeURIComponent(id)}/read`, { method: 'POST' }),

  /** Marks the task a notice is about done, and the notice read. */
  markNoticeDone: (id: string) => apiRequest<Notice>(`/notices/${encodeURIComponent(id)}/done`, { method: 'POST' }),

  /** What the back office e-mails the signed-in person: the language, the daily digest of overdue tasks. */
  getMailPreferences: () => apiRequest<MailPreferences>('/auth/account/mail'),

  saveMailPreferences: (preferences: MailPreferences) => apiRequest<MailPreferences>('/auth/account/mail', { method: 'PUT', body: preferences }),

  /** Stores an image (an avatar); answers the address it is served at. */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<UploadedFile>('/storage/upload', { method: 'POST', body: form });
  },

  /** Signs an account out everywhere (a superadmin's call): its tokens stop working at their next request. */
  endUserSessions: (id: RaRecord['id']) => apiRequest<{ ok: true }>(`${recordPath('users', id)}/sessions/end`, { method: 'POST' }),

  /** Moves a campaign along its lifecycle (domain/campaign.ts): schedules it for `scheduled` (ISO), or cancels it; answers it saved. */
  scheduleCampaign: async (id: RaRecord['id'], scheduled: string): Promise<CampaignRecord> =>
    fromApi<CampaignRecord>(await apiRequest<ApiRecord>(`${recordPath('campaigns', id)}/schedule`, { method: 'POST', body: { scheduled } })),

  cancelCampaign: async (id: RaRecord['id']): Promise<CampaignRecord> =>
    fromApi<CampaignRecord>(await apiRequest<ApiRecord>(`${recordPath('campaigns', id)}/cancel`, { method: 'POST' })),

  /** Sends a draft or scheduled campaign now, or resumes an interrupted one; answers it, sending. */
  sendCampaign: async (id: RaRecord['id']): Promise<CampaignRecord> =>
    fromApi<CampaignRecord>(await apiRequest<ApiRecord>(`${recordPath('campaigns', id)}/send`, { method: 'POST' })),

  /** Before sending: per channel of the campaign, how many its recipients' consent allows now and leaves out, by reason. */
  getCampaignAudience: (id: RaRecord['id']) => apiRequest<{ channels: ConsentAudience[] }>(`${recordPath('campaigns', id)}/audience`),

  /** How many of the campaign's messages are in each status, per channel. */
  getCampaignDelivery: (id: RaRecord['id']) => apiRequest<CampaignDelivery>(`${recordPath('campaigns', id)}/delivery`),

  /** A new draft copy of the campaign. */
  duplicateCampaign: async (id: RaRecord['id']): Promise<CampaignRecord> =>
    fromApi<CampaignRecord>(await apiRequest<ApiRecord>(`${recordPath('campaigns', id)}/duplicate`, { method: 'POST' })),

  /** Sends the campaign's e-mail to the signed-in account's own address; answers that address. */
  sendCampaignTest: (id: RaRecord['id']) => apiRequest<{ sentTo: string; smsTo: string | null }>(`${recordPath('campaigns', id)}/test`, { method: 'POST' }),

  /** The campaign's e-mail in its template and its SMS text, as the reader would receive them. */
  getCampaignPreview: (id: RaRecord['id']) => apiRequest<CampaignPreview>(`${recordPath('campaigns', id)}/preview`),

  /** Every active staff account, by name: the choices of the staff pickers. */
  getStaff: async (): Promise<StaffMemberRecord[]> => fromApiList<StaffMemberRecord>((await apiRequest<{ staff: ApiRecord[] }>(declarationOf('staffs').apiPath)).staff),

  /** The business settings (/system/settings). */
  getSettings: () => apiRequest<BusinessSettings>('/system/settings'),

  /** Saves every setting; `updated_at` is the version they were read at. */
  saveSettings: (settings: BusinessSettingsValues & { updated_at: string }) =>
    apiRequest<BusinessSettings>('/system/settings', { method: 'PUT', body: settings }),

  /** Whether e-mail and SMS are configured on the server. */
  getDeliveryStatus: () => apiRequest<DeliveryStatus>('/system/settings/delivery'),

  /** A test e-mail to the signed-in account, written in `locale`; answers the address it went to. */
  sendTestEmail: (locale: string) => apiRequest<{ to: string }>('/system/settings/test-email', { method: 'POST', body: { locale } }),
} satisfies DataProvider;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type AppDataProvider = typeof dataProvider;
