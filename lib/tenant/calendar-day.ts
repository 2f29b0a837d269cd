// A calendar date ('2026-12-20') in a page's language: English keeps the site's form ('Sun, 20 Dec 2026',
// lib/time/india.ts); Kannada and Hindi read it through Intl in their usual form. A calendar date has no time of
// day, so it is formatted as the UTC day it names.
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { formatCalendarDay } from '@/lib/time/india';

export function calendarDayIn(locale: Locale, date: string): string {
  if (locale === 'en') return formatCalendarDay(date);
  return new Intl.DateTimeFormat(HTML_LANG[locale], { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}
