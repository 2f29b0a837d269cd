// Visit day on a real PostgreSQL, with a fixed clock: reminder jobs scheduled at booking, replaced by a
// reschedule and removed by a cancel; the reschedule race and limits; gate pass windows, wrong society, replay;
// 'Not checked in' and feedback only for visits that happened.
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as checkRoute } from '@/app/api/gate/[societyId]/check/route';
import { POST as unlockRoute } from '@/app/api/gate/[societyId]/unlock/route';
import { POST as rescheduleRoute } from '@/app/api/visits/[visitId]/reschedule/route';
import { PATCH as patchVisit } from '@/app/api/visits/[visitId]/route';
import { GET as qrRoute } from '@/app/api/gate-pass/qr/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { gated_societies, properties, property_rent_listings, society_gate_desks, visits } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { bookVisit } from '@/server/visits/booking';
import { cancelVisit } from '@/server/visits/cancellation';
import { getSocietyVisits } from '@/server/visits/service';
import { importText } from '@/server/import/run-import';
import { setDeskPin, unlockDesk } from '@/server/visits/gate-desk';
import { checkInPass, passCodeFor } from '@/server/visits/gate-pass';
import { rescheduleVisit } from '@/server/visits/reschedule';
import { runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { registerPerson } from './auth-helpers';
import { BASE_URL, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { callRoute, type RouteCall, type RouteHandler as Handler } from '../helpers/route-call';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const call = (handler: Handler, path: string, init: RouteCall = {}) => callRoute(handler, path, { method: 'POST', ...init, ip: init.ip ?? '198.51.100.60' });

// The fixed clock: tomorrow (India) at 09:00, so every slot below is at a known distance from "now".
const day1 = addCalendarDays(indiaDate(new Date()), 1);
const day = (offset: number) => addCalendarDays(day1, offset);
const NOW = indiaInstant(day1, '09:00');
const at = (date: string, hhmm: string) => indiaInstant(date, hhmm);
const plusMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
const slot = (date: string, start: string) => {
  const from = at(date, start);
  return { visit_start: from.toISOString(), visit_end: plusMinutes(from, 30).toISOString() };
};

let societyId = '';
let otherSocietyId = '';
async function rentListing(society = societyId) {
  const [property] = await getDb().insert(properties).values({ society_id: society, sqft: 1200, house_number: 'B-1204' }).returning({ id: properties.id });
  const [listing] = await getDb()
    .insert(property_rent_listings)
    .values({ property_id: property!.id, society_id: society, expected_rent: 40000 })
    .returning({ id: property_rent_listings.id });
  return { societyId: society, propertyId: property!.id, listingId: listing!.id };
}
const book = (userId: string, listing: Awaited<ReturnType<typeof rentListing>>, date: string, start: string, now = NOW) =>
  bookVisit(userId, { listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, ...slot(date, start), at_the_society: false }, now);

type ReminderJob = {
  key: string;
  run_at: Date;
  payload: { visitId: string; kind: string; visitStart: string };
};
async function reminderJobs(visitId: string): Promise<ReminderJob[]> {
  const { rows } = await getDb().execute<ReminderJob>(sql`
    select j.key, j.run_at, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = 'send-visit-reminder' and j.payload->>'visitId' = ${visitId} order by j.run_at`);
  return rows.map((row) => ({ ...row, run_at: new Date(row.run_at) }));
}
async function jobsOf(task: string): Promise<{ key: string | null; payload: Record<string, unknown> }[]> {
  const { rows } = await getDb().execute<{ key: string | null; payload: Record<string, unknown> }>(sql`
    select j.key, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${task} order by j.id`);
  return rows;
}
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);
const codeOf = async (visitId: string) => (await getDb().select({ code: visits.pass_code }).from(visits).where(eq(visits.id, visitId)))[0]!.code!;

beforeAll(async () => {
  societyId = await insertSociety({ name: `Visit Day Heights ${Date.now()}`, latitude: 12.97, longitude: 77.75 });
  otherSocietyId = await insertSociety({ name: `Other Gate Towers ${Date.now()}` });
});
afterEach(clearJobs);

describe('reminders', () => {
  test('a booking a day or more ahead schedules both reminders, India time, with job keys', async () => {
    const person = await registerPerson('remind-both');
    const visit = await book(person.id, await rentListing(), day(1), '11:00');
    const jobs = await reminderJobs(visit.id);
    expect(jobs.map((job) => [job.key, job.run_at.toISOString()])).toEqual([
      [`visit-reminder-24h:${visit.id}`, at(day(0), '11:00').toISOString()],
      [`visit-reminder-2h:${visit.id}`, at(day(1), '09:00').toISOString()],
    ]);
    expect(jobs[0]!.payload).toEqual({ visitId: visit.id, kind: '24h', visitStart: at(day(1), '11:00').toISOString() });
  });

  test('3 hours ahead: only the 2-hour reminder; under 2 hours ahead: none beyond the confirmation', async () => {
    const person = await registerPerson('remind-near');
    const threeHours = await book(person.id, await rentListing(), day(0), '12:00');
    expect((await reminderJobs(threeHours.id)).map((job) => job.key)).toEqual([`visit-reminder-2h:${threeHours.id}`]);
    const soon = await book(person.id, await rentListing(), day(0), '10:30');
    expect(await reminderJobs(soon.id)).toEqual([]);
    expect((await jobsOf('send-visit-confirmation')).map((job) => job.payload.visitId)).toContain(soon.id);
  });

  test('a reschedule replaces the reminders (same keys, new times); a move to under 24 h ahead drops the 24-hour one; a cancel removes them', async () => {
    const person = await registerPerson('remind-move');
    const visit = await book(person.id, await rentListing(), day(1), '11:00');
    await rescheduleVisit(person.id, visit.id, slot(day(2), '15:00'), NOW);
    const moved = await reminderJobs(visit.id);
    expect(moved.map((job) => [job.key, job.run_at.toISOString(), job.payload.visitStart])).toEqual([
      [`visit-reminder-24h:${visit.id}`, at(day(1), '15:00').toISOString(), at(day(2), '15:00').toISOString()],
      [`visit-reminder-2h:${visit.id}`, at(day(2), '13:00').toISOString(), at(day(2), '15:00').toISOString()],
    ]);
    await rescheduleVisit(person.id, visit.id, slot(day(0), '16:00'), NOW);
    expect((await reminderJobs(visit.id)).map((job) => [job.key, job.run_at.toISOString()])).toEqual([[`visit-reminder-2h:${visit.id}`, at(day(0), '14:00').toISOString()]]);
    await cancelVisit(person.id, visit.id, NOW);
    expect(await reminderJobs(visit.id)).toEqual([]);
  });

  test('the reminder job renders the address, map link, slot, gate pass and how to reschedule or cancel', async () => {
    const person = await registerPerson('remind-run');
    const visit = await book(person.id, await rentListing(), day(1), '11:00');
    // Due now: the job runs with the real clock, before the (future) visit.
    await getDb().execute(sql`update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key = ${`visit-reminder-24h:${visit.id}`}`);
    await runDueJobs(database.url(), ['send-visit-reminder']);
    const [email] = await jobsOf('deliver-email');
    const code = await codeOf(visit.id);
    const pass = `${code.slice(0, 4)}-${code.slice(4)}`;
    expect(email!.key).toBe(`visit-reminder-email:24h:${visit.id}:${at(day(1), '11:00').getTime()}`);
    expect(email!.payload.subject).toMatch(/^Reminder: your visit to Visit Day Heights \d+ is tomorrow, 11:00 AM$/);
    expect(email!.payload.text).toContain(`Gate pass: ${pass}`);
    expect(email!.payload.text).toContain('House: B-1204'); // which door, once booked
    expect(email!.payload.html).toContain('B-1204');
    expect(email!.payload.text).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=12.97,77.75');
    expect(email!.payload.text).toContain(`Reschedule or cancel: ${BASE_URL}/society-visits/${societyId}`);
    expect(email!.payload.html).toContain(`/api/gate-pass/qr?code=${pass}`);
    const [whatsapp] = await jobsOf('deliver-whatsapp');
    expect(whatsapp!.payload.body).toContain(`Gate pass: ${pass} (show it to the guard at the society gate; valid 10:30 AM to 12:00 PM)`);
    expect(whatsapp!.payload.body).toContain('Home for rent, house B-1204 at Visit Day Heights');
    // A reminder for a slot the visit no longer has sends nothing.
    await clearJobs();
    await rescheduleVisit(person.id, visit.id, slot(day(2), '11:00'), NOW);
    await getDb().execute(sql`select graphile_worker.add_job('send-visit-reminder', ${JSON.stringify({ visitId: visit.id, kind: '2h', visitStart: at(day(1), '11:00').toISOString() })}::json)`);
    await runDueJobs(database.url(), ['send-visit-reminder']);
    expect(await jobsOf('deliver-email')).toEqual([]);
  });
});

describe('reschedule', () => {
  test('two people taking one slot at once: one moves, the other gets 409 slot_taken; the old slot is free at once', async () => {
    const listing = await rentListing();
    const [a, b, c] = await Promise.all([registerPerson('race-a'), registerPerson('race-b'), registerPerson('race-c')]);
    const visitA = await book(a.id, listing, day(1), '10:00');
    const visitB = await book(b.id, listing, day(1), '10:30');
    const outcomes = await Promise.allSettled([
      rescheduleVisit(a.id, visitA.id, slot(day(1), '16:00'), NOW),
      rescheduleVisit(b.id, visitB.id, slot(day(1), '16:00'), NOW),
    ]);
    const codes = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'ok' : (outcome.reason as AppError).code));
    expect([...codes].sort()).toEqual(['ok', 'slot_taken']);
    const live = await getDb().select({ start: visits.visit_start }).from(visits).where(and(eq(visits.property_id, listing.propertyId), eq(visits.visit_start, at(day(1), '16:00'))));
    expect(live).toHaveLength(1);
    // The winner's old slot is free at once: a third person books it; the loser kept theirs.
    const [freed, kept] = codes[0] === 'ok' ? ['10:00', '10:30'] : ['10:30', '10:00'];
    await expect(book(c.id, listing, day(1), freed)).resolves.toMatchObject({ visitStart: at(day(1), freed).toISOString() });
    const d = await registerPerson('race-d');
    const visitD = await book(d.id, listing, day(2), '16:00');
    await expect(rescheduleVisit(d.id, visitD.id, slot(day(1), kept), NOW)).rejects.toMatchObject({ code: 'slot_taken', status: 409 });
  });

  test('the booking rules, at most 2 reschedules, one message with the updated invite (same UID, higher SEQUENCE)', async () => {
    const person = await signedInPerson('resched-route');
    const visit = await book(person.id, await rentListing(), day(1), '11:00');
    const move = (body: unknown, visitId = visit.id, cookie = person.cookie) =>
      call(rescheduleRoute as Handler, `/api/visits/${visitId}/reschedule`, { body, cookie, params: { visitId } });

    expect((await move(slot(day(1), '13:00'))).status).toBe(422); // lunch
    expect(await (await move(slot(day(1), '11:00'))).json()).toMatchObject({ error: { code: 'same_slot' } });
    expect((await move({ ...slot(day(1), '15:00'), user_id: person.id })).status).toBe(422); // strict payload
    const stranger = await signedInPerson('resched-stranger');
    expect((await move(slot(day(1), '15:00'), visit.id, stranger.cookie)).status).toBe(404);

    const first = await move(slot(day(2), '15:00'));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ visit: { rescheduleCount: 1, visitStart: at(day(2), '15:00').toISOString() } });
    await runDueJobs(database.url(), ['send-visit-confirmation', 'send-visit-rescheduled']);
    const emails = await jobsOf('deliver-email');
    const confirmation = emails.find((job) => job.key === `visit-confirmation-email:${visit.id}`)!;
    const rescheduled = emails.find((job) => job.key === `visit-rescheduled-email:${visit.id}:1`)!;
    const ics = (job: typeof confirmation) => (job.payload.attachments as { content: string }[])[0]!.content;
    const uid = ics(confirmation).match(/UID:(.+)/)![1];
    // The invite's description names the flat, the gate pass and the visit's card (lines unfolded, RFC 5545).
    const description = ics(confirmation).replace(/\r?\n[ \t]/g, '').match(/^DESCRIPTION:(.*)$/m)![1]!;
    const passCode = await codeOf(visit.id);
    expect(description).toContain('House: B-1204\\n');
    expect(description).toContain(`Gate pass: ${passCode.slice(0, 4)}-${passCode.slice(4)}\\n`);
    expect(description).toContain(`Your visit and gate pass: ${BASE_URL}/society-visits/${societyId}`);
    expect(confirmation.payload.text).toContain(`Your visits: ${BASE_URL}/society-visits/${societyId}`);
    expect(confirmation.payload.text).toContain('House: B-1204');
    expect((await getSocietyVisits(person.id, societyId))!.visits.map((card) => card.houseNumber)).toEqual(['B-1204']);
    expect(ics(rescheduled)).toContain(`UID:${uid}`);
    expect(ics(rescheduled)).toMatch(/SEQUENCE:1\r?\n/);
    expect(rescheduled.payload.text).toContain('Was: ');
    expect(rescheduled.payload.text).toContain('Now: ');
    expect(rescheduled.payload.subject).toMatch(/^Visit rescheduled: Visit Day Heights \d+, now .+ at 3:00 PM$/);
    expect((await jobsOf('deliver-whatsapp')).filter((job) => job.key?.startsWith('visit-rescheduled-whatsapp'))).toHaveLength(1);

    expect((await move(slot(day(3), '15:00'))).status).toBe(200);
    const third = await move(slot(day(4), '15:00'));
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ error: { code: 'reschedule_limit', message: 'This visit has already been rescheduled twice. Cancel it and book again instead.' } });
  });
});

describe('gate pass', () => {
  const checkAt = (code: string, now: Date, society = societyId) => checkInPass(society, code, now).then(
    (visitor) => ({ ok: visitor }),
    (error: AppError) => ({ refused: error.code }),
  );

  test('valid from 30 minutes before the slot until 30 minutes after it: both boundaries', async () => {
    const person = await registerPerson('pass-window');
    await getDb().execute(sql`update profiles set first_name = 'Meera', last_name = 'Iyer' where id = ${person.id}`);
    const early = await book(person.id, await rentListing(), day(1), '11:00');
    const code = await codeOf(early.id);
    expect(code).toBe(passCodeFor(early.id));
    const start = at(day(1), '11:00');
    expect(await checkAt(code, plusMinutes(start, -30.02))).toEqual({ refused: 'pass_not_yet_valid' });
    const arrived = await checkAt(code.toLowerCase().replace(/^(....)/, '$1-'), plusMinutes(start, -30));
    expect(arrived).toEqual({ ok: { firstName: 'Meera', home: 'Home for rent, house B-1204', slot: '11:00 AM – 11:30 AM', arrivedAt: plusMinutes(start, -30).toISOString() } });

    const late = await book(person.id, await rentListing(), day(1), '15:00');
    const end = at(day(1), '15:30');
    expect(await checkAt(await codeOf(late.id), plusMinutes(end, 30))).toEqual({ refused: 'pass_expired' });
    expect(await checkAt(await codeOf(late.id), plusMinutes(end, 29.98))).toMatchObject({ ok: { firstName: 'Meera' } });
  });

  test("another society's code (as unknown), replay, cancelled and unknown codes are refused with their reason", async () => {
    const person = await registerPerson('pass-refusals');
    const visit = await book(person.id, await rentListing(), day(1), '11:00');
    const code = await codeOf(visit.id);
    const during = at(day(1), '11:05');
    expect(await checkAt(code, during, otherSocietyId)).toEqual({ refused: 'pass_unknown' }); // as a made-up code
    expect(await checkAt(code, during)).toMatchObject({ ok: { slot: '11:00 AM – 11:30 AM' } });
    expect(await checkAt(code, plusMinutes(during, 1))).toEqual({ refused: 'pass_used' });
    // Two desks scanning one pass at once: one lets the visitor in.
    const twice = await book(person.id, await rentListing(), day(1), '12:00');
    const both = await Promise.all([checkAt(await codeOf(twice.id), at(day(1), '12:00')), checkAt(await codeOf(twice.id), at(day(1), '12:00'))]);
    expect(both.filter((outcome) => 'ok' in outcome)).toHaveLength(1);
    expect(both.filter((outcome) => 'refused' in outcome && outcome.refused === 'pass_used')).toHaveLength(1);

    const cancelled = await book(person.id, await rentListing(), day(1), '16:00');
    await cancelVisit(person.id, cancelled.id, NOW);
    expect(await checkAt(await codeOf(cancelled.id), at(day(1), '16:00'))).toEqual({ refused: 'pass_cancelled' });
    expect(await checkAt('ZZZZ-ZZZZ', during)).toEqual({ refused: 'pass_unknown' });
    expect(await checkAt('not a code', during)).toEqual({ refused: 'pass_unknown' });
  });

  test('the desk routes: locked without the PIN, open with it, refusals as 4xx with the reason; the QR image', async () => {
    const desk = await insertSociety({ name: `Desk Route Residency ${Date.now()}` });
    await setDeskPin(desk, '482913');
    const check = (code: string, cookie?: string) => call(checkRoute as Handler, `/api/gate/${desk}/check`, { body: { code }, cookie, params: { societyId: desk } });
    expect(await (await check('ABCD-EFGH')).json()).toEqual({ error: { code: 'desk_locked', message: 'Enter the desk PIN first.' } });
    const wrong = await call(unlockRoute as Handler, `/api/gate/${desk}/unlock`, { body: { pin: '000000' }, params: { societyId: desk } });
    expect(wrong.status).toBe(401);
    const right = await call(unlockRoute as Handler, `/api/gate/${desk}/unlock`, { body: { pin: '482913' }, params: { societyId: desk } });
    expect(right.status).toBe(204);
    const cookie = right.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(right.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const unknown = await check('ABCD-EFGH', cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'pass_unknown', message: 'No visit has this code. Check the code and try again.' } });
    // Another society's desk cookie does not open this one.
    await setDeskPin(otherSocietyId, '111111');
    const other = await call(unlockRoute as Handler, `/api/gate/${otherSocietyId}/unlock`, { body: { pin: '111111' }, params: { societyId: otherSocietyId } });
    expect((await check('ABCD-EFGH', other.headers.getSetCookie()[0]!.split(';')[0]!)).status).toBe(401);
    // A new PIN signs the desk out.
    await setDeskPin(desk, '777777');
    expect((await check('ABCD-EFGH', cookie)).status).toBe(401);

    const image = await qrRoute(new NextRequest(`${BASE_URL}/api/gate-pass/qr?code=ABCD-EFGH`));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect((await qrRoute(new NextRequest(`${BASE_URL}/api/gate-pass/qr?code=hello%20world`))).status).toBe(404);
  });

  test('the societies import sets desk PINs (never stored as given); the same file again changes nothing; a bad PIN is a row error', async () => {
    const header = 'external_key,name,project_type,project_status,desk_pin';
    const first = await importText(`${header}\nvd-import-1,Import Gate Residency,Apartment,Ready to Move-in,135246\nvd-import-2,Import No Desk Homes,Apartment,Ready to Move-in,\n`);
    expect(first.outcome).toBe('imported');
    const [withDesk] = await getDb().select({ id: gated_societies.id }).from(gated_societies).where(eq(gated_societies.external_key, 'vd-import-1'));
    const desks = () => getDb().select().from(society_gate_desks).where(eq(society_gate_desks.society_id, withDesk!.id));
    const [desk] = await desks();
    expect(desk!.pin_hash).not.toContain('135246');
    await expect(unlockDesk(withDesk!.id, '135246', { address: 'import-desk', device: null })).resolves.toMatchObject({ outcome: { session: { value: expect.any(String) } } });
    await importText(`${header}\nvd-import-1,Import Gate Residency,Apartment,Ready to Move-in,135246\n`);
    expect((await desks())[0]!.pin_set_at).toEqual(desk!.pin_set_at); // same PIN: open desks stay open
    const bad = await importText(`${header}\nvd-import-3,Import Bad Pin Court,Apartment,Ready to Move-in,12ab\n`);
    expect(bad.problems).toEqual([{ line: 2, column: 'desk_pin', message: 'A desk PIN is 6 to 12 digits.' }]);
  });
});

describe('after the slot', () => {
  test("a desk society: 'Not checked in' without a check-in, feedback only once checked in; no desk: as before", async () => {
    const person = await signedInPerson('after-slot');
    const deskSociety = await insertSociety({ name: `Checked Gate Park ${Date.now()}` });
    await setDeskPin(deskSociety, '909090');
    const missed = await book(person.id, await rentListing(deskSociety), day(1), '10:00');
    const attended = await book(person.id, await rentListing(deskSociety), day(1), '11:00');
    await checkInPass(deskSociety, await codeOf(attended.id), at(day(1), '10:50'));

    const later = at(day(1), '12:30');
    const page = (await getSocietyVisits(person.id, deskSociety, later))!;
    const card = (id: string) => page.visits.find((visit) => visit.visitId === id)!;
    expect(card(missed.id)).toMatchObject({ notCheckedIn: true, happened: false, checkedInAt: null, pass: null });
    expect(card(attended.id)).toMatchObject({ notCheckedIn: false, happened: true, checkedInAt: at(day(1), '10:50').toISOString() });
    // Before its window closes the pass still shows and the visit is not yet 'Not checked in'.
    expect(card(missed.id)).toMatchObject({ rescheduleCount: 0, canReschedule: false });
    const before = (await getSocietyVisits(person.id, deskSociety, at(day(1), '10:15')))!.visits.find((visit) => visit.visitId === missed.id)!;
    expect(before).toMatchObject({ notCheckedIn: false, pass: { code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) } });

    const feedback = (visitId: string) =>
      call(patchVisit as Handler, `/api/visits/${visitId}`, { method: 'PATCH', body: { feedback: 'shortlisted', drop_reason: [], notes: '' }, cookie: person.cookie, params: { visitId } });
    // The real clock is before these visits; the rule for 'happened' is a check-in in a desk society.
    const refused = await feedback(missed.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'visit_not_started', message: 'You can update this visit once it has started.' } });
    expect((await feedback(attended.id)).status).toBe(200);
    // A visitor already let in cannot cancel the visit any more.
    await expect(cancelVisit(person.id, attended.id, at(day(1), '10:55'))).rejects.toMatchObject({ code: 'visit_not_cancellable', status: 409 });

    // In a society without a desk nobody can check in: never 'Not checked in', and a started visit happened.
    const plain = await book(person.id, await rentListing(), day(1), '10:00');
    const plainCard = (await getSocietyVisits(person.id, societyId, later))!.visits.find((visit) => visit.visitId === plain.id)!;
    expect(plainCard).toMatchObject({ notCheckedIn: false, happened: true });
  });
});
