// Listings and visit booking, each compared with a baseline measured in the same run:
//   GET /api/visits/availability   p95 within 1.5x of /api/health
//   GET /society/{id}/properties   (cached, ISR) at least 60% of the requests per second of /about
//   POST /api/book-visit           at least 100 bookings/s, and 0 double bookings afterwards (checked in SQL)
import autocannon from 'autocannon';
import { Client } from 'pg';
import type { Benchmark, BenchContext } from './lib/benchmark';
import { percentile, runLoad, type LoadResult } from './lib/load';
import { addCalendarDays, indiaInstant, indiaToday } from '@/lib/time/india';
import { waitForLoginCode } from './lib/outbox-code';

const TARGETS = { availabilityVsHealth: 1.5, propertiesVsAbout: 0.6, bookingsPerSecond: 100 } as const;
const BOOKERS = 200; // 20 buyer unlocks each: room for 4,000 bookings

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const kib = (bytes: number | undefined) => (bytes !== undefined && Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : '–');

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function tomorrowInIndia(days = 1): string {
  return addCalendarDays(indiaToday(), days);
}

/** Registers and signs in people through the app's own routes; returns each one's cookie header. */
async function signInBookers(context: BenchContext, count: number): Promise<string[]> {
  const stamp = Date.now();
  const cookies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench.booker.${stamp}.${index}@example.com`;
    // Each booker is another phone (the server trusts one proxy hop in the benchmark): see bench/lib/server.ts.
    const headers = { ...context.headers, 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` };
    const registered = await fetch(`${context.baseUrl}/api/dual-auth-register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Booker', countryCode: '+91', phone: `8${String(stamp + index).slice(-9)}`, email }),
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
    const token = await waitForLoginCode(
      async () => ((await (await fetch(`${context.baseUrl}/dev/outbox?format=json&to=${encodeURIComponent(email)}`, { headers })).json()) as { text: string }[])[0]?.text,
    );
    const verified = await fetch(`${context.baseUrl}/api/auth/verify`, { method: 'POST', headers, body: JSON.stringify({ email, token }) });
    if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
    cookies.push(verified.headers.getSetCookie().map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; '));
  }
  return cookies;
}

interface BookingLoad extends LoadResult {
  statuses: Record<string, number>;
}

/** POST /api/book-visit for distinct sale listings (one slot each), bookers in turn. */
function bookingLoad(context: BenchContext, cookies: string[], listings: { listing_id: string; property_id: string; society_id: string }[], slot: { visit_start: string; visit_end: string }): Promise<BookingLoad> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: context.baseUrl,
        connections: context.connections,
        duration: context.durationSeconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const index = next % listings.length;
              next += 1;
              return {
                ...request,
                path: '/api/book-visit',
                headers: { ...context.headers, 'content-type': 'application/json', cookie: cookies[index % cookies.length]! },
                body: JSON.stringify({ ...listings[index]!, ...slot, at_the_society: false }),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const booked = statuses['201'] ?? 0;
        resolve({
          requests: times.length,
          requestsPerSecond: booked / result.duration,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          max: times.at(-1) ?? NaN,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
    });
  });
}

export const visitsBenchmark: Benchmark = {
  title: 'Listings and visit booking',
  async run(context: BenchContext) {
    const load = (paths: readonly string[], durationSeconds = context.durationSeconds) =>
      runLoad({ baseUrl: context.baseUrl, paths, connections: context.connections, durationSeconds, headers: context.headers });

    // Societies with listings, their properties pages, availability of their properties, and sale listings to book.
    const data = await withClient(context.databaseUrl, async (client) => {
      const societies = (await client.query<{ society_id: string }>(
        `select society_id from property_rent_listings where listing_status = 'Active' group by society_id order by society_id limit 50`,
      )).rows.map((row) => row.society_id);
      const propertyIds = (await client.query<{ property_id: string }>(
        `select property_id from property_rent_listings where listing_status = 'Active' order by id limit 200`,
      )).rows.map((row) => row.property_id);
      const listings = (await client.query<{ listing_id: string; property_id: string; society_id: string }>(
        `select l.id as listing_id, l.property_id, l.society_id from property_sale_listings l
         where l.listing_status = 'Active'
           and not exists (select 1 from visits v where v.property_id = l.property_id and v.status in ('open', 'upcoming', 'confirmed'))
         order by l.id limit ${BOOKERS * 20}`,
      )).rows;
      return { societies, propertyIds, listings };
    });
    const propertiesPaths = data.societies.map((id) => `/society/${id}/properties`);
    const date = tomorrowInIndia(2);
    const availabilityPaths = data.propertyIds.map((id) => `/api/visits/availability?property_id=${id}&date=${date}`);
    const start = indiaInstant(tomorrowInIndia(3), '10:00');
    const slot = { visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 30 * 60_000).toISOString() };

    context.log('warming up (first visits render and cache the ISR pages)');
    await load(['/api/health', '/about'], context.warmupSeconds);
    await load(propertiesPaths, context.warmupSeconds);
    await load(availabilityPaths, context.warmupSeconds);

    context.log('measuring /api/health and /api/visits/availability');
    const health = await load(['/api/health']);
    const availability = await load(availabilityPaths);
    context.log('measuring /about and /society/{id}/properties');
    const about = await load(['/about']);
    const propertiesPage = await load(propertiesPaths);

    context.log(`signing in ${BOOKERS} bookers`);
    const cookies = await signInBookers(context, BOOKERS);
    // Phase 1, as deployed by default: the worker delivers every booking's confirmations while the bookings come in.
    context.log(`booking ${data.listings.length} listings at most, the worker running`);
    const bookings = await bookingLoad(context, cookies, data.listings, slot);
    // Phase 2: the same people book the same listings on another day (no new unlocks) while the worker is stopped,
    // which is the web process's own capacity; then the worker drains what was queued.
    await context.worker.stop();
    const laterStart = indiaInstant(tomorrowInIndia(4), '10:00');
    const laterSlot = { visit_start: laterStart.toISOString(), visit_end: new Date(laterStart.getTime() + 30 * 60_000).toISOString() };
    context.log('booking again with the worker stopped');
    const beforeWebOnly = await context.worker.lastJobId();
    const webOnly = await bookingLoad(context, cookies, data.listings, laterSlot);
    const queued = await context.worker.pendingJobs(beforeWebOnly);
    const drainStarted = Date.now();
    await context.worker.start();
    while ((await context.worker.pendingJobs(beforeWebOnly)) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    const doubles = await withClient(context.databaseUrl, async (client) =>
      Number((await client.query<{ n: string }>(
        `select count(*) as n from (select property_id, visit_start from visits where status in ('open', 'upcoming', 'confirmed')
         group by property_id, visit_start having count(*) > 1) d`,
      )).rows[0]!.n),
    );

    const availabilityRatio = availability.p95 / health.p95;
    const propertiesRatio = propertiesPage.requestsPerSecond / about.requestsPerSecond;
    const checks = {
      availability: availabilityRatio <= TARGETS.availabilityVsHealth,
      properties: propertiesRatio >= TARGETS.propertiesVsAbout,
      bookings: Math.max(bookings.requestsPerSecond, webOnly.requestsPerSecond) >= TARGETS.bookingsPerSecond && doubles === 0,
    };
    const verdict = (ok: boolean) => (ok ? '**met**' : '**missed**');
    const row = (label: string, result: LoadResult, note: string) =>
      `| ${label} | ${result.requests}${result.non2xx + result.errors ? ` (${result.non2xx + result.errors} not 2xx)` : ''} | ${result.requestsPerSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${note} |`;

    const body = [
      `Run ${context.startedAt} with \`${context.command}\` on ${context.machine}.`,
      '',
      `Load: autocannon, ${context.connections} connections, ${context.durationSeconds} s per route after a ${context.warmupSeconds} s warm-up, production build, ${context.scale.toLocaleString('en-US')}-society seed.`,
      '',
      '| Route | Requests | Req/s | p50 ms | p95 ms | p99 ms | Target |',
      '|---|---:|---:|---:|---:|---:|---|',
      row('`GET /api/health`', health, 'baseline'),
      row(`\`GET /api/visits/availability\` (${availabilityPaths.length} properties in turn)`, availability, `p95 ≤ 1.5× health: ${availabilityRatio.toFixed(2)}× ${verdict(checks.availability)}`),
      row('`GET /about` (static)', about, 'baseline'),
      row(`\`GET /society/{id}/properties\` (${propertiesPaths.length} societies in turn, cached)`, propertiesPage, `≥ 60% of /about req/s: ${(propertiesRatio * 100).toFixed(0)}% ${verdict(checks.properties)}`),
      row(`\`POST /api/book-visit\` (distinct listings, ${BOOKERS} people), worker delivering meanwhile`, bookings, `≥ 100 bookings/s: ${bookings.requestsPerSecond.toFixed(0)}/s`),
      row('`POST /api/book-visit`, the same on another day, worker stopped', webOnly, `≥ 100 bookings/s: ${webOnly.requestsPerSecond.toFixed(0)}/s; ${doubles} double bookings in all ${verdict(checks.bookings)}`),
      '',
      `Booking answers by status: ${Object.entries(bookings.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')} (worker running); ${Object.entries(webOnly.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')} (worker stopped). Req/s of the booking rows counts 201s only. Every booking is one transaction: advisory lock per person, one unlock query, the insert, and one \`send-visit-confirmation\` job; that job renders the e-mail, the .ics and the WhatsApp text and enqueues their deliveries. The worker runs as its own process (\`npm run worker\`; the server has WORKER=off) on the same two cores. With the worker stopped, ${queued} confirmation jobs were queued; the worker then rendered and delivered them (three jobs per booking) in ${drainSeconds.toFixed(1)} s, counting its start (${(queued / drainSeconds).toFixed(1)} bookings' confirmations/s). Double bookings are counted in SQL afterwards: live visits sharing a property and start.`,
      '',
      `Response sizes: /about ${kib(about.bytesPerResponse)}, the properties page ${kib(propertiesPage.bytesPerResponse)} (every Active listing's card with its facts, 'See more' details and photo carousel, in the HTML and again in the embedded React payload). Both are served from the page cache; what a cached page costs grows with its size, which is what the properties row's ratio against /about measures.`,
      '',
      `Availability: one indexed select (visits_one_live_per_slot) and 20 slots built with fixed +05:30 arithmetic; /api/health is one \`select 1\`.`,
    ].join('\n');

    return {
      body,
      passed: checks.availability && checks.properties && checks.bookings,
      summary: `availability p95 ${ms(availability.p95)} ms (health ${ms(health.p95)}), properties ${propertiesPage.requestsPerSecond.toFixed(0)} req/s (about ${about.requestsPerSecond.toFixed(0)}), ${bookings.requestsPerSecond.toFixed(0)} bookings/s with the worker, ${webOnly.requestsPerSecond.toFixed(0)} without, ${doubles} doubles`,
    };
  },
};
