import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { isFactKey, type FactSource, type StatedFact } from '@/lib/societies/facts';
import type { FactChange } from '@/lib/validation/ops-society-facts';
import { recordAudit } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { tagsFor } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { gated_societies, society_facts } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { logServerError } from '@/server/http/log-error';
import { clearRenderedSearches } from '@/server/search/rendered-search-cache';
import type { Staff } from '@/server/staff/access';

// A society's facts and rules for tenants (docs/society-facts.md): the page's read and the desk's change (audited).
// The search's condition on a rule reads the homes too, so it is the search's (server/search/rule-homes.ts); the
// import writes the facts through server/import/society-facts.ts.

/** Every stated fact and rule of a society (unknown ones have no row). */
export async function getSocietyFacts(societyId: string, db: Executor = getDb()): Promise<StatedFact[]> {
  const rows = await db
    .select({ key: society_facts.fact, value: society_facts.value, source: society_facts.source, checkedOn: society_facts.checked_on })
    .from(society_facts)
    .where(eq(society_facts.society_id, societyId))
    .orderBy(asc(society_facts.fact));
  return rows.filter((row) => isFactKey(row.key)).map((row) => ({ ...row, source: row.source as FactSource }) as StatedFact);
}

type FactRow = { value: string; source: string; checked_on: string };
const snapshot = (row: FactRow | undefined) => (row ? { value: row.value, source: row.source, checked_on: row.checked_on } : null);

/**
 * The desk sets or clears one fact of a society: one transaction with its audit row (before and after); the
 * society's page and the searches are expired after the commit. An unknown society is a 404.
 */
export async function setSocietyFact(staff: Staff, societyId: string, change: FactChange, now = new Date()): Promise<{ changed: boolean }> {
  const changed = await getDb().transaction(async (tx) => {
    const [society] = await tx.select({ id: gated_societies.id }).from(gated_societies).where(eq(gated_societies.id, societyId)).for('update');
    if (!society) throw notFound('No such society.');
    const where = and(eq(society_facts.society_id, societyId), eq(society_facts.fact, change.fact));
    const [current] = await tx.select().from(society_facts).where(where);
    const after = change.value === null ? null : { value: change.value, source: change.source!, checked_on: change.checked_on! };
    if (JSON.stringify(snapshot(current)) === JSON.stringify(after)) return false;
    if (after) {
      await tx
        .insert(society_facts)
        .values({ society_id: societyId, fact: change.fact, ...after, updated_at: now })
        .onConflictDoUpdate({ target: [society_facts.society_id, society_facts.fact], set: { ...after, updated_at: now } });
    } else {
      await tx.delete(society_facts).where(where);
    }
    await recordAudit(tx, staff.actor, {
      action: after ? 'society_fact.set' : 'society_fact.clear',
      table: 'society_facts',
      rowId: `${societyId}/${change.fact}`,
      before: snapshot(current),
      after,
    });
    return true;
  });
  if (changed) await expireSocietyPages(societyId);
  return { changed };
}

async function expireSocietyPages(societyId: string): Promise<void> {
  for (const tag of tagsFor({ societyIds: [societyId], search: true })) revalidateTag(tag);
  await clearRenderedSearches().catch((error: unknown) => logServerError('society facts', 'search_cache_clear_failed', error));
}
