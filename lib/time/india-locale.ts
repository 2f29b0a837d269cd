// India-time dates and times in a reader's language, for the messages sent to a person (docs/i18n.md "Messages in
// the recipient's language"). English keeps the fixed labels of india.ts, character for character; Kannada and
// Hindi use Intl with the language's tag, which reads India's zone from the time-zone database.
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { calendarDayParts, formatCalendarDay, formatIndiaDate, formatIndiaDay, formatIndiaMoment, formatIndiaTime, INDIA_TIME_ZONE, indiaDate, isCalendarDate, type Instant } from './india';

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

function intl(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { ...options, timeZone: INDIA_TIME_ZONE });
}

/** 'Tue, 24 Nov 2026' in English; 'ಮಂಗಳ, ನವೆಂಬರ್ 24, 2026', 'मंगल, 24 नवंबर 2026'. */
export function formatIndiaDateIn(locale: Locale, at: Instant): string {
  if (locale === 'en') return formatIndiaDate(at);
  return intl(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(at));
}

/** '10:00 AM' in English; the language's own clock otherwise. */
export function formatIndiaTimeIn(locale: Locale, at: Instant): string {
  if (locale === 'en') return formatIndiaTime(at);
  return intl(locale, { hour: 'numeric', minute: '2-digit' }).format(toDate(at));
}

/** 'Sat 28 Nov, 11:00 AM' in English: a moment in the coming weeks, without the year. */
export function formatIndiaMomentIn(locale: Locale, at: Instant): string {
  if (locale === 'en') return formatIndiaMoment(at);
  return intl(locale, { weekday: 'short', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(toDate(at));
}

/** 'Tue, 24 Nov 2026 · 10:00 AM – 10:30 AM' in English: a visit's day and slot. */
export function formatIndiaSlotIn(locale: Locale, start: Instant, end: Instant): string {
  return `${formatIndiaDateIn(locale, start)} · ${formatIndiaTimeIn(locale, start)} – ${formatIndiaTimeIn(locale, end)}`;
}

/** '23 Nov 2026' in English: the India-time day of an instant. */
export function formatIndiaDayIn(locale: Locale, at: Instant): string {
  if (locale === 'en') return formatIndiaDay(at);
  return intl(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(at));
}

/** A calendar date (yyyy-MM-dd) as '5 Dec 2026' in English; anything else is returned as given. */
export function formatCalendarDayIn(locale: Locale, date: string): string {
  if (locale === 'en' || !isCalendarDate(date)) return formatCalendarDay(date);
  return new Intl.DateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** '3 Dec' in English: the India-time day of an instant in the coming weeks, where the year goes without saying. */
export function formatIndiaDayMonthIn(locale: Locale, at: Instant): string {
  if (locale === 'en') {
    const { day, month } = calendarDayParts(indiaDate(toDate(at)));
    return `${day} ${month}`;
  }
  return intl(locale, { day: 'numeric', month: 'long' }).format(toDate(at));
}
