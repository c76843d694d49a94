import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let me: string;
let worker: string;
let project: ApiRecord;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(['employee']);
  me = staff.account._id;
  pm = pmFixtures(server, staff.headers);
  worker = await pm.staffMember(['Worker']);
  project = await pm.createProject();
});
afterAll(() => server?.close());

const taskCount = async () => (await server.database.pool.query('SELECT count(*)::int AS n FROM tasks')).rows[0].n;
const names = (tasks: ApiRecord[]) => tasks.map((task) => task.name);

describe('create', () => {
  test('answers the saved task: open, not urgent, with its participants’ names and its project’s customer', async () => {
    const task = await pm.createTask(project._id, [worker, me], { urgent: true });
    expect(task).toMatchObject({
      project: project._id,
      name: 'Measure the kitchen',
      participants: [worker, me],
      participant_names: [expect.stringMatching(/worker/), expect.stringMatching(/employee/)],
      deadline: '2030-05-01',
      types: ['onsite'],
      urgent: true,
      done: false,
      done_at: null,
      customer_name: 'Ada Lovelace',
      creator: me,
    });
    expect((await pm.createTask(project._id, [me])).urgent).toBe(false);
  });

  test.each([
    [{ name: undefined }, 'name', 'Please input task name'],
    [{ name: ' ' }, 'name', 'Please input task name'],
    [{ name: 'ab' }, 'name', 'Length should be 3 to 30'],
    [{ name: 'x'.repeat(31) }, 'name', 'Length should be 3 to 30'],
    [{ participants: undefined }, 'participants', 'Please select at least one participant'],
    [{ participants: [] }, 'participants', 'Please select at least one participant'],
    [{ deadline: undefined }, 'deadline', 'Please pick a deadline'],
    [{ deadline: '' }, 'deadline', 'Please pick a deadline'],
    [{ deadline: 'next week' }, 'deadline', 'Please pick a valid date'],
    [{ types: undefined }, 'types', 'Please select at least one task type'],
    [{ types: [] }, 'types', 'Please select at least one task type'],
    [{ types: ['onsite', 'gardening'] }, 'types.1', 'Please choose a value from the list'],
    [{ description: undefined }, 'description', 'Please input task description'],
    [{ description: '' }, 'description', 'Please input task description'],
    [{ project: undefined }, 'project', 'Please select the project'],
  ])('refuses %j with "%s: %s" and creates nothing', async (fields, path, message) => {
    const before = await taskCount();
    expectRefusal(await pm.api('POST', '/pm/tasks', pm.taskBody(project._id, [me], fields)), path, message);
    expect(await taskCount()).toBe(before);
  });

  test('a task naming a project or a staff member that does not exist is a 400 naming the field', async () => {
    const before = await taskCount();
    expectRefusal(await pm.api('POST', '/pm/tasks', pm.taskBody('6b0000000000000000000000', [me])), 'project', 'This project does not exist');
    expectRefusal(await pm.api('POST', '/pm/tasks', pm.taskBody(project._id, [me, 'nobody'])), 'participants.1', 'This staff member does not exist');
    const visitor = (await server.signIn(['visitor'])).account._id;
    expectRefusal(await pm.api('POST', '/pm/tasks', pm.taskBody(project._id, [visitor])), 'participants.0', 'This staff member does not exist');
    expect(await taskCount()).toBe(before);
  });
});

describe('the tasks of the signed-in user', () => {
  test('answer only the tasks the caller takes part in: open first, urgent first, nearest deadline first', async () => {
    const caller = await server.signIn(['Worker']);
    const own = pmFixtures(server, caller.headers);
    const id = caller.account._id;
    const later = await pm.createTask(project._id, [id], { name: 'Later', deadline: '2030-09-01' });
    await pm.createTask(project._id, [id, me], { name: 'Sooner', deadline: '2030-06-01' });
    await pm.createTask(project._id, [me], { name: 'Not mine', deadline: '2030-01-01', urgent: true });
    await pm.createTask(project._id, [id], { name: 'Urgent', deadline: '2030-12-01', urgent: true });
    const finished = await pm.createTask(project._id, [id], { name: 'Finished', deadline: '2029-01-01', urgent: true });
    await own.succeeded('POST', `/pm/tasks/${finished._id}/done`, { done: true });

    const { tasks } = await own.succeeded('GET', '/pm/tasks/user');
    expect(names(tasks)).toEqual(['Urgent', 'Sooner', 'Later', 'Finished']);
    expect(tasks.every((task: ApiRecord) => (task.participants as string[]).includes(id))).toBe(true);

    await own.succeeded('POST', `/pm/tasks/${later._id}/done`, { done: true });
    expect(names((await own.succeeded('GET', '/pm/tasks/user')).tasks)).toEqual(['Urgent', 'Sooner', 'Finished', 'Later']);
  });

  test('follow every change of a task: its participants, urgency, deadline, done, the trash and back', async () => {
    const first = await server.signIn(['Worker']);
    const second = await server.signIn(['Worker']);
    const tasksOf = async (headers: Record<string, string>) => names((await pmFixtures(server, headers).succeeded('GET', '/pm/tasks/user')).tasks);
    const moved = await pm.createTask(project._id, [first.account._id], { name: 'Moved', deadline: '2030-09-01' });
    await pm.createTask(project._id, [first.account._id, second.account._id], { name: 'Shared', deadline: '2030-08-01' });
    expect(await tasksOf(first.headers)).toEqual(['Shared', 'Moved']);

    const handedOver = await pm.succeeded('PUT', '/pm/tasks', { _id: moved._id, updated_at: moved.updated_at, participants: [second.account._id] });
    expect(await tasksOf(first.headers)).toEqual(['Shared']);
    expect(await tasksOf(second.headers)).toEqual(['Shared', 'Moved']);

    const urgent = await pm.succeeded('PUT', '/pm/tasks', { _id: moved._id, updated_at: handedOver.updated_at, urgent: true });
    expect(await tasksOf(second.headers)).toEqual(['Moved', 'Shared']);
    await pm.succeeded('PUT', '/pm/tasks', { _id: moved._id, updated_at: urgent.updated_at, urgent: false, deadline: '2030-07-01' });
    expect(await tasksOf(second.headers)).toEqual(['Moved', 'Shared']);
    await pm.succeeded('POST', `/pm/tasks/${moved._id}/done`, { done: true });
    expect(await tasksOf(second.headers)).toEqual(['Shared', 'Moved']);

    await pm.succeeded('DELETE', `/pm/tasks/${moved._id}`);
    expect(await tasksOf(second.headers)).toEqual(['Shared']);
    await pm.succeeded('POST', `/pm/tasks/${moved._id}/restore`);
    expect(await tasksOf(second.headers)).toEqual(['Shared', 'Moved']);
  });

  test('someone in no task has none', async () => {
    const idle = pmFixtures(server, (await server.signIn(['manager'])).headers);
    expect(await idle.succeeded('GET', '/pm/tasks/user')).toEqual({ tasks: [] });
  });
});

describe('the tasks of a project, get, update and done', () => {
  test('a project answers its own tasks only; an unknown project is a 404', async () => {
    const own = await pm.createProject();
    await pm.createTask(own._id, [me], { name: 'Order tiles', deadline: '2030-08-01' });
    await pm.createTask(own._id, [worker], { name: 'Book the dumpster', deadline: '2030-07-01' });
    await pm.createTask(project._id, [me], { name: 'Elsewhere' });
    expect(names((await pm.succeeded('GET', `/pm/tasks/project/${own._id}`)).tasks)).toEqual(['Book the dumpster', 'Order tiles']);
    expect((await pm.api('GET', '/pm/tasks/project/nothing')).statusCode).toBe(404);
  });

  test('get answers the task; update saves it and refuses a stale version with 409', async () => {
    const task = await pm.createTask(project._id, [me]);
    expect(await pm.succeeded('GET', `/pm/tasks/${task._id}`)).toEqual(task);
    const updated = await pm.succeeded('PUT', '/pm/tasks', { _id: task._id, updated_at: task.updated_at, participants: [worker], name: 'Measure twice' });
    expect(updated).toMatchObject({ participants: [worker], participant_names: [expect.stringMatching(/worker/)], name: 'Measure twice' });
    const stale = await pm.api('PUT', '/pm/tasks', { _id: task._id, updated_at: task.updated_at, name: 'Cut once' });
    expect(stale.statusCode).toBe(409);
    expectRefusal(await pm.api('PUT', '/pm/tasks', { _id: task._id, updated_at: updated.updated_at, participants: [] }), 'participants', 'Please select at least one participant');
    expectRefusal(await pm.api('PUT', '/pm/tasks', { _id: task._id, updated_at: updated.updated_at, participants: ['ghost'] }), 'participants.0', 'This staff member does not exist');
    expectRefusal(await pm.api('PUT', '/pm/tasks', { _id: task._id, updated_at: updated.updated_at, project: 'gone' }), 'project', 'This project does not exist');
    expect((await pm.api('GET', '/pm/tasks/6b0000000000000000000000')).statusCode).toBe(404);
  });

  test('done sets done_at, open again clears it; marking it as it is changes nothing', async () => {
    const task = await pm.createTask(project._id, [me]);
    const done = await pm.succeeded('POST', `/pm/tasks/${task._id}/done`, { done: true });
    expect(done.done).toBe(true);
    expect(Date.parse(done.done_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(done.updated_at)).toBeGreaterThan(Date.parse(task.updated_at));
    expect(await pm.succeeded('POST', `/pm/tasks/${task._id}/done`, { done: true })).toEqual(done);
    expect(await pm.succeeded('POST', `/pm/tasks/${task._id}/done`, { done: false })).toMatchObject({ done: false, done_at: null });
    expect((await pm.api('POST', `/pm/tasks/${task._id}/done`, { done: 'yes' })).statusCode).toBe(400);
    expect((await pm.api('POST', '/pm/tasks/nothing/done', { done: true })).statusCode).toBe(404);
  });

  test('the list answers {tasks, meta} filtered by participant and done', async () => {
    const loner = await pm.staffMember(['Worker']);
    const open = await pm.createTask(project._id, [loner], { name: 'Open one' });
    const closed = await pm.createTask(project._id, [loner], { name: 'Closed one' });
    await pm.succeeded('POST', `/pm/tasks/${closed._id}/done`, { done: true });
    const { tasks, meta } = await pm.succeeded('POST', '/pm/tasks/query', { filters: { participants: [loner], done: false } });
    expect(tasks.map((t: ApiRecord) => t._id)).toEqual([open._id]);
    expect(meta.total).toBe(1);
  });
});
