// 'Lock desk' and the early pass on a real PostgreSQL: locking ends that device's desk session on the server (the
// same cookie checks no more codes, even sent again by hand), other desks of the society stay open, and a pass for
// a later day is refused with the moment it becomes valid (India time).
import { POST as checkRoute } from '@/app/api/gate/[societyId]/check/route';
import { POST as lockRoute } from '@/app/api/gate/[societyId]/lock/route';
import { POST as unlockRoute } from '@/app/api/gate/[societyId]/unlock/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { gate_desk_locks, properties, property_rent_listings } from '@/server/db/schema';
import { visitConfirmationMessages } from '@/server/messages/visit-confirmation';
import { bookVisit } from '@/server/visits/booking';
import { visitConfirmationInput } from '@/server/visits/confirmation-job';
import { isDeskOpen } from '@/server/visits/gate-desk-lock';
import { findDeskSociety, setDeskPin } from '@/server/visits/gate-desk';
import { passCodeFor } from '@/server/visits/gate-pass';
import { useTestDatabase } from '../helpers/test-db';
import { registerPerson } from './auth-helpers';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

/** The gate desk's POSTs come from the kiosk's own page: same-origin, from one client address. */
const post = (handler: Parameters<typeof call>[0], path: string, init: { body?: unknown; cookie?: string; params?: Record<string, string>; origin?: string } = {}) =>
  call(handler, path, { method: 'POST', ip: '198.51.100.70', ...init, origin: init.origin ?? BASE_URL });

const PIN = '592817';
let desk = '';
const unlock = async () => {
  const response = await post(unlockRoute, `/api/gate/${desk}/unlock`, { body: { pin: PIN }, params: { societyId: desk } });
  expect(response.status).toBe(204);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
};
const check = (code: string, cookie?: string) => post(checkRoute, `/api/gate/${desk}/check`, { body: { code }, cookie, params: { societyId: desk } });
const lock = (cookie?: string, origin?: string) => post(lockRoute, `/api/gate/${desk}/lock`, { cookie, params: { societyId: desk }, origin });

beforeAll(async () => {
  desk = await insertSociety({ name: `Lock Desk Residency ${Date.now()}` });
  await setDeskPin(desk, PIN);
});

test("'Lock desk' ends this device's session on the server and clears its cookie; the society's other desks stay open", async () => {
  const tablet = await unlock();
  const phone = await unlock();
  expect(tablet).not.toBe(phone); // each device has its own session
  expect((await check('ZZZZ-ZZZZ', tablet)).status).toBe(404); // open: the code itself is what is refused

  // Another site's page cannot lock a desk (Origin check): nothing changes.
  expect((await lock(tablet, 'https://evil.example')).status).toBe(403);
  expect((await check('ZZZZ-ZZZZ', tablet)).status).toBe(404);

  const locked = await lock(tablet);
  expect(locked.status).toBe(204);
  expect(locked.headers.getSetCookie()[0]).toMatch(/^gate_desk=;.*Max-Age=0/i);
  // The old cookie, sent again by hand, checks no more codes, and the page asks for the PIN.
  expect(await (await check('ZZZZ-ZZZZ', tablet)).json()).toEqual({ error: { code: 'desk_locked', message: 'Enter the desk PIN first.' } });
  const society = (await findDeskSociety(desk))!;
  expect(await isDeskOpen(society, tablet.split('=')[1])).toBe(false);
  // The phone's session is another one: still open.
  expect(await isDeskOpen(society, phone.split('=')[1])).toBe(true);
  expect((await check('ZZZZ-ZZZZ', phone)).status).toBe(404);

  // Locking again, or with no session at all, is harmless; a fresh PIN opens the tablet again.
  expect((await lock(tablet)).status).toBe(204);
  expect((await lock()).status).toBe(204);
  expect(await getDb().select().from(gate_desk_locks)).toHaveLength(1);
  expect((await check('ZZZZ-ZZZZ', await unlock())).status).toBe(404);
  expect((await post(lockRoute, '/api/gate/not-a-uuid/lock', { params: { societyId: 'not-a-uuid' } })).status).toBe(404);
});

test('a pass for a later day says from when it is valid (India time), and lets nobody in; its messages send the visitor to the desk', async () => {
  const person = await registerPerson('desk-early');
  const [property] = await getDb().insert(properties).values({ society_id: desk }).returning({ id: properties.id });
  const [listing] = await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: desk, expected_rent: 30000 }).returning({ id: property_rent_listings.id });
  const date = addCalendarDays(indiaDate(new Date()), 3);
  const start = indiaInstant(date, '11:00');
  const visit = await bookVisit(person.id, { listing_id: listing!.id, property_id: property!.id, society_id: desk, visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 1_800_000).toISOString(), at_the_society: false });
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' }).format(new Date(`${date}T12:00:00Z`));
  const month = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short' }).format(new Date(`${date}T12:00:00Z`));
  const refused = await check(passCodeFor(visit.id), await unlock());
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({
    error: { code: 'pass_not_yet_valid', message: `This pass is not valid yet: it is valid from ${weekday} ${Number(date.slice(8))} ${month}, 10:30 AM (India time).` },
  });

  // The confirmation (and the reminders, which read the same input) say where the pass is checked.
  const messages = await visitConfirmationMessages((await visitConfirmationInput(visit.id))!);
  expect(messages.email.html).toContain('Show this code or its QR code at the security desk; the guard checks it there. Valid 10:30 AM to 12:00 PM.');
  expect(messages.email.text).toContain('(show it at the security desk; valid 10:30 AM to 12:00 PM)');
});
