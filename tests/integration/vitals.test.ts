// Real users' Web Vitals: a well-formed report is stored as one row per metric with the route pattern and nothing
// about the person; a malformed or oversized one is refused with nothing written; a client past its budget gets a
// 429; a route the app does not have is never stored nor shown (the desk, /metrics); each route stores at most
// VITALS_ROWS_PER_ROUTE_PER_DAY rows a day; the desk reads p75 per route and per day; old rows are purged. Only
// public pages count: a staff or signed-in page's report is refused, and rows stored for one are never shown; the
// desk shows a figure only from MIN_VITAL_SAMPLES samples.
import { NextRequest } from 'next/server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sql } from 'drizzle-orm';
import { VitalsTable } from '@/components/ops/vitals/vitals-table';
import { MIN_VITAL_SAMPLES } from '@/lib/vitals/vitals';
import { GET as metricsRoute } from '@/app/metrics/route';
import { POST as vitalsRoute } from '@/app/api/vitals/route';
import { addCalendarDays, indiaDate } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { web_vital_samples } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { vitalsDeskReport } from '@/server/vitals/desk';
import { purgeOldVitals } from '@/server/vitals/service';
import { useTestDatabase } from '../helpers/test-db';

useTestDatabase();

let client = 0;
function post(body: string, ip = `198.51.100.${(client += 1)}`, extra: Record<string, string> = {}): Promise<Response> {
  const request = new NextRequest('http://localhost:3000/api/vitals', { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-forwarded-for': ip, origin: 'http://localhost:3000', ...extra }, body });
  return vitalsRoute(request, { params: Promise.resolve({}) });
}

const rows = async () => (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from web_vital_samples`)).rows[0]!.n;
const valid = {
  route: '/society/[society]',
  metrics: [
    { name: 'LCP', value: 2140.5 },
    { name: 'CLS', value: 0.02 },
    { name: 'TTFB', value: 310 },
  ],
  connection: '4g',
};

beforeEach(() => getDb().execute(sql`delete from web_vital_samples`));

test('a report is stored: one row per metric, the route pattern, the India day and the connection; 204 without a cookie', async () => {
  const response = await post(JSON.stringify(valid));
  expect(response.status).toBe(204);
  expect(response.headers.get('set-cookie')).toBeNull();
  const stored = await getDb().select().from(web_vital_samples).orderBy(web_vital_samples.metric);
  expect(stored.map(({ metric, value, route, connection, measured_on }) => ({ metric, value, route, connection, measured_on }))).toEqual([
    { metric: 'CLS', value: 0.02, route: '/society/[society]', connection: '4g', measured_on: indiaDate(new Date()) },
    { metric: 'LCP', value: 2140.5, route: '/society/[society]', connection: '4g', measured_on: indiaDate(new Date()) },
    { metric: 'TTFB', value: 310, route: '/society/[society]', connection: '4g', measured_on: indiaDate(new Date()) },
  ]);
});

test.each([
  ['not JSON', '{"route":', 400],
  ['a URL with a query instead of a pattern', JSON.stringify({ ...valid, route: '/search?q=asha@example.com' }), 422],
  ['a full URL', JSON.stringify({ ...valid, route: 'https://evil.example/' }), 422],
  ['an unknown metric', JSON.stringify({ ...valid, metrics: [{ name: 'FID', value: 10 }] }), 422],
  ['a negative value', JSON.stringify({ ...valid, metrics: [{ name: 'LCP', value: -1 }] }), 422],
  ['a metric twice', JSON.stringify({ ...valid, metrics: [valid.metrics[0], valid.metrics[0]] }), 422],
  ['no metric', JSON.stringify({ ...valid, metrics: [] }), 422],
  ['an extra field (personal data has no place)', JSON.stringify({ ...valid, email: 'asha@example.com' }), 422],
  ['an unknown connection type', JSON.stringify({ ...valid, connection: 'wifi' }), 422],
  ['more than 1 KiB', JSON.stringify({ ...valid, padding: 'x'.repeat(2000) }), 413],
  ['a route the app does not have', JSON.stringify({ ...valid, route: '/9876543210' }), 422],
  ['a page path instead of its pattern', JSON.stringify({ ...valid, route: '/society/prestige-lakeside' }), 422],
  ['a pattern with an invented parameter name', JSON.stringify({ ...valid, route: '/society/[societyName]' }), 422],
  ['a page of the operations desk', JSON.stringify({ ...valid, route: '/ops/vitals' }), 422],
  ["the desk's first page", JSON.stringify({ ...valid, route: '/ops' }), 422],
  ['the signed-in profile', JSON.stringify({ ...valid, route: '/profile' }), 422],
  ["the security desk's kiosk", JSON.stringify({ ...valid, route: '/gate/[societyId]' }), 422],
  ["an owner's link page", JSON.stringify({ ...valid, route: '/owner/[token]' }), 422],
])('%s is refused and nothing is written', async (_name, body, status) => {
  const response = await post(body);
  expect(response.status).toBe(status);
  expect(await rows()).toBe(0);
});

test('a cross-site report is refused', async () => {
  expect((await post(JSON.stringify(valid), '198.51.100.200', { origin: 'https://evil.example' })).status).toBe(403);
  expect(await rows()).toBe(0);
});

test('one client past VITALS_REPORTS_PER_MINUTE gets a 429 and its report is not stored', async () => {
  process.env.VITALS_REPORTS_PER_MINUTE = '3';
  resetEnvCacheForTests();
  try {
    for (let index = 0; index < 3; index += 1) expect((await post(JSON.stringify(valid), '203.0.113.9')).status).toBe(204);
    expect((await post(JSON.stringify(valid), '203.0.113.9')).status).toBe(429);
    expect(await rows()).toBe(9);
    // Another client is not held back.
    expect((await post(JSON.stringify(valid), '203.0.113.10')).status).toBe(204);
  } finally {
    delete process.env.VITALS_REPORTS_PER_MINUTE;
    resetEnvCacheForTests();
  }
});

test('the desk reads p75 per route and per day with the number of samples; old rows are purged', async () => {
  const today = indiaDate(new Date());
  const yesterday = addCalendarDays(today, -1);
  const sample = (measured_on: string, route: string, value: number) => ({ measured_on, route, metric: 'LCP', value });
  await getDb()
    .insert(web_vital_samples)
    .values([
      ...[1000, 2000, 3000, 4000].map((value) => sample(today, '/', value)),
      sample(yesterday, '/', 1000),
      sample(today, '/about', 500),
      sample(addCalendarDays(today, -120), '/', 9000),
    ]);
  const report = await vitalsDeskReport({ days: 28 });
  expect(report.routes).toEqual(['/', '/about']);
  // percentile_cont over 1000, 1000, 2000, 3000, 4000: 3000.
  expect(report.byRoute).toEqual([
    { key: '/', figures: { LCP: { p75: 3000, samples: 5 } } },
    { key: '/about', figures: { LCP: { p75: 500, samples: 1 } } },
  ]);
  expect(report.byDay).toEqual([
    { key: today, figures: { LCP: { p75: 3000, samples: 5 } } }, // 500, 1000, 2000, 3000, 4000
    { key: yesterday, figures: { LCP: { p75: 1000, samples: 1 } } },
  ]);
  expect((await vitalsDeskReport({ days: 28, route: '/about' })).byDay).toEqual([{ key: today, figures: { LCP: { p75: 500, samples: 1 } } }]);
  expect(await purgeOldVitals(90)).toBe(1);
  expect(await rows()).toBe(6);
});

const TOKEN = 'metrics-token-for-tests-0123456789';
async function scrapeText(): Promise<string> {
  process.env.METRICS_TOKEN = TOKEN;
  resetEnvCacheForTests();
  try {
    const response = await metricsRoute(new NextRequest('http://localhost:3000/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }));
    return await response.text();
  } finally {
    delete process.env.METRICS_TOKEN;
    resetEnvCacheForTests();
  }
}

test('invented routes: no row, and neither the desk nor /metrics shows one (rows an older build stored included)', async () => {
  for (let index = 0; index < 20; index += 1) {
    expect((await post(JSON.stringify({ ...valid, route: `/invented-${index}/98765${String(index).padStart(5, '0')}` }))).status).toBe(422);
  }
  expect(await rows()).toBe(0);
  expect((await post(JSON.stringify(valid))).status).toBe(204);
  // A row under a route the app does not have (stored before the list existed) stays out of every reading.
  await getDb().insert(web_vital_samples).values({ measured_on: indiaDate(new Date()), route: '/9876543210', metric: 'LCP', value: 1000 });
  const report = await vitalsDeskReport({ days: 2 });
  expect(report.routes).toEqual(['/society/[society]']);
  expect(report.byRoute.map((row) => row.key)).toEqual(['/society/[society]']);
  const labels = [...(await scrapeText()).matchAll(/^ghomes_web_vitals_(?:p75|samples)\{route="([^"]*)"/gm)].map((match) => match[1]);
  expect(labels.length).toBeGreaterThan(0);
  expect([...new Set(labels)]).toEqual(['/society/[society]']);
});

test('a route stores at most VITALS_ROWS_PER_ROUTE_PER_DAY rows a day; the rest are dropped, other routes go on', async () => {
  process.env.VITALS_ROWS_PER_ROUTE_PER_DAY = '7';
  resetEnvCacheForTests();
  try {
    // Three metrics a report: two reports fit (6 rows), the third would pass 7 and is dropped whole.
    for (let index = 0; index < 4; index += 1) expect((await post(JSON.stringify(valid))).status).toBe(204);
    expect(await rows()).toBe(6);
    expect((await post(JSON.stringify({ ...valid, route: '/about', metrics: [{ name: 'LCP', value: 900 }] }))).status).toBe(204);
    expect(await rows()).toBe(7);
    // Reports at once cannot pass the cap together.
    await getDb().execute(sql`delete from web_vital_samples`);
    await Promise.all(Array.from({ length: 6 }, () => post(JSON.stringify({ ...valid, metrics: [{ name: 'LCP', value: 1200 }] }))));
    expect(await rows()).toBe(6);
    await Promise.all(Array.from({ length: 6 }, () => post(JSON.stringify({ ...valid, metrics: [{ name: 'LCP', value: 1200 }] }))));
    expect(await rows()).toBe(7);
  } finally {
    delete process.env.VITALS_ROWS_PER_ROUTE_PER_DAY;
    resetEnvCacheForTests();
  }
});

test("staff and signed-in pages never count: rows an older build stored for them stay out of the desk and /metrics", async () => {
  const today = indiaDate(new Date());
  await getDb()
    .insert(web_vital_samples)
    .values(['/ops', '/ops/vitals', '/profile', '/gate/[societyId]', '/shortlisted', '/society/[society]'].map((route) => ({ measured_on: today, route, metric: 'LCP', value: 900 })));
  const report = await vitalsDeskReport({ days: 7 });
  expect(report.routes).toEqual(['/society/[society]']);
  expect(report.byRoute.map((row) => row.key)).toEqual(['/society/[society]']);
  expect(report.byDay).toEqual([{ key: today, figures: { LCP: { p75: 900, samples: 1 } } }]);
  const labels = [...(await scrapeText()).matchAll(/^ghomes_web_vitals_(?:p75|samples)\{route="([^"]*)"/gm)].map((match) => match[1]);
  expect([...new Set(labels)]).toEqual(['/society/[society]']);
});

test(`a figure is shown (and coloured) from ${MIN_VITAL_SAMPLES} samples; below, the desk says there is not enough data yet`, async () => {
  const today = indiaDate(new Date());
  const samples = (route: string, count: number, value: number) => Array.from({ length: count }, () => ({ measured_on: today, route, metric: 'LCP', value }));
  await getDb()
    .insert(web_vital_samples)
    .values([...samples('/', MIN_VITAL_SAMPLES, 1500), ...samples('/about', MIN_VITAL_SAMPLES - 1, 1500), ...samples('/search', 3, 9000)]);
  const report = await vitalsDeskReport({ days: 7 });
  const html = renderToStaticMarkup(createElement(VitalsTable, { title: 'By page', keyLabel: 'Page', rows: report.byRoute, empty: 'None' }));
  const cell = (route: string) => html.match(new RegExp(`<tr[^>]*data-row="${route.replace(/[/[\]]/g, '\\$&')}".*?</tr>`))![0];
  expect(cell('/')).toContain('1.5 s');
  expect(cell('/')).toContain('data-figure="good"');
  expect(cell('/about')).toContain(`not enough data yet, n = ${MIN_VITAL_SAMPLES - 1}`);
  expect(cell('/about')).not.toContain('1.5 s');
  // Three slow views are not called 'poor': no figure, no colour.
  expect(cell('/search')).toContain('not enough data yet, n = 3');
  expect(cell('/search')).not.toMatch(/9\.0 s|data-figure="poor"/);
});
