import 'server-only';
import { desc, eq, or } from 'drizzle-orm';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import type { ReportStatus } from '@/lib/tenancies/condition-report';
import { depositProgressOf, type DepositProgress } from '@/lib/tenancies/journey';
import type { MoveInChecklist } from '@/lib/tenancies/move-in-steps';
import type { AgreementParty, AgreementState, TenancyStatus } from '@/lib/tenancies/tenancy';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, owners, properties, property_rent_listings, tenancies } from '@/server/db/schema';
import { agreementState, tenancyViewer } from './agreement';
import { reportStatesOf } from './condition-reports';
import { depositFactsOf } from './deposit';
import { moveInStepsOf } from './move-in-steps';

// What the tenant's 'Your home' and the tenancy page show (docs/move-in.md "The tenancy"): the home, the agreed
// terms, where the agreement stands and what comes next, for the tenancy's two parties only.

export interface TenancySummary {
  id: string;
  party: AgreementParty;
  home: string;
  societyName: string;
  status: TenancyStatus;
  moveInDate: string;
}

export interface TenancyPage extends TenancySummary {
  rent: number;
  deposit: number;
  maintenance: { amount: number | null; included: boolean };
  termMonths: number;
  lockInMonths: number;
  noticeMonths: number;
  yearlyIncreasePercent: number;
  depositReturnDays: number;
  agreement: AgreementState;
  /** The society's move-in steps with both parties' marks (docs/move-in.md "The move-in steps"). */
  moveInSteps: MoveInChecklist;
  /** Where the move-in and move-out condition reports stand, for the step list. */
  reports: { moveIn: ReportStatus | 'none'; moveOut: ReportStatus | 'none' };
  depositProgress: DepositProgress;
}

const homeColumns = { unit: properties.house_number, bedrooms: bedroom_configurations.name, furnishing: properties.furnishing, societyName: gated_societies.name };

function tenancyRows() {
  return getDb()
    .select({ tenancy: tenancies, ownerUserId: owners.user_id, ...homeColumns })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancies.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .leftJoin(owners, eq(owners.id, tenancies.owner_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof tenancyRows>['execute']>>[number];

function summary(row: Row, userId: string): TenancySummary {
  return {
    id: row.tenancy.id,
    party: row.tenancy.tenant_user_id === userId ? 'tenant' : 'owner',
    home: homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit),
    societyName: row.societyName,
    status: row.tenancy.status as TenancyStatus,
    moveInDate: row.tenancy.move_in_date,
  };
}

/** The tenancies the person is a party of, as tenant or as the owner, newest first. */
export async function tenanciesOf(userId: string): Promise<TenancySummary[]> {
  const rows = await tenancyRows()
    .where(or(eq(tenancies.tenant_user_id, userId), eq(owners.user_id, userId)))
    .orderBy(desc(tenancies.created_at));
  return rows.map((row) => summary(row, userId));
}

/** One tenancy for one of its parties; null for anyone else (the page answers 404). */
export async function tenancyPage(userId: string, tenancyId: string): Promise<TenancyPage | null> {
  if (!(await tenancyViewer(userId, tenancyId, null))) return null;
  const [row] = await tenancyRows().where(eq(tenancies.id, tenancyId));
  if (!row) return null;
  const t = row.tenancy;
  const [reportStates, depositFacts] = await Promise.all([reportStatesOf([tenancyId]), depositFactsOf(tenancyId)]);
  const reports = reportStates.get(tenancyId)!;
  const party = summary(row, userId).party;
  return {
    ...summary(row, userId),
    rent: t.rent,
    deposit: t.deposit,
    maintenance: { amount: t.maintenance_amount, included: t.maintenance_included },
    termMonths: t.term_months,
    lockInMonths: t.lock_in_months,
    noticeMonths: t.notice_months,
    yearlyIncreasePercent: t.yearly_increase_percent,
    depositReturnDays: t.deposit_return_days,
    agreement: await agreementState(tenancyId),
    moveInSteps: (await moveInStepsOf(tenancyId))!,
    reports: { moveIn: reports.move_in.status, moveOut: reports.move_out.status },
    depositProgress: depositProgressOf(depositFacts, party),
  };
}
