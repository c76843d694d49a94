import { sql } from 'drizzle-orm';
import type { InterfaceLocale } from '../../domain/enums.js';
import { shortId } from '../../domain/ids.js';
import { resources } from '../../domain/resources.js';
import { zonedWallClock } from '../../domain/schedule.js';
import { profilePath } from '../../domain/session.js';
import type { BusinessSettings } from '../../domain/settings.js';
import { accountShownName, isStaffAccount } from '../auth/accounts.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { deliveryFailureOf } from '../messaging/deliveryFailure.js';
import { mailFooter } from '../messaging/mailFooter.js';
import type { MailTransport } from '../messaging/mailTransport.js';
import { deadlineReminderMail, overdueDigestMail, type TaskInMail } from '../messaging/taskMails.js';
import { writeNotices } from '../notices/notices.js';
import { formatDay } from '../quotes/quoteMessages.js';
import { customerFullNameSql } from '../resources/computedNames.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

/** How often each server looks whether reminders and digests are due (docs/pm.md#reminders-and-the-daily-digest). */
export const taskMailCheckMs = 5 * 60_000;

/** The business's morning begins at this wall-clock time: the day's reminders and digests go from then on. */
export const morningBegins = '07:00';

/** How many overdue tasks a digest lists, the oldest first; it says how many more there are. */
export const overdueDigestTasksShown = 20;

export interface TaskMailingsOptions {
  db: Db;
  clock: Clock;
  /** Without one, the notices are still written; nothing is e-mailed. */
  mail?: MailTransport;
  mailFrom: string;
  /** The address the e-mails link to (asked when needed: the listening address is known once listening). */
  publicUrl: () => string;
  log?: (error: unknown) => void;
}

/** A task as the e-mails and notices name it. */
type TaskRow = {
  task: string;
  name: string;
  project: string;
  location: string | null;
  customer: string | null;
  deadline: string;
};

const taskColumns = sql`tasks._id as task, tasks.name, tasks.project, projects.location, ${customerFullNameSql} as customer, tasks.deadline::text as deadline`;
const taskJoins = sql`join projects on projects._id = tasks.project left join customers on customers._id = projects.customer`;

/**
 * The tables claiming each day's e-mails, by their key without the day: a reminder per task and participant, a
 * digest per account. A claim's `sending_at` is set by the server handing its e-mail over, `mailed_at` once it went.
 */
const claimTables = {
  reminders: { name: 'task_reminders', key: ['task', 'account'] },
  digests: { name: 'overdue_digests', key: ['account'] },
} as const;
type ClaimTable = (typeof claimTables)[keyof typeof claimTables];

/** A claim taken for sending, with what its e-mail needs of its account. */
type TakenClaim = Record<string, string> & { account: string; email: string; person: string; locale: InterfaceLocale | null };

/**
 * Deadline reminders and the daily digest of overdue tasks (docs/pm.md#reminders-and-the-daily-digest). Each check,
 * from the business's morning on: every participant of an open task due today gets a notice and an e-mail; every
 * staff member with overdue open tasks who has not turned it off gets the digest. Each is claimed by a row with a
 * unique key (`task_reminders`, `overdue_digests`) before anything is written or sent, so that servers sharing a
 * database, and restarts, send each once. An e-mail refused for now is tried again at the next check of the day;
 * one whose server stopped while handing it over is not sent again (whether it went is unknown).
 */
export function taskMailings({ db, clock, mail, mailFrom, publicUrl, log = () => {} }: TaskMailingsOptions) {
  const link = (path: string) => `${publicUrl().replace(/\/+$/, '')}${path}`;

  const taskInMail = (task: TaskRow, locale: InterfaceLocale): TaskInMail => ({
    name: task.name,
    project: [`#${shortId(task.project)}`, task.location].filter(Boolean).join(' · '),
    customer: task.customer,
    deadline: formatDay(task.deadline, locale),
    link: link(`${resources.tasks.screens.record}/${encodeURIComponent(task.task)}`),
  });

  /** Claims the reminders of every active participant of every open task due today, and writes their notices with the claims. */
  async function claimDeadlineReminders(today: string) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<TaskRow & { account: string }>(sql`
        with claimed as (
          insert into task_reminders (task, account, day)
          select tasks._id, participant.account, ${today}::date
          from tasks cross join unnest(tasks.participants) as participant(account) join users on users._id = participant.account
          where tasks.deadline = ${today}::date and not tasks.done and users.active and ${isStaffAccount}
          on conflict do nothing
          returning task, account)
        select claimed.account, ${taskColumns}
        from claimed join tasks on tasks._id = claimed.task ${taskJoins}`);
      const notices = rows.map((row) => ({
        account: row.account,
        kind: 'task_due' as const,
        record: row.task,
        parameters: { task: row.name, project: `#${shortId(row.project)}`, customer: row.customer, deadline: row.deadline },
      }));
      await writeNotices(tx, notices, new Date(clock.now()));
    });
  }

  /** Claims the digest of every active staff member with an address, overdue open tasks and the digest on. */
  async function claimOverdueDigests(today: string) {
    await db.execute(sql`
      insert into overdue_digests (account, day)
      select users._id, ${today}::date from users
      where users.active and users.overdue_digest and users.email is not null and ${isStaffAccount}
        and exists (select from task_participants p where p.account = users._id and not p.done and p.deadline < ${today}::date)
      on conflict do nothing`);
  }

  const keyColumns = (table: ClaimTable, alias: string) => sql.raw(table.key.map((column) => `${alias}.${column}`).join(', '));
  const claimWhere = (table: ClaimTable, claim: TakenClaim, today: string) =>
    sql.join([...table.key.map((column) => sql`${sql.identifier(column)} = ${claim[column]}`), sql`day = ${today}::date`], sql` and `);

  /**
   * Takes today's claims of `table` whose e-mail is neither sent nor being sent, for this server alone, committed
   * before any is handed over; answers them with their account's address, name and language.
   */
  async function takeUnsent(table: ClaimTable, today: string): Promise<TakenClaim[]> {
    const claims = sql.identifier(table.name);
    const { rows } = await db.execute<TakenClaim>(sql`
      with batch as (
        select ${keyColumns(table, 'claim')} from ${claims} claim join users on users._id = claim.account
        where claim.day = ${today}::date and claim.mailed_at is null and claim.sending_at is null and users.email is not null
        for update of claim skip locked),
      taken as (
        update ${claims} claim set sending_at = now() from batch
        where (${keyColumns(table, 'claim')}) = (${keyColumns(table, 'batch')}) and claim.day = ${today}::date
        returning ${keyColumns(table, 'claim')})
      select taken.*, users.email, ${accountShownName} as person, users.locale
      from taken join users on users._id = taken.account`);
    return rows;
  }

  /**
   * Hands the e-mails of `taken` over one by one, each written by `content` (nothing to say: recorded as sent). A
   * refusal for now gives the claim back to the next check, a final one leaves it; an unreachable SMTP server gives
   * back the rest too.
   */
  async function sendTaken(
    table: ClaimTable,
    taken: TakenClaim[],
    today: string,
    content: (claim: TakenClaim, locale: InterfaceLocale) => Promise<{ subject: string; text: string; html: string } | undefined>,
    defaultLocale: InterfaceLocale,
  ) {
    const claims = sql.identifier(table.name);
    for (const [index, claim] of taken.entries()) {
      try {
        const message = await content(claim, claim.locale ?? defaultLocale);
        if (message) await mail!.send({ from: mailFrom, to: claim.email, ...message });
        await db.execute(sql`update ${claims} set mailed_at = now() where ${claimWhere(table, claim, today)}`);
      } catch (error) {
        log(error);
        const failure = deliveryFailureOf(error);
        const givenBack = failure === 'unreachable' ? taken.slice(index) : failure === 'transient' ? [claim] : [];
        for (const back of givenBack) await db.execute(sql`update ${claims} set sending_at = null where ${claimWhere(table, back, today)}`);
        if (failure === 'unreachable') return;
      }
    }
  }

  async function sendDeadlineReminders(today: string, settings: BusinessSettings) {
    const footer = mailFooter(settings);
    await sendTaken(
      claimTables.reminders,
      await takeUnsent(claimTables.reminders, today),
      today,
      async (claim, locale) => {
        // Done since it was claimed: nothing to remind.
        const [task] = (await db.execute<TaskRow>(sql`select ${taskColumns} from tasks ${taskJoins} where tasks._id = ${claim.task} and not tasks.done`)).rows;
        return task && deadlineReminderMail(locale, { person: claim.person, task: taskInMail(task, locale) }, footer);
      },
      settings.default_language,
    );
  }

  async function sendOverdueDigests(today: string, settings: BusinessSettings) {
    const footer = mailFooter(settings);
    await sendTaken(
      claimTables.digests,
      await takeUnsent(claimTables.digests, today),
      today,
      async (claim, locale) => {
        const { rows } = await db.execute<TaskRow & { days_late: number; overdue: number }>(sql`
          select ${taskColumns}, ${today}::date - p.deadline as days_late, (count(*) over ())::int as overdue
          from task_participants p join tasks on tasks._id = p.task ${taskJoins}
          where p.account = ${claim.account} and not p.done and p.deadline < ${today}::date
          order by p.deadline, p.task
          limit ${overdueDigestTasksShown}`);
        if (rows.length === 0) return undefined;
        const digest = {
          person: claim.person,
          tasks: rows.map((row) => ({ ...taskInMail(row, locale), daysLate: row.days_late })),
          more: rows[0].overdue - rows.length,
          tasksLink: link(resources.tasks.screens.list),
          profileLink: link(profilePath),
        };
        return overdueDigestMail(locale, digest, footer);
      },
      settings.default_language,
    );
  }

  /** One check: nothing before the business's morning; then the day's reminders, notices and digests. */
  async function check() {
    const settings = await readBusinessSettings(db);
    const wallClock = zonedWallClock(new Date(clock.now()), settings.time_zone);
    if (wallClock.slice(11, 16) < morningBegins) return;
    const today = wallClock.slice(0, 10);
    await claimDeadlineReminders(today);
    if (!mail) return;
    await sendDeadlineReminders(today, settings);
    await claimOverdueDigests(today);
    await sendOverdueDigests(today, settings);
  }

  let last: Promise<void> = Promise.resolve();
  /** Runs a check once the one under way, if any, has ended; answers when it has run. */
  const runOnce = () => (last = last.then(check, check));

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    /** Runs a check now, then every `everyMs`; a failed check is logged and the next one tries again. */
    start(everyMs: number) {
      const scheduled = () => void runOnce().catch(log);
      scheduled();
      timer = setInterval(scheduled, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await last.catch(() => {});
    },
  };
}

export type TaskMailings = ReturnType<typeof taskMailings>;
