import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { EDITABLE_SUBMISSION_STATUSES, SUBMISSION_PHOTO_LIMITS, unitKey, unitLabel, type OwnershipDocumentKind, type SubmissionPhoto } from '@/lib/owners/home-submission';
import { photoUrl } from '@/lib/photos';
import { homeSubmissionMessages as M, type HomeSubmissionDetails, type HomeSubmissionSavedAnswer, type HomeSubmissionView } from '@/lib/validation/home-submission';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { BEDROOM_CONFIGURATIONS } from '@/server/db/bedroom-configurations';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { photoBase } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, home_submissions, owners, properties } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { ownerActor } from '@/server/owners/device';
import { putPrivateObject, putPublicObject, removeReleasedObjects } from '@/server/storage/objects';
import { preparePhoto, prepareDocument } from '@/server/storage/uploads';

// A home an owner adds on /owner/homes/new (docs/owners.md "Adding a home"): the details are saved as a draft first,
// so a failed upload never loses what was typed; photos and the ownership document are added to the draft; 'Send'
// hands it to the desk (server/listings/submissions-desk.ts). Every step is the owner's own (404 for anyone
// else's id) and audited with the owner as the actor.

const s = home_submissions;
/** Photos go to the public bucket under an unguessable path, so the desk and the owner can see them before approval. */
export const SUBMISSION_PHOTO_BUCKET = 'properties';
type Row = typeof s.$inferSelect;

export interface OwnerRequest {
  ownerId: string;
  address: string | null;
}

const OPEN_STATUSES = ['draft', 'submitted', 'more_asked'] as const;

/** Homes the owner holds (their properties) and has waiting: the count the home limit reads. */
async function homesHeld(db: Executor, ownerId: string): Promise<number> {
  const [held] = await db.select({ count: count() }).from(properties).where(eq(properties.owner_id, ownerId));
  const [waiting] = await db.select({ count: count() }).from(s).where(and(eq(s.owner_id, ownerId), inArray(s.status, [...OPEN_STATUSES])));
  return (held?.count ?? 0) + (waiting?.count ?? 0);
}

/** An existing home of the society with the same unit ('B-1204', 'b 1204' and 'Tower B 1204' are one). */
async function duplicateOf(db: Executor, societyId: string, tower: string | null, unit: string): Promise<string | null> {
  const key = unitKey(unitLabel(tower, unit));
  const homes = await db.select({ id: properties.id, unit: properties.house_number }).from(properties).where(eq(properties.society_id, societyId));
  return homes.find((home) => home.unit && unitKey(home.unit) === key)?.id ?? null;
}

async function checkDetails(db: Executor, details: HomeSubmissionDetails): Promise<void> {
  const [society] = await db.select({ id: gated_societies.id }).from(gated_societies).where(and(eq(gated_societies.id, details.society_id), eq(gated_societies.status, 'verified')));
  if (!society) throw new AppError('validation_error', M.chooseSociety, 422);
  const [configuration] = await db.select({ id: bedroom_configurations.id }).from(bedroom_configurations).where(eq(bedroom_configurations.id, details.bedroom_configuration_id!));
  if (!configuration) throw new AppError('validation_error', 'Choose the configuration from the list.', 422);
}

function detailColumns(details: HomeSubmissionDetails) {
  const rent = details.kind === 'rent';
  return {
    society_id: details.society_id,
    kind: details.kind,
    tower: details.tower,
    unit: details.unit,
    // Both are required by the schema; its preprocessing leaves the output type nullable.
    bedroom_configuration_id: details.bedroom_configuration_id!,
    sqft: details.sqft,
    floor_number: details.floor_number,
    furnishing: details.furnishing!,
    property_parking: details.property_parking,
    expected_rent: rent ? details.expected_rent : null,
    expected_deposit: rent ? details.expected_deposit : null,
    listing_price: rent ? null : details.listing_price,
    available_from_date: details.available_from_date,
    description: details.description,
  };
}

/** 'Save and continue': a new draft, within the owner's home limit; a unit already listed is flagged for the desk. */
export async function createSubmission(owner: OwnerRequest, details: HomeSubmissionDetails, now = new Date()): Promise<HomeSubmissionSavedAnswer> {
  const row = await getDb().transaction(async (tx) => {
    const [record] = await tx.select({ limit: owners.home_limit }).from(owners).where(eq(owners.id, owner.ownerId)).for('update');
    if (!record) throw notFound('Owner not found');
    if ((await homesHeld(tx, owner.ownerId)) >= record.limit) throw new AppError('home_limit', M.homeLimit(record.limit), 409);
    await checkDetails(tx, details);
    const duplicate = await duplicateOf(tx, details.society_id, details.tower, details.unit);
    const [created] = await tx
      .insert(s)
      .values({ owner_id: owner.ownerId, ...detailColumns(details), duplicate_property_id: duplicate, created_at: now, updated_at: now })
      .returning();
    await recordAudit(tx, ownerActor(owner.ownerId, owner.address), { action: 'home_submission.create', table: 'home_submissions', rowId: created!.id, after: { ...detailColumns(details), duplicate_property_id: duplicate } });
    return created!;
  });
  return { message: row.duplicate_property_id ? M.duplicate : M.saved, submission: submissionView(row) };
}

/** The owner's own submission, locked for a change; 404 for anyone else's, 409 once it is with the desk. */
async function editableSubmission(tx: Executor, owner: OwnerRequest, submissionId: string): Promise<Row> {
  const [row] = await tx.select().from(s).where(and(eq(s.id, submissionId), eq(s.owner_id, owner.ownerId))).for('update');
  if (!row) throw notFound('Home not found');
  if (!EDITABLE_SUBMISSION_STATUSES.includes(row.status as (typeof EDITABLE_SUBMISSION_STATUSES)[number])) throw new AppError('submission_closed', M.notEditable, 409);
  return row;
}

export async function updateSubmission(owner: OwnerRequest, submissionId: string, details: HomeSubmissionDetails, now = new Date()): Promise<HomeSubmissionSavedAnswer> {
  const row = await getDb().transaction(async (tx) => {
    const current = await editableSubmission(tx, owner, submissionId);
    await checkDetails(tx, details);
    const duplicate = await duplicateOf(tx, details.society_id, details.tower, details.unit);
    const [updated] = await tx.update(s).set({ ...detailColumns(details), duplicate_property_id: duplicate, updated_at: now }).where(eq(s.id, submissionId)).returning();
    await recordAudit(tx, ownerActor(owner.ownerId, owner.address), { action: 'home_submission.edit', table: 'home_submissions', rowId: submissionId, before: detailColumns(rowDetails(current)), after: detailColumns(details) });
    return updated!;
  });
  return { message: row.duplicate_property_id ? M.duplicate : M.saved, submission: submissionView(row) };
}

/** A photo from the phone: checked by its content, stripped and resized (server/storage/uploads.ts), at most 20. */
export async function addSubmissionPhoto(owner: OwnerRequest, submissionId: string, bytes: Uint8Array, now = new Date()): Promise<HomeSubmissionView> {
  await ownEditableSubmission(owner, submissionId);
  const prepared = await preparePhoto(bytes);
  const photo: SubmissionPhoto = { id: randomUUID(), bucket: SUBMISSION_PHOTO_BUCKET, path: `owner-homes/${submissionId}/${randomUUID()}.webp`, width: prepared.width, height: prepared.height };
  await putPublicObject(photo.bucket, photo.path, prepared.body, prepared.contentType);
  try {
    return await changePhotos(owner, submissionId, 'home_submission.photo_add', (photos) => {
      if (photos.length >= SUBMISSION_PHOTO_LIMITS.max) throw new AppError('too_many_photos', M.tooManyPhotos(SUBMISSION_PHOTO_LIMITS.max), 409);
      return [...photos, photo];
    }, now);
  } catch (error) {
    await removeReleasedObjects({ publicObjects: [photo] }, 'photo-not-added');
    throw error;
  }
}

export async function removeSubmissionPhoto(owner: OwnerRequest, submissionId: string, photoId: string, now = new Date()): Promise<HomeSubmissionView> {
  let removed: SubmissionPhoto | undefined;
  const view = await changePhotos(owner, submissionId, 'home_submission.photo_remove', (photos) => {
    removed = photos.find((photo) => photo.id === photoId);
    if (!removed) throw notFound('Photo not found');
    return photos.filter((photo) => photo.id !== photoId);
  }, now);
  await removeReleasedObjects({ publicObjects: [removed!] }, 'photo-removed');
  return view;
}

/** The order the owner dragged them into; ids not named keep their place at the end. */
export async function reorderSubmissionPhotos(owner: OwnerRequest, submissionId: string, order: string[], now = new Date()): Promise<HomeSubmissionView> {
  return changePhotos(owner, submissionId, 'home_submission.photo_order', (photos) => {
    const rank = new Map(order.map((id, index) => [id, index]));
    return [...photos].sort((a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length));
  }, now);
}

async function ownEditableSubmission(owner: OwnerRequest, submissionId: string): Promise<Row> {
  return getDb().transaction((tx) => editableSubmission(tx, owner, submissionId));
}

async function changePhotos(owner: OwnerRequest, submissionId: string, action: string, change: (photos: SubmissionPhoto[]) => SubmissionPhoto[], now: Date): Promise<HomeSubmissionView> {
  const row = await getDb().transaction(async (tx) => {
    const current = await editableSubmission(tx, owner, submissionId);
    const photos = change(current.photos);
    const [updated] = await tx.update(s).set({ photos, updated_at: now }).where(eq(s.id, submissionId)).returning();
    await recordAudit(tx, ownerActor(owner.ownerId, owner.address), { action, table: 'home_submissions', rowId: submissionId, before: { photos: current.photos.map((photo) => photo.id) }, after: { photos: photos.map((photo) => photo.id) } });
    return updated!;
  });
  return submissionView(row);
}

/** The one ownership document, kept privately (only the desk opens it, audited); a new one replaces the old. */
export async function setSubmissionDocument(owner: OwnerRequest, submissionId: string, kind: OwnershipDocumentKind, bytes: Uint8Array, now = new Date()): Promise<HomeSubmissionView> {
  await ownEditableSubmission(owner, submissionId);
  const prepared = await prepareDocument(bytes);
  const objectPath = `ownership/${submissionId}/${randomUUID()}.${prepared.extension}`;
  await putPrivateObject(objectPath, prepared.body, prepared.contentType);
  let previous: string | null = null;
  let row: Row;
  try {
    row = await getDb().transaction(async (tx) => {
      const current = await editableSubmission(tx, owner, submissionId);
      previous = current.document_path;
      const [updated] = await tx.update(s).set({ document_kind: kind, document_path: objectPath, document_content_type: prepared.contentType, updated_at: now }).where(eq(s.id, submissionId)).returning();
      await recordAudit(tx, ownerActor(owner.ownerId, owner.address), { action: 'home_submission.document', table: 'home_submissions', rowId: submissionId, after: { document_kind: kind } });
      return updated!;
    });
  } catch (error) {
    await removeReleasedObjects({ privatePaths: [objectPath] }, 'document-not-set');
    throw error;
  }
  // Outside the try: the new document is the home's now, whatever happens to the old one.
  if (previous) await removeReleasedObjects({ privatePaths: [previous] }, 'document-replaced');
  return submissionView(row);
}

/** 'Send to GHomes': with at least three photos and the document, the home waits for the desk. */
export async function submitSubmission(owner: OwnerRequest, submissionId: string, now = new Date()): Promise<HomeSubmissionSavedAnswer> {
  const row = await getDb().transaction(async (tx) => {
    const current = await editableSubmission(tx, owner, submissionId);
    if (current.photos.length < SUBMISSION_PHOTO_LIMITS.min) throw new AppError('need_photos', M.needPhotos(SUBMISSION_PHOTO_LIMITS.min), 409);
    if (!current.document_path) throw new AppError('need_document', M.needDocument, 409);
    const [updated] = await tx.update(s).set({ status: 'submitted', submitted_at: now, updated_at: now }).where(eq(s.id, submissionId)).returning();
    await recordAudit(tx, ownerActor(owner.ownerId, owner.address), { action: 'home_submission.submit', table: 'home_submissions', rowId: submissionId, before: { status: current.status }, after: { status: 'submitted' } });
    return updated!;
  });
  return { message: M.submitted, submission: submissionView(row) };
}

/** One submission of the owner's, for the form; null for anyone else's. */
export async function ownerSubmission(ownerId: string, submissionId: string): Promise<HomeSubmissionView | null> {
  const [row] = await getDb().select().from(s).where(and(eq(s.id, submissionId), eq(s.owner_id, ownerId)));
  return row ? submissionView(row) : null;
}

export interface OwnerSubmissionSummary {
  id: string;
  status: HomeSubmissionView['status'];
  societyName: string;
  unit: string;
  deskNote: string | null;
  photoUrl: string | null;
}

/** The homes the owner added that are not live yet (the approved ones show as homes), newest first. */
export async function ownerSubmissions(ownerId: string): Promise<OwnerSubmissionSummary[]> {
  const rows = await getDb()
    .select({ row: s, societyName: gated_societies.name })
    .from(s)
    .innerJoin(gated_societies, eq(gated_societies.id, s.society_id))
    .where(and(eq(s.owner_id, ownerId), ne(s.status, 'approved')))
    .orderBy(s.created_at);
  return rows.reverse().map(({ row, societyName }) => ({
    id: row.id,
    status: row.status as HomeSubmissionView['status'],
    societyName,
    unit: unitLabel(row.tower, row.unit),
    deskNote: row.desk_note,
    photoUrl: photoUrl(row.photos[0], photoBase()),
  }));
}

function rowDetails(row: Row): HomeSubmissionDetails {
  return {
    society_id: row.society_id,
    kind: row.kind as 'rent' | 'sale',
    tower: row.tower,
    unit: row.unit,
    bedroom_configuration_id: row.bedroom_configuration_id,
    sqft: row.sqft,
    floor_number: row.floor_number,
    furnishing: row.furnishing as HomeSubmissionDetails['furnishing'],
    property_parking: row.property_parking,
    expected_rent: row.expected_rent,
    expected_deposit: row.expected_deposit,
    listing_price: row.listing_price,
    available_from_date: row.available_from_date,
    description: row.description,
  };
}

const asText = (value: number | string | null) => (value === null ? '' : String(value));

export function submissionView(row: Row): HomeSubmissionView {
  const details = rowDetails(row);
  return {
    id: row.id,
    status: row.status as HomeSubmissionView['status'],
    details: {
      ...details,
      tower: details.tower ?? '',
      bedroom_configuration_id: asText(details.bedroom_configuration_id),
      sqft: asText(details.sqft),
      floor_number: asText(details.floor_number),
      property_parking: details.property_parking ?? '',
      expected_rent: asText(details.expected_rent),
      expected_deposit: asText(details.expected_deposit),
      listing_price: asText(details.listing_price),
      available_from_date: details.available_from_date ?? '',
      description: details.description ?? '',
    },
    photos: row.photos.map((photo) => ({ ...photo, url: photoUrl(photo, photoBase()) ?? '' })),
    document: row.document_kind && row.document_content_type ? { kind: row.document_kind, contentType: row.document_content_type } : null,
    deskNote: row.desk_note,
    duplicate: row.duplicate_property_id !== null,
  };
}

export interface SubmissionFormData {
  configurations: { id: number; name: string }[];
  submission: HomeSubmissionView | null;
  society: { id: string; name: string } | null;
}

/** What /owner/homes/new needs: the configurations, and the owner's submission with its society when one is named. */
export async function submissionFormData(ownerId: string, submissionId: string | null): Promise<SubmissionFormData | null> {
  const configurations = BEDROOM_CONFIGURATIONS.map(({ id, name }) => ({ id, name }));
  if (!submissionId) return { configurations, submission: null, society: null };
  const [found] = await getDb()
    .select({ row: s, societyName: gated_societies.name })
    .from(s)
    .innerJoin(gated_societies, eq(gated_societies.id, s.society_id))
    .where(and(eq(s.id, submissionId), eq(s.owner_id, ownerId)));
  if (!found) return null;
  return { configurations, submission: submissionView(found.row), society: { id: found.row.society_id, name: found.societyName } };
}

export interface ClosedSubmissions {
  closed: number;
  /** Files to delete once the erasure has committed: the private documents, and photos no live home uses. */
  documentPaths: string[];
  photos: { bucket: string; path: string }[];
}

/**
 * The erasure of the owner's account (docs/privacy.md "Erasure of an owner"): every home they were adding is closed
 * ('refused', with the reason), and no ownership document is kept. Approved homes keep their photos (the property
 * shows them); the others' photos go. Run in the erasure's transaction; the caller deletes the files after commit.
 */
export async function closeSubmissionsOfOwner(tx: Executor, actor: AuditActor, ownerId: string, now: Date): Promise<ClosedSubmissions> {
  const rows = await tx.select().from(s).where(eq(s.owner_id, ownerId)).for('update');
  const result: ClosedSubmissions = { closed: 0, documentPaths: [], photos: [] };
  for (const row of rows) {
    const open = OPEN_STATUSES.includes(row.status as (typeof OPEN_STATUSES)[number]);
    if (row.document_path) result.documentPaths.push(row.document_path);
    if (row.status !== 'approved') result.photos.push(...row.photos.map(({ bucket, path }) => ({ bucket, path })));
    await tx
      .update(s)
      .set({
        document_kind: null,
        document_path: null,
        document_content_type: null,
        ...(row.status === 'approved' ? {} : { photos: [] }),
        ...(open ? { status: 'refused', desk_note: ERASED_NOTE, decided_at: now } : {}),
        updated_at: now,
      })
      .where(eq(s.id, row.id));
    if (open) result.closed += 1;
    await recordAudit(tx, actor, { action: 'home_submission.owner_left', table: 'home_submissions', rowId: row.id, before: { status: row.status }, after: { status: open ? 'refused' : row.status, document: null } });
  }
  return result;
}

const ERASED_NOTE = "Closed: the owner's account was erased.";

/**
 * Deletes the files an erasure released (after its commit); a file already gone is fine. Each is tried; one the
 * store would not delete is logged (server/storage/objects.ts), since the erasure itself has committed.
 */
export async function deleteReleasedSubmissionFiles(files: Pick<ClosedSubmissions, 'documentPaths' | 'photos'>): Promise<void> {
  await removeReleasedObjects({ privatePaths: files.documentPaths, publicObjects: files.photos }, 'owner-erased');
}
