// Web Push on a real PostgreSQL, with a local HTTP server standing in for the push service: a device's
// subscription stored (and moved, and removed only by its owner); a reminder goes once to each device, also when its
// job runs again; a push service's 410 removes that device's subscription; a cancellation goes to the devices too;
// nothing at all while the VAPID keys are unset.
import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from '@/app/api/push/subscriptions/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, push_subscriptions } from '@/server/db/schema';
import { bookVisit } from '@/server/visits/booking';
import { cancelVisit } from '@/server/visits/cancellation';
import { sendVisitReminder } from '@/server/visits/reminders';
import { runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { setEnv } from './auth-helpers';
import { BASE_URL, call, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const vapid = webpush.generateVAPIDKeys();
const pushOn = () => setEnv({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' });
const pushOff = () => setEnv({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined });

// The stand-in push service, on https as push services are (web-push speaks only TLS), with a throw-away
// self-signed certificate that only this test process trusts: /ok/<device> accepts (201), /gone/<device> answers
// 410 as a push service does for an unsubscribed device. Every request is recorded with its path and the VAPID
// authorization it carried.
const received: { path: string; authorization: string | undefined; encoding: string | undefined }[] = [];
let service: Server;
let origin = '';
const caBefore = globalAgent.options.ca;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-stand-in-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { stdio: 'ignore' });
  const cert = readFileSync(`${dir}/cert.pem`);
  globalAgent.options.ca = cert; // web-push's requests (the default agent) trust the stand-in's certificate alone
  service = createServer({ key: readFileSync(`${dir}/key.pem`), cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, encoding: request.headers['content-encoding'] as string | undefined });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  globalAgent.options.ca = caBefore;
  await new Promise<void>((resolve) => service.close(() => resolve()));
});
beforeEach(() => {
  pushOn();
  received.length = 0;
});
afterEach(() => getDb().execute(sql`delete from graphile_worker._private_jobs`));

const base64Url = (bytes: Buffer) => bytes.toString('base64url');
/** A browser's subscription: a P-256 public key and a 16-byte auth secret, as PushSubscription.toJSON() gives them. */
function deviceSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${origin}${path}`, expirationTime: null, keys: { p256dh: base64Url(ecdh.getPublicKey()), auth: base64Url(randomBytes(16)) } };
}

const subscribe = (cookie: string, body: unknown) => call(subscribeRoute, '/api/push/subscriptions', { method: 'POST', body, cookie, origin: BASE_URL });
const unsubscribe = (cookie: string, body: unknown) => call(unsubscribeRoute, '/api/push/subscriptions', { method: 'DELETE', body, cookie, origin: BASE_URL });
const subscriptionsOf = (userId: string) => getDb().select().from(push_subscriptions).where(eq(push_subscriptions.user_id, userId));

const day1 = addCalendarDays(indiaDate(new Date()), 1);
const NOW = indiaInstant(day1, '09:00');
async function bookedVisit(userId: string) {
  const societyId = await insertSociety({ name: `Push Gardens ${Date.now()}` });
  const [property] = await getDb().insert(properties).values({ society_id: societyId, sqft: 1100 }).returning({ id: properties.id });
  const [listing] = await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: societyId, expected_rent: 30000 }).returning({ id: property_rent_listings.id });
  const start = indiaInstant(addCalendarDays(day1, 2), '11:00');
  const visit = await bookVisit(
    userId,
    { listing_id: listing!.id, property_id: property!.id, society_id: societyId, visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 30 * 60_000).toISOString(), at_the_society: false },
    NOW,
  );
  return { visitId: visit.id, societyId, start };
}

async function pushJobs(): Promise<{ key: string | null; payload: Record<string, string> }[]> {
  const { rows } = await getDb().execute<{ key: string | null; payload: Record<string, string> }>(sql`
    select j.key, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = 'deliver-push' order by j.key`);
  return rows;
}

describe('subscriptions', () => {
  test('stored per device; the same device again is one row; DELETE removes only the caller’s own', async () => {
    const person = await signedInPerson('push-store');
    const other = await signedInPerson('push-other');
    const phone = deviceSubscription('/ok/phone');
    expect((await subscribe(person.cookie, phone)).status).toBe(201);
    expect((await subscribe(person.cookie, deviceSubscription('/ok/tablet'))).status).toBe(201);
    expect((await subscribe(person.cookie, phone)).status).toBe(201);
    expect((await subscriptionsOf(person.id)).map((row) => row.endpoint).sort()).toEqual([`${origin}/ok/phone`, `${origin}/ok/tablet`]);

    const refused = await unsubscribe(other.cookie, { endpoint: phone.endpoint });
    expect(await refused.json()).toEqual({ removed: false });
    expect(await subscriptionsOf(person.id)).toHaveLength(2);
    expect(await (await unsubscribe(person.cookie, { endpoint: phone.endpoint })).json()).toEqual({ removed: true });
    expect((await subscriptionsOf(person.id)).map((row) => row.endpoint)).toEqual([`${origin}/ok/tablet`]);
  });

  test('refused: no session (401), a malformed subscription (422, nothing stored), push off (404)', async () => {
    const person = await signedInPerson('push-refuse');
    expect((await call(subscribeRoute, '/api/push/subscriptions', { method: 'POST', body: deviceSubscription('/ok/x'), origin: BASE_URL })).status).toBe(401);
    for (const body of [{}, { ...deviceSubscription('/ok/x'), endpoint: 'http://push.example/x' }, { ...deviceSubscription('/ok/x'), keys: { p256dh: 'a b', auth: 'c' } }, { ...deviceSubscription('/ok/x'), user_id: person.id }]) {
      expect((await subscribe(person.cookie, body)).status).toBe(422);
    }
    pushOff();
    expect((await subscribe(person.cookie, deviceSubscription('/ok/x'))).status).toBe(404);
    expect(await subscriptionsOf(person.id)).toEqual([]);
  });
});

describe('deliveries', () => {
  test('a reminder goes once to each device (also when its job runs again); a 410 removes that device', async () => {
    const person = await signedInPerson('push-remind');
    await subscribe(person.cookie, deviceSubscription('/ok/phone'));
    await subscribe(person.cookie, deviceSubscription('/gone/old-phone'));
    const { visitId, societyId, start } = await bookedVisit(person.id);
    const [phone, oldPhone] = (await subscriptionsOf(person.id)).sort((a, b) => a.endpoint.localeCompare(b.endpoint)).reverse();
    expect(phone!.endpoint).toContain('/ok/phone');

    const reminder = { visitId, kind: '24h' as const, visitStart: start.toISOString() };
    await sendVisitReminder(reminder);
    const key = `visit-reminder-push:24h:${visitId}:${start.getTime()}`;
    const jobs = await pushJobs();
    expect(jobs.map((job) => job.key).sort()).toEqual([`${key}:${oldPhone!.id}`, `${key}:${phone!.id}`].sort());
    expect(jobs[0]!.payload).toMatchObject({ url: `/society-visits/${societyId}`, tag: `visit:${visitId}`, title: expect.stringContaining('Your visit is tomorrow') });

    await runDueJobs(database.url(), ['deliver-push']);
    expect(received.map((request) => request.path).sort()).toEqual(['/gone/old-phone', '/ok/phone']);
    // Encrypted for the device (aes128gcm) and signed with the VAPID key.
    expect(received.every((request) => request.encoding === 'aes128gcm' && request.authorization?.startsWith(`vapid t=`) && request.authorization.includes(`k=${vapid.publicKey}`))).toBe(true);
    expect((await subscriptionsOf(person.id)).map((row) => row.id)).toEqual([phone!.id]);
    expect(await pushJobs()).toEqual([]);

    // The reminder's job runs again (a worker died after queueing): the phone is not notified twice.
    await sendVisitReminder(reminder);
    expect((await pushJobs()).map((job) => job.key)).toEqual([`${key}:${phone!.id}`]);
    await runDueJobs(database.url(), ['deliver-push']);
    expect(received.filter((request) => request.path === '/ok/phone')).toHaveLength(1);
    const { rows } = await getDb().execute<{ message_key: string; channel: string }>(sql`select message_key, channel from delivered_messages where message_key like ${`${key}:%`}`);
    expect(rows).toEqual([{ message_key: `${key}:${phone!.id}`, channel: 'push' }]);
  });

  test('a cancellation is pushed to the devices too, in its own transaction', async () => {
    const person = await signedInPerson('push-cancel');
    await subscribe(person.cookie, deviceSubscription('/ok/cancel-phone'));
    const { visitId } = await bookedVisit(person.id);
    await cancelVisit(person.id, visitId, NOW);
    const [job] = await pushJobs();
    expect(job!.payload.title).toMatch(/^Visit cancelled: Push Gardens/);
    await runDueJobs(database.url(), ['deliver-push']);
    expect(received.map((request) => request.path)).toEqual(['/ok/cancel-phone']);
  });

  test('push off (no VAPID keys): nothing is queued for the devices', async () => {
    const person = await signedInPerson('push-off');
    await subscribe(person.cookie, deviceSubscription('/ok/off-phone'));
    const { visitId, start } = await bookedVisit(person.id);
    pushOff();
    await sendVisitReminder({ visitId, kind: '2h', visitStart: start.toISOString() });
    expect(await pushJobs()).toEqual([]);
  });
});
