import 'server-only';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { homeTitle } from '@/lib/listings/display';
import { choiceParam, dateParam, firstParam, pageWindow, parseTableQuery, toTablePage, type SearchParams, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { isUuid } from '@/lib/slugs';
import { addCalendarDays, formatIndiaTimeRange, indiaToday, isCalendarDate, startOfIndiaDay } from '@/lib/time/india';
import { BOARD_STATUSES, boardStatus, GATE_STATES, gateState, markRefusal, undoRefusal, type BoardStatus, type BoardVisit, type GateState } from '@/lib/visits/desk-marks';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, profiles, properties, property_rent_listings, staff_societies, visits } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/listings/home-query';
import type { Staff } from '@/server/staff/access';

// The visits board's read (/ops/visits): one India day, by slot, one page of rows. It shows the visitor's first
// name only (never the rest of the name, the phone or the e-mail), so reading it is not a view of a person's
// details. Filtered on society and day through visits_society_start_idx / visits_start_idx (EXPLAIN in docs/ops.md).

export const BOARD_SORTS = ['slot'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

export interface BoardFilters {
  /** The India day, yyyy-MM-dd. */
  date: string;
  /** The societies to show; null for every society (managers and admins without a society filter). */
  societyIds: string[] | null;
  /** Only societies whose name contains this (managers and admins). */
  societyName?: string;
  status?: BoardStatus;
  gate?: GateState;
}

function statusWhere(status: BoardStatus | undefined): SQL | undefined {
  if (status === 'cancelled') return eq(visits.status, 'cancelled');
  if (status === 'rescheduled') return and(ne(visits.status, 'cancelled'), gt(visits.reschedule_count, 0));
  if (status === 'booked') return and(ne(visits.status, 'cancelled'), eq(visits.reschedule_count, 0));
  return undefined;
}

/** The same precedence as gateState (lib/visits/desk-marks.ts). */
function gateWhere(gate: GateState | undefined): SQL | undefined {
  if (gate === 'no_show') return isNotNull(visits.no_show_at);
  if (gate === 'door_unlocked') return isNotNull(visits.door_unlocked_at);
  if (gate === 'checked_in') return and(isNotNull(visits.checked_in_at), isNull(visits.door_unlocked_at), isNull(visits.no_show_at));
  if (gate === 'not_yet') return and(isNull(visits.checked_in_at), isNull(visits.door_unlocked_at), isNull(visits.no_show_at));
  return undefined;
}

export function boardQuery(filters: BoardFilters, query: TableQuery<BoardSort>) {
  const from = startOfIndiaDay(filters.date);
  const until = startOfIndiaDay(addCalendarDays(filters.date, 1));
  const where = and(
    gte(visits.visit_start, from),
    lt(visits.visit_start, until),
    filters.societyIds ? inArray(visits.society_id, filters.societyIds) : undefined,
    filters.societyName ? inArray(visits.society_id, societiesNamed(filters.societyName)) : undefined,
    statusWhere(filters.status),
    gateWhere(filters.gate),
  );
  const { limit, offset } = pageWindow(query);
  const db = getDb();
  // The page is cut from visits alone (the index gives it in slot order), and only its rows are joined: a deep page
  // of every society's day skips index entries instead of joining thousands of rows it throws away.
  const page = db
    .select({ id: visits.id, start: visits.visit_start })
    .from(visits)
    .where(where)
    .orderBy(...(query.dir === 'desc' ? [desc(visits.visit_start), desc(visits.id)] : [asc(visits.visit_start), asc(visits.id)]))
    .limit(limit)
    .offset(offset)
    .as('board_page');
  return db
    .select({
      visitId: visits.id,
      societyId: visits.society_id,
      societyName: gated_societies.name,
      firstName: profiles.first_name,
      status: visits.status,
      rescheduleCount: visits.reschedule_count,
      visitType: visits.visit_type,
      visitStart: visits.visit_start,
      visitEnd: visits.visit_end,
      checkedInAt: visits.checked_in_at,
      doorUnlockedAt: visits.door_unlocked_at,
      noShowAt: visits.no_show_at,
      bedroom: bedroom_configurations.name,
      furnishing: properties.furnishing,
      houseNumber: properties.house_number,
    })
    .from(page)
    .innerJoin(visits, eq(visits.id, page.id))
    .innerJoin(profiles, eq(profiles.id, visits.user_id))
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .orderBy(...(query.dir === 'desc' ? [desc(page.start), desc(page.id)] : [asc(page.start), asc(page.id)]));
}

type BoardRow = Awaited<ReturnType<typeof boardQuery>>[number];

function toBoardVisit(row: BoardRow, now: Date): BoardVisit {
  const gate = gateState(row);
  const gateAt = gate === 'no_show' ? row.noShowAt : gate === 'door_unlocked' ? row.doorUnlockedAt : gate === 'checked_in' ? row.checkedInAt : null;
  return {
    visitId: row.visitId,
    societyId: row.societyId,
    societyName: row.societyName,
    // The first word of the first name: the board never shows more of a person's name.
    firstName: row.firstName.trim().split(/\s+/)[0] || 'Visitor',
    home: homeTitle(row.bedroom, row.furnishing, 'Home'),
    houseNumber: row.houseNumber,
    kind: row.visitType === 'rental' ? 'rent' : 'sale',
    visitStart: row.visitStart.toISOString(),
    slot: formatIndiaTimeRange(row.visitStart, row.visitEnd),
    status: boardStatus(row),
    gate,
    gateAt: gateAt?.toISOString() ?? null,
    canUnlock: markRefusal(row, 'door_unlocked', now) === null,
    canNoShow: markRefusal(row, 'no_show', now) === null,
    canUndo: undoRefusal(row, now) === null,
  };
}

/** One page of the board. An empty society list (an agent with no society yet) reads nothing. */
export async function listBoardVisits(filters: BoardFilters, query: TableQuery<BoardSort>, now = new Date()): Promise<TablePage<BoardVisit>> {
  if (filters.societyIds && filters.societyIds.length === 0) return toTablePage([], query);
  const rows = await boardQuery(filters, query);
  return toTablePage(
    rows.map((row) => toBoardVisit(row, now)),
    query,
  );
}

/** An agent's societies for its filter list, by name (managers and admins type part of a name instead). */
export async function agentSocieties(userId: string): Promise<{ id: string; name: string }[]> {
  return getDb()
    .select({ id: gated_societies.id, name: gated_societies.name })
    .from(staff_societies)
    .innerJoin(gated_societies, eq(gated_societies.id, staff_societies.society_id))
    .where(eq(staff_societies.user_id, userId))
    .orderBy(asc(gated_societies.name));
}

/** Societies whose name contains `text`, as a subquery (the trigram index on lower(name) serves it). */
function societiesNamed(text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return getDb().select({ id: gated_societies.id }).from(gated_societies).where(sql`lower(${gated_societies.name}) like ${pattern}`);
}

/** A board day within reach of the calendar arithmetic (a year like 9999 has no next day in ISO strings). */
function boardDate(date: string | undefined): string | undefined {
  return date && isCalendarDate(date) && date >= '2000-01-01' && date <= '2100-12-31' ? date : undefined;
}

export interface BoardView {
  page: TablePage<BoardVisit>;
  query: TableQuery<BoardSort>;
  filters: { date: string; society?: string; q?: string; status?: BoardStatus; gate?: GateState };
  /** An agent's own societies for the filter's list; null for managers and admins (they filter by name). */
  societyOptions: { id: string; name: string }[] | null;
  /** The society the view is narrowed to, by id (a row's society link), with its name. */
  society: { id: string; name: string } | null;
}

/**
 * The board as the URL asks for it, limited to what `staff` may see: an agent only ever reads its own
 * societies (another society's id in the URL reads nothing); managers and admins every society, those whose
 * name contains `q`, or the one a row's society link chose.
 */
export async function boardView(staff: Staff, params: SearchParams, now = new Date()): Promise<BoardView> {
  const query = parseTableQuery(params, { sorts: BOARD_SORTS, sort: 'slot', dir: 'asc' });
  const date = boardDate(dateParam(params, 'date')) ?? indiaToday(now);
  const status = choiceParam(params, 'status', BOARD_STATUSES);
  const gate = choiceParam(params, 'gate', GATE_STATES);
  const societyParam = firstParam(params, 'society');
  const society = societyParam && isUuid(societyParam) ? societyParam : undefined;
  // Control characters (a NUL would fail in PostgreSQL) are dropped; the rest is matched literally.
  const q = staff.societyIds === null ? firstParam(params, 'q')?.replace(/\p{Cc}/gu, '').trim().slice(0, 100) || undefined : undefined;

  const societyOptions = staff.societyIds === null ? null : await agentSocieties(staff.user.id);
  let societyIds: string[] | null;
  if (staff.societyIds !== null) societyIds = society ? staff.societyIds.filter((id) => id === society) : staff.societyIds;
  else if (society && !q) societyIds = [society];
  else societyIds = null;

  const page = await listBoardVisits({ date, societyIds, societyName: staff.societyIds === null ? q : undefined, status, gate }, query, now);
  const named = !society ? null : societyOptions ? (societyOptions.find((option) => option.id === society) ?? null) : ((await societiesByIds([society]))[0] ?? null);
  return { page, query, filters: { date, society, q, status, gate }, societyOptions, society: named };
}

async function societiesByIds(ids: string[]): Promise<{ id: string; name: string }[]> {
  return getDb().select({ id: gated_societies.id, name: gated_societies.name }).from(gated_societies).where(inArray(gated_societies.id, ids));
}
