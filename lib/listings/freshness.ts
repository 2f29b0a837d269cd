// Freshness of a listing: when an operator last confirmed it is available, shown in India time, so people can tell
// a home still on offer from one nobody has looked at for weeks.
import { formatIndiaDay } from '@/lib/time/india';

export const DEFAULT_LISTING_STALE_DAYS = 30;

/**
 * 'Available as of 23 Nov 2026' (the India-time date of the last confirmation); null without a valid moment
 * (e.g. data cached before the column existed), so a card simply leaves the line out.
 */
export function availableAsOfLabel(lastConfirmedAt: Date | string | null | undefined): string | null {
  if (!lastConfirmedAt) return null;
  const moment = new Date(lastConfirmedAt);
  if (Number.isNaN(moment.getTime())) return null;
  return `Available as of ${formatIndiaDay(moment)}`;
}

/** Listings confirmed before this moment are stale. */
export function staleCutoff(now: Date, staleDays: number = DEFAULT_LISTING_STALE_DAYS): Date {
  return new Date(now.getTime() - staleDays * 86_400_000);
}
