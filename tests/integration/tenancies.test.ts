// Tenancies on a real PostgreSQL (docs/move-in.md): an accepted offer, and only that, makes one; its agreement is
// read by its tenant and its owner only (404 to anyone else, the other tenant of the same owner too); each party
// agrees with a code to their own channel, bound to the draft's SHA-256; a change of terms by the desk makes a new
// version that both agree to again; both agreed, the tenancy moves on and the final PDF shows both; a withdrawn
// acceptance cancels it. The desk's list and its audited view of the agreement.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POST as withdrawRoute } from '@/app/api/ops/offers/[offerId]/withdraw/route';
import { GET as deskAgreementRoute } from '@/app/api/ops/tenancies/[tenancyId]/agreement/route';
import { POST as remindRoute } from '@/app/api/ops/tenancies/[tenancyId]/remind/route';
import { PATCH as changeTermsRoute } from '@/app/api/ops/tenancies/[tenancyId]/route';
import { POST as codeRoute } from '@/app/api/tenancies/[tenancyId]/agreement/code/route';
import { POST as confirmRoute } from '@/app/api/tenancies/[tenancyId]/agreement/confirm/route';
import { GET as agreementRoute } from '@/app/api/tenancies/[tenancyId]/agreement/route';
import { getDb } from '@/server/db/client';
import { audit_log, tenancy_agreements } from '@/server/db/schema';
import { listDeskTenancies } from '@/server/tenancies/desk';
import { tenanciesOf, tenancyPage } from '@/server/tenancies/pages';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { acceptedOffer, agree, codeTo, ownerWithHome } from './tenancy-fixtures';
import { dayFromToday } from './tenant-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();
useOutboxTransports();

const agreementOf = (person: SignedIn | null, tenancyId: string) => call(agreementRoute, '/x', { cookie: person?.cookie, params: { tenancyId } });
const sha = async (response: Response) => createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex');

test('an accepted offer becomes a tenancy whose agreement both parties agree to, bound to its hash, again after a change of terms', async () => {
  const ownerAccount = await signedInTenant('tenancy-owner');
  const manager = await signedInStaff('manager');
  const { phone, listing } = await ownerWithHome(ownerAccount);
  const tenant = await signedInTenant('tenancy-tenant');
  const { tenancyId } = await acceptedOffer(tenant, listing, manager);

  // The accepted terms, with the agreement's defaults.
  const page = await tenancyPage(tenant.id, tenancyId);
  expect(page).toMatchObject({ party: 'tenant', status: 'agreement', rent: 41000, deposit: 150000, termMonths: 11, agreement: { version: 1, tenant: null, owner: null } });
  expect((await tenancyPage(ownerAccount.id, tenancyId))?.party).toBe('owner');
  expect((await tenanciesOf(ownerAccount.id)).map((t) => t.id)).toEqual([tenancyId]);

  // The PDF for its parties only, the same bytes each time; anyone else meets 404, the signed-out 401.
  const stranger = await signedInTenant('tenancy-stranger');
  expect((await agreementOf(stranger, tenancyId)).status).toBe(404);
  expect(await tenancyPage(stranger.id, tenancyId)).toBeNull();
  expect((await agreementOf(null, tenancyId)).status).toBe(401);
  const read = await agreementOf(tenant, tenancyId);
  expect(read.headers.get('content-type')).toBe('application/pdf');
  const draft = read.headers.get('x-agreement-sha256')!;
  expect(await sha(read)).toBe(draft);
  expect(await sha(await agreementOf(ownerAccount, tenancyId))).toBe(draft);

  // A wrong code or another person's code agrees nothing; the tenant agrees with the code sent to their e-mail.
  expect((await call(codeRoute, '/x', { method: 'POST', cookie: stranger.cookie, body: {}, params: { tenancyId } })).status).toBe(404);
  expect((await call(codeRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: {}, params: { tenancyId } })).status).toBe(200);
  const code = await codeTo(tenant.email);
  const wrong = await call(confirmRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: { code: code === '000000' ? '111111' : '000000', sha256: draft }, params: { tenancyId } });
  expect(wrong.status).toBe(400);
  const agreed = await call(confirmRoute, '/x', { method: 'POST', cookie: tenant.cookie, body: { code, sha256: draft }, params: { tenancyId } });
  expect(agreed.status).toBe(200);
  expect(((await agreed.json()) as { agreement: { tenant: unknown; owner: unknown } }).agreement).toMatchObject({ tenant: expect.anything(), owner: null });

  const agent = await signedInStaff('agent', [listing.societyId]);
  // The desk reminds the owner (who has not agreed), not the tenant (who has); audited.
  expect((await call(remindRoute, '/x', { method: 'POST', cookie: agent.cookie, body: { party: 'owner' }, params: { tenancyId } })).status).toBe(404);
  expect((await call(remindRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { party: 'owner' }, params: { tenancyId } })).status).toBe(204);
  const remindedTenant = await call(remindRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { party: 'tenant' }, params: { tenancyId } });
  expect(((await remindedTenant.json()) as { error: { code: string } }).error.code).toBe('already_agreed');

  // The desk changes the terms: version 2, the tenant's agreement to version 1 no longer counts, its hash is refused.
  const terms = { rent: '40,000', deposit: '1,40,000', move_in_date: dayFromToday(15), lock_in_months: '6', notice_months: '1', yearly_increase_percent: '5', deposit_return_days: '30' };
  expect((await call(changeTermsRoute, '/x', { method: 'PATCH', cookie: agent.cookie, body: terms, params: { tenancyId } })).status).toBe(404);
  const changed = await call(changeTermsRoute, '/x', { method: 'PATCH', cookie: manager.cookie, body: terms, params: { tenancyId } });
  expect(await changed.json()).toEqual({ version: 2 });
  const second = (await agreementOf(tenant, tenancyId)).headers.get('x-agreement-sha256')!;
  expect(second).not.toBe(draft);
  expect((await tenancyPage(tenant.id, tenancyId))?.agreement).toMatchObject({ version: 2, tenant: null, owner: null });
  const stale = await agree(ownerAccount, `+91${phone}`, tenancyId, draft);
  expect(stale.status).toBe(409);
  expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('agreement_changed');

  // Both agree to version 2 (the owner's code, by WhatsApp to the proved number, was not spent by the refusal).
  const ownerCode = await codeTo(`+91${phone}`);
  expect((await call(confirmRoute, '/x', { method: 'POST', cookie: ownerAccount.cookie, body: { code: ownerCode, sha256: second }, params: { tenancyId } })).status).toBe(200);
  expect((await agree(tenant, tenant.email, tenancyId, second)).status).toBe(200);
  expect((await tenancyPage(tenant.id, tenancyId))?.status).toBe('moving_in');
  const final = await agreementOf(tenant, tenancyId);
  expect(final.headers.get('content-disposition')).toContain('final');
  expect(final.headers.get('x-agreement-sha256')).not.toBe(second);
  expect((await call(changeTermsRoute, '/x', { method: 'PATCH', cookie: manager.cookie, body: terms, params: { tenancyId } })).status).toBe(409);

  // Each side was told: the other agreed, a new version waits, both agreed (the tenant is Asha, the owner Ravi).
  const told = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'tenancy-agreement');
  expect(told.map((job) => { const data = job.payload.data as { event: string; firstName: string; version: number }; return `${data.event} ${data.firstName} v${data.version}`; }).sort()).toEqual(
    ['both_agreed Asha v2', 'both_agreed Ravi v2', 'new_version Asha v2', 'new_version Ravi v2', 'other_agreed Asha v2', 'other_agreed Ravi v1', 'reminder Ravi v1'],
  );

  const [v2] = await getDb().select().from(tenancy_agreements).where(and(eq(tenancy_agreements.tenancy_id, tenancyId), eq(tenancy_agreements.version, 2)));
  expect(v2!.draft_sha256).toBe(second);
  const audits = await getDb().select({ action: audit_log.action, actor: audit_log.actor_id }).from(audit_log).where(eq(audit_log.row_id, tenancyId));
  expect(audits.map((a) => a.action).sort()).toEqual(['agreement.confirm', 'agreement.confirm', 'agreement.confirm', 'tenancy.change_terms', 'tenancy.remind']);

  // The desk sees it; opening the agreement is an audited view.
  expect((await listDeskTenancies()).find((t) => t.id === tenancyId)).toMatchObject({ status: 'moving_in', tenantFirstName: 'Asha', ownerName: 'Ravi Kumar' });
  expect((await call(deskAgreementRoute, '/x', { cookie: agent.cookie, params: { tenancyId } })).status).toBe(404);
  expect((await call(deskAgreementRoute, '/x', { cookie: manager.cookie, params: { tenancyId } })).status).toBe(200);
  const [view] = await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, tenancyId), eq(audit_log.action, 'view')));
  expect(view).toMatchObject({ actor_id: manager.id, table_name: 'tenancies' });
});

test("the other tenant of the same owner reads nothing of this tenancy; a withdrawn acceptance cancels its tenancy", async () => {
  const ownerAccount = await signedInTenant('two-homes-owner');
  const manager = await signedInStaff('manager');
  const first = await ownerWithHome(ownerAccount);
  const second = await ownerWithHome(ownerAccount, first.ownerId);
  const tenantA = await signedInTenant('tenant-a');
  const tenantB = await signedInTenant('tenant-b');
  const a = await acceptedOffer(tenantA, first.listing, manager, 'Anu');
  const b = await acceptedOffer(tenantB, second.listing, manager, 'Bala');
  expect((await agreementOf(tenantB, a.tenancyId)).status).toBe(404);
  expect((await call(codeRoute, '/x', { method: 'POST', cookie: tenantB.cookie, body: {}, params: { tenancyId: a.tenancyId } })).status).toBe(404);
  expect(await tenancyPage(tenantA.id, b.tenancyId)).toBeNull();
  expect((await tenanciesOf(ownerAccount.id)).length).toBe(2);

  expect((await call(withdrawRoute, '/x', { method: 'POST', cookie: manager.cookie, body: { reason: 'The owner sold the flat.' }, params: { offerId: b.offerId } })).status).toBe(200);
  expect((await tenancyPage(tenantB.id, b.tenancyId))?.status).toBe('cancelled');
  const refused = await call(codeRoute, '/x', { method: 'POST', cookie: tenantB.cookie, body: {}, params: { tenancyId: b.tenancyId } });
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('tenancy_cancelled');
});
