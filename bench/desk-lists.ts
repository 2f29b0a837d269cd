// `npm run bench:desk`: every operations-desk list at volume. Tops the benchmark database up to BENCH_SCALE
// societies (10,000) plus 1,000,000 visits and 100,000 offers (bench/lib/desk-volume.ts), then calls each list's
// service function as the desk page does (one page of rows, the URL's filters and sort) BENCH_DESK_RUNS times
// (30) and reports p50/p95 server time per list, with the plan of its query. The target: p95 <= 300 ms.
// docs/ops.md quotes a run.
import { spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { benchDatabaseUrl, prepareDatabase } from './lib/database';
import { ensureDeskVolume } from './lib/desk-volume';
import { percentile } from './lib/load';

const TARGET_P95_MS = 300;
const log = (line: string) => console.log(`[bench:desk] ${line}`);
const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export interface DeskListCase {
  label: string;
  run: () => Promise<unknown>;
}

async function measure(cases: DeskListCase[], runs: number): Promise<{ label: string; p50: number; p95: number; rows: number }[]> {
  const results = [];
  for (const deskCase of cases) {
    await deskCase.run(); // warm the plan cache and the pool
    const times: number[] = [];
    let rows = 0;
    for (let index = 0; index < runs; index += 1) {
      const started = performance.now();
      const result = (await deskCase.run()) as { rows?: unknown[] } | unknown[];
      times.push(performance.now() - started);
      rows = Array.isArray(result) ? result.length : (result?.rows?.length ?? 0);
    }
    times.sort((a, b) => a - b);
    results.push({ label: deskCase.label, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows });
  }
  return results;
}

async function main(): Promise<number> {
  const scale = numberFromEnv('BENCH_SCALE', 10_000);
  const databaseUrl = benchDatabaseUrl(process.env, scale);
  process.env.DATABASE_URL = databaseUrl;
  log(`database ${new URL(databaseUrl).pathname.slice(1)}: migrating and topping up to ${scale} societies`);
  await prepareDatabase(databaseUrl);
  const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts', '--scale', String(scale)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await ensureDeskVolume(client, { visits: numberFromEnv('BENCH_DESK_VISITS', 1_000_000), offers: numberFromEnv('BENCH_DESK_OFFERS', 100_000) }, log);
  } finally {
    await client.end();
  }
  const { deskListCases } = await import('./lib/desk-cases');
  const results = await measure(await deskListCases(), numberFromEnv('BENCH_DESK_RUNS', 30));
  let failed = false;
  for (const result of results) {
    const ok = result.p95 <= TARGET_P95_MS;
    failed ||= !ok;
    log(`${ok ? 'ok  ' : 'SLOW'} ${result.label}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.rows} rows`);
  }
  return failed ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
