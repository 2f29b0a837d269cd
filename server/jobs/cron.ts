import 'server-only';
import { parseCronItems, type ParsedCronItem } from 'graphile-worker';

// Periodic jobs (graphile-worker cron). Each item names a task of tasks.ts; add them here, e.g.
//   { task: 'expire-stale-listings', match: '15 * * * *', options: { backfillPeriod: 0 } }
export function cronItems(): ParsedCronItem[] {
  return parseCronItems([
    // Minute 7 of every hour; a missed run is not replayed (the next one covers it).
    { task: 'purge-unverified-registrations', match: '7 * * * *', options: { backfillPeriod: 0 } },
    // Minute 17 of every hour: sale listings not confirmed for LISTING_STALE_DAYS become Expired (server/listings/expiry.ts).
    { task: 'expire-stale-listings', match: '17 * * * *', options: { backfillPeriod: 0 } },
    // Minute 37 of every hour: owners asked whether their home is still available; reminded; stale rent listings hidden (server/listings/owner-availability.ts).
    { task: 'owner-availability', match: '37 * * * *', options: { backfillPeriod: 0 } },
    // Minute 27 of every hour: stored answers of idempotency keys older than IDEMPOTENCY_KEY_TTL_HOURS.
    { task: 'purge-idempotency-keys', match: '27 * * * *', options: { backfillPeriod: 0 } },
    // 03:47 UTC every day: what outlived the Privacy page's retention table (server/privacy/retention.ts).
    { task: 'purge-retention', match: '47 3 * * *', options: { backfillPeriod: 0 } },
    // 04:17 UTC every day: accounts without a sign-in for three years get the 48-hour notice (server/privacy/deletion.ts).
    { task: 'notice-inactive-accounts', match: '17 4 * * *', options: { backfillPeriod: 0 } },
    // 03:37 UTC every day: Web Vitals samples older than VITALS_RETENTION_DAYS (server/vitals/service.ts).
    { task: 'purge-web-vitals', match: '37 3 * * *', options: { backfillPeriod: 0 } },
    // 04:07 UTC (09:37 in India) every day: owners reminded of a deposit due back, 3 days before and on the day (server/tenancies/deposit-reminders.ts).
    { task: 'deposit-reminders', match: '7 4 * * *', options: { backfillPeriod: 0 } },
  ]);
}
