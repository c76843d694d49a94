import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shortId } from '../../domain/ids.js';
import type { Notice, NoticeList } from '../../domain/notice.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { smtpMailTransport } from '../../server/messaging/mailTransport.js';
import { overdueDigestTasksShown, taskMailings } from '../../server/tasks/taskMailings.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

// Deadline reminders, in-app notices and the daily digest of overdue tasks (docs/pm.md#reminders-and-the-daily-digest,
// #notices), checked with the test clock in the business's time zone, Toronto, mails on a real SMTP peer.

const publicUrl = 'https://office.example';
/** 2030-05-01 in Toronto (EDT, UTC−4) at a wall-clock time. */
const toronto = (day: string, time: string) => Date.parse(`${day}T${time}:00-04:00`);

let server: TestServer;
let peer: SmtpPeer;
let pm: ReturnType<typeof pmFixtures>;
let project: ApiRecord;

type Person = Awaited<ReturnType<TestServer['signIn']>> & { api: ReturnType<typeof pmFixtures> };
let wei: Person;
let ada: Person;

async function person(roles: string[], name: string, mail?: { locale: 'en-US' | 'zh-CN' | null; overdue_digest: boolean }): Promise<Person> {
  const signedIn = await server.signIn(roles);
  await server.database.pool.query('UPDATE users SET display_name = $1 WHERE _id = $2', [name, signedIn.account._id]);
  const api = pmFixtures(server, signedIn.headers);
  if (mail) await api.succeeded('PUT', '/auth/account/mail', mail);
  return { ...signedIn, api };
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({ mail: peer.transport, mailFrom: 'Office <office@renovation.example>', publicUrl });
  await server.database.pool.query("UPDATE business_settings SET company_name = 'Maple Renovations', time_zone = 'America/Toronto'");
  pm = pmFixtures(server, (await server.signIn(['manager'])).headers);
  project = await pm.createProject({ location: 'Toronto,ON' });
  wei = await person(['Worker'], 'Wei Zhang', { locale: 'zh-CN', overdue_digest: false });
  // Her digest starts off, so that only the reminders arrive until the digest's tests.
  ada = await person(['employee'], 'Ada Byron', { locale: null, overdue_digest: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await peer?.close();
});

/** Moves the test clock to `at` and runs one check of the server's reminders and digests. */
async function checkAt(at: number) {
  server.clock.advance(at - server.clock.now());
  await server.app.taskMailings.runOnce();
}

const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0].address;
/** The e-mails that arrived since `before`, once `count` have. */
const arrived = async (before: number, count: number) => (await peer.messages(before + count)).slice(before);
/** A check answers once its e-mails are accepted by the peer: none came beyond `count`. */
const nothingMoreAfter = (count: number) => expect(peer.received.length).toBe(count);
const noticesOf = async (who: Person) => (await who.api.succeeded('GET', '/notices')) as NoticeList;

describe('deadline reminders', () => {
  test('from 07:00 in the business’s zone, each participant of an open task due today is e-mailed once in their language, with a notice', async () => {
    const due = await pm.createTask(project._id, [wei.account._id, ada.account._id], { name: 'Pour the slab', deadline: '2030-05-01' });
    const finished = await pm.createTask(project._id, [wei.account._id, ada.account._id], { name: 'Order concrete', deadline: '2030-05-01' });
    await pm.succeeded('POST', `/pm/tasks/${finished._id}/done`, { done: true });
    await pm.createTask(project._id, [ada.account._id], { name: 'Cure the slab', deadline: '2030-05-02' });
    const before = peer.received.length;

    await checkAt(toronto('2030-05-01', '06:55'));
    await nothingMoreAfter(before);
    expect((await noticesOf(ada)).notices).toEqual([]);

    await checkAt(toronto('2030-05-01', '07:05'));
    const mails = await arrived(before, 2);
    const toWei = mails.find((mail) => recipientOf(mail) === wei.account.email)!;
    const toAda = mails.find((mail) => recipientOf(mail) === ada.account.email)!;
    const taskLink = `${publicUrl}/pm/task/${due._id}`;
    expect(toAda.subject).toBe('Due today: Pour the slab');
    expect(toAda.text).toContain('Hello Ada Byron,');
    expect(toAda.text).toContain('The task “Pour the slab” is due today, May 1, 2030.');
    expect(toAda.text).toContain(`Project: #${shortId(project._id)} · Toronto,ON`);
    expect(toAda.text).toContain('Customer: Ada Lovelace');
    expect(toAda.text).toContain(taskLink);
    expect(toAda.html).toContain(`href="${taskLink}"`);
    expect(toAda.text).toContain('Maple Renovations');
    expect(toWei.subject).toBe('今日到期：Pour the slab');
    expect(toWei.text).toContain('Wei Zhang，您好：');
    expect(toWei.text).toContain('任务“Pour the slab”今天（2030年5月1日）到期。');
    expect(toWei.text).toContain('客户：Ada Lovelace');
    expect(toWei.text).toContain(taskLink);

    for (const who of [wei, ada]) {
      const { notices, unread } = await noticesOf(who);
      expect(unread).toBe(1);
      expect(notices).toEqual([
        {
          _id: expect.any(String),
          kind: 'task_due',
          resource: 'tasks',
          record: due._id,
          parameters: { task: 'Pour the slab', project: `#${shortId(project._id)}`, customer: 'Ada Lovelace', deadline: '2030-05-01' },
          created_at: new Date(toronto('2030-05-01', '07:05')).toISOString(),
          read_at: null,
        },
      ]);
    }

    await checkAt(toronto('2030-05-01', '09:00'));
    await nothingMoreAfter(before + 2);
    expect((await noticesOf(ada)).notices).toHaveLength(1);
  });

  test('a second server checking at the same moment sends nothing twice', async () => {
    const due = await pm.createTask(project._id, [wei.account._id, ada.account._id], { name: 'Frame the walls', deadline: '2030-05-03' });
    const before = peer.received.length;
    // Its own connections to the same PostgreSQL; the embedded database serves one server, so there its second scheduler shares them.
    const otherDatabase: Database | undefined = server.databaseUrl ? await openDatabase({ databaseUrl: server.databaseUrl }) : undefined;
    const otherMail = smtpMailTransport(peer.url);
    const other = taskMailings({
      db: (otherDatabase ?? server.database).db,
      clock: server.clock,
      mail: otherMail,
      mailFrom: 'Office <office@renovation.example>',
      publicUrl: () => publicUrl,
    });
    try {
      server.clock.advance(toronto('2030-05-03', '07:00') - server.clock.now());
      await Promise.all([server.app.taskMailings.runOnce(), other.runOnce(), server.app.taskMailings.runOnce(), other.runOnce()]);
      const mails = await arrived(before, 2);
      expect(mails.map(recipientOf).sort()).toEqual([wei.account.email, ada.account.email].sort());
      expect(mails.every((mail) => mail.text?.includes(`/pm/task/${due._id}`))).toBe(true);
      await nothingMoreAfter(before + 2);
      const frameNotices = (await noticesOf(ada)).notices.filter((notice) => notice.record === due._id);
      expect(frameNotices).toHaveLength(1);
    } finally {
      otherMail.close();
      await otherDatabase?.close();
    }
  });

  test('an e-mail the SMTP server refuses for now goes at the next check, once', async () => {
    await pm.createTask(project._id, [ada.account._id], { name: 'Tile the bath', deadline: '2030-05-04' });
    const before = peer.received.length;
    peer.refuse(451);
    await checkAt(toronto('2030-05-04', '07:00'));
    await nothingMoreAfter(before);
    await checkAt(toronto('2030-05-04', '07:05'));
    expect((await arrived(before, 1))[0].subject).toBe('Due today: Tile the bath');
    await checkAt(toronto('2030-05-04', '07:10'));
    await nothingMoreAfter(before + 1);
  });
});

describe('the daily digest of overdue tasks', () => {
  test('lists each one’s open overdue tasks, the oldest deadline first, capped with how many more; not for one who turned it off', async () => {
    const late = await person(['Worker'], 'Lee Late');
    const overdue = overdueDigestTasksShown + 2;
    for (let task = 0; task < overdue; task++) {
      const deadline = `2030-04-${String(task + 1).padStart(2, '0')}`;
      await pm.createTask(project._id, [late.account._id, wei.account._id], { name: `Overdue ${String(task + 1).padStart(2, '0')}`, deadline });
    }
    const closed = await pm.createTask(project._id, [late.account._id], { name: 'Closed long ago', deadline: '2030-03-01' });
    await pm.succeeded('POST', `/pm/tasks/${closed._id}/done`, { done: true });
    await ada.api.succeeded('PUT', '/auth/account/mail', { locale: null, overdue_digest: true });
    const before = peer.received.length;

    await checkAt(toronto('2030-05-05', '07:30'));
    // Ada's tasks of the days before are open and past: her digest comes too; Wei turned his off.
    const mails = await arrived(before, 2);
    expect(mails.map(recipientOf)).not.toContain(wei.account.email);
    const digest = mails.find((mail) => recipientOf(mail) === late.account.email)!;
    expect(digest.subject).toBe(`You have ${overdue} overdue tasks`);
    const listed = [...(digest.text ?? '').matchAll(/^- (Overdue \d+) /gm)].map((match) => match[1]);
    expect(listed).toEqual(Array.from({ length: overdueDigestTasksShown }, (_, task) => `Overdue ${String(task + 1).padStart(2, '0')}`));
    expect(digest.text).toContain('due April 1, 2030, 34 days late');
    expect(digest.text).toContain('…and 2 more:');
    expect(digest.text).not.toContain('Closed long ago');
    expect(digest.text).toContain(`${publicUrl}/profile`);
    const adaDigest = mails.find((mail) => recipientOf(mail) === ada.account.email)!;
    expect(adaDigest.subject).toBe('You have 4 overdue tasks');
    expect([...(adaDigest.text ?? '').matchAll(/^- (.+?) \(/gm)].map((match) => match[1])).toEqual(['Pour the slab', 'Cure the slab', 'Frame the walls', 'Tile the bath']);

    await checkAt(toronto('2030-05-05', '12:00'));
    await nothingMoreAfter(before + 2);
  });

  test('turned off in the profile, it stops; turned on again, it comes the next morning', async () => {
    const before = peer.received.length;
    await ada.api.succeeded('PUT', '/auth/account/mail', { locale: 'zh-CN', overdue_digest: false });
    expect(await ada.api.succeeded('GET', '/auth/account/mail')).toEqual({ locale: 'zh-CN', overdue_digest: false });
    await checkAt(toronto('2030-05-06', '07:00'));
    const sentToAda = () => peer.received.slice(before).filter((mail) => recipientOf(mail) === ada.account.email);
    expect(sentToAda()).toEqual([]);

    await ada.api.succeeded('PUT', '/auth/account/mail', { locale: 'zh-CN', overdue_digest: true });
    await checkAt(toronto('2030-05-07', '07:00'));
    const [digest] = sentToAda();
    expect(sentToAda()).toHaveLength(1);
    expect(digest.subject).toBe('您有 4 项逾期任务');
    expect(digest.text).toContain('Pour the slab（#');
    expect(digest.text).toContain('2030年5月1日到期，已逾期 6 天');
  });

  test('the mail preferences refuse what is not a language or a yes or no', async () => {
    const refused = await ada.api.api('PUT', '/auth/account/mail', { locale: 'fr-FR', overdue_digest: 'sometimes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((detail: { path: string }) => detail.path).sort()).toEqual(['locale', 'overdue_digest']);
  });
});

describe('notices', () => {
  test('unread first, then newest; marked read one by one; another account’s notice is not found', async () => {
    const { notices } = await noticesOf(ada);
    expect(notices.length).toBeGreaterThanOrEqual(3);
    const [newest, , oldest] = notices;
    expect(notices.map((notice) => notice.created_at)).toEqual(notices.map((notice) => notice.created_at).sort().reverse());

    const read = (await ada.api.succeeded('POST', `/notices/${oldest._id}/read`)) as Notice;
    expect(read.read_at).toBe(new Date(server.clock.now()).toISOString());
    const after = await noticesOf(ada);
    expect(after.unread).toBe(notices.length - 1);
    expect(after.notices.at(-1)?._id).toBe(oldest._id);
    expect(after.notices[0]._id).toBe(newest._id);

    expect((await wei.api.api('POST', `/notices/${newest._id}/read`)).statusCode).toBe(404);
    expect((await wei.api.api('POST', `/notices/${newest._id}/done`)).statusCode).toBe(404);
    expect((await noticesOf(ada)).notices[0].read_at).toBeNull();
  });

  test('“Mark done” marks the task done as its edit does, and the notice read; it needs the right to write in PM', async () => {
    const [notice] = (await noticesOf(wei)).notices.filter((entry) => entry.parameters.task === 'Pour the slab');
    const marked = (await wei.api.succeeded('POST', `/notices/${notice._id}/done`)) as Notice;
    expect(marked.read_at).not.toBeNull();
    const task = await pm.succeeded('GET', `/pm/tasks/${notice.record}`);
    expect(task).toMatchObject({ done: true, done_at: expect.any(String) });

    // Staff whose tags keep them out of PM read their notices but mark nothing done.
    const crmOnly = await server.signIn(['employee'], ['crm']);
    const open = await pm.createTask(project._id, [crmOnly.account._id], { name: 'Sign the permit', deadline: '2030-05-08' });
    await checkAt(toronto('2030-05-08', '07:00'));
    const crmApi = pmFixtures(server, crmOnly.headers);
    const [own] = ((await crmApi.succeeded('GET', '/notices')) as NoticeList).notices;
    expect(own.record).toBe(open._id);
    expect((await crmApi.api('POST', `/notices/${own._id}/done`)).statusCode).toBe(403);
    expect((await pm.succeeded('GET', `/pm/tasks/${open._id}`)).done).toBe(false);
  });
});
