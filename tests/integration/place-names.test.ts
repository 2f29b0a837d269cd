// Places in the page's language (server/search/place-names.ts) on a real PostgreSQL: a location, sub location or
// zone reads, on a Kannada or Hindi page, as its first alias written in that script, from the alias table the
// search reads; English pages, and places without one, keep the name. next/cache is stood in for (no data cache).
import { unstable_cache } from 'next/cache';
import { SEARCH_TAG } from '@/lib/cache-tags';
import { getDb } from '@/server/db/client';
import { gated_societies, locations, sub_locations, zones } from '@/server/db/schema';
import { replaceAliases } from '@/server/search/aliases';
import { loadPlaceNames, placeNamesFor, zonesIn } from '@/server/search/place-names';
import { useTestDatabase } from '../helpers/test-db';

jest.mock('next/cache', () => ({ unstable_cache: jest.fn(<T,>(fn: T) => fn), revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useTestDatabase();

const run = Date.now().toString(36);
const named = (name: string) => `${name} ${run}`;
let ids: { zone: string; location: string; subLocation: string; bare: string };

beforeAll(async () => {
  const db = getDb();
  const [zone] = await db.insert(zones).values({ name: named('Bengaluru East') }).returning({ id: zones.id });
  const [location] = await db.insert(locations).values({ name: named('Whitefield'), zone_id: zone!.id }).returning({ id: locations.id });
  const [bare] = await db.insert(locations).values({ name: named('Nowhere') }).returning({ id: locations.id });
  const [subLocation] = await db.insert(sub_locations).values({ name: named('Hope Farm'), location_id: location!.id }).returning({ id: sub_locations.id });
  ids = { zone: zone!.id, location: location!.id, subLocation: subLocation!.id, bare: bare!.id };
  // English spellings first, then two Kannada and two Devanagari names: the first of each script is the one shown.
  await replaceAliases(db, { kind: 'location', id: ids.location }, ['White Field', 'ವೈಟ್‌ಫೀಲ್ಡ್', 'ವೈಟ್ ಫೀಲ್ಡ್', 'व्हाइटफ़ील्ड', 'व्हाइटफील्ड']);
  await replaceAliases(db, { kind: 'zone', id: ids.zone }, ['East Bangalore', 'ಪೂರ್ವ ಬೆಂಗಳೂರು', 'बेंगलुरु पूर्व']);
  // Only a Kannada name on record: a Hindi page keeps the place's own name.
  await replaceAliases(db, { kind: 'sub_location', id: ids.subLocation }, ['Hopefarm', 'ಹೋಪ್ ಫಾರ್ಮ್']);
  await replaceAliases(db, { kind: 'location', id: ids.bare }, ['No Where']);
});

test('each place has its first alias in Kannada and in Devanagari, and nothing more', async () => {
  const table = await loadPlaceNames();
  const key = (name: string) => named(name).toLowerCase();
  expect(table.kn.location[key('Whitefield')]).toBe('ವೈಟ್‌ಫೀಲ್ಡ್');
  expect(table.hi.location[key('Whitefield')]).toBe('व्हाइटफ़ील्ड');
  expect(table.kn.zone[key('Bengaluru East')]).toBe('ಪೂರ್ವ ಬೆಂಗಳೂರು');
  expect(table.hi.zone[key('Bengaluru East')]).toBe('बेंगलुरु पूर्व');
  expect(table.kn.sub_location[key('Hope Farm')]).toBe('ಹೋಪ್ ಫಾರ್ಮ್');
  expect(key('Hope Farm') in table.hi.sub_location).toBe(false);
  expect(key('Nowhere') in table.kn.location).toBe(false);
});

test("a Kannada or Hindi page reads places by those names (any letter case); English and places without one keep theirs", async () => {
  const kn = await placeNamesFor('kn');
  const hi = await placeNamesFor('hi');
  const en = await placeNamesFor('en');
  expect(kn('location', named('Whitefield'))).toBe('ವೈಟ್‌ಫೀಲ್ಡ್');
  expect(kn('location', named('WHITEFIELD'))).toBe('ವೈಟ್‌ಫೀಲ್ಡ್');
  expect(hi('zone', named('Bengaluru East'))).toBe('बेंगलुरु पूर्व');
  expect(hi('sub_location', named('Hope Farm'))).toBe(named('Hope Farm'));
  expect(kn('location', named('Nowhere'))).toBe(named('Nowhere'));
  // A kind is its own: a zone's name is not looked up among locations.
  expect(kn('location', named('Bengaluru East'))).toBe(named('Bengaluru East'));
  expect(en('location', named('Whitefield'))).toBe(named('Whitefield'));

  const zoneOptions = zonesIn([{ id: ids.zone, name: named('Bengaluru East') }, { id: 'z2', name: 'Somewhere' }], kn);
  expect(zoneOptions).toEqual([{ id: ids.zone, name: named('Bengaluru East'), label: 'ಪೂರ್ವ ಬೆಂಗಳೂರು' }, { id: 'z2', name: 'Somewhere' }]);
});

test('a society alias in Kannada is not a place name', async () => {
  const db = getDb();
  const [society] = await db
    .insert(gated_societies)
    .values({ name: named('Sobha Dream Acres'), project_type: 'Apartment', project_status: 'Ready to Move-in' })
    .returning({ id: gated_societies.id });
  await replaceAliases(db, { kind: 'society', id: society!.id }, ['ಶೋಭಾ ಡ್ರೀಮ್ ಏಕರ್ಸ್']);
  const table = await loadPlaceNames();
  expect(Object.values(table.kn).flatMap((names) => Object.values(names))).not.toContain('ಶೋಭಾ ಡ್ರೀಮ್ ಏಕರ್ಸ್');
});

test('an alias change reads through at once, and the cached copy is tagged like the other search caches', async () => {
  await replaceAliases(getDb(), { kind: 'location', id: ids.location }, ['ವೈಟ್‌ಫೀಲ್ಡ್ ರಸ್ತೆ']);
  expect((await placeNamesFor('kn'))('location', named('Whitefield'))).toBe('ವೈಟ್‌ಫೀಲ್ಡ್ ರಸ್ತೆ');
  expect((await placeNamesFor('hi'))('location', named('Whitefield'))).toBe(named('Whitefield'));
  // Revalidating `search` (what an alias change on the desk and an import do) drops the cached table.
  expect(unstable_cache).toHaveBeenCalledWith(expect.any(Function), ['place-names'], expect.objectContaining({ tags: [SEARCH_TAG] }));
});
