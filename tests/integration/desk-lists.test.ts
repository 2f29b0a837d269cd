// The desk's lists built for work on a real PostgreSQL: every list's count on its own filters and a page past the
// end sent to the last page; the offers inbox opening on what waits, oldest first, with the unit; the visits board
// by day range and searched by a visitor's name, phone or pass code (an agent's own societies only, each person
// found a view row); the listings' stale filter and 'Ask the owner now'; the bulk actions (all or none, an audit
// row per row); the CSV downloads (as filtered, formula-safe, India time, audited). Every new route answers 404
// below its role and writes nothing on a refusal.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import OffersDeskPage from '@/app/[locale]/ops/offers/page';
import OpsVisitsPage from '@/app/[locale]/ops/visits/page';
import { POST as forwardManyRoute } from '@/app/api/ops/offers/forward/route';
import { POST as offersExportRoute } from '@/app/api/ops/offers/export/route';
import { POST as visitsExportRoute } from '@/app/api/ops/visits/export/route';
import { POST as askOwnerRoute } from '@/app/api/ops/listings/[listingId]/ask-owner/route';
import { POST as askOwnersRoute } from '@/app/api/ops/listings/ask-owners/route';
import { POST as listingsExportRoute } from '@/app/api/ops/listings/export/route';
import { POST as handleManyRoute } from '@/app/api/ops/messages/handle/route';
import { POST as messagesExportRoute } from '@/app/api/ops/messages/export/route';
import { POST as ownersExportRoute } from '@/app/api/ops/owners/export/route';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { parseOffersView } from '@/lib/ops/offers-table';
import { parseTableQuery } from '@/lib/ops/table-query';
import { addCalendarDays, indiaInstant, indiaToday } from '@/lib/time/india';
import { countDeskMessages, listDeskMessages } from '@/server/contact/desk';
import { getDb } from '@/server/db/client';
import { audit_log, availability_asks, contact_messages, owner_links, owners, profiles, property_rent_listings, tenant_offers, tenant_profile, visits } from '@/server/db/schema';
import { listDeskListings } from '@/server/listings/desk';
import { listDeskOffers } from '@/server/offers/desk';
import { boardView } from '@/server/visits/desk-board';
import { queuedJobs } from '../helpers/jobs';
import { setRequestCookie } from '../helpers/next-headers';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';
import { insertHome, insertVisit, type Home } from './visit-fixtures';

// The page is called for its redirect only; the table it would render (TanStack Table ships ES modules only) stays out.
jest.mock('@/components/ops/data-table', () => ({ DataTable: () => null }));
jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

jest.mock('next/headers', () => jest.requireActual('../helpers/next-headers').nextHeaders('198.51.100.93'));

useEmbeddedAuthEnv();
const database = useTestDatabase();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();
const today = indiaToday(now);
const onDay = (days: number, hhmm: string) => indiaInstant(addCalendarDays(today, days), hhmm);

const auditCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(audit_log))[0]!.n;
const linkCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(owner_links))[0]!.n;
const askCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(availability_asks))[0]!.n;
const jobCount = async () => (await queuedJobs(database.url())).length;
/** Everything a refused call could have written. */
const written = async () => ({ audit: await auditCount(), links: await linkCount(), asks: await askCount(), jobs: await jobCount() });

let cypress: string;
let banyan: string;
let owner: string;
let manager: SignedIn;
let agentOfBanyan: SignedIn;
let tenant: SignedIn;
let kavya: SignedIn;
let ravi: SignedIn;
const offers: Record<'oldest' | 'newer' | 'accepted' | 'orphan', string> = { oldest: '', newer: '', accepted: '', orphan: '' };
let ownedListing: Home;
let orphanListing: Home;
let freshListing: Home;
let kavyaVisit: string;
let raviVisit: string;

async function insertOwner(name: string, phone: string): Promise<string> {
  const [row] = await getDb().insert(owners).values({ name, phone, email: `${phone}@owners.example.com` }).returning({ id: owners.id });
  return row!.id;
}

async function ownedHome(societyId: string, ownerId: string | null, unit: string, lastConfirmedAt = now): Promise<Home> {
  const home = await insertHome(societyId);
  await getDb().execute(sql`update properties set house_number = ${unit}, owner_id = ${ownerId} where id = ${home.propertyId}`);
  await getDb().update(property_rent_listings).set({ owner_id: ownerId, last_confirmed_at: lastConfirmedAt }).where(eq(property_rent_listings.id, home.listingId));
  return home;
}

async function profileFor(userId: string, firstName: string): Promise<string> {
  const [row] = await getDb()
    .insert(tenant_profile)
    .values({ user_id: userId, first_name: firstName, last_name: 'Tester', email: `${firstName.toLowerCase()}@example.com`, phone: '9876500000', home_state: 'Karnataka', tenant_type: 'Family', has_pet: false, occupation: 'Employed (Salaried)' })
    .returning({ id: tenant_profile.id });
  return row!.id;
}

async function offerOn(home: Home, userId: string, profileId: string, values: { status?: string; ownerId?: string | null; hoursAgo: number; message?: string }): Promise<string> {
  const [row] = await getDb()
    .insert(tenant_offers)
    .values({
      tenant_profile_id: profileId,
      property_rent_listing_id: home.listingId,
      property_id: home.propertyId,
      society_id: home.societyId,
      user_id: userId,
      owner_id: values.ownerId ?? null,
      offered_rent: 40_000,
      offered_security_deposit: 100_000,
      movein_date: '2030-01-01',
      offer_status: values.status ?? 'Pending',
      message: values.message ?? null,
      created_at: new Date(now.getTime() - values.hoursAgo * HOUR),
    })
    .returning({ id: tenant_offers.id });
  return row!.id;
}

beforeAll(async () => {
  cypress = await insertSociety({ name: 'Cypress Lists Gardens' });
  banyan = await insertSociety({ name: 'Banyan Lists Heights' });
  owner = await insertOwner('Ramesh Owner', '9845011111');
  [manager, agentOfBanyan, tenant] = [await signedInStaff('manager'), await signedInStaff('agent', [banyan]), await signedInTenant('lists-tenant')];
  kavya = await signedInTenant('kavya');
  ravi = await signedInTenant('ravi');
  await getDb().update(profiles).set({ first_name: 'Kavya', last_name: 'Nair', phone: '9845022222' }).where(eq(profiles.id, kavya.id));
  await getDb().update(profiles).set({ first_name: 'Ravi', last_name: 'Menon', phone: '9845033333' }).where(eq(profiles.id, ravi.id));

  // Offers: two waiting (30 h and 2 h old) with an owner on record, one accepted, one waiting on a home with no owner.
  const kavyaProfile = await profileFor(kavya.id, 'Kavya');
  ownedListing = await ownedHome(cypress, owner, 'A-1204', new Date(now.getTime() - 20 * DAY));
  orphanListing = await ownedHome(cypress, null, 'B-0302', new Date(now.getTime() - 20 * DAY));
  freshListing = await ownedHome(banyan, owner, 'C-0701');
  offers.oldest = await offerOn(ownedListing, kavya.id, kavyaProfile, { ownerId: owner, hoursAgo: 30, message: '=HYPERLINK("http://evil.example","click"), then "more"' });
  offers.newer = await offerOn(freshListing, kavya.id, kavyaProfile, { ownerId: owner, hoursAgo: 2 });
  offers.accepted = await offerOn(await ownedHome(banyan, owner, 'D-0101'), kavya.id, kavyaProfile, { ownerId: owner, hoursAgo: 50, status: 'Accepted' });
  offers.orphan = await offerOn(orphanListing, kavya.id, kavyaProfile, { hoursAgo: 5 });

  // Visits: Kavya today at Cypress (with a pass), Ravi tomorrow at Banyan, Ravi in five days at Banyan.
  kavyaVisit = await insertVisit(kavya.id, ownedListing, onDay(0, '10:00'));
  await getDb().update(visits).set({ pass_code: 'K7M2Q9XW' }).where(eq(visits.id, kavyaVisit));
  raviVisit = await insertVisit(ravi.id, freshListing, onDay(1, '11:00'));
  await insertVisit(ravi.id, freshListing, onDay(5, '12:00'));

  // Messages: two open, one handled.
  await getDb().insert(contact_messages).values([
    { name: 'Meera Iyer', email: 'meera@example.com', subject: '+1 parking', message: 'Hello', created_at: new Date(now.getTime() - 5 * HOUR) },
    { name: 'Arjun Rao', email: 'arjun@example.com', subject: 'Rent', message: 'Hello' },
    { name: 'Sita Devi', email: 'sita@example.com', subject: 'Deposit', message: 'Hello', handled_at: now, handled_by_email: 'desk@example.com' },
  ]);
});

async function staffOf(person: SignedIn) {
  return (await staffBehind(person.cookie))!;
}

describe('counts and pages', () => {
  test('the offers inbox opens on what waits, oldest first, each home with its unit, and counts them', async () => {
    const { filters, query } = parseOffersView({});
    const page = await listDeskOffers(filters, query);
    expect(page.rows.map((row) => row.id)).toEqual([offers.oldest, offers.orphan, offers.newer]);
    expect(page.total).toBe(3);
    expect(page.rows[0]).toMatchObject({ unit: 'A-1204', homeName: 'Semi-Furnished · Unit A-1204', societyName: 'Cypress Lists Gardens' });
    // Every status, and one offer a search opens whatever its status.
    expect((await listDeskOffers(parseOffersView({ status: 'all' }).filters, query)).total).toBe(4);
    expect((await listDeskOffers(parseOffersView({ offer: offers.accepted }).filters, query)).rows.map((row) => row.id)).toEqual([offers.accepted]);
    expect((await listDeskOffers(parseOffersView({ status: 'Pending', society: 'banyan lists' }).filters, query)).total).toBe(1);
  });

  test('a page past the end goes to the last page of the same view', async () => {
    setRequestCookie(manager.cookie);
    const render = OffersDeskPage({ searchParams: Promise.resolve({ status: 'all', size: '25', page: '9' }) });
    await expect(render).rejects.toMatchObject({ digest: expect.stringContaining('/ops/offers?status=all&size=25') });
    await expect(OffersDeskPage({ searchParams: Promise.resolve({ status: 'all', page: '9' }) })).rejects.toMatchObject({ digest: expect.not.stringContaining('page=') });
  });

  test('messages and listings count on their own filters', async () => {
    expect(await countDeskMessages({ state: 'open' })).toBe(2);
    expect(await countDeskMessages({})).toBe(3);
    const page = await listDeskMessages({ state: 'handled' }, parseTableQuery({}, { sorts: ['received'] as const, sort: 'received', dir: 'desc' }));
    expect(page).toMatchObject({ total: 1, hasNext: false });
    // Stale: on offer and not confirmed for AVAILABILITY_ASK_DAYS (14): the two homes confirmed 20 days ago.
    const stale = await listDeskListings(parseListingsQuery({ stale: '1' }), now);
    expect(stale.rows.map((row) => row.id).sort()).toEqual([ownedListing.listingId, orphanListing.listingId].sort());
    expect(stale.total).toBe(2);
    expect(stale.rows.find((row) => row.id === ownedListing.listingId)).toMatchObject({ canAskOwner: true, hasOwner: true });
    expect(stale.rows.find((row) => row.id === orphanListing.listingId)).toMatchObject({ canAskOwner: false, hasOwner: false });
  });
});

describe('the visits board', () => {
  test('today, tomorrow or the next 7 days, with the count of each', async () => {
    const staff = await staffOf(manager);
    const day = await boardView(staff, {}, now);
    expect(day.page.rows.map((row) => row.visitId)).toEqual([kavyaVisit]);
    expect(day.page.total).toBe(1);
    expect((await boardView(staff, { date: addCalendarDays(today, 1) }, now)).page.rows.map((row) => row.visitId)).toEqual([raviVisit]);
    const week = await boardView(staff, { days: '7' }, now);
    expect(week.page.total).toBe(3);
    expect(week.page.rows.map((row) => row.day)).toEqual([today, addCalendarDays(today, 1), addCalendarDays(today, 5)]);
    expect(week.page.rows[0]!.houseNumber).toBe('A-1204');
  });

  test('found by name, phone or pass code; each person found is a view row; an agent sees their own societies only', async () => {
    const staff = await staffOf(manager);
    const found = async (find: string, who = staff) => (await boardView(who, { days: '7', find }, now)).page.rows.map((row) => row.visitId);
    expect(await found('kavya nair')).toEqual([kavyaVisit]);
    expect(await found('+91 98450 22222')).toEqual([kavyaVisit]);
    expect(await found('k7m2-q9xw')).toEqual([kavyaVisit]);
    expect(await found('menon')).toHaveLength(2);
    expect(await found('zz')).toEqual([]);
    // The agent of Banyan: Ravi's visits are theirs, Kavya's (Cypress) are not there at all.
    const agent = await staffOf(agentOfBanyan);
    expect(await found('kavya', agent)).toEqual([]);
    expect(await found('K7M2Q9XW', agent)).toEqual([]);
    expect(await found('ravi', agent)).toHaveLength(2);
  });

  test('the board searched for a person writes a view row per visitor shown; the plain board writes none', async () => {
    setRequestCookie(manager.cookie);
    const views = () => getDb().select().from(audit_log).where(and(eq(audit_log.action, 'view'), eq(audit_log.table_name, 'profiles'), eq(audit_log.actor_id, manager.id)));
    await OpsVisitsPage({ searchParams: Promise.resolve({ days: '7' }) });
    expect(await views()).toEqual([]);
    await OpsVisitsPage({ searchParams: Promise.resolve({ days: '7', find: 'kavya nair' }) });
    expect((await views()).map((row) => [row.row_id, row.after])).toEqual([[kavya.id, { viewed: ['first_name'] }]]);
  });
});

describe('the role matrix of every new route: 404 below the role, nothing written', () => {
  const bulk = {
    forward: (cookie?: string) => call(forwardManyRoute, '/api/ops/offers/forward', { method: 'POST', body: { offerIds: [offers.oldest] }, cookie }),
    askOne: (cookie?: string) => call(askOwnerRoute, `/api/ops/listings/${ownedListing.listingId}/ask-owner`, { method: 'POST', cookie, params: { listingId: ownedListing.listingId } }),
    askMany: (cookie?: string) => call(askOwnersRoute, '/api/ops/listings/ask-owners', { method: 'POST', body: { listingIds: [ownedListing.listingId] }, cookie }),
    handle: (cookie?: string) => call(handleManyRoute, '/api/ops/messages/handle', { method: 'POST', body: { messageIds: ['00000000-0000-4000-8000-000000000001'] }, cookie }),
    offersCsv: (cookie?: string) => call(offersExportRoute, '/api/ops/offers/export', { method: 'POST', body: {}, cookie }),
    listingsCsv: (cookie?: string) => call(listingsExportRoute, '/api/ops/listings/export', { method: 'POST', body: {}, cookie }),
    messagesCsv: (cookie?: string) => call(messagesExportRoute, '/api/ops/messages/export', { method: 'POST', body: {}, cookie }),
    ownersCsv: (cookie?: string) => call(ownersExportRoute, '/api/ops/owners/export', { method: 'POST', body: {}, cookie }),
  };

  test.each(Object.keys(bulk) as (keyof typeof bulk)[])('%s: signed out, a tenant and an agent get 404', async (name) => {
    const before = await written();
    const handled = await countDeskMessages({ state: 'handled' });
    for (const cookie of [undefined, tenant.cookie, agentOfBanyan.cookie]) expect((await bulk[name](cookie)).status).toBe(404);
    expect(await written()).toEqual(before);
    expect(await countDeskMessages({ state: 'handled' })).toBe(handled);
  });

  test("the board's CSV: 404 signed out or for a tenant; an agent gets their own societies only", async () => {
    const exportBoard = (cookie?: string) => call(visitsExportRoute, '/api/ops/visits/export', { method: 'POST', body: { days: '7' }, cookie });
    const before = await auditCount();
    for (const cookie of [undefined, tenant.cookie]) expect((await exportBoard(cookie)).status).toBe(404);
    expect(await auditCount()).toBe(before);
    const response = await exportBoard(agentOfBanyan.cookie);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('visit_id,day,slot_ist,visitor_first_name,home,unit,kind,society,booking,gate,gate_at_ist');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Ravi', 'Ravi']);
    expect(lines.join('\n')).not.toContain('Kavya');
  });
});

describe('bulk actions: all or none, an audit row per row', () => {
  test('forwarding offers: one without an owner refuses them all; then each is sent and audited', async () => {
    const before = await written();
    const refused = await call(forwardManyRoute, '/api/ops/offers/forward', { method: 'POST', body: { offerIds: [offers.oldest, offers.orphan] }, cookie: manager.cookie });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bulk_refused');
    expect(body.error.message).toContain('Kavya’s offer on Semi-Furnished · Unit B-0302, Cypress Lists Gardens: we have no owner on record for this home');
    expect(await written()).toEqual(before);
    // An accepted offer is no longer waiting: refused too.
    expect((await call(forwardManyRoute, '/api/ops/offers/forward', { method: 'POST', body: { offerIds: [offers.accepted] }, cookie: manager.cookie })).status).toBe(409);
    expect((await call(forwardManyRoute, '/api/ops/offers/forward', { method: 'POST', body: { offerIds: [] }, cookie: manager.cookie })).status).toBe(422);
    expect(await written()).toEqual(before);

    const sent = await call(forwardManyRoute, '/api/ops/offers/forward', { method: 'POST', body: { offerIds: [offers.oldest, offers.newer] }, cookie: manager.cookie });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ forwarded: 2 });
    const rows = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'offer.forward_owner'), inArray(audit_log.row_id, [offers.oldest, offers.newer])));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.actor_id === manager.id)).toBe(true);
    expect(await linkCount()).toBe(before.links + 2);
    const ownerMessages = (await queuedJobs(database.url())).filter((job) => job.payload.kind === 'owner-offer');
    expect(ownerMessages).toHaveLength(2);
  });

  test('marking messages handled: one handled already refuses them all (who handled it stays); then each is audited', async () => {
    const all = await getDb().select().from(contact_messages);
    const open = all.filter((row) => !row.handled_at).map((row) => row.id);
    const done = all.find((row) => row.handled_at)!.id;
    const before = await auditCount();
    const refused = await call(handleManyRoute, '/api/ops/messages/handle', { method: 'POST', body: { messageIds: [...open, done] }, cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('Sita’s message “Deposit”: already marked handled by desk@example.com');
    expect(await auditCount()).toBe(before);
    expect(await countDeskMessages({ state: 'open' })).toBe(2);
    expect((await getDb().select().from(contact_messages).where(eq(contact_messages.id, done)))[0]!.handled_by_email).toBe('desk@example.com');

    const handled = await call(handleManyRoute, '/api/ops/messages/handle', { method: 'POST', body: { messageIds: open }, cookie: manager.cookie });
    expect(await handled.json()).toEqual({ handled: 2 });
    expect(await countDeskMessages({ state: 'open' })).toBe(0);
    const rows = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'contact.handle'), inArray(audit_log.row_id, open)));
    expect(rows.map((row) => row.after)).toEqual([expect.objectContaining({ handled_by: manager.email, bulk: 2 }), expect.objectContaining({ handled_by: manager.email, bulk: 2 })]);
  });

  test("asking owners now: a home with no owner refuses them all; one asked is audited, then can't be asked twice", async () => {
    const before = await written();
    const refused = await call(askOwnersRoute, '/api/ops/listings/ask-owners', { method: 'POST', body: { listingIds: [ownedListing.listingId, orphanListing.listingId] }, cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('Semi-Furnished · Unit B-0302, Cypress Lists Gardens: we have no owner on record to ask');
    expect(await written()).toEqual(before);

    const asked = await call(askOwnerRoute, `/api/ops/listings/${ownedListing.listingId}/ask-owner`, { method: 'POST', cookie: manager.cookie, params: { listingId: ownedListing.listingId } });
    expect(asked.status).toBe(200);
    const [ask] = await getDb().select().from(availability_asks).where(eq(availability_asks.rent_listing_id, ownedListing.listingId));
    expect(ask).toMatchObject({ owner_id: owner, closed_at: null });
    const [row] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'availability.ask_now'), eq(audit_log.row_id, ownedListing.listingId)));
    expect(row).toMatchObject({ actor_id: manager.id, after: { ask_id: ask!.id, link_id: ask!.link_id, owner_id: owner } });
    expect((await queuedJobs(database.url())).filter((job) => job.payload.kind === 'availability-ask')).toHaveLength(1);
    // The row now shows the open question and can no longer be asked; asking again is a 409 that writes nothing.
    const listed = await listDeskListings(parseListingsQuery({ stale: '1' }), now);
    expect(listed.rows.find((listing) => listing.id === ownedListing.listingId)).toMatchObject({ canAskOwner: false, ownerQuestion: { remindedAt: null } });
    const after = await written();
    const again = await call(askOwnerRoute, `/api/ops/listings/${ownedListing.listingId}/ask-owner`, { method: 'POST', cookie: manager.cookie, params: { listingId: ownedListing.listingId } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('cannot_ask');
    expect(await written()).toEqual(after);
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect((await call(askOwnerRoute, `/api/ops/listings/${unknown}/ask-owner`, { method: 'POST', cookie: manager.cookie, params: { listingId: unknown } })).status).toBe(404);
  });
});

describe('CSV downloads', () => {
  test('offers as filtered (waiting by default), formula-safe, India time; audited with a view row per tenant', async () => {
    const before = await auditCount();
    const response = await call(offersExportRoute, '/api/ops/offers/export', { method: 'POST', body: { society: 'cypress lists' }, cookie: manager.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="offers-${today}.csv"`);
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('offer_id,sent_at_ist,status,society,home,unit,');
    // Cypress's two waiting offers, oldest first; not the accepted one (another society) nor any other status.
    expect(lines.filter(Boolean)).toHaveLength(3);
    expect(lines[1]!.startsWith(`${offers.oldest},`)).toBe(true);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST,Pending,Cypress Lists Gardens,Semi-Furnished,A-1204,/);
    // The tenant's message starts with '=': an apostrophe first, and the comma and quotes inside quoted.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then ""more"""`);
    expect(lines[2]!.startsWith(`${offers.orphan},`)).toBe(true);

    const rows = await getDb().select().from(audit_log).where(sql`${audit_log.id} > (select coalesce(max(id), 0) - ${(await auditCount()) - before} from ${audit_log})`);
    expect(rows.find((row) => row.action === 'offers.export')).toMatchObject({ actor_id: manager.id, after: { filters: { status: 'Pending', society: 'cypress lists' }, viewed: ['first_name', 'occupation', 'tenant_type'] } });
    expect(rows.filter((row) => row.action === 'view' && row.table_name === 'tenant_profile')).toHaveLength(1);
  });

  test('the download form posts the filters as form fields; an unknown field is 422 and writes nothing', async () => {
    const form = (fields: Record<string, string>) =>
      messagesExportRoute(
        new NextRequest(`${BASE_URL}/api/ops/messages/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: manager.cookie, 'x-forwarded-for': '198.51.100.94' },
          body: new URLSearchParams(fields).toString(),
        }),
        { params: Promise.resolve({}) },
      );
    const response = await form({ state: 'handled' });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('message_id,received_at_ist,from_first_name,subject,status,handled_at_ist,handled_by,assigned_to');
    // Every message is handled by now; the subject starting with '+' reads as text.
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).toContain(",Meera,'+1 parking,Handled,");
    expect(lines.join('\n')).not.toContain('meera@example.com');
    const before = await auditCount();
    expect((await form({ state: 'open', page: '2' })).status).toBe(422);
    expect(await auditCount()).toBe(before);
  });

  test('listings and owners: as filtered, no contact details, one audit row each', async () => {
    const listings = await call(listingsExportRoute, '/api/ops/listings/export', { method: 'POST', body: { stale: '1', owner: 'missing' }, cookie: manager.cookie });
    const listingLines = (await listings.text()).trim().split('\r\n');
    expect(listingLines).toHaveLength(2);
    expect(listingLines[1]).toContain(`${orphanListing.listingId},Cypress Lists Gardens,`);
    expect(listingLines[1]).toContain(',B-0302,');
    const ownersCsv = await call(ownersExportRoute, '/api/ops/owners/export', { method: 'POST', body: { phone: '+91 98450 11111' }, cookie: manager.cookie });
    const ownerLines = (await ownersCsv.text()).trim().split('\r\n');
    expect(ownerLines).toEqual(['owner_id,name,phone,phone_proved,has_email,channel', `${owner},Ramesh Owner,••••••1111,no,yes,whatsapp`]);
    const exports = await getDb().select().from(audit_log).where(inArray(audit_log.action, ['listings.export', 'owners.export']));
    expect(exports.map((row) => [row.action, row.after])).toEqual([
      ['listings.export', { filters: { owner: 'missing', stale: '1' } }],
      ['owners.export', { filters: { phone: 'one number' }, viewed: ['name'] }],
    ]);
    // The audit log holds no phone number.
    expect(JSON.stringify(exports)).not.toContain('9845011111');
  });
});
