// Owners add a home on a real PostgreSQL (docs/owners.md "Adding a home"): details saved first and checked like
// the form checks them (brokerage wording, the home limit), photos judged by their content with EXIF and location
// stripped, the ownership document private (404 to everyone but the desk, whose every opening is audited), and the
// desk's 'New homes' queue: ask for more, approve (the home and its Active listing are made, the owner told), a
// unit already listed flagged and never listed twice, refuse with a reason. Another owner's ids answer 404.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as documentRoute } from '@/app/api/ops/new-homes/[submissionId]/document/route';
import { POST as decideRoute } from '@/app/api/ops/new-homes/[submissionId]/route';
import { PATCH as editOwnerRoute } from '@/app/api/ops/owners/[ownerId]/route';
import { POST as codeRoute } from '@/app/api/owner-account/code/route';
import { PUT as documentUploadRoute } from '@/app/api/owner-account/submissions/[submissionId]/document/route';
import { DELETE as removePhotoRoute } from '@/app/api/owner-account/submissions/[submissionId]/photos/[photoId]/route';
import { POST as photoRoute, PUT as orderRoute } from '@/app/api/owner-account/submissions/[submissionId]/photos/route';
import { PUT as updateRoute } from '@/app/api/owner-account/submissions/[submissionId]/route';
import { POST as submitRoute } from '@/app/api/owner-account/submissions/[submissionId]/submit/route';
import { POST as createRoute } from '@/app/api/owner-account/submissions/route';
import { POST as verifyRoute } from '@/app/api/owner-account/verify/route';
import type { HomeSubmissionSavedAnswer, HomeSubmissionView } from '@/lib/validation/home-submission';
import { getDb } from '@/server/db/client';
import { audit_log, gated_societies, home_submissions, outbox_messages, owners, properties, property_rent_listings } from '@/server/db/schema';
import { auditRecordKey, auditRecordLabel } from '@/lib/ops/audit-words';
import { auditNames } from '@/server/audit/names';
import { newHomesQueue } from '@/server/listings/submissions-desk';
import { ownerHomes } from '@/server/owners/homes';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { collectPersonData } from '@/server/privacy/export';
import { storageRoot } from '@/server/storage/local';
import { privateStorageRoot } from '@/server/storage/private';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();

let phoneSeq = 0;
const freshPhone = () => `96${String(Date.now() % 1e6).padStart(6, '0')}${String((phoneSeq += 1)).padStart(2, '0')}`;

async function codeSentTo(phone: string): Promise<string> {
  const rows = await getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, `+91${phone}`), eq(outbox_messages.channel, 'whatsapp')));
  const text = rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).at(-1)?.text ?? '';
  return /^(\d{6}) is your/.exec(text)![1]!;
}

/** A signed-in account that proved a new number: a new owner with a record of their own. */
async function newOwner(prefix: string): Promise<SignedIn & { ownerId: string }> {
  const person = await signedInTenant(prefix);
  const phone = freshPhone();
  expect((await call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: person.cookie, body: { phone } })).status).toBe(200);
  const verified = await call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: person.cookie, body: { phone, otp: await codeSentTo(phone) } });
  expect(verified.status).toBe(200);
  const [record] = await getDb().select({ id: owners.id }).from(owners).where(eq(owners.user_id, person.id));
  return { ...person, ownerId: record!.id };
}

/** A file sent as the request body, as the browser's upload sends it. */
function upload(handler: typeof photoRoute, pathname: string, cookie: string, body: Uint8Array, params: Record<string, string>, method = 'POST') {
  const request = new NextRequest(`${BASE_URL}${pathname}`, { method, headers: { 'Content-Type': 'application/octet-stream', cookie, 'x-forwarded-for': '198.51.100.50' }, body: Buffer.from(body) });
  return handler(request, { params: Promise.resolve(params) });
}

const details = (societyId: string, extra: Record<string, unknown> = {}) => ({
  society_id: societyId,
  kind: 'rent',
  tower: 'B',
  unit: '1204',
  bedroom_configuration_id: '3',
  sqft: '1250',
  floor_number: '12',
  furnishing: 'Semi-Furnished',
  property_parking: '1 covered',
  expected_rent: '45,000',
  expected_deposit: '200000',
  listing_price: '',
  available_from_date: '',
  description: 'Lake-facing, sunny balcony. No brokerage.',
  ...extra,
});

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

async function jpegWithLocation(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Ravi' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .jpeg()
    .toBuffer();
}

async function addPhoto(owner: SignedIn, id: string, bytes: Uint8Array) {
  return upload(photoRoute, `/api/owner-account/submissions/${id}/photos`, owner.cookie, bytes, { submissionId: id });
}

async function sentHome(owner: SignedIn, societyId: string, extra: Record<string, unknown> = {}): Promise<HomeSubmissionView> {
  const created = await call(createRoute, '/api/owner-account/submissions', { method: 'POST', cookie: owner.cookie, body: details(societyId, extra) });
  expect(created.status).toBe(200);
  const { submission } = (await created.json()) as HomeSubmissionSavedAnswer;
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer();
  for (let i = 0; i < 3; i += 1) expect((await addPhoto(owner, submission.id, photo)).status).toBe(200);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  expect((await upload(documentUploadRoute, `/api/owner-account/submissions/${submission.id}/document?kind=Property%20tax%20receipt`, owner.cookie, pdf, { submissionId: submission.id }, 'PUT')).status).toBe(200);
  const sent = await call(submitRoute, `/api/owner-account/submissions/${submission.id}/submit`, { method: 'POST', cookie: owner.cookie, body: {}, params: { submissionId: submission.id } });
  expect(sent.status).toBe(200);
  return ((await sent.json()) as HomeSubmissionSavedAnswer).submission;
}

test('a new home: details checked and saved first, photos judged by content and stripped, sent only when complete', async () => {
  const societyId = await insertSociety();
  const owner = await newOwner('adding-owner');
  const tenant = await signedInTenant('not-an-owner');

  // Someone without an owner record, or signed out, gets nothing; bad fields and brokerage wording write nothing.
  expect((await call(createRoute, '/api/owner-account/submissions', { method: 'POST', body: details(societyId) })).status).toBe(401);
  expect((await call(createRoute, '/api/owner-account/submissions', { method: 'POST', cookie: tenant.cookie, body: details(societyId) })).status).toBe(404);
  const badRent = await call(createRoute, '/api/owner-account/submissions', { method: 'POST', cookie: owner.cookie, body: details(societyId, { expected_rent: '' }) });
  expect(badRent.status).toBe(422);
  expect((await errorOf(badRent)).message).toBe('Enter the rent per month.');
  const broker = await call(createRoute, '/api/owner-account/submissions', { method: 'POST', cookie: owner.cookie, body: details(societyId, { description: 'Brokerage one month rent, call the agent' }) });
  expect((await errorOf(broker)).message).toBe('GHomes lists homes only from their owners. Please take out any mention of brokerage or commission.');
  const noSociety = await call(createRoute, '/api/owner-account/submissions', { method: 'POST', cookie: owner.cookie, body: details(crypto.randomUUID()) });
  expect(noSociety.status).toBe(422);
  expect(await getDb().select().from(home_submissions).where(eq(home_submissions.owner_id, owner.ownerId))).toHaveLength(0);

  const created = await call(createRoute, '/api/owner-account/submissions', { method: 'POST', cookie: owner.cookie, body: details(societyId) });
  expect(created.status).toBe(200);
  const { submission } = (await created.json()) as HomeSubmissionSavedAnswer;
  expect(submission).toMatchObject({ status: 'draft', duplicate: false, photos: [], document: null });
  expect(submission.details).toMatchObject({ unit: '1204', expected_rent: '45000' });

  // A text file named like a photo is refused for what it is; one over 10 MB before it is read.
  const renamed = await addPhoto(owner, submission.id, Buffer.from('this is not a photo at all, only text named holiday.jpg'));
  expect(renamed.status).toBe(422);
  expect((await errorOf(renamed)).code).toBe('not_an_image');
  const huge = await addPhoto(owner, submission.id, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
  expect(huge.status).toBe(413);

  // A phone's JPEG keeps its picture, loses its camera and location, and is sized for the pages.
  const added = await addPhoto(owner, submission.id, await jpegWithLocation());
  expect(added.status).toBe(200);
  const [photo] = ((await added.json()) as { submission: HomeSubmissionView }).submission.photos;
  const stored = await readFile(path.join(storageRoot(), photo!.bucket, photo!.path));
  const meta = await sharp(stored).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  expect(meta.exif).toBeUndefined();
  expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);

  // Not sent with one photo and no document; another owner's ids answer 404 and change nothing.
  const early = await call(submitRoute, `/api/owner-account/submissions/${submission.id}/submit`, { method: 'POST', cookie: owner.cookie, body: {}, params: { submissionId: submission.id } });
  expect(early.status).toBe(409);
  expect((await errorOf(early)).code).toBe('need_photos');
  const stranger = await newOwner('other-owner');
  expect((await call(updateRoute, `/api/owner-account/submissions/${submission.id}`, { method: 'PUT', cookie: stranger.cookie, body: details(societyId, { unit: '9' }), params: { submissionId: submission.id } })).status).toBe(404);
  expect((await addPhoto(stranger, submission.id, await jpegWithLocation(400, 300))).status).toBe(404);
  expect((await call(removePhotoRoute, `/x`, { method: 'DELETE', cookie: stranger.cookie, params: { submissionId: submission.id, photoId: photo!.id } })).status).toBe(404);
  expect((await call(submitRoute, `/x`, { method: 'POST', cookie: stranger.cookie, body: {}, params: { submissionId: submission.id } })).status).toBe(404);

  // Three photos, reordered, and the document: then it is sent, and closed to changes.
  for (const colour of ['#112233', '#445566']) expect((await addPhoto(owner, submission.id, await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).webp().toBuffer())).status).toBe(200);
  const [row] = await getDb().select().from(home_submissions).where(eq(home_submissions.id, submission.id));
  const reversed = row!.photos.map((p) => p.id).reverse();
  const ordered = await call(orderRoute, '/x', { method: 'PUT', cookie: owner.cookie, body: { order: reversed }, params: { submissionId: submission.id } });
  expect(((await ordered.json()) as { submission: HomeSubmissionView }).submission.photos.map((p) => p.id)).toEqual(reversed);
  const noDocument = await call(submitRoute, '/x', { method: 'POST', cookie: owner.cookie, body: {}, params: { submissionId: submission.id } });
  expect((await errorOf(noDocument)).code).toBe('need_document');
  const badKind = await upload(documentUploadRoute, `/api/owner-account/submissions/${submission.id}/document?kind=Selfie`, owner.cookie, Buffer.from('%PDF-1.4\n%%EOF'), { submissionId: submission.id }, 'PUT');
  expect(badKind.status).toBe(422);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  expect((await upload(documentUploadRoute, `/api/owner-account/submissions/${submission.id}/document?kind=Electricity%20bill`, owner.cookie, pdf, { submissionId: submission.id }, 'PUT')).status).toBe(200);
  const sent = await call(submitRoute, '/x', { method: 'POST', cookie: owner.cookie, body: {}, params: { submissionId: submission.id } });
  expect(sent.status).toBe(200);
  expect(((await sent.json()) as HomeSubmissionSavedAnswer).submission.status).toBe('submitted');
  const late = await call(updateRoute, '/x', { method: 'PUT', cookie: owner.cookie, body: details(societyId), params: { submissionId: submission.id } });
  expect((await errorOf(late)).code).toBe('submission_closed');
  const audits = await getDb().select({ action: audit_log.action, actor: audit_log.actor_email }).from(audit_log).where(eq(audit_log.row_id, submission.id));
  expect(new Set(audits.map((a) => a.action))).toEqual(new Set(['home_submission.create', 'home_submission.photo_add', 'home_submission.photo_order', 'home_submission.document', 'home_submission.submit']));
  expect(audits.every((a) => a.actor === `owner:${owner.ownerId}`)).toBe(true);
  // The audit log page names the record by its unit and society.
  const [society] = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, societyId));
  const names = await auditNames([{ table_name: 'home_submissions', row_id: submission.id, actor_id: null, actor_email: `owner:${owner.ownerId}` }]);
  expect(auditRecordLabel('home_submissions', names.records.get(auditRecordKey('home_submissions', submission.id)))).toBe(`New home B-1204, ${society!.name}`);
});

test("the desk's queue: the document only for the desk, ask for more, approve into a live home, a duplicate never listed twice", async () => {
  const societyId = await insertSociety();
  const owner = await newOwner('desk-owner');
  const manager = await signedInStaff('manager');
  const agent = await signedInStaff('agent', [societyId]);
  const submission = await sentHome(owner, societyId);
  expect((await newHomesQueue()).map((home) => home.id)).toContain(submission.id);

  // The document: 404 to the owner, a tenant and an agent; the manager sees it, and the view is in the audit log.
  for (const person of [owner, agent]) expect((await call(documentRoute, '/x', { cookie: person.cookie, params: { submissionId: submission.id } })).status).toBe(404);
  const opened = await call(documentRoute, '/x', { cookie: manager.cookie, params: { submissionId: submission.id } });
  expect(opened.status).toBe(200);
  expect(opened.headers.get('content-type')).toBe('application/pdf');
  expect(opened.headers.get('cache-control')).toBe('private, no-store');
  expect((await opened.text()).startsWith('%PDF-')).toBe(true);
  const [view] = await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, submission.id), eq(audit_log.action, 'view')));
  expect(view).toMatchObject({ actor_id: manager.id, table_name: 'home_submissions' });

  // Ask for more: a note is needed; the owner is told and may change it and send it again.
  expect((await call(decideRoute, '/x', { method: 'POST', cookie: agent.cookie, body: { decision: 'approve' }, params: { submissionId: submission.id } })).status).toBe(404);
  expect((await call(decideRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { decision: 'ask' }, params: { submissionId: submission.id } })).status).toBe(422);
  const asked = await call(decideRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { decision: 'ask', note: 'Please add a photo of the kitchen.' }, params: { submissionId: submission.id } });
  expect(asked.status).toBe(200);
  const resent = await call(updateRoute, '/x', { method: 'PUT', cookie: owner.cookie, body: details(societyId, { expected_rent: '46000' }), params: { submissionId: submission.id } });
  expect(resent.status).toBe(200);
  expect((await call(submitRoute, '/x', { method: 'POST', cookie: owner.cookie, body: {}, params: { submissionId: submission.id } })).status).toBe(200);

  // Approve: the home and its Active listing are the owner's, with the photos in order; the owner is told.
  const approved = await call(decideRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { decision: 'approve' }, params: { submissionId: submission.id } });
  expect(approved.status).toBe(200);
  const { propertyId } = (await approved.json()) as { propertyId: string };
  const [home] = await getDb().select().from(properties).where(eq(properties.id, propertyId));
  expect(home).toMatchObject({ owner_id: owner.ownerId, society_id: societyId, house_number: 'B-1204', sqft: 1250, furnishing: 'Semi-Furnished' });
  expect(home!.photos).toHaveLength(3);
  const [listing] = await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.property_id, propertyId));
  expect(listing).toMatchObject({ listing_status: 'Active', expected_rent: 46000, expected_deposit: 200000, owner_id: owner.ownerId, owner_on_record: true });
  expect((await ownerHomes(owner.ownerId)).map((h) => h.propertyId)).toEqual([propertyId]);
  const told = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'home-submission-decided');
  expect(told.map((job) => (job.payload.data as { decision: string }).decision)).toEqual(['ask', 'approved']);
  const decisions = await getDb().select({ action: audit_log.action, actor: audit_log.actor_id }).from(audit_log).where(eq(audit_log.row_id, submission.id));
  expect(decisions.filter((d) => d.action.startsWith('home_submission.') && d.actor === manager.id).map((d) => d.action)).toEqual(['home_submission.ask', 'home_submission.approve']);

  // The same unit again, written another way: flagged, and approving it would list it twice.
  const again = await sentHome(owner, societyId, { tower: 'Tower b', unit: ' 1204 ' });
  expect(again.duplicate).toBe(true);
  const twice = await call(decideRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { decision: 'approve' }, params: { submissionId: again.id } });
  expect(twice.status).toBe(409);
  expect((await errorOf(twice)).code).toBe('already_listed');
  const refused = await call(decideRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { decision: 'refuse', note: 'This unit is already listed.' }, params: { submissionId: again.id } });
  expect(refused.status).toBe(200);
  expect(await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.property_id, propertyId))).toHaveLength(1);
  expect((await call(decideRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { decision: 'approve' }, params: { submissionId: again.id } })).status).toBe(404);

  // 'Download my data': both homes the owner added, with where each stands, the team's note and the photos.
  const data = await collectPersonData(owner.id);
  const added = data.sections.find((section) => section.table === 'public.home_submissions')?.rows ?? [];
  expect(added.map((home) => [home.status, home.note_from_ghomes, home.document_kind])).toEqual([
    ['approved', null, 'Property tax receipt'],
    ['refused', 'This unit is already listed.', 'Property tax receipt'],
  ]);
  expect(String(added[0]!.photos).split(' | ')).toHaveLength(3);
});

test('an owner lists at most their home limit without the desk', async () => {
  const societyId = await insertSociety();
  const owner = await newOwner('limit-owner');
  await getDb().update(owners).set({ home_limit: 1 }).where(eq(owners.id, owner.ownerId));
  expect((await call(createRoute, '/x', { method: 'POST', cookie: owner.cookie, body: details(societyId) })).status).toBe(200);
  const second = await call(createRoute, '/x', { method: 'POST', cookie: owner.cookie, body: details(societyId, { unit: '1205' }) });
  expect(second.status).toBe(409);
  expect((await errorOf(second)).message).toBe('You have 1 home with us, the most an owner can list alone. Please ask the GHomes team to add more.');

  // The desk's say: a manager raises the limit on the owner's record (audited); an agent cannot.
  const edit = { name: 'Limit Owner', email: '', preferred_channel: 'whatsapp', home_limit: '2' };
  const agent = await signedInStaff('agent', [societyId]);
  expect((await call(editOwnerRoute, '/x', { method: 'PATCH', cookie: agent.cookie, body: edit, params: { ownerId: owner.ownerId } })).status).toBe(404);
  const manager = await signedInStaff('manager');
  expect((await call(editOwnerRoute, '/x', { method: 'PATCH', cookie: manager.cookie, body: { ...edit, home_limit: '-1' }, params: { ownerId: owner.ownerId } })).status).toBe(422);
  expect((await call(editOwnerRoute, '/x', { method: 'PATCH', cookie: manager.cookie, body: edit, params: { ownerId: owner.ownerId } })).status).toBe(204);
  const [edited] = await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, owner.ownerId), eq(audit_log.action, 'owner.edit')));
  expect(edited).toMatchObject({ actor_id: manager.id, before: expect.objectContaining({ home_limit: 1 }), after: expect.objectContaining({ home_limit: 2 }) });
  expect((await call(createRoute, '/x', { method: 'POST', cookie: owner.cookie, body: details(societyId, { unit: '1205' }) })).status).toBe(200);
});

test("erasing the owner's account closes the homes they were adding and deletes their document and photos", async () => {
  const societyId = await insertSociety();
  const owner = await newOwner('erased-adding-owner');
  const sent = await sentHome(owner, societyId, { unit: '808' });
  const [row] = await getDb().select().from(home_submissions).where(eq(home_submissions.id, sent.id));
  const files = [path.join(privateStorageRoot(), row!.document_path!), ...row!.photos.map((p) => path.join(storageRoot(), p.bucket, p.path))];
  for (const file of files) expect(existsSync(file)).toBe(true);

  const asked = new Date();
  await scheduleDeletion(owner.id, 'requested', asked);
  expect(await finaliseDeletion(owner.id, new Date(asked.getTime() + 48 * 3_600_000))).toMatchObject({ outcome: 'erased' });

  const [after] = await getDb().select().from(home_submissions).where(eq(home_submissions.id, sent.id));
  expect(after).toMatchObject({ status: 'refused', desk_note: "Closed: the owner's account was erased.", document_path: null, document_kind: null, photos: [] });
  for (const file of files) expect(existsSync(file)).toBe(false);
  expect((await newHomesQueue()).map((home) => home.id)).not.toContain(sent.id);
  const [audit] = await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, sent.id), eq(audit_log.action, 'home_submission.owner_left')));
  expect(audit).toMatchObject({ actor_email: 'erasure' });
});
