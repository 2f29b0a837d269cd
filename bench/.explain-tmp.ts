import { Client } from 'pg';
import { parseSearchParams } from '@/lib/search/query';
import { societySearchQuery } from '@/server/services/search';
void (async () => {
  const c = new Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  for (const p of [
    { type: 'filtered', zone: 'Bengaluru South' },
    { type: 'filtered', zone: 'Bengaluru East', amenities: 'gym,swimming_pool' },
    { type: 'filtered', zone: 'Bengaluru South', q: 'park' },
    { type: 'filtered', zone: 'Bengaluru East', q: 'whitefield', projectTypes: 'Villa' },
    { type: 'filtered', zone: 'Bengaluru North', categories: 'Luxury,Ultra Luxury', amenities: 'ev_charging' },
    { type: 'Location', q: 'Whitefield' },
    { type: 'filtered', builders: '0b5c3a52-0001-4000-8000-000000000001', projectStatuses: 'Ready to Move-in' },
  ]) {
    const s = await societySearchQuery(parseSearchParams(p as Record<string, string>));
    const q = s!.query.toSQL();
    let best = 1e9; let plan: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await c.query({ text: `explain (analyze) ${q.sql}`, values: q.params });
      const lines = r.rows.map((x) => x['QUERY PLAN'] as string);
      const t = parseFloat(lines.find((x) => x.startsWith('Execution'))!.split(':')[1]!);
      if (t < best) { best = t; plan = lines; }
    }
    console.log('=== ' + JSON.stringify(p) + ' best ' + best + ' ms');
    console.log(plan.filter((x) => /Scan|Sort Key|BitmapOr|BitmapAnd/.test(x)).map((x) => x.replace(/\(cost.*?\)\s*/, '')).join('\n'));
  }
  await c.end();
  process.exit(0);
})();
