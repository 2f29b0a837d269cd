import 'server-only';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { homeTitle } from '@/lib/listings/display';
import { choiceParam, dateParam, firstParam, pageWindow, parseTableQuery, toTablePage, type SearchParams, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { isUuid } from '@/lib/slugs';
import { containsPattern, parseDeskSearch, type DeskSearchTerms } from '@/lib/ops/desk-search';
import { addCalendarDays, formatIndiaTimeRange, indiaDate, indiaToday, isCalendarDate, startOfIndiaDay } from '@/lib/time/india';
import { BOARD_STATUSES, boardStatus, GATE_STATES, gateState, markRefusal, undoRefusal, type BoardStatus, type BoardVisit, type GateState } from '@/lib/visits/desk-marks';
import { recordViews, type AuditActor } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, desk_notes, gated_societies, profiles, properties, property_rent_listings, staff_societies, visits } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/db/home-query';
import type { Staff } from '@/server/staff/access';
import { EXPORT_BATCH_SIZE } from '@/server/staff/csv-download';

// The visits board's read (/ops/visits): one India day, by slot, one page of rows. It shows the visitor's first
// name only (never the rest of the name, the phone or the e-mail), so reading it is not a view of a person's
// details. Filtered on society and day through visits_society_start_idx / visits_start_idx (EXPLAIN in docs/ops.md).

export const BOARD_SORTS = ['slot'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** How many days the board shows from its date: one (Today, Tomorrow, any day) or a week (Next 7 days). */
export const BOARD_SPANS = ['1', '7'] as const;
export type BoardSpan = (typeof BOARD_SPANS)[number];

export interface BoardFilters {
  /** The first India day, yyyy-MM-dd. */
  date: string;
  /** Days from `date` (1 unless said). */
  days?: number;
  /** A tenant's name (part of it), phone (any way it is typed) or gate pass code: lib/ops/desk-search.ts reads it. */
  find?: DeskSearchTerms | null;
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

/**
 * The visits of the person typed: their pass code (visits_pass_code_unique), their phone (profiles_phone_idx) or a
 * part of their name (profiles_full_name_trgm_idx), each a look-up that hands the board its visitors' ids. Text
 * that can be none of these finds nothing.
 */
function findWhere(terms: DeskSearchTerms): SQL {
  const parts: SQL[] = [];
  if (terms.passCode) parts.push(eq(visits.pass_code, terms.passCode));
  if (terms.phones.length) {
    const numbers = sql.join(
      terms.phones.map((number) => sql`(${number.countryCode}, ${number.phone})`),
      sql`, `,
    );
    parts.push(inArray(visits.user_id, getDb().select({ id: profiles.id }).from(profiles).where(sql`(${profiles.country_code}, ${profiles.phone}) in (${numbers})`)));
  }
  if (terms.searchable && !terms.phones.length && !/[\d@]/.test(terms.lower)) {
    const pattern = containsPattern(terms.lower);
    parts.push(inArray(visits.user_id, getDb().select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.first_name} || ' ' || ${profiles.last_name}) like ${pattern}`)));
  }
  return parts.length ? or(...parts)! : sql`false`;
}

/** The board's rows as SQL on visits alone: its page, its count and its CSV read the same rows. */
export function boardWhere(filters: BoardFilters): SQL | undefined {
  const from = startOfIndiaDay(filters.date);
  const until = startOfIndiaDay(addCalendarDays(filters.date, filters.days ?? 1));
  return and(
    gte(visits.visit_start, from),
    lt(visits.visit_start, until),
    filters.societyIds ? inArray(visits.society_id, filters.societyIds) : undefined,
    filters.societyName ? inArray(visits.society_id, societiesNamed(filters.societyName)) : undefined,
    statusWhere(filters.status),
    gateWhere(filters.gate),
    filters.find ? findWhere(filters.find) : undefined,
  );
}

/** How many visits the board's filters hold (the same index range as the page). */
export async function countBoardVisits(filters: BoardFilters): Promise<number> {
  if (filters.societyIds && filters.societyIds.length === 0) return 0;
  const [row] = await getDb().select({ n: count() }).from(visits).where(boardWhere(filters));
  return row?.n ?? 0;
}

/** The joined rows of the visits `page` cut, in its order. */
function boardRows(page: ReturnType<typeof boardPage>, dir: 'asc' | 'desc') {
  return getDb()
    .select({
      visitId: visits.id,
      userId: visits.user_id,
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
      startText: sql<string>`${visits.visit_start}::text`,
      notes: sql<number>`(select count(*)::int from ${desk_notes} n where n.visit_id = ${visits.id})`,
    })
    .from(page)
    .innerJoin(visits, eq(visits.id, page.id))
    .innerJoin(profiles, eq(profiles.id, visits.user_id))
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .orderBy(...(dir === 'desc' ? [desc(page.start), desc(page.id)] : [asc(page.start), asc(page.id)]));
}

function boardPage(where: SQL | undefined, dir: 'asc' | 'desc', limit: number, offset?: number) {
  const cut = getDb()
    .select({ id: visits.id, start: visits.visit_start })
    .from(visits)
    .where(where)
    .orderBy(...(dir === 'desc' ? [desc(visits.visit_start), desc(visits.id)] : [asc(visits.visit_start), asc(visits.id)]))
    .limit(limit)
    .$dynamic();
  return (offset ? cut.offset(offset) : cut).as('board_page');
}

export function boardQuery(filters: BoardFilters, query: TableQuery<BoardSort>) {
  const { limit, offset } = pageWindow(query);
  // The page is cut from visits alone (the index gives it in slot order), and only its rows are joined: a deep page
  // of every society's day skips index entries instead of joining thousands of rows it throws away.
  return boardRows(boardPage(boardWhere(filters), query.dir, limit, offset), query.dir);
}

/**
 * Every visit the board's filters hold, by slot, `batchSize` at a time (a keyset on visits_start_idx): the rows of
 * its CSV.
 */
export async function* boardVisitBatches(filters: BoardFilters, now = new Date(), batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<BoardVisit[]> {
  if (filters.societyIds && filters.societyIds.length === 0) return;
  let after: { start: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(${visits.visit_start}, ${visits.id}) > (${after.start}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = await boardRows(boardPage(and(boardWhere(filters), keyset), 'asc', batchSize), 'asc');
    if (rows.length) yield rows.map((row) => toBoardVisit(row, now));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { start: last.startText, id: last.visitId };
  }
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
    day: indiaDate(row.visitStart),
    notes: row.notes,
    slot: formatIndiaTimeRange(row.visitStart, row.visitEnd),
    status: boardStatus(row),
    gate,
    gateAt: gateAt?.toISOString() ?? null,
    canUnlock: markRefusal(row, 'door_unlocked', now) === null,
    canNoShow: markRefusal(row, 'no_show', now) === null,
    canUndo: undoRefusal(row, now) === null,
  };
}

/** One page of the board, with its visitors' accounts (for the view rows of a search). An agent with no society yet reads nothing. */
export async function readBoardPage(filters: BoardFilters, query: TableQuery<BoardSort>, now = new Date()): Promise<{ page: TablePage<BoardVisit>; visitorIds: string[] }> {
  if (filters.societyIds && filters.societyIds.length === 0) return { page: toTablePage([], query, 0), visitorIds: [] };
  const [rows, total] = await Promise.all([boardQuery(filters, query), countBoardVisits(filters)]);
  const page = toTablePage(
    rows.map((row) => toBoardVisit(row, now)),
    query,
    total,
  );
  const shown = new Set(page.rows.map((visit) => visit.visitId));
  return { page, visitorIds: [...new Set(rows.filter((row) => shown.has(row.visitId)).map((row) => row.userId))] };
}

/** One page of the board. */
export async function listBoardVisits(filters: BoardFilters, query: TableQuery<BoardSort>, now = new Date()): Promise<TablePage<BoardVisit>> {
  return (await readBoardPage(filters, query, now)).page;
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
  filters: { date: string; days: BoardSpan; society?: string; q?: string; status?: BoardStatus; gate?: GateState; find?: string };
  /** Today and tomorrow in India, for the board's 'Today / Tomorrow / Next 7 days'. */
  today: string;
  tomorrow: string;
  /** An agent's own societies for the filter's list; null for managers and admins (they filter by name). */
  societyOptions: { id: string; name: string }[] | null;
  /** The society the view is narrowed to, by id (a row's society link), with its name. */
  society: { id: string; name: string } | null;
  /** The accounts of the visitors on the page (a search's view rows name them). */
  visitorIds: string[];
}

/** The board's filters as the URL asks for them, limited to what `staff` may see (shared by the page and its CSV). */
export function boardFiltersFor(staff: Staff, params: SearchParams, now = new Date()) {
  const date = boardDate(dateParam(params, 'date')) ?? indiaToday(now);
  const days = choiceParam(params, 'days', BOARD_SPANS) ?? '1';
  const status = choiceParam(params, 'status', BOARD_STATUSES);
  const gate = choiceParam(params, 'gate', GATE_STATES);
  const societyParam = firstParam(params, 'society');
  const society = societyParam && isUuid(societyParam) ? societyParam : undefined;
  // Control characters (a NUL would fail in PostgreSQL) are dropped; the rest is matched literally.
  const q = staff.societyIds === null ? firstParam(params, 'q')?.replace(/\p{Cc}/gu, '').trim().slice(0, 100) || undefined : undefined;
  const findText = firstParam(params, 'find')?.replace(/\p{Cc}/gu, '').trim().slice(0, 100) || undefined;

  let societyIds: string[] | null;
  if (staff.societyIds !== null) societyIds = society ? staff.societyIds.filter((id) => id === society) : staff.societyIds;
  else if (society && !q) societyIds = [society];
  else societyIds = null;

  const filters: BoardFilters = { date, days: Number(days), societyIds, societyName: staff.societyIds === null ? q : undefined, status, gate, find: findText ? parseDeskSearch(findText) : undefined };
  return { filters, shown: { date, days, society, q, status, gate, find: findText } };
}

/**
 * The board as the URL asks for it, limited to what `staff` may see: an agent only ever reads its own
 * societies (another society's id in the URL reads nothing); managers and admins every society, those whose
 * name contains `q`, or the one a row's society link chose. One day, or the week from it (`days=7`); `find`
 * narrows it to a visitor by name, phone or pass code.
 */
export async function boardView(staff: Staff, params: SearchParams, now = new Date()): Promise<BoardView> {
  const query = parseTableQuery(params, { sorts: BOARD_SORTS, sort: 'slot', dir: 'asc' });
  const { filters, shown } = boardFiltersFor(staff, params, now);
  const societyOptions = staff.societyIds === null ? null : await agentSocieties(staff.user.id);
  const { page, visitorIds } = await readBoardPage(filters, query, now);
  const society = shown.society;
  const named = !society ? null : societyOptions ? (societyOptions.find((option) => option.id === society) ?? null) : ((await societiesByIds([society]))[0] ?? null);
  const today = indiaToday(now);
  return { page, query, filters: shown, today, tomorrow: addCalendarDays(today, 1), societyOptions, society: named, visitorIds };
}

async function societiesByIds(ids: string[]): Promise<{ id: string; name: string }[]> {
  return getDb().select({ id: gated_societies.id, name: gated_societies.name }).from(gated_societies).where(inArray(gated_societies.id, ids));
}

/**
 * A board searched by a person's name, phone or pass code shows who that person is: each visitor on the page is a
 * `view` row (their first name), as the desk's search writes for a visit it finds. The plain board writes none.
 */
export async function recordBoardSearchViews(actor: AuditActor, visitorIds: string[]): Promise<void> {
  await recordViews(
    getDb(),
    actor,
    visitorIds.map((id) => ({ table: 'profiles', rowId: id, fields: ['first_name'] })),
  );
}

/** The visitors' accounts of these visits (primary-key look-ups). */
export async function visitorsOf(visitIds: string[]): Promise<string[]> {
  if (!visitIds.length) return [];
  const rows = await getDb().selectDistinct({ id: visits.user_id }).from(visits).where(inArray(visits.id, visitIds));
  return rows.map((row) => row.id);
}
