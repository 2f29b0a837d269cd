// A database outage is a 503, not a 500: the client can retry, and monitoring tells an outage from a bug. The route
// handlers run against their own embedded PostgreSQL (separate data directory and port, in a child process), which
// the test stops and starts again: while it is down every handler answers 503 with Retry-After and the JSON error
// shape; once it is back the same process (same pool, no restart) answers 200 again, and every acknowledged contact
// message is in the database.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../scripts/lib/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { POST as unsubscribe } from '@/app/api/alerts/unsubscribe/route';
import { GET as health } from '@/app/api/health/route';
import { POST as sendContact } from '@/app/api/send-contact-email/route';
import { POST as sendLeadCode } from '@/app/api/send-whatsapp-otp/route';
import { GET as suggestions } from '@/app/api/suggestions/route';
import { dispatchAuthRequest } from '@/server/auth/gotrue/router';
import { closeDb, getDb, getPool } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { contact_messages } from '@/server/db/schema';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { AppError, serverFailure } from '@/server/http/errors';
import { mapError } from '@/server/http/handler';
import { resetEnvCacheForTests } from '@/server/env';
import { restartablePostgres } from '../helpers/restartable-postgres';

jest.setTimeout(120_000);

const SITE = 'http://localhost:3000';
const context = { params: Promise.resolve({}) };
let root = '';
let port = 0;
const saved = { DATABASE_URL: process.env.DATABASE_URL, SMTP_URL: process.env.SMTP_URL };

const database = restartablePostgres(() => root, () => port);
const startDatabase = () => database.start();
const stopDatabase = () => database.stop();

const postContact = (name: string) =>
  sendContact(
    new NextRequest(`${SITE}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ name, email: 'asha@example.com', phone: '+91 98765 43210', subject: 'Outage', message: 'Is the 2 BHK free?' }),
    }),
    context,
  );
const getSuggestions = (q: string) => suggestions(new NextRequest(`${SITE}/api/suggestions?q=${encodeURIComponent(q)}`), context);
const requestCode = () =>
  dispatchAuthRequest(
    new Request(`${SITE}/auth/v1/otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'outage@example.com' }) }),
  );

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  const text = await response.text();
  expect(text).not.toMatch(/ECONNREFUSED|at .*\.(ts|js)|\/work\/|node_modules/);
  return JSON.parse(text) as unknown;
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  root = mkdtempSync(path.join(tmpdir(), 'ghomes-outage-'));
  chmodSync(root, 0o755); // as root, PostgreSQL runs as the `postgres` user and must reach its directory
  port = await freePort();
  const url = await startDatabase();
  await migrateDatabase(url);
  await closeDb();
  process.env.DATABASE_URL = url;
  resetEnvCacheForTests();
});

afterAll(async () => {
  await closeDb();
  await stopDatabase();
  rmSync(root, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCacheForTests();
});

const acknowledged: string[] = [];

test('with the database up: health 200, a contact message is acknowledged', async () => {
  expect((await health()).status).toBe(200);
  const response = await postContact('Before Outage');
  expect(response.status).toBe(200);
  acknowledged.push('Before Outage');
});

test('with the database stopped: 503 with Retry-After and the error shape from every handler, health says down', async () => {
  // A query running when PostgreSQL shuts down is cut with 57P01 (admin shutdown).
  const running = getPool().query('select pg_sleep(60)');
  running.catch(() => undefined);
  // Usually the query is running by then and is cut with 57P01; if it is still connecting it fails with a
  // refused or terminated connection. Either way it must count as 'unavailable'.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await stopDatabase();
  const cut = await running.then(
    () => null,
    (error: unknown) => error,
  );
  expect(cut).not.toBeNull();
  expect(isDatabaseUnavailable(cut)).toBe(true);

  const down = await health();
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: 'degraded', database: 'down' });
  expect(down.headers.get('retry-after')).toBe('30');

  const contact = await expectUnavailable(await postContact('During Outage'));
  expect(contact).toEqual({ error: { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again in a minute.' } });
  expect(await expectUnavailable(await getSuggestions('outage test'))).toEqual(contact);
  expect(await expectUnavailable(await requestCode())).toEqual({ code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again in a minute.' });
  // The lead routes keep their {success, message} shape around the same answer.
  const lead = sendLeadCode(
    new NextRequest(`${SITE}/api/send-whatsapp-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '9876543210' }) }),
  );
  expect(await expectUnavailable(await lead)).toMatchObject({ success: false, error: (contact as { error: unknown }).error });
  const unsubscribing = unsubscribe(new NextRequest(`${SITE}/api/alerts/unsubscribe?token=x`, { method: 'POST' }));
  expect((await unsubscribing).status).toBeLessThan(500); // an invalid token is refused before the database
});

test('one outage rule: a database failure under a route’s own failure message is still the 503', async () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  const wrapped = mapError(serverFailure('tenant_profile_load_failed', 'Failed to load tenant profile', new Error('Failed query', { cause: refused })));
  expect(wrapped.status).toBe(503);
  expect(wrapped.headers.get('retry-after')).toBe('30');
  // Anything else keeps the route's own answer.
  const other = mapError(serverFailure('tenant_profile_load_failed', 'Failed to load tenant profile', new TypeError('x')));
  expect(other.status).toBe(500);
  expect(await other.json()).toEqual({ error: { code: 'tenant_profile_load_failed', message: 'Failed to load tenant profile' } });
  expect(mapError(new AppError('conflict', 'No', 409)).status).toBe(409);
});

test('PostgreSQL back: the same process answers 200 again, and no acknowledged message was lost', async () => {
  await startDatabase();
  expect((await health()).status).toBe(200);
  const response = await postContact('After Outage');
  expect(response.status).toBe(200);
  acknowledged.push('After Outage');
  const stored = await getDb().select({ name: contact_messages.name }).from(contact_messages);
  expect(stored.map((row) => row.name).sort()).toEqual([...acknowledged].sort());
  expect((await getSuggestions('outage test again')).status).toBe(200);
});

test('what counts as unavailable', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  expect(isDatabaseUnavailable(refused)).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([refused, refused], ''))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  expect(isDatabaseUnavailable(null)).toBe(false);
  const loop: { cause?: unknown } = new Error('loop');
  loop.cause = loop;
  expect(isDatabaseUnavailable(loop)).toBe(false);
});
