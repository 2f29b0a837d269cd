// What an operator sees of a booking: its log lines (one request id from the request to the jobs it queued, no
// e-mail or phone) and /metrics (404 without the token; the booking counted with it).
import { NextRequest } from 'next/server';
import { eq, sql } from 'drizzle-orm';
import { POST as bookVisitRoute } from '@/app/api/book-visit/route';
import { GET as metricsRoute } from '@/app/metrics/route';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { profiles, properties, property_rent_listings, web_vital_samples } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { runDueJobs } from '../helpers/jobs';
import { captureLogs } from '../helpers/log-capture';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified } from './auth-helpers';
import { insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();
const TOKEN = 'metrics-token-for-tests-0123456789';

let societyId = '';
beforeAll(async () => {
  societyId = await insertSociety({ latitude: 12.97, longitude: 77.75 });
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetEnvCacheForTests();
});

async function bookingBody(start: string) {
  const [property] = await getDb().insert(properties).values({ society_id: societyId, sqft: 1200 }).returning({ id: properties.id });
  const [listing] = await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: societyId, expected_rent: 40000 }).returning({ id: property_rent_listings.id });
  const from = indiaInstant(addCalendarDays(indiaDate(new Date()), 1), start);
  return {
    listing_id: listing!.id,
    property_id: property!.id,
    society_id: societyId,
    visit_start: from.toISOString(),
    visit_end: new Date(from.getTime() + 30 * 60_000).toISOString(),
    at_the_society: false,
  };
}

function book(cookie: string, body: unknown, requestId?: string): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json', cookie, 'x-forwarded-for': '198.51.100.60' });
  if (requestId) headers.set('x-request-id', requestId);
  const request = new NextRequest('http://localhost:3000/api/book-visit', { method: 'POST', headers, body: JSON.stringify(body) });
  return bookVisitRoute(request, { params: Promise.resolve({}) });
}

function scrape(authorization?: string): Promise<Response> {
  const request = new NextRequest('http://localhost:3000/metrics', { headers: authorization ? { authorization } : {} });
  return metricsRoute(request);
}

async function metricValue(name: string, labels: string): Promise<number> {
  const text = await (await scrape(`Bearer ${TOKEN}`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

test("a booking's log lines carry its request id, into the jobs it queued, and never the person's e-mail or phone", async () => {
  const person = await signedInPerson('logged');
  await markPhoneVerified(person.id);
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, person.id));
  const logs = captureLogs();
  try {
    const response = await book(person.cookie, await bookingBody('11:00'), 'req-booking-0001');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('req-booking-0001');
    await runDueJobs(database.url());
  } finally {
    logs.stop();
  }
  const request = logs.lines.find((line) => line.scope === 'api' && line.route === '/api/book-visit');
  expect(request).toMatchObject({ level: 'info', requestId: 'req-booking-0001', method: 'POST', status: 201 });
  // The confirmation job, and the deliveries it queued in turn, ran under the booking's request id.
  const jobLines = logs.lines.filter((line) => line.scope === 'jobs' && line.msg === 'job done');
  expect(jobLines.map((line) => line.task)).toEqual(expect.arrayContaining(['send-visit-confirmation', 'deliver-email', 'deliver-whatsapp']));
  for (const line of jobLines) expect(line.requestId).toBe('req-booking-0001');
  // The outbox lines name the recipients masked.
  expect(logs.lines.filter((line) => line.scope === 'outbox').length).toBeGreaterThanOrEqual(2);
  const text = logs.text();
  expect(text).not.toContain(profile!.email);
  expect(text).not.toContain(profile!.phone);
});

test('a request without a valid id gets a new one; a malformed incoming id is not used', async () => {
  const person = await signedInPerson('fresh-id');
  const response = await book(person.cookie, await bookingBody('12:00'), 'bad id with spaces');
  expect(response.status).toBe(201);
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('/metrics is a 404 without METRICS_TOKEN, and with it set but a missing or wrong bearer token', async () => {
  expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  process.env.METRICS_TOKEN = TOKEN;
  resetEnvCacheForTests();
  expect((await scrape()).status).toBe(404);
  expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(404);
  expect((await scrape(TOKEN)).status).toBe(404);
  expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
});

test('/metrics counts a booking by outcome, the request by route pattern, and reads the queue at scrape time', async () => {
  process.env.METRICS_TOKEN = TOKEN;
  resetEnvCacheForTests();
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  const person = await signedInPerson('counted');
  const before = await metricValue('ghomes_bookings_total', 'outcome="ok"');
  const requestsBefore = await metricValue('ghomes_http_requests_total', 'kind="api",method="POST",route="/api/book-visit",status="201"');
  const body = await bookingBody('14:00');
  expect((await book(person.cookie, body)).status).toBe(201);
  // Another person's booking of that slot is refused (the same person's repeat would answer with their visit).
  const other = await signedInPerson('counted-other');
  const refused = await book(other.cookie, body);
  expect(refused.status).toBe(409);
  const { error } = (await refused.json()) as { error: { code: string } };
  expect(await metricValue('ghomes_bookings_total', 'outcome="ok"')).toBe(before + 1);
  expect(await metricValue('ghomes_bookings_total', `outcome="${error.code}"`)).toBe(1);
  expect(await metricValue('ghomes_http_requests_total', 'kind="api",method="POST",route="/api/book-visit",status="201"')).toBe(requestsBefore + 1);
  // The confirmation waits in the queue: depth 1 for its task, with its age.
  expect(await metricValue('ghomes_job_queue_depth', 'task="send-visit-confirmation"')).toBe(1);
  const text = await (await scrape(`Bearer ${TOKEN}`)).text();
  expect(text).toMatch(/^ghomes_job_oldest_runnable_age_seconds\{task="send-visit-confirmation"\} [\d.e-]+$/m);
  expect(text).toContain('ghomes_process_cpu_seconds_total');
  expect(text).toContain('# TYPE ghomes_deliveries_total counter');
});

test("/metrics reports real users' p75 per page and metric, read from the samples at scrape time", async () => {
  process.env.METRICS_TOKEN = TOKEN;
  resetEnvCacheForTests();
  await getDb().execute(sql`delete from web_vital_samples`);
  const today = indiaDate(new Date());
  await getDb()
    .insert(web_vital_samples)
    .values([1000, 2000, 3000, 4000].map((value) => ({ measured_on: today, route: '/about', metric: 'LCP', value })));
  expect(await metricValue('ghomes_web_vitals_p75', 'route="/about",metric="LCP"')).toBe(3250);
  expect(await metricValue('ghomes_web_vitals_samples', 'route="/about",metric="LCP"')).toBe(4);
});
