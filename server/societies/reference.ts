import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import { isUuid } from '@/lib/slugs';
import { getDb } from '@/server/db/client';
import { gated_societies } from '@/server/db/schema';

export type SocietyReference = { ok: true; id: string; name: string } | { ok: false; message: string };

/**
 * A society named by an operator: its id, its import external_key, or its exact name (any case). Used by the
 * command-line tools, where one wrong society would give a PIN or an agent the wrong gate.
 */
export async function findSocietyByReference(reference: string): Promise<SocietyReference> {
  const matches = await getDb()
    .select({ id: gated_societies.id, name: gated_societies.name })
    .from(gated_societies)
    .where(
      or(
        isUuid(reference) ? eq(gated_societies.id, reference.toLowerCase()) : undefined,
        eq(gated_societies.external_key, reference),
        sql`lower(${gated_societies.name}) = lower(${reference})`,
      ),
    )
    .limit(2);
  if (matches.length === 1) return { ok: true, ...matches[0]! };
  return { ok: false, message: matches.length ? `"${reference}" names more than one society: use its id or external_key.` : `No society "${reference}".` };
}
