// The signed-in person's visits on a real PostgreSQL: upcoming/past at the boundaries, the
// shortlist order and 'Offer Sent', the feedback rules, cancelling (the slot frees at once, notices are queued),
// and the ownership matrix: person B with person A's ids reads nothing and changes nothing (404).
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { PATCH as patchVisit } from '@/app/api/visits/[visitId]/route';
import { POST as cancelVisitRoute } from '@/app/api/visits/[visitId]/cancel/route';
import { GET as getVisits } from '@/app/api/visits/route';
import { GET as getShortlist } from '@/app/api/shortlist/route';
import type { MyVisits, ShortlistItem, SocietyVisits } from '@/lib/visits/types';
import { getDb } from '@/server/db/client';
import { profiles, visits } from '@/server/db/schema';
import { listShortlist } from '@/server/shortlist/shortlist';
import { getSocietyVisits, listMyVisits } from '@/server/visits/service';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { insertHome, insertOffer, insertVisit, slotStart, type Home } from './visit-fixtures';
import { callRoute as call, type RouteHandler as Handler } from '../helpers/route-call';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const patch = (visitId: string, body: unknown, cookie?: string) =>
  call(patchVisit as Handler, `/api/visits/${visitId}`, { method: 'PATCH', body, cookie, params: { visitId } });
const cancel = (visitId: string, cookie?: string) =>
  call(cancelVisitRoute as Handler, `/api/visits/${visitId}/cancel`, { method: 'POST', cookie, params: { visitId } });
const visitRow = async (id: string) => (await getDb().select().from(visits).where(eq(visits.id, id)))[0]!;

let personA = { id: '', cookie: '' };
let personB = { id: '', cookie: '' };

beforeAll(async () => {
  [personA, personB] = await Promise.all([signedInPerson('visits-a'), signedInPerson('visits-b')]);
});

describe('upcoming and past (spec 4)', () => {
  const now = slotStart(0, new Date('2030-03-10T06:00:00Z')); // a slot boundary
  let ids: Record<string, string> = {};
  let userId = '';
  let societyOne = '';
  let societyTwo = '';

  beforeAll(async () => {
    const person = await signedInPerson('classify');
    societyOne = await insertSociety({ latitude: 12.97, longitude: 77.59 });
    societyTwo = await insertSociety();
    const [h1, h2, h3, h4, h5] = await Promise.all([
      insertHome(societyOne),
      insertHome(societyOne),
      insertHome(societyOne, 'sale'),
      insertHome(societyTwo),
      insertHome(societyTwo),
    ]);
    ids = {
      endsNow: await insertVisit(person.id, h1!, slotStart(-1, now)),
      expiredFuture: await insertVisit(person.id, h2!, slotStart(4, now), { status: 'expired' }),
      openFuture: await insertVisit(person.id, h3!, slotStart(6, now)),
      confirmedSoon: await insertVisit(person.id, h4!, slotStart(2, now), { status: 'confirmed' }),
      completedFuture: await insertVisit(person.id, h5!, slotStart(8, now), { status: 'completed' }),
    };
    userId = person.id;
  });

  test('a visit ending exactly now is past; expired or completed with a future end is past; open and confirmed ahead are upcoming', async () => {
    const result = await listMyVisits(userId, now);
    // Upcoming: society two's confirmed visit is the soonest, then society one's open visit.
    expect(result.upcoming.map((group) => group.societyId)).toEqual([societyTwo, societyOne]);
    expect(result.upcoming[0]).toMatchObject({ upcomingCount: 1, propertyCount: 2, visitStart: slotStart(2, now).toISOString() });
    expect(result.upcoming[1]).toMatchObject({ upcomingCount: 1, propertyCount: 3, visitStart: slotStart(6, now).toISOString(), latitude: 12.97, longitude: 77.59 });
    // Past: each society once, with its latest past visit.
    expect(result.past.map((group) => group.societyId).sort()).toEqual([societyOne, societyTwo].sort());
    expect(result.past.find((group) => group.societyId === societyOne)?.visitStart).toBe(slotStart(4, now).toISOString());
    expect(result.past.find((group) => group.societyId === societyTwo)?.visitStart).toBe(slotStart(8, now).toISOString());

    // One millisecond earlier, the visit ending "now" was still upcoming.
    const before = await listMyVisits(userId, new Date(now.getTime() - 1));
    expect(before.upcoming.find((group) => group.societyId === societyOne)?.visitStart).toBe(slotStart(-1, now).toISOString());
    expect(before.upcoming.find((group) => group.societyId === societyOne)?.upcomingCount).toBe(2);

    const society = await getSocietyVisits(userId, societyOne, now);
    const byId = new Map(society!.visits.map((visit) => [visit.visitId, visit]));
    expect(byId.get(ids.endsNow!)?.upcoming).toBe(false);
    expect(byId.get(ids.expiredFuture!)?.upcoming).toBe(false);
    expect(byId.get(ids.openFuture!)?.upcoming).toBe(true);
    expect(byId.get(ids.openFuture!)).toMatchObject({ kind: 'sale', price: 12_500_000, floor: 0, photos: ['https://example.com/a.jpg', 'https://example.com/b.jpg'] });
    expect(society!.propertyCount).toBe(3);
  });

  test('GET /api/visits answers the session person’s groups, never cached', async () => {
    const home = await insertHome(await insertSociety());
    await insertVisit(personA.id, home, slotStart(10));
    const response = await call(getVisits as Handler, '/api/visits', { cookie: personA.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = (await response.json()) as MyVisits;
    expect(body.upcoming.map((group) => group.societyId)).toContain(home.societyId);
  });
});

describe('Shortlisted (spec 2.7, 4)', () => {
  test('open visits first, then newest; one card per property; Offer Sent for a live offer only', async () => {
    const person = await signedInPerson('shortlist');
    const societyId = await insertSociety({ name: `Shortlist Society ${Date.now()}` });
    const [olderOpen, newerOpen, completed, rejectedOffer, sale, notShortlisted] = await Promise.all([
      insertHome(societyId),
      insertHome(societyId),
      insertHome(societyId),
      insertHome(societyId),
      insertHome(societyId, 'sale', { price: null }),
      insertHome(societyId),
    ]);
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    const shortlisted = { feedback: 'shortlisted' } as const;
    const completedId = await insertVisit(person.id, completed!, slotStart(-20), { ...shortlisted, status: 'completed', created_at: at(50) });
    const olderOpenId = await insertVisit(person.id, olderOpen!, slotStart(4), { ...shortlisted, created_at: at(10) });
    const newerOpenId = await insertVisit(person.id, newerOpen!, slotStart(6), { ...shortlisted, created_at: at(20), notes: 'Great light' });
    // The same property shortlisted on an earlier day: it shows once, from its open visit.
    await insertVisit(person.id, newerOpen!, slotStart(-100), { ...shortlisted, status: 'completed', created_at: at(5) });
    const rejectedId = await insertVisit(person.id, rejectedOffer!, slotStart(-30), { ...shortlisted, status: 'expired', created_at: at(40) });
    const saleId = await insertVisit(person.id, sale!, slotStart(-40), { ...shortlisted, status: 'cancelled', created_at: at(30) });
    await insertVisit(person.id, notShortlisted!, slotStart(8), { feedback: 'hold' });
    await insertOffer(person.id, newerOpen!, 'Pending');
    await insertOffer(person.id, rejectedOffer!, 'Rejected');
    await insertOffer(person.id, completed!, 'Withdrawn');

    const items = await listShortlist(person.id);
    expect(items.map((item) => item.visitId)).toEqual([newerOpenId, olderOpenId, completedId, rejectedId, saleId]);
    expect(items.map((item) => item.offerSent)).toEqual([true, false, false, false, false]);
    expect(items[0]).toMatchObject({
      kind: 'rent',
      notes: 'Great light',
      price: 45_000,
      maintenance: 3_500,
      maintenanceIncluded: false,
      availableFrom: 'Immediate',
      rent: { deposit: 150_000, negotiable: true, serviceFee: 10_000, petsAllowed: true, foodPreference: 'veg_only', preferredTenants: ['Family'] },
    });
    expect(items[4]).toMatchObject({ kind: 'sale', price: null, rent: null, availableFrom: null, offerSent: false });

    const response = await call(getShortlist as Handler, '/api/shortlist', { cookie: person.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: ShortlistItem[] }).items.map((item) => item.visitId)).toEqual(items.map((item) => item.visitId));
  });
});

describe('Update Visit Status (spec 5)', () => {
  let home: Home;
  let visitId = '';
  beforeAll(async () => {
    home = await insertHome(await insertSociety());
    visitId = await insertVisit(personA.id, home, slotStart(-4), { status: 'completed' });
  });

  test('Dropped keeps its reasons; anything else clears them; empty notes are null', async () => {
    let response = await patch(visitId, { feedback: 'dropped', drop_reason: ['vastu', 'balcony_view', 'vastu'], notes: '  Too dark  ' }, personA.cookie);
    expect(response.status).toBe(200);
    expect(await visitRow(visitId)).toMatchObject({ feedback: 'dropped', drop_reason: ['vastu', 'balcony_view'], notes: 'Too dark' });

    response = await patch(visitId, { feedback: 'shortlisted', drop_reason: ['vastu'], notes: '   ' }, personA.cookie);
    expect(response.status).toBe(200);
    expect(await visitRow(visitId)).toMatchObject({ feedback: 'shortlisted', drop_reason: null, notes: null });

    response = await patch(visitId, { feedback: 'dropped', drop_reason: [] }, personA.cookie);
    expect(await visitRow(visitId)).toMatchObject({ feedback: 'dropped', drop_reason: null, notes: null });

    response = await patch(visitId, { feedback: 'need to visit again', notes: 'Bring family' }, personA.cookie);
    expect(await visitRow(visitId)).toMatchObject({ feedback: 'need to visit again', drop_reason: null, notes: 'Bring family' });
  });

  test('feedback can be cleared (stored as empty)', async () => {
    const response = await patch(visitId, { feedback: '', notes: null }, personA.cookie);
    expect(response.status).toBe(200);
    expect(await visitRow(visitId)).toMatchObject({ feedback: '', drop_reason: null, notes: null });
  });

  test.each([
    [{ feedback: 'loved it' }, 'Please choose Shortlisted, On Hold, Dropped or Visit Again.'],
    [{ feedback: 'dropped', drop_reason: ['too far'] }, 'Please choose drop reasons from the list.'],
    [{ feedback: 'dropped', drop_reason: 'vastu' }, 'Please choose drop reasons from the list.'],
    [{ feedback: 'hold', notes: 'x'.repeat(1001) }, 'Please keep your notes under 1000 characters.'],
    [{ feedback: 'hold', notes: 'a\u0000b' }, 'Notes cannot contain control characters.'],
    [{ feedback: 'hold', user_id: '00000000-0000-4000-8000-000000000000' }, undefined],
  ])('bad values are 422 and change nothing (case %#)', async (body, message) => {
    const before = await visitRow(visitId);
    const response = await patch(visitId, body, personA.cookie);
    expect(response.status).toBe(422);
    const error = ((await response.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('validation_failed');
    if (message) expect(error.message).toBe(message);
    expect(await visitRow(visitId)).toEqual(before);
  });

  test.each([
    ['cancelled, in the past', -6, 'cancelled', 'visit_cancelled', 'This visit was cancelled, so it cannot take feedback.'],
    ['cancelled, not yet started', 6, 'cancelled', 'visit_cancelled', 'This visit was cancelled, so it cannot take feedback.'],
    ['booked, not yet started', 6, 'open', 'visit_not_started', 'You can update this visit once it has started.'],
    ['confirmed, starting in the next slot', 1, 'confirmed', 'visit_not_started', 'You can update this visit once it has started.'],
  ] as const)('a visit %s is 409 and keeps its feedback', async (_, halfHours, status, code, message) => {
    const id = await insertVisit(personA.id, await insertHome(await insertSociety()), slotStart(halfHours), { status, feedback: 'hold', notes: 'Before' });
    const before = await visitRow(id);
    const response = await patch(id, { feedback: 'shortlisted', notes: 'After' }, personA.cookie);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual({ code, message });
    expect(await visitRow(id)).toEqual(before);
  });

  test('notes alone may be written before the visit; a verdict may not', async () => {
    const id = await insertVisit(personA.id, await insertHome(await insertSociety()), slotStart(6), { status: 'open' });
    const response = await patch(id, { feedback: '', notes: 'Ask about the water supply' }, personA.cookie);
    expect(response.status).toBe(200);
    expect(await visitRow(id)).toMatchObject({ notes: 'Ask about the water supply' });
    expect((await patch(id, { feedback: 'dropped', drop_reason: ['vastu'], notes: 'x' }, personA.cookie)).status).toBe(409);
    expect(await visitRow(id)).toMatchObject({ notes: 'Ask about the water supply' });
  });

  test('a visit that has started (still upcoming until it ends) takes feedback', async () => {
    const id = await insertVisit(personA.id, await insertHome(await insertSociety()), slotStart(0), { status: 'confirmed' });
    const response = await patch(id, { feedback: 'shortlisted' }, personA.cookie);
    expect(response.status).toBe(200);
    expect((await visitRow(id)).feedback).toBe('shortlisted');
  });

  test('a malformed body is 400, a malformed id 404', async () => {
    const request = new NextRequest(`${BASE_URL}/api/visits/${visitId}`, { method: 'PATCH', headers: { cookie: personA.cookie }, body: '{nope' });
    expect((await (patchVisit as Handler)(request, { params: Promise.resolve({ visitId }) })).status).toBe(400);
    expect((await patch('not-a-uuid', { feedback: 'hold' }, personA.cookie)).status).toBe(404);
  });
});

describe('cancelling a visit', () => {
  test('frees the slot at once, queues an e-mail and a WhatsApp, and cannot happen twice', async () => {
    const home = await insertHome(await insertSociety({ name: `Cancel Society ${Date.now()}` }));
    const start = slotStart(12);
    const visitId = await insertVisit(personA.id, home, start);
    // The slot is held: another person's live visit there is refused by PostgreSQL.
    await expect(insertVisit(personB.id, home, start)).rejects.toMatchObject({ cause: { code: '23505' } });
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);

    const response = await cancel(visitId, personA.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: visitId, status: 'cancelled' });
    expect((await visitRow(visitId)).status).toBe('cancelled');

    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, personA.id));
    await runDueJobs(database.url(), ['send-message']);
    const jobs = await queuedJobs(database.url());
    expect(jobs.map((job) => job.task_identifier).sort()).toEqual(['deliver-email', 'deliver-whatsapp']);
    expect(jobs.find((job) => job.task_identifier === 'deliver-email')?.payload).toMatchObject({ to: profile!.email, subject: expect.stringContaining('Cancel Society') });
    expect(jobs.find((job) => job.task_identifier === 'deliver-whatsapp')?.payload).toMatchObject({ to: `+91${profile!.phone}` });

    // The freed slot can be booked again by someone else.
    const rebooked = await insertVisit(personB.id, home, start);
    expect((await visitRow(rebooked)).status).toBe('open');

    // The person's cancel sent again (no Idempotency-Key): the same answer, no second notice.
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    const again = await cancel(visitId, personA.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: visitId, status: 'cancelled' });
    expect(await queuedJobs(database.url())).toEqual([]);
  });

  test('a visit that already ended cannot be cancelled', async () => {
    const home = await insertHome(await insertSociety());
    const visitId = await insertVisit(personA.id, home, slotStart(-3));
    expect((await cancel(visitId, personA.cookie)).status).toBe(409);
    expect((await visitRow(visitId)).status).toBe('open');
  });
});

describe('ownership matrix: person B with person A’s ids', () => {
  let homeA: Home;
  let upcomingA = '';
  let pastA = '';
  beforeAll(async () => {
    homeA = await insertHome(await insertSociety({ name: `Owner A Society ${Date.now()}` }));
    upcomingA = await insertVisit(personA.id, homeA, slotStart(20), { feedback: 'shortlisted', notes: 'A private note' });
    pastA = await insertVisit(personA.id, homeA, slotStart(-200), { status: 'completed', feedback: 'dropped', drop_reason: ['vastu'] });
  });

  test('GET /api/visits and /api/shortlist show B nothing of A', async () => {
    const visitsBody = (await (await call(getVisits as Handler, '/api/visits', { cookie: personB.cookie })).json()) as MyVisits;
    const societies = [...visitsBody.upcoming, ...visitsBody.past].map((group) => group.societyId);
    expect(societies).not.toContain(homeA.societyId);
    const shortlist = (await (await call(getShortlist as Handler, '/api/shortlist', { cookie: personB.cookie })).json()) as { items: ShortlistItem[] };
    expect(shortlist.items.map((item) => item.visitId)).not.toContain(upcomingA);
  });

  test('GET /api/visits?society_id= of A’s society is 404 for B, 200 for A', async () => {
    const forB = await call(getVisits as Handler, `/api/visits?society_id=${homeA.societyId}`, { cookie: personB.cookie });
    expect(forB.status).toBe(404);
    expect(JSON.stringify(await forB.json())).not.toContain('A private note');
    const forA = await call(getVisits as Handler, `/api/visits?society_id=${homeA.societyId}`, { cookie: personA.cookie });
    expect(forA.status).toBe(200);
    expect(((await forA.json()) as SocietyVisits).visits.map((visit) => visit.visitId).sort()).toEqual([upcomingA, pastA].sort());
    expect((await call(getVisits as Handler, '/api/visits?society_id=nonsense', { cookie: personA.cookie })).status).toBe(404);
  });

  test.each(['upcoming', 'past'] as const)('PATCH and cancel of A’s %s visit are 404 for B and change nothing', async (which) => {
    const id = which === 'upcoming' ? upcomingA : pastA;
    const before = await visitRow(id);
    const updated = await patch(id, { feedback: 'hold', notes: 'B was here' }, personB.cookie);
    expect(updated.status).toBe(404);
    expect(((await updated.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const cancelled = await cancel(id, personB.cookie);
    expect(cancelled.status).toBe(404);
    expect(await visitRow(id)).toEqual(before);
  });

  test('without a session every route is 401 and changes nothing', async () => {
    const before = await visitRow(upcomingA);
    expect((await call(getVisits as Handler, '/api/visits')).status).toBe(401);
    expect((await call(getVisits as Handler, `/api/visits?society_id=${homeA.societyId}`)).status).toBe(401);
    expect((await call(getShortlist as Handler, '/api/shortlist')).status).toBe(401);
    expect((await patch(upcomingA, { feedback: 'hold' })).status).toBe(401);
    expect((await cancel(upcomingA)).status).toBe(401);
    expect(await visitRow(upcomingA)).toEqual(before);
  });

  test('a cross-site PATCH is refused before anything is read', async () => {
    const request = new NextRequest(`${BASE_URL}/api/visits/${upcomingA}`, {
      method: 'PATCH',
      headers: { cookie: personA.cookie, origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ feedback: 'hold' }),
    });
    expect((await (patchVisit as Handler)(request, { params: Promise.resolve({ visitId: upcomingA }) })).status).toBe(403);
    expect((await visitRow(upcomingA)).feedback).toBe('shortlisted');
  });
});
