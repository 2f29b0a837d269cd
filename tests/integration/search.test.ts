// Every search type and filter of societies-and-tenant-area.md 2.2 and the suggestion route of
// discovery-and-login.md section 5, against a real PostgreSQL with an exact fixture set.
import { NextRequest } from 'next/server';
import { Pool } from 'pg';
import { GET as suggestionsRoute } from '@/app/api/suggestions/route';
import { parseSearchParams, type RawSearchParams } from '@/lib/search/query';
import { countSocietiesListed, getSuggestions, searchSocieties } from '@/server/search/service';
import { useTestDatabase } from '../helpers/test-db';
import { BULK_COUNT, bulkName, ids, insertSearchFixtures } from './search-fixtures';

const database = useTestDatabase();

beforeAll(async () => {
  const pool = new Pool({ connectionString: database.url() });
  try {
    await insertSearchFixtures(pool);
  } finally {
    await pool.end();
  }
});

async function names(raw: RawSearchParams): Promise<string[]> {
  const page = await searchSocieties(parseSearchParams(raw));
  return page.results.map((society) => society.name).sort();
}

function callSuggestions(query: string) {
  const request = new NextRequest(`http://localhost:3000/api/suggestions${query}`);
  return suggestionsRoute(request, { params: Promise.resolve({}) });
}

describe('suggestions', () => {
  it('matches name prefixes without regard to letter case, labelled with their kind', async () => {
    const suggestions = await getSuggestions('PRES');
    expect(suggestions).toEqual([
      { type: 'Society', name: 'Prestige Lakeside Habitat', id: ids.societies.lakeside },
      { type: 'Society', name: 'Prestige Song of the South', id: ids.societies.songOfSouth },
      { type: 'Builder', name: 'Prestige', id: ids.builders.prestige },
    ]);
  });

  it('leaves out unverified societies, and matches any word of a name from its start', async () => {
    // 'Prestige Hidden Gardens' is unverified: only the verified society whose words start so is suggested.
    expect(await getSuggestions('prestige h')).toEqual([{ type: 'Society', name: 'Prestige Lakeside Habitat', id: ids.societies.lakeside }]);
    expect(await getSuggestions('lakeside')).toEqual([{ type: 'Society', name: 'Prestige Lakeside Habitat', id: ids.societies.lakeside }]);
    // A word's middle is no start: 'keside' is two letters short of 'lakeside' (one typo allowed under nine).
    expect(await getSuggestions('keside')).toEqual([]);
  });

  it('gives each kind: locations and sub locations', async () => {
    expect(await getSuggestions('hope')).toEqual([{ type: 'Sub Location', name: 'Hope Farm', id: ids.subLocations.hopeFarm }]);
    expect(await getSuggestions('hsr')).toEqual([{ type: 'Location', name: 'HSR Layout', id: ids.locations.hsr }]);
  });

  it('de-duplicates by name: the location Whitefield hides the sub location of the same name', async () => {
    expect(await getSuggestions('white')).toEqual([{ type: 'Location', name: 'Whitefield', id: ids.locations.whitefield }]);
  });

  it('reads at most 5 per source and answers at most 8', async () => {
    const suggestions = await getSuggestions('bulk');
    expect(suggestions.map((entry) => entry.name)).toEqual([1, 2, 3, 4, 5].map(bulkName));
    const broad = await getSuggestions('b');
    expect(broad.length).toBeLessThanOrEqual(8);
    expect(broad.filter((entry) => entry.type === 'Society')).toHaveLength(5);
    expect(broad.filter((entry) => entry.type === 'Builder').map((entry) => entry.name)).toEqual(['Brigade']);
  });

  it('treats % and _ literally', async () => {
    expect((await getSuggestions('50%')).map((entry) => entry.name)).toEqual(['50% Off_Towers']);
    expect(await getSuggestions('%')).toEqual([]);
    expect(await getSuggestions('_')).toEqual([]);
    expect(await getSuggestions('50% off_')).toEqual([{ type: 'Society', name: '50% Off_Towers', id: ids.societies.wildcard }]);
  });

  it('answers nothing for a blank query', async () => {
    expect(await getSuggestions('')).toEqual([]);
    expect(await getSuggestions('   ')).toEqual([]);
  });

  describe('GET /api/suggestions', () => {
    it('answers {"suggestions": [{name, type, id}]}', async () => {
      const response = await callSuggestions('?q=brig');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toContain('max-age=60');
      expect(await response.json()).toEqual({
        suggestions: [
          { name: 'Brigade Orchards', type: 'Society', id: ids.societies.orchards },
          { name: 'Brigade', type: 'Builder', id: ids.builders.brigade },
        ],
      });
    });

    it.each(['', '?q=', '?q=%20%20', '?other=1'])('answers an empty list for %p', async (query) => {
      const response = await callSuggestions(query);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ suggestions: [] });
    });

    it('answers a repeated prefix from memory for a minute, whatever its letter case', async () => {
      const first = await (await callSuggestions('?q=hope')).json();
      expect(first).toEqual({ suggestions: [{ name: 'Hope Farm', type: 'Sub Location', id: ids.subLocations.hopeFarm }] });
      const pool = new Pool({ connectionString: database.url() });
      try {
        await pool.query("update sub_locations set name = 'Hopeful Farm' where id = $1", [ids.subLocations.hopeFarm]);
        // The database has changed, the cached answer has not: the route is cached, the service is not.
        expect(await (await callSuggestions('?q=HOPE')).json()).toEqual(first);
        expect((await getSuggestions('hope')).map((entry) => entry.name)).toEqual(['Hopeful Farm']);
      } finally {
        await pool.query("update sub_locations set name = 'Hope Farm' where id = $1", [ids.subLocations.hopeFarm]);
        await pool.end();
      }
    });

    it('ignores a query longer than 100 characters beyond its start', async () => {
      const response = await callSuggestions(`?q=${'prestige'.padEnd(400, 'x')}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ suggestions: [] });
    });
  });
});

describe('society search', () => {
  it('type=Location finds the societies of locations whose names contain the text', async () => {
    expect(await names({ type: 'Location', q: 'Whitefield' })).toEqual(['Prestige Lakeside Habitat', 'SNN Raj Springs']);
    expect(await names({ type: 'Location', q: 'layout' })).toEqual(['50% Off_Towers', 'Brigade Orchards', 'Prestige Song of the South']);
  });

  it('type=Sub Location finds by sub location', async () => {
    expect(await names({ type: 'Sub Location', q: 'Hope Farm' })).toEqual(['Prestige Lakeside Habitat']);
    expect(await names({ type: 'Sub Location', q: 'Sector 2' })).toEqual(['Prestige Song of the South']);
  });

  it('type=Builder finds by builder, verified societies only', async () => {
    expect(await names({ type: 'Builder', q: 'Prestige' })).toEqual(['Prestige Lakeside Habitat', 'Prestige Song of the South']);
    expect(await names({ type: 'Builder', q: 'snn' })).toEqual(['SNN Raj Springs']);
  });

  it('a general search matches society names, and the names of their places and builders', async () => {
    expect(await names({ q: 'lakeside' })).toEqual(['Prestige Lakeside Habitat']);
    expect(await names({ type: 'anything', q: 'ORCHARD' })).toEqual(['Brigade Orchards']);
    expect(await names({ q: 'hope farm' })).toEqual(['Prestige Lakeside Habitat']);
    expect(await names({ q: 'nothing like this' })).toEqual([]);
  });

  it('matches % and _ literally in the text', async () => {
    // '50%' contains the name literally; its word '50' is also the last word of 'Bulk Society 50', listed after it.
    const fifty = await searchSocieties(parseSearchParams({ q: '50%' }));
    expect(fifty.results.map((society) => society.name)).toEqual(['50% Off_Towers', bulkName(50)]);
    expect(await names({ q: 'f_t' })).toEqual(['50% Off_Towers']);
    expect(await names({ q: '%' })).toEqual(['50% Off_Towers']);
  });

  it('puts names starting with the text first', async () => {
    // '50% Off_Towers' sorts before 'Brigade Orchards' by name, but only the second starts with the text.
    const page = await searchSocieties(parseSearchParams({ type: 'filtered', q: 'brigade' }));
    expect(page.results.map((society) => society.name)).toEqual(['Brigade Orchards', '50% Off_Towers']);
  });

  describe('type=filtered', () => {
    it('filters by zone name', async () => {
      expect(await names({ type: 'filtered', zone: 'Bengaluru South' })).toEqual([
        '50% Off_Towers',
        'Brigade Orchards',
        'Prestige Song of the South',
      ]);
      expect(await names({ type: 'filtered', zone: 'bengaluru east' })).toEqual(['Prestige Lakeside Habitat', 'SNN Raj Springs']);
      expect(await names({ type: 'filtered', zone: 'Nowhere' })).toEqual([]);
    });

    it('filters by builder ids', async () => {
      expect(await names({ type: 'filtered', builders: ids.builders.prestige })).toEqual([
        'Prestige Lakeside Habitat',
        'Prestige Song of the South',
      ]);
      expect(await names({ type: 'filtered', builders: `${ids.builders.snn},${ids.builders.brigade}`, zone: 'Bengaluru East' })).toEqual([
        'SNN Raj Springs',
      ]);
    });

    it('filters by statuses and projectStatuses together', async () => {
      expect(await names({ type: 'filtered', statuses: 'Ready to Move-in' })).toEqual(['Prestige Lakeside Habitat', 'SNN Raj Springs']);
      expect(await names({ type: 'filtered', projectStatuses: 'Under Construction' })).toEqual([
        '50% Off_Towers',
        'Prestige Song of the South',
      ]);
      expect(await names({ type: 'filtered', statuses: 'Ready to Move-in', projectStatuses: 'Under Construction', zone: 'Bengaluru South' })).toEqual([
        '50% Off_Towers',
        'Prestige Song of the South',
      ]);
    });

    it('filters by categories and project types', async () => {
      expect(await names({ type: 'filtered', categories: 'Luxury' })).toEqual(['Prestige Lakeside Habitat', 'SNN Raj Springs']);
      expect(await names({ type: 'filtered', categories: 'Luxury,Ultra Luxury' })).toEqual([
        'Brigade Orchards',
        'Prestige Lakeside Habitat',
        'SNN Raj Springs',
      ]);
      expect(await names({ type: 'filtered', projectTypes: 'Villa' })).toEqual(['Brigade Orchards', 'SNN Raj Springs']);
    });

    it('requires every chosen amenity', async () => {
      expect(await names({ type: 'filtered', amenities: 'gym', zone: 'Bengaluru East' })).toEqual(['Prestige Lakeside Habitat', 'SNN Raj Springs']);
      expect(await names({ type: 'filtered', amenities: 'gym,pet_parks' })).toEqual(['SNN Raj Springs']);
      expect(await names({ type: 'filtered', amenities: 'power_backup_24_7,swimming_pool' })).toEqual(['Prestige Lakeside Habitat']);
      expect(await names({ type: 'filtered', amenities: 'lawn_tennis_court' })).toEqual([]);
    });

    it('combines the text with the lists', async () => {
      expect(await names({ type: 'filtered', q: 'whitefield', projectTypes: 'Apartment' })).toEqual(['Prestige Lakeside Habitat']);
      expect(await names({ type: 'filtered', q: 'prestige', zone: 'Bengaluru South', categories: 'Premium' })).toEqual([
        'Prestige Song of the South',
      ]);
    });

    it('takes a builder page link: one builder id and one project status', async () => {
      expect(await names({ type: 'filtered', builders: ids.builders.prestige, projectStatuses: 'Ready to Move-in' })).toEqual([
        'Prestige Lakeside Habitat',
      ]);
      expect(await names({ type: 'filtered', builders: ids.builders.prestige, projectStatuses: 'New Launch' })).toEqual([]);
    });
  });

  describe('limits and pages', () => {
    it('finds at most 50 societies, in pages of 10', async () => {
      const first = await searchSocieties(parseSearchParams({ type: 'filtered', zone: 'Bengaluru North' }));
      expect(BULK_COUNT).toBeGreaterThan(50);
      expect(first.total).toBe(50);
      expect(first.pageCount).toBe(5);
      expect(first.page).toBe(1);
      expect(first.results.map((society) => society.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(bulkName));

      const third = await searchSocieties(parseSearchParams({ type: 'filtered', zone: 'Bengaluru North', page: '3' }));
      expect(third.page).toBe(3);
      expect(third.results.map((society) => society.name)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map(bulkName));
    });

    it("counts what a search lists as its page does: the empty state's number for a search without one filter", async () => {
      const searches: RawSearchParams[] = [
        { type: 'filtered', zone: 'Bengaluru North' },
        { q: 'lakeside' },
        { q: 'prestige lakeside flats' },
        { q: 'no society has this name' },
        { type: 'Location', q: 'whitefield' },
      ];
      for (const raw of searches) {
        const params = parseSearchParams(raw);
        expect(await countSocietiesListed(params)).toBe((await searchSocieties(params)).total);
      }
      expect(await countSocietiesListed(parseSearchParams({ type: 'filtered', zone: 'Bengaluru North' }))).toBe(50);
      expect(await countSocietiesListed(parseSearchParams({ q: 'prestige lakeside flats' }))).toBeGreaterThan(0);
    });

    it('shows the last page for a page past the end', async () => {
      const page = await searchSocieties(parseSearchParams({ type: 'Location', q: 'whitefield', page: '9' }));
      expect(page.page).toBe(1);
      expect(page.total).toBe(2);
      expect(page.results).toHaveLength(2);
    });

    it('answers an empty page for no match', async () => {
      const page = await searchSocieties(parseSearchParams({ type: 'Builder', q: 'Nobody' }));
      expect(page).toMatchObject({ total: 0, page: 1, pageCount: 1, results: [] });
    });
  });

  describe('cards', () => {
    it('carry the joined names, photo, configurations and price ranges of Active listings', async () => {
      const page = await searchSocieties(parseSearchParams({ type: 'Sub Location', q: 'Hope Farm' }));
      expect(page.results[0]).toEqual({
        id: ids.societies.lakeside,
        name: 'Prestige Lakeside Habitat',
        photoUrl: expect.stringMatching(new RegExp(`/storage/v1/object/public/societies/${ids.societies.lakeside}/cover\\.svg$`)),
        category: 'Luxury',
        projectType: 'Apartment',
        projectStatus: 'Ready to Move-in',
        bedroomConfigurations: ['2 BHK', '3 BHK'],
        location: 'Whitefield',
        subLocation: 'Hope Farm',
        zone: 'Bengaluru East',
        builder: { id: ids.builders.prestige, name: 'Prestige' },
        rent: { min: 45_000, max: 120_000 },
        sale: { min: 15_000_000, max: 15_000_000 },
        // A search without budget or bedrooms matches no particular home: the card shows the ranges.
        homeMatch: null,
      });
    });

    it('have no price range without Active listings', async () => {
      const page = await searchSocieties(parseSearchParams({ type: 'Location', q: 'HSR Layout' }));
      const byName = new Map(page.results.map((society) => [society.name, society]));
      expect(byName.get('Prestige Song of the South')).toMatchObject({ rent: null, sale: null, subLocation: 'Sector 2' });
      expect(byName.get('Brigade Orchards')).toMatchObject({ rent: null, sale: { min: 32_500_000, max: 41_000_000 } });
    });
  });
});
