// `npm run lighthouse`: Lighthouse 12 in mobile mode against a production build on the seeded embedded
// database: every public page (home, about, society, properties, locality, search, builder, festival) and the
// signed-in /tenant-profile (a throw-away person signed in through the outbox), next to a minimal Next.js page
// (bench/reference-app: one heading, one paragraph) built and served by the same Next.js beside the app, in the
// same run. Each page is measured with both of Lighthouse's throttling methods: `simulate` (the default: a fast
// load, then slow 4G and a 4x slower CPU simulated from its trace) and `devtools` (slow 4G and 4x CPU applied
// during the load, so requests arrive in the order a phone sees). The medians, and each page's LCP as a ratio to
// the reference page's LCP of the same method (ratios survive a noisy machine, absolute times do not), go to
// docs/benchmarks.md under "Society, search and builder pages (Lighthouse)" (only between its markers), with the
// load average at the start and the end (Total Blocking Time moves with it on a shared machine); the tables they
// replace move to docs/benchmarks-log.md under their run's date.
//   tsx bench/lighthouse.ts [--build] [--runs 5] [--port 3410] [--methods simulate,devtools] [--from-results]
//                           [--pages About,Society]
// --pages measures only the named pages (and the reference) and prints the tables without writing the docs: for a
// quick before/after while working on one page; 'Home kn' and 'Society kn' are the Kannada pages, named only so.
// --from-results writes the section again from the reports of the last run (bench/results/lighthouse) without measuring.
// --vs <dir> (with --vs-port 3420 --vs-pg-port 5449): a paired run against another checkout's build (a worktree of an
// earlier commit, built, with its own embedded database): each page, method and run is measured on both servers back
// to back, in alternating order, so both see the same machine; prints both tables and the differences, docs left alone.
// Builds both apps first when there is no build (or with --build). Needs Debian's Chromium (CHROME_PATH).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { addToLog } from './lib/report';
import { waitForLoginCode } from './lib/outbox-code';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

const RUNS = Number(option('runs', '5'));
const PORT = option('port', process.env.LIGHTHOUSE_PORT ?? '3410');
const BASE = `http://localhost:${PORT}`;
/** The reference app listens on the next port. */
const REFERENCE_PORT = String(Number(PORT) + 1);
const REFERENCE_BASE = `http://localhost:${REFERENCE_PORT}`;
const REFERENCE_DIR = path.resolve('bench/reference-app');
type Method = 'simulate' | 'devtools';
/** `--pages About,Society`: only these page labels, printed, docs/benchmarks.md left alone. */
const ONLY_PAGES = args.includes('--pages') ? option('pages', '').split(',').map((label) => label.trim().toLowerCase()).filter(Boolean) : null;
const METHODS = option('methods', 'simulate,devtools').split(',').filter((method): method is Method => method === 'simulate' || method === 'devtools');
/** `--vs <dir>`: the other checkout of a paired run, served on VS_PORT from its own database. */
const VS_DIR = args.includes('--vs') ? path.resolve(option('vs', '')) : null;
const VS_PORT = option('vs-port', '3420');
const VS_BASE = `http://localhost:${VS_PORT}`;
const VS_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${option('vs-pg-port', '5449')}/ghomes`;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const OUT_DIR = path.resolve('bench/results/lighthouse');
const DOC = path.resolve('docs/benchmarks.md');
const HEADING = '## Society, search and builder pages (Lighthouse)';
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
// DEV_OUTBOX: the signed-in page (/tenant-profile) needs a login code, read from the outbox like the e2e tests do.
const env = { ...process.env, SITE_URL: BASE, NODE_ENV: 'production' as const, CHROME_PATH, DEV_OUTBOX: 'on' };

// Lighthouse's own mobile user agent: desktop agents are redirected to /desktop-message by the middleware.
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'User-Agent': MOBILE_UA, ...headers } });

/**
 * Targets per throttling method. With applied throttling (devtools) LCP is held to the reference page's:
 * at most 1.3 times it. CLS must be 0 (reported to three decimals).
 */
const TARGETS: Record<Method, { performance: number; lcpRatio?: number; tbtMs?: number }> = {
  simulate: { performance: 95 },
  devtools: { performance: 97, lcpRatio: 1.3, tbtMs: 150 },
};
const JS_BUDGET_KIB = 120;
/** Pages where only some targets apply: the signed-in form is measured for Accessibility. */
const ONLY_CHECKS: Record<string, (keyof Run | 'lcpRatio')[]> = {
  'Tenant profile': ['accessibility'],
};
const REFERENCE_LABEL = 'Minimal Next.js page';

interface Run {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsKiB: number;
}

/** The median of the runs that produced the figure (NaN when none did). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const withDb = ['--conditions=react-server', 'scripts/with-db.ts', '--'];

function build(): void {
  console.log('[lighthouse] building (production)');
  const result = spawnSync(bin('tsx'), [...withDb, bin('next'), 'build'], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed');
}

function buildReference(): void {
  console.log('[lighthouse] building the reference page (bench/reference-app)');
  const result = spawnSync(bin('next'), ['build', REFERENCE_DIR], { env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build of bench/reference-app failed');
}

async function waitForServer(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not answer on ${url} within ${timeoutMs / 1000} s`);
}

const FESTIVAL_SLUG = 'lighthouse-festival';
/** The database `next start` uses through scripts/with-db.ts (DATABASE_URL, else the embedded one). */
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/ghomes`;

async function query(sql: string, connectionString = DATABASE_URL): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A copy of the ganesha campaign taking leads now, for the measurement only (removed again at the end). */
const openFestival = (database = DATABASE_URL) =>
  query(`insert into campaigns (slug, name, greeting, intro, welcome_message, society_name, homes_managed, starts_at, ends_at)
     select '${FESTIVAL_SLUG}', name, greeting, intro, welcome_message, society_name, homes_managed, now() - interval '1 day', now() + interval '1 day'
     from campaigns where slug = 'ganesha'
     on conflict (slug) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at`, database);
const closeFestival = (database = DATABASE_URL) =>
  query(`delete from campaigns where slug = '${FESTIVAL_SLUG}' and not exists (select 1 from festival_leads where campaign = '${FESTIVAL_SLUG}')`, database);

/** The home page, a society with listings of both kinds, its properties page, a search, a builder and the festival page. */
async function pickPages(): Promise<{ label: string; url: string }[]> {
  const sitemap = await (await fetch(`${BASE}/sitemap/0.xml`)).text();
  // Paths only: the sitemap was rendered with the SITE_URL of the build, which may name another port.
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return `${BASE}${url.pathname}${url.search}`;
  });
  const society = locs.find((url) => url.endsWith('/society/Sobha-Silicon--Oasis')) ?? locs.find((url) => url.includes('/society/'));
  const builder = locs.find((url) => url.endsWith('/builder/prestige')) ?? locs.find((url) => url.includes('/builder/'));
  const locality = locs.find((url) => url.endsWith('/bangalore/locality/whitefield')) ?? locs.find((url) => url.includes('/bangalore/'));
  if (!society || !builder || !locality) throw new Error('the sitemap lists no society, builder or locality page: is the database seeded?');
  // The society's properties page, from its 'View Properties' link (the sitemap lists society pages only).
  // Any id form and an optional query: the link is whatever the page writes, read from its href.
  const propertiesPath = (await (await get(society)).text()).match(/href="(\/society\/[^"/?]+\/properties)[^"]*"/)?.[1];
  if (!propertiesPath) throw new Error('the society page has no View Properties link');
  return [
    { label: 'Home', url: `${BASE}/` },
    { label: 'About', url: `${BASE}/about` },
    { label: 'Society', url: society },
    { label: 'Properties', url: `${BASE}${propertiesPath}` },
    { label: 'Locality', url: locality },
    // A text search: rendered per request (a place name would be redirected to its locality page).
    { label: 'Search', url: `${BASE}/search?q=prestige` },
    { label: 'Builder', url: builder },
    // A live campaign's page ('Get Started' and its lead form), as visitors see it during a festival: the seeded
    // ganesha campaign has ended with its season (an ended page is noindex and takes no lead).
    { label: 'Festival', url: `${BASE}/summitt/${FESTIVAL_SLUG}` },
    // The Kannada home and society pages, measured when named (`--pages "Home kn,Society kn"`): a build from before
    // the languages has no /kn pages to pair them with.
    ...(ONLY_PAGES ? [{ label: 'Home kn', url: `${BASE}/kn` }, { label: 'Society kn', url: society.replace(BASE, `${BASE}/kn`) }] : []),
  ];
}

function lighthouse(url: string, file: string, method: Method, cookie?: string): Run {
  const result = spawnSync(
    bin('lighthouse'),
    [url, ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []), `--throttling-method=${method}`, '--output=json', `--output-path=${file}`, '--quiet', '--form-factor=mobile', '--only-categories=performance,accessibility,seo,best-practices', `--chrome-flags=${CHROME_FLAGS}`],
    { env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return readReport(file);
}

/** A saved report's figures. A metric Lighthouse could not compute (an error in that run) is NaN, not 0. */
function readReport(file: string): Run {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  };
  const score = (id: string) => {
    const value = report.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : NaN;
  };
  const scripts = report.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

function summarize(runs: Run[]): Run {
  const keys = Object.keys(runs[0]!) as (keyof Run)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Run;
}

interface Row {
  label: string;
  url: string;
  /** Medians per throttling method. */
  results: Partial<Record<Method, Run>>;
}

const lcpRatio = (result: Run, reference: Run) => result.lcpMs / reference.lcpMs;

function misses(row: Row, reference: Row): string[] {
  const { label } = row;
  const checked = (key: keyof Run | 'lcpRatio') => !ONLY_CHECKS[label] || ONLY_CHECKS[label]!.includes(key);
  const found: string[] = [];
  for (const method of METHODS) {
    const result = row.results[method];
    const floor = reference.results[method];
    if (!result || !floor) continue;
    const target = TARGETS[method];
    const tag = `${label} (${method})`;
    if (checked('performance') && result.performance < target.performance) found.push(`${tag}: Performance ${result.performance} < ${target.performance}`);
    if (checked('lcpRatio') && target.lcpRatio && lcpRatio(result, floor) > target.lcpRatio) found.push(`${tag}: LCP ${lcpRatio(result, floor).toFixed(2)}x the minimal page's > ${target.lcpRatio}x`);
    if (checked('tbtMs') && target.tbtMs && result.tbtMs > target.tbtMs) found.push(`${tag}: TBT ${Math.round(result.tbtMs)} ms > ${target.tbtMs} ms`);
    if (checked('cls') && result.cls >= 0.0005) found.push(`${tag}: CLS ${result.cls.toFixed(3)} > 0`);
  }
  const any = row.results[METHODS[0]!];
  if (any) {
    if (checked('accessibility') && any.accessibility < 100) found.push(`${label}: Accessibility ${any.accessibility} < 100`);
    if (checked('seo') && any.seo < 100) found.push(`${label}: SEO ${any.seo} < 100`);
    if (checked('bestPractices') && any.bestPractices < 100) found.push(`${label}: Best Practices ${any.bestPractices} < 100`);
    if (checked('jsKiB') && any.jsKiB > JS_BUDGET_KIB) found.push(`${label}: ${any.jsKiB.toFixed(0)} KiB of JavaScript > ${JS_BUDGET_KIB} KiB`);
  }
  return found;
}

function table(rows: Row[], reference: Row, method: Method): string[] {
  const floor = reference.results[method]!;
  return [
    '| Page | Performance | Accessibility | SEO | Best Practices | LCP | LCP / minimal page | FCP | TBT | CLS | JS transferred |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...[reference, ...rows].filter((row) => row.results[method]).map(({ label, url, results }) => {
      const r = results[method]!;
      const where = label === REFERENCE_LABEL ? '' : ` (\`${new URL(url).pathname}${new URL(url).search}\`)`;
      return `| ${label}${where} | ${r.performance} | ${r.accessibility} | ${r.seo} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${lcpRatio(r, floor).toFixed(2)}x | ${(r.fcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.jsKiB.toFixed(0)} KiB |`;
    }),
  ];
}

const METHOD_TITLES: Record<Method, string> = {
  devtools: 'Applied throttling (`--throttling-method=devtools`: slow 4G and 4x CPU during the load)',
  simulate: "Simulated throttling (Lighthouse's default, `--throttling-method=simulate`)",
};

/**
 * Writes the tables between the markers. The run they replace moves to docs/benchmarks-log.md, unless this is the
 * same run written again (`--from-results`).
 */
async function writeSection(rows: Row[], reference: Row, load: { start: string; end: string }, { logReplaced = true } = {}): Promise<void> {
  const tables = METHODS.flatMap((method) => ['', `**${METHOD_TITLES[method]}**`, '', ...table(rows, reference, method)]);
  const missed = rows.flatMap((row) => misses(row, reference));
  const generated = [
    START,
    `${RUNS === 1 ? 'One run per page and method' : `Medians of ${RUNS} runs per page and method`}, Lighthouse 12 mobile (emulated Moto G Power, slow 4G), production build on the seeded`,
    `embedded database, next to a minimal Next.js page (\`bench/reference-app\`: one heading, one paragraph, no stylesheet, no font) built and`,
    `served by the same Next.js in the same run; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average (1, 5, 15 min) ${load.start} at the start, ${load.end} at the end`,
    '(a shared machine: compare the ratios to the minimal page, not the absolute times). Targets: with applied throttling LCP at most 1.3x',
    "the minimal page's, TBT <= 150 ms, Performance >= 97; with simulated throttling Performance >= 95; CLS 0; Accessibility, SEO and",
    `Best Practices 100; JavaScript transferred <= ${JS_BUDGET_KIB} KiB. On /tenant-profile (signed in) Accessibility only.`,
    ...tables,
    '',
    missed.length ? `Targets missed: ${missed.join('; ')}.` : 'Every target met.',
    END,
  ].join('\n');

  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  let next: string;
  if (current.includes(START) && current.includes(END)) {
    const replaced = current.slice(current.indexOf(START) + START.length, current.indexOf(END)).trim();
    if (logReplaced && replaced) await addToLog(HEADING.replace(/^## /, ''), replaced);
    next = current.slice(0, current.indexOf(START)) + generated + current.slice(current.indexOf(END) + END.length);
  } else if (current.includes(HEADING)) {
    const at = current.indexOf(HEADING) + HEADING.length;
    next = `${current.slice(0, at)}\n\n${generated}\n${current.slice(at)}`;
  } else {
    next = `${current.trimEnd()}\n\n${HEADING}\n\n${generated}\n`;
  }
  writeFileSync(DOC, next);
  console.log(`[lighthouse] wrote ${path.relative(process.cwd(), DOC)}`);
  console.log(tables.join('\n'));
  if (missed.length) console.log(`Targets missed: ${missed.join('; ')}`);
}

/** `--pages`: the same tables on the console only. */
function printSection(rows: Row[], reference: Row, load: { start: string; end: string }): void {
  console.log(`[lighthouse] ${RUNS} run(s) per page and method; load average ${load.start} at the start, ${load.end} at the end (docs not written: --pages)`);
  for (const method of METHODS) console.log(['', `**${METHOD_TITLES[method]}**`, '', ...table(rows, reference, method)].join('\n'));
  const missed = rows.flatMap((row) => misses(row, reference));
  console.log(missed.length ? `Targets missed: ${missed.join('; ')}` : 'Every target met on these pages.');
}

function stop(server: ChildProcess | undefined): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    process.kill(-server.pid!, 'SIGTERM'); // the whole group: the wrapper, next start (and PostgreSQL if it started it)
    setTimeout(() => {
      if (server.exitCode === null) process.kill(-server.pid!, 'SIGKILL');
      resolve();
    }, 20_000).unref();
  });
}

/** Fetches a page and the resized photos its HTML names (src, srcset, preload links), at most 60 of them. */
async function warm(url: string, cookie?: string): Promise<void> {
  const html = await (await get(url, cookie ? { Cookie: cookie } : {})).text();
  const photos = new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((match) => match[0].replace(/&amp;/g, '&')));
  for (const photo of [...photos].slice(0, 60)) await get(`${new URL(url).origin}${photo}`, { Accept: 'image/avif,image/webp,*/*' }).then((response) => response.arrayBuffer());
}

/** Registers a throw-away person and signs in (code from the outbox): the cookie header for signed-in pages. */
async function signInCookie(): Promise<string> {
  const stamp = String(Date.now());
  const email = `lighthouse.${stamp}@example.com`;
  const post = (route: string, body: unknown) => fetch(`${BASE}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/dual-auth-register', { email, phone: `9${stamp.slice(-9)}`, countryCode: '+91', firstName: 'Light', lastName: 'House' });
  if (registered.status !== 201) throw new Error(`registration for the tenant-profile page answered ${registered.status}`);
  const token = await waitForLoginCode(async () => ((await (await fetch(`${BASE}/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as { text: string }[])[0]?.text);
  const verified = await post('/api/auth/verify', { email, token });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  return verified.headers.getSetCookie().map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');
}

function measure(label: string, url: string, cookie?: string, methods: Method[] = METHODS, fileLabel = label): Row {
  const results: Partial<Record<Method, Run>> = {};
  for (const method of methods) {
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      console.log(`[lighthouse] ${label}, ${method}, run ${index + 1}/${RUNS}: ${url}`);
      runs.push(lighthouse(url, reportFile(fileLabel, method, index + 1), method, cookie));
    }
    results[method] = summarize(runs);
  }
  return { label, url, results };
}

const PAGE_LABELS = ['Home', 'About', 'Society', 'Properties', 'Locality', 'Search', 'Builder', 'Festival'];
const reportFile = (label: string, method: Method, index: number) => path.join(OUT_DIR, `${label.toLowerCase().replace(/[^a-z]+/g, '-')}-${method}-${index}.json`);

/** `--from-results`: the section written again from the saved reports of the last run, nothing measured. */
async function fromResults(): Promise<void> {
  const urlOf = (label: string) => (JSON.parse(readFileSync(reportFile(label, METHODS[0]!, 1), 'utf8')) as { requestedUrl: string }).requestedUrl;
  const rowOf = (label: string, methods: Method[] = METHODS, fileLabel = label): Row => ({ label, url: urlOf(fileLabel), results: Object.fromEntries(methods.map((method) => [method, summarize(Array.from({ length: RUNS }, (_, index) => readReport(reportFile(fileLabel, method, index + 1))))])) });
  const rows = PAGE_LABELS.map((label) => rowOf(label));
  rows.push(rowOf('Tenant profile', [METHODS[0]!]));
  const end = rowOf(REFERENCE_LABEL, METHODS, `${REFERENCE_LABEL} end`);
  // Reports of older runs kept only the last measurement of the reference.
  const start = existsSync(reportFile(`${REFERENCE_LABEL} start`, METHODS[0]!, 1)) ? rowOf(REFERENCE_LABEL, METHODS, `${REFERENCE_LABEL} start`) : end;
  const reference: Row = { ...start, results: Object.fromEntries(METHODS.map((method) => [method, mergeMedians(start.results[method]!, end.results[method]!)])) };
  await writeSection(rows, reference, { start: 'not recorded (tables rebuilt from the saved reports)', end: 'not recorded' }, { logReplaced: false });
}

/** The same page on the other server of a paired run. */
const onOther = (url: string) => `${VS_BASE}${new URL(url).pathname}${new URL(url).search}`;

/** Measures this build and the other one page by page: each run on both, back to back, the order alternating. */
function measurePair(label: string, url: string): [Row, Row] {
  const results: [Partial<Record<Method, Run>>, Partial<Record<Method, Run>>] = [{}, {}];
  for (const method of METHODS) {
    const runs: [Run[], Run[]] = [[], []];
    for (let index = 0; index < RUNS; index += 1) {
      const order = index % 2 ? [1, 0] : [0, 1];
      for (const side of order) {
        const target = side ? onOther(url) : url;
        console.log(`[lighthouse] ${label}, ${method}, run ${index + 1}/${RUNS}, ${side ? 'other' : 'this'} build: ${target}`);
        runs[side]!.push(lighthouse(target, reportFile(`${side ? 'vs ' : ''}${label}`, method, index + 1), method));
      }
    }
    results[0][method] = summarize(runs[0]);
    results[1][method] = summarize(runs[1]);
  }
  return [
    { label, url, results: results[0] },
    { label, url: onOther(url), results: results[1] },
  ];
}

function differences(rows: Row[], others: Row[], reference: Row, method: Method): string[] {
  const sign = (value: number, digits: number) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
  return [
    '| Page | Performance | LCP / minimal page | FCP | TBT | CLS | JS transferred |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row, index) => {
      const a = row.results[method]!;
      const b = others[index]!.results[method]!;
      const floor = reference.results[method]!;
      return `| ${row.label} | ${b.performance} -> ${a.performance} | ${lcpRatio(b, floor).toFixed(2)}x -> ${lcpRatio(a, floor).toFixed(2)}x | ${sign(a.fcpMs - b.fcpMs, 0)} ms | ${sign(a.tbtMs - b.tbtMs, 0)} ms | ${sign(a.cls - b.cls, 3)} | ${sign(a.jsKiB - b.jsKiB, 1)} KiB |`;
    }),
  ];
}

/** Chromium is there and nothing answers on the ports the run's servers will take. */
async function checkReady(bases: string[]): Promise<void> {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
  for (const base of bases) {
    if (await fetch(base).then(() => true, () => false)) throw new Error(`port ${new URL(base).port} is taken: pass --port (the reference page uses the next one) or --vs-port`);
  }
}

/** `--vs <dir>`: this build against another checkout's, both served now, measured in one run. */
async function pairedRun(): Promise<void> {
  if (!existsSync(path.join(VS_DIR!, '.next/BUILD_ID'))) throw new Error(`${VS_DIR} has no build: run next build there first`);
  await checkReady([BASE, REFERENCE_BASE, VS_BASE]);
  if (!existsSync('.next/BUILD_ID')) build();
  if (!existsSync(path.join(REFERENCE_DIR, '.next/BUILD_ID'))) buildReference();
  mkdirSync(OUT_DIR, { recursive: true });
  const vsEnv = { ...env, SITE_URL: VS_BASE, EMBEDDED_PG_PORT: new URL(VS_DATABASE_URL).port };
  const servers = [
    spawn(bin('tsx'), [...withDb, bin('next'), 'start', '-p', PORT], { env, stdio: 'inherit', detached: true }),
    spawn(bin('next'), ['start', REFERENCE_DIR, '-p', REFERENCE_PORT], { env, stdio: 'inherit', detached: true }),
    spawn(path.join(VS_DIR!, 'node_modules/.bin/tsx'), [...withDb, path.join(VS_DIR!, 'node_modules/.bin/next'), 'start', '-p', VS_PORT], { cwd: VS_DIR!, env: vsEnv, stdio: 'inherit', detached: true }),
  ];
  try {
    await Promise.all([waitForServer(`${BASE}/api/health`), waitForServer(REFERENCE_BASE), waitForServer(`${VS_BASE}/api/health`)]);
    await Promise.all([openFestival(), openFestival(VS_DATABASE_URL)]);
    const pages = (await pickPages()).filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.label.toLowerCase()));
    for (const page of pages) await Promise.all([warm(page.url), warm(onOther(page.url))]);
    const start = loadAverage();
    const { measured: pairs, reference } = aroundReference(() => pages.map((page) => measurePair(page.label, page.url)));
    console.log(`[lighthouse] paired run, ${RUNS} run(s) per page, method and build; this build ${BASE}, the other ${VS_DIR} (${VS_BASE}); load average ${start} at the start, ${loadAverage()} at the end`);
    for (const method of METHODS) {
      console.log(['', `**${METHOD_TITLES[method]}: this build**`, '', ...table(pairs.map(([mine]) => mine), reference, method)].join('\n'));
      console.log(['', `**${METHOD_TITLES[method]}: the other build**`, '', ...table(pairs.map(([, other]) => other), reference, method)].join('\n'));
      console.log(['', `**${METHOD_TITLES[method]}: the other build -> this build**`, '', ...differences(pairs.map(([mine]) => mine), pairs.map(([, other]) => other), reference, method)].join('\n'));
    }
  } finally {
    await Promise.all([closeFestival().catch(() => undefined), closeFestival(VS_DATABASE_URL).catch(() => undefined)]);
    await Promise.all(servers.map(stop));
  }
}

async function main(): Promise<void> {
  if (flag('from-results')) return fromResults();
  if (VS_DIR) return pairedRun();
  await checkReady([BASE, REFERENCE_BASE]);
  if (flag('build') || !existsSync('.next/BUILD_ID')) build();
  if (flag('build') || !existsSync(path.join(REFERENCE_DIR, '.next/BUILD_ID'))) buildReference();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = spawn(bin('tsx'), [...withDb, bin('next'), 'start', '-p', PORT], { env, stdio: 'inherit', detached: true });
  const referenceServer = spawn(bin('next'), ['start', REFERENCE_DIR, '-p', REFERENCE_PORT], { env, stdio: 'inherit', detached: true });
  try {
    await waitForServer(`${BASE}/api/health`);
    await waitForServer(REFERENCE_BASE);
    await openFestival();
    const wanted = (label: string) => !ONLY_PAGES || ONLY_PAGES.includes(label.toLowerCase());
    const pages: { label: string; url: string; cookie?: string }[] = (await pickPages()).filter((page) => wanted(page.label));
    const tenant = wanted('Tenant profile') ? { label: 'Tenant profile', url: `${BASE}/tenant-profile`, cookie: await signInCookie() } : null;
    // First visits render and cache the ISR pages and the resized photos; measure the cached page, as a CDN would
    // serve it (a photo resized during the measurement would add the optimizer's time to LCP).
    for (const page of [...pages, ...(tenant ? [tenant] : [])]) await warm(page.url, page.cookie);
    const load = { start: loadAverage(), end: '' };
    const { measured: rows, reference } = aroundReference(() => {
      const measured: Row[] = pages.map((page) => measure(page.label, page.url, page.cookie));
      // The signed-in page is measured for Accessibility, which does not depend on the throttling.
      if (tenant) measured.push(measure(tenant.label, tenant.url, tenant.cookie, [METHODS[0]!]));
      return measured;
    });
    load.end = loadAverage();
    if (ONLY_PAGES) printSection(rows, reference, load);
    else await writeSection(rows, reference, load);
  } finally {
    await closeFestival().catch(() => undefined);
    await Promise.all([stop(server), stop(referenceServer)]);
  }
}

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/**
 * The reference page measured first and last around the pages' own measurements: its median is taken over both, so
 * a load change during the run shows on it.
 */
function aroundReference<T>(measurePages: () => T): { measured: T; reference: Row } {
  const url = `${REFERENCE_BASE}/`;
  const before = measure(REFERENCE_LABEL, url, undefined, METHODS, `${REFERENCE_LABEL} start`);
  const measured = measurePages();
  const after = measure(REFERENCE_LABEL, url, undefined, METHODS, `${REFERENCE_LABEL} end`);
  const results = Object.fromEntries(METHODS.map((method) => [method, mergeMedians(before.results[method]!, after.results[method]!)]));
  return { measured, reference: { label: REFERENCE_LABEL, url, results } };
}

/** The reference measured before and after the app's pages: the mean of the two medians. */
function mergeMedians(a: Run, b: Run): Run {
  const keys = Object.keys(a) as (keyof Run)[];
  return Object.fromEntries(keys.map((key) => [key, (a[key] + b[key]) / 2])) as unknown as Run;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[lighthouse]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
