import { getContrastRatio } from '@mui/material/styles';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US';
import zhCN from '../../i18n/zh-CN';
import type { ScheduleAnswer } from '../../domain/schedule';
import { calendarEvents, closedEventClass, scheduleEventText, scheduleKindColours, scheduleWindow } from '../../src/pages/schedule/calendarEvents';

const campaignId = '6a1f00000000000000000001';
const projectId = '6a1f00000000000000000002';
const taskId = '6a1f00000000000000000003';

const answer = (timeZone: string): ScheduleAnswer => ({
  timeZone,
  truncated: false,
  events: [
    { kind: 'campaign', id: campaignId, title: 'Spring offer', status: 'cancelled', at: '2026-03-31T16:30:00.000Z' },
    { kind: 'project', id: projectId, customer_name: 'Mei Chen', status: 'pending', day: '2026-04-01' },
    { kind: 'task', id: taskId, title: 'Order the cabinets', project: projectId, done: true, day: '2026-04-02' },
  ],
});

describe('the schedule as calendar events', () => {
  it('writes each kind white on its own colour at WCAG AA or better', () => {
    const colours = Object.values(scheduleKindColours);
    expect(new Set(colours).size).toBe(3);
    for (const colour of colours) expect(getContrastRatio(colour, scheduleEventText)).toBeGreaterThanOrEqual(4.5);
  });

  it("places a campaign at the business's wall clock, links every event to its record and strikes out what no longer stands", () => {
    const { translate } = polyglotI18nProvider(() => enUS, 'en-US');
    const [campaign, project, task] = calendarEvents(answer('Asia/Shanghai'), translate);
    // 16:30 UTC is half past midnight the next day in Shanghai.
    expect(campaign).toMatchObject({ start: '2026-04-01T00:30:00', end: '2026-04-01T01:30:00', title: 'Spring offer (cancelled)', url: `/marketing/campaign/${campaignId}`, classNames: [closedEventClass] });
    expect(project).toMatchObject({ start: '2026-04-01', allDay: true, title: 'Start: #00002 · Mei Chen', url: `/pm/project/${projectId}` });
    expect(task).toMatchObject({ start: '2026-04-02', allDay: true, title: 'Done: Order the cabinets', url: `/pm/task/${taskId}`, classNames: [closedEventClass] });
    expect(calendarEvents(answer('America/Toronto'), translate)[0].start).toBe('2026-03-31T12:30:00');
  });

  it('keeps a campaign late in the evening on its own day, ending at midnight', () => {
    const { translate } = polyglotI18nProvider(() => enUS, 'en-US');
    const late: ScheduleAnswer = { timeZone: 'America/Toronto', truncated: false, events: [{ kind: 'campaign', id: campaignId, title: 'Winter offer', status: 'scheduled', at: '2026-11-30T04:28:00.000Z' }] };
    expect(calendarEvents(late, translate)[0]).toMatchObject({ start: '2026-11-29T23:28:00', end: '2026-11-30T00:00:00' });
  });

  it('names the events in Chinese', () => {
    const { translate } = polyglotI18nProvider(() => zhCN, 'zh-CN');
    expect(calendarEvents(answer('UTC'), translate).map((event) => event.title)).toEqual([
      'Spring offer（已取消）',
      '开工：#00002 · Mei Chen',
      '已完成：Order the cabinets',
    ]);
  });

  it('asks for a day more on each side of what the calendar shows, 44 days for a month view', () => {
    const window = scheduleWindow(new Date('2026-10-25T00:00:00Z'), new Date('2026-12-06T00:00:00Z'));
    expect(window).toEqual({ start: '2026-10-24T00:00:00.000Z', end: '2026-12-07T00:00:00.000Z' });
  });
});
