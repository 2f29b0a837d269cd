// Saved searches with the daily digest on a real PostgreSQL: saving is per person and canonical, the
// digest names exactly the new listings that match each search (a /search with budget and bedrooms, a society's
// properties with filters), one digest a day, and the unsubscribe link removes the searches it names.
import { eq } from 'drizzle-orm';
import { DELETE as deleteSavedSearch } from '@/app/api/saved-searches/[savedSearchId]/route';
import { GET as listRoute, POST as saveRoute } from '@/app/api/saved-searches/route';
import { POST as unsubscribeRoute } from '@/app/api/saved-searches/unsubscribe/route';
import { indiaDate } from '@/lib/time/india';
import { SAVED_SEARCH_LIMIT } from '@/lib/saved-searches/limit';
import { enqueueAlertDigests } from '@/server/alerts/schedule';
import { runSavedSearchDigest } from '@/server/alerts/saved-searches';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, saved_search_digests, saved_searches } from '@/server/db/schema';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { callRoute as call, type RouteHandler as Handler } from '../helpers/route-call';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const save = (body: unknown, cookie?: string) => call(saveRoute as Handler, '/api/saved-searches', { method: 'POST', body, cookie });

const BEDROOM = { '2 BHK': 3, '3 BHK': 5 } as const;

async function rent(societyId: string, bedroom: keyof typeof BEDROOM, amount: number): Promise<string> {
  const [property] = await getDb().insert(properties).values({ society_id: societyId, bedroom_configuration_id: BEDROOM[bedroom] }).returning({ id: properties.id });
  const [row] = await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: societyId, expected_rent: amount }).returning({ id: property_rent_listings.id });
  return row!.id;
}

let person = { id: '', cookie: '' };
let stranger = { id: '', cookie: '' };
const society = { a: '', b: '' };

beforeAll(async () => {
  [person, stranger] = await Promise.all([signedInPerson('saved-a'), signedInPerson('saved-b')]);
  society.a = await insertSociety({ name: 'Aster Gardens', status: 'verified' });
  society.b = await insertSociety({ name: 'Banyan Court', status: 'verified' });
});

test('saving: signed in only, stored canonically once, listed for its owner alone; bad input is 4xx', async () => {
  expect((await save({ kind: 'search', query: 'type=filtered&bhk=3&maxBudget=50000' })).status).toBe(401);

  const first = await save({ kind: 'search', query: '?maxBudget=50000&bhk=3&type=filtered&utm_source=x' }, person.cookie);
  expect(first.status).toBe(201);
  const saved = ((await first.json()) as { savedSearch: { id: string; label: string; path: string } }).savedSearch;
  expect(saved.path).toBe('/search?type=filtered&maxBudget=50000&bhk=3');
  expect(saved.label).toBe('Gated societies with a 3 BHK for rent under ₹50 K');
  // The same search written another way is the same saved search.
  expect((await save({ kind: 'search', query: 'type=filtered&bhk=3&maxBudget=50000' }, person.cookie)).status).toBe(200);

  const properties = await save({ kind: 'properties', society_id: society.b, query: 'bhk=2&rent_max=40000&sort=price-asc&tab=rent' }, person.cookie);
  expect(properties.status).toBe(201);
  expect(((await properties.json()) as { savedSearch: { path: string; label: string } }).savedSearch).toMatchObject({
    path: `/society/${society.b}/properties?rent_max=40000&bhk=2`,
    label: 'Homes in Banyan Court: Under ₹40 K, 2 BHK',
  });

  expect((await save({ kind: 'properties', society_id: '00000000-0000-4000-8000-000000000000', query: '' }, person.cookie)).status).toBe(404);
  expect((await save({ kind: 'nope', query: '' }, person.cookie)).status).toBe(422);
  expect((await save({ kind: 'search', query: 'q=\u0000' }, person.cookie)).status).toBe(422);

  const mine = (await (await call(listRoute as Handler, '/api/saved-searches', { cookie: person.cookie })).json()) as { savedSearches: unknown[] };
  expect(mine.savedSearches).toHaveLength(2);
  const theirs = (await (await call(listRoute as Handler, '/api/saved-searches', { cookie: stranger.cookie })).json()) as { savedSearches: unknown[] };
  expect(theirs.savedSearches).toEqual([]);
  // Another person's id: 404, nothing removed.
  const denied = await call(deleteSavedSearch as Handler, `/api/saved-searches/${saved.id}`, { method: 'DELETE', cookie: stranger.cookie, params: { savedSearchId: saved.id } });
  expect(denied.status).toBe(404);
  expect(await getDb().select().from(saved_searches).where(eq(saved_searches.user_id, person.id))).toHaveLength(2);
});

test('the digest names exactly the new listings that match each search; one a day; unsubscribe removes them', async () => {
  // Saved a minute before the listings below came up.
  await getDb().execute(`update saved_searches set covered_until = now() - interval '1 minute'`);
  const match3Bhk = await rent(society.a, '3 BHK', 50_000); // /search: 3 BHK at the max
  await rent(society.a, '3 BHK', 50_001); // over budget
  await rent(society.a, '2 BHK', 30_000); // wrong bedrooms for the search; another society for the properties one
  const match2Bhk = await rent(society.b, '2 BHK', 40_000); // properties of Banyan Court: 2 BHK at the max
  await rent(society.b, '2 BHK', 40_001); // over budget (and the /search wants 3 BHK)

  const queued = await enqueueAlertDigests(getDb(), [{ societyId: society.a, propertyType: 'Rent' }, { societyId: society.b, propertyType: 'Rent' }]);
  expect(queued).toBe(0); // no society alerts: the saved searches have their own job
  const jobs = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'saved-search-digest');
  expect(jobs.map((job) => job.payload)).toEqual([{ userId: person.id, digestDate: indiaDate(new Date()) }]);

  expect(await runSavedSearchDigest({ userId: person.id, digestDate: indiaDate(new Date()) })).toBe('sent');
  const email = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-email').at(-1)!.payload as { subject: string; text: string; headers: Record<string, string> };
  expect(email.subject).toBe('2 new homes match your saved searches');
  expect(email.text).toContain('Gated societies with a 3 BHK for rent under ₹50 K:\n- 3 BHK for rent · ₹50 K/month in Aster Gardens\n');
  expect(email.text).toContain('Homes in Banyan Court: Under ₹40 K, 2 BHK:\n- 2 BHK for rent · ₹40 K/month in Banyan Court\n');
  expect(email.text.match(/^- /gm)).toHaveLength(2);
  expect(match3Bhk && match2Bhk).toBeTruthy();

  // Run again: nothing new. A new match the same day waits for tomorrow's digest.
  expect(await runSavedSearchDigest({ userId: person.id, digestDate: indiaDate(new Date()) })).toBe('nothing-new');
  await rent(society.a, '3 BHK', 20_000);
  expect(await runSavedSearchDigest({ userId: person.id, digestDate: indiaDate(new Date()) })).toBe('postponed');
  expect(await getDb().select().from(saved_search_digests)).toHaveLength(1);

  // The unsubscribe link (one click, as mail clients send it) removes the searches of that digest; a forged one nothing.
  const token = /token=([^\s>]+)/.exec(email.headers['List-Unsubscribe']!)![1]!;
  const forged = await call(unsubscribeRoute as Handler, `/api/saved-searches/unsubscribe?token=${token.slice(0, -2)}xx`, { method: 'POST' });
  expect(forged.status).toBe(400);
  expect(await getDb().select().from(saved_searches)).toHaveLength(2);
  const done = await call(unsubscribeRoute as Handler, `/api/saved-searches/unsubscribe?token=${token}`, { method: 'POST' });
  expect(await done.json()).toEqual({ unsubscribed: true, removed: 2 });
  expect(await getDb().select().from(saved_searches)).toHaveLength(0);
});

test('a person keeps at most SAVED_SEARCH_LIMIT saved searches, even when a burst of saves arrives at once', async () => {
  const saver = await signedInPerson('saved-search-burst');
  // The burst: more distinct searches than the limit, all at the same time.
  const answers = await Promise.all(Array.from({ length: SAVED_SEARCH_LIMIT + 20 }, (_, index) => save({ kind: 'search', query: `type=filtered&maxBudget=${10_000 + index * 1_000}` }, saver.cookie)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(SAVED_SEARCH_LIMIT);
  expect(statuses.filter((status) => status === 409)).toHaveLength(20);
  const refused = answers.find((answer) => answer.status === 409)!;
  expect(await refused.json()).toEqual({ error: { code: 'saved_search_limit', message: 'You can keep up to 50 saved searches. Remove one on the Saved searches page to save this one.' } });
  expect(await getDb().select().from(saved_searches).where(eq(saved_searches.user_id, saver.id))).toHaveLength(SAVED_SEARCH_LIMIT);

  // A search saved before is still 'saved before' at the limit; removing one makes room.
  const kept = (await (await call(listRoute as Handler, '/api/saved-searches', { cookie: saver.cookie })).json()) as { savedSearches: { id: string; path: string }[] };
  const [first] = kept.savedSearches;
  expect((await save({ kind: 'search', query: first!.path.replace('/search?', '') }, saver.cookie)).status).toBe(200);
  const removed = await call(deleteSavedSearch as Handler, `/api/saved-searches/${first!.id}`, { method: 'DELETE', cookie: saver.cookie, params: { savedSearchId: first!.id } });
  expect(removed.status).toBeLessThan(300);
  expect((await save({ kind: 'search', query: 'type=filtered&maxBudget=999000' }, saver.cookie)).status).toBe(201);
});
