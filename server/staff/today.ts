import 'server-only';
import { and, count, eq, gte, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { DESK_SECTIONS, type DeskSection } from '@/lib/ops/desk-sections';
import { roleAtLeast } from '@/lib/ops/roles';
import { addCalendarDays, indiaToday, startOfIndiaDay } from '@/lib/time/india';
import { getDb, getPool } from '@/server/db/client';
import { broker_reports, contact_messages, gated_societies, home_submissions, listing_rent_changes, property_rent_listings, tenant_offers, visits } from '@/server/db/schema';
import type { DeskToday, SocietyVisitDay, WaitingFigure } from '@/lib/ops/today';
import { overdueDeposits } from './overdue-deposits';
import type { Staff } from './access';

// The desk's Today (docs/ops.md "Today"): what waits, counted, each figure a link to its filtered list. A staff
// member sees the figures of the sections their role opens; an agent's visits are their societies' only. A handful
// of counts on indexed columns (offers by status, open messages and broker reports, visits by start, failed jobs).

const opens = (staff: Staff, section: DeskSection) => roleAtLeast(staff.role, DESK_SECTIONS[section].role);

async function visitsByDay(staff: Staff, today: string, tomorrow: string): Promise<SocietyVisitDay[]> {
  if (staff.societyIds?.length === 0) return [];
  const tomorrowStarts = startOfIndiaDay(tomorrow);
  const rows = await getDb()
    .select({
      societyId: visits.society_id,
      societyName: gated_societies.name,
      today: sql<number>`count(*) filter (where ${visits.visit_start} < ${tomorrowStarts})::int`,
      tomorrow: sql<number>`count(*) filter (where ${visits.visit_start} >= ${tomorrowStarts})::int`,
    })
    .from(visits)
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .where(
      and(
        gte(visits.visit_start, startOfIndiaDay(today)),
        lt(visits.visit_start, startOfIndiaDay(addCalendarDays(tomorrow, 1))),
        inArray(visits.status, [...LIVE_VISIT_STATUSES]),
        staff.societyIds ? inArray(visits.society_id, staff.societyIds) : undefined,
      ),
    )
    .groupBy(visits.society_id, gated_societies.name);
  return rows.sort((a, b) => b.today + b.tomorrow - (a.today + a.tomorrow) || a.societyName.localeCompare(b.societyName));
}

async function waitingOffers(): Promise<WaitingFigure> {
  const [row] = await getDb()
    .select({ count: count(), oldestAt: min(tenant_offers.created_at) })
    .from(tenant_offers)
    .where(eq(tenant_offers.offer_status, 'Pending'));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** Owners' new rents waiting (a partial index on the waiting ones). */
async function waitingRentChanges(): Promise<WaitingFigure> {
  const [row] = await getDb()
    .select({ count: count(), oldestAt: min(listing_rent_changes.requested_at) })
    .from(listing_rent_changes)
    .where(isNull(listing_rent_changes.decided_at));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** Homes owners sent for the desk's check (a partial index on the waiting ones). */
async function waitingNewHomes(): Promise<WaitingFigure> {
  const [row] = await getDb()
    .select({ count: count(), oldestAt: min(home_submissions.submitted_at) })
    .from(home_submissions)
    .where(eq(home_submissions.status, 'submitted'));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** Tenants' broker reports waiting for the desk (a partial index on the open ones). */
async function openBrokerReports(): Promise<WaitingFigure> {
  const [row] = await getDb()
    .select({ count: count(), oldestAt: min(broker_reports.created_at) })
    .from(broker_reports)
    .where(isNull(broker_reports.handled_at));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

async function openMessages(): Promise<WaitingFigure> {
  const [row] = await getDb()
    .select({ count: count(), oldestAt: min(contact_messages.created_at) })
    .from(contact_messages)
    .where(isNull(contact_messages.handled_at));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

async function listingsToAsk(): Promise<{ unconfirmed: number; withoutOwner: number }> {
  const l = property_rent_listings;
  // Both are few, and read from one partial index (property_rent_listings_to_ask_idx, migration 0039): the where
  // clause is its predicate as written there.
  const [row] = await getDb()
    .select({
      unconfirmed: sql<number>`count(*) filter (where ${l.listing_status} = 'Unconfirmed')::int`,
      withoutOwner: sql<number>`count(*) filter (where ${l.listing_status} = 'Active')::int`,
    })
    .from(l)
    .where(sql`listing_status = 'Unconfirmed' or (listing_status = 'Active' and not owner_on_record)`);
  return { unconfirmed: row?.unconfirmed ?? 0, withoutOwner: row?.withoutOwner ?? 0 };
}

async function failedJobCount(): Promise<number> {
  const { rows } = await getPool().query<{ count: number }>(
    'select count(*)::int as count from graphile_worker.jobs where attempts >= max_attempts and locked_by is null',
  );
  return rows[0]?.count ?? 0;
}

export async function deskToday(staff: Staff, now = new Date()): Promise<DeskToday> {
  const today = indiaToday(now);
  const tomorrow = addCalendarDays(today, 1);
  const [visitDays, offers, messages, listings, brokerReports, rentChanges, newHomes, failedJobs, depositsOverdue] = await Promise.all([
    opens(staff, 'visits') ? visitsByDay(staff, today, tomorrow) : [],
    opens(staff, 'offers') ? waitingOffers() : null,
    opens(staff, 'messages') ? openMessages() : null,
    opens(staff, 'listings') ? listingsToAsk() : null,
    opens(staff, 'listings') ? openBrokerReports() : null,
    opens(staff, 'owners') ? waitingRentChanges() : null,
    opens(staff, 'newHomes') ? waitingNewHomes() : null,
    opens(staff, 'queue') ? failedJobCount() : null,
    opens(staff, 'tenancies') ? overdueDeposits(today) : null,
  ]);
  return { today, tomorrow, visits: visitDays, offers, messages, listings, brokerReports, rentChanges, newHomes, failedJobs, depositsOverdue };
}
