// Condition reports on a real PostgreSQL (docs/move-in.md "The condition reports"): the rooms come from the home's
// configuration; a phone's JPEG is kept private without its EXIF or location and resized, a text file and an
// oversized file are refused with nothing stored; the owner's comment sends the report back; both confirmed, it is
// locked with a PDF whose hash is stable, and every edit after is 409 `report_locked`; a stranger and the other
// tenant of the same owner meet 404 on every route and change nothing; the desk's look is an audited view; the
// move-out report is started by a party and locks the same way.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as deskPhotoRoute } from '@/app/api/ops/tenancies/[tenancyId]/reports/[kind]/photos/[photoId]/route';
import { GET as deskReportRoute } from '@/app/api/ops/tenancies/[tenancyId]/reports/[kind]/route';
import { POST as commentRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/comment/route';
import { POST as confirmRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/confirm/route';
import { PUT as detailsRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/details/route';
import { GET as pdfRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/pdf/route';
import { DELETE as deletePhotoRoute, GET as photoRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/photos/[photoId]/route';
import { POST as uploadRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/rooms/[roomKey]/photos/route';
import { PUT as noteRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/rooms/[roomKey]/route';
import { GET as reportRoute, POST as startRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/route';
import { POST as sendRoute } from '@/app/api/tenancies/[tenancyId]/reports/[kind]/send/route';
import { GET as reportsRoute } from '@/app/api/tenancies/[tenancyId]/reports/route';
import type { ConditionReportAnswer, TenancyReportsAnswer } from '@/lib/validation/condition-reports';
import { auditRecordKey } from '@/lib/ops/audit-words';
import { auditNames } from '@/server/audit/names';
import { getDb } from '@/server/db/client';
import { audit_log, condition_report_photos, condition_reports, properties, tenancies } from '@/server/db/schema';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { collectPersonData } from '@/server/privacy/export';
import { getPrivateObject } from '@/server/storage/objects';
import { privateStorageRoot } from '@/server/storage/private';
import { reportSha256 } from '@/server/tenancies/condition-report-pdf';
import { renderReport } from '@/server/tenancies/condition-report-render';
import { reportState } from '@/server/tenancies/condition-reports';
import { listDeskTenancies } from '@/server/tenancies/desk';
import { purgeErasedTenanciesAndPhotos } from '@/server/tenancies/erasure';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { useOutboxTransports } from './delivery-fixtures';
import { BASE_URL, call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { dayFromToday } from './tenant-fixtures';
import { acceptedOffer, movingInTenancy as agreedTenancy, ownerWithHome as ownerWithListedHome, type OwnerHome } from './tenancy-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();
useOutboxTransports();

const TWO_BHK = 3; // server/db/bedroom-configurations.ts
/** An owner record managed by a signed-in account, and a 2 BHK of theirs listed for rent. */
async function ownerWithHome(account: SignedIn, ownerId?: string): Promise<OwnerHome> {
  const home = await ownerWithListedHome(account, ownerId);
  await getDb().update(properties).set({ bedroom_configuration_id: TWO_BHK }).where(eq(properties.id, home.listing.propertyId));
  return home;
}

/** A tenancy moving in (both agreed its agreement), with two fittings let with the home. */
async function movingInTenancy(tenant: SignedIn, owner: SignedIn, home: OwnerHome, manager: SignedIn, firstName: string): Promise<string> {
  const tenancyId = await agreedTenancy(tenant, owner, home, manager, firstName);
  await getDb().update(tenancies).set({ fittings: ['Fridge', 'Washing machine'] }).where(eq(tenancies.id, tenancyId));
  return tenancyId;
}

const params = (tenancyId: string, extra: Record<string, string> = {}) => ({ tenancyId, kind: 'move-in', ...extra });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const reportOf = async (response: Response) => ((await response.json()) as ConditionReportAnswer).report;

function upload(person: SignedIn, tenancyId: string, roomKey: string, body: Uint8Array, kind = 'move-in') {
  const request = new NextRequest(`${BASE_URL}/api/tenancies/${tenancyId}/reports/${kind}/rooms/${roomKey}/photos`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', cookie: person.cookie, 'x-forwarded-for': '198.51.100.50' },
    body: Buffer.from(body),
  });
  return uploadRoute(request, { params: Promise.resolve({ tenancyId, kind, roomKey }) });
}

async function jpegWithLocation(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** The PDF's text, one line per text operator (PDFKit writes each line as a TJ array of hex strings, uncompressed). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)]
    .map((operator) => [...operator[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(privateStorageRoot(), 'condition-reports');
  try {
    return (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.webp'));
  } catch {
    return [];
  }
}

async function twoParties(prefix: string) {
  const ownerAccount = await signedInTenant(`${prefix}-owner`);
  const manager = await signedInStaff('manager');
  const home = await ownerWithHome(ownerAccount);
  const tenant = await signedInTenant(`${prefix}-tenant`);
  const tenancyId = await movingInTenancy(tenant, ownerAccount, home, manager, 'Asha');
  return { ownerAccount, manager, home, tenant, tenancyId };
}

test('the tenant fills the move-in report, the owner comments, both confirm: locked, with a stable PDF, and no edit after', async () => {
  const { ownerAccount, manager, tenant, tenancyId } = await twoParties('report');

  // The rooms of a 2 BHK, the fittings of the tenancy, the fill-by day a week after moving in.
  const opened = await reportOf(await call(reportRoute, '/x', { cookie: tenant.cookie, params: params(tenancyId) }));
  expect(opened.rooms.map((room) => room.name)).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bathroom 1', 'Bathroom 2', 'Balcony 1', 'Balcony 2']);
  expect(opened.fittings).toEqual([{ name: 'Fridge', state: null, note: '' }, { name: 'Washing machine', state: null, note: '' }]);
  expect(opened).toMatchObject({ status: 'draft', viewer: 'tenant', fillBy: dayFromToday(19) });
  expect(((await (await call(reportsRoute, '/x', { cookie: ownerAccount.cookie, params: { tenancyId } })).json()) as TenancyReportsAnswer).moveIn.status).toBe('draft');

  // A text file named like a photo, and a file past 10 MB: refused, nothing stored.
  const before = await storedFiles();
  const text = await upload(tenant, tenancyId, 'kitchen', Buffer.from('not a photo, only text named kitchen.jpg'));
  expect(text.status).toBe(422);
  expect(await errorCode(text)).toBe('not_an_image');
  const huge = await upload(tenant, tenancyId, 'kitchen', Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
  expect(huge.status).toBe(413);
  expect(await storedFiles()).toEqual(before);
  expect(await getDb().select().from(condition_report_photos)).toHaveLength(0);

  // A phone's JPEG: stored privately as WebP, resized, without its camera or location.
  const added = await upload(tenant, tenancyId, 'kitchen', await jpegWithLocation());
  expect(added.status).toBe(200);
  const photo = (await reportOf(added)).rooms.find((room) => room.key === 'kitchen')!.photos[0]!;
  const [row] = await getDb().select().from(condition_report_photos).where(eq(condition_report_photos.id, photo.id));
  const stored = (await getPrivateObject(row!.object_path))!.body;
  const meta = await sharp(stored).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  expect(meta.exif).toBeUndefined();
  expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  expect(row!.sha256).toBe(photo.sha256);
  // Served to both parties through the route that checks who asks.
  for (const person of [tenant, ownerAccount]) {
    const served = await call(photoRoute, '/x', { cookie: person.cookie, params: params(tenancyId, { photoId: photo.id }) });
    expect(served.headers.get('content-type')).toBe('image/webp');
  }

  // A second photo, removed before the lock (its object too); the note, meters, keys and fittings.
  const second = await reportOf(await upload(tenant, tenancyId, 'bedroom-1', await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).png().toBuffer()));
  const secondId = second.rooms.find((room) => room.key === 'bedroom-1')!.photos[0]!.id;
  expect((await call(deletePhotoRoute, '/x', { method: 'DELETE', cookie: tenant.cookie, params: params(tenancyId, { photoId: secondId }) })).status).toBe(200);
  expect(await storedFiles()).toHaveLength(before.length + 1);
  expect((await call(noteRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { note: 'Tap drips; a scratch on the counter.' }, params: params(tenancyId, { roomKey: 'kitchen' }) })).status).toBe(200);
  expect((await call(noteRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { note: 'x' }, params: params(tenancyId, { roomKey: 'garage' }) })).status).toBe(404);
  const tooLong = await call(noteRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { note: 'x'.repeat(1001) }, params: params(tenancyId, { roomKey: 'kitchen' }) });
  expect(tooLong.status).toBe(422);
  const details = { meters: { electricity: '10234.5', water: 88, gas: '' }, keys: { keys: '3', access_cards: 2, remotes: 1 }, fittings: [{ name: 'Fridge', state: 'damaged', note: 'Door seal torn' }, { name: 'Washing machine', state: 'present', note: '' }] };
  const saved = await reportOf(await call(detailsRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: details, params: params(tenancyId) }));
  expect(saved).toMatchObject({ meters: { electricity: 10234.5, water: 88, gas: null }, keys: { keys: 3, access_cards: 2, remotes: 1 } });
  expect(saved.fittings[0]).toEqual({ name: 'Fridge', state: 'damaged', note: 'Door seal torn' });
  // The owner fills nothing in; confirming before the tenant sent it is refused.
  expect((await call(noteRoute, '/x', { method: 'PUT', cookie: ownerAccount.cookie, body: { note: 'Fine' }, params: params(tenancyId, { roomKey: 'kitchen' }) })).status).toBe(403);
  expect(await errorCode(await call(confirmRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: {}, params: params(tenancyId) }))).toBe('report_not_sent');

  // Sent; the owner comments: back to the tenant with the comment, the tenant's confirmation gone.
  const sent = await reportOf(await call(sendRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: params(tenancyId) }));
  expect(sent).toMatchObject({ status: 'sent', tenant: { at: expect.any(String) } });
  expect(await errorCode(await call(noteRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { note: 'more' }, params: params(tenancyId, { roomKey: 'kitchen' }) }))).toBe('report_with_owner');
  const commented = await reportOf(await call(commentRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: { comment: 'Please add a photo of the living room wall.' }, params: params(tenancyId) }));
  expect(commented).toMatchObject({ status: 'draft', tenant: null, ownerComment: { text: 'Please add a photo of the living room wall.' } });
  expect(await getDb().select().from(audit_log).where(eq(audit_log.action, 'condition_report.comment'))).toHaveLength(1);

  // Sent again, confirmed by the owner: locked with its PDF in one step; a second confirmation changes nothing.
  expect((await upload(tenant, tenancyId, 'living', await jpegWithLocation(800, 600))).status).toBe(200);
  expect((await call(confirmRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: params(tenancyId) })).status).toBe(200);
  const confirmed = await call(confirmRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: {}, params: params(tenancyId), ip: '203.0.113.9' });
  const lockedReport = await reportOf(confirmed);
  expect(lockedReport).toMatchObject({ status: 'locked', owner: { at: expect.any(String) }, tenant: { at: expect.any(String) }, pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  const again = await reportOf(await call(confirmRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: {}, params: params(tenancyId) }));
  expect(again.pdfSha256).toBe(lockedReport.pdfSha256);
  expect(again.lockedAt).toBe(lockedReport.lockedAt);
  expect(await reportState(tenancyId, 'move_in')).toEqual({ status: 'locked', lockedAt: lockedReport.lockedAt, pdfSha256: lockedReport.pdfSha256 });

  // Each change was news to the other side: both sendings to the owner (Ravi), the comment and the lock to the
  // tenant (Asha); the second confirmation told nobody.
  const told = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'tenancy-report' && String((job.payload.data as { link: string }).link).includes(tenancyId));
  expect(told.map((job) => { const data = job.payload.data as { event: string; firstName: string; comment: string; report: string }; return `${data.event} ${data.report} ${data.firstName}${data.comment ? `: ${data.comment}` : ''}`; }).sort()).toEqual(
    ['commented move-in Asha: Please add a photo of the living room wall.', 'locked move-in Asha', 'sent move-in Ravi', 'sent move-in Ravi'],
  );

  // The PDF for both parties, the kept bytes with the kept hash; rendered again from the locked row, the same bytes.
  for (const person of [tenant, ownerAccount]) {
    const pdf = await call(pdfRoute, '/x', { cookie: person.cookie, params: params(tenancyId) });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(reportSha256(Buffer.from(await pdf.arrayBuffer()))).toBe(lockedReport.pdfSha256);
  }
  const [lockedRow] = await getDb().select().from(condition_reports).where(eq(condition_reports.tenancy_id, tenancyId));
  expect(reportSha256(await renderReport(lockedRow!))).toBe(lockedReport.pdfSha256);
  expect(reportSha256(await renderReport(lockedRow!))).toBe(lockedReport.pdfSha256);
  const text2 = pdfText(lockedRow!.pdf!);
  expect(text2).toContain('Tap drips; a scratch on the counter.');
  expect(text2).toContain('Fridge: Damaged (Door seal torn)');
  expect(text2).toContain('203.0.113.9');
  expect(text2).toContain(photo.sha256);

  // Nothing changes after the lock.
  for (const response of [
    await call(noteRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { note: 'later' }, params: params(tenancyId, { roomKey: 'kitchen' }) }),
    await upload(tenant, tenancyId, 'kitchen', await jpegWithLocation(400, 300)),
    await call(deletePhotoRoute, '/x', { method: 'DELETE', cookie: tenant.cookie, params: params(tenancyId, { photoId: photo.id }) }),
    await call(detailsRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { keys: { keys: 1, access_cards: 0, remotes: 0 } }, params: params(tenancyId) }),
    await call(commentRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: { comment: 'Too late' }, params: params(tenancyId) }),
  ]) {
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('report_locked');
  }
  const [unchanged] = await getDb().select().from(condition_reports).where(eq(condition_reports.tenancy_id, tenancyId));
  expect(unchanged!.updated_at).toEqual(lockedRow!.updated_at);

  // The desk's list shows where the reports stand; its look at the report and at a photo: each an audited view of the report.
  expect((await listDeskTenancies()).find((row) => row.id === tenancyId)?.reports).toMatchObject({ move_in: { status: 'locked' }, move_out: { status: 'none' } });
  const agent = await signedInStaff('agent');
  expect((await call(deskReportRoute, '/x', { cookie: agent.cookie, params: params(tenancyId) })).status).toBe(404);
  const desk = await call(deskReportRoute, '/x', { cookie: manager.cookie, params: params(tenancyId) });
  expect(reportSha256(Buffer.from(await desk.arrayBuffer()))).toBe(lockedReport.pdfSha256);
  expect((await call(deskPhotoRoute, '/x', { cookie: manager.cookie, params: params(tenancyId, { photoId: photo.id }) })).headers.get('content-type')).toBe('image/webp');
  const views = await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, lockedRow!.id), eq(audit_log.action, 'view')));
  expect(views.map((view) => ({ actor: view.actor_id, table: view.table_name }))).toEqual([
    { actor: manager.id, table: 'condition_reports' },
    { actor: manager.id, table: 'condition_reports' },
  ]);

  const names = await auditNames([{ table_name: 'condition_reports', row_id: lockedRow!.id, actor_id: manager.id, actor_email: manager.email }]);
  expect(names.records.get(auditRecordKey('condition_reports', lockedRow!.id))).toMatch(/^at move-in of /);

  // 'Download my data' holds the report for both parties, the photos by their hash (no bytes).
  const exported = await collectPersonData(tenant.id);
  const section = exported.sections.find((candidate) => candidate.table === 'public.condition_reports')!;
  expect(section.rows).toHaveLength(1);
  expect(JSON.stringify(section.rows[0])).toContain('Tap drips');
  expect(JSON.stringify(section.rows[0])).toContain(photo.sha256);
  expect((await collectPersonData(ownerAccount.id)).sections.find((candidate) => candidate.table === 'public.condition_reports')!.rows).toHaveLength(1);
});

test('a stranger and the other tenant of the same owner meet 404 on every report route and change nothing', async () => {
  const { ownerAccount, manager, home, tenant, tenancyId } = await twoParties('guarded');
  const second = await ownerWithHome(ownerAccount, home.ownerId);
  const otherTenant = await signedInTenant('guarded-other-tenant');
  const otherTenancyId = await movingInTenancy(otherTenant, ownerAccount, second, manager, 'Bala');
  const stranger = await signedInTenant('guarded-stranger');
  const photo = (await reportOf(await upload(tenant, tenancyId, 'kitchen', await jpegWithLocation(800, 600)))).rooms[1]!.photos[0]!;
  expect((await call(sendRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: params(tenancyId) })).status).toBe(200);
  const [before] = await getDb().select().from(condition_reports).where(eq(condition_reports.tenancy_id, tenancyId));

  for (const person of [stranger, otherTenant]) {
    expect((await call(reportRoute, '/x', { cookie: person.cookie, params: params(tenancyId) })).status).toBe(404);
    expect((await call(reportsRoute, '/x', { cookie: person.cookie, params: { tenancyId } })).status).toBe(404);
    expect((await upload(person, tenancyId, 'kitchen', await jpegWithLocation(400, 300))).status).toBe(404);
    expect((await call(photoRoute, '/x', { cookie: person.cookie, params: params(tenancyId, { photoId: photo.id }) })).status).toBe(404);
    expect((await call(deletePhotoRoute, '/x', { method: 'DELETE', cookie: person.cookie, params: params(tenancyId, { photoId: photo.id }) })).status).toBe(404);
    expect((await call(confirmRoute, '/x', { method: 'POST', cookie: person.cookie, body: {}, params: params(tenancyId) })).status).toBe(404);
    expect((await call(commentRoute, '/x', { method: 'POST', cookie: person.cookie, body: { comment: 'Mine now' }, params: params(tenancyId) })).status).toBe(404);
    expect((await call(pdfRoute, '/x', { cookie: person.cookie, params: params(tenancyId) })).status).toBe(404);
  }
  // A photo id of one tenancy is not found through another tenancy its person is a party to.
  expect((await call(photoRoute, '/x', { cookie: otherTenant.cookie, params: params(otherTenancyId, { photoId: photo.id }) })).status).toBe(404);
  expect((await call(reportRoute, '/x', { params: params(tenancyId) })).status).toBe(401);
  // Bad input is a 4xx, never a 5xx.
  expect((await call(reportRoute, '/x', { cookie: tenant.cookie, params: { tenancyId, kind: 'move-sideways' } })).status).toBe(404);
  expect((await call(detailsRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { meters: { electricity: "lots" } }, params: params(tenancyId) })).status).toBe(422);

  const [after] = await getDb().select().from(condition_reports).where(eq(condition_reports.tenancy_id, tenancyId));
  expect(after).toEqual(before);
  expect(await getDb().select().from(condition_report_photos).where(eq(condition_report_photos.report_id, before!.id))).toHaveLength(1);
});

test('the move-out report is started by a party once moving in, and locks like the move-in one', async () => {
  const { ownerAccount, tenant, tenancyId } = await twoParties('move-out');
  const out = (extra: Record<string, string> = {}) => ({ tenancyId, kind: 'move-out', ...extra });
  expect(await errorCode(await call(reportRoute, '/x', { cookie: tenant.cookie, params: out() }))).toBe('report_not_started');
  expect(await reportState(tenancyId, 'move_out')).toEqual({ status: 'none', lockedAt: null, pdfSha256: null });
  const started = await reportOf(await call(startRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: {}, params: out() }));
  expect(started).toMatchObject({ kind: 'move_out', status: 'draft', fillBy: null });
  expect((await call(startRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: out() })).status).toBe(200);
  expect((await call(detailsRoute, '/x', { method: 'PUT', cookie: tenant.cookie, body: { meters: { electricity: 12001, water: 95, gas: 40 } }, params: out() })).status).toBe(200);
  expect((await call(sendRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: out() })).status).toBe(200);
  expect((await call(confirmRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: {}, params: out() })).status).toBe(200);
  expect((await reportState(tenancyId, 'move_out')).status).toBe('locked');
  expect((await reportState(tenancyId, 'move_in')).status).toBe('none');
});

test('before the agreement is agreed there is no report to open', async () => {
  const { tenant, tenancyId } = await twoParties('early');
  await getDb().update(tenancies).set({ status: 'agreement' }).where(eq(tenancies.id, tenancyId));
  const early = await call(reportRoute, '/x', { cookie: tenant.cookie, params: params(tenancyId) });
  expect(early.status).toBe(409);
  expect(await errorCode(early)).toBe('report_not_open');
  expect(((await (await call(reportsRoute, '/x', { cookie: tenant.cookie, params: { tenancyId } })).json()) as TenancyReportsAnswer).open).toBe(false);
});


test("an erased tenant's unlocked reports and unagreed tenancies go with their photos' objects; a locked one stays until the purge", async () => {
  const { ownerAccount, manager, home, tenant, tenancyId } = await twoParties('erased');
  // Locked: the move-in report, with a photo.
  expect((await upload(tenant, tenancyId, 'kitchen', await jpegWithLocation(800, 600))).status).toBe(200);
  expect((await call(sendRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: params(tenancyId) })).status).toBe(200);
  expect((await call(confirmRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: {}, params: params(tenancyId) })).status).toBe(200);
  // Not locked: the move-out report, with a photo.
  expect((await call(startRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: { tenancyId, kind: 'move-out' } })).status).toBe(200);
  const draft = await reportOf(await upload(tenant, tenancyId, 'kitchen', await jpegWithLocation(640, 480), 'move-out'));
  const [draftPhoto] = await getDb().select().from(condition_report_photos).where(eq(condition_report_photos.id, draft.rooms[1]!.photos[0]!.id));
  // A tenancy of the same tenant never agreed by both (opened here by hand): the erasure removes it whole, and its
  // report's photo object with it.
  const { tenancyId: unagreed } = await acceptedOffer(tenant, (await ownerWithHome(ownerAccount, home.ownerId)).listing, manager, 'Asha');
  await getDb().update(tenancies).set({ status: 'moving_in' }).where(eq(tenancies.id, unagreed));
  const gone = await reportOf(await upload(tenant, unagreed, 'kitchen', await jpegWithLocation(640, 480)));
  const [gonePhoto] = await getDb().select().from(condition_report_photos).where(eq(condition_report_photos.id, gone.rooms[1]!.photos[0]!.id));
  // Another tenancy's draft (another tenant) is not touched.
  const other = await signedInTenant('erased-other');
  const otherTenancy = await movingInTenancy(other, ownerAccount, await ownerWithHome(ownerAccount, home.ownerId), manager, 'Bala');
  expect((await upload(other, otherTenancy, 'kitchen', await jpegWithLocation(640, 480))).status).toBe(200);

  const asked = new Date();
  await scheduleDeletion(tenant.id, 'requested', asked);
  expect(await finaliseDeletion(tenant.id, new Date(asked.getTime() + 48 * 3_600_000))).toMatchObject({ outcome: 'erased' });

  expect(await reportState(tenancyId, 'move_in')).toMatchObject({ status: 'locked' });
  expect(await reportState(tenancyId, 'move_out')).toMatchObject({ status: 'none' });
  expect(await getPrivateObject(draftPhoto!.object_path)).toBeNull();
  expect(await getDb().select().from(tenancies).where(eq(tenancies.id, unagreed))).toHaveLength(0);
  expect(await getPrivateObject(gonePhoto!.object_path)).toBeNull();
  const kept = (await getDb().select({ photo: condition_report_photos, tenancyId: condition_reports.tenancy_id }).from(condition_report_photos).innerJoin(condition_reports, eq(condition_reports.id, condition_report_photos.report_id)))
    .filter((row) => [tenancyId, otherTenancy].includes(row.tenancyId))
    .map((row) => row.photo);
  expect(kept).toHaveLength(2);
  for (const photo of kept) expect(await getPrivateObject(photo.object_path)).not.toBeNull();

  // The retention purge, once the kept tenancy's period is over, removes it and its report's photo objects too.
  const lockedPhotos = kept.filter((photo) => photo.object_path.includes(tenancyId));
  expect(lockedPhotos).toHaveLength(1);
  expect(await purgeErasedTenanciesAndPhotos(new Date('2040-01-01T00:00:00Z'), 1095)).toBe(1);
  for (const photo of lockedPhotos) expect(await getPrivateObject(photo.object_path)).toBeNull();
  expect(await getPrivateObject(kept.find((photo) => !photo.object_path.includes(tenancyId))!.object_path)).not.toBeNull();
});
