// The matching core of search and suggestions (docs/search.md "Matching"): typos, aliases, Kannada and Devanagari
// names, any word order, words being typed, ranking, 'Did you mean', nearby societies, and aliases through the
// import and the alias service. Against the demo seed (its places, builders and written-out aliases) plus a few
// societies of its own for the ranking.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { searchFilterChips } from '@/lib/search/filter-chips';
import { filterToLoosen, loosenText } from '@/lib/search/loosen';
import { parseSearchParams, type RawSearchParams } from '@/lib/search/query';
import { normalisePendingSearchNames } from '@/server/db/search-names';
import { seedDatabase } from '@/server/db/seed';
import { importText } from '@/server/import/run-import';
import { listAliases, replaceAliases } from '@/server/search/aliases';
import { searchFallbacks } from '@/server/search/fallbacks';
import { getSuggestions, searchSocieties } from '@/server/search/service';
import { getDb, getPool } from '@/server/db/client';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase();
let pool: Pool;

// Ranking fixtures: one word, 'amberly', matched exactly, as the start of a word and with one typo; the fuzzy one
// has the most live homes, so only the tiers can keep it last.
const amberly = { meadows: randomUUID(), heights: randomUUID(), towers: randomUUID(), gardens: randomUUID() };

async function addSociety(id: string, name: string, liveHomes: number) {
  await pool.query(`insert into gated_societies (id, name, project_type, project_status, status) values ($1, $2, 'Apartment', 'Ready to Move-in', 'verified')`, [id, name]);
  for (let home = 0; home < liveHomes; home += 1) {
    const property = randomUUID();
    await pool.query(`insert into properties (id, society_id) values ($1, $2)`, [property, id]);
    await pool.query(`insert into property_rent_listings (property_id, society_id, expected_rent, listing_status) values ($1, $2, 30000, 'Active')`, [property, id]);
  }
}

beforeAll(async () => {
  await seedDatabase(database.url(), { writeFiles: false });
  pool = new Pool({ connectionString: database.url() });
  await addSociety(amberly.meadows, 'Amberly Meadows', 3);
  await addSociety(amberly.heights, 'Amberly Heights', 1);
  await addSociety(amberly.towers, 'Amberlyn Towers', 4);
  await addSociety(amberly.gardens, 'Amberley Gardens', 6);
  // Inserted by SQL like any outside writer: the app fills their search names as migrations and imports do.
  await normalisePendingSearchNames(pool);
  await pool.end();
});

async function ids(raw: RawSearchParams): Promise<string[]> {
  const page = await searchSocieties(parseSearchParams(raw));
  return page.results.map((society) => society.id).sort();
}

async function names(raw: RawSearchParams): Promise<string[]> {
  const page = await searchSocieties(parseSearchParams(raw));
  return page.results.map((society) => society.name);
}

/** The same societies as the correct spelling, and at least one. */
async function expectSameAs(typed: string, correct: string) {
  const expected = await ids({ q: correct });
  expect(expected.length).toBeGreaterThan(0);
  expect(await ids({ q: typed })).toEqual(expected);
}

describe('typos', () => {
  it('forgives one typo from five letters and two from nine', async () => {
    await expectSameAs('satva', 'sattva');
    await expectSameAs('hebal', 'hebbal');
    await expectSameAs('whitfield', 'whitefield');
    await expectSameAs('kormangla', 'koramangala'); // two letters missing in nine
    expect((await names({ q: 'lakesde habitat' }))[0]).toBe('Prestige Lakeside Habitat');
  });

  it('forgives none in a short word', async () => {
    expect(await ids({ q: 'hebl' })).toEqual([]);
    expect(await ids({ q: 'jpnr' })).toEqual([]);
  });
});

describe('aliases', () => {
  it('finds a place by its other spellings, short forms and Bengaluru/Bangalore', async () => {
    await expectSameAs('varthuru', 'varthur');
    await expectSameAs('bomanahalli', 'bommanahalli');
    await expectSameAs('banashankri', 'banashankari');
    await expectSameAs('kengery', 'kengeri');
    await expectSameAs('rajaji nagar', 'rajajinagar');
    await expectSameAs('j.p. nagar', 'jp nagar');
    await expectSameAs('sarjapura', 'sarjapur road');
    await expectSameAs('bangalore east', 'bengaluru east');
    await expectSameAs('salarpuria', 'sattva');
  });

  it('finds a place typed in Kannada, with or without the zero-width joiner', async () => {
    await expectSameAs('ಇಂದಿರಾನಗರ', 'indiranagar');
    await expectSameAs('ಕೋರಮಂಗಲ', 'koramangala');
    await expectSameAs('ವೈಟ್‌ಫೀಲ್ಡ್', 'whitefield');
    await expectSameAs('ವೈಟ್ಫೀಲ್ಡ್', 'whitefield');
    await expectSameAs('ಪ್ರೆಸ್ಟೀಜ್', 'prestige');
  });

  it('finds a place typed in Devanagari', async () => {
    await expectSameAs('इंदिरानगर', 'indiranagar');
    await expectSameAs('कोरमंगला', 'koramangala');
    await expectSameAs('व्हाइटफ़ील्ड', 'whitefield');
  });
});

describe('word order and parts', () => {
  it('matches the words in any order, and only some of a name', async () => {
    expect(await names({ q: 'lakeside habitat' })).toEqual(['Prestige Lakeside Habitat']);
    expect(await names({ q: 'habitat lakeside' })).toEqual(['Prestige Lakeside Habitat']);
    expect(await names({ q: 'habitat prestige' })).toEqual(['Prestige Lakeside Habitat']);
  });

  it('matches a word still being typed as the start of a word', async () => {
    expect((await names({ q: 'prestige lakes' }))[0]).toBe('Prestige Lakeside Habitat');
    expect((await names({ q: 'lake habi' }))[0]).toBe('Prestige Lakeside Habitat');
  });

  it('leaves out a word nothing knows when the others match', async () => {
    expect(await names({ q: 'lakeside habitat flats' })).toEqual(['Prestige Lakeside Habitat']);
  });

  it('keeps a typed Location search to locations, now with aliases and typos', async () => {
    await expect(ids({ type: 'Location', q: 'Varthuru' })).resolves.toEqual(await ids({ type: 'Location', q: 'Varthur' }));
    expect(await ids({ type: 'Location', q: 'Sattva' })).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts exact words before word starts before typos, and ties by live homes', async () => {
    expect(await names({ q: 'amberly' })).toEqual(['Amberly Meadows', 'Amberly Heights', 'Amberlyn Towers', 'Amberley Gardens']);
  });

  it('puts the exact name first', async () => {
    expect((await names({ q: 'amberly heights' }))[0]).toBe('Amberly Heights');
  });
});

describe('never a dead end', () => {
  it('offers the closest names when nothing matches', async () => {
    expect(await names({ q: 'prestige lakeside habitation towers' })).toEqual([]);
    const help = await searchFallbacks('prestige lakeside habitation towers', null);
    expect(help.didYouMean[0]).toEqual({ type: 'Society', name: 'Prestige Lakeside Habitat', zone: expect.any(String) });
    // No zone chosen: the societies shown are of the closest name's zone.
    expect(help.nearby?.zone).toBe(help.didYouMean[0]!.zone);
    expect(help.nearby?.societies.length).toBeGreaterThan(0);
  });

  it('names the one filter whose removal finds societies', async () => {
    const { rows } = await getPool().query<{ project_type: string }>(`select project_type from gated_societies where name = 'Prestige Lakeside Habitat'`);
    const otherType = rows[0]!.project_type === 'Villa' ? 'Apartment' : 'Villa';
    const raw = { type: 'filtered', q: 'lakeside habitat', projectTypes: otherType, amenities: 'gym' };
    const total = async (params: RawSearchParams) => (await searchSocieties(parseSearchParams(params))).total;
    expect(await total(raw)).toBe(0);
    const chips = searchFilterChips(parseSearchParams(raw));
    const loosen = await filterToLoosen(chips, async (href) => total(Object.fromEntries(new URL(href, 'http://local').searchParams)));
    expect(loosen?.chip.label).toBe(otherType);
    expect(loosen?.count).toBe(1);
    expect(loosenText(loosen!)).toBe(`Without ‘${otherType}’ there is 1 society.`);
  });

  it('shows societies of the chosen zone, even with no name close', async () => {
    const help = await searchFallbacks('qqqq zzzz', 'Bengaluru North');
    expect(help.didYouMean).toEqual([]);
    expect(help.nearby?.zone).toBe('Bengaluru North');
    const inNorth = await ids({ type: 'filtered', zone: 'Bengaluru North', categories: 'Luxury,Premium,Value,Ultra Luxury' });
    for (const society of help.nearby!.societies) expect(inNorth).toContain(society.id);
  });
});

describe('suggestions', () => {
  it('show the alias that matched before the name', async () => {
    expect(await getSuggestions('Rajaji Nagar')).toContainEqual(expect.objectContaining({ type: 'Location', name: 'Rajajinagar', alias: 'Rajaji Nagar' }));
    expect(await getSuggestions('ಕೋರಮಂಗಲ')).toContainEqual(expect.objectContaining({ type: 'Location', name: 'Koramangala', alias: 'ಕೋರಮಂಗಲ' }));
    expect(await getSuggestions('satva')).toContainEqual(expect.objectContaining({ type: 'Builder', name: 'Sattva', alias: 'Satva' }));
  });

  it('suggest with typos, and show no alias when the name itself matched', async () => {
    // Two letters swapped in ten: two typos, allowed from nine letters.
    const suggestions = await getSuggestions('whitefeild');
    expect(suggestions).toContainEqual(expect.objectContaining({ type: 'Location', name: 'Whitefield' }));
    expect(suggestions.find((entry) => entry.name === 'Whitefield')?.alias).toBeUndefined();
  });

  it('keep 5 per source and 8 in all', async () => {
    const suggestions = await getSuggestions('amberl');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.filter((entry) => entry.type === 'Society').length).toBeLessThanOrEqual(5);
    // Four names have a word starting so (one tier): the most live homes first; 'Purva Amber Meadows' (one typo) after.
    expect(suggestions.slice(0, 4).map((entry) => entry.name)).toEqual(['Amberley Gardens', 'Amberlyn Towers', 'Amberly Meadows', 'Amberly Heights']);
  });
});

describe('the alias service', () => {
  it('normalises, de-duplicates, drops the name itself and replaces', async () => {
    const stored = await replaceAliases(getDb(), { kind: 'society', id: amberly.towers }, ['  Amber  Towers ', 'AMBER TOWERS', 'Amberlyn Towers', 'ಅಂಬರ್ಲಿನ್ ಟವರ್ಸ್', '']);
    expect(stored).toEqual([
      { alias: 'Amber Towers', language: 'en' },
      { alias: 'ಅಂಬರ್ಲಿನ್ ಟವರ್ಸ್', language: 'kn' },
    ]);
    expect(await listAliases({ kind: 'society', id: amberly.towers })).toEqual(stored);
    expect((await names({ q: 'amber towers' }))[0]).toBe('Amberlyn Towers');
    expect(await names({ q: 'ಅಂಬರ್ಲಿನ್' })).toEqual(['Amberlyn Towers']);
    await replaceAliases(getDb(), { kind: 'society', id: amberly.towers }, []);
    expect(await listAliases({ kind: 'society', id: amberly.towers })).toEqual([]);
    expect(await names({ q: 'ಅಂಬರ್ಲಿನ್' })).toEqual([]);
  });

  it('refuses an unknown target and bad aliases, changing nothing', async () => {
    await expect(replaceAliases(getDb(), { kind: 'builder', id: randomUUID() }, ['x'])).rejects.toMatchObject({ status: 404 });
    await replaceAliases(getDb(), { kind: 'society', id: amberly.heights }, ['Amber Heights']);
    await expect(replaceAliases(getDb(), { kind: 'society', id: amberly.heights }, ['a'.repeat(121)])).rejects.toMatchObject({ status: 400, code: 'invalid_aliases' });
    await expect(replaceAliases(getDb(), { kind: 'society', id: amberly.heights }, ['!!!'])).rejects.toMatchObject({ status: 400 });
    expect(await listAliases({ kind: 'society', id: amberly.heights })).toEqual([{ alias: 'Amber Heights', language: 'en' }]);
  });
});

describe('the import aliases columns', () => {
  const header = 'external_key,name,builder,location,zone,project_type,project_status,aliases,builder_aliases,location_aliases';

  it('writes the society, builder and location aliases it is given', async () => {
    const report = await importText(
      `${header}\nzen-1,Zenith Orchid Court,Prestige,Whitefield,Bengaluru East,Apartment,Ready to Move-in,Orchid Court|ಜೆನಿತ್ ಆರ್ಕಿಡ್,Prestige Estates Projects,White Fields Bangalore\n`,
      { now: new Date() },
    );
    expect(report.problems).toEqual([]);
    expect(report.outcome).toBe('imported');
    expect(await names({ q: 'orchid court' })).toEqual(['Zenith Orchid Court']);
    expect(await names({ q: 'ಜೆನಿತ್' })).toEqual(['Zenith Orchid Court']);
    const [society] = await getDb().execute<{ id: string }>(`select id::text from gated_societies where name = 'Zenith Orchid Court'`).then((result) => result.rows);
    expect(await listAliases({ kind: 'society', id: society!.id })).toEqual([
      { alias: 'Orchid Court', language: 'en' },
      { alias: 'ಜೆನಿತ್ ಆರ್ಕಿಡ್', language: 'kn' },
    ]);
    expect(await ids({ q: 'white fields bangalore' })).toEqual(await ids({ q: 'whitefield' }));
  });

  it('refuses a row with a bad alias and writes nothing', async () => {
    const report = await importText(`${header}\nzen-2,Zenith Two,Prestige,Whitefield,Bengaluru East,Apartment,Ready to Move-in,${'x'.repeat(130)},,\n`, { now: new Date() });
    expect(report.outcome).toBe('rejected');
    expect(report.problems).toEqual([{ line: 2, column: 'aliases', message: 'An alias has more than 120 characters: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"' }]);
    const written = await getDb().execute(`select 1 from gated_societies where name = 'Zenith Two'`);
    expect(written.rows).toEqual([]);
  });
});
