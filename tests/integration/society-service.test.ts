// The society gateway on the seeded demo data plus a hand-made society whose listings exercise the rules.
import { and, eq } from 'drizzle-orm';
import { normalizedSocietyKey, societySlug } from '@/lib/slugs';
import { getDb } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { gated_societies, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import {
  findSocietyId,
  getRentListings,
  getSaleListings,
  getSocietyDetail,
  getSocietyPageData,
} from '@/server/societies/service';
import { listSocietiesForSitemap } from '@/server/seo/sitemap';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety } from './society-fixtures';

const db = useTestDatabase();

const idOf = async (name: string) => (await getDb().select({ id: gated_societies.id }).from(gated_societies).where(eq(gated_societies.name, name)))[0]!.id;

beforeAll(async () => {
  await seedDatabase(db.url(), { writeFiles: false });
});

describe('findSocietyId', () => {
  test.each([
    ['the slug of a name with a hyphen', 'Sobha Silicon-Oasis', 'Sobha-Silicon--Oasis'],
    ['the spec form of that name (the hyphen as a single dash)', 'Sobha Silicon-Oasis', 'Sobha-Silicon-Oasis'],
    ['the slug of a name with a spaced dash (triple dash)', 'Brigade Orchards - Aspen Block', 'Brigade-Orchards---Aspen-Block'],
    ['a lower-cased link', 'Brigade Orchards - Aspen Block', 'brigade-orchards-aspen-block'],
    ['a percent-encoded slug', 'Brigade Orchards - Aspen Block', encodeURIComponent('Brigade-Orchards---Aspen-Block')],
  ])('resolves %s', async (_label, name, param) => {
    expect(await findSocietyId(param)).toBe(await idOf(name));
  });

  test('resolves every seeded society by its slug and by its uuid', async () => {
    const all = await getDb().select({ id: gated_societies.id, name: gated_societies.name }).from(gated_societies);
    expect(all.length).toBeGreaterThanOrEqual(90);
    for (const society of all) {
      expect(await findSocietyId(societySlug(society.name))).toBe(society.id);
      expect(await findSocietyId(society.id)).toBe(society.id);
      expect(await findSocietyId(society.id.toUpperCase())).toBe(society.id);
    }
  });

  test('prefers the exact name over a name that only normalises the same', async () => {
    const spaced = await insertSociety({ name: 'Twin Peaks Residency' });
    const hyphenated = await insertSociety({ name: 'Twin-Peaks Residency' });
    expect(normalizedSocietyKey('Twin Peaks Residency')).toBe(normalizedSocietyKey('Twin-Peaks Residency'));
    expect(await findSocietyId(societySlug('Twin Peaks Residency'))).toBe(spaced);
    expect(await findSocietyId(societySlug('Twin-Peaks Residency'))).toBe(hyphenated);
  });

  test('knows nothing of unknown names and ids', async () => {
    expect(await findSocietyId('No-Such-Society')).toBeNull();
    expect(await findSocietyId('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await findSocietyId('---')).toBeNull();
    expect(await getSocietyPageData('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('getSocietyDetail', () => {
  test('joins builder, zone and location names and resolves photos to site-relative URLs', async () => {
    const society = (await getSocietyDetail(await idOf('Sobha Silicon-Oasis')))!;
    expect(society.name).toBe('Sobha Silicon-Oasis');
    expect(society.builder?.name).toBe('Sobha');
    expect(society.zone).toBeTruthy();
    expect(society.location).toBeTruthy();
    expect(society.photos.length).toBeGreaterThan(0);
    expect(new Set(society.photos).size).toBe(society.photos.length);
    expect(society.photos[0]).toMatch(/^\/storage\/v1\/object\/public\/societies\/.+\.svg$/);
    expect(Object.keys(society.amenities)).toHaveLength(33);
    expect(Object.keys(society.utilities)).toEqual(['power_backup_24_7', 'ev_charging', 'pipeline_gas', 'centralized_dth', 'waste_disposal']);
  });
});

describe('listings of a society', () => {
  let societyId = '';
  // bedroom_configurations from the seed: 3 = '2 BHK' (order 3), 5 = '3 BHK' (order 5), 9 = 'Penthouse' (no order).
  beforeAll(async () => {
    societyId = await insertSociety({ name: 'Listing Rules Enclave' });
    const home = async (bedroom: number, sqft = 1000) =>
      (await getDb().insert(properties).values({ society_id: societyId, bedroom_configuration_id: bedroom, sqft }).returning({ id: properties.id }))[0]!.id;
    const rent = async (bedroom: number, expected_rent: number, listing_status = 'Active', own: number | null = bedroom) =>
      getDb().insert(property_rent_listings).values({ property_id: await home(bedroom), society_id: societyId, expected_rent, listing_status, bedroom_configuration_id: own });
    await rent(5, 50_000);
    await rent(9, 20_000); // unknown sort order: last, whatever the rent
    await rent(3, 40_000);
    await rent(3, 30_000, 'Active', null); // configuration only on the property
    await rent(3, 10_000, 'Inactive');
    await rent(3, 1_000, 'Rented');
    const sale = async (bedroom: number, listing_price: number, listing_status = 'Active') =>
      getDb().insert(property_sale_listings).values({ property_id: await home(bedroom), society_id: societyId, listing_price, listing_status, rental_yield: 30_000 });
    await sale(9, 90_000_000);
    await sale(5, 20_000_000);
    await sale(3, 9_000_000, 'Sold');
  });

  test('rent: only Active, by bedroom sort order (unknown as 999), then rent ascending', async () => {
    const { count, listings } = await getRentListings(societyId);
    expect(count).toBe(4);
    expect(listings.map((listing) => [listing.bedroom, listing.rent])).toEqual([
      ['2 BHK', 30_000],
      ['2 BHK', 40_000],
      ['3 BHK', 50_000],
      ['Penthouse', 20_000],
    ]);
  });

  test("rent cards carry the owner's preferred tenant and pets rule (the booking sheet compares them)", async () => {
    await getDb().update(property_rent_listings).set({ preferred_tenant: ['Bachelors'], pets_allowed: true }).where(and(eq(property_rent_listings.society_id, societyId), eq(property_rent_listings.expected_rent, 50_000)));
    const { listings } = await getRentListings(societyId);
    expect(listings.map((listing) => [listing.rent, listing.preferredTenants, listing.petsAllowed])).toEqual([
      [30_000, [], false],
      [40_000, [], false],
      [50_000, ['Bachelors'], true],
      [20_000, [], false],
    ]);
  });

  test('sale: only Active, by bedroom sort order', async () => {
    const { count, listings } = await getSaleListings(societyId);
    expect(count).toBe(2);
    expect(listings.map((listing) => [listing.bedroom, listing.price, listing.monthlyRent])).toEqual([
      ['3 BHK', 20_000_000, 30_000],
      ['Penthouse', 90_000_000, 30_000],
    ]);
  });

  test('the page shows a few cards but counts them all', async () => {
    const { count, listings } = await getRentListings(societyId, 2);
    expect(count).toBe(4);
    expect(listings).toHaveLength(2);
  });

  test('seeded societies never show a listing that is not Active', async () => {
    const inactive = await getDb()
      .select({ society: property_rent_listings.society_id, id: property_rent_listings.id })
      .from(property_rent_listings)
      .where(eq(property_rent_listings.listing_status, 'Inactive'))
      .limit(5);
    expect(inactive.length).toBeGreaterThan(0);
    for (const row of inactive) {
      const { listings } = await getRentListings(row.society, 1000);
      expect(listings.map((listing) => listing.id)).not.toContain(row.id);
    }
  });
});

test('the sitemap lists verified societies only', async () => {
  const listed = await listSocietiesForSitemap(0, 10_000);
  const verified = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.status, 'verified'));
  expect(listed.map((row) => row.name).sort()).toEqual(verified.map((row) => row.name).sort());
});
