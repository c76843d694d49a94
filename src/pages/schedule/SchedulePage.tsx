import { useCallback, useMemo, useState } from 'react';
import type { DayCellMountArg, EventClickArg, EventMountArg } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../../domain/resources';
import { scheduleEventKinds, scheduleKindLimit, zonedWallClock } from '../../../domain/schedule';
import type { AppDataProvider } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { useBusinessSettings } from '../settings/settingsQueries';
import { calendarEvents, closedEventClass, scheduleEventText, scheduleKindColours, scheduleWindow } from './calendarEvents';

const plugins = [dayGridPlugin];
const locales = [zhCnLocale];
const headerToolbar = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek' };

type Period = { start: string; end: string };

/** An event's whole text on hover: a narrow day cuts it short. */
const showTitleOnHover = ({ el, event }: EventMountArg) => {
  el.title = event.title;
};

/**
 * A day of the month view is named by its number alone; with events in it, its visible text says more than that
 * name (axe's label-content-name-mismatch), so it is named by its content, the number and the events.
 */
const nameDayByContent = ({ el }: DayCellMountArg) => el.removeAttribute('aria-labelledby');

/** What each colour stands for; projects and tasks only for those who may read them (the server answers no others). */
function ScheduleLegend({ readsProjects, timeZone }: { readsProjects: boolean; timeZone?: string }) {
  const translate = useTranslate();
  const kinds = scheduleEventKinds.filter((kind) => kind === 'campaign' || readsProjects);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Box component="ul" aria-label={translate('app.schedule.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {kinds.map((kind) => (
          <Box
            component="li"
            key={kind}
            sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: scheduleKindColours[kind], color: scheduleEventText, typography: 'body2' }}
          >
            {translate(`app.schedule.${kind}`)}
          </Box>
        ))}
      </Box>
      {timeZone && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.schedule.time_zone', { zone: timeZone })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /marketing/schedule (docs/product.md#schedule): scheduled campaigns, project starts and task deadlines by month or week, in the
 * interface's language (its first day of the week too) and the business's time zone. An event opens its record.
 */
export default function SchedulePage() {
  const translate = useTranslate();
  usePageTitle('app.menu.schedule');
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { palette } = useTheme();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: readsProjects = false } = useCanAccess({ resource: resources.projects.name, action: 'list' });
  const [period, setPeriod] = useState<Period>();
  const { data, error } = useQuery({
    queryKey: ['schedule', period?.start, period?.end],
    queryFn: () => dataProvider.getSchedule(period!.start, period!.end),
    enabled: !!period,
    // The last period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  const events = useMemo(() => (data ? calendarEvents(data, translate) : []), [data, translate]);
  // The business's zone says which day is today, and so which month opens: known before the calendar is drawn.
  const { data: settings, error: settingsError } = useBusinessSettings();
  const loadError = error ?? settingsError;
  const timeZone = data?.timeZone ?? settings?.time_zone;
  const now = useCallback(() => zonedWallClock(new Date(), timeZone ?? 'UTC'), [timeZone]);
  const buttonText = useMemo(
    () => ({
      prev: translate('app.schedule.back'),
      next: translate('app.schedule.next'),
      today: translate('app.schedule.today'),
      month: translate('app.schedule.month'),
      week: translate('app.schedule.week'),
    }),
    [translate],
  );
  // Events are links, so the keyboard and a new tab reach them too; a plain click stays in the app.
  const openRecord = useCallback(
    ({ event, jsEvent }: EventClickArg) => {
      if (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey) return;
      jsEvent.preventDefault();
      navigate(event.url);
    },
    [navigate],
  );
  // The calendar tells its dates after every render it is given new options; only a new period asks again.
  const showPeriod = useCallback(({ start, end }: { start: Date; end: Date }) => {
    const shown = scheduleWindow(start, end);
    setPeriod((previous) => (previous?.start === shown.start && previous.end === shown.end ? previous : shown));
  }, []);

  return (
    <>
      <Title title="app.menu.schedule" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.menu.schedule')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <ScheduleLegend readsProjects={readsProjects} timeZone={timeZone} />
          {loadError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('app.schedule.load_failed')} {loadError.message}
            </Alert>
          )}
          {data?.truncated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.schedule.truncated', { count: scheduleKindLimit })}
            </Alert>
          )}
          <Box
            sx={{
              '--fc-button-bg-color': palette.primary.main,
              '--fc-button-border-color': palette.primary.main,
              '--fc-button-hover-bg-color': palette.primary.dark,
              '--fc-button-hover-border-color': palette.primary.dark,
              '--fc-button-active-bg-color': palette.primary.dark,
              '--fc-button-active-border-color': palette.primary.dark,
              '--fc-border-color': palette.divider,
              '--fc-page-bg-color': palette.background.paper,
              '--fc-neutral-bg-color': palette.action.hover,
              '--fc-today-bg-color': alpha(palette.primary.main, 0.08),
              '& .fc .fc-toolbar-title': { fontSize: '1.25rem' },
              // The calendar dims the days of the months around; dimmed they would not read at AA.
              '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: palette.text.secondary },
              '& .fc .fc-daygrid-more-link': { color: palette.text.primary },
              '& .fc-event:focus-visible': { outline: `2px solid ${palette.text.primary}`, outlineOffset: 2 },
              [`& .${closedEventClass} .fc-event-title`]: { textDecoration: 'line-through' },
            }}
          >
            {timeZone && (
              <FullCalendar
                plugins={plugins}
                initialView="dayGridMonth"
                locales={locales}
                locale={locale === 'zh-CN' ? 'zh-cn' : 'en'}
                timeZone="UTC"
                now={now}
                headerToolbar={headerToolbar}
                // Words, not the icon font's chevrons, which axe finds to be pictures without a text.
                buttonIcons={false}
                buttonText={buttonText}
                dayCellDidMount={nameDayByContent}
                height="auto"
                dayMaxEvents
                eventDisplay="block"
                eventOrder="kindOrder,start,title"
                eventDidMount={showTitleOnHover}
                events={events}
                datesSet={showPeriod}
                eventClick={openRecord}
              />
            )}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
