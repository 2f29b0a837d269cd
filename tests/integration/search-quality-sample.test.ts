// A sample of the search-quality set (bench/search-quality-queries.json, run in full by `npm run
// bench:search-quality`) on the seeded demo data, through the same path as the search box: the sentence redirect,
// then searchSocieties. The sample is the kinds that hold on today's matching: every exact name (the control) and
// every sentence whose rest is spelt as stored. Typos, other spellings, word order, Kannada and Hindi join it once
// the matching forgives them (docs/search.md).
import { loadQualityQueries, runQualityQueries, TOP } from '@/bench/lib/search-quality-set';
import { seedDatabase } from '@/server/db/seed';
import { sentenceSuggestions, understoodSearchRedirect } from '@/server/search/understood-query';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety } from './society-fixtures';

const db = useTestDatabase();

beforeAll(async () => {
  await seedDatabase(db.url(), { writeFiles: false });
});

const SAMPLE = loadQualityQueries().filter((query) => query.kind === 'exact' || (query.kind === 'sentence' && !query.needs));

test('the sample is most of the exact and sentence queries', () => {
  expect(SAMPLE.filter((query) => query.kind === 'exact').length).toBeGreaterThanOrEqual(70);
  expect(SAMPLE.filter((query) => query.kind === 'sentence').length).toBeGreaterThanOrEqual(30);
});

test.each(SAMPLE.map((query) => [query.kind, query.query, query] as const))(`%s '%s' finds its answer in the top ${TOP}`, async (_kind, _text, query) => {
  const [outcome] = await runQualityQueries([query], true);
  expect({ searched: outcome!.searched, filtersRead: outcome!.filtersRead, inTop: outcome!.rank !== null && outcome!.rank <= TOP }).toEqual({
    searched: outcome!.searched,
    filtersRead: true,
    inTop: true,
  });
});

test('a text that is exactly a name is searched as that name, even when it holds a filter word', async () => {
  await insertSociety({ name: 'Prestige Sandalwood Villas', status: 'verified', project_type: 'Apartment' });
  expect(await understoodSearchRedirect(new URL('http://local/search?q=prestige+sandalwood+villas'))).toBeNull();
  // With more than the name, the sentence is read.
  const sentence = await understoodSearchRedirect(new URL('http://local/search?q=2+bhk+in+whitefield'));
  expect(sentence && `${sentence.pathname}${sentence.search}`).toBe('/search?type=filtered&q=whitefield&bhk=2');
});

test('the suggestions of a sentence are those of its rest, places carrying the sentence with their name', async () => {
  const suggestions = await sentenceSuggestions('2 bhk in hebb');
  expect(suggestions).toContainEqual(expect.objectContaining({ name: 'Hebbal', type: 'Location', sentence: '2 bhk in Hebbal' }));
  // A name typed whole is looked up whole; a sentence of filters alone suggests nothing.
  expect((await sentenceSuggestions('Prestige Lakeside')).map((suggestion) => suggestion.name)).toContain('Prestige Lakeside Habitat');
  expect(await sentenceSuggestions('2 bhk under 35k')).toEqual([]);
});
