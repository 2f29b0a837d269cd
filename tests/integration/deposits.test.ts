// The deposit on a real PostgreSQL (docs/move-in.md "The deposit"): what was paid and when is recorded by one party
// and confirmed by the other; the keys handed back the same way, and the return is due the agreement's days after
// them; the owner adds each deduction with a photo (made safe like a condition report's) or a PDF invoice, a text
// file and an oversized file refused with nothing stored; the tenant accepts or disputes each line; the return is
// recorded by the owner and confirmed by the tenant; a stranger and the other tenant of the same owner meet 404 on
// every route and change nothing; the owner is reminded once 3 days before the due day and once on it; the desk's
// Today lists an overdue return with its days late; an erasure and the retention purge take the evidence objects.
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as deskEvidenceRoute } from '@/app/api/ops/tenancies/[tenancyId]/deposit/deductions/[deductionId]/evidence/route';
import { POST as answerRoute } from '@/app/api/tenancies/[tenancyId]/deposit/deductions/[deductionId]/answer/route';
import { GET as evidenceRoute } from '@/app/api/tenancies/[tenancyId]/deposit/deductions/[deductionId]/evidence/route';
import { DELETE as removeRoute } from '@/app/api/tenancies/[tenancyId]/deposit/deductions/[deductionId]/route';
import { POST as deductionRoute } from '@/app/api/tenancies/[tenancyId]/deposit/deductions/route';
import { POST as confirmKeysRoute } from '@/app/api/tenancies/[tenancyId]/deposit/keys/confirm/route';
import { POST as keysRoute } from '@/app/api/tenancies/[tenancyId]/deposit/keys/route';
import { POST as confirmPaidRoute } from '@/app/api/tenancies/[tenancyId]/deposit/paid/confirm/route';
import { POST as paidRoute } from '@/app/api/tenancies/[tenancyId]/deposit/paid/route';
import { POST as confirmReturnRoute } from '@/app/api/tenancies/[tenancyId]/deposit/return/confirm/route';
import { POST as returnRoute } from '@/app/api/tenancies/[tenancyId]/deposit/return/route';
import { GET as depositRoute } from '@/app/api/tenancies/[tenancyId]/deposit/route';
import { addCalendarDays, indiaToday } from '@/lib/time/india';
import type { DepositAnswer, DepositView } from '@/lib/validation/deposits';
import { getDb } from '@/server/db/client';
import { audit_log, deposit_deductions, deposit_reminders, tenancies, tenancy_deposits } from '@/server/db/schema';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { collectPersonData } from '@/server/privacy/export';
import { deskToday } from '@/server/staff/today';
import { getPrivateObject } from '@/server/storage/objects';
import { sendDepositReminders } from '@/server/tenancies/deposit-reminders';
import { listDeskTenancies } from '@/server/tenancies/desk';
import { purgeErasedTenanciesAndPhotos } from '@/server/tenancies/erasure';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { useOutboxTransports } from './delivery-fixtures';
import { BASE_URL, call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';
import { movingInTenancy, ownerWithHome } from './tenancy-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();
useOutboxTransports();

const today = () => indiaToday();
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const depositOf = async (response: Response): Promise<DepositView> => {
  expect(response.status).toBe(200);
  return ((await response.json()) as DepositAnswer).deposit;
};
const post = (handler: Parameters<typeof call>[0], person: SignedIn, tenancyId: string, body: unknown = {}, extra: Record<string, string> = {}) =>
  call(handler, '/x', { method: 'POST', cookie: person.cookie, body, params: { tenancyId, ...extra } });

function addDeduction(person: SignedIn, tenancyId: string, query: Record<string, string>, body: Uint8Array) {
  const request = new NextRequest(`${BASE_URL}/api/tenancies/${tenancyId}/deposit/deductions?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', cookie: person.cookie, 'x-forwarded-for': '198.51.100.50' },
    body: Buffer.from(body),
  });
  return deductionRoute(request, { params: Promise.resolve({ tenancyId }) });
}

async function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .jpeg()
    .toBuffer();
}
const invoicePdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function twoParties(prefix: string) {
  const ownerAccount = await signedInTenant(`${prefix}-owner`);
  const manager = await signedInStaff('manager');
  const home = await ownerWithHome(ownerAccount);
  const tenant = await signedInTenant(`${prefix}-tenant`);
  const tenancyId = await movingInTenancy(tenant, ownerAccount, home, manager);
  return { ownerAccount, manager, home, tenant, tenancyId };
}

/** Paid and confirmed, the keys handed back on `keysOn` and confirmed: the return is due. */
async function returnDue(tenant: SignedIn, owner: SignedIn, tenancyId: string, keysOn = today()): Promise<DepositView> {
  await depositOf(await post(paidRoute, tenant, tenancyId, { amount: '1,50,000', paid_on: addCalendarDays(today(), -300) }));
  await depositOf(await post(confirmPaidRoute, owner, tenancyId));
  await depositOf(await post(keysRoute, owner, tenancyId, { returned_on: keysOn }));
  return depositOf(await post(confirmKeysRoute, tenant, tenancyId));
}

test('paid and confirmed by both, the keys and the due day, deductions with evidence, answers, the return recorded and confirmed', async () => {
  const { ownerAccount, manager, tenant, tenancyId } = await twoParties('deposit');
  const opened = await depositOf(await call(depositRoute, '/x', { cookie: tenant.cookie, params: { tenancyId } }));
  expect(opened).toMatchObject({ state: 'not_recorded', agreedAmount: 150000, returnDays: 30, open: true, paid: null, viewer: 'tenant' });

  // Paid: recorded by the tenant, not confirmable by the tenant, confirmed by the owner; a day to come is refused.
  expect((await post(paidRoute, tenant, tenancyId, { amount: 150000, paid_on: addCalendarDays(today(), 1) })).status).toBe(422);
  expect((await post(paidRoute, tenant, tenancyId, { amount: 0, paid_on: today() })).status).toBe(422);
  expect(await errorCode(await post(confirmPaidRoute, ownerAccount, tenancyId))).toBe('deposit_not_recorded');
  const paidOn = addCalendarDays(today(), -300);
  expect(await depositOf(await post(paidRoute, tenant, tenancyId, { amount: 150000, paid_on: paidOn }))).toMatchObject({ state: 'paid_unconfirmed', paid: { amount: 150000, on: paidOn, by: 'tenant', confirmedAt: null } });
  expect(await errorCode(await post(confirmPaidRoute, tenant, tenancyId))).toBe('own_record');
  // The keys before the payment is confirmed: refused.
  expect(await errorCode(await post(keysRoute, tenant, tenancyId, { returned_on: today() }))).toBe('deposit_not_held');
  const held = await depositOf(await post(confirmPaidRoute, ownerAccount, tenancyId));
  expect(held).toMatchObject({ state: 'held', paid: { confirmedAt: expect.any(String) } });
  expect((await post(confirmPaidRoute, ownerAccount, tenancyId)).status).toBe(200); // a second tap changes nothing
  expect(await errorCode(await post(paidRoute, tenant, tenancyId, { amount: 100000, paid_on: paidOn }))).toBe('deposit_paid_settled');

  // Deductions before the keys are back: refused, nothing stored.
  expect(await errorCode(await addDeduction(ownerAccount, tenancyId, { amount: '5000', reason: 'Paint' }, await jpegWithLocation()))).toBe('keys_not_confirmed');

  // The keys handed back 4 days ago, recorded by the owner, confirmed by the tenant: due 30 days after the hand-over.
  const keysOn = addCalendarDays(today(), -4);
  await depositOf(await post(keysRoute, ownerAccount, tenancyId, { returned_on: keysOn }));
  const due = await depositOf(await post(confirmKeysRoute, tenant, tenancyId));
  expect(due).toMatchObject({ state: 'return_due', keys: { on: keysOn, by: 'owner' }, returnDueOn: addCalendarDays(keysOn, 30), daysLeft: 26 });
  expect(await errorCode(await post(keysRoute, tenant, tenancyId, { returned_on: today() }))).toBe('keys_settled');

  // Only the owner deducts; a text file and an 11 MB file are refused with nothing stored; more than the deposit too.
  expect((await addDeduction(tenant, tenancyId, { amount: '5000', reason: 'Paint' }, await jpegWithLocation())).status).toBe(403);
  const text = await addDeduction(ownerAccount, tenancyId, { amount: '5000', reason: 'Paint' }, Buffer.from('only text, named invoice.pdf'));
  expect(text.status).toBe(422);
  expect(await errorCode(text)).toBe('not_a_document');
  expect((await addDeduction(ownerAccount, tenancyId, { amount: '5000', reason: 'Paint' }, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff))).status).toBe(413);
  expect((await addDeduction(ownerAccount, tenancyId, { amount: '150001', reason: 'Everything' }, invoicePdf())).status).toBe(422);
  expect((await addDeduction(ownerAccount, tenancyId, { amount: '5000', reason: '' }, invoicePdf())).status).toBe(422);
  expect(await getDb().select().from(deposit_deductions)).toHaveLength(0);

  // A photo (stripped of its EXIF and location, kept as WebP) and an invoice PDF (kept as it came).
  const withPhoto = await depositOf(await addDeduction(ownerAccount, tenancyId, { amount: '12000', reason: 'Broken wardrobe door' }, await jpegWithLocation()));
  const withInvoice = await depositOf(await addDeduction(ownerAccount, tenancyId, { amount: '3500', reason: 'Deep cleaning of the kitchen' }, invoicePdf()));
  const [photoLine, invoiceLine] = withInvoice.deductions;
  expect(withPhoto.deductions).toHaveLength(1);
  expect(photoLine).toMatchObject({ amount: 12000, reason: 'Broken wardrobe door', evidenceType: 'image/webp', answer: null });
  expect(invoiceLine).toMatchObject({ amount: 3500, evidenceType: 'application/pdf' });
  const [photoRow] = await getDb().select().from(deposit_deductions).where(eq(deposit_deductions.id, photoLine!.id));
  const stored = (await getPrivateObject(photoRow!.evidence_path))!.body;
  expect((await sharp(stored).metadata()).exif).toBeUndefined();
  expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  for (const person of [tenant, ownerAccount]) {
    const served = await call(evidenceRoute, '/x', { cookie: person.cookie, params: { tenancyId, deductionId: invoiceLine!.id } });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(invoicePdf());
  }

  // The tenant accepts one line and disputes the other (a dispute needs its reason); the owner cannot answer.
  expect((await post(answerRoute, ownerAccount, tenancyId, { answer: 'accepted' }, { deductionId: photoLine!.id })).status).toBe(403);
  expect((await post(answerRoute, tenant, tenancyId, { answer: 'disputed' }, { deductionId: photoLine!.id })).status).toBe(422);
  await depositOf(await post(answerRoute, tenant, tenancyId, { answer: 'accepted' }, { deductionId: invoiceLine!.id }));
  const answered = await depositOf(await post(answerRoute, tenant, tenancyId, { answer: 'disputed', reason: 'The door was loose at move-in: see the report.' }, { deductionId: photoLine!.id }));
  expect(answered.deductions.map((line) => [line.answer, line.answerReason])).toEqual([['disputed', 'The door was loose at move-in: see the report.'], ['accepted', null]]);
  expect(answered.balances).toMatchObject({ paid: 150000, deductions: 15500, accepted: 3500, disputed: 12000, unanswered: 0, expectedBack: 134500, returned: null, balance: 150000 });

  // The return: only the owner records it, at most the deposit; the tenant confirms; nothing changes after.
  expect((await post(returnRoute, tenant, tenancyId, { amount: 146500, returned_on: today() })).status).toBe(403);
  expect((await post(returnRoute, ownerAccount, tenancyId, { amount: 150001, returned_on: today() })).status).toBe(422);
  expect(await errorCode(await post(confirmReturnRoute, tenant, tenancyId))).toBe('return_not_recorded');
  const recorded = await depositOf(await post(returnRoute, ownerAccount, tenancyId, { amount: 146500, returned_on: today() }));
  expect(recorded).toMatchObject({ state: 'return_unconfirmed', returned: { amount: 146500, on: today(), confirmedAt: null }, daysLeft: null, balances: { balance: 3500, disputed: 12000 } });
  expect(await errorCode(await addDeduction(ownerAccount, tenancyId, { amount: '100', reason: 'Late' }, invoicePdf()))).toBe('return_recorded');
  expect(await errorCode(await post(answerRoute, tenant, tenancyId, { answer: 'accepted' }, { deductionId: photoLine!.id }))).toBe('return_recorded');
  expect((await call(removeRoute, '/x', { method: 'DELETE', cookie: ownerAccount.cookie, params: { tenancyId, deductionId: invoiceLine!.id } })).status).toBe(409);
  expect(await depositOf(await post(confirmReturnRoute, tenant, tenancyId))).toMatchObject({ state: 'returned', returned: { confirmedAt: expect.any(String) } });
  expect(await errorCode(await post(returnRoute, ownerAccount, tenancyId, { amount: 150000, returned_on: today() }))).toBe('return_settled');

  // Every change audited on the deposit, by its party.
  const audits = await getDb().select({ action: audit_log.action, actor: audit_log.actor_id }).from(audit_log).where(and(eq(audit_log.table_name, 'tenancy_deposits'), eq(audit_log.row_id, tenancyId)));
  expect(audits.map((row) => row.action).sort()).toEqual(
    ['deposit.add_deduction', 'deposit.add_deduction', 'deposit.answer_deduction', 'deposit.answer_deduction', 'deposit.confirm_keys', 'deposit.confirm_paid', 'deposit.confirm_return', 'deposit.record_keys', 'deposit.record_paid', 'deposit.record_return'].sort(),
  );

  // The desk's list shows the deposit; its look at the evidence is an audited view.
  expect((await listDeskTenancies()).find((row) => row.id === tenancyId)?.deposit).toEqual({ state: 'returned', returnDueOn: addCalendarDays(keysOn, 30), deductions: 15500, disputed: 12000 });
  expect((await call(deskEvidenceRoute, '/x', { cookie: (await signedInStaff('agent')).cookie, params: { tenancyId, deductionId: photoLine!.id } })).status).toBe(404);
  expect((await call(deskEvidenceRoute, '/x', { cookie: manager.cookie, params: { tenancyId, deductionId: photoLine!.id } })).headers.get('content-type')).toBe('image/webp');
  expect(await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'view'), eq(audit_log.table_name, 'tenancy_deposits'), eq(audit_log.actor_id, manager.id)))).toHaveLength(1);

  // 'Download my data' holds the deposit and its lines for both parties.
  for (const person of [tenant, ownerAccount]) {
    const exported = await collectPersonData(person.id);
    expect(exported.sections.find((section) => section.table === 'public.tenancy_deposits')!.rows).toHaveLength(1);
    const lines = exported.sections.find((section) => section.table === 'public.deposit_deductions')!.rows;
    expect(JSON.stringify(lines)).toContain('Broken wardrobe door');
    expect(JSON.stringify(lines)).toContain(photoLine!.evidenceSha256);
  }
});

test('the owner removes a deduction before the return, its evidence object with it', async () => {
  const { ownerAccount, tenant, tenancyId } = await twoParties('deposit-remove');
  await returnDue(tenant, ownerAccount, tenancyId);
  const line = (await depositOf(await addDeduction(ownerAccount, tenancyId, { amount: '2000', reason: 'Lost remote' }, invoicePdf()))).deductions[0]!;
  const [row] = await getDb().select().from(deposit_deductions).where(eq(deposit_deductions.id, line.id));
  expect((await call(removeRoute, '/x', { method: 'DELETE', cookie: tenant.cookie, params: { tenancyId, deductionId: line.id } })).status).toBe(403);
  expect((await depositOf(await call(removeRoute, '/x', { method: 'DELETE', cookie: ownerAccount.cookie, params: { tenancyId, deductionId: line.id } }))).deductions).toEqual([]);
  expect(await getPrivateObject(row!.evidence_path)).toBeNull();
});

test('a stranger and the other tenant of the same owner meet 404 on every deposit route and change nothing', async () => {
  const { ownerAccount, manager, home, tenant, tenancyId } = await twoParties('deposit-guarded');
  const otherTenant = await signedInTenant('deposit-guarded-other');
  const otherTenancyId = await movingInTenancy(otherTenant, ownerAccount, await ownerWithHome(ownerAccount, home.ownerId), manager, 'Bala');
  const stranger = await signedInTenant('deposit-guarded-stranger');
  await returnDue(tenant, ownerAccount, tenancyId);
  const line = (await depositOf(await addDeduction(ownerAccount, tenancyId, { amount: '2000', reason: 'Lost remote' }, invoicePdf()))).deductions[0]!;
  const [before] = await getDb().select().from(tenancy_deposits).where(eq(tenancy_deposits.tenancy_id, tenancyId));

  for (const person of [stranger, otherTenant]) {
    expect((await call(depositRoute, '/x', { cookie: person.cookie, params: { tenancyId } })).status).toBe(404);
    expect((await post(paidRoute, person, tenancyId, { amount: 1, paid_on: today() })).status).toBe(404);
    expect((await post(confirmPaidRoute, person, tenancyId)).status).toBe(404);
    expect((await post(keysRoute, person, tenancyId, { returned_on: today() })).status).toBe(404);
    expect((await post(confirmKeysRoute, person, tenancyId)).status).toBe(404);
    expect((await addDeduction(person, tenancyId, { amount: '100', reason: 'Mine' }, invoicePdf())).status).toBe(404);
    expect((await post(answerRoute, person, tenancyId, { answer: 'accepted' }, { deductionId: line.id })).status).toBe(404);
    expect((await call(evidenceRoute, '/x', { cookie: person.cookie, params: { tenancyId, deductionId: line.id } })).status).toBe(404);
    expect((await call(removeRoute, '/x', { method: 'DELETE', cookie: person.cookie, params: { tenancyId, deductionId: line.id } })).status).toBe(404);
    expect((await post(returnRoute, person, tenancyId, { amount: 0, returned_on: today() })).status).toBe(404);
    expect((await post(confirmReturnRoute, person, tenancyId)).status).toBe(404);
  }
  // A line of one tenancy is not found through another tenancy its person is a party to.
  expect((await call(evidenceRoute, '/x', { cookie: otherTenant.cookie, params: { tenancyId: otherTenancyId, deductionId: line.id } })).status).toBe(404);
  expect((await call(depositRoute, '/x', { params: { tenancyId } })).status).toBe(401);
  expect((await call(depositRoute, '/x', { cookie: tenant.cookie, params: { tenancyId: 'not-a-uuid' } })).status).toBe(404);

  const [after] = await getDb().select().from(tenancy_deposits).where(eq(tenancy_deposits.tenancy_id, tenancyId));
  expect(after).toEqual(before);
  expect(await getDb().select().from(deposit_deductions).where(eq(deposit_deductions.tenancy_id, tenancyId))).toHaveLength(1);
});

test('nothing is recorded before both agreed the agreement', async () => {
  const { tenant, tenancyId } = await twoParties('deposit-early');
  await getDb().update(tenancies).set({ status: 'agreement' }).where(eq(tenancies.id, tenancyId));
  expect(await errorCode(await post(paidRoute, tenant, tenancyId, { amount: 150000, paid_on: today() }))).toBe('deposit_not_open');
  expect((await depositOf(await call(depositRoute, '/x', { cookie: tenant.cookie, params: { tenancyId } }))).open).toBe(false);
});

test('the owner is reminded once 3 days before the due day and once on it; an overdue return is on the desk’s Today with its days late', async () => {
  const { ownerAccount, manager, tenant, tenancyId } = await twoParties('deposit-remind');
  // The keys came back 27 days ago: due in 3 days.
  await returnDue(tenant, ownerAccount, tenancyId, addCalendarDays(today(), -27));
  const reminders = async () => (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'deposit-reminder').map((job) => (job.payload.data as { event: string }).event);

  expect(await sendDepositReminders()).toBe(1);
  expect(await sendDepositReminders()).toBe(0); // a second run the same day: nothing more
  expect(await reminders()).toEqual(['before_due']);
  const twoDaysOn = new Date(Date.now() + 2 * 86_400_000);
  expect(await sendDepositReminders(twoDaysOn)).toBe(0);
  const dueDay = new Date(Date.now() + 3 * 86_400_000);
  expect(await sendDepositReminders(dueDay)).toBe(1);
  expect(await sendDepositReminders(new Date(Date.now() + 5 * 86_400_000))).toBe(0);
  expect((await reminders()).sort()).toEqual(['before_due', 'due']);
  expect(await getDb().select().from(deposit_reminders).where(eq(deposit_reminders.tenancy_id, tenancyId))).toHaveLength(2);

  // Not overdue yet; four days past the due day, on Today with 4 days late.
  const staff = await requireStaffOf(manager);
  expect((await deskToday(staff)).depositsOverdue).toEqual([]);
  const later = new Date(Date.now() + 7 * 86_400_000);
  expect((await deskToday(staff, later)).depositsOverdue).toEqual([expect.objectContaining({ tenancyId, daysLate: 4, amount: 150000, dueOn: addCalendarDays(today(), 3) })]);
  // The agent's Today has no tenancies section.
  expect((await deskToday(await requireStaffOf(await signedInStaff('agent')), later)).depositsOverdue).toBeNull();
  // Recorded: off the list, and no reminder.
  await depositOf(await post(returnRoute, ownerAccount, tenancyId, { amount: 150000, returned_on: today() }));
  expect((await deskToday(staff, later)).depositsOverdue).toEqual([]);
});

const requireStaffOf = async (person: SignedIn) => (await staffBehind(person.cookie))!;

test("an erased tenant's unagreed tenancy goes with its deposit's evidence; a kept one's goes with the retention purge", async () => {
  const { ownerAccount, manager, home, tenant, tenancyId } = await twoParties('deposit-erased');
  await returnDue(tenant, ownerAccount, tenancyId);
  await depositOf(await addDeduction(ownerAccount, tenancyId, { amount: '2000', reason: 'Lost remote' }, invoicePdf()));
  // A second tenancy of the same tenant, its deposit with evidence, then made to look never agreed (no confirmation).
  const second = await movingInTenancy(tenant, ownerAccount, await ownerWithHome(ownerAccount, home.ownerId), manager);
  await returnDue(tenant, ownerAccount, second);
  await depositOf(await addDeduction(ownerAccount, second, { amount: '1000', reason: 'Cleaning' }, invoicePdf()));
  await getDb().execute(sql`delete from agreement_confirmations where agreement_id in (select id from tenancy_agreements where tenancy_id = ${second})`);
  const paths = async (id: string) => (await getDb().select().from(deposit_deductions).where(eq(deposit_deductions.tenancy_id, id))).map((row) => row.evidence_path);
  const [keptPath] = await paths(tenancyId);
  const [gonePath] = await paths(second);

  const asked = new Date();
  await scheduleDeletion(tenant.id, 'requested', asked);
  expect(await finaliseDeletion(tenant.id, new Date(asked.getTime() + 48 * 3_600_000))).toMatchObject({ outcome: 'erased' });
  expect(await getDb().select().from(tenancies).where(eq(tenancies.id, second))).toHaveLength(0);
  expect(await getPrivateObject(gonePath!)).toBeNull();
  // The agreed tenancy keeps its deposit record (money of a contract) with its evidence until the purge.
  expect(await getDb().select().from(tenancy_deposits).where(eq(tenancy_deposits.tenancy_id, tenancyId))).toHaveLength(1);
  expect(await getPrivateObject(keptPath!)).not.toBeNull();
  expect(await purgeErasedTenanciesAndPhotos(new Date('2040-01-01T00:00:00Z'), 1095)).toBe(1);
  expect(await getPrivateObject(keptPath!)).toBeNull();
});
