// India time, the one place for it (spec: times are shown in India time, Asia/Kolkata): the zone, today, instants,
// calendar arithmetic and every date and time label people read.
//
// India has kept UTC+05:30 without daylight saving since 1945, so everything here is plain offset arithmetic
// instead of a time-zone database lookup: it is fast (the availability route builds 20 slots per request,
// docs/benchmarks.md) and gives the same text on the server and in every browser, whatever their ICU data.
// For the same reason the labels use fixed English names rather than Intl (whose 'en-IN' month of September is
// 'Sept' in some ICU versions and 'Sep' in others). tests/unit/india-time.test.ts checks the arithmetic
// against the time-zone database. Kannada and Hindi dates (an optional `locale`, last) are Intl's, in the
// language's usual form ('5 ಡಿಸೆಂಬರ್ 2026' reads 'ಡಿಸೆಂಬರ್ 5, 2026'); English keeps the fixed names.
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** An instant as a Date, an ISO string (as JSON and the database drivers give it) or epoch milliseconds. */
export type Instant = Date | string | number;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const pad2 = (value: number) => String(value).padStart(2, '0');
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** The instant shifted so that its UTC fields read India's wall clock (throws RangeError for an invalid instant). */
function wallClock(at: Instant): Date {
  const time = toDate(at).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + INDIA_OFFSET_MS);
}

// ---- dates and instants ---------------------------------------------------------------------------------------

/** The India-time calendar date (yyyy-MM-dd) of an instant. */
export function indiaDate(at: Instant): string {
  return wallClock(at).toISOString().slice(0, 10);
}

/** Today's date in India (yyyy-MM-dd). */
export function indiaToday(now: Date = new Date()): string {
  return indiaDate(now);
}

/** The India-time clock (HH:mm) of an instant. */
export function indiaTime(at: Instant): string {
  const wall = wallClock(at);
  return `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
}

/** Year, month (1-12) and day of the India-time date of an instant. */
export function indiaCalendarDate(at: Instant): { year: number; month: number; day: number } {
  const wall = wallClock(at);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The instant at which an India-time date and HH:mm occur (Invalid Date for a malformed date or time). */
export function indiaInstant(date: string, hhmm: string): Date {
  const wall = Date.parse(`${date}T${hhmm}:00Z`);
  return new Date(Number.isNaN(wall) ? Number.NaN : wall - INDIA_OFFSET_MS);
}

/** Midnight at the start of an India-time date. */
export function startOfIndiaDay(date: string): Date {
  return indiaInstant(date, '00:00');
}

/** A real calendar day written yyyy-MM-dd (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === value;
}

/** A calendar date plus whole days, as a date string (no time zone involved: noon UTC never crosses a day). */
export function addCalendarDays(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return new Date(noon.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A calendar date plus whole months, as a date string; a day the month lacks becomes its last day (31 Jan + 1 month
 * is 28 or 29 Feb), as a tenancy's months are counted.
 */
export function addCalendarMonths(date: string, months: number): string {
  if (!isCalendarDate(date)) throw new RangeError('Invalid time value');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

// ---- labels ---------------------------------------------------------------------------------------------------
// One form for each: times '10:00 AM', dates '24 Nov 2026' (with a weekday: 'Tue, 24 Nov 2026').

/** '09:30' -> '9:30 AM', '13:00' -> '1:00 PM', '00:00' -> '12:00 AM'. */
export function formatClockLabel(hhmm: string): string {
  const hours = Number(hhmm.slice(0, 2));
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${hhmm.slice(3, 5)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** e.g. '10:00 AM' (India time). */
export function formatIndiaTime(at: Instant): string {
  return formatClockLabel(indiaTime(at));
}

/** e.g. '10:00 AM – 10:30 AM' (India time). */
export function formatIndiaTimeRange(start: Instant, end: Instant): string {
  return `${formatIndiaTime(start)} – ${formatIndiaTime(end)}`;
}

/** The parts of a calendar date (yyyy-MM-dd) as people read them: weekday 'Tue', day 24, month 'Nov', year 2026. */
export function calendarDayParts(date: string): { weekday: string; day: number; month: string; year: number } {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) throw new RangeError('Invalid time value');
  return { weekday: WEEKDAYS[noon.getUTCDay()]!, day: noon.getUTCDate(), month: MONTHS[noon.getUTCMonth()]!, year: noon.getUTCFullYear() };
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl's format of a calendar date or month in a language: the date's noon UTC, read in UTC, is that day. */
function localCalendarFormat(locale: Locale, kind: 'day' | 'month'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = localFormats.get(key);
  if (!format) {
    const parts: Intl.DateTimeFormatOptions = kind === 'day' ? { day: 'numeric', month: 'long', year: 'numeric' } : { month: 'short', year: 'numeric' };
    format = new Intl.DateTimeFormat(HTML_LANG[locale], { ...parts, timeZone: 'UTC' });
    localFormats.set(key, format);
  }
  return format;
}

/** A calendar date (yyyy-MM-dd) as '5 Dec 2026' (in Kannada 'ಡಿಸೆಂಬರ್ 5, 2026', in Hindi '5 दिसंबर 2026'); anything else is returned as given. */
export function formatCalendarDay(date: string, locale?: Locale): string {
  if (!isCalendarDate(date)) return date;
  if (locale && locale !== 'en') return localCalendarFormat(locale, 'day').format(new Date(`${date}T12:00:00Z`));
  const { day, month, year } = calendarDayParts(date);
  return `${day} ${month} ${year}`;
}

/** A calendar month (yyyy-MM, as India-time months are stored and grouped) as 'Dec 2026'; anything else as given. */
export function formatCalendarMonth(month: string, locale?: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (match && name && locale && locale !== 'en') return localCalendarFormat(locale, 'month').format(new Date(`${month}-15T12:00:00Z`));
  return match && name ? `${name} ${match[1]}` : month;
}

/** e.g. '23 Nov 2026': the India-time date of an instant (in the page's language with `locale`). */
export function formatIndiaDay(at: Instant, locale?: Locale): string {
  return formatCalendarDay(indiaDate(at), locale);
}

/** e.g. '20 August 2026': the India-time date of an instant, month in full. */
export function formatIndiaLongDay(at: Instant): string {
  const { year, month, day } = indiaCalendarDate(at);
  return `${day} ${LONG_MONTHS[month - 1]} ${year}`;
}

/** e.g. 'Tue, 24 Nov 2026' (India time). */
export function formatIndiaDate(at: Instant): string {
  const { weekday, day, month, year } = calendarDayParts(indiaDate(at));
  return `${weekday}, ${day} ${month} ${year}`;
}

/** e.g. 'Sat 28 Nov, 11:00 AM' (India time): a moment in the coming weeks, where the year goes without saying. */
export function formatIndiaMoment(at: Instant): string {
  const { weekday, day, month } = calendarDayParts(indiaDate(at));
  return `${weekday} ${day} ${month}, ${formatIndiaTime(at)}`;
}

/** e.g. '2026-11-24 10:00:00 IST': a timestamp for exports, sortable as text. */
export function formatIndiaTimestamp(at: Instant): string {
  const wall = wallClock(at);
  return `${wall.toISOString().slice(0, 10)} ${wall.toISOString().slice(11, 19)} IST`;
}
