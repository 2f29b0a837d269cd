// Dates on the privacy and account screens in the page's language. English keeps the site's own forms
// (lib/time/india.ts) character for character; Kannada and Hindi read India time through Intl in their usual form.
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { formatIndiaDate, formatIndiaMoment, formatIndiaTime, INDIA_TIME_ZONE, type Instant } from '@/lib/time/india';

const at = (instant: Instant) => new Date(instant);

/** 'Tue, 24 Nov 2026, 10:00 AM' in English. */
export function dateTimeIn(locale: Locale, instant: Instant): string {
  if (locale === 'en') return `${formatIndiaDate(instant)}, ${formatIndiaTime(instant)}`;
  return new Intl.DateTimeFormat(HTML_LANG[locale], { timeZone: INDIA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at(instant));
}

/** 'Sat 28 Nov, 11:00 AM' in English: a moment in the coming weeks. */
export function momentIn(locale: Locale, instant: Instant): string {
  if (locale === 'en') return formatIndiaMoment(instant);
  return new Intl.DateTimeFormat(HTML_LANG[locale], { timeZone: INDIA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(at(instant));
}

/** 'Tue, 24 Nov 2026' in English. */
export function dateIn(locale: Locale, instant: Instant): string {
  if (locale === 'en') return formatIndiaDate(instant);
  return new Intl.DateTimeFormat(HTML_LANG[locale], { timeZone: INDIA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at(instant));
}
