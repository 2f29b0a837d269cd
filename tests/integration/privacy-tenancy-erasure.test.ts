// A tenant's erasure and their tenancies on a real PostgreSQL (docs/privacy.md "Erasure of a tenancy"): a tenancy never
// agreed by both goes whole; an agreed one keeps the agreed version as agreed (names, PDF, both confirmations) and
// loses every other version and code; the owner still reads it. The daily purge removes it the day after the
// retention period following its term's end, and never a tenancy of a tenant who still has an account.
import { and, eq, sql } from 'drizzle-orm';
import { PATCH as changeTermsRoute } from '@/app/api/ops/tenancies/[tenancyId]/route';
import { POST as codeRoute } from '@/app/api/tenancies/[tenancyId]/agreement/code/route';
import { GET as agreementRoute } from '@/app/api/tenancies/[tenancyId]/agreement/route';
import { DEFAULT_RETENTION } from '@/lib/privacy/retention';
import { getDb } from '@/server/db/client';
import { agreement_codes, agreement_confirmations, audit_log, tenancies, tenancy_agreements } from '@/server/db/schema';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { purgeRetention } from '@/server/privacy/retention';
import { tenancyPage } from '@/server/tenancies/pages';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { acceptedOffer, agreeBoth, ownerWithHome } from './tenancy-fixtures';
import { dayFromToday } from './tenant-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();
useOutboxTransports();

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function erase(person: SignedIn, asked: Date): Promise<void> {
  await scheduleDeletion(person.id, 'requested', asked);
  expect((await finaliseDeletion(person.id, new Date(asked.getTime() + 48 * HOUR))).outcome).toBe('erased');
}

/** Rows of the tenancy tables whose text holds `needle`, as 'table' names. */
async function tenancyTablesHolding(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of ['tenancies', 'tenancy_agreements', 'agreement_confirmations', 'agreement_codes']) {
    const { rows } = await getDb().execute(sql`select 1 from ${sql.identifier(table)} t where strpos(lower(t::text), lower(${needle})) > 0 limit 1`);
    if (rows.length) found.push(table);
  }
  return found;
}

const erasureAudit = async (person: SignedIn) =>
  (await getDb().select({ after: audit_log.after }).from(audit_log).where(and(eq(audit_log.row_id, person.id), eq(audit_log.action, 'account.erase'))))[0]?.after;

/** Noon in India on the given calendar day plus `days`. */
const noonAfter = (day: string, days: number) => new Date(Date.parse(`${day}T06:30:00Z`) + days * DAY);

test('erasure removes a tenancy never agreed by both; an agreed one keeps only the agreed version, until the purge after its retention', async () => {
  const manager = await signedInStaff('manager');
  const ownerAccount = await signedInTenant('erasure-owner');
  const first = await ownerWithHome(ownerAccount);
  const second = await ownerWithHome(ownerAccount, first.ownerId);
  const third = await ownerWithHome(ownerAccount, first.ownerId);

  // Tenant A only began: a code was sent, nobody agreed.
  const tenantA = await signedInTenant('erasure-a');
  const a = await acceptedOffer(tenantA, first.listing, manager, 'Aurelind', 'Voskuijl');
  expect((await call(codeRoute, '/x', { method: 'POST', cookie: tenantA.cookie, body: {}, params: { tenancyId: a.tenancyId } })).status).toBe(200);

  // Tenant B agreed to version 2, after the desk changed the terms of version 1.
  const tenantB = await signedInTenant('erasure-b');
  const b = await acceptedOffer(tenantB, second.listing, manager, 'Berenike', 'Oyelaran');
  const moveIn = dayFromToday(15);
  const terms = { rent: '40,000', deposit: '1,40,000', move_in_date: moveIn, lock_in_months: '6', notice_months: '1', yearly_increase_percent: '5', deposit_return_days: '30' };
  expect((await call(changeTermsRoute, '/x', { method: 'PATCH', cookie: manager.cookie, body: terms, params: { tenancyId: b.tenancyId } })).status).toBe(200);
  await agreeBoth(tenantB, ownerAccount, first.phone, b.tenancyId);
  const agreedPdf = await call(agreementRoute, '/x', { cookie: ownerAccount.cookie, params: { tenancyId: b.tenancyId } });
  const agreedSha = agreedPdf.headers.get('x-agreement-sha256');

  // Tenant C keeps their account, with a tenancy agreed by nobody.
  const tenantC = await signedInTenant('erasure-c');
  const c = await acceptedOffer(tenantC, third.listing, manager, 'Cassius', 'Thorneycroft');

  const asked = new Date();
  await erase(tenantA, asked);
  await erase(tenantB, asked);

  expect(await getDb().select().from(tenancies).where(eq(tenancies.id, a.tenancyId))).toEqual([]);
  expect(await tenancyTablesHolding('Aurelind')).toEqual([]);
  expect(await tenancyTablesHolding(tenantA.email)).toEqual([]);
  expect(await erasureAudit(tenantA)).toMatchObject({ tenancies_removed: 1, tenancies_kept: 0 });

  // B's agreed version stays as agreed: their name in it, both confirmations; version 1 and every code are gone.
  const versions = await getDb().select().from(tenancy_agreements).where(eq(tenancy_agreements.tenancy_id, b.tenancyId));
  expect(versions.map((version) => version.version)).toEqual([2]);
  expect((versions[0]!.terms as { tenant: { name: string } }).tenant.name).toBe('Berenike Oyelaran');
  expect((await getDb().select().from(agreement_confirmations).where(eq(agreement_confirmations.agreement_id, versions[0]!.id))).map((row) => row.party).sort()).toEqual(['owner', 'tenant']);
  expect(await getDb().select().from(agreement_codes).where(eq(agreement_codes.agreement_id, versions[0]!.id))).toEqual([]);
  expect(await erasureAudit(tenantB)).toMatchObject({ tenancies_removed: 0, tenancies_kept: 1 });
  expect((await tenancyPage(ownerAccount.id, b.tenancyId))?.status).toBe('moving_in');
  expect((await call(agreementRoute, '/x', { cookie: ownerAccount.cookie, params: { tenancyId: b.tenancyId } })).headers.get('x-agreement-sha256')).toBe(agreedSha);

  // On a fixed calendar: moving in on 10 Jan 2027, the 11 months end on 9 Dec 2027; the record stays 1095 days after.
  await getDb().update(tenancies).set({ move_in_date: '2027-01-10' }).where(eq(tenancies.id, b.tenancyId));
  const termEnd = '2027-12-09';
  const lastKeptDay = noonAfter(termEnd, DEFAULT_RETENTION.tenancyDays);
  expect((await purgeRetention(lastKeptDay, DEFAULT_RETENTION)).tenancies).toBe(0);
  expect((await getDb().select().from(tenancies).where(eq(tenancies.id, b.tenancyId))).length).toBe(1);
  expect((await purgeRetention(new Date(lastKeptDay.getTime() + DAY), DEFAULT_RETENTION)).tenancies).toBe(1);
  expect(await getDb().select().from(tenancies).where(eq(tenancies.id, b.tenancyId))).toEqual([]);
  expect(await tenancyTablesHolding('Berenike')).toEqual([]);

  // A tenant who still has an account keeps theirs, however old.
  expect((await purgeRetention(new Date(lastKeptDay.getTime() + 3650 * DAY), DEFAULT_RETENTION)).tenancies).toBe(0);
  expect((await tenancyPage(tenantC.id, c.tenancyId))?.status).toBe('agreement');
});
