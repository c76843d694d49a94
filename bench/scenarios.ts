// What the bench loads, declared once: the load generator (run.ts) sends these requests over HTTP and the
// bench server (benchServer.ts) runs the same calls through the service to capture and replay their SQL.
import type { CustomerInput } from '../domain/customer.js';
import type { ListQuery } from '../domain/listQuery.js';
import type { RecipientFilterInput } from '../domain/recipientGroup.js';
import type { resources } from '../domain/resources.js';

export type DatabaseKind = 'embedded' | 'postgres';

export type ScenarioKey =
  | 'page25'
  | 'page25Compressed'
  | 'page1000'
  | 'filtered'
  | 'projectsByStatus'
  | 'projectSearch'
  | 'customerSearch'
  | 'search'
  | 'projectQuickSearch'
  | 'getById'
  | 'create'
  | 'customerProjects'
  | 'duplicates'
  | 'dashboard'
  | 'myTasks'
  | 'recipientFilter'
  | 'recipientFilterProject';

/** The API p95 a scenario must stay under, per database kind, at 100 000 customers (the performance issue's targets). */
export type P95Targets = Partial<Record<DatabaseKind, number>>;

export interface ListScenario {
  key: 'page25' | 'page25Compressed' | 'page1000' | 'filtered' | 'projectsByStatus' | 'projectSearch' | 'customerSearch';
  title: string;
  kind: 'list';
  /** The resource whose `POST …/query` is loaded. */
  resource: keyof Pick<typeof resources, 'customers' | 'projects'>;
  query: ListQuery;
  /** The `Accept-Encoding` the requests send; none asks for the answer uncompressed. */
  acceptEncoding?: string;
  targets: P95Targets;
}

export interface OtherScenario {
  key: 'search' | 'projectQuickSearch' | 'getById' | 'create' | 'customerProjects' | 'duplicates' | 'dashboard' | 'myTasks';
  title: string;
  /**
   * `customerProjects`: the projects of one customer (`GET /pm/projects/customer/:id`); `duplicates`: the customers
   * sharing one's phone, e-mail or WeChat id (`GET /crm/customers/:id/duplicates`); both rotating through customers.
   * `myTasks`: `GET /pm/tasks/user` signed in as the seeded worker in the most tasks.
   */
  kind: 'search' | 'projectQuickSearch' | 'get' | 'create' | 'customerProjects' | 'duplicates' | 'dashboard' | 'myTasks';
  targets: P95Targets;
}

/** A recipient group's preview (`POST /marketing/recipients/filter`): how many customers `filter` selects and the newest 25. */
export interface RecipientFilterScenario {
  key: 'recipientFilter' | 'recipientFilterProject';
  title: string;
  kind: 'recipientFilter';
  filter: RecipientFilterInput;
  targets: P95Targets;
}

export type Scenario = ListScenario | OtherScenario | RecipientFilterScenario;

export const customersPath = '/api/crm/customers';

/** What staff type into quick search: a surname, part of a phone, a city, a Chinese name as written, a mail domain. */
export const searchTerms = ['Tremblay', '4165', 'Markham', '王芳', 'gmail'] as const;

export const scenarios: readonly Scenario[] = [
  {
    key: 'page25',
    title: 'List page 25, created_at ↓',
    kind: 'list',
    resource: 'customers',
    query: { pagination: { current: 25, pageSize: 25 }, sorter: { field: 'created_at', order: 'descend' } },
    targets: { embedded: 50, postgres: 15 },
  },
  {
    // The same page as a browser asks for it: the answer is compressed (docs/server.md#compression). Its cost is
    // this scenario's throughput against page25's.
    key: 'page25Compressed',
    title: 'List page 25, created_at ↓, compressed (Brotli)',
    kind: 'list',
    resource: 'customers',
    query: { pagination: { current: 25, pageSize: 25 }, sorter: { field: 'created_at', order: 'descend' } },
    acceptEncoding: 'gzip, deflate, br, zstd',
    targets: { embedded: 50, postgres: 15 },
  },
  {
    key: 'page1000',
    title: 'List page 1000, created_at ↓',
    kind: 'list',
    resource: 'customers',
    query: { pagination: { current: 1000, pageSize: 25 }, sorter: { field: 'created_at', order: 'descend' } },
    targets: { embedded: 250 },
  },
  {
    key: 'filtered',
    title: 'Filter status, sort uid ↑',
    kind: 'list',
    resource: 'customers',
    query: { pagination: { current: 1, pageSize: 25 }, filters: { status: 'interested' }, sorter: { field: 'uid', order: 'ascend' } },
    targets: { embedded: 50 },
  },
  {
    key: 'projectsByStatus',
    title: 'Projects page 25, filter status',
    kind: 'list',
    resource: 'projects',
    query: { pagination: { current: 25, pageSize: 25 }, filters: { status: 'in_progress' }, sorter: { field: 'created_at', order: 'descend' } },
    targets: { embedded: 50 },
  },
  {
    // A common surname: the project search's worst case, many matches to order (docs/pm.md#finding-a-project).
    key: 'projectSearch',
    title: 'Projects found by customer name, first page',
    kind: 'list',
    resource: 'projects',
    query: { q: 'Tremblay', pagination: { current: 1, pageSize: 25 }, sorter: { field: 'created_at', order: 'descend' } },
    targets: { embedded: 50, postgres: 15 },
  },
  {
    // The same term in the customer list's search box, which answers a counted total too: what projectSearch is
    // held against.
    key: 'customerSearch',
    title: 'Customers found by name, first page',
    kind: 'list',
    resource: 'customers',
    query: { q: 'Tremblay', pagination: { current: 1, pageSize: 25 }, sorter: { field: 'created_at', order: 'descend' } },
    targets: { embedded: 50, postgres: 15 },
  },
  { key: 'customerProjects', title: "A customer's projects (rotating)", kind: 'customerProjects', targets: { embedded: 50 } },
  { key: 'duplicates', title: "A customer's possible duplicates (rotating)", kind: 'duplicates', targets: {} },
  { key: 'search', title: 'Quick search (5 terms)', kind: 'search', targets: { embedded: 50, postgres: 15 } },
  // The projects the same terms find below the customers (GET /pm/projects/search/:term).
  { key: 'projectQuickSearch', title: 'Quick search of projects (5 terms)', kind: 'projectQuickSearch', targets: { embedded: 50, postgres: 15 } },
  { key: 'getById', title: 'Get by id (rotating)', kind: 'get', targets: {} },
  { key: 'create', title: 'Create customer', kind: 'create', targets: {} },
  { key: 'dashboard', title: 'Dashboard charts', kind: 'dashboard', targets: { embedded: 50, postgres: 15 } },
  { key: 'myTasks', title: "The busiest worker's tasks", kind: 'myTasks', targets: {} },
  {
    key: 'recipientFilter',
    title: 'Recipient filter preview',
    kind: 'recipientFilter',
    // A typical recipient group: Chinese-speaking active customers who accept e-mail.
    filter: { locale: 'zh-CN', active: true, notification_methods: 'email' },
    targets: { embedded: 100 },
  },
  {
    key: 'recipientFilterProject',
    title: 'Recipient preview, by project',
    kind: 'recipientFilter',
    // The same group narrowed to customers with a kitchen or bathroom project under way or done.
    filter: { locale: 'zh-CN', active: true, notification_methods: 'email', project: { status: ['in_progress', 'completed'], services: ['kitchen-remodeling', 'bathroom-renovation'] } },
    targets: { embedded: 100 },
  },
];

export const recipientFilterPath = '/api/marketing/recipients/filter';

/** The dashboard's charts as a reader in Toronto asks for them. */
export const dashboardTimeZone = 'America/Toronto';
export const dashboardPath = `/api/admin/statistics/dashboard?tz=${encodeURIComponent(dashboardTimeZone)}`;
export const myTasksPath = '/api/pm/tasks/user';

/** The event loop of the server under load must not stall longer than this (p99), in every scenario. */
export const eventLoopP99TargetMs = 50;
/** The customer count the targets are set for. */
export const targetCustomerCount = 100_000;

/** A valid new customer, different for each `n` (ten-digit phone, unique e-mail). */
export function customerCreateBody(runTag: string, n: number): CustomerInput {
  const digits = String(n % 10_000_000).padStart(7, '0');
  return {
    name: 'Bench',
    last_name: `Load ${runTag}-${n}`,
    phone: `905${digits}`,
    email: `bench.${runTag}.${n}@example.com`,
    raw_address: `${(n % 9999) + 1} Yonge St, Toronto, ON`,
    location: 'Toronto,ON',
    source: 'Website',
    note: 'Created by npm run bench.',
  } satisfies CustomerInput;
}
