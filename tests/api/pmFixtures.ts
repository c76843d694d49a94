import { expect } from 'vitest';
import type { TestServer } from './testServer.js';

export type ApiRecord = Record<string, unknown> & { _id: string; updated_at: string };
type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

/** The calls of the PM area and sample records made through them, as the staff member whose `headers` are given. */
export function pmFixtures(server: TestServer, headers: Record<string, string>) {
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers, payload });

  /** The answer of a call that must succeed with `status`. */
  const succeeded = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) => {
    const response = await api(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };

  let serial = 0;
  /** The saved record a create answers. */
  const created = (url: string, body: object): Promise<ApiRecord> => succeeded('POST', url, body, 201);
  const createCustomer = (fields: object = {}) => created('/crm/customers', { name: 'Ada', last_name: 'Lovelace', phone: '4165550100', ...fields });
  const projectBody = (customer: string, fields: object = {}) => ({
    customer,
    property: 'house',
    services: ['kitchen-remodeling'],
    description: 'New kitchen with an island.',
    ...fields,
  });
  const createProject = async (fields: object = {}) => created('/pm/projects', projectBody((await createCustomer())._id, fields));
  /** A new staff account with these roles; answers its `_id`. */
  const staffMember = async (roles = ['Worker']) => (await server.signIn(roles)).account._id;
  const taskBody = (project: string, participants: string[], fields: object = {}) => ({
    project,
    name: 'Measure the kitchen',
    participants,
    deadline: '2030-05-01',
    types: ['onsite'],
    description: 'Bring the laser measure.',
    ...fields,
  });
  const createTask = (project: string, participants: string[], fields: object = {}) => created('/pm/tasks', taskBody(project, participants, fields));
  const contractBody = (fields: object = {}) => ({ contract_number: `HR-${++serial}-${Math.random().toString(36).slice(2, 8)}`, ...fields });
  const createContract = (project: string, fields: object = {}) => created(`/pm/projects/${project}/contracts`, contractBody(fields));
  const createTeam = (fields: object = {}) => created('/pm/teams', { name: `Crew ${++serial}`, ...fields });
  const statistics = (): Promise<Record<string, number>> => succeeded('GET', '/admin/statistics/all');

  return {
    api,
    succeeded,
    created,
    createCustomer,
    projectBody,
    createProject,
    staffMember,
    taskBody,
    createTask,
    contractBody,
    createContract,
    createTeam,
    statistics,
  };
}

/** A refusal that names the field: `status`, and `message` (the text of docs/product.md#validation) at `path` in the details, with its key. */
export function expectRefusal(response: Answer, path: string, message: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().details).toContainEqual({ path, message, key: expect.stringMatching(/^validation\./) });
}
