// The owner's messages in the owner's language (docs/i18n.md "Messages in the recipient's language"): each
// template's texts under `notifications.owner`, and its dates and amounts in the language's usual form. A message
// without a language (queued before it was carried, or to someone who never chose) reads as English, word for word
// as before: the English dates and amounts are the ones the templates always wrote.
import { formatAmount, formatRupees } from '@/lib/amounts';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { formatCalendarDay, INDIA_TIME_ZONE, indiaInstant, isCalendarDate } from '@/lib/time/india';
import { translatorFor, type Translate } from '@/server/i18n/translator';
import { amountWithLabel } from './offer-acknowledgment';

/** The language of a message's job data: absent reads as English. */
export type MessageLocale = Locale | undefined;

/** One template's texts (`notifications.owner.<part>`) in the recipient's language. */
export function ownerCopy(locale: MessageLocale, part: string): Translate {
  return translatorFor(locale ?? DEFAULT_LOCALE, `notifications.owner.${part}`);
}

const isEnglish = (locale: MessageLocale) => !locale || locale === DEFAULT_LOCALE;

/** A calendar day (yyyy-MM-dd): '5 Dec 2026' in English, the language's long date otherwise (India's calendar). */
export function messageDay(locale: MessageLocale, date: string): string {
  if (isEnglish(locale) || !isCalendarDate(date)) return formatCalendarDay(date);
  // Noon India time: the instant whose India date is the day, whatever the formatter's rounding.
  return new Intl.DateTimeFormat(HTML_LANG[locale!], { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }).format(indiaInstant(date, '12:00'));
}

/** The short amount with its unit in words, then the full figure: '₹40 K (₹40,000)', '₹40 ಸಾವಿರ (₹40,000)'. */
export function messageAmount(locale: MessageLocale, amount: number): string {
  if (isEnglish(locale)) return amountWithLabel(amount);
  const unit = ownerCopy(locale, 'units');
  return `${formatAmount(amount).replace(/ (K|L|Cr)$/, (_whole, suffix: string) => ` ${unit(suffix)}`)} (${formatRupees(amount)})`;
}

/** A rent the message carries as grouped digits ('45,000'): '₹45,000', with its unit in words beside it outside English. */
export function messageRupees(locale: MessageLocale, grouped: string): string {
  const amount = Number(grouped.replace(/,/g, ''));
  if (isEnglish(locale) || !Number.isFinite(amount) || amount < 1000) return `₹${grouped}`;
  const unit = ownerCopy(locale, 'units');
  const short = formatAmount(amount).replace(/^₹/, '').replace(/ (K|L|Cr)$/, (_whole, suffix: string) => ` ${unit(suffix)}`);
  return `₹${grouped} (${short})`;
}

/** The first word of a name, as the owner's messages greet them. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
