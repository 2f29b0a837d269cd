import 'server-only';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { rate_limit_events } from '@/server/db/schema';
import type { Executor } from '@/server/db/client';

// Rate limits kept in PostgreSQL (rate_limit_events), so every instance sees the same counters.

export interface RateRule {
  bucket: string;
  /** At most `limit` events in the trailing `windowSeconds`. */
  limit: number;
  windowSeconds: number;
  /** And at least this long between two events. */
  minIntervalSeconds?: number;
}

/** Serialises concurrent requests on the same buckets until the surrounding transaction ends. */
export async function lockBuckets(db: Executor, buckets: string[]): Promise<void> {
  for (const bucket of [...new Set(buckets)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${bucket}`}, 0))`);
  }
}

/** Seconds until the rule allows one more event; 0 when it allows it now. */
export async function secondsUntilAllowed(db: Executor, rule: RateRule, now = new Date()): Promise<number> {
  let wait = 0;
  if (rule.minIntervalSeconds) {
    const [last] = await db
      .select({ at: rate_limit_events.created_at })
      .from(rate_limit_events)
      .where(eq(rate_limit_events.bucket, rule.bucket))
      .orderBy(desc(rate_limit_events.created_at))
      .limit(1);
    if (last) wait = Math.max(wait, remaining(last.at, rule.minIntervalSeconds, now));
  }
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const inWindow = and(eq(rate_limit_events.bucket, rule.bucket), gt(rate_limit_events.created_at, since));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(rate_limit_events).where(inWindow);
  if (total >= rule.limit) {
    // The window frees up when the oldest event that keeps it full falls out of it.
    const [oldest] = await db
      .select({ at: rate_limit_events.created_at })
      .from(rate_limit_events)
      .where(inWindow)
      .orderBy(asc(rate_limit_events.created_at))
      .offset(total - rule.limit)
      .limit(1);
    wait = Math.max(wait, oldest ? remaining(oldest.at, rule.windowSeconds, now) : rule.windowSeconds);
  }
  return wait;
}

function remaining(at: Date, seconds: number, now: Date): number {
  return Math.max(0, Math.ceil((at.getTime() + seconds * 1000 - now.getTime()) / 1000));
}

/**
 * Records one event per bucket; returns their ids (to take them back if the action then fails). `at` is for
 * callers with an injectable clock (default: the database's now()).
 */
export async function recordEvents(db: Executor, buckets: string[], at?: Date): Promise<string[]> {
  if (!buckets.length) return [];
  const rows = await db
    .insert(rate_limit_events)
    .values(buckets.map((bucket) => ({ bucket, created_at: at })))
    .returning({ id: rate_limit_events.id });
  // Keep the table small: old events of these buckets, and now and then everybody's stale events.
  await db
    .delete(rate_limit_events)
    .where(and(inArray(rate_limit_events.bucket, buckets), lt(rate_limit_events.created_at, sql`now() - interval '1 day'`)));
  if (Math.random() < 0.01) await db.delete(rate_limit_events).where(lt(rate_limit_events.created_at, sql`now() - interval '1 day'`));
  return rows.map((row) => row.id);
}

export async function forgetEvents(db: Executor, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(rate_limit_events).where(inArray(rate_limit_events.id, ids));
}

/** Events of a bucket since a moment (e.g. since the live code was issued). */
export async function eventsSince(db: Executor, bucket: string, since: Date): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(rate_limit_events)
    .where(and(eq(rate_limit_events.bucket, bucket), gte(rate_limit_events.created_at, since)));
  return total;
}

/** Checks and records in one go (its own transaction): the retry-after in seconds, or 0 when allowed. */
export async function consume(rule: RateRule): Promise<number> {
  return getDb().transaction(async (tx) => {
    await lockBuckets(tx, [rule.bucket]);
    const wait = await secondsUntilAllowed(tx, rule);
    if (wait === 0) await recordEvents(tx, [rule.bucket]);
    return wait;
  });
}
