import 'server-only';
import { sql } from 'drizzle-orm';
import { addCalendarDays, indiaDate, startOfIndiaDay } from '@/lib/time/india';
import type { Executor } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { enqueueSavedSearchDigests, type ListingActivation } from './saved-searches';

// New-listing alerts: when listings become Active, every person with an alert for that society and
// type gets ONE digest per society and India-time day. The digest job is keyed by person, society and date, so
// listings of one day (one import, or several writes) replace the pending job instead of adding messages, and it
// runs a few minutes later so that they travel together. A day whose digest already went schedules tomorrow's.

export const digestJobKey = (userId: string, societyId: string, date: string) => `alert-digest:${userId}:${societyId}:${date}`;

/** Midnight at the start of the next India-time day after `date` (yyyy-MM-dd). */
function startOfNextIndiaDay(date: string): Date {
  return startOfIndiaDay(addCalendarDays(date, 1));
}

/**
 * Enqueues (or postpones) the digest of one person and society, on the given executor, so it commits with the
 * write that caused it. `sentToday`: that day's digest already went, so this one waits for the next day.
 */
export async function scheduleDigest(executor: Executor, userId: string, societyId: string, now: Date, sentToday: boolean): Promise<void> {
  const delayMs = getEnv().ALERT_DIGEST_DELAY_MINUTES * 60_000;
  const today = indiaDate(now);
  const date = sentToday ? addCalendarDays(today, 1) : today;
  const runAt = sentToday ? new Date(startOfNextIndiaDay(today).getTime() + delayMs) : new Date(now.getTime() + delayMs);
  await enqueueJob(executor, 'alert-digest', { userId, societyId, digestDate: date }, { jobKey: digestJobKey(userId, societyId, date), runAt });
}

/** One digest job per subscriber of the activated societies and types; people without such an alert get none. */
export async function enqueueAlertDigests(executor: Executor, activations: ListingActivation[], now = new Date()): Promise<number> {
  const pairs = [...new Map(activations.map((item) => [`${item.societyId}:${item.propertyType}`, item])).values()];
  if (!pairs.length) return 0;
  const today = indiaDate(now);
  const result = await executor.execute<{ user_id: string; society_id: string; sent_today: boolean }>(sql`
    select a.user_id, a.society_id,
      exists (select 1 from alert_digests d where d.user_id = a.user_id and d.society_id = a.society_id and d.digest_date = ${today}::date) as sent_today
    from property_alerts a
    join unnest(${`{${pairs.map((pair) => pair.societyId).join(',')}}`}::uuid[], ${`{${pairs.map((pair) => pair.propertyType).join(',')}}`}::text[]) as p(society_id, property_type)
      on p.society_id = a.society_id and p.property_type = a.property_type
    group by a.user_id, a.society_id`);
  for (const row of result.rows) await scheduleDigest(executor, row.user_id, row.society_id, now, row.sent_today);
  // Saved searches hear of the same activations.
  await enqueueSavedSearchDigests(executor, activations, now);
  return result.rows.length;
}
