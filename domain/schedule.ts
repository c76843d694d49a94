import { z } from 'zod';
import { campaignStatuses, projectStatuses } from './enums.js';
import { moment } from './recordFields.js';

/** The longest window `GET /marketing/schedule` answers: a month view's six weeks, with room to spare. */
export const scheduleWindowMaxDays = 62;

/** At most this many events of each kind in one answer; past it the answer says `truncated`. */
export const scheduleKindLimit = 1000;

const dayMs = 24 * 60 * 60 * 1000;

/** `GET /marketing/schedule?start=…&end=…`: two instants, the end after the start, at most 62 days apart. */
export const scheduleQuerySchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: 'validation.schedule.moment_invalid' }),
    end: z.iso.datetime({ offset: true, error: 'validation.schedule.moment_invalid' }),
  })
  .refine(({ start, end }) => Date.parse(end) > Date.parse(start), { error: 'validation.schedule.end_before_start', path: ['end'] })
  .refine(({ start, end }) => Date.parse(end) - Date.parse(start) <= scheduleWindowMaxDays * dayMs, {
    error: 'validation.schedule.window_too_long',
    path: ['end'],
  });

export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

const day = z.string().describe('A calendar day, YYYY-MM-DD');

/** A campaign with a sending time, in any status (a cancelled one says so: it was planned, and is no more). */
const campaignEventSchema = z.object({
  kind: z.literal('campaign'),
  id: z.string(),
  title: z.string(),
  status: z.enum(campaignStatuses),
  at: moment,
});

/** A project on its start date. */
const projectEventSchema = z.object({
  kind: z.literal('project'),
  id: z.string(),
  customer_name: z.string().nullable(),
  status: z.enum(projectStatuses),
  day,
});

/** A task on its deadline. */
const taskEventSchema = z.object({
  kind: z.literal('task'),
  id: z.string(),
  title: z.string(),
  project: z.string(),
  done: z.boolean(),
  day,
});

export const scheduleEventSchema = z.discriminatedUnion('kind', [campaignEventSchema, projectEventSchema, taskEventSchema]);
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
export type ScheduleEventKind = ScheduleEvent['kind'];
export const scheduleEventKinds = ['campaign', 'project', 'task'] as const satisfies readonly ScheduleEventKind[];

export const scheduleAnswerSchema = z.object({
  timeZone: z.string().describe("The business's time zone (the settings'), in which days begin and end"),
  events: z.array(scheduleEventSchema),
  truncated: z.boolean().describe(`Whether some kind had more than ${scheduleKindLimit} events in the window, of which the first are answered`),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

/** The parts of `instant` on the wall clock of `timeZone`. */
function wallClockParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}:${part('second')}` };
}

/** The calendar day (`YYYY-MM-DD`) `instant` falls on in `timeZone`. */
export const zonedDay = (instant: Date, timeZone: string) => wallClockParts(instant, timeZone).day;

/** `instant` as the wall clock of `timeZone` reads it, without an offset: `2026-11-24T09:30:00`. */
export const zonedWallClock = (instant: Date, timeZone: string) => {
  const { day: date, time } = wallClockParts(instant, timeZone);
  return `${date}T${time}`;
};

/** The instant the wall clock of `timeZone` reads `wallClock` (`2026-11-24T09:30`, seconds optional). */
export const zonedInstant = (wallClock: string, timeZone: string) => {
  const asUtc = Date.parse(`${wallClock.length === 16 ? `${wallClock}:00` : wallClock}Z`);
  // How far the zone's wall clock runs ahead of UTC at an instant; taken again near the answer, for a day a DST change begins.
  const offset = (instant: number) => Date.parse(`${zonedWallClock(new Date(instant), timeZone)}Z`) - instant;
  return new Date(asUtc - offset(asUtc - offset(asUtc)));
};

/** The instant the day `day` (`YYYY-MM-DD`) begins on the wall clock of `timeZone`. */
export const zonedDayStart = (day: string, timeZone: string) => zonedInstant(`${day}T00:00:00`, timeZone);

/** The calendar days of `timeZone` a window [start, end) touches, first and last. */
export const windowDays = ({ start, end }: ScheduleQuery, timeZone: string) => ({
  first: zonedDay(new Date(start), timeZone),
  last: zonedDay(new Date(Date.parse(end) - 1), timeZone),
});
