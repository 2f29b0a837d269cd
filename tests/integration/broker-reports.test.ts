// 'Report a broker' on a real PostgreSQL: a signed-in tenant reports a live rent or sale listing (signed out 401,
// a bad reason or too long details 422 with the message, an unknown or no longer live listing 404, nothing written on
// a refusal); the same person's open report sent again is that report; at most five new ones a day. The report page
// sends a signed-out person to the login and back. The desk: 404 below the listings role with nothing changed,
// 'Not a broker' closes the reports, 'Broker confirmed' sets the listing Inactive (out of the properties page and
// search), each audited; Today's count follows. The reporter's download holds the report; their erasure keeps it
// without them.
import { and, eq, or } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { POST as reportRoute } from '@/app/api/broker-reports/route';
import { POST as settleRoute } from '@/app/api/ops/broker-reports/[listingId]/route';
import BrokerReportsPage from '@/app/[locale]/ops/listings/broker-reports/page';
import ReportBrokerPage from '@/app/[locale]/report-broker/[listingId]/page';
import { BROKER_REPORTS_PER_DAY } from '@/lib/listings/broker-reports';
import { auditRecordKey, auditRecordLabel } from '@/lib/ops/audit-words';
import { parseBrokerReportsQuery } from '@/lib/ops/broker-reports';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { brokerReportMessages as M } from '@/lib/validation/broker-reports';
import { auditNames } from '@/server/audit/names';
import { getDb } from '@/server/db/client';
import { audit_log, broker_reports, profiles, property_rent_listings, property_sale_listings, society_live_homes } from '@/server/db/schema';
import { listBrokerReports } from '@/server/listings/broker-reports-desk';
import { listDeskListings } from '@/server/listings/desk';
import { getRentListingDetails } from '@/server/listings/service';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { collectPersonData } from '@/server/privacy/export';
import { deskToday } from '@/server/staff/today';
import { setRequestCookie } from '../helpers/next-headers';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';
import { insertRentListing } from './tenant-fixtures';
import { insertHome, type Home } from './visit-fixtures';

// Outside Next there is no page cache to expire: the answer's revalidations are recorded instead.
jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));
jest.mock('next/headers', () => jest.requireActual('../helpers/next-headers').nextHeaders('198.51.100.94'));
// The desk page is rendered outside Next's router: its client parts stand in as their names.
jest.mock('@/components/ops/listings/broker-report-answers', () => ({ BrokerReportAnswers: ({ home }: { home: string }) => `[answers for ${home}]` }));
jest.mock('@/components/ops/table-pager', () => ({ TablePager: () => null }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();

const report = (person: SignedIn | null, body: Record<string, unknown>) => call(reportRoute, '/api/broker-reports', { method: 'POST', cookie: person?.cookie, body });
const settle = (person: SignedIn | null, listingId: string, outcome: string) =>
  call(settleRoute, `/api/ops/broker-reports/${listingId}`, { method: 'POST', cookie: person?.cookie, params: { listingId }, body: { outcome } });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;
const reportsOn = (listingId: string) =>
  getDb()
    .select()
    .from(broker_reports)
    .where(or(eq(broker_reports.rent_listing_id, listingId), eq(broker_reports.sale_listing_id, listingId)));
const statusOf = async (home: Home) => {
  const table = home.kind === 'rent' ? property_rent_listings : property_sale_listings;
  const [row] = await getDb().select({ status: table.listing_status }).from(table).where(eq(table.id, home.listingId));
  return row!.status;
};
const liveHomes = async (societyId: string) => (await getDb().select().from(society_live_homes).where(eq(society_live_homes.society_id, societyId)))[0]?.live_homes ?? 0;

async function tenantNamed(firstName: string): Promise<SignedIn> {
  const person = await signedInTenant(firstName.split(' ')[0]!.toLowerCase());
  await getDb().update(profiles).set({ first_name: firstName, last_name: 'Tenant' }).where(eq(profiles.id, person.id));
  return person;
}

test('a signed-in tenant reports a live rent or sale listing; refusals say why and write nothing; a repeat is the first report', async () => {
  const societyId = await insertSociety();
  const [rent, sale] = [await insertHome(societyId, 'rent'), await insertHome(societyId, 'sale')];
  const inactive = await insertRentListing('Inactive', societyId);
  const kavya = await tenantNamed('Kavya');

  const signedOut = await report(null, { listing_id: rent.listingId, reason: 'brokerage' });
  expect([signedOut.status, (await errorOf(signedOut)).message]).toEqual([401, M.signIn]);
  for (const reason of ['broker', '', undefined]) {
    const refused = await report(kavya, { listing_id: rent.listingId, reason });
    expect([refused.status, (await errorOf(refused)).message]).toEqual([422, M.reasonRequired]);
  }
  const long = await report(kavya, { listing_id: rent.listingId, reason: 'other', details: 'x'.repeat(501) });
  expect([long.status, (await errorOf(long)).message]).toEqual([422, M.detailsTooLong]);
  for (const listingId of [crypto.randomUUID(), inactive.listingId, 'not-a-listing']) {
    const missing = await report(kavya, { listing_id: listingId, reason: 'brokerage' });
    expect([missing.status, (await errorOf(missing)).message]).toEqual(listingId === 'not-a-listing' ? [422, M.listingNotFound] : [404, M.listingNotFound]);
  }
  expect(await getDb().select().from(broker_reports)).toEqual([]);

  const sent = await report(kavya, { listing_id: rent.listingId.toUpperCase(), reason: 'brokerage', details: '  He asked for one month’s rent as commission.  ' });
  expect(sent.status).toBe(201);
  expect(await sent.json()).toEqual({ report: { id: expect.any(String), listingId: rent.listingId, reason: 'brokerage', createdAt: expect.any(String) }, repeated: false, message: M.sent });
  expect(await reportsOn(rent.listingId)).toEqual([
    expect.objectContaining({ rent_listing_id: rent.listingId, sale_listing_id: null, property_id: rent.propertyId, society_id: societyId, reporter_id: kavya.id, reason: 'brokerage', details: 'He asked for one month’s rent as commission.', handled_at: null, outcome: null }),
  ]);
  const saleReport = await report(kavya, { listing_id: sale.listingId, reason: 'agent_answered' });
  expect(saleReport.status).toBe(201);
  expect((await reportsOn(sale.listingId))[0]).toMatchObject({ sale_listing_id: sale.listingId, rent_listing_id: null, details: null });

  // The same person again on the same listing, whatever they chose this time: their open report, nothing new.
  const again = await report(kavya, { listing_id: rent.listingId, reason: 'other', details: 'Again' });
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ repeated: true, message: M.alreadySent, report: { reason: 'brokerage' } });
  expect(await reportsOn(rent.listingId)).toHaveLength(1);
});

test(`at most ${BROKER_REPORTS_PER_DAY} new reports a day per person; a repeat does not count, another person is not held back`, async () => {
  const societyId = await insertSociety();
  const homes: Home[] = [];
  for (let i = 0; i <= BROKER_REPORTS_PER_DAY; i += 1) homes.push(await insertHome(societyId, 'rent'));
  const busy = await tenantNamed('Ravi');
  for (const home of homes.slice(0, BROKER_REPORTS_PER_DAY)) expect((await report(busy, { listing_id: home.listingId, reason: 'brokerage' })).status).toBe(201);
  expect((await report(busy, { listing_id: homes[0]!.listingId, reason: 'brokerage' })).status).toBe(200);
  const over = await report(busy, { listing_id: homes.at(-1)!.listingId, reason: 'brokerage' });
  expect([over.status, (await errorOf(over)).message]).toEqual([429, M.tooMany]);
  expect(await reportsOn(homes.at(-1)!.listingId)).toEqual([]);
  expect((await report(await tenantNamed('Meera'), { listing_id: homes.at(-1)!.listingId, reason: 'not_owner' })).status).toBe(201);
});

test('the report page: the 404 page for a listing that is not live, the login and back when signed out, the form when signed in', async () => {
  const home = await insertHome(await insertSociety({ name: 'Sobha Lotus Residency' }), 'rent');
  const page = (listingId: string) => ReportBrokerPage({ params: Promise.resolve({ listingId }) });
  setRequestCookie('');
  await expect(page(crypto.randomUUID())).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  await expect(page('%00')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  await expect(page(home.listingId)).rejects.toMatchObject({ digest: expect.stringContaining(`/profile?auth=login&returnTo=${encodeURIComponent(`/report-broker/${home.listingId}`)}`) });
  setRequestCookie((await tenantNamed('Asha')).cookie);
  const html = renderToStaticMarkup(await page(home.listingId));
  expect(html).toContain('Report a broker');
  expect(html).toContain('Semi-Furnished for rent in Sobha Lotus Residency');
  expect(html).toContain('Asked for brokerage or commission');
});

describe('the desk', () => {
  const societyName = `Broker Desk Gardens ${Date.now()}`;
  let societyId: string;
  let rent: Home;
  let sale: Home;
  let kavya: SignedIn;
  let manager: SignedIn;

  beforeAll(async () => {
    // The desk starts from these three reports only (the tests above left theirs open).
    await getDb().delete(broker_reports);
    societyId = await insertSociety({ name: societyName });
    [rent, sale] = [await insertHome(societyId, 'rent'), await insertHome(societyId, 'sale')];
    kavya = await tenantNamed('Kavya Sree');
    manager = await signedInStaff('manager');
    expect((await report(kavya, { listing_id: rent.listingId, reason: 'brokerage', details: 'Commission asked' })).status).toBe(201);
    expect((await report(await tenantNamed('Arjun'), { listing_id: rent.listingId, reason: 'agent_answered' })).status).toBe(201);
    expect((await report(kavya, { listing_id: sale.listingId, reason: 'other', details: 'Not sure' })).status).toBe(201);
  });

  const todayCount = async () => (await deskToday((await staffBehind(manager.cookie))!)).brokerReports?.count;

  test("roles below the listings desk's meet the 404 and change nothing; an agent's Today has no broker figure", async () => {
    const agent = await signedInStaff('agent', [societyId]);
    for (const person of [null, kavya, agent]) {
      const refused = await settle(person, rent.listingId, 'broker_confirmed');
      expect(refused.status).toBe(404);
    }
    expect((await reportsOn(rent.listingId)).every((row) => row.handled_at === null)).toBe(true);
    expect(await statusOf(rent)).toBe('Active');
    expect((await deskToday((await staffBehind(agent.cookie))!)).brokerReports).toBeNull();
    expect(await todayCount()).toBe(3);
  });

  test('the list shows each reported listing with its reporters’ first names; the listings table counts what waits', async () => {
    const open = await listBrokerReports(parseBrokerReportsQuery({}));
    expect(open.total).toBe(2);
    expect(open.rows.map((row) => [row.listingId, row.openReports, row.reports.map((r) => [r.reporterFirstName, r.reason, r.details])])).toEqual([
      [rent.listingId, 2, [['Kavya', 'brokerage', 'Commission asked'], ['Arjun', 'agent_answered', null]]],
      [sale.listingId, 1, [['Kavya', 'other', 'Not sure']]],
    ]);
    const table = await listDeskListings(parseListingsQuery({}));
    expect(table.rows.find((row) => row.id === rent.listingId)?.openBrokerReports).toBe(2);

    // The page: the listings desk's role only; a manager reads first names, reasons, details and the answers.
    const page = () => BrokerReportsPage({ searchParams: Promise.resolve({}) });
    setRequestCookie(kavya.cookie);
    await expect(page()).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    setRequestCookie(manager.cookie);
    const html = renderToStaticMarkup(await page());
    for (const text of ['Kavya', 'Arjun', 'Asked for brokerage or commission', 'A broker or agent answered, not the owner', '“Commission asked”', `[answers for Semi-Furnished, ${societyName}]`]) expect(html).toContain(text);
    expect(html).not.toContain('Sree');
  });

  test("'Not a broker' closes the listing's reports and leaves it listed, audited; a second answer is 409", async () => {
    const answered = await settle(manager, sale.listingId, 'not_broker');
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ listingId: sale.listingId, outcome: 'not_broker', settled: 1, listingStatus: 'Active' });
    const [row] = await reportsOn(sale.listingId);
    expect(row).toMatchObject({ outcome: 'not_broker', handled_by: manager.id, handled_at: expect.any(Date) });
    expect(await statusOf(sale)).toBe('Active');
    const audit = await getDb().select().from(audit_log).where(and(eq(audit_log.table_name, 'broker_reports'), eq(audit_log.row_id, row!.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'broker_report.dismiss', actor_id: manager.id, after: expect.objectContaining({ outcome: 'not_broker' }) })]);
    const twice = await settle(manager, sale.listingId, 'broker_confirmed');
    expect([twice.status, (await errorOf(twice)).code]).toEqual([409, 'already_settled']);
    expect(await statusOf(sale)).toBe('Active');
    expect((await settle(manager, crypto.randomUUID(), 'not_broker')).status).toBe(404);
    expect(await todayCount()).toBe(2);
  });

  test("'Broker confirmed' settles every open report, sets the listing Inactive and takes it off the site, audited", async () => {
    const before = await liveHomes(societyId);
    jest.mocked(revalidateTag).mockClear();
    const answered = await settle(manager, rent.listingId, 'broker_confirmed');
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ listingId: rent.listingId, outcome: 'broker_confirmed', settled: 2, listingStatus: 'Inactive' });
    expect(await statusOf(rent)).toBe('Inactive');
    expect((await getRentListingDetails(societyId)).map((listing) => listing.id)).not.toContain(rent.listingId);
    expect(await liveHomes(societyId)).toBe(before - 1);
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(expect.arrayContaining([`society:${societyId}`, `properties:${societyId}`, 'search']));
    const reports = await reportsOn(rent.listingId);
    expect(reports.map((row) => row.outcome)).toEqual(['broker_confirmed', 'broker_confirmed']);
    const audit = await getDb().select().from(audit_log).where(eq(audit_log.actor_id, manager.id));
    expect(audit.filter((row) => row.action === 'broker_report.confirm').map((row) => row.row_id).sort()).toEqual(reports.map((row) => row.id).sort());
    expect(audit.find((row) => row.action === 'listing.status' && row.row_id === rent.listingId)).toMatchObject({
      table_name: 'property_rent_listings',
      before: { listing_status: 'Active' },
      after: { listing_status: 'Inactive', because: 'broker_confirmed' },
    });
    // The audit log page names both kinds of record.
    const names = await auditNames(audit);
    expect(auditRecordLabel('broker_reports', names.records.get(auditRecordKey('broker_reports', reports[0]!.id)))).toBe(`Broker report on ${societyName}`);
    expect(auditRecordLabel('property_rent_listings', names.records.get(auditRecordKey('property_rent_listings', rent.listingId)))).toBe(`Rent listing ${societyName}`);
    expect(await todayCount()).toBe(0);
    expect((await listBrokerReports(parseBrokerReportsQuery({}))).total).toBe(0);
    const settled = await listBrokerReports(parseBrokerReportsQuery({ state: 'handled' }));
    expect(settled.rows.map((row) => [row.listingId, row.status, row.openReports])).toEqual([
      [rent.listingId, 'Inactive', 0],
      [sale.listingId, 'Active', 0],
    ]);
    // A listing no longer live cannot be reported again.
    expect((await report(kavya, { listing_id: rent.listingId, reason: 'brokerage' })).status).toBe(404);
  });

  test("the reporter's download holds their reports in words; their erasure keeps the reports without them", async () => {
    const data = await collectPersonData(kavya.id);
    const rows = data.sections.find((section) => section.table === 'public.broker_reports')?.rows ?? [];
    expect(rows).toEqual([
      expect.objectContaining({ listing_id: rent.listingId, listing_kind: 'rent', reason: 'Asked for brokerage or commission', details: 'Commission asked', outcome: 'Broker confirmed — listing removed', handled_by: 'the GHomes team' }),
      expect.objectContaining({ listing_id: sale.listingId, listing_kind: 'sale', reason: 'Something else', outcome: 'Not a broker' }),
    ]);
    expect(data.staffAccess.map((row) => row.action)).toEqual(expect.arrayContaining(['broker_report.confirm', 'broker_report.dismiss']));

    const asked = new Date();
    await scheduleDeletion(kavya.id, 'requested', asked);
    expect((await finaliseDeletion(kavya.id, new Date(asked.getTime() + 49 * 3_600_000))).outcome).toBe('erased');
    const kept = [...(await reportsOn(rent.listingId)), ...(await reportsOn(sale.listingId))];
    expect(kept).toHaveLength(3);
    expect(kept.filter((row) => row.reporter_id === kavya.id)).toEqual([]);
    expect(kept.map((row) => row.details)).toEqual([null, null, null]);
  });
});
