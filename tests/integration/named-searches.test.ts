// Named search pages: their data is exactly the search of the spec's query URL, and the
// middleware sends exactly those query URLs (and no others) to the page's path. Real PostgreSQL, the exact
// fixture set of the search tests.
import { NextRequest } from 'next/server';
import { Pool } from 'pg';
import { middleware } from '@/middleware';
import { namedSearchParams, namedSearchPath } from '@/lib/search/named';
import { parseSearchParams } from '@/lib/search/query';
import { namedSearchRedirect } from '@/server/search/named-search-redirect';
import { directoryOf, findBySlug, listNamedSearches, type NamedSearchDirectory } from '@/server/search/named-searches';
import { searchSocieties } from '@/server/search/service';
import { useTestDatabase } from '../helpers/test-db';
import { BULK_COUNT, insertSearchFixtures } from './search-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const database = useTestDatabase();
let directory: NamedSearchDirectory;

beforeAll(async () => {
  const pool = new Pool({ connectionString: database.url() });
  try {
    await insertSearchFixtures(pool);
  } finally {
    await pool.end();
  }
  directory = directoryOf(await listNamedSearches());
});

const names = (page: { results: { name: string }[] }) => page.results.map((society) => society.name).sort();

describe('the directory of named searches', () => {
  it('gives every location, sub location, builder and zone a slug, with its own verified societies counted', () => {
    const find = (kind: 'locality' | 'sub-locality' | 'builder' | 'zone', slug: string) => findBySlug(directory, kind, slug);
    expect(find('locality', 'whitefield')).toMatchObject({ name: 'Whitefield', societies: 2 });
    expect(find('locality', 'hsr-layout')).toMatchObject({ name: 'HSR Layout', societies: 3 });
    // The unverified society of Hope Farm is not counted.
    expect(find('sub-locality', 'hope-farm')).toMatchObject({ name: 'Hope Farm', societies: 1 });
    expect(find('sub-locality', 'whitefield')).toMatchObject({ name: 'Whitefield', societies: 0 });
    expect(find('builder', 'snn-estates')).toMatchObject({ name: 'SNN Estates', societies: 1 });
    expect(find('zone', 'bengaluru-north')).toMatchObject({ name: 'Bengaluru North', societies: BULK_COUNT });
    expect(find('locality', 'atlantis')).toBeNull();
    expect(find('zone', 'whitefield')).toBeNull();
  });
});

describe('a named page lists what its query URL lists', () => {
  it.each([
    ['locality', 'Whitefield', { type: 'Location', q: 'Whitefield' }],
    ['sub-locality', 'Hope Farm', { type: 'Sub Location', q: 'Hope Farm' }],
    ['builder', 'Prestige', { type: 'Builder', q: 'Prestige' }],
    ['zone', 'Bengaluru South', { type: 'filtered', zone: 'Bengaluru South' }],
  ] as const)('%s %s', async (kind, name, query) => {
    const page = await searchSocieties(namedSearchParams(kind, name));
    const asQuery = await searchSocieties(parseSearchParams(query));
    expect(names(page)).toEqual(names(asQuery));
    expect(page.total).toBeGreaterThan(0);
  });

  it('a locality page: the societies of Whitefield, verified only', async () => {
    expect(names(await searchSocieties(namedSearchParams('locality', 'Whitefield')))).toEqual(['Prestige Lakeside Habitat', 'SNN Raj Springs']);
  });

  it('a zone past the limit says how many match in all (Showing the first 50 of N), in pages of 10', async () => {
    const first = await searchSocieties(namedSearchParams('zone', 'Bengaluru North'));
    expect(first).toMatchObject({ total: 50, matched: BULK_COUNT, pageCount: 5, page: 1 });
    const last = await searchSocieties(namedSearchParams('zone', 'Bengaluru North', 5));
    expect(last.page).toBe(5);
    expect(last.results).toHaveLength(10);
  });
});

describe('query URL -> canonical path', () => {
  const redirect = async (query: string) => (await namedSearchRedirect(new URL(`http://localhost:3000/search${query}`), async () => directory))?.toString() ?? null;

  it.each([
    ['?type=Location&q=Whitefield', '/bangalore/locality/whitefield'],
    ['?type=location&q=whitefield', '/bangalore/locality/whitefield'],
    ['?type=Location&q=Whitefield&page=2', '/bangalore/locality/whitefield/page/2'],
    ['?type=Location&q=HSR+Layout', '/bangalore/locality/hsr-layout'],
    ['?type=Location&q=%20HSR%20%20layout%20', '/bangalore/locality/hsr-layout'],
    ['?type=Sub+Location&q=Hope+Farm', '/bangalore/sub-locality/hope-farm'],
    ['?type=Sub%20Location&q=Whitefield', '/bangalore/sub-locality/whitefield'],
    ['?type=Builder&q=SNN+Estates', '/bangalore/builder/snn-estates'],
    ['?type=filtered&zone=Bengaluru+East', '/bangalore/zone/bengaluru-east'],
    ['?type=filtered&zone=Bengaluru+North&page=3', '/bangalore/zone/bengaluru-north/page/3'],
    // Past the 5 pages of 50 results: the last page (what /search would show).
    ['?type=filtered&zone=Bengaluru+North&page=9', '/bangalore/zone/bengaluru-north/page/5'],
    // Next's router adds _rsc to a client navigation: it does not change the search.
    ['?type=Location&q=Whitefield&_rsc=1x2y3', '/bangalore/locality/whitefield'],
  ])('%s -> %s', async (query, path) => {
    expect(await redirect(query)).toBe(`http://localhost:3000${path}`);
  });

  it.each([
    // Unknown names, and a part of a name (a "contains" search over several places), stay the normal search.
    '?type=Location&q=Atlantis',
    '?type=Location&q=White',
    '?type=Builder&q=Pres',
    '?type=filtered&zone=Atlantis',
    // Anything more than the name is a filtered search.
    '?type=filtered&zone=Bengaluru+East&categories=Luxury',
    '?type=filtered&zone=Bengaluru+East&q=park',
    '?type=filtered&zone=Bengaluru+East&amenities=gym',
    '?type=Location&q=Whitefield&zone=Bengaluru+East',
    '?type=Location&q=Whitefield&utm_source=mail',
    '?type=Location&q=Whitefield&q=HSR+Layout',
    '?type=Location&q=Whitefield&page=abc',
    // Not a named kind.
    '?q=Whitefield',
    '?type=general&q=Whitefield',
    '?type=filtered',
    '?type=filtered&zone=All+of+Bangalore',
    '?type=Location',
    '',
  ])('%s stays /search', async (query) => {
    expect(await redirect(query)).toBeNull();
  });

  // A phone, so that the desktop redirect (middleware.ts) stays out of the way.
  const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' };
  const request = (url: string) => new NextRequest(url, { headers: PHONE });

  it('the middleware answers a named search with a permanent redirect and lets any other search through', async () => {
    const named = await middleware(request('http://localhost:3000/search?type=Location&q=Whitefield'));
    expect(named.status).toBe(308);
    expect(named.headers.get('location')).toBe(`http://localhost:3000${namedSearchPath('locality', 'whitefield')}`);

    // Never the Host header's origin: the Location is on the origin Next serves, which Next then answers as a
    // bare path (the browser stays on the host it used; tests/e2e/fuzz.spec.ts checks the final header).
    for (const host of ['127.0.0.1:3000', 'evil.example']) {
      const spoofed = await middleware(new NextRequest('http://localhost:3000/search?type=Location&q=Whitefield', { headers: { ...PHONE, host } }));
      expect(spoofed.headers.get('location')).toBe('http://localhost:3000/bangalore/locality/whitefield');
    }

    const filtered = await middleware(request('http://localhost:3000/search?type=filtered&zone=Bengaluru+East&categories=Luxury'));
    expect(filtered.headers.get('location')).toBeNull();
    expect(filtered.headers.get('x-middleware-next')).toBe('1');
    const unknown = await middleware(request('http://localhost:3000/search?type=Location&q=Atlantis'));
    expect(unknown.headers.get('location')).toBeNull();
  });
});
