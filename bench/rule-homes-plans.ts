// EXPLAIN of the rules filters that read the homes (server/search/rule-homes.ts) on the benchmark database
// (10,000 societies, topped up here as `npm run bench` does): /search with 'Pets allowed', 'Bachelors allowed' or
// both, alone and with a zone, budget or text, and the result cards' line ('3 homes here allow pets') for a page of
// 10. Prints each plan's time (warm cache: each query runs once before its EXPLAIN), the indexes it used and any
// sequential scan; docs/society-facts.md quotes a run.
//   npx tsx --conditions=react-server scripts/with-db.ts --no-seed -- npx tsx --conditions=react-server bench/rule-homes-plans.ts
import { spawnSync } from 'node:child_process';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { benchDatabaseUrl, prepareDatabase } from './lib/database';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

const SEARCHES = [
  { rules: ['pets'] },
  { rules: ['bachelors'] },
  { rules: ['pets', 'bachelors'], zone: 'Bengaluru East' },
  { rules: ['pets'], zone: 'Bengaluru South', bhk: [2], maxBudget: 40_000 },
  // The same search without the rule, for comparison.
  { zone: 'Bengaluru South', bhk: [2], maxBudget: 40_000 },
  { rules: ['bachelors'], q: 'prestige' },
];

async function explain(client: Client, label: string, text: string, values: unknown[]) {
  // Once to warm the cache, so each figure is the query's own rather than the disk's.
  await client.query({ text, values });
  const result = await client.query<{ 'QUERY PLAN': unknown }>({ text: `explain (analyze, buffers, format json) ${text}`, values });
  const plan = (result.rows[0]?.['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0]!;
  const nodes: string[] = [];
  const seq: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Index Name']) nodes.push(`${node['Node Type']} ${node['Index Name']}${node['Heap Fetches'] !== undefined ? ` (heap fetches ${node['Heap Fetches']})` : ''}`);
    if (node['Node Type'] === 'Seq Scan') seq.push(node['Relation Name'] ?? '?');
    node.Plans?.forEach(walk);
  };
  walk(plan.Plan);
  console.log(`\n${label}\n  ${plan['Execution Time'].toFixed(2)} ms; seq scans: ${seq.length ? [...new Set(seq)].join(', ') : 'none'}`);
  for (const node of [...new Set(nodes)]) console.log(`  - ${node}`);
}

async function main() {
  const databaseUrl = benchDatabaseUrl();
  process.env.DATABASE_URL = databaseUrl;
  await prepareDatabase(databaseUrl);
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts', '--scale', process.env.BENCH_SCALE ?? '10000'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (seeded.status !== 0) throw new Error('seeding the benchmark database failed');
  // Imported after DATABASE_URL points at the benchmark database: the query builders read it.
  const { buildSearchHref, parseSearchParams } = await import('@/lib/search/query');
  const { societySearchQuery } = await import('@/server/search/service');
  const { ruleMatchesQuery } = await import('@/server/search/rule-homes');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { n } = (await client.query<{ n: string }>(`select count(*)::text as n from gated_societies`)).rows[0]!;
    const { l } = (await client.query<{ l: string }>(`select count(*)::text as l from property_rent_listings where listing_status = 'Active'`)).rows[0]!;
    console.log(`societies: ${n}; Active rent listings: ${l}`);
    await client.query('vacuum analyze property_rent_listings, society_facts, gated_societies');
    for (const params of SEARCHES) {
      const href = buildSearchHref({ type: 'filtered', ...params });
      const search = await societySearchQuery(parseSearchParams(new URL(href, 'http://x').searchParams));
      if (!search) continue;
      const query = search.query.toSQL();
      await explain(client, href, query.sql, query.params);
    }
    const page = (await client.query<{ id: string }>(`select id from gated_societies where status = 'verified' order by name limit 10`)).rows.map((row) => row.id);
    const cards = ruleMatchesQuery(['pets', 'bachelors'], page);
    if (cards) {
      const { sql, params } = new PgDialect().sqlToQuery(cards);
      await explain(client, "the cards' line for a page of 10 (pets and bachelors)", sql, params);
    }
  } finally {
    await client.end();
  }
  process.exit(0);
}

void main();
