import { formatIndiaDay, formatIndiaTime } from '@/lib/time/india';

/** '23 Nov 2026, 10:00 AM' (India time): when something happened, on the desk's lists. */
export const deskMoment = (at: string) => `${formatIndiaDay(at)}, ${formatIndiaTime(at)}`;

/** The message of a failed desk call: the server's words, else a general one. */
export function deskFailure(error: unknown, fallback = 'That did not work. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
