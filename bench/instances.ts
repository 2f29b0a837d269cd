// Two instances behind nginx (docs/operations.md "More than one instance"): two `next start` of the last
// production build on one PostgreSQL and one Redis, Debian's nginx balancing between them (round robin). An
// import revalidated through nginx must be visible through every instance on their very next requests; then a
// short load through nginx. A benchmark, not a test: it prints figures for docs/benchmarks.md.
//   npm run build && npm run bench:instances [-- --port 3300 --requests 40 --seconds 10]
// Needs nginx and redis-server (Debian: apt-get install -y nginx redis-server).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { societyPath } from '../lib/slugs';
import { startRedis } from '../scripts/lib/redis-server';
import { runLoad } from './lib/load';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const basePort = Number(argument('port', '3300'));
const requests = Number(argument('requests', '40'));
const seconds = Number(argument('seconds', '10'));
const proxy = `http://localhost:${basePort}`;
const ports = [basePort + 1, basePort + 2];
const work = mkdtempSync(path.join(tmpdir(), 'ghomes-bench-instances-'));
chmodSync(work, 0o755);
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return child;
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
          child.once('exit', () => resolve());
          process.kill(-child.pid, 'SIGTERM');
        }),
    ),
  );
}

async function waitFor(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while ((await fetch(url).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function nginxConfig(): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${root}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream ghomes {
    ${ports.map((port) => `server 127.0.0.1:${port};`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${basePort};
    location / {
      proxy_pass http://ghomes;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function runImport(file: string, ...flags: string[]): { ms: number; out: string } {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/import.ts', file, '--revalidate-url', proxy, ...flags], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`import failed:\n${result.stdout}\n${result.stderr}`);
  return { ms: performance.now() - started, out: result.stdout };
}

function societiesCsv(name: string, key: string, units: number): string {
  const file = path.join(work, `societies-${units}.csv`);
  writeFileSync(
    file,
    'external_key,name,builder,zone,location,project_type,project_status,category,total_units\n' +
      `${key},${name},Bench Instance Builders,Bengaluru East,Whitefield,Apartment,Ready to Move-in,Premium,${units}\n`,
  );
  return file;
}

const UNITS = /"numberOfAccommodationUnits":\{"@type":"QuantitativeValue","value":(\d+)\}/;

async function page(url: string): Promise<{ upstream: string; cache: string; units: number | undefined; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'User-Agent': PHONE } });
  const html = await response.text();
  return {
    upstream: response.headers.get('x-upstream') ?? url,
    cache: response.headers.get('x-nextjs-cache') ?? '-',
    units: Number(UNITS.exec(html)?.[1]) || undefined,
    ms: performance.now() - started,
  };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('run through scripts/with-db.ts (npm run bench:instances)');
  if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run `npm run build` first');
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (apt-get install -y nginx, or set NGINX_PATH)`);
  const redis = await startRedis();
  const secret = randomBytes(24).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `bench-${Date.now()}`,
    AUTH_JWT_PRIVATE_JWK: JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })),
    REVALIDATE_SECRET: secret,
    SITE_URL: proxy,
    TRUST_PROXY: '1',
    DESKTOP_REDIRECT: 'off',
  };
  process.env.REVALIDATE_SECRET = secret;
  try {
    for (const port of ports) start(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], { ...env, PORT: String(port) }, `instance ${port}`);
    for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, name));
    writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
    start(NGINX, ['-c', path.join(work, 'nginx.conf'), '-p', work], process.env, 'nginx');
    await Promise.all([...ports.map((port) => waitFor(`http://localhost:${port}/api/health`, `instance ${port}`)), waitFor(`${proxy}/api/health`, 'nginx')]);

    const stamp = Date.now();
    const name = `Bench Instances Residency ${stamp}`;
    const key = `bench-instances-${stamp}`;
    runImport(societiesCsv(name, key, 240), '--create-missing');
    const url = `${proxy}${societyPath({ name })}`;
    // Warm: both instances answer from the shared cache.
    const seen = new Map<string, string>();
    for (let i = 0; i < 40 && !(seen.size === 2 && [...seen.values()].every((cache) => cache === 'HIT')); i++) {
      const answer = await page(url);
      seen.set(answer.upstream, answer.cache);
    }
    console.log(`warm: ${[...seen].map(([upstream, cache]) => `${upstream} ${cache}`).join(', ')}`);

    const update = runImport(societiesCsv(name, key, 360));
    const revalidated = /Pages: (.*)/.exec(update.out)?.[1] ?? '?';
    const answers = [];
    for (let i = 0; i < requests; i++) answers.push(await page(url));
    const direct = await Promise.all(ports.map((port) => page(`http://localhost:${port}${societyPath({ name })}`)));
    const byUpstream = new Map<string, { fresh: number; stale: number }>();
    for (const answer of answers) {
      const counts = byUpstream.get(answer.upstream) ?? { fresh: 0, stale: 0 };
      if (answer.units === 360) counts.fresh += 1;
      else counts.stale += 1;
      byUpstream.set(answer.upstream, counts);
    }
    console.log(`import (update, revalidated through nginx) took ${Math.round(update.ms)} ms; ${revalidated}`);
    console.log(`next ${requests} requests through nginx: ${[...byUpstream].map(([upstream, c]) => `${upstream} ${c.fresh} new / ${c.stale} old`).join(', ')}`);
    console.log(`first request after the import: ${answers[0]!.cache} in ${Math.round(answers[0]!.ms)} ms; direct to each instance: ${direct.map((d) => d.units).join(', ')} units`);

    const societyUrlPath = societyPath({ name });
    for (const [label, baseUrl] of [['through nginx (2 instances)', proxy], [`one instance directly (${ports[0]})`, `http://localhost:${ports[0]}`]] as const) {
      const load = await runLoad({ baseUrl, paths: [societyUrlPath], connections: 10, durationSeconds: seconds, headers: { 'User-Agent': PHONE } });
      console.log(
        `load ${label}, ${seconds} s, 10 connections: ${Math.round(load.requestsPerSecond)} req/s, p50 ${Math.round(load.p50)} ms, p95 ${Math.round(load.p95)} ms, p99 ${Math.round(load.p99)} ms, non-2xx ${load.non2xx}, errors ${load.errors}`,
      );
    }
    const stale = answers.filter((answer) => answer.units !== 360).length + direct.filter((d) => d.units !== 360).length;
    if (stale) process.exitCode = 1;
  } finally {
    await stopAll();
    await redis.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

void main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
