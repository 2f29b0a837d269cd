// Search and suggestions: /about and /api/health as references, the suggestion route, the
// filtered /search page and the named (Location) search, its canonical page and its query URL, under 10
// concurrent connections in one run, with their targets (docs/benchmarks.md); plus the query plans behind them.
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { replaceSection, REPORT_FILE } from './lib/report';
import { FILTER_BUILDERS } from '@/lib/catalog';
import { buildSearchHref, parseSearchParams } from '@/lib/search/query';
import { escapeLikePattern } from '@/lib/search/suggestions';
import { SEARCH_LIMITS } from '@/lib/search/types';
import { nameSlug, namedSearchPath } from '@/lib/search/named';
import { societySearchQuery, suggestionSocietyQuery, SUGGESTIONS_SQL } from '@/server/search/service';
import { resolveTextMatches } from '@/server/search/text-match';
import type { Benchmark, BenchContext } from './lib/benchmark';
import { runLoad, type LoadResult } from './lib/load';
import { searchCombinations, zipfSequence } from './lib/search-mix';

/** Prefixes people type: builders, societies and places of the seed, short ones (many matches) and misses. */
const SUGGESTION_PREFIXES = [
  'p', 'pr', 'pres', 'prestige', 'b', 'bri', 'brigade', 'sob', 'sobha', 'sh', 'shriram', 'go', 'godrej', 'snn',
  'pur', 'purva', 'sat', 'sattva', 'emb', 'man', 'tot', 'ada', 'div', 'ass', 'prov', 'cen', 'whi', 'whitefield',
  'sar', 'bel', 'hsr', 'ele', 'kor', 'jp', 'ban', 'heb', 'yel', 'kan', 'hen', 'mal', 'a', 'e', 's', 'zz', 'qx',
  // Fuzzy and other names (docs/search.md "Matching"): typos, aliases, Kannada and Devanagari, words in another order.
  'satva', 'varthuru', 'koramangla', 'rajaji nagar', 'prestge lake', 'ಇಂದಿರಾ', 'ಕೋರಮಂಗಲ', 'इंदिरानगर', 'habitat prestige',
] as const;

const prestige = FILTER_BUILDERS[0].id;
const sobha = FILTER_BUILDERS[2].id;

/** Filtered searches as the home sends them: zones, chips, panel filters, text, later pages. */
// A zone alone (and a page of it) is a named search now, answered by its cached zone page (bench/search.ts
// measures those separately): every search here carries a filter, so each one is a real /search render.
const FILTERED_SEARCHES = [
  { zone: 'Bengaluru South', categories: ['Premium'] },
  { zone: 'Bengaluru East', categories: ['Luxury'] },
  { zone: 'Bengaluru North', statuses: ['New Launch'] },
  { zone: 'Bengaluru West', projectTypes: ['Apartment'], projectStatuses: ['Ready to Move-in'] },
  { zone: 'Bengaluru Central', builders: [prestige] },
  { zone: 'Bengaluru South', builders: [prestige, sobha], statuses: ['Under Construction'] },
  { zone: 'Bengaluru East', amenities: ['gym', 'swimming_pool'] },
  { zone: 'Bengaluru South', q: 'park' },
  { zone: 'Bengaluru East', q: 'whitefield', projectTypes: ['Villa'] },
  { zone: 'Bengaluru North', categories: ['Luxury', 'Ultra Luxury'], amenities: ['ev_charging'], page: 3 },
  { builders: [prestige], projectStatuses: ['Ready to Move-in'] },
  { zone: 'Bengaluru South', projectTypes: ['Apartment'], page: 5 },
  // Fuzzy on: a typo, an alias and Kannada.
  { zone: 'Bengaluru East', q: 'sattva whitfield' },
  { q: 'bomanahalli', categories: ['Premium', 'Luxury'] },
  { zone: 'Bengaluru East', q: 'ವೈಟ್‌ಫೀಲ್ಡ್', projectTypes: ['Apartment'] },
].map((params) => buildSearchHref({ type: 'filtered', ...params }));

/** The same page with nothing found: what the layout, the search bar and the page shell cost by themselves. */
const EMPTY_SEARCH = buildSearchHref({ type: 'filtered', zone: 'Bengaluru South', q: 'no society has this name' });

/** 200 distinct filtered searches asked with Zipf popularity (bench/lib/search-mix.ts): the realistic mix. */
const SEARCH_MIX_COMBINATIONS = searchCombinations(200);
const SEARCH_MIX = zipfSequence(SEARCH_MIX_COMBINATIONS);

/** Throughput against the static /about, suggestion latency against /api/health: ratios hold on any machine. */
const TARGETS = { filteredShareOfAbout: 0.25, namedShareOfAbout: 0.6, suggestionsP95OfHealth: 1.2 } as const;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const rate = (value: number) => value.toFixed(0);
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

/** Responses other than the expected status (a redirect row expects 308). */
function unexpected(result: LoadResult, status: number): number {
  return result.errors + Object.entries(result.statuses).reduce((sum, [code, count]) => (Number(code) === status ? sum : sum + count), 0);
}

function row(label: string, result: LoadResult, about: LoadResult, health: LoadResult, target: string, status = 200): string {
  const failures = unexpected(result, status);
  return `| ${label} | ${result.requests}${failures ? ` (${failures} not ${status})` : ''} | ${rate(result.requestsPerSecond)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${percent(result.requestsPerSecond / about.requestsPerSecond)} | ${(result.p95 / health.p95).toFixed(2)}× | ${target} |`;
}

/** The mean of two runs of one route (requests, rates and percentiles averaged; statuses summed). */
function meanLoad(a: LoadResult, b: LoadResult): LoadResult {
  const mean = (key: 'requests' | 'requestsPerSecond' | 'p50' | 'p95' | 'p99' | 'max' | 'non2xx' | 'errors') => (a[key] + b[key]) / 2;
  const statuses: Record<number, number> = { ...a.statuses };
  for (const [code, count] of Object.entries(b.statuses)) statuses[Number(code)] = (statuses[Number(code)] ?? 0) + count;
  return {
    requests: Math.round(mean('requests')),
    requestsPerSecond: mean('requestsPerSecond'),
    p50: mean('p50'),
    p95: mean('p95'),
    p99: mean('p99'),
    max: mean('max'),
    non2xx: mean('non2xx'),
    errors: mean('errors'),
    statuses: Object.fromEntries(Object.entries(statuses).map(([code, count]) => [code, Math.round(count / 2)])),
  };
}

const verdict = (met: boolean) => (met ? '**met**' : '**missed**');

interface PlanSummary {
  label: string;
  milliseconds: number;
  indexes: string[];
  seqScans: string[];
}

async function explain(client: Client, label: string, text: string, values: unknown[]): Promise<PlanSummary> {
  const result = await client.query<{ 'QUERY PLAN': unknown }>({ text: `explain (analyze, format json) ${text}`, values });
  const plan = (result.rows[0]?.['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0]!;
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.add(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  walk(plan.Plan);
  return { label, milliseconds: plan['Execution Time'], indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

async function queryPlans(databaseUrl: string): Promise<PlanSummary[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans: PlanSummary[] = [];
    for (const prefix of ['pres', 'a']) {
      plans.push(await explain(client, `suggestions q=${prefix}`, SUGGESTIONS_SQL, [escapeLikePattern(prefix), SEARCH_LIMITS.suggestionsPerSource]));
    }
    for (const prefix of ['satva', 'prestge lake']) {
      const query = suggestionSocietyQuery(await resolveTextMatches(prefix))?.toSQL();
      if (query) plans.push(await explain(client, `society suggestions q=${prefix}`, query.sql, query.params));
    }
    for (const href of [FILTERED_SEARCHES[0]!, FILTERED_SEARCHES[6]!, FILTERED_SEARCHES[7]!, ...FILTERED_SEARCHES.slice(-3)]) {
      const search = await societySearchQuery(parseSearchParams(new URL(href, 'http://x').searchParams));
      if (!search) continue;
      const query = search.query.toSQL();
      plans.push(await explain(client, href, query.sql, query.params));
    }
    return plans;
  } finally {
    await client.end();
  }
}

const REFERENCE_SCALE = 10_000;
/** A run at 100,000 societies stays within this factor of the 10,000-society figures (issue: "flat"). */
const FLAT_FACTOR = 1.5;

interface ScaleFigures {
  filteredShareOfAbout: number;
  suggestionsP95OfHealth: number;
}

/**
 * This run's ratios against those of the latest 10,000-society run in docs/benchmarks.md (each ratio is against
 * its own run's reference, so machines and loads compare): filtered search at least 1/1.5 of its share of /about,
 * suggestions p95 at most 1.5 times its multiple of /api/health.
 */
async function flatAgainstReference(figures: ScaleFigures): Promise<{ met: boolean; line: string }> {
  const report = await readFile(REPORT_FILE, 'utf8').catch(() => '');
  const section = replaceSection(report, 'Search and suggestions', '').replaced ?? '';
  const found = /<!-- figures (\{.*?\}) -->/.exec(section);
  if (!found) return { met: false, line: `No 10,000-society figures in docs/benchmarks.md to compare with: run \`npm run bench\` first (**missed**).` };
  const reference = JSON.parse(found[1]!) as ScaleFigures;
  const filtered = figures.filteredShareOfAbout / reference.filteredShareOfAbout;
  const suggestions = figures.suggestionsP95OfHealth / reference.suggestionsP95OfHealth;
  const met = filtered >= 1 / FLAT_FACTOR && suggestions <= FLAT_FACTOR;
  return {
    met,
    line: `Against the 10,000-society run (target: within ${FLAT_FACTOR}×): filtered search ${percent(figures.filteredShareOfAbout)} of /about against ${percent(reference.filteredShareOfAbout)} (${filtered.toFixed(2)}×), suggestions p95 ${figures.suggestionsP95OfHealth.toFixed(2)}× health against ${reference.suggestionsP95OfHealth.toFixed(2)}× (${suggestions.toFixed(2)}×): ${verdict(met)}.`,
  };
}

/** Localities with societies of their own, as people search them: the spec's query URL and the canonical page. */
async function namedLocations(databaseUrl: string, count = 12): Promise<{ queryUrls: string[]; pages: string[] }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select l.name from locations l where exists (select 1 from gated_societies s where s.location_id = l.id and s.status = 'verified')
        order by l.name limit $1`,
      [count],
    );
    return {
      queryUrls: rows.map((row) => buildSearchHref({ type: 'Location', q: row.name })),
      pages: rows.map((row) => namedSearchPath('locality', nameSlug(row.name))),
    };
  } finally {
    await client.end();
  }
}

async function dataSize(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ societies: string; properties: string; rent: string; sale: string }>(
      `select (select count(*) from gated_societies) as societies, (select count(*) from properties) as properties,
              (select count(*) from property_rent_listings) as rent, (select count(*) from property_sale_listings) as sale`,
    );
    const counts = rows[0]!;
    const format = (value: string) => Number(value).toLocaleString('en-US');
    return `${format(counts.societies)} societies, ${format(counts.properties)} properties, ${format(counts.rent)} rent and ${format(counts.sale)} sale listings`;
  } finally {
    await client.end();
  }
}

export const searchBenchmark: Benchmark = {
  title: 'Search and suggestions',
  async run(context: BenchContext) {
    const load = (paths: readonly string[], durationSeconds = context.durationSeconds) =>
      runLoad({ baseUrl: context.baseUrl, paths, connections: context.connections, durationSeconds, headers: context.headers });
    const suggestionPaths = SUGGESTION_PREFIXES.map((prefix) => `/api/suggestions?q=${encodeURIComponent(prefix)}`);
    const named = await namedLocations(context.databaseUrl);

    // Warm-up (not recorded): JIT, connection pools, PostgreSQL caches, and the first render of each cached page.
    context.log('warming up');
    await load(['/about'], context.warmupSeconds);
    await load(['/api/health'], context.warmupSeconds);
    await load(suggestionPaths, context.warmupSeconds);
    await load(FILTERED_SEARCHES, context.warmupSeconds);
    await load(SEARCH_MIX, context.warmupSeconds);
    await load([EMPTY_SEARCH], context.warmupSeconds);
    await load(named.pages, context.warmupSeconds);
    await load(named.queryUrls, context.warmupSeconds);

    // The cache proof: a named page's second request is answered from Next's cache.
    const cacheHeader = async (path: string) => {
      const response = await fetch(new URL(path, context.baseUrl), { headers: context.headers, redirect: 'manual' });
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get('x-nextjs-cache'), location: response.headers.get('location') };
    };
    const proofPage = named.pages[0]!;
    const firstAnswer = await cacheHeader(proofPage);
    const secondAnswer = await cacheHeader(proofPage);
    const redirectAnswer = await cacheHeader(named.queryUrls[0]!);

    // /about is measured first and last: on a shared machine the load of others drifts during the run, and
    // the ratios are taken against the mean of the two.
    context.log('measuring /about');
    const aboutFirst = await load(['/about']);
    context.log('measuring /api/health');
    const health = await load(['/api/health']);
    context.log('measuring /api/suggestions');
    const suggestions = await load(suggestionPaths);
    context.log('measuring /search?type=filtered (200 combinations, Zipf)');
    const search = await load(SEARCH_MIX);
    context.log('measuring /search?type=filtered (12 searches in turn)');
    const searchTwelve = await load(FILTERED_SEARCHES);
    context.log('measuring an empty /search (the page without result cards)');
    const emptySearch = await load([EMPTY_SEARCH]);
    context.log('measuring named Location searches: the canonical page');
    const namedPage = await load(named.pages);
    context.log('measuring named Location searches: the query URL (its redirect)');
    const namedQuery = await load(named.queryUrls);
    context.log('measuring /about again');
    const aboutLast = await load(['/about']);
    const about = meanLoad(aboutFirst, aboutLast);
    const [plans, size] = await Promise.all([queryPlans(context.databaseUrl), dataSize(context.databaseUrl)]);

    const filteredShare = search.requestsPerSecond / about.requestsPerSecond;
    const namedShare = namedPage.requestsPerSecond / about.requestsPerSecond;
    const namedQueryShare = namedQuery.requestsPerSecond / about.requestsPerSecond;
    const suggestionsRatio = suggestions.p95 / health.p95;
    const met = {
      filtered: filteredShare >= TARGETS.filteredShareOfAbout,
      named: namedShare >= TARGETS.namedShareOfAbout && namedQueryShare >= TARGETS.namedShareOfAbout,
      suggestions: suggestionsRatio <= TARGETS.suggestionsP95OfHealth,
    };
    const figures: ScaleFigures = { filteredShareOfAbout: filteredShare, suggestionsP95OfHealth: suggestionsRatio };
    const flat = context.scale === REFERENCE_SCALE ? null : await flatAgainstReference(figures);

    const body = [
      `Run ${context.startedAt} with \`${context.command}\` on ${context.machine}.`,
      '',
      `Data: ${size} (\`scripts/db-seed.ts --scale ${context.scale}\` in the benchmark's own database). Load: autocannon, ${context.connections} connections, ${context.durationSeconds} s per route after a ${context.warmupSeconds} s warm-up, loopback, production build (\`next start\`), a phone user agent, one run.`,
      '',
      '| Route | Requests | Req/s | p50 ms | p95 ms | p99 ms | Req/s of /about | p95 of /api/health | Target |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      row('`GET /about` (static), first', aboutFirst, about, health, '–'),
      row('`GET /about` (static), last', aboutLast, about, health, '–'),
      row('`GET /about`, the mean of the two', about, about, health, 'the reference'),
      row('`GET /api/health`', health, about, health, 'the reference'),
      row(`\`GET /api/suggestions?q=…\` (${SUGGESTION_PREFIXES.length} prefixes in turn)`, suggestions, about, health, `p95 ≤ ${TARGETS.suggestionsP95OfHealth}× health: ${verdict(met.suggestions)} (${suggestionsRatio.toFixed(2)}×)`),
      row(`\`GET /search?type=filtered&…\` (${SEARCH_MIX_COMBINATIONS.length} combinations, Zipf popularity)`, search, about, health, `≥ ${percent(TARGETS.filteredShareOfAbout)} of /about: ${verdict(met.filtered)} (${percent(filteredShare)})`),
      row(`\`GET /search?type=filtered&…\` (${FILTERED_SEARCHES.length} searches in turn)`, searchTwelve, about, health, '–'),
      row('`GET /search?…` finding nothing (one URL; for reference)', emptySearch, about, health, '–'),
      row(`\`GET /bangalore/locality/{slug}\` (named Location search, ${named.pages.length} localities in turn)`, namedPage, about, health, `≥ ${percent(TARGETS.namedShareOfAbout)} of /about: ${verdict(namedShare >= TARGETS.namedShareOfAbout)} (${percent(namedShare)})`),
      row('`GET /search?type=Location&q=…` (the query URL people type: its 308 to the page above)', namedQuery, about, health, `≥ ${percent(TARGETS.namedShareOfAbout)} of /about: ${verdict(namedQueryShare >= TARGETS.namedShareOfAbout)} (${percent(namedQueryShare)})`, 308),
      '',
      `The named page is served from Next's cache: \`${proofPage}\` answered ${firstAnswer.status} with \`x-nextjs-cache: ${firstAnswer.cache ?? '(none)'}\` after the warm-up, then ${secondAnswer.status} \`${secondAnswer.cache ?? '(none)'}\`; \`${named.queryUrls[0]}\` answered ${redirectAnswer.status} to \`${redirectAnswer.location ? new URL(redirectAnswer.location, context.baseUrl).pathname : '(none)'}\`. A person typing the query URL pays both: the redirect, then the cached page.`,
      '',
      `The machine is shared with other work: /about went from ${rate(aboutFirst.requestsPerSecond)} to ${rate(aboutLast.requestsPerSecond)} req/s between the first and the last measurement of this run, so ratios carry that much noise. Reading the figures: Node.js renders one request at a time, so at ${context.connections} connections a request waits for the others and p95 is close to ${context.connections} times the time one render takes. Every /search is answered from the middleware's cache of rendered searches after its first request (server/search/rendered-search-cache.ts, docs/search.md "Cached search results"): the Zipf mix pays a render for each combination's first request inside the measurement (those not met during the warm-up), the rest are cache hits. What a render itself spends its time on (a CPU profile) is in docs/search.md ("Profile of a filtered search").`,
      '',
      `The mix: ${SEARCH_MIX_COMBINATIONS.length} distinct combinations (zone, categories, statuses, project types, amenities, builders, some text and later pages, and in a third of them the homes asked for: a budget, bedrooms or both, some sorted by lowest rent; seeded, the same in every run), ${SEARCH_MIX.length} requests drawn with Zipf popularity (s = 1). The five most asked:`,
      '',
      ...SEARCH_MIX_COMBINATIONS.slice(0, 5).map((href) => `- \`${href}\``),
      '',
      'The twelve filtered searches, in turn:',
      '',
      ...FILTERED_SEARCHES.map((href) => `- \`${href}\``),
      '',
      ...(flat ? ['', flat.line] : []),
      '',
      // Read by a run at another scale (flatAgainstReference): this run's ratios, machine-readable.
      `<!-- figures ${JSON.stringify(figures)} -->`,
      '',
      'Query plans on the same data (`EXPLAIN ANALYZE`, one run, warm cache):',
      '',
      '| Query | Execution ms | Indexes used | Sequential scans |',
      '|---|---:|---|---|',
      ...plans.map((plan) => `| \`${plan.label}\` | ${plan.milliseconds.toFixed(2)} | ${plan.indexes.join(', ') || '–'} | ${plan.seqScans.join(', ') || '–'} |`),
    ].join('\n');

    return {
      body,
      passed: met.filtered && met.named && met.suggestions && (flat?.met ?? true),
      summary: `/about ${rate(about.requestsPerSecond)} req/s; filtered search ${rate(search.requestsPerSecond)} req/s (${percent(filteredShare)}); named page ${rate(namedPage.requestsPerSecond)} req/s (${percent(namedShare)}), its query URL ${rate(namedQuery.requestsPerSecond)} req/s (${percent(namedQueryShare)}); suggestions p95 ${ms(suggestions.p95)} ms = ${suggestionsRatio.toFixed(2)}× health ${ms(health.p95)} ms`,
    };
  },
};
