import 'server-only';
import type { Task, TaskList } from 'graphile-worker';
import { runAlertDigest } from '@/server/alerts/digest';
import { runSavedSearchDigest } from '@/server/alerts/saved-searches';
import { purgeStaleUnverifiedRegistrations } from '@/server/auth/registration';
import { sendRegistrationCode } from '@/server/auth/registration-code';
import { describeRevalidation } from '@/server/cache/revalidate-pages';
import { getEnv } from '@/server/env';
import { purgeIdempotencyKeys } from '@/server/http/idempotency';
import { expireStaleListings } from '@/server/listings/expiry';
import { sendMessage } from '@/server/messages/send';
import { runAvailabilityCycle } from '@/server/listings/owner-availability';
import { finaliseDeletion, noticeInactiveAccounts } from '@/server/privacy/deletion';
import { buildDataExport } from '@/server/privacy/export';
import { purgeRetention } from '@/server/privacy/retention';
import { deliverPush } from '@/server/push/deliver';
import { sendVisitConfirmation } from '@/server/visits/confirmation-job';
import { sendVisitReminder } from '@/server/visits/reminders';
import { sendVisitRescheduled } from '@/server/visits/reschedule';
import { purgeOldVitals } from '@/server/vitals/service';
import { sendDepositReminders } from '@/server/tenancies/deposit-reminders';
import { logger } from '@/server/log/logger';
import { deliverEmail, deliverWhatsApp } from './deliveries';
import { countDelivery, runObserved } from './observed-task';
import type { JobName, JobPayloads } from './payloads';

// Task handlers. A handler that throws is retried by graphile-worker with exponential backoff (up to
// max_attempts, 25 by default, over about four days: docs/jobs.md "Retries"), so a provider outage delays a message, never loses it.

function task<Name extends JobName>(handler: (payload: JobPayloads[Name], messageKey: string) => Promise<void>): Task {
  // A delivery's message key: the job key when it has one (a replaced or re-enqueued job is the same message),
  // otherwise the job's id (a re-run after a crash is the same row).
  return async (payload, helpers) =>
    runObserved(payload, helpers, (plain) => handler(plain as JobPayloads[Name], helpers.job.key ?? `job:${helpers.job.id}`));
}

const log = () => logger('jobs');

export const taskList: TaskList = {
  'deliver-email': task<'deliver-email'>((payload, key) => countDelivery('email', deliverEmail(key, payload)).then(() => undefined)),
  'deliver-whatsapp': task<'deliver-whatsapp'>((payload, key) => countDelivery('whatsapp', deliverWhatsApp(key, payload)).then(() => undefined)),
  'deliver-push': task<'deliver-push'>((payload, key) => countDelivery('push', deliverPush(key, payload)).then(() => undefined)),
  'send-message': task<'send-message'>((payload) => sendMessage(payload)),
  'send-registration-code': task<'send-registration-code'>((payload) => sendRegistrationCode(payload)),
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
    if (result.sale) {
      log().info({ sale: result.sale, societies: result.societyIds.length }, `expired sale listings; ${describeRevalidation(result.revalidation!)}`);
    }
  }),
  'owner-availability': task<'owner-availability'>(async () => {
    const result = await runAvailabilityCycle();
    if (result.asked + result.reminded + result.hidden + result.superseded) {
      log().info({ asked: result.asked, reminded: result.reminded, hidden: result.hidden, superseded: result.superseded }, 'availability cycle');
    }
  }),
  'purge-unverified-registrations': task<'purge-unverified-registrations'>(async () => {
    const removed = await purgeStaleUnverifiedRegistrations();
    if (removed) log().info({ removed }, 'removed registrations never verified');
  }),
  'purge-idempotency-keys': task<'purge-idempotency-keys'>(async () => {
    const removed = await purgeIdempotencyKeys(getEnv().IDEMPOTENCY_KEY_TTL_HOURS);
    if (removed) log().info({ removed }, 'removed stored answers of idempotency keys');
  }),
  'purge-web-vitals': task<'purge-web-vitals'>(async () => {
    const removed = await purgeOldVitals();
    if (removed) log().info({ removed }, 'removed Web Vitals samples past their retention');
  }),
  'deposit-reminders': task<'deposit-reminders'>(async () => {
    const sent = await sendDepositReminders();
    if (sent) log().info({ sent }, 'owners reminded of deposits due back');
  }),
  'build-data-export': task<'build-data-export'>(async (payload) => {
    await buildDataExport(payload.exportId);
  }),
  'finalise-account-deletion': task<'finalise-account-deletion'>(async (payload) => {
    const result = await finaliseDeletion(payload.userId);
    if (result.outcome === 'erased') log().info({ visitsCancelled: result.visitsCancelled, offersWithdrawn: result.offersWithdrawn, listingsEnded: result.listingsEnded }, 'erased an account');
  }),
  'notice-inactive-accounts': task<'notice-inactive-accounts'>(async () => {
    const noticed = await noticeInactiveAccounts();
    if (noticed) log().info({ noticed }, 'inactive accounts told they will be deleted in 48 hours');
  }),
  'purge-retention': task<'purge-retention'>(async () => {
    const removed = await purgeRetention();
    if (Object.values(removed).some((count) => count > 0)) {
      log().info({ ...removed }, 'retention purge');
    }
  }),
};
