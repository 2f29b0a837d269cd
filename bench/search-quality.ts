// `npm run bench:search-quality`: does the search find what a person means? The query set
// (bench/search-quality-queries.json: typos, other spellings, words in another order, Kannada and Hindi names,
// sentences, and exact names as the control) runs against the real search on a freshly seeded demo database of
// its own (<name>_search_quality), the way the search box sends it: the typed text through the sentence
// redirect (server/search/understood-query.ts), then searchSocieties. A query hits when its answer is in the
// top 3: the society it names, or a society of the place or builder it names; a sentence must also be read
// into exactly the filters it states. Prints hits per kind, the share of queries with no result at all, and the
// queries that found their answer lower than at the baseline (bench/search-quality-baseline.json), then writes
// the "Search quality" section of docs/benchmarks.md.
//
//   --write-baseline   record the baseline instead: every query's rank with the text searched as typed (no
//                      sentence reading: the search as it was before sentences became filters)
//   --no-report        print only, leave docs/benchmarks.md alone
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { migrateDatabase } from '@/server/db/migrate';
import {
  BASELINE_FILE,
  baselineKey,
  hitShare,
  isHit as hit,
  loadBaseline,
  loadQualityQueries,
  lowerThanBaseline,
  NO_RESULT_TARGET,
  QUALITY_TARGETS as TARGETS,
  QUERY_KINDS,
  runQualityQueries as runQueries,
  TOP,
  type Outcome,
} from './lib/search-quality-set';
import { machineLine } from './lib/machine';
import { writeReportSection } from './lib/report';

const log = (message: string) => console.log(`[bench:search-quality] ${message}`);

function databaseUrl(): string {
  if (process.env.BENCH_QUALITY_DATABASE_URL) return process.env.BENCH_QUALITY_DATABASE_URL;
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run with `npm run bench:search-quality`.');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${url.pathname.slice(1) || 'ghomes'}_search_quality`;
  return url.toString();
}

async function freshSeededDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1).replace(/"/g, '');
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  await migrateDatabase(url);
  const { seedDatabase } = await import('@/server/db/seed');
  // The demo set: names are the same on every run (dates move with today, and no query reads them).
  await seedDatabase(url, { writeFiles: false });
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');

function report(outcomes: Outcome[], baseline: Record<string, number | null> | null): { body: string; passed: boolean } {
  const lines: string[] = [];
  let passed = true;
  lines.push(`| kind | queries | hits in the top ${TOP} | share | target | |`, '|---|---:|---:|---:|---:|---|');
  for (const kind of QUERY_KINDS) {
    const of = outcomes.filter((outcome) => outcome.query.kind === kind);
    const hits = of.filter(hit).length;
    const met = of.length > 0 && hitShare(outcomes, kind) >= TARGETS[kind];
    passed &&= met;
    lines.push(`| ${kind} | ${of.length} | ${hits} | ${percent(hits, of.length)} | ${TARGETS[kind] * 100}% | ${met ? 'met' : 'not met'} |`);
  }
  const empty = outcomes.filter((outcome) => outcome.results === 0);
  const emptyMet = empty.length / outcomes.length <= NO_RESULT_TARGET;
  passed &&= emptyMet;
  const all = outcomes.filter(hit).length;
  lines.push(`| all | ${outcomes.length} | ${all} | ${percent(all, outcomes.length)} | | |`);
  lines.push('', `No result at all: ${empty.length} of ${outcomes.length} queries (${percent(empty.length, outcomes.length)}; target <= ${NO_RESULT_TARGET * 100}%, ${emptyMet ? 'met' : 'not met'}).`);

  const lower = baseline ? lowerThanBaseline(outcomes, baseline) : [];
  if (baseline) {
    passed &&= lower.length === 0;
    lines.push(`Found lower than at the baseline: ${lower.length} ${lower.length === 1 ? 'query' : 'queries'}${lower.length ? ':' : ' (target: none).'}`);
    for (const outcome of lower) lines.push(`- ${outcome.query.kind} '${outcome.query.query}': rank ${baseline[baselineKey(outcome.query)]} before, ${outcome.rank ?? 'not found'} now`);
  }
  const waiting = outcomes.filter((outcome) => outcome.query.needs === 'matching');
  if (waiting.length) {
    const found = waiting.filter(hit).length;
    lines.push(`Sentences whose rest is a typo or another script (\`"needs": "matching"\`): ${found} of ${waiting.length} found; they count in 'sentence' above.`);
  }
  const misses = outcomes.filter((outcome) => !hit(outcome));
  const shown = misses.filter((outcome) => outcome.query.kind === 'exact' || outcome.query.kind === 'sentence');
  if (shown.length) {
    lines.push('', 'Exact and sentence queries missed:');
    for (const outcome of shown) lines.push(`- '${outcome.query.query}' -> \`${outcome.searched}\`: ${outcome.rank === null ? 'answer not in the results' : `rank ${outcome.rank}`}${outcome.filtersRead ? '' : ', filters not read as stated'}`);
  }
  return { body: lines.join('\n'), passed };
}

async function main(): Promise<number> {
  const args = new Set(process.argv.slice(2));
  const url = databaseUrl();
  process.env.DATABASE_URL = url;
  const queries = loadQualityQueries();
  log(`${queries.length} queries; seeding a fresh demo database (${new URL(url).pathname.slice(1)})`);
  await freshSeededDatabase(url);

  if (args.has('--write-baseline')) {
    const outcomes = await runQueries(queries, false);
    const baseline = Object.fromEntries(outcomes.map((outcome) => [baselineKey(outcome.query), outcome.rank]));
    writeFileSync(BASELINE_FILE, `${JSON.stringify({ note: 'Rank of each query with its text searched as typed, before sentences became filters (null: not found).', ranks: baseline }, null, 1)}\n`);
    log(`baseline of ${outcomes.length} queries written to ${path.relative(process.cwd(), BASELINE_FILE)}`);
    console.log(report(outcomes, null).body);
    return 0;
  }

  const baseline = loadBaseline();
  const started = performance.now();
  const outcomes = await runQueries(queries, true);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { body, passed } = report(outcomes, baseline);
  console.log(body);
  if (!args.has('--no-report')) {
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    await writeReportSection(
      'Search quality',
      [
        `Run ${date} UTC, \`npm run bench:search-quality\`: ${queries.length} queries of \`bench/search-quality-queries.json\` against the real search`,
        `(the sentence redirect, then \`searchSocieties\`) on a freshly seeded demo database (${seconds} s for the set). A hit: the`,
        `society named, or a society of the place or builder named, in the top ${TOP}; a sentence must also be read into exactly its`,
        `filters. Baseline: \`bench/search-quality-baseline.json\`, each query's rank with the text searched as typed. ${machineLine()}.`,
        '',
        body,
      ].join('\n'),
    );
    log('docs/benchmarks.md "Search quality" written');
  }
  log(passed ? 'every target met' : 'some targets not met');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
