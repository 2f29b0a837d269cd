// The SQL one first render of each /search in the benchmark's 200-combination mix sends (bench/lib/search-mix.ts),
// as app/search/page.tsx's data flow sends it: the search, the wider try without the zone, 'Did you mean', the
// loosened searches of the empty state and the rule notes. Each statement is EXPLAIN (ANALYZE, BUFFERS)ed three
// times and its fastest execution kept; the sum per render and over the mix is printed, with the slowest
// renders. `--results FILE` writes what each render shows (societies, order, prices, counts, the wider try, the
// closest names, the filter to remove) so two versions of the code can be compared for identical results.
//   DATABASE_URL=... npx tsx --conditions=react-server bench/search-mix-queries.ts [--results FILE] [--extra] [--runs N]
import { writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { filterToLoosen } from '@/lib/search/loosen';
import { searchFilterChips } from '@/lib/search/filter-chips';
import { buildSearchHref, parseSearchParams } from '@/lib/search/query';
import { searchFallbacks } from '@/server/search/fallbacks';
import { ruleMatchesBySociety } from '@/server/search/rule-homes';
import { countSocietiesListed, searchSocieties } from '@/server/search/service';
import { searchCombinations } from './lib/search-mix';

interface Statement {
  text: string;
  values: unknown[];
}

const recorded: Statement[] = [];
let recording = false;

// Every statement the app's pool sends while a render runs (drizzle and the service call client.query).
const clientProto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const originalQuery = clientProto.query;
clientProto.query = function query(this: Client, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args;
    if (typeof first === 'string') recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      recorded.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
  }
  return originalQuery.apply(this, args);
};

/** More searches than the mix: sale, newest, typos, aliases, an empty search. */
const EXTRA = [
  '/search?type=filtered&listing=sale&bhk=3&sort=price',
  '/search?type=filtered&listing=sale&bhk=2',
  '/search?type=filtered&listing=sale&bhk=3&maxBudget=20000000',
  '/search?type=filtered&listing=sale&bhk=5&maxBudget=50000000&sort=newest',
  '/search?type=filtered&listing=sale&zone=Bengaluru+East&bhk=2&sort=price',
  '/search?type=filtered&listing=sale&sort=price',
  '/search?type=filtered&listing=sale&sort=newest&zone=Bengaluru+North',
  '/search?type=filtered&bhk=3&sort=price',
  '/search?type=filtered&bhk=2&sort=newest',
  '/search?type=filtered&sort=price',
  '/search?type=filtered&sort=newest',
  '/search?type=filtered&sort=price&page=5',
  '/search?type=filtered&statuses=Under+Construction&categories=Luxury%2CUltra+Luxury&sort=price',
  '/search?type=filtered&statuses=Under+Construction&categories=Luxury%2CUltra+Luxury&sort=newest',
  '/search?type=filtered&zone=Bengaluru+East&maxBudget=40000&sort=price',
  '/search?type=filtered&zone=Bengaluru+South&minBudget=30000&maxBudget=60000&bhk=2&sort=newest',
  '/search?type=filtered&q=park&sort=price',
  '/search?type=filtered&q=park&bhk=2&sort=newest',
  '/search?type=filtered&q=satva',
  '/search?type=filtered&q=prestge+lakeside',
  '/search?type=filtered&zone=Bengaluru+South&q=no+society+has+this+name',
  '/search?type=filtered&q=green&zone=Bengaluru+East&categories=Premium&bhk=5',
  '/search?type=filtered&categories=Ultra+Luxury&maxBudget=50000&bhk=5',
  '/search?type=filtered&bhk=1',
  '/search?type=filtered&listing=sale&minBudget=5000000&maxBudget=9000000&bhk=2&sort=price',
  '/search?type=filtered&listing=sale&q=park&bhk=3&sort=price',
  '/search?type=filtered&rules=pets&bhk=2&sort=price',
  '/search?type=filtered&rules=pets&sort=newest&zone=Bengaluru+West',
];

/** What the page shows for one search, and the statements it sent. */
async function render(href: string) {
  const params = parseSearchParams(new URL(href, 'http://x').searchParams);
  const run = (url: string) => searchSocieties(parseSearchParams(new URL(url, 'http://x').searchParams));
  const result = await run(buildSearchHref(params));
  const zoneOnly = params.type === 'filtered' && params.zone && params.q ? { ...params, zone: null } : null;
  const wider = result.total === 0 && zoneOnly ? await run(buildSearchHref(zoneOnly)) : null;
  const shown = wider && wider.total > 0 ? wider : result;
  const help = shown.total === 0 && params.q ? await searchFallbacks(params.q, params.type === 'filtered' ? params.zone : null) : null;
  const chips = searchFilterChips(params);
  const loosen =
    shown.total === 0 ? await filterToLoosen(chips, (url) => countSocietiesListed(parseSearchParams(new URL(url, 'http://x').searchParams))) : null;
  const rules = params.type === 'filtered' && params.rules.length && shown.results.length ? await ruleMatchesBySociety(params.rules, shown.results.map((s) => s.id)) : null;
  return { result, wider, help, loosen: loosen ? { key: loosen.chip.key, count: loosen.count } : null, rules: rules ? [...rules] : null };
}

async function fastest(client: Client, statement: Statement, runs: number): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const result = await client.query({ text: `explain (analyze, buffers, format json) ${statement.text}`, values: statement.values });
    const plan = (result.rows[0]['QUERY PLAN'] as { 'Execution Time': number }[])[0]!;
    best = Math.min(best, plan['Execution Time']);
  }
  return best;
}

async function main() {
  const args = process.argv.slice(2);
  const resultsFile = args.includes('--results') ? args[args.indexOf('--results') + 1] : null;
  const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
  const mix = searchCombinations(200);
  let hrefs = args.includes('--extra') ? [...mix, ...EXTRA] : mix;
  if (only) hrefs = hrefs.filter((href) => href.includes(only));
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const shown: Record<string, unknown> = {};
  const perRender: { href: string; ms: number; statements: { ms: number; text: string }[] }[] = [];
  try {
    for (const href of hrefs) {
      recorded.length = 0;
      recording = true;
      shown[href] = await render(href);
      recording = false;
      const statements: { ms: number; text: string }[] = [];
      for (const statement of [...recorded]) statements.push({ ms: await fastest(client, statement, runs), text: statement.text });
      perRender.push({ href, ms: statements.reduce((sum, s) => sum + s.ms, 0), statements });
    }
  } finally {
    recording = false;
    await client.end();
  }
  const sorted = perRender.map((r) => r.ms).sort((a, b) => a - b);
  const at = (f: number) => sorted[Math.min(sorted.length - 1, Math.ceil(f * sorted.length) - 1)]!;
  const inMix = perRender.filter((r) => mix.includes(r.href));
  console.log(`renders ${perRender.length}; statements ${perRender.reduce((n, r) => n + r.statements.length, 0)}`);
  console.log(`mix sum ${inMix.reduce((s, r) => s + r.ms, 0).toFixed(1)} ms; all sum ${perRender.reduce((s, r) => s + r.ms, 0).toFixed(1)} ms`);
  console.log(`per render p50 ${at(0.5).toFixed(1)} p95 ${at(0.95).toFixed(1)} max ${sorted[sorted.length - 1]!.toFixed(1)} ms`);
  // Where the time goes: the statements of the mix by their opening words (one shape of query each, mostly).
  const byShape = new Map<string, { ms: number; count: number }>();
  for (const statement of inMix.flatMap((r) => r.statements)) {
    const shape = statement.text.replace(/\s+/g, ' ').trim().slice(0, 90);
    const entry = byShape.get(shape) ?? { ms: 0, count: 0 };
    byShape.set(shape, { ms: entry.ms + statement.ms, count: entry.count + 1 });
  }
  console.log('by statement shape (mix):');
  for (const [shape, { ms, count }] of [...byShape].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms ${String(count).padStart(5)}x  ${shape}`);
  }
  for (const r of [...perRender].sort((a, b) => b.ms - a.ms).slice(0, args.includes('--all') ? perRender.length : 25)) {
    console.log(`${r.ms.toFixed(1).padStart(8)} ms  ${r.href}`);
    for (const s of [...r.statements].sort((a, b) => b.ms - a.ms).slice(0, 3)) console.log(`           ${s.ms.toFixed(1).padStart(8)}  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
  }
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(shown, null, 1));
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
