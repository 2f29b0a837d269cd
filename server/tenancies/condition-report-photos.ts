import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_LIMITS, type ReportKind } from '@/lib/tenancies/condition-report';
import { conditionReportMessages as M, type ConditionReportView } from '@/lib/validation/condition-reports';
import { recordAudit, recordView } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { condition_report_photos, condition_reports } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { getPrivateObject, putPrivateObject, removeReleasedObjects, type PrivateObject } from '@/server/storage/objects';
import { preparePhoto } from '@/server/storage/uploads';
import { renderReport, type ReportRow } from './condition-report-render';
import { changeReport, reportRowOf, type ReportViewer } from './condition-reports';

// The photos of a condition report's rooms (docs/move-in.md "The condition reports"): judged by their bytes, stripped
// of EXIF and location and resized (preparePhoto, docs/uploads.md), kept as private objects under
// condition-reports/{tenancy}/{report}/, served only to the tenancy's two parties and, as an audited view, the desk.
// At most REPORT_LIMITS.photosPerRoom a room and photosPerReport a report; removed only before the report is locked.

const photoPath = (row: ReportRow) => `condition-reports/${row.tenancy_id}/${row.id}/${randomUUID()}.webp`;

/** A photo from the phone for one room of the report (the tenant's, while it is a draft). */
export async function addReportPhoto(viewer: ReportViewer, kind: ReportKind, roomKey: string, bytes: Uint8Array, now = new Date()): Promise<ConditionReportView> {
  // Refused before a byte is stored when the report cannot take it (locked, the owner's turn, no such room).
  await changeReport(viewer, kind, async (_tx, row) => {
    if (!row.rooms.some((room) => room.key === roomKey)) throw notFound(M.noRoom);
    return null;
  }, now);
  const prepared = await preparePhoto(bytes);
  const report = (await reportRowOf(viewer.tenancyId, kind))!;
  const objectPath = photoPath(report);
  await putPrivateObject(objectPath, prepared.body, prepared.contentType);
  try {
    return await changeReport(viewer, kind, async (tx, row) => {
      const counts = await tx
        .select({ room: condition_report_photos.room_key, count: sql<number>`count(*)::int` })
        .from(condition_report_photos)
        .where(eq(condition_report_photos.report_id, row.id))
        .groupBy(condition_report_photos.room_key);
      const total = counts.reduce((sum, entry) => sum + entry.count, 0);
      if ((counts.find((entry) => entry.room === roomKey)?.count ?? 0) >= REPORT_LIMITS.photosPerRoom) throw new AppError('too_many_photos', M.tooManyPhotosInRoom, 409);
      if (total >= REPORT_LIMITS.photosPerReport) throw new AppError('too_many_photos', M.tooManyPhotos, 409);
      const sha256 = createHash('sha256').update(prepared.body).digest('hex');
      await tx.insert(condition_report_photos).values({ report_id: row.id, room_key: roomKey, object_path: objectPath, sha256, width: prepared.width, height: prepared.height, created_at: now });
      return {};
    }, now);
  } catch (error) {
    await removeReleasedObjects({ privatePaths: [objectPath] }, 'report-photo-not-added');
    throw error;
  }
}

/** Removes a photo before the report is locked (its object too, once the row is gone). */
export async function removeReportPhoto(viewer: ReportViewer, kind: ReportKind, photoId: string, now = new Date()): Promise<ConditionReportView> {
  let removedPath: string | null = null;
  const view = await changeReport(viewer, kind, async (tx, row) => {
    const [removed] = await tx
      .delete(condition_report_photos)
      .where(and(eq(condition_report_photos.id, photoId), eq(condition_report_photos.report_id, row.id)))
      .returning({ path: condition_report_photos.object_path });
    if (!removed) throw notFound('Photo not found');
    removedPath = removed.path;
    await recordAudit(tx, viewer.actor, { action: 'condition_report.photo_remove', table: 'condition_reports', rowId: row.id, after: { photo: photoId } });
    return {};
  }, now);
  if (removedPath) await removeReleasedObjects({ privatePaths: [removedPath] }, 'report-photo-removed');
  return view;
}

async function photoOf(tenancyId: string, kind: ReportKind, photoId: string): Promise<{ report: ReportRow; path: string } | null> {
  const report = await reportRowOf(tenancyId, kind);
  if (!report) return null;
  const [photo] = await getDb()
    .select({ path: condition_report_photos.object_path })
    .from(condition_report_photos)
    .where(and(eq(condition_report_photos.id, photoId), eq(condition_report_photos.report_id, report.id)));
  return photo ? { report, path: photo.path } : null;
}

/** A photo for one of the tenancy's parties (the route checked who is asking); null when it is not this report's. */
export async function reportPhotoFile(viewer: ReportViewer, kind: ReportKind, photoId: string): Promise<PrivateObject | null> {
  const found = await photoOf(viewer.tenancyId, kind, photoId);
  return found ? getPrivateObject(found.path) : null;
}

/** The desk's look at one photo: an audited view of the report. */
export async function openDeskReportPhoto(staff: Staff, tenancyId: string, kind: ReportKind, photoId: string): Promise<PrivateObject | null> {
  const found = await photoOf(tenancyId, kind, photoId);
  if (!found) return null;
  const file = await getPrivateObject(found.path);
  if (file) await recordView(getDb(), staff.actor, { table: 'condition_reports', rowId: found.report.id, fields: [`photo:${photoId}`] });
  return file;
}

/**
 * The desk's look at a report: its PDF (the kept one once locked, else the report as it stands, photos embedded),
 * an audited view. Null when the tenancy has no report of this kind.
 */
export async function openDeskReport(staff: Staff, tenancyId: string, kind: ReportKind): Promise<{ pdf: Buffer; locked: boolean } | null> {
  const report = await reportRowOf(tenancyId, kind);
  if (!report) return null;
  const pdf = report.pdf ?? (await renderReport(report));
  await recordView(getDb(), staff.actor, { table: 'condition_reports', rowId: report.id, fields: ['rooms', 'photos', 'meters', 'keys', 'fittings'] });
  return { pdf, locked: Boolean(report.pdf) };
}

/**
 * Every private object of the tenant's tenancies: the report photos and the deposit deductions' evidence (an erasure
 * compares them before and after, and removes those no row names any more).
 */
export async function reportPhotoPathsOfTenant(db: Executor, tenantUserId: string): Promise<string[]> {
  const { rows } = await db.execute<{ path: string }>(
    sql`select p.object_path as path from condition_report_photos p join condition_reports r on r.id = p.report_id
         where r.tenancy_id in (select id from tenancies where tenant_user_id = ${tenantUserId})
        union all
        select x.evidence_path as path from deposit_deductions x where x.tenancy_id in (select id from tenancies where tenant_user_id = ${tenantUserId})`,
  );
  return rows.map((row) => row.path);
}

/** The paths of `before` no row names any more: their objects are to be removed after the commit. */
export function releasedPaths(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return before.filter((path) => !kept.has(path));
}

/**
 * An erased tenant's reports that nobody else relies on: those not locked (the owner never confirmed them, only the
 * tenant's draft) are deleted; locked ones stay with a kept tenancy, both parties' record of the home.
 */
export async function deleteUnlockedReportsOfTenant(db: Executor, tenantUserId: string): Promise<void> {
  await db
    .delete(condition_reports)
    .where(and(sql`${condition_reports.status} <> 'locked'`, sql`${condition_reports.tenancy_id} in (select id from tenancies where tenant_user_id = ${tenantUserId})`));
}

export async function removeReportPhotoObjects(paths: readonly string[]): Promise<void> {
  if (paths.length) await removeReleasedObjects({ privatePaths: paths }, 'report-photos-erased');
}
