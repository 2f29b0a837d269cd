// `npm run import` against a real PostgreSQL: the sample files create what they say, a second run changes
// nothing, a bad row imports nothing and is reported by line and column, unknown builders and places are refused
// unless --create-missing, --skip-invalid imports the rest, a dry run writes nothing, an update confirms listings.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/server/db/client';
import { builders, gated_societies, properties, property_rent_listings, property_sale_listings, sub_locations } from '@/server/db/schema';
import { importFile, importText } from '@/server/import/run-import';
import { useTestDatabase } from '../helpers/test-db';

useTestDatabase();

const sample = (name: string) => path.join(process.cwd(), 'docs', 'import', `${name}.csv`);
const SAMPLES = ['societies', 'properties', 'rent-listings', 'sale-listings'] as const;
const count = async (table: PgTable) =>
  Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from ${table}`)).rows[0]!.n);

async function snapshot() {
  const db = getDb();
  const strip = <T extends Record<string, unknown>>(rows: T[], ...keys: string[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    societies: strip(await db.select().from(gated_societies)),
    properties: strip(await db.select().from(properties)),
    rent: strip(await db.select().from(property_rent_listings), 'last_confirmed_at'),
    sale: strip(await db.select().from(property_sale_listings), 'last_confirmed_at'),
  };
}

describe('the sample files', () => {
  const firstRun = new Date('2026-11-20T06:00:00Z');

  test('an import without --create-missing refuses unknown builders and places and writes nothing', async () => {
    const report = await importFile(sample('societies'));
    expect(report.outcome).toBe('rejected');
    expect(report.problems).toContainEqual({
      line: 2,
      column: 'builder',
      message: 'Unknown builder "Acme Developers": add it first, or run the import with --create-missing to create it',
    });
    expect(report.problems).toContainEqual(expect.objectContaining({ line: 2, column: 'zone' }));
    expect(await count(gated_societies)).toBe(0);
    expect(await count(builders)).toBe(0);
  });

  test('create what they say', async () => {
    const reports = [];
    for (const name of SAMPLES) reports.push(await importFile(sample(name), { createMissing: true, now: firstRun }));
    expect(reports.map((report) => [report.kind, report.outcome, report.counts.created, report.counts.updated, report.counts.unchanged])).toEqual([
      ['societies', 'imported', 3, 0, 0],
      ['properties', 'imported', 4, 0, 0],
      ['rent-listings', 'imported', 3, 0, 0],
      ['sale-listings', 'imported', 2, 0, 0],
    ]);
    expect(reports[0]!.counts.referencesCreated).toEqual({ builder: 2, zone: 3, city: 1, location: 3, 'sub-location': 3 });

    const [lakeside] = await getDb().select().from(gated_societies).where(eq(gated_societies.external_key, 'acme-lakeside'));
    expect(lakeside).toMatchObject({
      name: 'Acme Lakeside Residences',
      project_type: 'Apartment',
      project_status: 'Ready to Move-in',
      category: 'Premium',
      total_units: 540,
      completion_date: '2021-06-30',
      latitude: 12.9837,
      bedroom_configurations: ['2 BHK', '3 BHK'],
      project_highlights: ['Lake-facing towers', '5 minutes from ITPL, Whitefield'],
      primary_photo: 'https://images.example.com/acme-lakeside/1.jpg',
      swimming_pool: true,
      ev_charging: false,
      status: 'verified',
    });
    const [northwind] = await getDb().select().from(gated_societies).where(eq(gated_societies.external_key, 'northwind-heights'));
    expect(northwind?.status).toBe('unverified');
    expect((await getDb().select({ name: builders.name }).from(builders)).map((row) => row.name).sort()).toEqual(['Acme Developers', 'Northwind Homes']);
    expect(await count(sub_locations)).toBe(3);

    const rent = await getDb().select().from(property_rent_listings);
    expect(rent.map((row) => row.listing_status).sort()).toEqual(['Active', 'Active', 'Inactive']);
    expect(rent.every((row) => row.last_confirmed_at.getTime() === firstRun.getTime())).toBe(true);
    const [lakeRent] = rent.filter((row) => row.external_key === 'rent-acme-lakeside-a-1203');
    expect(lakeRent).toMatchObject({ expected_rent: 65_000, immediate_flag: true, preferred_tenant: ['Family', 'Company'], bedroom_configuration_id: 5, society_id: lakeside!.id });
    const sale = await getDb().select().from(property_sale_listings);
    expect(sale.map((row) => row.listing_price).sort()).toEqual([21_500_000, 42_500_000]);
    expect(sale.find((row) => row.external_key === 'sale-acme-greens-v-17')?.highlights).toEqual(['Corner plot', 'Private garden, 1,200 sqft']);
  });

  test('a second run changes nothing (listings are only confirmed again)', async () => {
    const before = await snapshot();
    const secondRun = new Date('2026-11-21T06:00:00Z');
    for (const name of SAMPLES) {
      const report = await importFile(sample(name), { createMissing: true, now: secondRun });
      expect(report.outcome).toBe('imported');
      expect(report.counts).toMatchObject({ created: 0, updated: 0, unchanged: report.rows, skipped: 0, referencesCreated: {} });
    }
    expect(await snapshot()).toEqual(before);
    const confirmed = await getDb().select({ at: property_rent_listings.last_confirmed_at }).from(property_rent_listings);
    expect(confirmed.every((row) => row.at.getTime() === secondRun.getTime())).toBe(true);
  });
});

describe('problems', () => {
  const header =
    'external_key,name,builder,zone,location,project_type,project_status,total_units,completion_date,lift,swimming_pool';
  const good = (n: number) => `bad-file-${n},Bad File Society ${n},Acme Developers,Bengaluru East,Whitefield,Apartment,New Launch,100,2028-01-31,yes,no`;

  test('a file with one bad row imports nothing and reports the line and column', async () => {
    const societiesBefore = await count(gated_societies);
    const text = [header, good(1), 'bad-file-2,Bad File Society 2,Acme Developers,Bengaluru East,Whitefield,Apartment,New Launch,many,2028-02-30,maybe,no', good(3)].join('\n');
    const report = await importText(text);
    expect(report.outcome).toBe('rejected');
    expect(report.problems).toEqual([
      { line: 3, column: 'total_units', message: 'Expected a whole number' },
      { line: 3, column: 'completion_date', message: 'Not a calendar date' },
      { line: 3, column: 'lift', message: 'Expected yes or no' },
    ]);
    expect(report.counts.created).toBe(0);
    expect(await count(gated_societies)).toBe(societiesBefore);
  });

  test('--skip-invalid imports the good rows and counts the bad one as skipped', async () => {
    const text = [header, good(1), 'bad-file-2,,Acme Developers,Bengaluru East,Whitefield,Villa,Sold out,,,,', good(3)].join('\n');
    const report = await importText(text, { skipInvalid: true });
    expect(report.outcome).toBe('imported');
    expect(report.problems).toEqual([
      { line: 3, column: 'name', message: 'Name is required' },
      { line: 3, column: 'project_status', message: 'Expected one of: Under Construction, Ready to Move-in, New Launch' },
    ]);
    expect(report.counts).toMatchObject({ created: 2, skipped: 1 });
  });

  test('an unknown column, a duplicate key and a missing reference are reported, not ignored', async () => {
    expect((await importText(`${header},swimmingpool\n${good(9)},yes`)).problems).toEqual([
      { line: 1, column: 'swimmingpool', message: 'Unknown column for societies: swimmingpool' },
    ]);
    expect((await importText([header, good(7), good(7).replace('Society 7', 'Society 8')].join('\n'))).problems).toEqual([
      { line: 3, column: 'external_key', message: 'Key "bad-file-7" is already used on line 2' },
    ]);
    const listing = await importText('external_key,property_key,expected_rent\nr-1,no-such-home,25000');
    expect(listing.kind).toBe('rent-listings');
    expect(listing.problems).toEqual([
      { line: 2, column: 'property_key', message: 'No property has the key "no-such-home": import the properties file first' },
    ]);
  });

  test('a cell with a line break keeps the right line numbers', async () => {
    const text = [header, `bad-file-10,"Two\nLines",Acme Developers,Bengaluru East,Whitefield,Apartment,New Launch,100,,,`, 'bad-file-11,Next,Acme Developers,Bengaluru East,Whitefield,Apartment,New Launch,-1,,,'].join('\n');
    const report = await importText(text, { dryRun: true });
    expect(report.problems).toEqual([{ line: 4, column: 'total_units', message: 'Must be at least 1' }]);
  });

  test('a dry run reports what it would do and writes nothing', async () => {
    const before = await count(gated_societies);
    const report = await importText([header, good(20), good(21)].join('\n'), { dryRun: true });
    expect(report).toMatchObject({ outcome: 'dry-run', counts: { created: 2 } });
    expect(await count(gated_societies)).toBe(before);
  });
});

describe('updates', () => {
  test('a changed rent updates the row, confirms it and touches its society pages; other columns stay', async () => {
    const header = 'external_key,property_key,expected_rent';
    const now = new Date('2026-11-22T06:00:00Z');
    const report = await importText(`${header}\nrent-acme-lakeside-a-1203,acme-lakeside-a-1203,62000`, { now });
    expect(report.counts).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [row] = await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.external_key, 'rent-acme-lakeside-a-1203'));
    expect(row).toMatchObject({ expected_rent: 62_000, expected_deposit: 300_000, immediate_flag: true, last_confirmed_at: now });
    expect([...report.touched.societyIds]).toEqual([row!.society_id]);
    expect(report.touched.search).toBe(true);
  });

  test('a society takes over an unkeyed row of the same name (e.g. the demo seed) instead of failing', async () => {
    const [seeded] = await getDb()
      .insert(gated_societies)
      .values({ name: 'Seeded Before Import', project_type: 'Villa', project_status: 'New Launch' })
      .returning({ id: gated_societies.id });
    const report = await importText('external_key,name,project_type,project_status\nseeded-1,Seeded Before Import,Villa,Ready to Move-in');
    expect(report.counts).toMatchObject({ created: 0, updated: 1 });
    const [row] = await getDb().select().from(gated_societies).where(eq(gated_societies.id, seeded!.id));
    expect(row).toMatchObject({ external_key: 'seeded-1', project_status: 'Ready to Move-in' });
  });

  test("a rename onto another society's name is refused, not a database error", async () => {
    await getDb().insert(gated_societies).values({ name: 'Unkeyed Neighbour', project_type: 'Villa', project_status: 'New Launch' });
    const report = await importText('external_key,name,project_type,project_status\nseeded-1,Unkeyed Neighbour,Villa,Ready to Move-in');
    expect(report.outcome).toBe('rejected');
    expect(report.problems).toEqual([{ line: 2, column: 'name', message: 'Another society is already named "Unkeyed Neighbour"' }]);
  });
});
