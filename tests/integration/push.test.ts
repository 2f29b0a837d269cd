// Web Push on a real PostgreSQL, with a local HTTPS server standing in for the push service (the test's agent
// takes fcm.googleapis.com to it: the only address a test connects to is loopback): a device's subscription
// stored (never moved from another account, ten per account, removed only by its owner); only endpoints of the
// known push services are accepted, and a host that resolves to a private address is never called; a reminder
// goes once to each device, also when its job runs again, with a Topic per visit and kind; a push service's 410
// removes that device's subscription; a cancellation goes to the devices too; nothing while the VAPID keys are unset.
import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from '@/app/api/push/subscriptions/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, push_subscriptions } from '@/server/db/schema';
import { deliverPush } from '@/server/push/deliver';
import { guardedLookup, isPublicAddress, usePushAgentForTests } from '@/server/push/network';
import { PUSH_DEVICES_PER_ACCOUNT } from '@/server/push/subscriptions';
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
// self-signed certificate for fcm.googleapis.com that only this test's agent trusts: /ok/<device> accepts (201),
// /gone/<device> answers 410 as a push service does for an unsubscribed device. Every request is recorded with
// its path, the VAPID authorization and the Topic it carried.
const received: { path: string; authorization: string | undefined; encoding: string | undefined; topic: string | undefined }[] = [];
let service: Server;
let connections = 0;
let standInAgent: Agent;
const origin = 'https://fcm.googleapis.com';
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-stand-in-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=fcm.googleapis.com', '-addext', 'subjectAltName=DNS:fcm.googleapis.com', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`], { stdio: 'ignore' });
  const cert = readFileSync(`${dir}/cert.pem`);
  service = createServer({ key: readFileSync(`${dir}/key.pem`), cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, encoding: request.headers['content-encoding'] as string | undefined, topic: request.headers.topic as string | undefined });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  service.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  // The internet, for this test: every connection the push agent opens goes to the stand-in on loopback.
  class StandInAgent extends Agent {
    createConnection(options: ConnectionOptions): Socket {
      return tlsConnect({ ...options, host: '127.0.0.1', port, servername: 'fcm.googleapis.com', ca: cert });
    }
  }
  standInAgent = new StandInAgent();
  usePushAgentForTests(standInAgent);
});
afterAll(async () => {
  usePushAgentForTests(null);
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

async function pushJobOutcomes(): Promise<{ key: string | null; attempts: number; last_error: string | null }[]> {
  const { rows } = await getDb().execute<{ key: string | null; attempts: number; last_error: string | null }>(sql`
    select j.key, j.attempts, j.last_error from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
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
    for (const body of [{}, { ...deviceSubscription('/ok/x'), keys: { p256dh: 'a b', auth: 'c' } }, { ...deviceSubscription('/ok/x'), user_id: person.id }]) {
      expect((await subscribe(person.cookie, body)).status).toBe(422);
    }
    pushOff();
    expect((await subscribe(person.cookie, deviceSubscription('/ok/x'))).status).toBe(404);
    expect(await subscriptionsOf(person.id)).toEqual([]);
  });

  test.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['loopback', 'https://127.0.0.1/x'],
    ['localhost', 'https://localhost/x'],
    ['IPv6 loopback', 'https://[::1]/x'],
    ['the any address', 'https://0.0.0.0/x'],
    ['a decimal address', 'https://2130706433/x'],
    ['an octal address', 'https://0177.0.0.1/x'],
    ['a private address', 'https://10.0.0.5/x'],
    ['a link-local address (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['a public IP address', 'https://142.250.183.10/fcm/send/x'],
    ['a user name and password', 'https://user:secret@fcm.googleapis.com/fcm/send/x'],
    ['a user name alone', 'https://evil@fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a host that only ends like a push service', 'https://evilfcm.googleapis.com.attacker.example/x'],
    ['a look-alike domain', 'https://push.apple.com.attacker.example/x'],
    ['a host that is not a push service', 'https://push.example/x'],
    ['a trailing-dot host', 'https://fcm.googleapis.com./fcm/send/x'],
  ])('an endpoint that is %s is refused (422), stored nowhere, called never', async (_name, endpoint) => {
    const person = await signedInPerson('push-endpoint');
    const before = connections;
    expect((await subscribe(person.cookie, { ...deviceSubscription('/ok/x'), endpoint })).status).toBe(422);
    expect(await subscriptionsOf(person.id)).toEqual([]);
    expect(connections).toBe(before);
  });

  test('the known push services are accepted', async () => {
    const person = await signedInPerson('push-services');
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QGx', 'https://wns2-par02p.notify.windows.com/w/?token=abc']) {
      expect((await subscribe(person.cookie, { ...deviceSubscription('/ok/x'), endpoint })).status).toBe(201);
    }
    expect(await subscriptionsOf(person.id)).toHaveLength(4);
  });

  test('an endpoint another account saved stays with it (409); at most ten devices, the oldest replaced', async () => {
    const first = await signedInPerson('push-first');
    const second = await signedInPerson('push-second');
    const device = deviceSubscription('/ok/shared');
    expect((await subscribe(first.cookie, device)).status).toBe(201);
    const taken = await subscribe(second.cookie, { ...device, keys: deviceSubscription('/ok/other').keys });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('push_endpoint_taken');
    expect((await subscriptionsOf(first.id)).map((row) => [row.endpoint, row.p256dh])).toEqual([[device.endpoint, device.keys.p256dh]]);
    expect(await subscriptionsOf(second.id)).toEqual([]);

    for (let index = 0; index < PUSH_DEVICES_PER_ACCOUNT + 2; index += 1) {
      expect((await subscribe(second.cookie, deviceSubscription(`/ok/device-${index}`))).status).toBe(201);
      // Distinct created_at for 'oldest' to mean one device.
      await getDb().execute(sql`update push_subscriptions set created_at = created_at - interval '1 minute' where user_id = ${second.id}`);
    }
    const kept = (await subscriptionsOf(second.id)).map((row) => row.endpoint.split('/').at(-1)).sort();
    expect(kept).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
    expect(kept).not.toContain('device-0');
    expect(kept).not.toContain('device-1');
    expect(kept).toContain('device-11');
  });
});

describe('the address a push service host resolves to', () => {
  test('only public addresses pass', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not-an-address']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
    for (const address of ['142.250.183.10', '17.253.144.10', '2a00:1450:4009:81f::200a']) expect(isPublicAddress(address)).toBe(true);
  });

  test('a push service host that resolves to loopback is never called: the delivery is refused and the device removed', async () => {
    const person = await signedInPerson('push-rebind');
    await subscribe(person.cookie, deviceSubscription('/ok/rebound'));
    const [row] = await subscriptionsOf(person.id);
    const asked: string[] = [];
    // The real agent's guard, with a resolver that answers as a hostile or broken DNS would.
    usePushAgentForTests(new Agent({ lookup: guardedLookup(async (hostname) => (asked.push(hostname), [{ address: '127.0.0.1', family: 4 }])) }));
    const before = connections;
    try {
      const outcome = await deliverPush(`push-test:${row!.id}`, { subscriptionId: row!.id, title: 'T', body: 'B', url: '/', tag: 'visit:x', topic: 'visit:x:cancelled' });
      expect(outcome).toBe('refused');
    } finally {
      usePushAgentForTests(standInAgent);
    }
    expect(asked).toEqual(['fcm.googleapis.com']);
    expect(connections).toBe(before);
    expect(received).toEqual([]);
    expect(await subscriptionsOf(person.id)).toEqual([]);
    const { rows } = await getDb().execute(sql`select 1 from delivered_messages where message_key = ${`push-test:${row!.id}`}`);
    expect(rows).toEqual([]);
  });

  test('a subscription stored before the allow-list (a loopback endpoint) is removed, never called', async () => {
    const person = await signedInPerson('push-legacy');
    const [row] = await getDb().insert(push_subscriptions).values({ user_id: person.id, endpoint: 'https://127.0.0.1:9/x', p256dh: 'p', auth: 'a' }).returning();
    const before = connections;
    expect(await deliverPush(`push-legacy:${row!.id}`, { subscriptionId: row!.id, title: 'T', body: 'B', url: '/', tag: 'visit:x' })).toBe('refused');
    expect(connections).toBe(before);
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
    expect(jobs[0]!.payload).toMatchObject({ url: `/society-visits/${societyId}`, tag: `visit:${visitId}`, topic: `visit:${visitId}:reminder-24h`, title: expect.stringContaining('Your visit is tomorrow') });

    await runDueJobs(database.url(), ['deliver-push']);
    expect(received.map((request) => request.path).sort()).toEqual(['/gone/old-phone', '/ok/phone']);
    // Encrypted for the device (aes128gcm) and signed with the VAPID key; one Topic for the visit's 24-hour
    // reminder (at most 32 base64url characters), so a copy sent again replaces the one still waiting.
    expect(new Set(received.map((request) => request.topic)).size).toBe(1);
    expect(received[0]!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(received.every((request) => request.encoding === 'aes128gcm' && request.authorization?.startsWith(`vapid t=`) && request.authorization.includes(`k=${vapid.publicKey}`))).toBe(true);
    expect((await subscriptionsOf(person.id)).map((row) => row.id)).toEqual([phone!.id]);
    // Every delivery completed; a job still queued shows its attempts and the error it failed with.
    expect(await pushJobOutcomes()).toEqual([]);

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
    expect(job!.payload).toMatchObject({ tag: `visit:${visitId}`, topic: `visit:${visitId}:cancelled` });
    expect(received[0]!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
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
