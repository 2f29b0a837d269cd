import { homeTitle } from '@/lib/listings/display';
import { formatIndiaDay, formatIndiaTime } from '@/lib/time/india';

/** '23 Nov 2026, 10:00 AM' (India time): when something happened, on the desk's lists. */
export const deskMoment = (at: string) => `${formatIndiaDay(at)}, ${formatIndiaTime(at)}`;

/** '2 BHK · Semi-Furnished · A-1204': a home as the desk names it, with its unit when the operator gave one. */
export function deskHomeName(home: { bedroom: string | null; furnishing: string | null; unit: string | null }): string {
  const title = homeTitle(home.bedroom, home.furnishing, 'Home');
  return home.unit ? `${title} · ${home.unit}` : title;
}
