// The desk's one search on a real PostgreSQL (server/staff/search.ts, /ops/search): each kind of record, names with
// a typo, phones typed every common way, an agent's visits of their own societies only, the people shown written
// as `view` audit rows, and the page's role matrix (404 before anything is read or written).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import DeskSearchPage from '@/app/[locale]/ops/search/page';
import { parseDeskSearch } from '@/lib/ops/desk-search';
import { getDb } from '@/server/db/client';
import { audit_log, owners, profiles, properties, visits } from '@/server/db/schema';
import { deskSearch } from '@/server/staff/search';
import { setRequestCookie } from '../helpers/next-headers';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind } from './staff-fixtures';
import { insertHome, insertOffer, insertVisit, slotStart, type Home } from './visit-fixtures';

// The page reads the request's cookies through next/headers: each test says whose they are.
jest.mock('next/headers', () => jest.requireActual('../helpers/next-headers').nextHeaders('198.51.100.90'));

useEmbeddedAuthEnv();
useTestDatabase();

const PASS = 'HJKM2345';
let cypress: string;
let lakeside: string;
let kavya: string;
let priyanka: string;
let ramesh: string;
let cypressA: Home;
let cypressB: Home;
let lakesideA: Home;
let visitId: string;

async function insertPerson(firstName: string, lastName: string, phone: string, email: string): Promise<string> {
  const id = randomUUID();
  await getDb().insert(profiles).values({ id, first_name: firstName, last_name: lastName, phone, email, country_code: '+91' });
  return id;
}

async function withUnit(home: Home, unit: string, ownerId: string | null = null): Promise<Home> {
  await getDb().update(properties).set({ house_number: unit, owner_id: ownerId }).where(eq(properties.id, home.propertyId));
  return home;
}

beforeAll(async () => {
  cypress = await insertSociety({ name: 'Divyasree Cypress Gardens' });
  lakeside = await insertSociety({ name: 'Prestige Lakeside Habitat' });
  kavya = await insertPerson('Kavya', 'Nair', '9845012345', 'kavya.nair@example.com');
  priyanka = await insertPerson('Priyanka', 'Sharma', '9900112233', 'p.sharma@example.com');
  const [owner] = await getDb().insert(owners).values({ name: 'Ramesh Kumar', phone: '9811122233', email: 'ramesh.k@example.com' }).returning({ id: owners.id });
  ramesh = owner!.id;
  cypressA = await withUnit(await insertHome(cypress), 'A-1204', ramesh);
  cypressB = await withUnit(await insertHome(cypress), 'B-1204');
  lakesideA = await withUnit(await insertHome(lakeside), 'A 1204');
  visitId = await insertVisit(kavya, cypressA, slotStart(4));
  await getDb().update(visits).set({ pass_code: PASS }).where(eq(visits.id, visitId));
  await insertOffer(kavya, cypressA, 'Pending');
  await insertOffer(priyanka, lakesideA, 'Pending');
});

async function searchAs(role: 'agent' | 'manager' | 'admin', query: string, societies: string[] = []) {
  const person = await signedInStaff(role, societies);
  const staff = (await staffBehind(person.cookie))!;
  return { results: await deskSearch(staff, parseDeskSearch(query)!), staff };
}

let manager: Awaited<ReturnType<typeof staffBehind>>;
async function asManager(query: string) {
  manager ??= await staffBehind((await signedInStaff('manager')).cookie);
  return deskSearch(manager!, parseDeskSearch(query)!);
}

const viewsBy = (actorId: string) =>
  getDb()
    .select({ table: audit_log.table_name, rowId: audit_log.row_id, after: audit_log.after })
    .from(audit_log)
    .where(and(eq(audit_log.actor_id, actorId), eq(audit_log.action, 'view')))
    .orderBy(audit_log.id);

const auditCount = async () => Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from audit_log`)).rows[0]!.n);

describe('tenants', () => {
  test.each(['+91 98450 12345', '98450 12345', '098450-12345', '09845012345', '919845012345', '+919845012345', '(+91) 98450-12345', '0091 98450 12345'])('the phone typed as %s finds the tenant', async (typed) => {
    const { tenants } = await asManager(typed);
    expect(tenants.rows.map((row) => [row.id, row.matched])).toEqual([[kavya, 'phone']]);
    expect(tenants.rows[0]).toMatchObject({ name: 'Kavya Nair', email: 'kavya.nair@example.com', phoneHint: '••••••2345' });
  });

  test.each(['Kavya', 'kavya nair', 'Kavya Nari', 'kavia nair', 'Kavyaa Nair', 'nair'])('the name typed as %s finds the tenant, typos forgiven', async (typed) => {
    const { tenants } = await asManager(typed);
    expect(tenants.rows.map((row) => row.id)).toContain(kavya);
    expect(tenants.rows.map((row) => row.id)).not.toContain(priyanka);
  });

  test('a typo in a longer name: Priyanka Shrama', async () => {
    const { tenants } = await asManager('Priyanka Shrama');
    expect(tenants.rows[0]?.id).toBe(priyanka);
  });

  test('part of the e-mail address finds the tenant, said to match on it', async () => {
    const { tenants } = await asManager('kavya.nair@exa');
    expect(tenants.rows.map((row) => [row.id, row.matched])).toEqual([[kavya, 'email']]);
  });

  test('another number finds nobody, and a name unlike any finds nobody', async () => {
    expect((await asManager('+91 98450 12346')).tenants.rows).toEqual([]);
    expect((await asManager('Zubair')).tenants.rows).toEqual([]);
  });

  test('each person shown is one view row naming the fields shown; their offers too', async () => {
    const { staff } = await searchAs('manager', '98450 12345');
    const views = await viewsBy(staff.user.id);
    expect(views).toEqual(
      expect.arrayContaining([
        { table: 'profiles', rowId: kavya, after: { viewed: ['first_name', 'last_name', 'email', 'phone'] } },
        { table: 'tenant_profile', rowId: expect.any(String), after: { viewed: ['first_name'] } },
      ]),
    );
    expect(views).toHaveLength(2);
  });
});

describe('owners', () => {
  test('by phone, by name with a typo, by part of the e-mail address', async () => {
    for (const [typed, matched] of [
      ['+91 98111 22233', 'phone'],
      ['Ramesh Kumr', 'name'],
      ['ramesh.k@', 'email'],
    ] as const) {
      const { owners: found } = await asManager(typed);
      expect({ typed, rows: found.rows.map((row) => [row.id, row.matched]) }).toEqual({ typed, rows: [[ramesh, matched]] });
    }
  });

  test('an owner shown is a view row of their name and phone', async () => {
    const { staff } = await searchAs('manager', 'Ramesh Kumar');
    expect(await viewsBy(staff.user.id)).toEqual([{ table: 'owners', rowId: ramesh, after: { viewed: ['name', 'phone'] } }]);
  });
});

describe('homes', () => {
  test('society and unit, in either order, with or without the dash', async () => {
    for (const typed of ['Cypress A-1204', 'cypress a 1204', 'A1204 cypress gardens', 'Divyasree Cypress flat A-1204']) {
      const { homes } = await asManager(typed);
      expect({ typed, first: homes.rows[0]?.propertyId }).toEqual({ typed, first: cypressA.propertyId });
      expect(homes.rows.every((home) => home.societyId === cypress)).toBe(true);
    }
  });

  test('a unit alone finds it in every society; a society alone (with a typo) lists its homes', async () => {
    const byUnit = await asManager('A-1204');
    expect(byUnit.homes.rows.map((home) => home.propertyId).sort()).toEqual([cypressA.propertyId, lakesideA.propertyId].sort());
    const bySociety = await asManager('Cypres Gardns');
    expect(bySociety.homes.rows.map((home) => home.propertyId).sort()).toEqual([cypressA.propertyId, cypressB.propertyId].sort());
  });

  test('a home names its listing and its owner record', async () => {
    const { homes } = await asManager('Cypress A-1204');
    expect(homes.rows[0]).toMatchObject({ unit: 'A-1204', societyName: 'Divyasree Cypress Gardens', listingId: cypressA.listingId, listingStatus: 'Active', ownerId: ramesh });
    const both = await asManager('Cypress 1204');
    expect(both.homes.rows.map((home) => [home.unit, home.ownerId])).toEqual([
      ['A-1204', ramesh],
      ['B-1204', null],
    ]);
  });
});

describe('offers', () => {
  test("by the tenant: Kavya's offer; by the home: the offers on it", async () => {
    const byTenant = await asManager('Kavya Nair');
    expect(byTenant.offers.rows.map((offer) => [offer.userId, offer.unit])).toEqual([[kavya, 'A-1204']]);
    const byHome = await asManager('Prestige Lakeside A 1204');
    expect(byHome.offers.rows.map((offer) => [offer.userId, offer.societyName])).toEqual([[priyanka, 'Prestige Lakeside Habitat']]);
  });
});

describe('visits and the agent', () => {
  test.each([PASS, 'hjkm-2345', 'HJKM 2345'])('the pass code typed as %s finds the visit', async (typed) => {
    const { visits: found } = await asManager(typed);
    expect(found.rows.map((visit) => [visit.id, visit.societyId, visit.firstName, visit.status, visit.gate])).toEqual([[visitId, cypress, 'Kavya', 'booked', 'not_yet']]);
  });

  test("an agent finds their own society's visit and sees nothing of people, owners, homes or offers", async () => {
    const { results, staff } = await searchAs('agent', PASS, [cypress]);
    expect(results.kinds).toEqual(['visits']);
    expect(results.visits.rows.map((visit) => visit.id)).toEqual([visitId]);
    // The visit shows the visitor's first name: one view row naming it.
    expect(await viewsBy(staff.user.id)).toEqual([{ table: 'profiles', rowId: kavya, after: { viewed: ['first_name'] } }]);
    const byPhone = await deskSearch(staff, parseDeskSearch('98450 12345')!);
    expect([byPhone.tenants, byPhone.owners, byPhone.homes, byPhone.offers, byPhone.visits].every((hits) => hits.rows.length === 0)).toBe(true);
    expect(await viewsBy(staff.user.id)).toHaveLength(1);
  });

  test("another society's agent finds no visit for the code, and nothing is written", async () => {
    const agent = (await staffBehind((await signedInStaff('agent', [lakeside])).cookie))!;
    const before = await auditCount();
    const results = await deskSearch(agent, parseDeskSearch(PASS)!);
    expect(results.visits.rows).toEqual([]);
    expect(await auditCount()).toBe(before);
  });
});

describe('the page', () => {
  const page = (q: string) => DeskSearchPage({ searchParams: Promise.resolve({ q }) });

  test('signed out or without a role: the 404 page, and nothing read or written', async () => {
    const tenant = await signedInTenant('search-tenant');
    for (const cookie of ['', tenant.cookie]) {
      setRequestCookie(cookie);
      const before = await auditCount();
      await expect(page('98450 12345')).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404') });
      expect(await auditCount()).toBe(before);
    }
  });

  test('agent, manager and admin get the page; the manager and admin views are written', async () => {
    for (const role of ['agent', 'manager', 'admin'] as const) {
      const person = await signedInStaff(role, role === 'agent' ? [cypress] : []);
      setRequestCookie(person.cookie);
      await expect(page('Kavya Nair')).resolves.toBeTruthy();
      const views = await viewsBy(person.id);
      expect({ role, tenantViews: views.filter((view) => view.table === 'profiles').length }).toEqual({ role, tenantViews: role === 'agent' ? 0 : 1 });
    }
  });

  test('the page asked for as the client router asks: 404 below the role, before anything streams', async () => {
    const tenant = await signedInTenant('search-flight-tenant');
    const agent = await signedInStaff('agent', [cypress]);
    const managerPerson = await signedInStaff('manager');
    const ask = (path: string, cookie?: string) =>
      middleware(new NextRequest(`${BASE_URL}${path}`, { headers: { RSC: '1', 'x-forwarded-for': '198.51.100.91', ...(cookie ? { cookie } : {}) } }));
    expect((await ask('/ops/search?q=kavya')).status).toBe(404);
    expect((await ask('/ops/search?q=kavya', tenant.cookie)).status).toBe(404);
    expect((await ask('/ops/search?q=kavya', agent.cookie)).status).toBe(200);
    // A tenant's page shows offers and messages: a manager's, like those sections.
    expect((await ask(`/ops/people/${kavya}`, agent.cookie)).status).toBe(404);
    expect((await ask(`/ops/people/${kavya}`, managerPerson.cookie)).status).toBe(200);
    expect((await ask(`/ops/owners/${ramesh}`, agent.cookie)).status).toBe(404);
  });
});
