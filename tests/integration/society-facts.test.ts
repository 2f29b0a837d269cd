// A society's facts and rules for tenants, and the fair-rent median, on a real PostgreSQL: the CSV import and the
// desk's edits with their sources (who may edit: everyone else gets 404 and nothing is written; an audit row with
// before and after), the median rule (thin data gives none; history, not only the current rent), and the search's
// 'Bachelors allowed' and 'Pets allowed' matching stated rules only. next/cache is stood in for.
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { PUT } from '@/app/api/ops/listings/facts/[societyId]/route';
import { searchParamsSchema } from '@/lib/validation/search';
import { getDb } from '@/server/db/client';
import { audit_log, bedroom_configurations, gated_societies, properties, property_rent_listings, rent_listing_history, society_facts } from '@/server/db/schema';
import { importFile, importText } from '@/server/import/run-import';
import { searchSocieties } from '@/server/search/service';
import { getFairRent } from '@/server/societies/fair-rent';
import { getSocietyFacts } from '@/server/societies/facts';
import { getSocietyPageData } from '@/server/societies/service';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
useTestDatabase();

let counter = 0;
const put = (societyId: string, body: unknown, cookie?: string) =>
  call(PUT, `/api/ops/listings/facts/${societyId}`, { method: 'PUT', body, cookie, origin: BASE_URL, params: { societyId } });
const messageOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const factRows = (societyId: string) => getDb().select().from(society_facts).where(eq(society_facts.society_id, societyId)).orderBy(society_facts.fact);
const auditRows = (societyId: string) =>
  getDb().select().from(audit_log).where(and(eq(audit_log.table_name, 'society_facts'), sql`${audit_log.row_id} like ${`${societyId}/%`}`)).orderBy(audit_log.created_at);

async function configurationId(name: string) {
  const [row] = await getDb().select({ id: bedroom_configurations.id }).from(bedroom_configurations).where(eq(bedroom_configurations.name, name));
  return row!.id;
}

/** A home of `sqft` with a rent listing at `rent` (the trigger writes its first history row). */
async function rentListing(societyId: string, rent: number, sqft: number, bhk = '3 BHK', status = 'Active') {
  counter += 1;
  const db = getDb();
  const [property] = await db.insert(properties).values({ society_id: societyId, bedroom_configuration_id: await configurationId(bhk), sqft, house_number: `F-${counter}` }).returning({ id: properties.id });
  const [listing] = await db
    .insert(property_rent_listings)
    .values({ property_id: property!.id, society_id: societyId, expected_rent: rent, listing_status: status })
    .returning({ id: property_rent_listings.id });
  return listing!.id;
}

/** Moves a listing's history back in time, as if it had been listed `days` ago. */
async function backdate(listingId: string, days: number) {
  await getDb().update(rent_listing_history).set({ recorded_at: sql`now() - make_interval(days => ${days})` }).where(eq(rent_listing_history.listing_id, listingId));
}

let people: Record<'tenant' | 'agent' | 'manager' | 'admin', SignedIn>;
beforeAll(async () => {
  people = {
    tenant: await signedInTenant('facts-tenant'),
    agent: await signedInStaff('agent'),
    manager: await signedInStaff('manager'),
    admin: await signedInStaff('admin'),
  };
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

describe('the CSV import of facts and rules', () => {
  test('writes each fact with its source and date, reports bad rows by line, and an empty value clears a fact', async () => {
    const id = await insertSociety({ external_key: 'facts-lakeside' });
    const file = [
      'society_key,fact,value,source,checked_on',
      'facts-lakeside,rera_number,prm/ka/rera/1251/446/pr/171015/000475,rera_register,2026-10-02',
      'facts-lakeside,who_may_rent,Families and bachelors,association,2026-10-02',
      'facts-lakeside,pets,allowed,association,2026-10-02',
      'facts-lakeside,maintenance_per_sqft,3.5,association,2026-10-02',
      'facts-lakeside,moving_hours,"8 AM to 8 PM, not on Sundays",owner,2026-09-28',
    ].join('\n');
    const report = await importText(file);
    expect(report).toMatchObject({ kind: 'society-facts', outcome: 'imported', problems: [], counts: { created: 5 } });
    expect(await getSocietyFacts(id)).toEqual([
      { key: 'maintenance_per_sqft', value: '3.5', source: 'association', checkedOn: '2026-10-02' },
      { key: 'moving_hours', value: '8 AM to 8 PM, not on Sundays', source: 'owner', checkedOn: '2026-09-28' },
      { key: 'pets', value: 'allowed', source: 'association', checkedOn: '2026-10-02' },
      { key: 'rera_number', value: 'PRM/KA/RERA/1251/446/PR/171015/000475', source: 'rera_register', checkedOn: '2026-10-02' },
      { key: 'who_may_rent', value: 'both', source: 'association', checkedOn: '2026-10-02' },
    ]);
    expect(report.touched.societyIds).toContain(id);

    // The same file again changes nothing; an empty value makes the fact unknown again.
    expect((await importText(file)).counts).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    const cleared = await importText('society_key,fact,value,source,checked_on\nfacts-lakeside,pets,,,');
    expect(cleared).toMatchObject({ outcome: 'imported', counts: { updated: 1 } });
    expect((await getSocietyFacts(id)).map((fact) => fact.key)).not.toContain('pets');
  });

  test('the sample file (docs/import/society-facts.csv) imports onto the sample societies', async () => {
    const sample = (name: string) => path.join(process.cwd(), 'docs/import', `${name}.csv`);
    expect((await importFile(sample('societies'), { createMissing: true })).outcome).toBe('imported');
    const report = await importFile(sample('society-facts'));
    expect(report).toMatchObject({ kind: 'society-facts', outcome: 'imported', problems: [], counts: { created: 19, unchanged: 1 } });
    const [lakeside] = await getDb().select({ id: gated_societies.id }).from(gated_societies).where(eq(gated_societies.external_key, 'acme-lakeside'));
    expect(await getSocietyFacts(lakeside!.id)).toHaveLength(17);
  });

  test('a file with a bad row is refused whole, each problem on its line and column', async () => {
    const id = await insertSociety({ external_key: 'facts-refused' });
    const report = await importText(
      [
        'society_key,fact,value,source,checked_on',
        'facts-refused,pets,allowed,association,2026-10-02',
        'facts-refused,pets,maybe,association,2026-10-02',
        'facts-refused,khata,a,,2026-10-02',
        'facts-refused,water_source,cauvery,association,2099-01-01',
        'facts-refused,colour,blue,association,2026-10-02',
        'no-such-society,pets,allowed,association,2026-10-02',
        'facts-refused,rera_number,12345,rera_register,2026-10-02',
      ].join('\n'),
    );
    expect(report.outcome).toBe('rejected');
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { line: 3, column: 'value', message: 'Pets: expected allowed, not_allowed' },
        { line: 4, column: 'source', message: 'A stated fact needs its source' },
        { line: 5, column: 'checked_on', message: 'The date it was checked cannot be in the future' },
        expect.objectContaining({ line: 6, column: 'fact' }),
        { line: 7, column: 'society_key', message: 'No society has the key "no-such-society"' },
        { line: 8, column: 'value', message: 'RERA registration: A Karnataka RERA number starts with PRM/KA/RERA/' },
      ]),
    );
    expect(await factRows(id)).toEqual([]);
  });
});

describe('the desk edits a fact', () => {
  const BODY = { fact: 'water_source', value: 'tanker', source: 'our_visit', checked_on: '2026-11-01' };

  test('signed out, a tenant and an agent get 404 and nothing is written; a manager and an admin save with an audit row', async () => {
    const id = await insertSociety();
    for (const cookie of [undefined, people.tenant.cookie, people.agent.cookie]) {
      expect((await put(id, BODY, cookie)).status).toBe(404);
    }
    expect(await factRows(id)).toEqual([]);
    expect(await auditRows(id)).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();

    const saved = await put(id, BODY, people.manager.cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ changed: true });
    expect(await factRows(id)).toMatchObject([{ fact: 'water_source', value: 'tanker', source: 'our_visit', checked_on: '2026-11-01' }]);
    expect(revalidateTag).toHaveBeenCalledWith(`society:${id}`);

    expect((await put(id, { ...BODY, value: 'Cauvery', source: 'association', checked_on: '2026-11-20' }, people.admin.cookie)).status).toBe(200);
    expect((await put(id, { fact: 'water_source', value: '' }, people.admin.cookie)).status).toBe(200);
    expect(await factRows(id)).toEqual([]);

    const audits = await auditRows(id);
    expect(audits.map((row) => [row.action, row.actor_email, row.before, row.after])).toEqual([
      ['society_fact.set', people.manager.email, null, { value: 'tanker', source: 'our_visit', checked_on: '2026-11-01' }],
      ['society_fact.set', people.admin.email, { value: 'tanker', source: 'our_visit', checked_on: '2026-11-01' }, { value: 'cauvery', source: 'association', checked_on: '2026-11-20' }],
      ['society_fact.clear', people.admin.email, { value: 'cauvery', source: 'association', checked_on: '2026-11-20' }, null],
    ]);
    expect(audits.every((row) => row.row_id === `${id}/water_source`)).toBe(true);
  });

  test('bad values are refused with the import’s messages and change nothing; an unknown society is a 404', async () => {
    const id = await insertSociety();
    const cases: [body: Record<string, unknown>, message: string][] = [
      [{ ...BODY, value: 'river' }, 'Water: expected cauvery, borewell, tanker, mixed'],
      [{ ...BODY, source: '' }, 'Choose where it came from'],
      [{ ...BODY, checked_on: '2026-02-30' }, 'Give the date it was checked (yyyy-mm-dd)'],
      [{ ...BODY, checked_on: '2099-01-01' }, 'The date it was checked cannot be in the future'],
      [{ ...BODY, fact: 'colour' }, 'Unknown fact'],
      [{ fact: 'move_in_fee', value: '-5', source: 'association', checked_on: '2026-11-01' }, 'Move-in fee: expected whole rupees from 0 to 1000000'],
    ];
    for (const [body, message] of cases) {
      const response = await put(id, body, people.manager.cookie);
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toBe(message);
    }
    expect(await factRows(id)).toEqual([]);
    expect(await auditRows(id)).toEqual([]);
    expect((await put('1b7c1a52-0000-4000-8000-000000000000', BODY, people.manager.cookie)).status).toBe(404);
    expect((await put('not-an-id', BODY, people.manager.cookie)).status).toBe(404);
  });

  test('saving the same value again writes no audit row', async () => {
    const id = await insertSociety();
    await put(id, BODY, people.manager.cookie);
    const again = await put(id, BODY, people.manager.cookie);
    expect(await again.json()).toEqual({ changed: false });
    expect(await auditRows(id)).toHaveLength(1);
  });
});

describe('the fair-rent median', () => {
  test('thin data gives none: two listings of a configuration are not enough, three are', async () => {
    const id = await insertSociety();
    await rentListing(id, 30000, 1000);
    await rentListing(id, 40000, 1000);
    await rentListing(id, 20000, 1000, '2 BHK');
    expect((await getFairRent(id)).medians).toEqual({});
    await rentListing(id, 35000, 1000);
    expect((await getFairRent(id)).medians).toEqual({ '3 BHK': 35 });
    const page = await getSocietyPageData(id);
    expect(page!.fairRent.medians).toEqual({ '3 BHK': 35 });
  });

  test('history, not only the current rent: rented listings and earlier rents count; rents older than 12 months do not', async () => {
    const id = await insertSociety();
    const a = await rentListing(id, 30000, 1000);
    const b = await rentListing(id, 32000, 1000, '3 BHK', 'Rented');
    const c = await rentListing(id, 34000, 1000);
    await backdate(a, 60);
    await backdate(b, 60);
    await backdate(c, 60);
    // Listing a asks more now: its earlier month's rent stays in the median, beside the new one.
    await getDb().update(property_rent_listings).set({ expected_rent: 60000 }).where(eq(property_rent_listings.id, a));
    expect(await getDb().select({ rent: rent_listing_history.rent }).from(rent_listing_history).where(eq(rent_listing_history.listing_id, a)).orderBy(rent_listing_history.recorded_at)).toEqual([
      { rent: 30000 },
      { rent: 60000 },
    ]);
    // Points 30, 32, 34 (two months ago) and 60 (now): the median is 33; from current rents alone it would be 34.
    expect((await getFairRent(id)).medians).toEqual({ '3 BHK': 33 });

    // A rent change within the same month replaces that month's point rather than adding one.
    await getDb().update(property_rent_listings).set({ expected_rent: 50000 }).where(eq(property_rent_listings.id, a));
    expect((await getFairRent(id)).medians).toEqual({ '3 BHK': 33 });

    // Thirteen months back is out of the window: 3 listings no longer support a median.
    await backdate(b, 400);
    await backdate(c, 400);
    expect((await getFairRent(id)).medians).toEqual({});
  });

  test('the monthly medians list months with 3 listings or more', async () => {
    const id = await insertSociety();
    for (const rent of [30000, 31000, 32000]) await backdate(await rentListing(id, rent, 1000), 45);
    for (const rent of [33000, 34000]) await rentListing(id, rent, 1000);
    const { months } = await getFairRent(id);
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({ median: 31, listings: 3 });
  });

  test("a month is India's: a rent asked at 00:01 on 1 Dec in India (18:31 UTC on 30 Nov) counts in December", async () => {
    const id = await insertSociety();
    const at = async (listingId: string, instant: string) =>
      getDb().update(rent_listing_history).set({ recorded_at: new Date(instant) }).where(eq(rent_listing_history.listing_id, listingId));
    for (const rent of [30000, 31000, 32000]) await at(await rentListing(id, rent, 1000), '2026-11-30T18:31:00Z');
    for (const rent of [40000, 41000, 42000]) await at(await rentListing(id, rent, 1000), '2026-11-30T18:29:00Z');
    const { months } = await getFairRent(id, new Date('2026-12-15T06:30:00Z'));
    expect(months).toEqual([
      { month: '2026-11', median: 41, listings: 3 },
      { month: '2026-12', median: 31, listings: 3 },
    ]);
  });
});

describe('the search filters on stated rules', () => {
  test("'Bachelors allowed' and 'Pets allowed' match only societies that state it", async () => {
    const stamp = Date.now();
    const names = { both: `Rules Both ${stamp}`, families: `Rules Families ${stamp}`, silent: `Rules Silent ${stamp}`, bachelorsNoPets: `Rules Bachelors ${stamp}` };
    const ids = Object.fromEntries(await Promise.all(Object.entries(names).map(async ([key, name]) => [key, await insertSociety({ name })]))) as Record<keyof typeof names, string>;
    const state = (societyId: string, fact: string, value: string) => getDb().insert(society_facts).values({ society_id: societyId, fact, value, source: 'association', checked_on: '2026-10-01' });
    await state(ids.both, 'who_may_rent', 'both');
    await state(ids.both, 'pets', 'allowed');
    await state(ids.families, 'who_may_rent', 'families');
    await state(ids.families, 'pets', 'allowed');
    await state(ids.bachelorsNoPets, 'who_may_rent', 'bachelors');
    await state(ids.bachelorsNoPets, 'pets', 'not_allowed');

    const found = async (rules: string) => {
      const params = searchParamsSchema.parse({ type: 'filtered', q: `Rules`, rules });
      const result = await searchSocieties(params);
      return result.results.map((row) => row.name).filter((name) => name.endsWith(String(stamp))).sort();
    };
    expect(await found('bachelors')).toEqual([names.bachelorsNoPets, names.both].sort());
    expect(await found('pets')).toEqual([names.both, names.families].sort());
    expect(await found('pets,bachelors')).toEqual([names.both]);
    expect(await found('')).toEqual(Object.values(names).sort());
    // An unknown rule is dropped, as an unknown amenity is.
    expect(searchParamsSchema.parse({ type: 'filtered', rules: 'pets,smokers' }).rules).toEqual(['pets']);
  });
});
