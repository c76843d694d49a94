import type { InterfaceLocale } from '../../domain/enums.js';
import { escapeHtml, type MailFooter } from './mailFooter.js';

// The e-mails staff get about their tasks (docs/pm.md#reminders-and-the-daily-digest), in the account's language.

/** A task as an e-mail names it: its project (`#AB12C · Toronto,ON`), customer, deadline written out, and its page. */
export interface TaskInMail {
  name: string;
  project: string;
  customer: string | null;
  deadline: string;
  link: string;
}

/** What the morning of a deadline says. */
export interface DeadlineReminder {
  person: string;
  task: TaskInMail;
}

/** What the daily digest lists: the oldest overdue tasks, how many more there are, where to see them all and to turn it off. */
export interface OverdueDigest {
  person: string;
  tasks: (TaskInMail & { daysLate: number })[];
  more: number;
  tasksLink: string;
  profileLink: string;
}

interface TaskMailTexts {
  greeting: (name: string) => string;
  open: string;
  reminderSubject: (task: string) => string;
  reminderBody: (task: TaskInMail) => string[];
  digestSubject: (count: number) => string;
  digestIntro: string;
  digestLine: (task: TaskInMail & { daysLate: number }) => string;
  digestMore: (more: number) => string;
  digestOff: string;
}

const texts: Record<InterfaceLocale, TaskMailTexts> = {
  'en-US': {
    greeting: (name) => `Hello ${name},`,
    open: 'Open the task',
    reminderSubject: (task) => `Due today: ${task}`,
    reminderBody: (task) => [
      `The task “${task.name}” is due today, ${task.deadline}.`,
      `Project: ${task.project}`,
      ...(task.customer ? [`Customer: ${task.customer}`] : []),
    ],
    digestSubject: (count) => (count === 1 ? 'You have 1 overdue task' : `You have ${count} overdue tasks`),
    digestIntro: 'These tasks of yours are past their deadline and still open, the oldest first:',
    digestLine: (task) =>
      `${task.name} (${[task.project, task.customer].filter(Boolean).join(', ')}): due ${task.deadline}, ${task.daysLate === 1 ? '1 day' : `${task.daysLate} days`} late`,
    digestMore: (more) => `…and ${more} more:`,
    digestOff: 'You can turn this daily e-mail off on your profile page:',
  },
  'zh-CN': {
    greeting: (name) => `${name}，您好：`,
    open: '打开任务',
    reminderSubject: (task) => `今日到期：${task}`,
    reminderBody: (task) => [`任务“${task.name}”今天（${task.deadline}）到期。`, `项目：${task.project}`, ...(task.customer ? [`客户：${task.customer}`] : [])],
    digestSubject: (count) => `您有 ${count} 项逾期任务`,
    digestIntro: '以下任务已过截止日期且尚未完成，最早到期的在前：',
    digestLine: (task) => `${task.name}（${[task.project, task.customer].filter(Boolean).join('，')}）：${task.deadline}到期，已逾期 ${task.daysLate} 天`,
    digestMore: (more) => `……另有 ${more} 项：`,
    digestOff: '您可以在个人资料页面关闭这封每日邮件：',
  },
};

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The e-mail of the morning a task's deadline falls, to one of its participants. */
export function deadlineReminderMail(locale: InterfaceLocale, { person, task }: DeadlineReminder, footer: MailFooter) {
  const t = texts[locale];
  const lines = t.reminderBody(task);
  return {
    subject: t.reminderSubject(task.name),
    text: [t.greeting(person), '', ...lines, '', `${t.open}: ${task.link}`].join('\n') + footer.text,
    html: [`<p>${escapeHtml(t.greeting(person))}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p>${link(task.link, t.open)}</p>`, footer.html].join(
      '\n',
    ),
  };
}

/** The daily e-mail listing a person's overdue tasks, the oldest deadline first. */
export function overdueDigestMail(locale: InterfaceLocale, digest: OverdueDigest, footer: MailFooter) {
  const t = texts[locale];
  const more = digest.more > 0 ? [t.digestMore(digest.more), digest.tasksLink] : [];
  return {
    subject: t.digestSubject(digest.tasks.length + digest.more),
    text:
      [
        t.greeting(digest.person),
        '',
        t.digestIntro,
        '',
        ...digest.tasks.flatMap((task) => [`- ${t.digestLine(task)}`, `  ${task.link}`]),
        ...(more.length ? ['', more.join(' ')] : []),
        '',
        t.digestOff,
        digest.profileLink,
      ].join('\n') + footer.text,
    html: [
      `<p>${escapeHtml(t.greeting(digest.person))}</p>`,
      `<p>${escapeHtml(t.digestIntro)}</p>`,
      `<ul>${digest.tasks.map((task) => `<li>${link(task.link, t.digestLine(task))}</li>`).join('')}</ul>`,
      ...(digest.more > 0 ? [`<p>${link(digest.tasksLink, t.digestMore(digest.more).replace(/:$|：$/, ''))}</p>`] : []),
      `<p>${escapeHtml(t.digestOff)} ${link(digest.profileLink, digest.profileLink)}</p>`,
      footer.html,
    ].join('\n'),
  };
}
