// The security desk against guessers, on a real PostgreSQL: wrong PINs slow the guessers (per device, per
// address, and per society for devices that never opened the desk) and never lock the guard with the right PIN
// out; an open desk checks at most DESK_CHECKS_PER_MINUTE codes a minute; another society's real code is
// answered exactly like a made-up one.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as checkRoute } from '@/app/api/gate/[societyId]/check/route';
import { POST as unlockRoute } from '@/app/api/gate/[societyId]/unlock/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, rate_limit_events, visits } from '@/server/db/schema';
import { bookVisit } from '@/server/visits/booking';
import { DESK_CHECKS_PER_MINUTE, DESK_DEVICE_COOKIE, DESK_PIN_TRIES_PER_ADDRESS, DESK_PIN_TRIES_PER_SOCIETY, setDeskPin } from '@/server/visits/gate-desk';
import { useTestDatabase } from '../helpers/test-db';
import { registerPerson } from './auth-helpers';
import { BASE_URL, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** One browser at one address: it keeps the cookies the desk sets, as a browser would. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(readonly address: string) {}

  private async post(handler: Handler, societyId: string, action: 'unlock' | 'check', body: unknown): Promise<Response> {
    const headers = new Headers({ 'Content-Type': 'application/json', origin: BASE_URL, 'x-forwarded-for': this.address });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const request = new NextRequest(`${BASE_URL}/api/gate/${societyId}/${action}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const response = await handler(request, { params: Promise.resolve({ societyId }) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    return response;
  }

  /** 'open', or the refusal's code. */
  async unlock(societyId: string, pin: string): Promise<string> {
    const response = await this.post(unlockRoute as Handler, societyId, 'unlock', { pin });
    if (response.status === 204) return 'open';
    return ((await response.json()) as { error: { code: string } }).error.code;
  }

  async check(societyId: string, code: string): Promise<{ status: number; body: unknown }> {
    const response = await this.post(checkRoute as Handler, societyId, 'check', { code });
    return { status: response.status, body: await response.json() };
  }

  /** A guesser that drops its cookies before every try. */
  forget(): void {
    this.cookies.clear();
  }
}

const PIN = '246810';
const WRONG = '135790';

async function deskSociety(name: string): Promise<string> {
  const society = await insertSociety({ name: `${name} ${Date.now()}` });
  await setDeskPin(society, PIN);
  return society;
}

test("the guard's right PIN gets in after 30 wrong PINs from six addresses; the guessers are slowed", async () => {
  const desk = await deskSociety('Six Address Towers');
  const guard = new Browser('203.0.113.10');
  expect(await guard.unlock(desk, PIN)).toBe('open'); // the desk's own device, opened at the start of a shift

  const guessers = Array.from({ length: 6 }, (_, index) => new Browser(`198.51.100.${index + 1}`));
  for (const guesser of guessers) for (let index = 0; index < 5; index += 1) expect(await guesser.unlock(desk, WRONG)).toBe('wrong_pin');
  // Each guesser is held back by its own budget, even when it tries the right PIN.
  for (const guesser of guessers) expect(await guesser.unlock(desk, PIN)).toBe('too_many_attempts');

  // The guard: the desk's own device, a fresh device at a new address, and a fresh one at a guesser's address.
  expect(await guard.unlock(desk, PIN)).toBe('open');
  expect(await new Browser('203.0.113.11').unlock(desk, PIN)).toBe('open');
  expect(await new Browser('198.51.100.1').unlock(desk, PIN)).toBe('open');
});

test("five wrong PINs from the guard's own address do not lock the guard out", async () => {
  const desk = await deskSociety('Shared Gate Residency');
  const deskDevice = new Browser('203.0.113.20');
  expect(await deskDevice.unlock(desk, PIN)).toBe('open');
  const neighbour = new Browser('203.0.113.20');
  for (let index = 0; index < 5; index += 1) expect(await neighbour.unlock(desk, WRONG)).toBe('wrong_pin');
  expect(await neighbour.unlock(desk, PIN)).toBe('too_many_attempts');

  expect(await deskDevice.unlock(desk, PIN)).toBe('open');
  // A guard on a new phone at the same address.
  expect(await new Browser('203.0.113.20').unlock(desk, PIN)).toBe('open');
});

test('a guesser that drops its cookies is stopped per address; a crowd of addresses by the society ceiling, which spares the desk device', async () => {
  const desk = await deskSociety('Cookie Drop Enclave');
  const deskDevice = new Browser('203.0.113.30');
  expect(await deskDevice.unlock(desk, PIN)).toBe('open');

  const dropper = new Browser('198.51.100.77');
  for (let index = 0; index < DESK_PIN_TRIES_PER_ADDRESS; index += 1) {
    dropper.forget();
    expect(await dropper.unlock(desk, WRONG)).toBe('wrong_pin');
  }
  dropper.forget();
  expect(await dropper.unlock(desk, PIN)).toBe('too_many_attempts');

  // The rest of the society's hourly ceiling, spent from many addresses without cookies: recorded as the desk
  // would record them (each wrong try counts for the society), then the next unknown device is refused.
  const spent = DESK_PIN_TRIES_PER_SOCIETY - DESK_PIN_TRIES_PER_ADDRESS;
  await getDb().insert(rate_limit_events).values(Array.from({ length: spent }, () => ({ bucket: `gate-pin:${desk}` })));
  expect(await new Browser('203.0.113.99').unlock(desk, PIN)).toBe('too_many_attempts');
  // The desk's own device is never held back by others' guesses.
  expect(await deskDevice.unlock(desk, PIN)).toBe('open');
});

test("a forged 'known device' cookie counts for nothing", async () => {
  const desk = await deskSociety('Forged Cookie Court');
  const forger = new Browser('198.51.100.88');
  for (let index = 0; index < 5; index += 1) expect(await forger.unlock(desk, WRONG)).toBe('wrong_pin');
  const cookie = (forger as unknown as { cookies: Map<string, string> }).cookies;
  cookie.set(DESK_DEVICE_COOKIE, `${cookie.get(DESK_DEVICE_COOKIE)!.split('.')[0]}.${desk}.forged`);
  expect(await forger.unlock(desk, PIN)).toBe('too_many_attempts');
});

async function bookedCode(societyId: string): Promise<string> {
  const person = await registerPerson(`desk-code-${societyId.slice(0, 8)}`);
  const [property] = await getDb().insert(properties).values({ society_id: societyId, sqft: 1100 }).returning({ id: properties.id });
  const [listing] = await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: societyId, expected_rent: 30000 }).returning({ id: property_rent_listings.id });
  const date = addCalendarDays(indiaDate(new Date()), 2);
  const start = indiaInstant(date, '11:00');
  const visit = await bookVisit(person.id, { listing_id: listing!.id, property_id: property!.id, society_id: societyId, visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 1_800_000).toISOString(), at_the_society: false });
  const [row] = await getDb().select({ code: visits.pass_code }).from(visits).where(eq(visits.id, visit.id));
  return row!.code!;
}

test("the desk answers another society's real code exactly like a made-up one", async () => {
  const desk = await deskSociety('Own Code Gardens');
  const elsewhere = await deskSociety('Elsewhere Heights');
  const realElsewhere = await bookedCode(elsewhere);
  const guard = new Browser('203.0.113.40');
  expect(await guard.unlock(desk, PIN)).toBe('open');
  const other = await guard.check(desk, realElsewhere);
  const madeUp = await guard.check(desk, 'ZZZZ-ZZZZ');
  expect(other).toEqual(madeUp);
  expect(other).toEqual({ status: 404, body: { error: { code: 'pass_unknown', message: 'No visit has this code. Check the code and try again.' } } });
});

test('an open desk checks at most DESK_CHECKS_PER_MINUTE codes a minute; other desks are not affected', async () => {
  const desk = await deskSociety('Busy Gate Plaza');
  const neighbour = await deskSociety('Quiet Gate Plaza');
  const guard = new Browser('203.0.113.50');
  expect(await guard.unlock(desk, PIN)).toBe('open');
  for (let index = 0; index < DESK_CHECKS_PER_MINUTE; index += 1) expect((await guard.check(desk, 'ZZZZ-ZZZZ')).status).toBe(404);
  expect(await guard.check(desk, 'ZZZZ-ZZZZ')).toEqual({ status: 429, body: { error: { code: 'too_many_checks', message: 'Too many checks in a minute. Please wait a moment and try again.' } } });
  const other = new Browser('203.0.113.51');
  expect(await other.unlock(neighbour, PIN)).toBe('open');
  expect((await other.check(neighbour, 'ZZZZ-ZZZZ')).status).toBe(404);
});
