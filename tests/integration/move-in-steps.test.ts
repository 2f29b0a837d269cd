// The society's move-in steps on a real PostgreSQL (docs/move-in.md "The move-in steps"): the checklist derived from
// the society's stated facts; either party marks a step and the latest mark names who set it; a wrong state or step
// changes nothing; only the two parties read or change it (a stranger and the other tenant of the same owner meet
// 404); a cancelled tenancy is read-only (409); the police verification form's data; the desk's progress; the export
// and the erasure.
import { eq } from 'drizzle-orm';
import { POST as withdrawRoute } from '@/app/api/ops/offers/[offerId]/withdraw/route';
import { PATCH as stepRoute } from '@/app/api/tenancies/[tenancyId]/steps/[step]/route';
import { NOT_STATED } from '@/lib/tenancies/move-in-steps';
import { getDb } from '@/server/db/client';
import { society_facts, tenancies, tenancy_step_marks } from '@/server/db/schema';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { collectPersonData } from '@/server/privacy/export';
import { tenancyViewer } from '@/server/tenancies/agreement';
import { listDeskTenancies } from '@/server/tenancies/desk';
import { markMoveInStep, moveInStepsFor, policeVerificationForm } from '@/server/tenancies/move-in-steps';
import { tenancyPage } from '@/server/tenancies/pages';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { acceptedOffer, agreeBoth, ownerWithHome } from './tenancy-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();
useOutboxTransports();

const mark = (person: SignedIn, tenancyId: string, step: string, body: unknown) => call(stepRoute, '/x', { method: 'PATCH', cookie: person.cookie, body, params: { tenancyId, step } });
const marksOf = (tenancyId: string) => getDb().select().from(tenancy_step_marks).where(eq(tenancy_step_marks.tenancy_id, tenancyId)).orderBy(tenancy_step_marks.step);
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;
const exportedMarks = async (person: SignedIn) => (await collectPersonData(person.id)).sections.find((section) => section.table === 'public.tenancy_step_marks')?.rows ?? [];

async function stateFacts(societyId: string, facts: Record<string, string>): Promise<void> {
  await getDb()
    .insert(society_facts)
    .values(Object.entries(facts).map(([fact, value]) => ({ society_id: societyId, fact, value, source: 'association', checked_on: '2026-11-20' })));
}

test('the steps come from the facts; each party marks them and the latest mark names who; wrong input and strangers change nothing', async () => {
  const manager = await signedInStaff('manager');
  const ownerAccount = await signedInTenant('steps-owner');
  const { listing, phone } = await ownerWithHome(ownerAccount);
  const tenant = await signedInTenant('steps-tenant');
  const { tenancyId } = await acceptedOffer(tenant, listing, manager);
  await stateFacts(listing.societyId, { move_in_fee: '2500', documents: 'Rent agreement copy, ID proof, two photos', pets: 'allowed' });

  // Stated steps show what the association said; the others 'Not stated' with a question naming the society.
  const page = (await tenancyPage(tenant.id, tenancyId))!;
  const items = page.moveInSteps.items;
  expect(items.map((item) => [item.key, item.statedText])).toEqual([
    ['documents', 'Rent agreement copy, ID proof, two photos'],
    ['police_verification', NOT_STATED],
    ['move_in_fee', 'Move-in fee: ₹2,500'],
    ['owner_noc', NOT_STATED],
    ['moving_hours', NOT_STATED],
    ['lift_booking', NOT_STATED],
  ]);
  const ask = new URL(items[1]!.askHref!, 'https://ghomes.test');
  expect(ask.pathname).toBe('/contact');
  expect(ask.searchParams.get('subject')).toBe(`Ask the association: ${page.societyName}`);
  expect(ask.searchParams.get('message')).toBe(`Please ask the association of ${page.societyName} about: police verification.`);
  expect(items[0]!.askHref).toBeNull();
  expect(page.moveInSteps).toMatchObject({ progress: { done: 0, total: 6 }, readOnly: false });

  // The tenant marks the documents done; the owner marks them again and the line names the owner (one row).
  const byTenant = await mark(tenant, tenancyId, 'documents', { state: 'done' });
  expect(byTenant.status).toBe(200);
  const answer = (await byTenant.json()) as { message: string; checklist: { items: { key: string; markLine: string | null }[] } };
  expect(answer.message).toBe('Saved: Documents for the association · done.');
  expect(answer.checklist.items[0]!.markLine).toMatch(/^Done · marked by the tenant on \d{1,2} [A-Z][a-z]{2}$/);
  const owner = (await tenancyViewer(ownerAccount.id, tenancyId, null))!;
  const checklist = await markMoveInStep(owner, 'documents', 'done', new Date('2026-12-03T05:00:00Z'));
  expect(checklist.items[0]!.markLine).toBe('Done · marked by the owner on 3 Dec');
  expect((await moveInStepsFor(tenant.id, tenancyId))!.items[0]!.markLine).toBe('Done · marked by the owner on 3 Dec');

  // Not needed leaves the count; the tenant may change the owner's mark.
  expect((await mark(ownerAccount, tenancyId, 'lift_booking', { state: 'not_needed' })).status).toBe(200);
  expect((await mark(tenant, tenancyId, 'move_in_fee', { state: 'done' })).status).toBe(200);
  expect((await mark(tenant, tenancyId, 'move_in_fee', { state: 'to_do' })).status).toBe(200);
  const after = (await moveInStepsFor(ownerAccount.id, tenancyId))!;
  expect(after.progress).toEqual({ done: 1, total: 5 });
  expect(after.items.find((item) => item.key === 'lift_booking')).toMatchObject({ state: 'not_needed', markLine: expect.stringMatching(/^Not needed · marked by the owner on /) });
  expect(after.items.find((item) => item.key === 'move_in_fee')).toMatchObject({ state: 'to_do', markLine: expect.stringMatching(/^To do · marked by the tenant on /) });
  const stored = await marksOf(tenancyId);
  expect(stored.map((row) => [row.step, row.state, row.marked_by])).toEqual([
    ['documents', 'done', 'owner'],
    ['lift_booking', 'not_needed', 'owner'],
    ['move_in_fee', 'to_do', 'tenant'],
  ]);
  expect(stored[0]!.marked_at.toISOString()).toBe('2026-12-03T05:00:00.000Z');

  // A wrong state is 422 (the wrapper's answer to a payload its schema refuses) and an unknown step 404, both naming what is allowed; nothing changed.
  const wrong = await mark(tenant, tenancyId, 'documents', { state: 'finished' });
  expect(wrong.status).toBe(422);
  expect(JSON.stringify(await wrong.json())).toContain('Choose to do, done or not needed.');
  const unknown = await mark(tenant, tenancyId, 'pets', { state: 'done' });
  expect(unknown.status).toBe(404);
  expect((await errorOf(unknown)).message).toContain('No such move-in step. The steps are: documents, police_verification');
  expect(await marksOf(tenancyId)).toEqual(stored);

  // A stranger reads and changes nothing.
  const stranger = await signedInTenant('steps-stranger');
  expect((await mark(stranger, tenancyId, 'owner_noc', { state: 'done' })).status).toBe(404);
  expect(await moveInStepsFor(stranger.id, tenancyId)).toBeNull();
  expect(await tenancyPage(stranger.id, tenancyId)).toBeNull();
  expect(await policeVerificationForm(stranger.id, tenancyId)).toBeNull();
  expect(await marksOf(tenancyId)).toEqual(stored);

  // The police verification form: both names, the tenant's contact, the home and the day; the owner's contact only
  // on the owner's copy.
  const [tenancy] = await getDb().select().from(tenancies).where(eq(tenancies.id, tenancyId));
  const tenantsCopy = (await policeVerificationForm(tenant.id, tenancyId))!;
  expect(tenantsCopy).toMatchObject({ viewer: 'tenant', tenant: { name: 'Asha Rao', email: tenant.email }, owner: { name: 'Ravi Kumar', phone: null, email: null }, moveInDate: tenancy!.move_in_date });
  expect(tenantsCopy.tenant.phone).toMatch(/^\+91 \d{10}$/);
  expect(tenantsCopy.home.address).toContain(page.societyName);
  expect(JSON.stringify(tenantsCopy)).not.toContain(phone);
  const ownersCopy = (await policeVerificationForm(ownerAccount.id, tenancyId))!;
  expect(ownersCopy).toMatchObject({ viewer: 'owner', owner: { name: 'Ravi Kumar', phone: `+91 ${phone}` }, tenant: tenantsCopy.tenant, home: tenantsCopy.home });

  // The desk's list counts each tenancy's steps (a tenancy nobody marked: 0 of 6).
  const other = await signedInTenant('steps-other');
  const second = await ownerWithHome(await signedInTenant('steps-owner-2'));
  const untouched = await acceptedOffer(other, second.listing, manager, 'Bala');
  const desk = await listDeskTenancies();
  expect(desk.find((row) => row.id === tenancyId)?.moveInSteps).toEqual({ done: 1, total: 5 });
  expect(desk.find((row) => row.id === untouched.tenancyId)?.moveInSteps).toEqual({ done: 0, total: 6 });

  // 'Download my data': both parties' files hold the marks, a stranger's none.
  for (const party of [tenant, ownerAccount]) expect((await exportedMarks(party)).map((row) => row.step)).toEqual(['documents', 'lift_booking', 'move_in_fee']);
  expect(await exportedMarks(stranger)).toEqual([]);
});

test('the other tenant of the same owner meets 404; a cancelled tenancy is read-only; the tenant\'s erasure removes the marks', async () => {
  const manager = await signedInStaff('manager');
  const ownerAccount = await signedInTenant('steps-two-homes');
  const first = await ownerWithHome(ownerAccount);
  const second = await ownerWithHome(ownerAccount, first.ownerId);
  const tenantA = await signedInTenant('steps-a');
  const tenantB = await signedInTenant('steps-b');
  const a = await acceptedOffer(tenantA, first.listing, manager, 'Anu');
  const b = await acceptedOffer(tenantB, second.listing, manager, 'Bala');
  await agreeBoth(tenantA, ownerAccount, first.phone, a.tenancyId);
  expect((await tenancyPage(tenantA.id, a.tenancyId))?.status).toBe('moving_in');
  expect((await mark(tenantA, a.tenancyId, 'police_verification', { state: 'done' })).status).toBe(200);
  const before = await marksOf(a.tenancyId);

  // Tenant B, the same owner's other tenant, neither reads nor changes A's steps or form.
  expect((await mark(tenantB, a.tenancyId, 'police_verification', { state: 'to_do' })).status).toBe(404);
  expect((await mark(tenantB, a.tenancyId, 'documents', { state: 'done' })).status).toBe(404);
  expect(await moveInStepsFor(tenantB.id, a.tenancyId)).toBeNull();
  expect(await policeVerificationForm(tenantB.id, a.tenancyId)).toBeNull();
  expect(await marksOf(a.tenancyId)).toEqual(before);
  expect(await marksOf(b.tenancyId)).toEqual([]);

  // B's tenancy cancelled: its steps are shown read-only and a change is 409.
  expect((await mark(tenantB, b.tenancyId, 'documents', { state: 'done' })).status).toBe(200);
  expect((await call(withdrawRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { reason: 'The owner sold the flat.' }, params: { offerId: b.offerId } })).status).toBe(200);
  const refused = await mark(ownerAccount, b.tenancyId, 'documents', { state: 'to_do' });
  expect(refused.status).toBe(409);
  expect((await errorOf(refused)).code).toBe('tenancy_cancelled');
  expect((await tenancyPage(tenantB.id, b.tenancyId))?.moveInSteps).toMatchObject({ readOnly: true, progress: { done: 1, total: 6 } });
  expect((await marksOf(b.tenancyId)).map((row) => row.state)).toEqual(['done']);

  // A's erasure keeps the agreed tenancy for the owner, without the marks.
  const asked = new Date();
  await scheduleDeletion(tenantA.id, 'requested', asked);
  expect((await finaliseDeletion(tenantA.id, new Date(asked.getTime() + 48 * 3600_000))).outcome).toBe('erased');
  expect((await tenancyPage(ownerAccount.id, a.tenancyId))?.status).toBe('moving_in');
  expect(await marksOf(a.tenancyId)).toEqual([]);
  expect((await marksOf(b.tenancyId)).length).toBe(1);
});
