import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { fillByDate, fittingChecks, homeLayout, reportRooms, type ReportKind, type ReportStateSummary, type ReportStatus } from '@/lib/tenancies/condition-report';
import type { TenancyStatus } from '@/lib/tenancies/tenancy';
import { conditionReportMessages as M, type ConditionReportView, type ReportDetails, type TenancyReportsAnswer } from '@/lib/validation/condition-reports';
import { recordAudit } from '@/server/audit/log';
import type { Executor, Transaction } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { condition_reports, tenancies } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { isUniqueViolation } from '@/server/http/errors';
import { tenancyViewer, type TenancyViewer } from './agreement';
import { reportSha256 } from './condition-report-pdf';
import { keysOf, metersOf, photosOfReports, renderReport, tenancyHome, type ReportRow } from './condition-report-render';
import { tellReportNews } from './messages';

// A tenancy's move-in and move-out condition reports (docs/move-in.md "The condition reports"). The tenant fills one
// in room by room (a note and photos per room, the meters, the keys, the fittings) and sends it to the owner, which
// is the tenant's confirmation; the owner confirms it, or comments, which sends it back to the tenant (and the
// tenant's confirmation no longer counts). Both confirmed, it is locked in one transaction: its PDF is rendered once
// and kept with its SHA-256, and every change answers 409 `report_locked`. Only the tenancy's two parties reach it
// (the routes answer 404 to anyone else, through tenancyViewer); the desk reads it as an audited view.
// The move-in report opens once the tenancy is `moving_in` (both agreed the agreement); the move-out report once
// either party starts it, from then on. The deposit is not this module's: `reportState` is what it reads.

export type ReportViewer = Pick<TenancyViewer, 'tenancyId' | 'party' | 'actor'>;

const locked = () => new AppError('report_locked', M.locked, 409);

async function tenancyStatusOf(db: Executor, tenancyId: string): Promise<TenancyStatus> {
  const [row] = await db.select({ status: tenancies.status }).from(tenancies).where(eq(tenancies.id, tenancyId));
  if (!row) throw notFound('Not found');
  return row.status as TenancyStatus;
}

async function reportRow(db: Executor, tenancyId: string, kind: ReportKind, forUpdate = false): Promise<ReportRow | null> {
  const query = db.select().from(condition_reports).where(and(eq(condition_reports.tenancy_id, tenancyId), eq(condition_reports.kind, kind)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A new report's rooms (from the home's configuration) and fittings (the tenancy's list), unchecked. */
async function newReport(db: Executor, tenancyId: string, kind: ReportKind, startedBy: 'tenant' | 'owner', now: Date): Promise<ReportRow> {
  const home = (await tenancyHome(tenancyId, db))!;
  const rooms = reportRooms(homeLayout(home.configuration)).map((room) => ({ ...room, note: '' }));
  try {
    const [created] = await db
      .insert(condition_reports)
      .values({ tenancy_id: tenancyId, kind, rooms, fittings: fittingChecks(home.tenancy.fittings), started_by: startedBy, created_at: now, updated_at: now })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await reportRow(db, tenancyId, kind))!; // opened at the same moment by the other party
}

/**
 * The report for its parties: the move-in one is opened on the first reading once the tenancy is moving in; a
 * move-out one that nobody started is 409 `report_not_started`, and any report before the agreement 409 `report_not_open`.
 */
async function openedReport(viewer: ReportViewer, kind: ReportKind, now: Date): Promise<ReportRow> {
  const existing = await reportRow(getDb(), viewer.tenancyId, kind);
  if (existing) return existing;
  if ((await tenancyStatusOf(getDb(), viewer.tenancyId)) !== 'moving_in') throw new AppError('report_not_open', M.notOpen, 409);
  if (kind === 'move_out') throw new AppError('report_not_started', M.moveOutNotStarted, 409);
  return newReport(getDb(), viewer.tenancyId, kind, viewer.party, now);
}

/** 'Start the move-out report': either party, once the tenancy is moving in; starting it again is fine. */
export async function startMoveOutReport(viewer: ReportViewer, now = new Date()): Promise<ConditionReportView> {
  const existing = await reportRow(getDb(), viewer.tenancyId, 'move_out');
  if (existing) return reportView(existing, viewer);
  if ((await tenancyStatusOf(getDb(), viewer.tenancyId)) !== 'moving_in') throw new AppError('report_not_open', M.notOpen, 409);
  const row = await getDb().transaction(async (tx) => {
    const created = await newReport(tx, viewer.tenancyId, 'move_out', viewer.party, now);
    await recordAudit(tx, viewer.actor, { action: 'condition_report.start', table: 'condition_reports', rowId: created.id, after: { kind: 'move_out', party: viewer.party } });
    return created;
  });
  return reportView(row, viewer);
}

export async function conditionReport(viewer: ReportViewer, kind: ReportKind, now = new Date()): Promise<ConditionReportView> {
  return reportView(await openedReport(viewer, kind, now), viewer);
}

export async function reportView(row: ReportRow, viewer: Pick<ReportViewer, 'party'>): Promise<ConditionReportView> {
  const photos = await photosOfReports([row.id]);
  const kind = row.kind as ReportKind;
  const tenancy = kind === 'move_in' ? await getDb().select({ moveIn: tenancies.move_in_date }).from(tenancies).where(eq(tenancies.id, row.tenancy_id)) : [];
  const base = `/api/tenancies/${row.tenancy_id}/reports/${kind === 'move_in' ? 'move-in' : 'move-out'}/photos`;
  return {
    tenancyId: row.tenancy_id,
    kind,
    status: row.status as ReportStatus,
    viewer: viewer.party,
    fillBy: tenancy[0] ? fillByDate(tenancy[0].moveIn) : null,
    rooms: row.rooms.map((room) => ({
      ...room,
      photos: photos.filter((photo) => photo.room_key === room.key).map((photo) => ({ id: photo.id, url: `${base}/${photo.id}`, width: photo.width, height: photo.height, sha256: photo.sha256 })),
    })),
    meters: metersOf(row),
    keys: keysOf(row),
    fittings: row.fittings,
    ownerComment: row.owner_comment && row.owner_commented_at ? { text: row.owner_comment, at: row.owner_commented_at.toISOString() } : null,
    tenant: row.tenant_confirmed_at ? { at: row.tenant_confirmed_at.toISOString() } : null,
    owner: row.owner_confirmed_at ? { at: row.owner_confirmed_at.toISOString() } : null,
    lockedAt: row.locked_at?.toISOString() ?? null,
    pdfSha256: row.pdf_sha256,
  };
}

/**
 * The report locked for a change by its tenant while it is a draft: 409 `report_locked` once both confirmed,
 * 409 `report_with_owner` while the owner has it, 403 `report_not_yours` for the owner (who confirms or comments).
 */
export async function editableReport(tx: Transaction, viewer: ReportViewer, kind: ReportKind): Promise<ReportRow> {
  const row = await reportRow(tx, viewer.tenancyId, kind, true);
  if (!row) throw new AppError(kind === 'move_out' ? 'report_not_started' : 'report_not_open', kind === 'move_out' ? M.moveOutNotStarted : M.notOpen, 409);
  if (row.status === 'locked') throw locked();
  if (viewer.party !== 'tenant') throw new AppError('report_not_yours', M.notYours, 403);
  if (row.status !== 'draft') throw new AppError('report_with_owner', M.ownersTurn, 409);
  return row;
}

/** A change by the tenant, on the report opened if need be; answers the report as it is after. */
export async function changeReport(viewer: ReportViewer, kind: ReportKind, change: (tx: Transaction, row: ReportRow) => Promise<Partial<ReportRow> | null>, now: Date): Promise<ConditionReportView> {
  await openedReport(viewer, kind, now);
  const row = await getDb().transaction(async (tx) => {
    const current = await editableReport(tx, viewer, kind);
    const values = await change(tx, current);
    if (!values) return current;
    const [updated] = await tx.update(condition_reports).set({ ...values, updated_at: now }).where(eq(condition_reports.id, current.id)).returning();
    return updated!;
  });
  return reportView(row, viewer);
}

export async function saveRoomNote(viewer: ReportViewer, kind: ReportKind, roomKey: string, note: string, now = new Date()): Promise<ConditionReportView> {
  return changeReport(viewer, kind, async (_tx, row) => {
    if (!row.rooms.some((room) => room.key === roomKey)) throw notFound(M.noRoom);
    return { rooms: row.rooms.map((room) => (room.key === roomKey ? { ...room, note } : room)) };
  }, now);
}

/** Meters, keys and fittings; a fitting not on the tenancy's list is ignored (the list is the agreement's). */
export async function saveReportDetails(viewer: ReportViewer, kind: ReportKind, details: ReportDetails, now = new Date()): Promise<ConditionReportView> {
  return changeReport(viewer, kind, async (_tx, row) => {
    const values: Partial<ReportRow> = {};
    if (details.meters) values.meters = details.meters;
    if (details.keys) values.handed_keys = details.keys;
    if (details.fittings) {
      const given = new Map(details.fittings.map((fitting) => [fitting.name, fitting]));
      values.fittings = row.fittings.map((fitting) => {
        const check = given.get(fitting.name);
        return check ? { name: fitting.name, state: check.state, note: check.note } : fitting;
      });
    }
    return values;
  }, now);
}

/** 'Send to the owner': the tenant's confirmation, with its time and address; the owner's comment is answered. */
export async function sendReport(viewer: ReportViewer, kind: ReportKind, now = new Date()): Promise<ConditionReportView> {
  await openedReport(viewer, kind, now);
  const row = await getDb().transaction(async (tx) => {
    const current = await reportRow(tx, viewer.tenancyId, kind, true);
    if (current && current.status !== 'draft' && viewer.party === 'tenant') return current; // sent already: nothing to do
    const editable = await editableReport(tx, viewer, kind);
    const [updated] = await tx
      .update(condition_reports)
      .set({ status: 'sent', tenant_confirmed_at: now, tenant_confirmed_address: viewer.actor.address, updated_at: now })
      .where(eq(condition_reports.id, editable.id))
      .returning();
    await recordAudit(tx, viewer.actor, { action: 'condition_report.send', table: 'condition_reports', rowId: editable.id, before: { status: 'draft' }, after: { status: 'sent', kind } });
    await tellReportNews(tx, viewer.tenancyId, kind, 'sent', now);
    return updated!;
  });
  return reportView(row, viewer);
}

/** The owner's comment: the report goes back to the tenant with it; the tenant's confirmation no longer counts. */
export async function commentOnReport(viewer: ReportViewer, kind: ReportKind, comment: string, now = new Date()): Promise<ConditionReportView> {
  const row = await getDb().transaction(async (tx) => {
    const current = await ownersTurn(tx, viewer, kind);
    const [updated] = await tx
      .update(condition_reports)
      .set({ status: 'draft', owner_comment: comment, owner_commented_at: now, tenant_confirmed_at: null, tenant_confirmed_address: null, updated_at: now })
      .where(eq(condition_reports.id, current.id))
      .returning();
    await recordAudit(tx, viewer.actor, { action: 'condition_report.comment', table: 'condition_reports', rowId: current.id, before: { status: 'sent' }, after: { status: 'draft', kind } });
    await tellReportNews(tx, viewer.tenancyId, kind, 'commented', now, comment);
    return updated!;
  });
  return reportView(row, viewer);
}

async function ownersTurn(tx: Transaction, viewer: ReportViewer, kind: ReportKind): Promise<ReportRow> {
  const current = await reportRow(tx, viewer.tenancyId, kind, true);
  if (!current) throw new AppError('report_not_sent', M.notSent, 409);
  if (current.status === 'locked') throw locked();
  if (viewer.party !== 'owner') throw new AppError('report_not_yours', M.notYours, 403);
  if (current.status !== 'sent') throw new AppError('report_not_sent', M.notSent, 409);
  return current;
}

/**
 * A party's confirmation. The tenant's is the sending (so a tenant's confirm of a draft sends it); the owner's locks
 * the report in the same transaction: the PDF is rendered with both confirmations and kept with its SHA-256. A
 * confirmation of a report already locked (a second tap, a retry) answers it as it is.
 */
export async function confirmReport(viewer: ReportViewer, kind: ReportKind, now = new Date()): Promise<{ report: ConditionReportView; lockedNow: boolean }> {
  if (viewer.party === 'tenant') return { report: await sendReport(viewer, kind, now), lockedNow: false };
  const existing = await reportRow(getDb(), viewer.tenancyId, kind);
  if (existing?.status === 'locked') return { report: await reportView(existing, viewer), lockedNow: false };
  const row = await getDb().transaction(async (tx) => {
    const current = await reportRow(tx, viewer.tenancyId, kind, true);
    if (current?.status === 'locked') return current; // locked by a confirmation that came first
    const sent = await ownersTurn(tx, viewer, kind);
    const confirmed: ReportRow = { ...sent, owner_confirmed_at: now, owner_confirmed_address: viewer.actor.address, locked_at: now, status: 'locked' };
    const pdf = await renderReport(confirmed, tx);
    const [updated] = await tx
      .update(condition_reports)
      .set({ status: 'locked', owner_confirmed_at: now, owner_confirmed_address: viewer.actor.address, locked_at: now, pdf, pdf_sha256: reportSha256(pdf), updated_at: now })
      .where(eq(condition_reports.id, sent.id))
      .returning();
    await recordAudit(tx, viewer.actor, { action: 'condition_report.confirm', table: 'condition_reports', rowId: sent.id, before: { status: 'sent' }, after: { status: 'locked', kind, sha256: updated!.pdf_sha256 } });
    await tellReportNews(tx, viewer.tenancyId, kind, 'locked', now);
    return updated!;
  });
  return { report: await reportView(row, viewer), lockedNow: true };
}

/** The locked report's PDF for its parties (409 `report_not_locked` before both confirmed). */
export async function lockedReportPdf(viewer: ReportViewer, kind: ReportKind): Promise<{ pdf: Buffer; sha256: string }> {
  const row = await reportRow(getDb(), viewer.tenancyId, kind);
  if (!row?.pdf || !row.pdf_sha256) throw new AppError('report_not_locked', 'The PDF is made once both of you have confirmed the report.', 409);
  return { pdf: row.pdf, sha256: row.pdf_sha256 };
}

const NO_REPORT: ReportStateSummary = { status: 'none', lockedAt: null, pdfSha256: null };

function summaryOf(row: Pick<ReportRow, 'status' | 'locked_at' | 'pdf_sha256'> | undefined): ReportStateSummary {
  return row ? { status: row.status as ReportStatus, lockedAt: row.locked_at?.toISOString() ?? null, pdfSha256: row.pdf_sha256 } : NO_REPORT;
}

/**
 * Where a tenancy's report of one kind stands: 'none', 'draft', 'sent' or 'locked' (with the lock's time and the
 * PDF's SHA-256). For other parts of the tenancy (the deposit's return reads the move-out report's lock).
 */
export async function reportState(tenancyId: string, kind: ReportKind, db: Executor = getDb()): Promise<ReportStateSummary> {
  const [row] = await db
    .select({ status: condition_reports.status, locked_at: condition_reports.locked_at, pdf_sha256: condition_reports.pdf_sha256 })
    .from(condition_reports)
    .where(and(eq(condition_reports.tenancy_id, tenancyId), eq(condition_reports.kind, kind)));
  return summaryOf(row);
}

/** The tenancy page's card: both reports, in one query. */
export async function tenancyReports(viewer: ReportViewer): Promise<TenancyReportsAnswer> {
  const [tenancy] = await getDb().select({ status: tenancies.status, moveIn: tenancies.move_in_date }).from(tenancies).where(eq(tenancies.id, viewer.tenancyId));
  if (!tenancy) throw notFound('Not found');
  const rows = await getDb()
    .select({ kind: condition_reports.kind, status: condition_reports.status, locked_at: condition_reports.locked_at, pdf_sha256: condition_reports.pdf_sha256 })
    .from(condition_reports)
    .where(and(eq(condition_reports.tenancy_id, viewer.tenancyId), inArray(condition_reports.kind, ['move_in', 'move_out'])));
  return {
    moveIn: { ...summaryOf(rows.find((row) => row.kind === 'move_in')), fillBy: fillByDate(tenancy.moveIn) },
    moveOut: summaryOf(rows.find((row) => row.kind === 'move_out')),
    open: tenancy.status === 'moving_in',
  };
}

export async function reportRowOf(tenancyId: string, kind: ReportKind): Promise<ReportRow | null> {
  return reportRow(getDb(), tenancyId, kind);
}

/** What the report page shows: the report, or why there is none yet; null for anyone but the tenancy's parties. */
export type ConditionReportPage =
  | { state: 'open'; home: string; report: ConditionReportView }
  | { state: 'not_open' | 'not_started'; home: string; party: 'tenant' | 'owner' };

export async function conditionReportPage(userId: string, tenancyId: string, kind: ReportKind, now = new Date()): Promise<ConditionReportPage | null> {
  const viewer = await tenancyViewer(userId, tenancyId, null);
  if (!viewer) return null;
  const home = (await tenancyHome(tenancyId))!;
  const label = `${home.home}, ${home.societyName}`;
  try {
    return { state: 'open', home: label, report: await conditionReport(viewer, kind, now) };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'report_not_open' || error.code === 'report_not_started')) {
      return { state: error.code === 'report_not_open' ? 'not_open' : 'not_started', home: label, party: viewer.party };
    }
    throw error;
  }
}

/** Both reports' states of many tenancies in one query (the desk's list). */
export async function reportStatesOf(tenancyIds: readonly string[], db: Executor = getDb()): Promise<Map<string, Record<ReportKind, ReportStateSummary>>> {
  const rows = tenancyIds.length
    ? await db
        .select({ tenancyId: condition_reports.tenancy_id, kind: condition_reports.kind, status: condition_reports.status, locked_at: condition_reports.locked_at, pdf_sha256: condition_reports.pdf_sha256 })
        .from(condition_reports)
        .where(inArray(condition_reports.tenancy_id, [...tenancyIds]))
    : [];
  const of = (tenancyId: string, kind: ReportKind) => summaryOf(rows.find((row) => row.tenancyId === tenancyId && row.kind === kind));
  return new Map(tenancyIds.map((id) => [id, { move_in: of(id, 'move_in'), move_out: of(id, 'move_out') }]));
}
