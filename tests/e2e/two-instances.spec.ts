// More than one instance (docs/operations.md "More than one instance"): two production servers of this build on
// one PostgreSQL (the e2e database) and one Redis (Debian's redis-server on a free port), as an operator runs them
// behind a load balancer. An import through A is seen on B at once; a session started on A works on B; a login code
// requested on A verifies on B; the per-address code interval counts across both; the job worker runs in both and
// no job runs twice. Requests go straight to each instance (no proxy): cookies on localhost ignore the port, as
// they would ignore the instance behind one host name.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { societyPath } from '../../lib/slugs';
import { startRedis, type TestRedis } from '../../scripts/lib/redis-server';
import { expect, test } from './fixtures';
import { newPerson, type Person } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = [E2E_PORT + 1, E2E_PORT + 2] as const;
const ORIGINS = PORTS.map((port) => `http://localhost:${port}`);
/** The public origin of the deployment (a load balancer's), not the one this build was made for (E2E_PORT). */
const PUBLIC_ORIGIN = `http://localhost:${E2E_PORT + 9}`;
const E2E_DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/ghomes_e2e`;
const stamp = Date.now();
const societyName = `Two Instance Court ${stamp}`;
const CLIENT_ADDRESS = `198.51.${Math.floor(stamp / 256) % 256}.${stamp % 256}`;
const dir = mkdtempSync(path.join(tmpdir(), 'ghomes-e2e-two-'));

interface Instance {
  origin: string;
  process: ChildProcess;
  log: string[];
}

let redis: TestRedis;
const instances: Instance[] = [];
let api: APIRequestContext;
const outboxes = new Map<string, APIRequestContext>();

/** The outbox as one instance shows it (a context of its own: codes are read without the signed-in cookies). */
function outboxOf(origin: string): Outbox {
  const context = outboxes.get(origin);
  if (!context) throw new Error(`no outbox context for ${origin}`);
  return new Outbox(context);
}

const DELIVERIES_QUEUED = `select count(*)::int as count from graphile_worker._private_jobs job
  join graphile_worker._private_tasks task on task.id = job.task_id where task.identifier = 'deliver-email'`;

/** One `next start` of the e2e build, as each instance of a deployment runs it. */
function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { origin: `http://localhost:${port}`, process: child, log };
}

async function stopInstance(instance: Instance): Promise<void> {
  const { process: child } = instance;
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

async function waitForHealth(instance: Instance): Promise<void> {
  await expect
    .poll(
      async () => {
        if (instance.process.exitCode !== null) throw new Error(`${instance.origin} exited:\n${instance.log.join('\n')}`);
        return (await fetch(`${instance.origin}/api/health`).catch(() => null))?.status ?? 0;
      },
      { message: `${instance.origin} is up`, timeout: 180_000, intervals: [500] },
    )
    .toBe(200);
}

/** The import command as an operator runs it, revalidating through one instance. */
function runImport(file: string, revalidateUrl: string, ...flags: string[]): string {
  const result = spawnSync(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/with-db.ts', '--database', 'ghomes_e2e', '--no-seed', '--', 'npx', 'tsx', '--conditions=react-server', 'scripts/import.ts', file, '--revalidate-url', revalidateUrl, ...flags],
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production' } },
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

function societiesCsv(totalUnits: number): string {
  const file = path.join(dir, `societies-${totalUnits}.csv`);
  writeFileSync(
    file,
    [
      'external_key,name,builder,zone,location,project_type,project_status,category,total_units,bedroom_configurations,lift,gym',
      `two-e2e-${stamp},${societyName},Two Instance Builders,Bengaluru East,Whitefield,Apartment,Ready to Move-in,Premium,${totalUnits},2 BHK|3 BHK,yes,yes`,
    ].join('\n') + '\n',
  );
  return file;
}

/** The society page on one instance: its cache state and the unit count its structured data states. */
async function societyPage(origin: string): Promise<{ cache: string | undefined; units: number | undefined }> {
  const response = await api.get(`${origin}${societyPath({ name: societyName })}`);
  expect(response.status()).toBe(200);
  const units = /"numberOfAccommodationUnits":\{"@type":"QuantitativeValue","value":(\d+)\}/.exec(await response.text())?.[1];
  return { cache: response.headers()['x-nextjs-cache'], units: units === undefined ? undefined : Number(units) };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  redis = await startRedis();
  // What every instance of a deployment shares: the database, Redis, and one set of secrets. The signing key is the
  // e2e server's own (.data/auth/jwk.json, read from this same directory): its worker runs on this database too and
  // may be the one that issues a registration's login code, which B must then verify.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: E2E_DATABASE,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `two-${stamp}`,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    DEV_OUTBOX: 'on',
    DESKTOP_REDIRECT: 'off',
    SITE_URL: PUBLIC_ORIGIN,
    // Behind a load balancer: the client address comes from X-Forwarded-For (one trusted hop).
    TRUST_PROXY: '1',
    // The product's own code interval (60 s per address): it must count across instances.
    AUTH_CODE_INTERVAL_SECONDS: '60',
    AUTH_CODES_PER_HOUR_PER_IP: '1000',
    // These tests read the instances' info lines (the worker starting, the jobs it completed); the e2e server
    // itself logs warnings only.
    LOG_LEVEL: 'info',
  };
  for (const port of PORTS) instances.push(startInstance(port, { ...env, PORT: String(port) }));
  // One client address of its own, so that limits other e2e files spent on 127.0.0.1 do not count here.
  api = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS } });
  for (const origin of ORIGINS) outboxes.set(origin, await playwrightRequest.newContext({ baseURL: origin }));
  await Promise.all(instances.map(waitForHealth));
});

test.afterAll(async () => {
  await api?.dispose();
  await Promise.all([...outboxes.values()].map((context) => context.dispose()));
  await Promise.all(instances.map(stopInstance));
  await redis?.stop();
});

test('an import revalidated through A is seen on B at once: one page cache in Redis', async () => {
  test.setTimeout(240_000);
  const [a, b] = ORIGINS as [string, string];
  runImport(societiesCsv(240), a, '--create-missing');

  // Rendered and cached by A...
  await expect.poll(async () => (await societyPage(a)).cache, { message: 'A caches the page' }).toBe('HIT');
  // ...served by B from the same cache, without rendering it itself.
  expect(await societyPage(b)).toEqual({ cache: 'HIT', units: 240 });

  // The operator changes the society; the import revalidates through A only.
  const out = runImport(societiesCsv(360), a);
  expect(out).toContain('updated 1');
  expect(out).toMatch(/revalidated \d+ cache tag\(s\) at http:\/\/localhost:\d+\/api\/revalidate/);
  // B's very next request shows the change; so does A's.
  expect((await societyPage(b)).units).toBe(360);
  expect((await societyPage(a)).units).toBe(360);
});

test('a filtered search cached by B follows a revalidation through A (one generation in Redis)', async () => {
  const [a, b] = ORIGINS as [string, string];
  const [society] = await e2eQuery<{ id: string; name: string }>(
    `select s.id, s.name from gated_societies s join zones z on z.id = s.zone_id
      where z.name = 'Bengaluru East' and s.status = 'verified' order by s.name offset 1 limit 1`,
  );
  const renamed = `${society!.name} Two ${stamp}`;
  const search = `${b}/search?type=filtered&zone=Bengaluru+East&q=${encodeURIComponent(society!.name)}&two=${stamp}`;
  const onB = async () => {
    // As a browser asks for a document (the rendered-search cache answers documents only).
    const response = await api.get(search, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    return { cache: response.headers()['x-search-cache'], renamed: (await response.text()).includes(renamed) };
  };
  const revalidateThroughA = () =>
    api.post(`${a}/api/revalidate`, { data: { tags: ['search'] }, headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET}` } });
  try {
    await expect.poll(async () => (await onB()).cache, { message: 'B keeps the rendered search' }).toBe('HIT');
    await e2eQuery('update gated_societies set name = $2, updated_at = now() where id = $1', [society!.id, renamed]);
    expect(await onB()).toEqual({ cache: 'HIT', renamed: false }); // B's copy, until somebody says the data changed
    expect((await revalidateThroughA()).status()).toBe(200);
    expect(await onB()).toEqual({ cache: 'MISS', renamed: true });
  } finally {
    await e2eQuery('update gated_societies set name = $2 where id = $1', [society!.id, society!.name]);
    await revalidateThroughA();
  }
});

test('one build, any origin: pages name the instances’ SITE_URL, never the build’s, and the mismatch is logged', async () => {
  const [a, b] = ORIGINS as [string, string];
  const about = await (await api.get(`${b}/about`)).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(about)?.[1]).toBe(`${PUBLIC_ORIGIN}/about`);
  expect(/<meta property="og:url" content="([^"]+)"/.exec(about)?.[1]).toBe(`${PUBLIC_ORIGIN}/about`);
  expect(about).not.toContain(`http://localhost:${E2E_PORT}/`);
  const index = await (await api.get(`${a}/sitemap.xml`)).text();
  expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${PUBLIC_ORIGIN}/sitemap/0.xml`]);
  const chunk = await (await api.get(`${b}/sitemap/0.xml`)).text();
  expect(chunk).toContain(`<loc>${PUBLIC_ORIGIN}/about</loc>`);
  expect(chunk).not.toContain(`http://localhost:${E2E_PORT}/`);
  expect(await (await api.get(`${a}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
  for (const instance of instances) {
    const log = instance.log.join('\n');
    expect(log).toContain(`SITE_URL is ${PUBLIC_ORIGIN} but this build was made for http://localhost:${E2E_PORT}`);
    expect(log).not.toContain('Duplicate page detected');
  }
});

/** Registers a new person through one instance (which sends the first login code). */
async function registerOn(origin: string): Promise<Person> {
  const person = newPerson('two');
  const registered = await api.post(`${origin}/api/dual-auth-register`, { data: { ...person, countryCode: '+91' } });
  expect(registered.status(), await registered.text()).toBe(201);
  return person;
}

test('a login code requested on A verifies on B, and a session started on A works on B', async () => {
  const [a, b] = ORIGINS as [string, string];
  const first = await registerOn(a);
  const verified = await api.post(`${b}/api/auth/verify`, { data: { email: first.email, token: await outboxOf(a).code(first.email) } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  await api.post(`${b}/api/auth/sign-out`);

  const second = await registerOn(b);
  const signedInOnA = await api.post(`${a}/api/auth/verify`, { data: { email: second.email, token: await outboxOf(b).code(second.email) } });
  expect(signedInOnA.ok(), await signedInOnA.text()).toBeTruthy();
  const me = await api.get(`${b}/api/auth/me`);
  expect(me.ok()).toBeTruthy();
  expect(JSON.stringify(await me.json())).toContain(second.email);
});

test('the 60-second code interval per address counts across both instances', async () => {
  const [a, b] = ORIGINS as [string, string];
  const person = await registerOn(a);
  const again = await api.post(`${b}/api/auth/send-code`, { data: { email: person.email } });
  expect(again.status()).toBe(429);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('over_email_send_rate_limit');
});

test('the worker runs in both instances and no job runs twice', async () => {
  const [a, b] = ORIGINS as [string, string];
  const sender = `two.contact.${stamp}@example.com`;
  // Contact messages are limited to 10 per address and 10 minutes (counted across instances and e2e files).
  const messages = 4;
  for (let index = 0; index < messages; index++) {
    const response = await api.post(`${index % 2 ? b : a}/api/send-contact-email`, {
      data: { name: 'Kavya Nair', email: sender, subject: `Two instances ${index}`, message: `Message ${index} through ${index % 2 ? 'B' : 'A'}` },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  const outbox = outboxOf(a);
  // Every confirmation arrives...
  await expect.poll(async () => (await outbox.messages(sender)).length, { message: 'the confirmations', timeout: 60_000 }).toBe(messages);
  // ...and once the queue holds none of these jobs any more, still exactly once each.
  await expect
    .poll(async () => (await e2eQuery<{ count: number }>(DELIVERIES_QUEUED))[0]!.count, {
      message: 'the mail jobs to finish',
      timeout: 60_000,
    })
    .toBe(0);
  const subjects = (await outbox.messages(sender)).map((message) => message.text.match(/Two instances \d/)?.[0]);
  expect(subjects.sort()).toEqual(Array.from({ length: messages }, (_, index) => `Two instances ${index}`));

  // Both instances started a worker, and no job completed in both (the e2e server's own worker shares the queue too).
  for (const instance of instances) expect(instance.log.join('\n')).toContain('worker started');
  const completed = instances.map((instance) => new Set(instance.log.flatMap((line) => /Completed task (\d+) \(deliver-email/.exec(line)?.[1] ?? [])));
  const [onA, onB] = completed as [Set<string>, Set<string>];
  expect([...onA].filter((id) => onB.has(id))).toEqual([]);
});

test('with Redis down pages are still served (rendered, not cached), one warning, and a revalidation is refused', async () => {
  const [a] = ORIGINS as [string, string];
  await redis.stop();
  const url = `${a}${societyPath({ name: societyName })}`;
  for (let i = 0; i < 3; i++) {
    const response = await api.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-cache']).not.toBe('HIT');
  }
  const revalidate = await api.post(`${a}/api/revalidate`, {
    headers: { authorization: `Bearer ${process.env.REVALIDATE_SECRET}` },
    data: { tags: ['sitemap'] },
  });
  expect(revalidate.status()).toBe(503);
  expect(((await revalidate.json()) as { error: { code: string } }).error.code).toBe('page_cache_unavailable');
  const warnings = instances[0]!.log.filter((line) => line.includes('[cache] Redis at') && line.includes('is unavailable'));
  expect(warnings).toHaveLength(1);
});
