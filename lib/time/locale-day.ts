// Dates in a page's language: English keeps the site's own form ('5 Dec 2026', lib/time/india.ts); Kannada and
// Hindi take their usual short form from Intl with the language's tag. Pure: server and browser both read it.
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { formatCalendarDay, indiaDate, isCalendarDate, type Instant } from './india';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar date (yyyy-MM-dd) in the language: '5 Dec 2026', 'ಡಿಸೆಂ 5,2026', '5 दिस॰ 2026'; anything else as given. */
export function localeCalendarDay(date: string, locale: Locale): string {
  if (locale === 'en' || !isCalendarDate(date)) return formatCalendarDay(date);
  let format = formats.get(locale);
  if (!format) {
    // A calendar date has no time zone of its own: read at noon UTC, it is the same day everywhere.
    format = new Intl.DateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** The India-time date of an instant in the language. */
export function localeIndiaDay(at: Instant, locale: Locale): string {
  return localeCalendarDay(indiaDate(at), locale);
}
