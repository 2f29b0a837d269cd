// `npm run bench`: prepares the benchmark database (a sibling of DATABASE_URL, topped up to --scale societies),
// builds and starts the app in production on a free loopback port, runs each benchmark, writes its section of
// docs/benchmarks.md, and stops the server.
//
// Environment: BENCH_SCALE (10000; `npm run bench:100k` is 100000, in a database and report sections of its own),
// BENCH_CONNECTIONS (10), BENCH_DURATION seconds per route (20),
// BENCH_WARMUP seconds (5), BENCH_SKIP_BUILD=1 to reuse an existing production build, BENCH_DATABASE_URL to
// choose the database, BENCH_ONLY=<title>[,<title>...] to run some benchmarks.
import { spawnSync } from 'node:child_process';
import { benchDatabaseUrl, prepareDatabase } from './lib/database';
import type { Benchmark } from './lib/benchmark';
import { machineLine } from './lib/machine';
import { writeReportSection } from './lib/report';
import { startProductionServer } from './lib/server';
import { workerControl } from './lib/worker';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const log = (message: string) => console.log(`[bench] ${message}`);

function run(command: string, args: string[], env: Record<string, string>): void {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with code ${result.status}`);
}

/** The machine has few cores and several people: never build while another build runs. */
async function waitForOtherBuilds(): Promise<void> {
  for (let waited = 0; ; waited += 5) {
    const found = spawnSync('pgrep', ['-f', 'next build'], { encoding: 'utf8' });
    const others = (found.stdout ?? '').split('\n').filter((pid) => pid && Number(pid) !== process.pid);
    if (!others.length) return;
    if (waited % 60 === 0) log(`another next build is running (${others.join(', ')}); waiting`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

async function main(): Promise<number> {
  const scale = numberFromEnv('BENCH_SCALE', 10_000);
  const databaseUrl = benchDatabaseUrl(process.env, scale);
  // Modules imported by the benchmarks (query builders) read DATABASE_URL: point them at the bench database.
  process.env.DATABASE_URL = databaseUrl;
  const { searchBenchmark } = await import('./search');
  const { visitsBenchmark } = await import('./visits');
  const { shortlistedBenchmark } = await import('./shortlisted');
  const { pagesBenchmark } = await import('./pages');
  const benchmarks: Benchmark[] = [searchBenchmark, pagesBenchmark, visitsBenchmark, shortlistedBenchmark].filter((benchmark) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(benchmark.title));

  log(`database ${new URL(databaseUrl).pathname.slice(1)}: migrating and topping up to ${scale} societies`);
  await prepareDatabase(databaseUrl);
  run('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts', '--scale', String(scale)], { DATABASE_URL: databaseUrl });

  if (!process.env.BENCH_SKIP_BUILD) {
    await waitForOtherBuilds();
    run('npx', ['next', 'build'], { DATABASE_URL: databaseUrl, NODE_ENV: 'production' });
  }

  // The booking benchmark signs in a few hundred people from one address: lift the per-IP and per-address caps.
  // The job worker runs apart (WORKER=off in the server), so the booking benchmark can measure with and without it.
  const server = await startProductionServer({ DATABASE_URL: databaseUrl, AUTH_CODES_PER_HOUR_PER_IP: '100000', AUTH_CODE_INTERVAL_SECONDS: '0', WORKER: 'off' });
  log(`app on ${server.baseUrl}`);
  const worker = workerControl(databaseUrl, log);
  let failed = false;
  try {
    for (const benchmark of benchmarks) {
      log(`running "${benchmark.title}"`);
      await worker.start();
      const outcome = await benchmark.run({
        baseUrl: server.baseUrl,
        databaseUrl,
        connections: numberFromEnv('BENCH_CONNECTIONS', 10),
        durationSeconds: numberFromEnv('BENCH_DURATION', 20),
        warmupSeconds: numberFromEnv('BENCH_WARMUP', 5),
        scale,
        headers: { 'user-agent': PHONE_USER_AGENT, accept: 'text/html,application/json' },
        command: 'npm run bench',
        machine: machineLine(),
        startedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        log,
        worker,
      });
      // A run at another scale has sections of its own: the 10,000-society figures stay the reference.
      await writeReportSection(scale === 10_000 ? benchmark.title : `${benchmark.title} at ${scale.toLocaleString('en-US')} societies`, outcome.body);
      log(`${benchmark.title}: ${outcome.summary} (${outcome.passed ? 'targets met' : 'a target was missed'})`);
      failed ||= !outcome.passed;
    }
  } finally {
    await worker.stop();
    await server.stop();
  }
  log('wrote docs/benchmarks.md');
  // A missed target is a finding to read in the report, not a crash: exit 0 unless BENCH_STRICT=1.
  return failed && process.env.BENCH_STRICT ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
