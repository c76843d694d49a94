import type pg from 'pg';
import { expect, test } from 'vitest';
import { previousSchema } from './previousSchema.js';

// Migrations 0049 and 0050 keep every account and task; 0050 writes a participant row for each participant of each
// task there is (docs/performance.md#a-persons-tasks), and from then on the triggers keep them in step.

const fillBefore = previousSchema('task-participants');

const taskColumns = '_id, project, name, participants, deadline, urgent, done, done_at, updated_at';
const userColumns = '_id, username, roles, active, updated_at';
const rowsOf = (pool: pg.Pool, query: string) => pool.query(query).then((result) => result.rows);
const participantRows = (pool: pg.Pool) => rowsOf(pool, 'SELECT task, account, done, urgent, deadline::text FROM task_participants ORDER BY task, account');

test('tasks stored before the participants table keep their rows and get a participant row each, which then follow every change', async () => {
  const before: Record<string, unknown[]> = {};
  const { database } = await fillBefore('_task_participants_and_notices', async (pool) => {
    await pool.query(`
      INSERT INTO users (_id, username, password_hash, roles) VALUES
        ('u-wei', 'wei', 'x', '{Worker}'), ('u-ada', 'ada', 'x', '{employee}'), ('u-lee', 'lee', 'x', '{manager}')`);
    await pool.query(`INSERT INTO customers (_id, name, phone, locale) VALUES ('c-1', 'Mei', '4165550101', 'zh-CN')`);
    await pool.query(`INSERT INTO projects (_id, customer, property, services, description) VALUES ('p-1', 'c-1', 'house', '{plumbing}', 'Bath')`);
    await pool.query(`
      INSERT INTO tasks (_id, project, name, participants, deadline, types, description, urgent, done, done_at) VALUES
        ('t-open', 'p-1', 'Open', '{u-wei,u-ada}', '2030-05-01', '{onsite}', 'd', true, false, NULL),
        ('t-done', 'p-1', 'Done', '{u-ada}', '2030-04-01', '{onsite}', 'd', false, true, '2030-04-02T10:00:00Z'),
        ('t-twice', 'p-1', 'Twice', '{u-lee,u-lee}', '2030-06-01', '{onsite}', 'd', false, false, NULL)`);
    before.tasks = await rowsOf(pool, `SELECT ${taskColumns} FROM tasks ORDER BY _id`);
    before.users = await rowsOf(pool, `SELECT ${userColumns} FROM users ORDER BY _id`);
  });
  const { pool: opened } = database;
  expect(await rowsOf(opened, `SELECT ${taskColumns} FROM tasks ORDER BY _id`)).toEqual(before.tasks);
  expect(await rowsOf(opened, `SELECT ${userColumns} FROM users ORDER BY _id`)).toEqual(before.users);
  expect(await participantRows(opened)).toEqual([
    { task: 't-done', account: 'u-ada', done: true, urgent: false, deadline: '2030-04-01' },
    { task: 't-open', account: 'u-ada', done: false, urgent: true, deadline: '2030-05-01' },
    { task: 't-open', account: 'u-wei', done: false, urgent: true, deadline: '2030-05-01' },
    { task: 't-twice', account: 'u-lee', done: false, urgent: false, deadline: '2030-06-01' },
  ]);

  await opened.query(`UPDATE tasks SET participants = '{u-lee}', done = true, deadline = '2030-05-02' WHERE _id = 't-open'`);
  await opened.query(`DELETE FROM tasks WHERE _id = 't-done'`);
  expect(await participantRows(opened)).toEqual([
    { task: 't-open', account: 'u-lee', done: true, urgent: true, deadline: '2030-05-02' },
    { task: 't-twice', account: 'u-lee', done: false, urgent: false, deadline: '2030-06-01' },
  ]);
}, 180_000);
