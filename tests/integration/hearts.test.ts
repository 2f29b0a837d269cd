// Hearts, the one-tap shortlist, on a real PostgreSQL: hearting is per person and idempotent, the
// Shortlisted tab lists hearted homes beside the homes shortlisted after a visit (marked by where they came
// from), un-hearting removes only the heart, and the ownership matrix: person B with person A's ids reads
// nothing and changes nothing (404).
import { and, eq } from 'drizzle-orm';
import { DELETE as deleteHeartRoute } from '@/app/api/shortlist/hearts/[listingId]/route';
import { GET as getHearts, POST as postHeart } from '@/app/api/shortlist/hearts/route';
import { GET as getShortlist } from '@/app/api/shortlist/route';
import type { ShortlistItem } from '@/lib/visits/types';
import { getDb } from '@/server/db/client';
import { property_rent_listings, shortlist_hearts, visits } from '@/server/db/schema';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { insertHome, insertVisit, slotStart, type Home } from './visit-fixtures';
import { callRoute as call, type RouteHandler as Handler } from '../helpers/route-call';

useEmbeddedAuthEnv();
useTestDatabase();

const heart = (listingId: unknown, cookie?: string) => call(postHeart as Handler, '/api/shortlist/hearts', { method: 'POST', body: { listing_id: listingId }, cookie });
const unheart = (listingId: string, cookie?: string) =>
  call(deleteHeartRoute as Handler, `/api/shortlist/hearts/${listingId}`, { method: 'DELETE', cookie, params: { listingId } });
const heartIds = async (cookie: string) => ((await (await call(getHearts as Handler, '/api/shortlist/hearts', { cookie })).json()) as { hearts: { listingId: string }[] }).hearts.map((h) => h.listingId);
const shortlist = async (cookie: string) => ((await (await call(getShortlist as Handler, '/api/shortlist', { cookie })).json()) as { items: ShortlistItem[] }).items;
const heartRows = (userId: string) => getDb().select().from(shortlist_hearts).where(eq(shortlist_hearts.user_id, userId));

let personA = { id: '', cookie: '' };
let personB = { id: '', cookie: '' };
let rentHome: Home;
let saleHome: Home;
let visitedHome: Home;

beforeAll(async () => {
  [personA, personB] = await Promise.all([signedInPerson('hearts-a'), signedInPerson('hearts-b')]);
  const society = await insertSociety();
  [rentHome, saleHome, visitedHome] = await Promise.all([insertHome(society), insertHome(society, 'sale'), insertHome(society)]);
});

test('signed out: hearting and reading are 401 and store nothing', async () => {
  expect((await heart(rentHome.listingId)).status).toBe(401);
  expect((await call(getHearts as Handler, '/api/shortlist/hearts')).status).toBe(401);
  expect((await unheart(rentHome.listingId)).status).toBe(401);
  expect(await getDb().select().from(shortlist_hearts)).toHaveLength(0);
});

test('a rent and a sale listing are hearted once each, however often tapped; bad ids are 4xx', async () => {
  expect((await heart(rentHome.listingId, personA.cookie)).status).toBe(200);
  expect((await heart(rentHome.listingId, personA.cookie)).status).toBe(200);
  const sale = await heart(saleHome.listingId, personA.cookie);
  expect(await sale.json()).toEqual({ heart: { listingId: saleHome.listingId, kind: 'sale' } });
  expect(await heartRows(personA.id)).toHaveLength(2);
  expect(new Set(await heartIds(personA.cookie))).toEqual(new Set([rentHome.listingId, saleHome.listingId]));

  // Not a uuid: 422; an id no listing has: 404 'Home not found'; nothing stored either way.
  expect((await heart('not-an-id', personA.cookie)).status).toBe(422);
  const unknown = await heart('00000000-0000-4000-8000-000000000000', personA.cookie);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Home not found' } });
  expect(await heartRows(personA.id)).toHaveLength(2);
});

test('a listing that is no longer Active cannot be hearted, and a hearted one leaves the Shortlisted tab', async () => {
  const society = await insertSociety();
  const [gone, goingAway] = await Promise.all([insertHome(society), insertHome(society)]);
  await getDb().update(property_rent_listings).set({ listing_status: 'Rented' }).where(eq(property_rent_listings.id, gone.listingId));
  expect((await heart(gone.listingId, personB.cookie)).status).toBe(404);

  expect((await heart(goingAway.listingId, personB.cookie)).status).toBe(200);
  expect((await shortlist(personB.cookie)).map((item) => item.rentListingId)).toEqual([goingAway.listingId]);
  await getDb().update(property_rent_listings).set({ listing_status: 'Expired' }).where(eq(property_rent_listings.id, goingAway.listingId));
  expect(await shortlist(personB.cookie)).toEqual([]);
  await unheart(goingAway.listingId, personB.cookie);
});

test('ownership: person B reads none of A\'s hearts and cannot remove them (404, nothing changed)', async () => {
  expect(await heartIds(personB.cookie)).toEqual([]);
  expect(await shortlist(personB.cookie)).toEqual([]);
  const stranger = await unheart(rentHome.listingId, personB.cookie);
  expect(stranger.status).toBe(404);
  expect(await stranger.json()).toEqual({ error: { code: 'not_found', message: 'Home not found' } });
  expect(await heartRows(personA.id)).toHaveLength(2);

  // B's own heart on the same listing is B's alone: removing it leaves A's.
  expect((await heart(rentHome.listingId, personB.cookie)).status).toBe(200);
  expect((await unheart(rentHome.listingId, personB.cookie)).status).toBe(200);
  expect(await heartRows(personB.id)).toHaveLength(0);
  expect(await heartRows(personA.id)).toHaveLength(2);
  // A malformed id is a 404 too, never a 500.
  expect((await unheart('%00', personB.cookie)).status).toBe(404);
});

test('the Shortlisted tab: hearted homes beside visit-shortlisted ones, marked by source; un-hearting removes only the heart', async () => {
  const visitId = await insertVisit(personA.id, visitedHome, slotStart(-10), { feedback: 'shortlisted', status: 'completed', created_at: new Date(Date.now() - 86_400_000) });
  // The visited home is hearted too: it shows once, as the visit's card, marked hearted.
  expect((await heart(visitedHome.listingId, personA.cookie)).status).toBe(200);

  const items = await shortlist(personA.cookie);
  expect(items.map((item) => [item.rentListingId ?? item.saleListingId, item.source, item.hearted])).toEqual([
    // Newest first by when each was shortlisted: the two hearts of this file, then the visit of yesterday.
    [saleHome.listingId, 'heart', true],
    [rentHome.listingId, 'heart', true],
    [visitedHome.listingId, 'visit', true],
  ]);
  expect(items[2]).toMatchObject({ visitId, visitStatus: 'completed' });
  expect(items[0]).toMatchObject({ visitId: null, kind: 'sale', price: 12_500_000 });

  // Un-hearting the visited home removes the heart only: the visit keeps its 'shortlisted' feedback.
  expect((await unheart(visitedHome.listingId, personA.cookie)).status).toBe(200);
  const [visit] = await getDb().select({ feedback: visits.feedback }).from(visits).where(eq(visits.id, visitId));
  expect(visit!.feedback).toBe('shortlisted');
  const after = await shortlist(personA.cookie);
  expect(after.find((item) => item.visitId === visitId)).toMatchObject({ source: 'visit', hearted: false });

  // Un-hearting a home only hearted takes it off the list.
  expect((await unheart(rentHome.listingId, personA.cookie)).status).toBe(200);
  expect((await shortlist(personA.cookie)).map((item) => item.rentListingId ?? item.saleListingId)).toEqual([saleHome.listingId, visitedHome.listingId]);
  expect(await getDb().select().from(shortlist_hearts).where(and(eq(shortlist_hearts.user_id, personA.id), eq(shortlist_hearts.rent_listing_id, rentHome.listingId)))).toHaveLength(0);
});
