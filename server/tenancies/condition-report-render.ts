import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import { EMPTY_KEYS, EMPTY_METERS, type HandedKeys, type Meters, type ReportKind } from '@/lib/tenancies/condition-report';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, condition_report_photos, condition_reports, gated_societies, owners, profiles, properties, property_rent_listings, tenancies } from '@/server/db/schema';
import { getPrivateObject } from '@/server/storage/objects';
import { renderConditionReportPdf, type ReportPdfInput } from './condition-report-pdf';

// What a condition report's PDF is drawn from (condition-report-pdf.ts): the home, both names, the rooms with their
// photos as small JPEG thumbnails, the meters, keys and fittings and the confirmations. Thumbnails are made from the
// stored photos here; the locked PDF is kept in the report's row, so later changes here never change it.

export type ReportRow = typeof condition_reports.$inferSelect;
export type ReportPhotoRow = typeof condition_report_photos.$inferSelect;

const THUMBNAIL_SIDE = 240;

/** The home of a tenancy: its configuration (the rooms come from it), its words, the parties' names. */
export async function tenancyHome(tenancyId: string, db: Executor = getDb()) {
  const [row] = await db
    .select({
      tenancy: tenancies,
      unit: properties.house_number,
      furnishing: properties.furnishing,
      bedrooms: bedroom_configurations.name,
      societyName: gated_societies.name,
      ownerName: owners.name,
      tenantFirst: profiles.first_name,
      tenantLast: profiles.last_name,
    })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancies.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .innerJoin(profiles, eq(profiles.id, tenancies.tenant_user_id))
    .leftJoin(owners, eq(owners.id, tenancies.owner_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenancies.id, tenancyId));
  if (!row) return null;
  return {
    tenancy: row.tenancy,
    configuration: row.bedrooms,
    home: homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit),
    societyName: row.societyName,
    tenantName: `${row.tenantFirst} ${row.tenantLast}`.trim(),
    ownerName: row.ownerName ?? 'The owner',
  };
}

export async function photosOfReports(reportIds: readonly string[], db: Executor = getDb()): Promise<ReportPhotoRow[]> {
  if (!reportIds.length) return [];
  return db
    .select()
    .from(condition_report_photos)
    .where(inArray(condition_report_photos.report_id, [...reportIds]))
    .orderBy(asc(condition_report_photos.created_at), asc(condition_report_photos.id));
}

export const metersOf = (row: ReportRow): Meters => ({ ...EMPTY_METERS, ...row.meters });
export const keysOf = (row: ReportRow): HandedKeys => ({ ...EMPTY_KEYS, ...row.handed_keys });

async function thumbnailOf(objectPath: string): Promise<Buffer | null> {
  const stored = await getPrivateObject(objectPath);
  if (!stored) return null; // listed by its hash only
  return sharp(stored.body).resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside' }).jpeg({ quality: 70 }).toBuffer();
}

/** The PDF of a report as it stands (the locked one is rendered once, at the lock, and kept). */
export async function renderReport(report: ReportRow, db: Executor = getDb()): Promise<Buffer> {
  const home = (await tenancyHome(report.tenancy_id, db))!;
  const photos = await photosOfReports([report.id], db);
  const thumbnails = new Map<string, Buffer | null>();
  for (const photo of photos) thumbnails.set(photo.id, await thumbnailOf(photo.object_path));
  const confirmations: ReportPdfInput['confirmations'] = [];
  if (report.tenant_confirmed_at) confirmations.push({ party: 'tenant', name: home.tenantName, at: report.tenant_confirmed_at, address: report.tenant_confirmed_address });
  if (report.owner_confirmed_at) confirmations.push({ party: 'owner', name: home.ownerName, at: report.owner_confirmed_at, address: report.owner_confirmed_address });
  return renderConditionReportPdf({
    kind: report.kind as ReportKind,
    home: home.home,
    societyName: home.societyName,
    tenantName: home.tenantName,
    ownerName: home.ownerName,
    moveInDate: home.tenancy.move_in_date,
    createdAt: report.created_at,
    rooms: report.rooms.map((room) => ({
      name: room.name,
      note: room.note,
      photos: photos.filter((photo) => photo.room_key === room.key).map((photo) => ({ sha256: photo.sha256, thumbnail: thumbnails.get(photo.id) ?? null })),
    })),
    meters: metersOf(report),
    keys: keysOf(report),
    fittings: report.fittings,
    confirmations,
  });
}
