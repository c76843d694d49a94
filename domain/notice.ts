import { z } from 'zod';
import { moment } from './recordFields.js';
import type { ResourceName } from './resources.js';

/** What a kind of notice declares: the resource of the record it is about, and the parameters its sentence names. */
export interface NoticeKindDeclaration {
  resource: ResourceName;
  /** The values the sentence (`app.notices.kinds.<kind>` in i18n/<locale>/notices.ts) names as `%{name}`. */
  parameters: readonly string[];
  /** Those of them that are calendar days (`YYYY-MM-DD`), which the reader sees written out in their language. */
  days?: readonly string[];
  /** The notice offers "Mark done", which marks its record (a task) done and the notice read. */
  marksDone?: true;
}

/**
 * The kinds of in-app notices (docs/pm.md#notices). A new kind is one entry here and its sentence in both
 * languages; whatever writes it fills its parameters.
 */
export const noticeKinds = {
  /** The morning a task's deadline falls, for each participant of the open task (docs/pm.md#reminders-and-the-daily-digest). */
  task_due: { resource: 'tasks', parameters: ['task', 'project', 'customer', 'deadline'], days: ['deadline'], marksDone: true },
  /** A customer accepted a quote on its page, for the project's specialist (docs/quotes.md#acceptance). */
  quote_accepted: { resource: 'quotes', parameters: ['quote', 'customer', 'total', 'contract'] },
} as const satisfies Record<string, NoticeKindDeclaration>;

export type NoticeKind = keyof typeof noticeKinds;
export const noticeKindNames = Object.keys(noticeKinds) as NoticeKind[];

/** Whether a notice of this kind offers "Mark done" (its record is a task). */
export const offersMarkDone = (kind: NoticeKind) => (noticeKinds[kind] as NoticeKindDeclaration).marksDone === true;

/** How many notices `GET /notices` answers: the unread first, then the newest. */
export const noticesShown = 30;

/** How often the dashboard asks for notices again while it is open. */
export const noticesPollMs = 60_000;

/** A notice as `GET /notices` answers it: its kind, the record it is about and its sentence's values. */
export const noticeSchema = z.object({
  _id: z.string(),
  kind: z.enum(noticeKindNames),
  resource: z.string().describe('The resource of the record it is about: tasks, quotes'),
  record: z.string().describe("The record's id"),
  parameters: z.record(z.string(), z.string().nullable()).describe("The values its sentence names, by the kind's parameter names"),
  created_at: moment,
  read_at: moment.nullable(),
});

export type Notice = z.infer<typeof noticeSchema>;

export const noticeListSchema = z.object({
  notices: z.array(noticeSchema).describe(`At most ${noticesShown}: unread first, then newest first`),
  unread: z.number().int().describe('How many of the account’s notices are unread, all of them'),
});

export type NoticeList = z.infer<typeof noticeListSchema>;
