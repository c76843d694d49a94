import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useBusinessSettings } from '../pages/settings/settingsQueries';

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Formatters by language and options, made once: making one costs far more than writing a date with it, and a list
 * writes dozens of dates on every render (`toLocaleString` makes one each call).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** What `toLocaleString` writes when given no field: the day and the time, in numbers. */
const dayAndTime: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

/** A calendar day as the API writes one (`YYYY-MM-DD`): a day in no zone, shown as it is written. */
export const isCalendarDay = (value: unknown): value is string => typeof value === 'string' && value.length <= 10;

/**
 * One clock for every instant the app shows: the business's time zone from Settings (docs/client.md#one-clock),
 * named beside a time wherever the reader's own zone differs, so that a browser elsewhere cannot mislead.
 */
export function useBusinessTime() {
  const [locale] = useLocaleState();
  const { data: settings, isPending } = useBusinessSettings();
  // Once a mounted screen: reading the reader's zone makes a formatter too.
  const readerZone = useMemo(readerTimeZone, []);
  const timeZone = settings?.time_zone ?? readerZone;
  const zoneNamed: Intl.DateTimeFormatOptions = timeZone === readerZone ? {} : { timeZoneName: 'short' };
  /** The options that write an instant: with its time (and the zone's name where needed) or as its day. */
  const instantOptions = (withTime: boolean): Intl.DateTimeFormatOptions => (withTime ? { timeZone, ...zoneNamed } : { timeZone });
  return {
    locale,
    timeZone,
    /** Whether `timeZone` is the business's yet, rather than the reader's while Settings load (or when they cannot be read). */
    known: !isPending,
    /** An instant's day and time. */
    moment: (instant: string | number) => formatter(locale, { ...dayAndTime, ...instantOptions(true) }).format(new Date(instant)),
    /** An instant's day, or a calendar day as it is: in numbers unless `options` say otherwise. */
    day: (value: string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      isCalendarDay(value)
        ? formatter(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
        : formatter(locale, { ...options, timeZone }).format(new Date(value)),
  };
}
