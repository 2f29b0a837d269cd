import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AlertPropertyType } from '@/lib/validation/society';
import { getDb } from '@/server/db/client';
import { property_alerts } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/http/errors';

// New-listing alerts (spec 2.9): one row per person, society and property type, enforced by PostgreSQL.

const UNIQUE_ALERT = 'property_alerts_user_society_type_unique';

/** The property types the person already has an alert for in this society. */
export async function listAlertTypes(userId: string, societyId: string): Promise<AlertPropertyType[]> {
  const rows = await getDb()
    .select({ type: property_alerts.property_type })
    .from(property_alerts)
    .where(and(eq(property_alerts.user_id, userId), eq(property_alerts.society_id, societyId)));
  return rows.map((row) => row.type as AlertPropertyType);
}

/** PostgreSQL's SQLSTATE for a foreign-key violation: here, a society id that names no society. */
function isForeignKeyViolation(error: unknown): boolean {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  return (pgError as { code?: string })?.code === '23503';
}

/**
 * Inserts the alert. A second alert of the same kind is the unique violation 23505, which the spec turns
 * into 'Alert Already Set' (and the card shows it as set), so it is an outcome here, not an error. A society
 * id that exists nowhere is the foreign-key violation 23503: an outcome too (the route answers 404).
 */
export async function createAlert(userId: string, societyId: string, type: AlertPropertyType): Promise<'created' | 'duplicate' | 'unknown_society'> {
  try {
    await getDb().insert(property_alerts).values({ user_id: userId, society_id: societyId, property_type: type });
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_ALERT)) return 'duplicate';
    if (isForeignKeyViolation(error)) return 'unknown_society';
    throw error;
  }
}
