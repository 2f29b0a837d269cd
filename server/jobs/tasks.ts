import 'server-only';
import type { Task, TaskList } from 'graphile-worker';
import { runAlertDigest } from '@/server/alerts/digest';
import { runSavedSearchDigest } from '@/server/alerts/saved-searches';
import { purgeStaleUnverifiedRegistrations } from '@/server/auth/registration';
import { describeRevalidation } from '@/server/cache/revalidate-pages';
import { getEnv } from '@/server/env';
import { purgeIdempotencyKeys } from '@/server/http/idempotency';
import { expireStaleListings } from '@/server/listings/expiry';
import { sendMessage } from '@/server/messages/send';
import { runAvailabilityCycle } from '@/server/owners/availability';
import { deliverPush } from '@/server/push/deliver';
import { sendVisitConfirmation } from '@/server/visits/confirmation-job';
import { sendVisitReminder } from '@/server/visits/reminders';
import { sendVisitRescheduled } from '@/server/visits/reschedule';
import { deliverEmail, deliverWhatsApp } from './deliveries';
import type { JobName, JobPayloads } from './payloads';

// Task handlers. A handler that throws is retried by graphile-worker with exponential backoff (up to
// max_attempts, 25 by default, over about four days: docs/jobs.md "Retries"), so a provider outage delays a message, never loses it.

function task<Name extends JobName>(handler: (payload: JobPayloads[Name], messageKey: string) => Promise<void>): Task {
  // A delivery's message key: the job key when it has one (a replaced or re-enqueued job is the same message),
  // otherwise the job's id (a re-run after a crash is the same row).
  return async (payload, helpers) => handler(payload as JobPayloads[Name], helpers.job.key ?? `job:${helpers.job.id}`);
}

export const taskList: TaskList = {
  'deliver-email': task<'deliver-email'>((payload, key) => deliverEmail(key, payload).then(() => undefined)),
  'deliver-whatsapp': task<'deliver-whatsapp'>((payload, key) => deliverWhatsApp(key, payload).then(() => undefined)),
  'deliver-push': task<'deliver-push'>((payload, key) => deliverPush(key, payload).then(() => undefined)),
  'send-message': task<'send-message'>((payload) => sendMessage(payload)),
  'send-visit-confirmation': task<'send-visit-confirmation'>((payload) => sendVisitConfirmation(payload.visitId)),
  'send-visit-reminder': task<'send-visit-reminder'>((payload) => sendVisitReminder(payload)),
  'send-visit-rescheduled': task<'send-visit-rescheduled'>((payload) => sendVisitRescheduled(payload)),
  'alert-digest': task<'alert-digest'>(async (payload) => {
    await runAlertDigest(payload);
  }),
  'saved-search-digest': task<'saved-search-digest'>(async (payload) => {
    await runSavedSearchDigest(payload);
  }),
  'expire-stale-listings': task<'expire-stale-listings'>(async () => {
    const result = await expireStaleListings();
    if (result.rent + result.sale) {
      console.log(`[jobs] expired ${result.rent} rent and ${result.sale} sale listing(s) in ${result.societyIds.length} societ(ies); ${describeRevalidation(result.revalidation!)}`);
    }
  }),
  'owner-availability': task<'owner-availability'>(async () => {
    const result = await runAvailabilityCycle();
    if (result.asked + result.reminded + result.hidden + result.superseded) {
      console.log(`[jobs] availability: asked ${result.asked}, reminded ${result.reminded}, hid ${result.hidden}, closed ${result.superseded} superseded`);
    }
  }),
  'purge-unverified-registrations': task<'purge-unverified-registrations'>(async () => {
    const removed = await purgeStaleUnverifiedRegistrations();
    if (removed) console.log(`[jobs] removed ${removed} registration(s) never verified`);
  }),
  'purge-idempotency-keys': task<'purge-idempotency-keys'>(async () => {
    const removed = await purgeIdempotencyKeys(getEnv().IDEMPOTENCY_KEY_TTL_HOURS);
    if (removed) console.log(`[jobs] removed ${removed} stored answer(s) of idempotency keys`);
  }),
};
