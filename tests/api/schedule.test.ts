import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScheduleAnswer } from '../../domain/schedule.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let api: ReturnType<typeof pmFixtures>;
let worker: string;

beforeAll(async () => {
  server = await startTestServer();
  api = pmFixtures(server, (await server.signIn(['employee'])).headers);
  worker = await api.staffMember();
  // Days are the business's: the tests read them in UTC, but for the one that changes the zone.
  await setTimeZone('UTC');
});
afterAll(() => server?.close());

const schedule = (headers: Record<string, string>, start: string, end: string) =>
  server.app.inject({ method: 'GET', url: `/api/marketing/schedule?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`, headers });

/** The schedule of a window as the employee reads it. */
const scheduleOf = async (start: string, end: string, headers?: Record<string, string>): Promise<ScheduleAnswer> => {
  const response = headers ? await schedule(headers, start, end) : await api.api('GET', `/marketing/schedule?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A campaign placed at `scheduled` in `status`, as the lifecycle would have left it. */
async function campaignAt(title: string, scheduled: string, status = 'scheduled'): Promise<ApiRecord> {
  const campaign = await api.created('/marketing/campaigns', { sender: 'Harbour Renovations', title, content: '<p>Hello</p>' });
  await server.database.pool.query('UPDATE campaigns SET status = $1, scheduled = $2 WHERE _id = $3', [status, scheduled, campaign._id]);
  return campaign;
}

const setTimeZone = (zone: string) => server.database.pool.query('UPDATE business_settings SET time_zone = $1', [zone]);

describe('the window', () => {
  test.each([
    ['no end', '?start=2031-01-01T00:00:00Z', 'end'],
    ['a day instead of a moment', '?start=2031-01-01&end=2031-02-01T00:00:00Z', 'The start and end of a window are moments'],
    ['an end before the start', '?start=2031-02-01T00:00:00Z&end=2031-01-01T00:00:00Z', 'The end of the window must come after its start'],
    ['an end equal to the start', '?start=2031-02-01T00:00:00Z&end=2031-02-01T00:00:00Z', 'The end of the window must come after its start'],
    ['63 days', '?start=2031-01-01T00:00:00Z&end=2031-03-05T00:00:00Z', 'A window of the schedule is at most 62 days long'],
  ])('refuses %s with a 400 saying why', async (_case, query, sentence) => {
    const response = await api.api('GET', `/marketing/schedule${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(sentence);
  });

  test('takes 62 days, and moments with an offset', async () => {
    await scheduleOf('2031-01-01T00:00:00Z', '2031-03-04T00:00:00Z');
    await scheduleOf('2031-01-01T00:00:00+08:00', '2031-02-01T00:00:00+08:00');
  });
});

describe('events', () => {
  test('answers campaigns by sending time, projects by start date and tasks by deadline, in the window only', async () => {
    const campaign = await campaignAt('Spring kitchen offer', '2032-04-10T15:30:00.000Z');
    await campaignAt('Before the window', '2032-03-31T23:59:59.000Z');
    await campaignAt('At the end, outside', '2032-05-01T00:00:00.000Z');
    await api.created('/marketing/campaigns', { sender: 'Harbour Renovations', title: 'A draft with no time', content: '<p>Hi</p>' });
    const customer = await api.createCustomer({ name: 'Mei', last_name: 'Chen' });
    const project = await api.created('/pm/projects', api.projectBody(customer._id, { start_date: '2032-04-01', end_date: '2032-06-01' }));
    await api.created('/pm/projects', api.projectBody(customer._id, { start_date: '2032-05-01' }));
    const task = await api.createTask(project._id, [worker], { name: 'Order the cabinets', deadline: '2032-04-30' });
    await api.createTask(project._id, [worker], { name: 'Too late', deadline: '2032-05-01' });

    const { events, timeZone, truncated } = await scheduleOf('2032-04-01T00:00:00Z', '2032-05-01T00:00:00Z');
    expect(timeZone).toBe('UTC');
    expect(truncated).toBe(false);
    expect(events).toEqual([
      { kind: 'campaign', id: campaign._id, title: 'Spring kitchen offer', status: 'scheduled', at: '2032-04-10T15:30:00.000Z' },
      { kind: 'project', id: project._id, customer_name: 'Mei Chen', status: 'pending', day: '2032-04-01' },
      { kind: 'task', id: task._id, title: 'Order the cabinets', project: project._id, done: false, day: '2032-04-30' },
    ]);
  });

  test('marks done tasks and cancelled or sent campaigns', async () => {
    const cancelled = await campaignAt('Called off', '2033-02-03T09:00:00.000Z', 'cancelled');
    const sent = await campaignAt('Went out', '2033-02-04T09:00:00.000Z', 'sent');
    const project = await api.createProject({ start_date: '2033-01-15' });
    const task = await api.createTask(project._id, [worker], { deadline: '2033-02-05' });
    await api.succeeded('POST', `/pm/tasks/${task._id}/done`, { done: true });

    const { events } = await scheduleOf('2033-02-01T00:00:00Z', '2033-03-01T00:00:00Z');
    expect(events).toEqual([
      expect.objectContaining({ id: cancelled._id, status: 'cancelled' }),
      expect.objectContaining({ id: sent._id, status: 'sent' }),
      expect.objectContaining({ id: task._id, kind: 'task', done: true }),
    ]);
  });

  test("places dates in the business's time zone: a window of Shanghai's days takes the days it covers there", async () => {
    const project = await api.createProject({ start_date: '2034-03-01' });
    const lastDay = await api.createProject({ start_date: '2034-03-31' });
    await api.createProject({ start_date: '2034-02-28' });
    await api.createProject({ start_date: '2034-04-01' });
    // 8 p.m. on 1 March in Shanghai is noon UTC: inside March there, whatever the UTC day.
    const campaign = await campaignAt('Shanghai evening', '2034-02-28T16:30:00.000Z');
    await setTimeZone('Asia/Shanghai');
    try {
      const { events, timeZone } = await scheduleOf('2034-03-01T00:00:00+08:00', '2034-04-01T00:00:00+08:00');
      expect(timeZone).toBe('Asia/Shanghai');
      expect(events.map((event) => event.id)).toEqual([campaign._id, project._id, lastDay._id]);
    } finally {
      await setTimeZone('UTC');
    }
  });
});

describe('who reads what', () => {
  const window = ['2035-06-01T00:00:00Z', '2035-07-01T00:00:00Z'] as const;
  let campaign: ApiRecord;
  let project: ApiRecord;

  beforeAll(async () => {
    campaign = await campaignAt('Summer patio offer', '2035-06-12T10:00:00.000Z');
    project = await api.createProject({ start_date: '2035-06-02' });
    await api.createTask(project._id, [worker], { deadline: '2035-06-20' });
  });

  test('a manager sees the three kinds', async () => {
    const { headers } = await server.signIn(['manager']);
    const { events } = await scheduleOf(...window, headers);
    expect(events.map((event) => event.kind)).toEqual(['campaign', 'project', 'task']);
  });

  test('staff narrowed to marketing see the campaigns and no project or task', async () => {
    const { headers } = await server.signIn(['employee'], ['marketing']);
    const { events } = await scheduleOf(...window, headers);
    expect(events).toEqual([expect.objectContaining({ kind: 'campaign', id: campaign._id })]);
  });

  test('a Worker and a visitor, who read no marketing, are refused; so is a caller without a token', async () => {
    for (const roles of [['Worker'], ['visitor']]) {
      const { headers } = await server.signIn(roles);
      expect((await schedule(headers, ...window)).statusCode).toBe(403);
    }
    expect((await schedule({}, ...window)).statusCode).toBe(401);
  });
});
