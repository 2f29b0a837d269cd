// Freshness of a listing (issue 14): when an operator last confirmed it is available, shown in India time.
import { formatInTimeZone } from 'date-fns-tz';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_LISTING_STALE_DAYS = 30;

/**
 * 'Available as of 23 Nov 2026' (the India-time date of the last confirmation); null without a valid moment
 * (e.g. data cached before the column existed), so a card simply leaves the line out.
 */
export function availableAsOfLabel(lastConfirmedAt: Date | string | null | undefined): string | null {
  if (!lastConfirmedAt) return null;
  const moment = new Date(lastConfirmedAt);
  if (Number.isNaN(moment.getTime())) return null;
  return `Available as of ${formatInTimeZone(moment, INDIA_TIME_ZONE, 'd MMM yyyy')}`;
}

/** The India-time calendar date of a moment, yyyy-MM-dd. */
export function indiaDate(moment: Date): string {
  return formatInTimeZone(moment, INDIA_TIME_ZONE, 'yyyy-MM-dd');
}

/** Listings confirmed before this moment are stale. */
export function staleCutoff(now: Date, staleDays: number = DEFAULT_LISTING_STALE_DAYS): Date {
  return new Date(now.getTime() - staleDays * 86_400_000);
}
