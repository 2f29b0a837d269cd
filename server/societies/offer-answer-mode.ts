import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { OfferAnswerMode } from '@/lib/owners/owners';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { gated_societies } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';

// How a society's offers reach its owners (docs/owners.md "Modes"): a setting of the society, chosen on the desk's
// offers page. The offers read it when an offer is sent (server/offers/owner-offers.ts).

/** The desk's choice of how a society's offers reach owners, audited (404 for an unknown society). */
export async function setOfferAnswerMode(actor: AuditActor, societyId: string, mode: OfferAnswerMode): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [society] = await tx.select({ mode: gated_societies.offer_answer_mode }).from(gated_societies).where(eq(gated_societies.id, societyId)).for('update');
    if (!society) throw notFound('Society not found');
    await tx.update(gated_societies).set({ offer_answer_mode: mode }).where(eq(gated_societies.id, societyId));
    await recordAudit(tx, actor, { action: 'society.offer_answer_mode', table: 'gated_societies', rowId: societyId, before: { offer_answer_mode: society.mode }, after: { offer_answer_mode: mode } });
  });
}

/** Societies whose name contains `text` (the trigram index finds them) with their answer mode: the desk's control. */
export async function listSocietyAnswerModes(text: string, limit = 10): Promise<{ id: string; name: string; mode: OfferAnswerMode }[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await getDb()
    .select({ id: gated_societies.id, name: gated_societies.name, mode: gated_societies.offer_answer_mode })
    .from(gated_societies)
    .where(sql`lower(${gated_societies.name}) like ${pattern}`)
    .orderBy(gated_societies.name)
    .limit(limit);
  return rows.map((row) => ({ ...row, mode: row.mode as OfferAnswerMode }));
}
