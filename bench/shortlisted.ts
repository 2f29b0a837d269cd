// /shortlisted: a person with 50 visits across 20 societies on the 10,000-society seed, signed in,
// under 10 connections; p95 compared with /api/health in the same run (target: within 3x). The page is a
// prerendered shell whose data the browser reads from /api/visits and /api/shortlist, so the shell and both
// routes are measured, each against the target. Plus the plans of every query behind them (no table scans).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Client } from 'pg';
import { shortlistQuery } from '@/server/shortlist/shortlist';
import { myVisitsQuery, societyVisitsQuery } from '@/server/visits/service';
import type { Benchmark, BenchContext } from './lib/benchmark';
import { runLoad, type LoadResult } from './lib/load';
import { waitForLoginCode } from './lib/outbox-code';

const VISITS = 50;
const SOCIETIES = 20;
const TARGET_RATIO = 3;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Registers a person through the app and signs them in with the outbox code; returns the id and cookie header. */
async function signedInPerson(baseUrl: string, headers: Record<string, string>): Promise<{ email: string; cookie: string }> {
  const stamp = `${Date.now()}`;
  const email = `bench.visits.${stamp}@example.com`;
  const json = { ...headers, 'content-type': 'application/json' };
  const registered = await fetch(`${baseUrl}/api/dual-auth-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Visitor', countryCode: '+91', phone: `8${stamp.slice(-9)}`, email }),
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const token = await waitForLoginCode(async () => ((await (await fetch(`${baseUrl}/dev/outbox?format=json&to=${encodeURIComponent(email)}`, { headers })).json()) as { text: string }[])[0]?.text);
  const verified = await fetch(`${baseUrl}/api/auth/verify`, { method: 'POST', headers: json, body: JSON.stringify({ email, token }) });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { email, cookie };
}

/**
 * 50 visits over 20 societies with rent listings: 20 upcoming (one per society, the next days), 30 past
 * (completed, cancelled or expired); every third visit shortlisted, with notes; two live offers.
 */
async function giveVisits(url: string, email: string): Promise<{ userId: string; societyId: string }> {
  return withClient(url, async (client) => {
    const [{ id: userId }] = (await client.query<{ id: string }>('select id from profiles where email = $1', [email])).rows as [{ id: string }];
    // Earlier runs' people hold the same homes at the same times (the slots are unique while a visit is live):
    // their visits go first, so that the benchmark can run again on the same database.
    await client.query(`delete from visits where user_id in (select id from profiles where email like 'bench.visits.%' and id <> $1)`, [userId]);
    const homes = (
      await client.query<{ society_id: string; property_id: string; id: string; n: number }>(
        `with societies as (
           select society_id from property_rent_listings where listing_status = 'Active'
           group by society_id having count(*) >= 3 order by society_id limit $1)
         select r.society_id, r.property_id, r.id, row_number() over (partition by r.society_id order by r.id)::int as n
         from property_rent_listings r join societies s using (society_id) where r.listing_status = 'Active'`,
        [SOCIETIES],
      )
    ).rows.filter((row) => row.n <= 3);
    const bySociety = new Map<string, typeof homes>();
    for (const home of homes) bySociety.set(home.society_id, [...(bySociety.get(home.society_id) ?? []), home]);
    const societies = [...bySociety.values()];
    const statuses = ['completed', 'cancelled', 'expired'];
    for (let index = 0; index < VISITS; index += 1) {
      const society = societies[index % societies.length]!;
      const home = society[Math.floor(index / societies.length) % society.length]!;
      const upcoming = index < SOCIETIES;
      const dayOffset = upcoming ? 1 + (index % 7) : -(1 + index);
      await client.query(
        `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback, notes)
         select $1, t.start, t.start + interval '30 minutes', 'rental', $2, $3, $4, $5, $6, $7
         from (select ((((now() at time zone 'Asia/Kolkata')::date + $8::int) + time '10:00' + ($9::int * interval '30 minutes')) at time zone 'Asia/Kolkata') as start) t`,
        [
          userId,
          upcoming ? 'open' : statuses[index % statuses.length],
          home.property_id,
          home.society_id,
          home.id,
          index % 3 === 0 ? 'shortlisted' : index % 3 === 1 ? 'hold' : null,
          index % 3 === 0 ? 'Good light, check parking' : null,
          dayOffset,
          index % 16,
        ],
      );
    }
    const [profile] = (
      await client.query<{ id: string }>(
        `insert into tenant_profile (user_id, first_name, last_name, email, phone, home_state, tenant_type, has_pet)
         values ($1, 'Bench', 'Visitor', $2, '9000000000', 'Karnataka', 'Single', false) returning id`,
        [userId, email],
      )
    ).rows;
    for (const home of societies.slice(0, 2).map((society) => society[0]!)) {
      await client.query(
        `insert into tenant_offers (tenant_profile_id, property_rent_listing_id, property_id, society_id, user_id, offered_rent, offered_security_deposit, movein_date)
         values ($1, $2, $3, $4, $5, 40000, 100000, current_date + 30)`,
        [profile!.id, home.id, home.property_id, home.society_id, userId],
      );
    }
    return { userId, societyId: societies[0]![0]!.society_id };
  });
}

interface PlanSummary {
  label: string;
  milliseconds: number;
  rows: number;
  indexes: string[];
  seqScans: string[];
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

async function explain(url: string, label: string, query: { toSQL(): { sql: string; params: unknown[] } }, seqScanOff = false): Promise<PlanSummary> {
  const { sql, params } = query.toSQL();
  return withClient(url, async (client) => {
    // With seqScanOff the planner shows the index it would use once the table is big enough to prefer one.
    if (seqScanOff) await client.query('set enable_seqscan = off');
    const result = await client.query<{ 'QUERY PLAN': unknown }>({ text: `explain (analyze, format json) ${sql}`, values: params });
    const plan = (result.rows[0]?.['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0]!;
    const indexes = new Set<string>();
    const seqScans = new Set<string>();
    const walk = (node: PlanNode) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.add(node['Relation Name']);
      node.Plans?.forEach(walk);
    };
    walk(plan.Plan);
    return { label, milliseconds: plan['Execution Time'], rows: plan.Plan['Actual Rows'] ?? 0, indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
  });
}

/**
 * The CPU time (user + system, ms) the production server has used so far, read from /proc: the newest
 * `next-server` process whose working directory is this checkout (an older one left running by an interrupted
 * run would otherwise be read and show 0). Null where /proc is not available.
 */
function serverCpuMs(): number | null {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let newest: { started: number; cpuMs: number } | null = null;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readlinkSync(`/proc/${entry}/cwd`) !== process.cwd()) continue;
        if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('next-server')) continue;
        // Fields after the command name: [11] utime, [12] stime, [19] starttime (proc(5) fields 14, 15, 22).
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const started = Number(fields[19]);
        if (!newest || started > newest.started) newest = { started, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond };
      } catch {
        // a process that ended or is not ours
      }
    }
  } catch {
    // no /proc
  }
  return newest?.cpuMs ?? null;
}

/** Server CPU per request of one route, requests sent one after another (so nothing else runs in between). */
async function cpuPerRequest(url: string, headers: Record<string, string>, count = 40): Promise<number | null> {
  for (let index = 0; index < 3; index += 1) await (await fetch(url, { headers })).arrayBuffer();
  const before = serverCpuMs();
  if (before === null) return null;
  for (let index = 0; index < count; index += 1) await (await fetch(url, { headers })).arrayBuffer();
  return (serverCpuMs()! - before) / count;
}

function row(label: string, result: LoadResult, health: LoadResult, withTarget: boolean): string {
  const ratio = result.p95 / health.p95;
  const failures = result.non2xx + result.errors;
  const verdict = withTarget ? (ratio <= TARGET_RATIO ? `≤ ${TARGET_RATIO}× health: **met**` : `≤ ${TARGET_RATIO}× health: **missed**`) : '';
  return `| ${label} | ${result.requests}${failures ? ` (${failures} failed)` : ''} | ${result.requestsPerSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ratio.toFixed(1)}× | ${verdict} |`;
}

/** Why the page is a static shell (the server-rendered versions' figures are in docs/benchmarks-log.md). */
const SHORTLISTED_NOTES = [
  '**Why a static shell.** A dynamic server render of a signed-in page costs several times the CPU of the same data as JSON (the last row above against the two routes), and at 10 connections p95 follows CPU per request. So `/shortlisted` is a prerendered shell (title, tab bar, skeletons) that reads the selected tab from those routes in the browser (docs/visits.md "Why `/shortlisted` is a static shell"; the server-rendered versions\' figures are in docs/benchmarks-log.md).',
  '',
  'The `TypeError: controller[kState].transformAlgorithm is not a function` lines that may appear in the server log when a measurement ends come from autocannon closing connections while a response is still streaming (Node 20 web streams); every measured response was complete (failures are counted in the table).',
];

export const shortlistedBenchmark: Benchmark = {
  title: 'Shortlisted (Doors Unlocked and Shortlisted tabs)',
  async run(context: BenchContext) {
    const person = await signedInPerson(context.baseUrl, context.headers);
    const { userId, societyId } = await giveVisits(context.databaseUrl, person.email);
    const headers = { ...context.headers, cookie: person.cookie };
    const load = (paths: readonly string[], durationSeconds = context.durationSeconds, withCookie = true) =>
      runLoad({ baseUrl: context.baseUrl, paths, connections: context.connections, durationSeconds, headers: withCookie ? headers : context.headers });

    // The shell must be the prerendered one, and the routes must really answer for this person with data.
    const shell = await fetch(`${context.baseUrl}/shortlisted`, { headers });
    const shellHtml = await shell.text();
    const cacheHeader = shell.headers.get('x-nextjs-cache') ?? (shell.headers.get('x-nextjs-prerender') ? 'prerender' : null);
    if (!shell.ok || !shellHtml.includes('My Visits')) throw new Error(`/shortlisted did not answer with the shell (${shell.status})`);
    const visitsCheck = (await (await fetch(`${context.baseUrl}/api/visits`, { headers })).json()) as { upcoming?: unknown[]; past?: unknown[] };
    const shortlistCheck = (await (await fetch(`${context.baseUrl}/api/shortlist`, { headers })).json()) as { items?: unknown[] };
    if (visitsCheck.upcoming?.length !== SOCIETIES || !shortlistCheck.items?.length) throw new Error('/api/visits or /api/shortlist did not return the person\'s visits');

    context.log('warming up');
    await load(['/api/health'], context.warmupSeconds, false);
    await load(['/shortlisted', '/api/visits', '/api/shortlist'], context.warmupSeconds);

    context.log('measuring /api/health');
    const health = await load(['/api/health'], context.durationSeconds, false);
    context.log('measuring /shortlisted (the static shell)');
    const page = await load(['/shortlisted']);
    context.log('measuring /api/visits and /api/shortlist');
    const visitsApi = await load(['/api/visits']);
    const shortlistApi = await load(['/api/shortlist']);

    context.log('server CPU per request, one request at a time');
    const anonymous = context.headers;
    const cpuRoutes: [string, string, Record<string, string>][] = [
      ['`GET /api/health`', '/api/health', anonymous],
      ['`GET /shortlisted` signed in (the static shell; the middleware still verifies the session)', '/shortlisted', headers],
      ['`GET /api/visits` (Doors Unlocked: 20 upcoming and 20 past society groups)', '/api/visits', headers],
      ['`GET /api/shortlist` (Shortlisted: 17 homes with their details and offer state)', '/api/shortlist', headers],
      ['`GET /society-visits/{unknown id}` signed in (for comparison: a dynamic server render, one query, the 404 page)', `/society-visits/${crypto.randomUUID()}`, headers],
    ];
    const cpu: [string, number | null][] = [];
    for (const [label, path, routeHeaders] of cpuRoutes) cpu.push([label, await cpuPerRequest(`${context.baseUrl}${path}`, routeHeaders)]);
    const healthCpu = cpu[0]![1];

    const queries = [
      ['visits of the person, with their societies (Doors Unlocked)', myVisitsQuery(userId)],
      ['shortlisted visits with property, listings, bedroom, society and the live-offer check', shortlistQuery(userId)],
      ['visits of the person in one society (/society-visits)', societyVisitsQuery(userId, societyId)],
    ] as const;
    const plans = await Promise.all(queries.map(([label, query]) => explain(context.databaseUrl, label, query)));
    const forced = await Promise.all(queries.map(([label, query]) => explain(context.databaseUrl, label, query, true)));

    const ratios = [page, visitsApi, shortlistApi].map((result) => result.p95 / health.p95);
    const met = ratios.every((ratio) => ratio <= TARGET_RATIO);
    const body = [
      `Run ${context.startedAt} with \`${context.command}\` on ${context.machine}.`,
      '',
      `Data: the ${context.scale.toLocaleString('en-US')}-society seed; one signed-in person with ${VISITS} visits across ${SOCIETIES} societies (20 upcoming, 30 past; 17 shortlisted; 2 live offers), inserted by the benchmark. Load: autocannon, ${context.connections} connections, ${context.durationSeconds} s per route after a ${context.warmupSeconds} s warm-up, production build, the person's session cookie on every request (the middleware verifies it on each one: JWT signature plus the session row).`,
      '',
      `\`/shortlisted\` is a static shell (prerendered at build time; served with \`x-nextjs-cache: ${cacheHeader ?? 'not sent'}\`): the page's data comes from \`/api/visits\` (Doors Unlocked) and \`/api/shortlist\` (Shortlisted), which the browser reads for the selected tab. The target (p95 within ${TARGET_RATIO}× /api/health) applies to the shell and to each of the two routes.`,
      '',
      '| Route | Requests | Req/s | p50 ms | p95 ms | p99 ms | p95 against /api/health | Target |',
      '|---|---:|---:|---:|---:|---:|---|---|',
      row('`GET /api/health`', health, health, false),
      row('`GET /shortlisted` (the static shell, signed in)', page, health, true),
      row('`GET /api/visits` (Doors Unlocked data)', visitsApi, health, true),
      row('`GET /api/shortlist` (Shortlisted data)', shortlistApi, health, true),
      '',
      `A person's page view costs the shell plus the selected tab's route (the other tab's route is read when it is chosen). Target ${met ? '**met**' : '**missed**'}: shell ${ratios[0]!.toFixed(1)}×, /api/visits ${ratios[1]!.toFixed(1)}×, /api/shortlist ${ratios[2]!.toFixed(1)}×.`,
      '',
      'Server CPU per request (user + system time of the `next-server` process from `/proc`, 40 requests sent one after another after 3 warm-up requests, so nothing else runs in between). Under load the p95 of a route follows its CPU cost, because 10 connections queue on one Node process.',
      '',
      '| Route | CPU ms per request | Against /api/health |',
      '|---|---:|---:|',
      ...cpu.map(([label, value]) => `| ${label} | ${value === null ? '–' : value.toFixed(1)} | ${value === null || !healthCpu ? '–' : `${(value / healthCpu).toFixed(1)}×`} |`),
      '',
      ...SHORTLISTED_NOTES,
      '',
      'Query plans on the same data (`EXPLAIN ANALYZE`, one run, warm cache). The last column is the plan with `enable_seqscan = off`: the benchmark database holds only the visits and offers the benchmarks inserted, so PostgreSQL may rightly read such a tiny table whole; the column shows the index that serves the query once the table is large, and that no table is left without one.',
      '',
      '| Query | Execution ms | Rows | Indexes used | Sequential scans | With seq scans off: indexes / seq scans |',
      '|---|---:|---:|---|---|---|',
      ...plans.map((plan, index) => {
        const alt = forced[index]!;
        return `| ${plan.label} | ${plan.milliseconds.toFixed(2)} | ${plan.rows} | ${plan.indexes.join(', ') || '–'} | ${plan.seqScans.join(', ') || '–'} | ${alt.indexes.join(', ') || '–'} / ${alt.seqScans.join(', ') || '–'} |`;
      }),
    ].join('\n');
    return {
      body,
      passed: met && forced.every((plan) => plan.seqScans.length === 0),
      summary: `health p95 ${ms(health.p95)} ms; /shortlisted shell ${ratios[0]!.toFixed(1)}×, /api/visits ${ratios[1]!.toFixed(1)}×, /api/shortlist ${ratios[2]!.toFixed(1)}×`,
    };
  },
};
