// The profile's 'Saved searches' list on a real PostgreSQL: GET lists a person's own searches, PATCH renames one
// and switches its daily alert, DELETE removes it. Another person's id is 404 and changes nothing, a bad name is
// 422 and changes nothing, and a search with its alert off gets no digest (back on, it starts from then).
import { eq } from 'drizzle-orm';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/saved-searches/[savedSearchId]/route';
import { GET as listRoute, POST as saveRoute } from '@/app/api/saved-searches/route';
import { indiaDate } from '@/lib/time/india';
import { enqueueAlertDigests } from '@/server/alerts/schedule';
import { runSavedSearchDigest } from '@/server/alerts/saved-searches';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, saved_searches } from '@/server/db/schema';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { callRoute as call, type RouteHandler as Handler } from '../helpers/route-call';

useEmbeddedAuthEnv();
const database = useTestDatabase();

interface Item {
  id: string;
  label: string;
  path: string;
  alertsEnabled: boolean;
}

const list = async (cookie: string) => ((await (await call(listRoute as Handler, '/api/saved-searches', { cookie })).json()) as { savedSearches: Item[] }).savedSearches;
const patch = (id: string, body: unknown, cookie?: string) => call(patchRoute as Handler, `/api/saved-searches/${id}`, { method: 'PATCH', body, cookie, params: { savedSearchId: id } });
const remove = (id: string, cookie?: string) => call(deleteRoute as Handler, `/api/saved-searches/${id}`, { method: 'DELETE', cookie, params: { savedSearchId: id } });
const rowOf = async (id: string) => (await getDb().select().from(saved_searches).where(eq(saved_searches.id, id)))[0];

let person = { id: '', cookie: '' };
let stranger = { id: '', cookie: '' };
let societyId = '';
const saved = { search: '', properties: '' };

async function rentListing(amount: number): Promise<void> {
  const [property] = await getDb().insert(properties).values({ society_id: societyId, bedroom_configuration_id: 5 }).returning({ id: properties.id });
  await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: societyId, expected_rent: amount });
}

beforeAll(async () => {
  [person, stranger] = await Promise.all([signedInPerson('manage-a'), signedInPerson('manage-b')]);
  societyId = await insertSociety({ name: 'Cedar Heights', status: 'verified' });
  const first = await call(saveRoute as Handler, '/api/saved-searches', { method: 'POST', body: { kind: 'search', query: 'type=filtered&bhk=3&maxBudget=50000' }, cookie: person.cookie });
  saved.search = ((await first.json()) as { savedSearch: Item }).savedSearch.id;
  const second = await call(saveRoute as Handler, '/api/saved-searches', { method: 'POST', body: { kind: 'properties', society_id: societyId, query: 'bhk=3' }, cookie: person.cookie });
  saved.properties = ((await second.json()) as { savedSearch: Item }).savedSearch.id;
});

test('the list: the person\'s own searches, newest first, each with its results page and its alert on', async () => {
  expect((await call(listRoute as Handler, '/api/saved-searches')).status).toBe(401);
  expect(await list(person.cookie)).toEqual([
    expect.objectContaining({ id: saved.properties, label: 'Homes in Cedar Heights: 3 BHK', path: `/society/${societyId}/properties?bhk=3`, alertsEnabled: true }),
    expect.objectContaining({ id: saved.search, label: 'Gated societies with a 3 BHK for rent under ₹50 K', path: '/search?type=filtered&maxBudget=50000&bhk=3', alertsEnabled: true }),
  ]);
  expect(await list(stranger.cookie)).toEqual([]);
});

test('rename: trimmed and stored; empty, blank, too long, control characters or unknown keys are 422 and change nothing', async () => {
  expect((await patch(saved.search, { label: 'Big flats' })).status).toBe(401);
  const renamed = await patch(saved.search, { label: '  Family flats near work  ' }, person.cookie);
  expect(renamed.status).toBe(200);
  expect(((await renamed.json()) as { savedSearch: Item }).savedSearch).toMatchObject({ id: saved.search, label: 'Family flats near work', alertsEnabled: true });
  expect((await rowOf(saved.search))!.label).toBe('Family flats near work');

  const refusals: [unknown, string][] = [
    [{ label: '' }, 'Give this search a name'],
    [{ label: '    ' }, 'Give this search a name'],
    [{ label: 'x'.repeat(81) }, 'Keep the name to 80 characters or fewer'],
    [{ label: 'bad\u0000name' }, 'Please remove the invalid characters'],
    [{ label: 42 }, 'Give this search a name'],
    [{}, 'Nothing to change'],
    [{ label: 'ok', user_id: stranger.id }, ''],
    [{ alerts_enabled: 'no' }, 'Alerts are on or off'],
  ];
  for (const [body, message] of refusals) {
    const response = await patch(saved.search, body, person.cookie);
    expect({ body, status: response.status }).toEqual({ body, status: 422 });
    if (message) expect(JSON.stringify(await response.json())).toContain(message);
  }
  // 80 characters is the limit, not over it.
  expect((await patch(saved.search, { label: 'y'.repeat(80) }, person.cookie)).status).toBe(200);
  expect((await patch(saved.search, { label: 'Family flats near work' }, person.cookie)).status).toBe(200);
  expect(await rowOf(saved.search)).toMatchObject({ label: 'Family flats near work', alerts_enabled: true, user_id: person.id });
});

test("another person's id, an unknown or a malformed one: 404 for rename, switch and delete; nothing changed", async () => {
  const before = await rowOf(saved.search);
  for (const response of [
    await patch(saved.search, { label: 'Mine now' }, stranger.cookie),
    await patch(saved.search, { alerts_enabled: false }, stranger.cookie),
    await remove(saved.search, stranger.cookie),
    await patch('00000000-0000-4000-8000-000000000000', { label: 'Nobody' }, person.cookie),
    await patch('not-an-id', { label: 'Nobody' }, person.cookie),
    await remove('not-an-id', person.cookie),
  ]) {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Saved search not found' } });
  }
  expect(await rowOf(saved.search)).toEqual(before);
});

test('the alert switch: off, no digest for it; back on, only listings from then on', async () => {
  const off = await patch(saved.properties, { alerts_enabled: false }, person.cookie);
  expect(((await off.json()) as { savedSearch: Item }).savedSearch).toMatchObject({ id: saved.properties, alertsEnabled: false });
  await patch(saved.search, { alerts_enabled: false }, person.cookie);
  expect((await list(person.cookie)).map((item) => item.alertsEnabled)).toEqual([false, false]);

  await getDb().update(saved_searches).set({ covered_until: new Date(Date.now() - 60_000) });
  await rentListing(45_000); // matches both searches
  await enqueueAlertDigests(getDb(), [{ societyId, propertyType: 'Rent' }]);
  const digestJobs = async () => (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'saved-search-digest');
  expect(await digestJobs()).toEqual([]);
  expect(await runSavedSearchDigest({ userId: person.id, digestDate: indiaDate(new Date()) })).toBe('no-searches');

  // Back on: the listing that came while it was off is not news.
  const switchedOn = new Date();
  expect((await patch(saved.properties, { alerts_enabled: true }, person.cookie)).status).toBe(200);
  expect((await rowOf(saved.properties))!.covered_until.getTime()).toBeGreaterThanOrEqual(switchedOn.getTime() - 1000);
  expect(await runSavedSearchDigest({ userId: person.id, digestDate: indiaDate(new Date()) })).toBe('nothing-new');
  await rentListing(46_000);
  await enqueueAlertDigests(getDb(), [{ societyId, propertyType: 'Rent' }]);
  expect((await digestJobs()).map((job) => job.payload)).toEqual([{ userId: person.id, digestDate: indiaDate(new Date()) }]);
  expect(await runSavedSearchDigest({ userId: person.id, digestDate: indiaDate(new Date()) })).toBe('sent');
  const email = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-email').at(-1)!.payload as { text: string };
  expect(email.text).toContain('Homes in Cedar Heights: 3 BHK:\n- 3 BHK for rent · ₹46 K/month in Cedar Heights\n');
  expect(email.text).not.toContain('₹45 K');
  expect(email.text).not.toContain('Family flats near work');
});

test('delete: the person\'s own search goes, once; the other stays', async () => {
  expect((await remove(saved.properties)).status).toBe(401);
  const removed = await remove(saved.properties, person.cookie);
  expect(await removed.json()).toEqual({ removed: true });
  expect(await rowOf(saved.properties)).toBeUndefined();
  expect((await remove(saved.properties, person.cookie)).status).toBe(404);
  expect((await list(person.cookie)).map((item) => item.id)).toEqual([saved.search]);
});
