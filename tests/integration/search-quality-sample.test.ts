// The search-quality set (bench/search-quality-queries.json, also run by `npm run bench:search-quality`) on the
// seeded demo data, through the same path as the search box: the sentence redirect, then searchSocieties. The
// whole set is held to the benchmark's targets (every exact name, at least 90% of every other kind in the top 3,
// at most 2% with no result, none lower than at the baseline), and the exact names and the sentences spelt as
// stored are asserted one by one, so a miss among them names its query.
import {
  hitShare,
  loadBaseline,
  loadQualityQueries,
  lowerThanBaseline,
  NO_RESULT_TARGET,
  QUALITY_TARGETS,
  QUERY_KINDS,
  runQualityQueries,
  TOP,
  type Outcome,
} from '@/bench/lib/search-quality-set';
import { seedDatabase } from '@/server/db/seed';
import { sentenceSuggestions, understoodSearchRedirect } from '@/server/search/understood-query';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety } from './society-fixtures';

const db = useTestDatabase();
const QUERIES = loadQualityQueries();
let outcomes: Outcome[];

beforeAll(async () => {
  await seedDatabase(db.url(), { writeFiles: false });
  outcomes = await runQualityQueries(QUERIES, true);
});

const SAMPLE = QUERIES.filter((query) => query.kind === 'exact' || (query.kind === 'sentence' && !query.needs));

test('the set covers every kind, with at least 200 queries', () => {
  expect(QUERIES.length).toBeGreaterThanOrEqual(200);
  for (const kind of QUERY_KINDS) expect(QUERIES.filter((query) => query.kind === kind).length).toBeGreaterThanOrEqual(10);
  expect(SAMPLE.filter((query) => query.kind === 'exact').length).toBeGreaterThanOrEqual(70);
  expect(SAMPLE.filter((query) => query.kind === 'sentence').length).toBeGreaterThanOrEqual(30);
});

test.each(QUERY_KINDS.map((kind) => [kind, QUALITY_TARGETS[kind] * 100] as const))(`%s queries hit in the top ${TOP} at least %s% of the time`, (kind) => {
  expect(hitShare(outcomes, kind)).toBeGreaterThanOrEqual(QUALITY_TARGETS[kind]);
});

test(`at most ${NO_RESULT_TARGET * 100}% of the queries find nothing, and none finds its answer lower than at the baseline`, () => {
  const empty = outcomes.filter((outcome) => outcome.results === 0);
  expect(empty.length / outcomes.length).toBeLessThanOrEqual(NO_RESULT_TARGET);
  expect(lowerThanBaseline(outcomes, loadBaseline()).map((outcome) => `${outcome.query.kind} '${outcome.query.query}': ${outcome.rank ?? 'not found'}`)).toEqual([]);
});

test.each(SAMPLE.map((query) => [query.kind, query.query] as const))(`%s '%s' finds its answer in the top ${TOP}`, (kind, text) => {
  const outcome = outcomes.find((candidate) => candidate.query.kind === kind && candidate.query.query === text)!;
  expect({ searched: outcome.searched, filtersRead: outcome.filtersRead, inTop: outcome.rank !== null && outcome.rank <= TOP }).toEqual({
    searched: outcome.searched,
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
