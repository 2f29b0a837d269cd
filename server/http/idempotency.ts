import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NextResponse, type NextRequest } from 'next/server';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@/lib/validation/idempotency';
import { getDb, joiningTransaction } from '@/server/db/client';
import { idempotency_keys } from '@/server/db/schema';
import { AppError } from './errors';

// Idempotency keys (docs/listings-and-booking.md "Retries"). A request that acts may carry an Idempotency-Key;
// its first successful answer is stored per person, route and key in the same transaction as the action, so a
// retry after a lost answer gets that answer again (status and body) instead of a second booking or a 409 about
// the person's own visit. A transaction-scoped advisory lock on the key makes concurrent retries wait for the
// first and then replay it: one action. The same key with another body is refused (422). Error answers are not
// stored: they changed nothing, so a retry simply tries again.

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

interface KeyScope {
  userId: string;
  route: string;
  key: string;
  fingerprint: string;
}

/** The key of a request, or null without one; a malformed key is a 422 before anything happens. */
export function idempotencyKeyOf(request: NextRequest): string | null {
  const raw = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new AppError('invalid_idempotency_key', parsed.error.issues[0]!.message, 422);
  return parsed.data;
}

/** What identifies a request's content: the parsed body (route parameters are part of the route). */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}

/** The route a key belongs to: method and path (a cancel of one visit and of another are different routes). */
export function routeOf(request: NextRequest): string {
  return `${request.method} ${request.nextUrl.pathname}`.slice(0, 300);
}

/**
 * Runs the action once per key: the stored answer when the key was answered before, otherwise the action in
 * this transaction, storing a successful answer with it.
 */
export async function runIdempotent(scope: KeyScope, action: () => Promise<Response>): Promise<Response> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`idem:${scope.userId}:${scope.route}:${scope.key}`}, 0))`);
    const [stored] = await tx
      .select({ fingerprint: idempotency_keys.fingerprint, status: idempotency_keys.status, body: idempotency_keys.body })
      .from(idempotency_keys)
      .where(and(eq(idempotency_keys.user_id, scope.userId), eq(idempotency_keys.route, scope.route), eq(idempotency_keys.key, scope.key)));
    if (stored) {
      if (stored.fingerprint !== scope.fingerprint) throw new AppError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED, 422);
      return new NextResponse(stored.body, {
        status: stored.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    const response = await joiningTransaction(tx, action);
    if (response.status >= 200 && response.status < 300) {
      const body = await response.clone().text();
      await tx
        .insert(idempotency_keys)
        .values({ user_id: scope.userId, route: scope.route, key: scope.key, fingerprint: scope.fingerprint, status: response.status, body });
    }
    return response;
  });
}

/** Removes keys older than `hours` (the worker's cron); returns how many. */
export async function purgeIdempotencyKeys(hours: number): Promise<number> {
  const removed = await getDb().execute(sql`delete from ${idempotency_keys} where created_at < now() - make_interval(hours => ${hours})`);
  return removed.rowCount ?? 0;
}
