// The search's 'Pets allowed' and 'Bachelors allowed' read the homes too (server/search/rule-homes.ts), on a real
// PostgreSQL: a society matches when its association allows the rule, or when it states nothing on it and a live
// (Active) rent home's owner allows it ('Pets allowed'; 'Preferred tenant' Bachelors or Any); the card's line says
// which, with the number of homes. An association that states the opposite is not outvoted by its homes.
import { sql } from 'drizzle-orm';
import { searchParamsSchema } from '@/lib/validation/search';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, society_facts } from '@/server/db/schema';
import { searchSocieties } from '@/server/search/service';
import { ruleMatchesBySociety } from '@/server/search/rule-homes';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety } from './society-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useTestDatabase();

let homeCounter = 0;
/** A rent home of the society with what its owner said about pets and tenants. */
async function rentHome(societyId: string, home: { pets?: boolean; tenants?: string[]; status?: string }) {
  homeCounter += 1;
  const db = getDb();
  const [property] = await db.insert(properties).values({ society_id: societyId, house_number: `R-${homeCounter}` }).returning({ id: properties.id });
  await db.insert(property_rent_listings).values({
    property_id: property!.id,
    society_id: societyId,
    expected_rent: 30_000,
    listing_status: home.status ?? 'Active',
    pets_allowed: home.pets ?? false,
    preferred_tenant: home.tenants ?? ['Family'],
  });
}

const state = (societyId: string, fact: string, value: string) =>
  getDb().insert(society_facts).values({ society_id: societyId, fact, value, source: 'association', checked_on: '2026-10-01' });

/** The names found by a search for the stamp's societies with these rules (every zone). */
async function found(stamp: string, rules: string): Promise<string[]> {
  const result = await searchSocieties(searchParamsSchema.parse({ type: 'filtered', q: stamp, rules }));
  return result.results.map((row) => row.name).sort();
}

describe("'Pets allowed' reads the association and the homes", () => {
  const stamp = `Pets ${Date.now()}`;
  const names = {
    association: `${stamp} Association`,
    homes: `${stamp} Homes`,
    neither: `${stamp} Neither`,
    inactive: `${stamp} Inactive`,
    forbidden: `${stamp} Forbidden`,
  };
  let ids: Record<keyof typeof names, string>;

  beforeAll(async () => {
    ids = Object.fromEntries(await Promise.all(Object.entries(names).map(async ([key, name]) => [key, await insertSociety({ name })]))) as typeof ids;
    // The association allows pets; its one home says nothing of them.
    await state(ids.association, 'pets', 'allowed');
    await rentHome(ids.association, { pets: false });
    // Unknown rule, two live homes allow pets, one does not, and a rented one did.
    await rentHome(ids.homes, { pets: true });
    await rentHome(ids.homes, { pets: true });
    await rentHome(ids.homes, { pets: false });
    await rentHome(ids.homes, { pets: true, status: 'Rented' });
    // Unknown rule and no home allows pets.
    await rentHome(ids.neither, { pets: false });
    // Unknown rule; the only home that allows pets is Inactive.
    await rentHome(ids.inactive, { pets: true, status: 'Inactive' });
    await rentHome(ids.inactive, { pets: false });
    // The association forbids pets; a home's owner says they are welcome.
    await state(ids.forbidden, 'pets', 'not_allowed');
    await rentHome(ids.forbidden, { pets: true });
  });

  test('the association allowing, or a live home allowing under a silent association, matches; nothing else does', async () => {
    expect(await found(stamp, 'pets')).toEqual([names.association, names.homes].sort());
    expect(await found(stamp, '')).toEqual(Object.values(names).sort());
  });

  test('the card says which: the association, or how many live homes', async () => {
    const matches = await ruleMatchesBySociety(['pets'], [ids.association, ids.homes]);
    expect(matches.get(ids.association)).toEqual([{ rule: 'pets', by: 'society' }]);
    // Two Active homes: the rented one and the one that said no do not count.
    expect(matches.get(ids.homes)).toEqual([{ rule: 'pets', by: 'homes', homes: 2 }]);
  });

  test('a home that stops being live takes its society out of the results', async () => {
    const society = await insertSociety({ name: `${stamp} Withdrawn` });
    await rentHome(society, { pets: true });
    expect(await found(stamp, 'pets')).toContain(`${stamp} Withdrawn`);
    await getDb().execute(sql`update property_rent_listings set listing_status = 'Inactive' where society_id = ${society}`);
    expect(await found(stamp, 'pets')).not.toContain(`${stamp} Withdrawn`);
  });
});

describe("'Bachelors allowed' reads the association and the homes' preferred tenants", () => {
  const stamp = `Bachelors ${Date.now()}`;
  const names = {
    association: `${stamp} Association`,
    bachelorsHome: `${stamp} Bachelor Home`,
    anyHome: `${stamp} Any Home`,
    noPreference: `${stamp} No Preference`,
    families: `${stamp} Family Homes`,
    inactive: `${stamp} Inactive`,
    familiesOnly: `${stamp} Families Only`,
  };
  let ids: Record<keyof typeof names, string>;

  beforeAll(async () => {
    ids = Object.fromEntries(await Promise.all(Object.entries(names).map(async ([key, name]) => [key, await insertSociety({ name })]))) as typeof ids;
    await state(ids.association, 'who_may_rent', 'both');
    await rentHome(ids.bachelorsHome, { tenants: ['Family', 'Bachelors'] });
    await rentHome(ids.anyHome, { tenants: ['Any'] });
    await rentHome(ids.anyHome, { tenants: ['Bachelors'] });
    await rentHome(ids.anyHome, { tenants: ['Company'] });
    // No preference given reads as 'Any' on the listing.
    await rentHome(ids.noPreference, { tenants: [] });
    await rentHome(ids.families, { tenants: ['Family', 'Company'] });
    await rentHome(ids.inactive, { tenants: ['Bachelors'], status: 'Inactive' });
    await state(ids.familiesOnly, 'who_may_rent', 'families');
    await rentHome(ids.familiesOnly, { tenants: ['Bachelors'] });
  });

  test('matches the association allowing, or live homes that prefer bachelors or anyone', async () => {
    expect(await found(stamp, 'bachelors')).toEqual([names.association, names.bachelorsHome, names.anyHome, names.noPreference].sort());
  });

  test('counts the live homes that welcome bachelors', async () => {
    const matches = await ruleMatchesBySociety(['bachelors'], [ids.association, ids.bachelorsHome, ids.anyHome, ids.noPreference]);
    expect(matches.get(ids.association)).toEqual([{ rule: 'bachelors', by: 'society' }]);
    expect(matches.get(ids.bachelorsHome)).toEqual([{ rule: 'bachelors', by: 'homes', homes: 1 }]);
    expect(matches.get(ids.anyHome)).toEqual([{ rule: 'bachelors', by: 'homes', homes: 2 }]);
    expect(matches.get(ids.noPreference)).toEqual([{ rule: 'bachelors', by: 'homes', homes: 1 }]);
  });

  test('both rules at once: each must hold, each said on its own', async () => {
    const society = await insertSociety({ name: `${stamp} Both Rules` });
    await state(society, 'pets', 'allowed');
    await rentHome(society, { tenants: ['Bachelors'] });
    expect(await found(stamp, 'pets,bachelors')).toEqual([`${stamp} Both Rules`]);
    const matches = await ruleMatchesBySociety(['pets', 'bachelors'], [society]);
    expect(matches.get(society)).toEqual([
      { rule: 'bachelors', by: 'homes', homes: 1 },
      { rule: 'pets', by: 'society' },
    ]);
  });
});
