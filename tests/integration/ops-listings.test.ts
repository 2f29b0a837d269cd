// The desk's listings (/ops/listings) on a real PostgreSQL: who may edit and add (everyone else gets 404 and
// nothing is written), the import's own messages for bad values, an audit row in the change's transaction, the
// import's cache tags expired, and a listing set to Rented leaving search. next/cache is stood in for (it needs
// a running Next server).
import { and, eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { PATCH } from '@/app/api/ops/listings/[listingId]/route';
import { POST } from '@/app/api/ops/listings/route';
import { GET as societyLookup } from '@/app/api/ops/listings/societies/route';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { searchParamsSchema } from '@/lib/validation/search';
import { getDb } from '@/server/db/client';
import { audit_log, bedroom_configurations, properties, property_rent_listings } from '@/server/db/schema';
import { parseImportFile } from '@/server/import/parse';
import { importText } from '@/server/import/run-import';
import { listDeskListings } from '@/server/listings/desk';
import { getRentListingDetails } from '@/server/listings/service';
import { searchSocieties } from '@/server/search/service';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
useTestDatabase();

const ORIGIN = BASE_URL;
let counter = 0;

async function homeForRent(societyId: string, rent = 30000, status = 'Active') {
  counter += 1;
  const db = getDb();
  const [config] = await db.select({ id: bedroom_configurations.id }).from(bedroom_configurations).where(eq(bedroom_configurations.name, '2 BHK'));
  const [property] = await db
    .insert(properties)
    .values({ society_id: societyId, bedroom_configuration_id: config!.id, house_number: `B-${100 + counter}`, floor_number: 3, external_key: `desk-prop-${counter}` })
    .returning({ id: properties.id });
  const [listing] = await db
    .insert(property_rent_listings)
    .values({
      property_id: property!.id,
      society_id: societyId,
      expected_rent: rent,
      expected_deposit: rent * 3,
      listing_status: status,
      external_key: `desk-rent-${counter}`,
      last_confirmed_at: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: property_rent_listings.id });
  return { propertyId: property!.id, listingId: listing!.id, key: `desk-rent-${counter}`, propertyKey: `desk-prop-${counter}`, unit: `B-${100 + counter}` };
}

const listingRow = async (id: string) => (await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.id, id)))[0]!;
const auditCount = async () => Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from audit_log where action like 'listing.%' or action like 'property.%'`)).rows[0]!.n);
const countRows = async () => ({
  properties: Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from properties`)).rows[0]!.n),
  listings: Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from property_rent_listings`)).rows[0]!.n),
});

const patch = (listingId: string, body: unknown, cookie?: string) =>
  call(PATCH, `/api/ops/listings/${listingId}`, { method: 'PATCH', body, cookie, origin: ORIGIN, params: { listingId } });
const create = (body: unknown, cookie?: string) => call(POST, '/api/ops/listings', { method: 'POST', body, cookie, origin: ORIGIN });
const messageOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

const TERMS = { expected_rent: '45,000', expected_deposit: '135000', available_from_date: '2027-01-15', immediate_flag: false, listing_status: 'Active' };

let people: Record<'tenant' | 'agent' | 'otherAgent' | 'manager' | 'admin', SignedIn>;
let society: string;
let otherSociety: string;

beforeAll(async () => {
  society = await insertSociety({ name: 'Desk Listing Gardens', external_key: 'desk-listing-gardens' });
  otherSociety = await insertSociety({ name: 'Elsewhere Towers' });
  people = {
    tenant: await signedInTenant('desk-listing-tenant'),
    agent: await signedInStaff('agent', [society]),
    otherAgent: await signedInStaff('agent', [otherSociety]),
    manager: await signedInStaff('manager'),
    admin: await signedInStaff('admin'),
  };
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

describe('editing a listing', () => {
  test('signed out, a tenant and agents get 404 and nothing changes; a manager and an admin save', async () => {
    const home = await homeForRent(society);
    const before = await listingRow(home.listingId);
    const audits = await auditCount();
    for (const cookie of [undefined, people.tenant.cookie, people.otherAgent.cookie, people.agent.cookie]) {
      const response = await patch(home.listingId, TERMS, cookie);
      expect(response.status).toBe(404);
    }
    expect(await listingRow(home.listingId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(revalidateTag).not.toHaveBeenCalled();

    expect((await patch(home.listingId, TERMS, people.manager.cookie)).status).toBe(200);
    expect(await listingRow(home.listingId)).toMatchObject({ expected_rent: 45000, expected_deposit: 135000, available_from_date: '2027-01-15', listing_status: 'Active' });
    expect((await patch(home.listingId, { ...TERMS, expected_rent: '46000' }, people.admin.cookie)).status).toBe(200);
    expect((await listingRow(home.listingId)).expected_rent).toBe(46000);
  });

  test('an unknown or malformed listing id is a 404', async () => {
    expect((await patch('1b7c1a52-0000-4000-8000-000000000000', TERMS, people.manager.cookie)).status).toBe(404);
    expect((await patch('not-an-id', TERMS, people.manager.cookie)).status).toBe(404);
  });

  test('bad values are refused with the import’s own messages and change nothing', async () => {
    const home = await homeForRent(society);
    const before = await listingRow(home.listingId);
    const audits = await auditCount();
    const cases: [column: string, value: string][] = [
      ['expected_rent', ''],
      ['expected_rent', 'lots'],
      ['expected_rent', '0'],
      ['expected_rent', '30000.50'],
      ['expected_deposit', '-1'],
      ['available_from_date', '15/01/2027'],
      ['available_from_date', '2027-02-30'],
    ];
    for (const [column, value] of cases) {
      const row = { external_key: 'x', property_key: 'y', expected_rent: '30000', expected_deposit: '', available_from_date: '', [column]: value };
      const header = Object.keys(row).join(',');
      const parsed = parseImportFile(`${header}\n${Object.values(row).join(',')}`, 'rent-listings');
      const importMessage = parsed.problems.find((problem) => problem.column === column)?.message;
      expect(importMessage).toBeTruthy();
      const response = await patch(home.listingId, { ...TERMS, [column]: value }, people.manager.cookie);
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toBe(importMessage);
    }
    // A word where the rent goes is not a missing rent, in the import as on the desk.
    const word = await patch(home.listingId, { ...TERMS, expected_rent: 'lots' }, people.manager.cookie);
    expect(await messageOf(word)).toBe('Expected a whole number');
    const statusRefused = await patch(home.listingId, { ...TERMS, listing_status: 'Sold' }, people.manager.cookie);
    expect(statusRefused.status).toBe(422);
    expect(await messageOf(statusRefused)).toBe('Expected one of: Active, Under offer, Rented, Inactive');
    // An Expired listing's form has no status chosen: that is refused, not read as Active.
    const noStatus = await patch(home.listingId, { ...TERMS, listing_status: '' }, people.manager.cookie);
    expect([noStatus.status, await messageOf(noStatus)]).toEqual([422, 'Status is required']);
    expect(await listingRow(home.listingId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  test('a change writes one audit row with before and after, confirms the listing and expires the import’s tags', async () => {
    const home = await homeForRent(society, 30000);
    const response = await patch(home.listingId, { ...TERMS, listing_status: 'Under offer' }, people.manager.cookie);
    expect(response.status).toBe(200);
    const rows = await getDb().select().from(audit_log).where(and(eq(audit_log.table_name, 'property_rent_listings'), eq(audit_log.row_id, home.listingId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'listing.update',
      actor_id: people.manager.id,
      actor_email: people.manager.email,
      before: { expected_rent: 30000, expected_deposit: 90000, immediate_flag: false, available_from_date: null, listing_status: 'Active' },
      after: { expected_rent: 45000, expected_deposit: 135000, immediate_flag: false, available_from_date: '2027-01-15', listing_status: 'Under offer' },
    });
    expect((await listingRow(home.listingId)).last_confirmed_at.getTime()).toBeGreaterThan(new Date('2026-01-02T00:00:00Z').getTime());
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort()).toEqual([`properties:${society}`, 'search', 'sitemap', `society:${society}`].sort());
  });

  test('a listing set to Rented leaves search and the properties page; Active brings it back', async () => {
    const own = await insertSociety({ name: 'Rented Away Residency' });
    const home = await homeForRent(own, 31000);
    const search = () => searchSocieties(searchParamsSchema.parse({ q: 'Rented Away Residency', listing: 'rent', maxBudget: '50000' }));
    expect((await search()).results.map((result) => result.id)).toEqual([own]);
    expect((await getRentListingDetails(own)).map((listing) => listing.id)).toEqual([home.listingId]);

    expect((await patch(home.listingId, { ...TERMS, expected_rent: '31000', listing_status: 'Rented' }, people.manager.cookie)).status).toBe(200);
    expect((await search()).results).toEqual([]);
    expect(await getRentListingDetails(own)).toEqual([]);

    expect((await patch(home.listingId, { ...TERMS, expected_rent: '31000', listing_status: 'Active' }, people.manager.cookie)).status).toBe(200);
    expect((await search()).results.map((result) => result.id)).toEqual([own]);
  });
});

describe('adding a listing', () => {
  const body = () => ({
    society_id: society,
    configuration: '3 bhk',
    house_number: 'C-702',
    floor_number: '7',
    furnishing: 'semi-furnished',
    sqft: '1450',
    facing: '',
    property_key: '',
    listing_key: '',
    ...TERMS,
  });

  test('signed out, a tenant and agents get 404 and nothing is written; a manager and an admin add', async () => {
    const before = await countRows();
    const audits = await auditCount();
    for (const cookie of [undefined, people.tenant.cookie, people.agent.cookie]) expect((await create(body(), cookie)).status).toBe(404);
    expect(await countRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);

    for (const person of [people.manager, people.admin]) {
      const response = await create(body(), person.cookie);
      expect(response.status).toBe(201);
    }
    expect(await countRows()).toEqual({ properties: before.properties + 2, listings: before.listings + 2 });
  });

  test('the home and listing are stored as the import would, with two audit rows and the society’s tags expired', async () => {
    const response = await create({ ...body(), property_key: 'desk-added-home', listing_key: 'desk-added-rent' }, people.manager.cookie);
    expect(response.status).toBe(201);
    const { listing } = (await response.json()) as { listing: { id: string; propertyId: string } };
    const [property] = await getDb().select().from(properties).where(eq(properties.id, listing.propertyId));
    const [config] = await getDb().select().from(bedroom_configurations).where(eq(bedroom_configurations.id, property!.bedroom_configuration_id!));
    expect(config!.name).toBe('3 BHK');
    expect(property).toMatchObject({ society_id: society, house_number: 'C-702', floor_number: 7, furnishing: 'Semi-Furnished', sqft: 1450, facing: null, external_key: 'desk-added-home' });
    expect(await listingRow(listing.id)).toMatchObject({ property_id: listing.propertyId, society_id: society, expected_rent: 45000, listing_status: 'Active', external_key: 'desk-added-rent' });
    const audits = await getDb().select().from(audit_log).where(sql`${audit_log.row_id} in (${listing.id}, ${listing.propertyId})`);
    expect(audits.map((row) => [row.action, row.actor_email]).sort()).toEqual([
      ['listing.create', people.manager.email],
      ['property.create', people.manager.email],
    ]);
    expect(audits.find((row) => row.action === 'listing.create')?.after).toMatchObject({ expected_rent: 45000, listing_status: 'Active' });
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort()).toEqual([`properties:${society}`, 'search', 'sitemap', `society:${society}`].sort());
    expect((await getRentListingDetails(society)).map((row) => row.id)).toContain(listing.id);
  });

  test('a retry with the same Idempotency-Key gets the first answer, not a second home', async () => {
    const before = await countRows();
    const send = () =>
      POST(
        new NextRequest(`${BASE_URL}/api/ops/listings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: people.manager.cookie, origin: ORIGIN, 'idempotency-key': 'desk-add-retry-0001' },
          body: JSON.stringify(body()),
        }),
        { params: Promise.resolve({}) },
      );
    const first = await send();
    expect(first.status).toBe(201);
    expect(revalidateTag).toHaveBeenCalled();
    jest.mocked(revalidateTag).mockClear();
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await countRows()).toEqual({ properties: before.properties + 1, listings: before.listings + 1 });
  });

  test('an unknown configuration, a taken key, a missing society or bad terms: refused, nothing written', async () => {
    const before = await countRows();
    const audits = await auditCount();

    // The import's own words for an unknown configuration (a properties file row).
    const report = await importText(`external_key,society_key,configuration\nprobe-home,desk-listing-gardens,9 BHK`, { dryRun: true });
    const importMessage = report.problems.find((problem) => problem.column === 'configuration')?.message;
    const unknown = await create({ ...body(), configuration: '9 BHK' }, people.manager.cookie);
    expect(unknown.status).toBe(422);
    expect(await messageOf(unknown)).toBe(importMessage);

    const taken = await create({ ...body(), listing_key: 'desk-added-rent' }, people.manager.cookie);
    expect(taken.status).toBe(409);
    const noSociety = await create({ ...body(), society_id: '' }, people.manager.cookie);
    expect([noSociety.status, await messageOf(noSociety)]).toEqual([422, 'Choose the society']);
    const goneSociety = await create({ ...body(), society_id: '1b7c1a52-0000-4000-8000-000000000000' }, people.manager.cookie);
    expect(goneSociety.status).toBe(422);
    const noBhk = await create({ ...body(), configuration: '' }, people.manager.cookie);
    expect([noBhk.status, await messageOf(noBhk)]).toEqual([422, 'Choose the BHK configuration']);
    const badFloor = await create({ ...body(), floor_number: '300' }, people.manager.cookie);
    expect([badFloor.status, await messageOf(badFloor)]).toEqual([422, 'Must be at most 200']);
    const badRent = await create({ ...body(), expected_rent: '' }, people.manager.cookie);
    expect([badRent.status, await messageOf(badRent)]).toEqual([422, 'Rent is required']);

    expect(await countRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('finding a listing', () => {
  test('the society picker answers managers only', async () => {
    for (const cookie of [undefined, people.tenant.cookie, people.agent.cookie]) {
      expect((await call(societyLookup, '/api/ops/listings/societies?q=desk', { cookie })).status).toBe(404);
    }
    const response = await call(societyLookup, '/api/ops/listings/societies?q=listing gard', { cookie: people.manager.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { societies: { id: string }[] }).societies.map((row) => row.id)).toEqual([society]);
    expect((await call(societyLookup, '/api/ops/listings/societies?q=d', { cookie: people.manager.cookie })).status).toBe(422);
    // A NUL never reaches PostgreSQL (which refuses one in text): the same 422 as any unsafe text.
    expect((await call(societyLookup, '/api/ops/listings/societies?q=a%00b', { cookie: people.manager.cookie })).status).toBe(422);
  });

  test('the table filters by society name, unit or key and status, one page at a time', async () => {
    const own = await insertSociety({ name: 'Paging 50% Heights' });
    const homes = [];
    for (let index = 0; index < 3; index += 1) homes.push(await homeForRent(own, 20000 + index * 1000, index === 2 ? 'Inactive' : 'Active'));
    const page = await listDeskListings(parseListingsQuery({ society: '50% heights', sort: 'rent', dir: 'asc', size: '25' }));
    expect(page.rows.map((row) => row.rent)).toEqual([20000, 21000, 22000]);
    expect(page.rows[0]).toMatchObject({ societyName: 'Paging 50% Heights', bedroom: '2 BHK', floor: 3 });
    // '%' is a letter here, not a wildcard.
    expect((await listDeskListings(parseListingsQuery({ society: '5%0' }))).rows).toEqual([]);
    expect((await listDeskListings(parseListingsQuery({ society: 'paging', status: 'Inactive' }))).rows.map((row) => row.id)).toEqual([homes[2]!.listingId]);
    expect((await listDeskListings(parseListingsQuery({ home: homes[1]!.key }))).rows.map((row) => row.id)).toEqual([homes[1]!.listingId]);
    expect((await listDeskListings(parseListingsQuery({ home: homes[0]!.propertyKey }))).rows.map((row) => row.id)).toEqual([homes[0]!.listingId]);
    expect((await listDeskListings(parseListingsQuery({ home: homes[2]!.unit.toLowerCase() }))).rows.map((row) => row.id)).toEqual([homes[2]!.listingId]);

    const first = await listDeskListings({ ...parseListingsQuery({ society: 'paging', sort: 'rent', dir: 'desc' }), size: 2 });
    expect([first.rows.map((row) => row.rent), first.hasNext]).toEqual([[22000, 21000], true]);
    const second = await listDeskListings({ ...parseListingsQuery({ society: 'paging', sort: 'rent', dir: 'desc', page: '2' }), size: 2 });
    expect([second.rows.map((row) => row.rent), second.hasNext]).toEqual([[20000], false]);
  });
});
