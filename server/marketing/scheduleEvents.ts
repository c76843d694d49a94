import { and, asc, between, gte, isNotNull, lt } from 'drizzle-orm';
import {
  scheduleKindLimit,
  windowDays,
  type ScheduleAnswer,
  type ScheduleEvent,
  type ScheduleQuery,
} from '../../domain/schedule.js';
import type { CampaignStatus, ProjectStatus } from '../../domain/enums.js';
import type { Db } from '../db/client.js';
import { campaigns } from '../resources/campaigns.js';
import { customerNameOf } from '../resources/computedNames.js';
import { projects } from '../resources/projects.js';
import { tasks } from '../resources/tasks.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

/** What the caller may read besides campaigns: projects and tasks are the PM area's. */
export interface ScheduleReader {
  readsProjects: boolean;
}

// One row past the limit tells whether there were more.
const fetched = scheduleKindLimit + 1;

/**
 * The schedule of a window (`GET /marketing/schedule`): campaigns by their sending time, projects by their start
 * date and tasks by their deadline, each kind in time order. Dates are calendar days, taken in the business's
 * time zone; each query walks its index on the time it is placed by (campaigns_scheduled_at_idx,
 * projects_start_date_idx, tasks_deadline_idx).
 */
export async function scheduleEvents(db: Db, window: ScheduleQuery, reader: ScheduleReader): Promise<ScheduleAnswer> {
  const { time_zone: timeZone } = await readBusinessSettings(db);
  const { first, last } = windowDays(window, timeZone);
  const [campaignRows, projectRows, taskRows] = await Promise.all([
    db
      .select({ id: campaigns._id, title: campaigns.title, status: campaigns.status, at: campaigns.scheduled })
      .from(campaigns)
      .where(and(isNotNull(campaigns.scheduled), gte(campaigns.scheduled, new Date(window.start)), lt(campaigns.scheduled, new Date(window.end))))
      .orderBy(asc(campaigns.scheduled), asc(campaigns._id))
      .limit(fetched),
    reader.readsProjects
      ? db
          .select({ id: projects._id, customer_name: customerNameOf('projects.customer'), status: projects.status, day: projects.start_date })
          .from(projects)
          .where(between(projects.start_date, first, last))
          .orderBy(asc(projects.start_date), asc(projects._id))
          .limit(fetched)
      : [],
    reader.readsProjects
      ? db
          .select({ id: tasks._id, title: tasks.name, project: tasks.project, done: tasks.done, day: tasks.deadline })
          .from(tasks)
          .where(between(tasks.deadline, first, last))
          .orderBy(asc(tasks.deadline), asc(tasks._id))
          .limit(fetched)
      : [],
  ]);
  const kept = <Row>(rows: Row[]) => rows.slice(0, scheduleKindLimit);
  const events: ScheduleEvent[] = [
    ...kept(campaignRows).map(({ at, status, ...row }) => ({ kind: 'campaign' as const, ...row, status: status as CampaignStatus, at: at!.toISOString() })),
    ...kept(projectRows).map(({ day, status, ...row }) => ({ kind: 'project' as const, ...row, status: status as ProjectStatus, day: day! })),
    ...kept(taskRows).map((row) => ({ kind: 'task' as const, ...row })),
  ];
  const truncated = [campaignRows, projectRows, taskRows].some((rows) => rows.length > scheduleKindLimit);
  return { timeZone, events, truncated };
}
