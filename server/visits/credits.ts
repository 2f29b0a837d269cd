import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { UnlockKind, UnlocksUsed } from '@/lib/visits/credits';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { visits } from '@/server/db/schema';

// Unlocks used: distinct properties visited per kind. A cancelled visit gives its unlock
// back; a completed or expired one keeps it (the door was unlocked for that person).

export async function unlocksUsed(userId: string, executor: Executor = getDb()): Promise<UnlocksUsed> {
  const rows = await executor
    .select({ kind: visits.visit_type, properties: sql<number>`count(distinct ${visits.property_id})::int` })
    .from(visits)
    .where(and(eq(visits.user_id, userId), ne(visits.status, 'cancelled')))
    .groupBy(visits.visit_type);
  const used: UnlocksUsed = { rental: 0, buyer: 0 };
  for (const row of rows) used[row.kind as UnlockKind] = row.properties;
  return used;
}

/**
 * For one booking, in one query: the unlocks of that kind the person has used, and whether this property is
 * already among them (booking it again uses none).
 */
export async function unlockState(
  userId: string,
  propertyId: string,
  kind: UnlockKind,
  executor: Executor = getDb(),
): Promise<{ used: number; propertyUnlocked: boolean }> {
  const [row] = await executor
    .select({
      used: sql<number>`count(distinct ${visits.property_id})::int`,
      propertyUnlocked: sql<boolean>`coalesce(bool_or(${visits.property_id} = ${propertyId}), false)`,
    })
    .from(visits)
    .where(and(eq(visits.user_id, userId), eq(visits.visit_type, kind), ne(visits.status, 'cancelled')));
  return { used: row?.used ?? 0, propertyUnlocked: row?.propertyUnlocked ?? false };
}
