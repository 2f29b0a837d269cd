// The visits board's query (server/visits/desk-board.ts) at 1,000,000 visits: times it (30 runs a case) and prints
// its EXPLAIN (ANALYZE, BUFFERS); docs/ops.md "Visits board" quotes a run. `--fill` first fills an EMPTY scratch
// database with 10,000 societies, 70,000 homes, 50,000 people and 1,000,000 visits over 60 days (it refuses a
// database that has societies already, so it never touches real data):
//   npx tsx --conditions=react-server scripts/with-db.ts --no-seed --database ghomes_ops_bench -- \
//     npx tsx --conditions=react-server bench/ops-visits-plans.ts --fill
// (about three minutes to fill; drop the database afterwards).
import { Client } from 'pg';
import type { TableQuery } from '@/lib/ops/table-query';
import { boardQuery, type BoardFilters, type BoardSort } from '@/server/visits/desk-board';
import { addCalendarDays } from '@/lib/time/india';

const url = process.env.DATABASE_URL!;
const BASE_DAY = '2026-11-01';

async function fill(client: Client) {
  const [{ count }] = (await client.query('select count(*)::int as count from gated_societies')).rows;
  if (count > 0) throw new Error('--fill needs an empty database (this one has societies): use a scratch database, see the top of this file');
  const steps = [
    `insert into gated_societies (name, project_type, project_status) select 'Bench Society ' || g, 'Apartment', 'Ready to Move-in' from generate_series(1, 10000) g`,
    `create temp table s as select id, row_number() over (order by id) - 1 as n from gated_societies`,
    `insert into properties (society_id, furnishing, house_number) select s.id, 'Semi-Furnished', 'A-' || g from generate_series(0, 69999) g join s on s.n = g % 10000`,
    `create temp table p as select id, society_id, row_number() over (order by id) - 1 as n from properties`,
    `insert into property_rent_listings (property_id, society_id, expected_rent) select id, society_id, 30000 from p`,
    `create temp table r as select p.n, p.id as property_id, p.society_id, l.id as listing_id from p join property_rent_listings l on l.property_id = p.id`,
    `insert into profiles (id, first_name, last_name, email, phone) select gen_random_uuid(), 'Person' || g, 'Bench', 'bench' || g || '@example.com', '9' || lpad(g::text, 9, '0') from generate_series(1, 50000) g`,
    `create temp table u as select id, row_number() over (order by id) - 1 as n from profiles`,
    // Each home's visits fall on different days (so one person never has two on one day for one home), ~16,700 a day over 60 days.
    `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, reschedule_count, checked_in_at)
     select u.id, t.start, t.start + interval '30 minutes', 'rental',
            case when i % 10 = 0 then 'cancelled' else 'confirmed' end, r.property_id, r.society_id, r.listing_id,
            case when i % 7 = 0 then 1 else 0 end, case when i % 5 = 0 then t.start else null end
     from generate_series(0, 999999) i
     join r on r.n = i % 70000
     join u on u.n = i % 50000
     cross join lateral (select timestamptz '${BASE_DAY} 09:00+05:30' + (((i / 70000) * 4 + (i % 4)) * interval '1 day') + ((i % 20) * interval '30 minutes') as start) t`,
    `analyze`,
  ];
  for (const step of steps) {
    const started = Date.now();
    await client.query(step);
    console.error(`${step.replace(/\s+/g, ' ').slice(0, 60)}... ${Date.now() - started} ms`);
  }
}

async function main() {
  const client = new Client({ connectionString: url });
  await client.connect();
  if (process.argv.includes('--fill')) await fill(client);
  const societies = (await client.query(`select society_id, count(*) from visits where visit_start >= $1 and visit_start < $2 group by 1 order by 2 desc limit 3`, [
    new Date(`${addCalendarDays(BASE_DAY, 20)}T00:00:00+05:30`), new Date(`${addCalendarDays(BASE_DAY, 21)}T00:00:00+05:30`),
  ])).rows.map((row) => row.society_id as string);
  const date = addCalendarDays(BASE_DAY, 20);
  const base = { page: 1, size: 25, sort: 'slot' as const, dir: 'asc' as const };
  const cases = [
    ['agent, one society', { date, societyIds: [societies[0]!] }, base],
    ['agent, three societies', { date, societyIds: societies }, base],
    ['manager, every society', { date, societyIds: null }, base],
    ['manager, every society, page 200', { date, societyIds: null }, { ...base, page: 200 }],
    ['manager, every society, cancelled', { date, societyIds: null, status: 'cancelled' as const }, base],
    ['manager, every society, gate not yet, 100 a page', { date, societyIds: null, gate: 'not_yet' as const }, { ...base, size: 100 }],
  ] satisfies [string, BoardFilters, TableQuery<BoardSort>][];
  for (const [name, filters, query] of cases) {
    const { sql, params } = boardQuery(filters, query).toSQL();
    const times: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      const started = process.hrtime.bigint();
      await client.query(sql, params);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const plan = (await client.query(`explain (analyze, buffers, costs off) ${sql}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n');
    console.log(`### ${name}\np50 ${times[14]!.toFixed(1)} ms, p95 ${times[28]!.toFixed(1)} ms (30 runs)\n\`\`\`\n${plan}\n\`\`\`\n`);
  }
  await client.end();
}

main().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
