import 'server-only';
import { parseCronItems, type ParsedCronItem } from 'graphile-worker';

// Periodic jobs (graphile-worker cron). Each item names a task of tasks.ts; add them here, e.g.
//   { task: 'expire-stale-listings', match: '15 * * * *', options: { backfillPeriod: 0 } }
export function cronItems(): ParsedCronItem[] {
  return parseCronItems([]);
}
