import 'server-only';
import { sql } from 'drizzle-orm';
import { indiaDate } from '@/lib/time/india';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { removeReportPhotoObjects } from './condition-report-photos';

// What a tenant's erasure leaves of their tenancies (docs/privacy.md "Erasure of a tenancy"). A rent agreement both
// parties agreed to is a contract the owner may have to prove: that version stays as it was agreed (the names in
// it, its PDF and both confirmations) for the retention period after its term ends, with the tenancy's money and
// move-in records. Everything else about the tenant goes now: a tenancy never agreed by both, whole; and of an agreed
// one, every other version and every code.

/** The profile of an erased account (server/privacy/erasure.ts tombstoneProfile). */
const ERASED_PROFILE = sql`p.email like 'erased-%@erased.invalid'`;

export interface TenanciesErased {
  /** Tenancies never agreed by both parties: deleted. */
  removed: number;
  /** Tenancies with an agreement both agreed to: kept for the retention period. */
  kept: number;
}

/** A version both parties confirmed, the newest such, of each of the tenant's tenancies (null when none). */
async function agreedVersions(tx: Executor, tenantUserId: string): Promise<{ id: string; agreed: string | null }[]> {
  const { rows } = await tx.execute<{ id: string; agreed: string | null }>(
    sql`select t.id, (select a.id from tenancy_agreements a where a.tenancy_id = t.id
                        and (select count(*) from agreement_confirmations c where c.agreement_id = a.id) = 2
                      order by a.version desc limit 1) as agreed
          from tenancies t where t.tenant_user_id = ${tenantUserId}`,
  );
  return rows;
}

/** In the erasure's transaction: the tenant's tenancies reduced to what the law needs kept. */
export async function eraseTenanciesOfTenant(tx: Executor, tenantUserId: string): Promise<TenanciesErased> {
  const tenancies = await agreedVersions(tx, tenantUserId);
  const unagreed = tenancies.filter((tenancy) => !tenancy.agreed).map((tenancy) => tenancy.id);
  const agreed = tenancies.flatMap((tenancy) => (tenancy.agreed ? [tenancy.agreed] : []));
  // Versions, confirmations, codes and the move-in records go with the tenancy (foreign keys cascade).
  if (unagreed.length) await tx.execute(sql`delete from tenancies where id = any(${sql.param(unagreed)}::uuid[])`);
  // The move-in steps are a checklist between the two, not part of what was agreed: none is kept.
  await tx.execute(sql`delete from tenancy_step_marks m using tenancies t where t.id = m.tenancy_id and t.tenant_user_id = ${tenantUserId}`);
  if (agreed.length) {
    await tx.execute(sql`delete from tenancy_agreements a using tenancies t where t.id = a.tenancy_id and t.tenant_user_id = ${tenantUserId}
                          and a.id <> all(${sql.param(agreed)}::uuid[])`);
    await tx.execute(sql`delete from agreement_codes where agreement_id = any(${sql.param(agreed)}::uuid[])`);
  }
  return { removed: unagreed.length, kept: agreed.length };
}

/** Tenancies of erased tenants whose agreed term ended more than `retentionDays` before `now`. */
const purgeable = (now: Date, retentionDays: number) =>
  sql`select t.id from tenancies t join profiles p on p.id = t.tenant_user_id where ${ERASED_PROFILE}
       and ((t.move_in_date + make_interval(months => t.term_months::int))::date - 1 + ${retentionDays}::int) < ${indiaDate(now)}::date`;

/**
 * The daily purge: tenancies of erased tenants whose agreed term ended more than `retentionDays` before `now`.
 * The term ends on the day before its months are complete (docs/move-in.md clause 3).
 */
export async function purgeErasedTenancies(tx: Executor, now: Date, retentionDays: number): Promise<number> {
  const result = await tx.execute(sql`delete from tenancies where id in (${purgeable(now, retentionDays)})`);
  return result.rowCount ?? 0;
}

/**
 * The purge in its own transaction, and then the private objects of the purged tenancies' condition report photos
 * and deposit deductions' evidence (their rows went with the tenancies), so no file outlives its tenancy in storage.
 */
export async function purgeErasedTenanciesAndPhotos(now: Date, retentionDays: number): Promise<number> {
  let paths: string[] = [];
  const count = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ path: string }>(
      sql`select p.object_path as path from condition_report_photos p join condition_reports r on r.id = p.report_id where r.tenancy_id in (${purgeable(now, retentionDays)})
          union all
          select x.evidence_path as path from deposit_deductions x where x.tenancy_id in (${purgeable(now, retentionDays)})`,
    );
    paths = rows.map((row) => row.path);
    return purgeErasedTenancies(tx, now, retentionDays);
  });
  await removeReportPhotoObjects(paths);
  return count;
}
