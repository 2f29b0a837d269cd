import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import type { MoveInProgress } from '@/lib/tenancies/move-in-steps';
import { AGREEMENT_PARTIES, type AgreementParty, type AgreementState, type TenancyStatus } from '@/lib/tenancies/tenancy';
import type { ReportKind, ReportStateSummary } from '@/lib/tenancies/condition-report';
import type { TenancyTermsChange, TenancyTermsValues } from '@/lib/validation/ops-tenancies';
import { recordAudit, recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, owners, properties, property_rent_listings, tenancies, tenancy_agreements, tenant_offers, tenant_profile } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { agreementPdf, agreementState, agreementStates } from './agreement';
import { reportStatesOf } from './condition-reports';
import { depositSummariesOf, type DepositSummary } from './deposit';
import { tellParty } from './messages';
import { moveInProgressOf } from './move-in-steps';
import { addAgreementVersion } from './service';

// The desk's tenancies (docs/ops.md "Tenancies"): every tenancy with where its agreement stands, the agreement opened
// as an audited view, and a change of terms, which makes a new version both parties agree to again.

export interface DeskTenancy {
  id: string;
  societyName: string;
  home: string;
  tenantFirstName: string;
  ownerName: string | null;
  status: TenancyStatus;
  moveInDate: string;
  agreement: AgreementState;
  /** How many of the society's move-in steps the parties have marked done. */
  moveInSteps: MoveInProgress;
  /** The terms as they stand, for 'Change terms' to start from. */
  terms: TenancyTermsValues;
  /** Where its condition reports stand (the desk opens them, audited). */
  reports: Record<ReportKind, ReportStateSummary>;
  /** Where its deposit stands: the state, the return's due day, what is deducted and disputed. */
  deposit: DepositSummary;
}

export async function listDeskTenancies(limit = 100): Promise<DeskTenancy[]> {
  const rows = await getDb()
    .select({ tenancy: tenancies, societyName: gated_societies.name, unit: properties.house_number, bedrooms: bedroom_configurations.name, furnishing: properties.furnishing, tenantFirstName: tenant_profile.first_name, ownerName: owners.name })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancies.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .innerJoin(tenant_offers, eq(tenant_offers.id, tenancies.offer_id))
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .leftJoin(owners, eq(owners.id, tenancies.owner_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .orderBy(desc(tenancies.created_at))
    .limit(limit);
  const ids = rows.map((row) => row.tenancy.id);
  const [states, steps, reports, deposits] = await Promise.all([agreementStates(ids), moveInProgressOf(ids), reportStatesOf(ids), depositSummariesOf(ids)]);
  return rows.map((row) => ({
    id: row.tenancy.id,
    societyName: row.societyName,
    home: homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit),
    tenantFirstName: row.tenantFirstName,
    ownerName: row.ownerName,
    status: row.tenancy.status as TenancyStatus,
    moveInDate: row.tenancy.move_in_date,
    agreement: states.get(row.tenancy.id)!,
    moveInSteps: steps.get(row.tenancy.id)!,
    terms: termsOf(row.tenancy),
    reports: reports.get(row.tenancy.id)!,
    deposit: deposits.get(row.tenancy.id)!,
  }));
}

function termsOf(t: typeof tenancies.$inferSelect): TenancyTermsValues {
  return {
    rent: String(t.rent),
    deposit: String(t.deposit),
    move_in_date: t.move_in_date,
    lock_in_months: String(t.lock_in_months),
    notice_months: String(t.notice_months),
    yearly_increase_percent: String(t.yearly_increase_percent),
    deposit_return_days: String(t.deposit_return_days),
  };
}

/** The agreement for the desk: an audited view of both parties' names and terms. Null for no such tenancy. */
export async function openDeskAgreement(staff: Staff, tenancyId: string): Promise<{ pdf: Buffer; sha256: string } | null> {
  const [row] = await getDb().select({ id: tenancies.id }).from(tenancies).where(eq(tenancies.id, tenancyId));
  if (!row) return null;
  const file = await agreementPdf(tenancyId);
  await recordView(getDb(), staff.actor, { table: 'tenancies', rowId: tenancyId, fields: ['agreement'] });
  return file;
}

/**
 * 'Remind': the desk nudges a party who has not agreed to the current version yet; audited. 409 when they have, or
 * when the tenancy is past agreeing.
 */
export async function remindParty(staff: Staff, tenancyId: string, party: AgreementParty, now = new Date()): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [tenancy] = await tx.select({ status: tenancies.status, ownerId: tenancies.owner_id }).from(tenancies).where(eq(tenancies.id, tenancyId)).for('update');
    if (!tenancy) throw notFound('Tenancy not found');
    if (tenancy.status !== 'agreement') throw new AppError('agreement_settled', 'This tenancy is past agreeing its agreement.', 409);
    if (party === 'owner' && !tenancy.ownerId) throw new AppError('no_owner_record', 'The home has no owner on record to remind.', 409);
    const state = await agreementState(tenancyId, tx);
    if (state[party]) throw new AppError('already_agreed', `The ${party} has already agreed to this version.`, 409);
    await tellParty(tx, tenancyId, party, 'reminder', state.version, `:${now.getTime()}`);
    await recordAudit(tx, staff.actor, { action: 'tenancy.remind', table: 'tenancies', rowId: tenancyId, after: { party, version: state.version } });
  });
}

/**
 * A change of terms (what both sides told the desk they settled on): the tenancy takes it and a new version of the
 * agreement is made, so neither earlier confirmation counts; audited with the terms before and after.
 */
export async function changeTenancyTerms(staff: Staff, tenancyId: string, change: TenancyTermsChange, now = new Date()): Promise<{ version: number }> {
  return getDb().transaction(async (tx) => {
    const [tenancy] = await tx.select().from(tenancies).where(eq(tenancies.id, tenancyId)).for('update');
    if (!tenancy) throw notFound('Tenancy not found');
    if (tenancy.status !== 'agreement') throw new AppError('agreement_settled', 'Both sides have agreed (or the tenancy was cancelled), so its terms are settled.', 409);
    const [current] = await tx.select({ version: tenancy_agreements.version }).from(tenancy_agreements).where(eq(tenancy_agreements.tenancy_id, tenancyId)).orderBy(desc(tenancy_agreements.version)).limit(1);
    const [updated] = await tx.update(tenancies).set({ ...change, updated_at: now }).where(eq(tenancies.id, tenancyId)).returning();
    const version = (current?.version ?? 0) + 1;
    await addAgreementVersion(tx, updated!, version, now);
    const before = Object.fromEntries(Object.keys(change).map((key) => [key, tenancy[key as keyof typeof tenancy]]));
    await recordAudit(tx, staff.actor, { action: 'tenancy.change_terms', table: 'tenancies', rowId: tenancyId, before, after: { ...change, version } });
    for (const party of AGREEMENT_PARTIES) await tellParty(tx, tenancyId, party, 'new_version', version);
    return { version };
  });
}
