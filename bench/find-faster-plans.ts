// EXPLAIN of the find-faster queries (hearts, filters, saved searches), on the benchmark database (10,000 societies, `npm run bench` tops it up):
// /search narrowed by budget and bedrooms and sorted by lowest rent or newest listing, and the hearted homes of
// the Shortlisted tab. Prints each plan's time, the indexes it used, whether every listing scan was index-only,
// and any sequential scan; docs/find-faster.md quotes a run.
//   DATABASE_URL=... npx tsx --conditions=react-server bench/find-faster-plans.ts
import { Client } from 'pg';
import { buildSearchHref, parseSearchParams } from '@/lib/search/query';
import { societySearchQuery } from '@/server/search/service';
import { heartedHomesQuery } from '@/server/shortlist/shortlist';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

const SEARCHES = [
  { zone: 'Bengaluru South', bhk: [3], maxBudget: 50_000 },
  { zone: 'Bengaluru East', bhk: [2], minBudget: 20_000, maxBudget: 40_000, sort: 'price' as const },
  { bhk: [5], listing: 'sale' as const, maxBudget: 50_000_000 },
  { zone: 'Bengaluru North', categories: ['Luxury'], maxBudget: 75_000, sort: 'newest' as const },
  { sort: 'price' as const },
].map((params) => buildSearchHref({ type: 'filtered', ...params }));

async function explain(client: Client, label: string, text: string, values: unknown[]) {
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
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const [{ n }] = (await client.query<{ n: string }>(`select count(*)::text as n from gated_societies`)).rows as [{ n: string }];
    console.log(`societies: ${n}`);
    await client.query('vacuum analyze property_rent_listings, property_sale_listings, properties, shortlist_hearts');
    for (const href of SEARCHES) {
      const search = await societySearchQuery(parseSearchParams(new URL(href, 'http://x').searchParams));
      if (!search) continue;
      const query = search.query.toSQL();
      await explain(client, href, query.sql, query.params);
    }
    // The person with the most hearts (the benchmark database has the hearts someone left there, or none).
    const id = (await client.query<{ user_id: string }>(`select user_id from shortlist_hearts group by user_id order by count(*) desc limit 1`)).rows[0]?.user_id;
    if (id) {
      const hearts = heartedHomesQuery(id).toSQL();
      await explain(client, 'hearted homes of one person (Shortlisted tab)', hearts.sql, hearts.params);
    }
  } finally {
    await client.end();
  }
  process.exit(0);
}

void main();
