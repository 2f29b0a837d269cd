import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/queue';
import { deliveryKeys, queueDeliveries } from '@/server/messages/send';
import { queueVisitPush } from './visit-push';
import { reminderPush } from './push-texts';
import type { JobPayloads } from '@/server/jobs/payloads';
import { visitReminderMessages } from '@/server/messages/visit-day';
import { visitConfirmationInput } from './confirmation-job';

// Visit reminders: an e-mail and a WhatsApp 24 hours and 2 hours before the slot. Each is a
// `send-visit-reminder` job scheduled at booking with run_at = the moment to send and a job key per visit and
// kind, so a reschedule replaces the pending job (graphile-worker's add_job with the same key updates run_at and
// payload) and a cancel removes it (remove_job). A reminder whose moment has already passed is not scheduled: a
// visit booked 3 hours ahead gets only the 2-hour one, one booked less than 2 hours ahead only the confirmation.
// The WhatsApp goes through deliver-whatsapp, which sends only to verified numbers.

export const VISIT_REMINDERS = [
  { kind: '24h', hoursBefore: 24, when: 'tomorrow' },
  { kind: '2h', hoursBefore: 2, when: 'in 2 hours' },
] as const;

export type ReminderKind = (typeof VISIT_REMINDERS)[number]['kind'];

export const reminderJobKey = (kind: ReminderKind, visitId: string) => `visit-reminder-${kind}:${visitId}`;

/** Schedules (or moves) both reminders of a visit starting at `start`, in the caller's transaction. */
export async function scheduleVisitReminders(executor: Executor, visitId: string, start: Date, now: Date): Promise<void> {
  for (const reminder of VISIT_REMINDERS) {
    const runAt = new Date(start.getTime() - reminder.hoursBefore * 3_600_000);
    const jobKey = reminderJobKey(reminder.kind, visitId);
    if (runAt.getTime() > now.getTime()) {
      await enqueueJob(executor, 'send-visit-reminder', { visitId, kind: reminder.kind, visitStart: start.toISOString() }, { jobKey, runAt });
    } else {
      // A reschedule to a slot closer than this reminder: the one set for the old slot must not go.
      await executor.execute(sql`select graphile_worker.remove_job(${jobKey})`);
    }
  }
}

/** Removes a visit's pending reminders (a cancellation), in the caller's transaction. */
export async function removeVisitReminders(executor: Executor, visitId: string): Promise<void> {
  for (const reminder of VISIT_REMINDERS) await executor.execute(sql`select graphile_worker.remove_job(${reminderJobKey(reminder.kind, visitId)})`);
}

/**
 * The job: renders the reminder for the visit as it is now (server/messages/visit-day.ts) and enqueues one
 * delivery per channel. Nothing when the visit was cancelled, moved (the job of its new time sends), or has
 * already started (a worker that was down).
 */
export async function sendVisitReminder(payload: JobPayloads['send-visit-reminder'], now = new Date()): Promise<void> {
  const reminder = VISIT_REMINDERS.find((item) => item.kind === payload.kind);
  const input = await visitConfirmationInput(payload.visitId);
  if (!reminder || !input) return;
  if (input.visitStart.toISOString() !== payload.visitStart || input.visitStart.getTime() <= now.getTime()) return;
  const messages = await visitReminderMessages(input, reminder.kind);
  // Keys name the slot too: a reminder for the new time of a moved visit is another message than the old one.
  const key = `${reminder.kind}:${input.visitId}:${input.visitStart.getTime()}`;
  // The notification to each device in the same transaction as the e-mail and the WhatsApp: all or none.
  await getDb().transaction(async (tx) => {
    await queueDeliveries(messages, deliveryKeys('visit-reminder', key), tx);
    await queueVisitPush({ userId: input.person.id, societyId: input.societyId, visitId: input.visitId, kind: `reminder-${reminder.kind}`, ...reminderPush(input, reminder.kind) }, `visit-reminder-push:${key}`, tx);
  });
}
