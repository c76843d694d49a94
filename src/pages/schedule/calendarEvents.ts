import type { EventInput } from '@fullcalendar/core';
import type { TranslateFunction } from 'ra-core';
import { scheduleEventKinds, zonedWallClock, type ScheduleAnswer, type ScheduleEventKind } from '../../../domain/schedule';
import { projectTitle } from '../../resources/projects/projectTitle';
import { resourcePaths } from '../../resources/resourcePaths';

/** One colour per kind, each under white text at more than WCAG AA's 4.5:1 (tests/components/scheduleCalendar.test.ts). */
export const scheduleKindColours: Record<ScheduleEventKind, string> = {
  campaign: '#6a1b9a',
  project: '#1565c0',
  task: '#9a4300',
};

export const scheduleEventText = '#ffffff';

/** Classes of events that no longer stand: a cancelled campaign, a task done. Struck through. */
export const closedEventClass = 'schedule-closed';

/**
 * The schedule's answer as the calendar's events, each linking to its record. The calendar runs in UTC and is
 * given the business's wall clock, so campaigns show at the time the business reads (Intl converts; the
 * calendar's own named time zones would need another library).
 */
export function calendarEvents({ events, timeZone }: ScheduleAnswer, translate: TranslateFunction): EventInput[] {
  return events.map((event) => {
    const colour = scheduleKindColours[event.kind];
    const look = {
      id: `${event.kind}:${event.id}`,
      backgroundColor: colour,
      borderColor: colour,
      textColor: scheduleEventText,
      // A day lists its events in the legend's order: campaigns, project starts, task deadlines.
      kindOrder: scheduleEventKinds.indexOf(event.kind),
    };
    switch (event.kind) {
      case 'campaign': {
        const cancelled = event.status === 'cancelled';
        return {
          ...look,
          title: cancelled ? translate('app.schedule.cancelled', { title: event.title }) : event.title,
          ...campaignSpan(event.at, timeZone),
          url: resourcePaths.campaigns.showPath(event.id),
          classNames: cancelled ? [closedEventClass] : [],
        };
      }
      case 'project':
        return {
          ...look,
          title: translate('app.schedule.project_event', { project: projectTitle({ id: event.id, customer_name: event.customer_name }, translate) }),
          start: event.day,
          allDay: true,
          url: resourcePaths.projects.showPath(event.id),
        };
      case 'task':
        return {
          ...look,
          title: translate(event.done ? 'app.schedule.task_done' : 'app.schedule.task_event', { task: event.title }),
          start: event.day,
          allDay: true,
          url: resourcePaths.tasks.showPath(event.id),
          classNames: event.done ? [closedEventClass] : [],
        };
    }
  });
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * A campaign goes out at an instant, drawn as an hour from it on the business's wall clock and cut at midnight: a
 * campaign late in the evening stays one event on its own day instead of running into the next.
 */
function campaignSpan(at: string, timeZone: string) {
  const start = zonedWallClock(new Date(at), timeZone);
  const startMs = Date.parse(`${start}Z`);
  const nextMidnight = Date.parse(`${start.slice(0, 10)}T00:00:00Z`) + dayMs;
  return { start, end: new Date(Math.min(startMs + hourMs, nextMidnight)).toISOString().slice(0, 19) };
}

/**
 * The window to ask for when the calendar shows [start, end): those are midnights of the business's wall clock
 * written as UTC, so a day more on each side covers them in any time zone (a month view's 42 days become 44).
 */
export const scheduleWindow = (start: Date, end: Date) => ({
  start: new Date(start.getTime() - dayMs).toISOString(),
  end: new Date(end.getTime() + dayMs).toISOString(),
});
