// Freshness of a listing: when an operator last confirmed it is available, shown in India time, so people can tell
// a home still on offer from one nobody has looked at for weeks.
import type { Locale } from '@/lib/i18n/locales';
import type { FactsTranslate } from '@/lib/societies/facts-copy';
import { formatIndiaDay } from '@/lib/time/india';

/** Sale listings: not confirmed for this long (LISTING_STALE_DAYS), they become 'Expired'. */
export const DEFAULT_LISTING_STALE_DAYS = 30;

/** The owner of a rent listing is asked AVAILABILITY_ASK_DAYS after its last confirmation (server/env.ts). */
export const DEFAULT_AVAILABILITY_ASK_DAYS = 14;
/** No answer this long after the question: one reminder. */
export const REMIND_AFTER_DAYS = 7;
/** The bound of every rent listing: this long after the question would have been asked, it is hidden. */
export const HIDE_AFTER_DAYS = 21;

/**
 * 'Available as of 23 Nov 2026' (the India-time date of the last confirmation); null without a valid moment
 * (e.g. data cached before the column existed), so a card simply leaves the line out.
 */
export function availableAsOfLabel(lastConfirmedAt: Date | string | null | undefined, t?: FactsTranslate, locale?: Locale): string | null {
  if (!lastConfirmedAt) return null;
  const moment = new Date(lastConfirmedAt);
  if (Number.isNaN(moment.getTime())) return null;
  return t ? t('display.availableAsOf', { date: formatIndiaDay(moment, locale) }) : `Available as of ${formatIndiaDay(moment)}`;
}

/** 'checked 23 Nov 2026': the India-time day an operator last confirmed the home, for the cards' availability line. */
export function checkedOnLabel(lastConfirmedAt: Date | string | null | undefined, t?: FactsTranslate, locale?: Locale): string | null {
  if (!lastConfirmedAt) return null;
  const moment = new Date(lastConfirmedAt);
  if (Number.isNaN(moment.getTime())) return null;
  return t ? t('display.checked', { date: formatIndiaDay(moment, locale) }) : `checked ${formatIndiaDay(moment)}`;
}

function checkedMoment(lastConfirmedAt: Date | string | null | undefined): Date | null {
  const moment = lastConfirmedAt ? new Date(lastConfirmedAt) : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment : null;
}

/**
 * A society page card's line: when the home is free and when that was last checked, 'Available now · checked
 * 23 Nov 2026' (a sale home, or a rent home nobody dated: 'Checked 23 Nov 2026'); null with neither.
 */
export function availabilityLine(availability: string | null, lastConfirmedAt: Date | string | null | undefined, t?: FactsTranslate, locale?: Locale): string | null {
  if (t) {
    const moment = checkedMoment(lastConfirmedAt);
    if (!moment) return availability;
    const date = formatIndiaDay(moment, locale);
    return availability ? t('display.line', { availability, checked: t('display.checked', { date }) }) : t('display.checkedStart', { date });
  }
  const checked = checkedOnLabel(lastConfirmedAt);
  if (availability && checked) return `${availability} · ${checked}`;
  if (checked) return `${checked[0]!.toUpperCase()}${checked.slice(1)}`;
  return availability;
}

/** Listings confirmed before this moment are stale. */
export function staleCutoff(now: Date, staleDays: number = DEFAULT_LISTING_STALE_DAYS): Date {
  return new Date(now.getTime() - staleDays * 86_400_000);
}

/**
 * The one freshness bound of rent listings (docs/owners.md "Availability"): an Active rent listing whose last
 * confirmation ('Available as of') is at or before this moment is hidden as 'Unconfirmed', whether it has an owner
 * (asked at `askDays`, so unanswered for HIDE_AFTER_DAYS) or not (nobody to ask: the desk has to find the owner).
 */
export function unconfirmedCutoff(now: Date, askDays: number = DEFAULT_AVAILABILITY_ASK_DAYS): Date {
  return new Date(now.getTime() - (askDays + HIDE_AFTER_DAYS) * 86_400_000);
}
