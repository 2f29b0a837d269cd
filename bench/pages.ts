// Page weight and throughput of the cached public pages: the society page and its properties
// page against /about, as a phone asks for them (gzip accepted: Next compresses each response itself, so the
// size of the HTML costs CPU on every request, cached page or not). Reports the HTML and its React payload
// (the inline `self.__next_f` scripts), raw and gzipped, and requests per second in the same run.
import { gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { societyPath } from '@/lib/slugs';
import type { Benchmark, BenchContext } from './lib/benchmark';
import { runLoad, type LoadResult } from './lib/load';

const TARGET_SHARE_OF_ABOUT = 0.7;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

interface Weight {
  html: number;
  gzip: number;
  payload: number;
  stylesheet: number;
}

async function weigh(url: string, headers: Record<string, string>): Promise<Weight> {
  const response = await fetch(url, { headers });
  const html = await response.text();
  const payload = [...html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + match[1]!.length, 0);
  const stylesheet = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + match[1]!.length, 0);
  return { html: Buffer.byteLength(html), gzip: gzipSync(html).length, payload, stylesheet };
}

/** A verified society with listings (the sitemap's kind of page), its path and its properties path. */
async function samplePages(databaseUrl: string): Promise<{ society: string; properties: string }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; name: string }>(
      `select s.id, s.name from gated_societies s where s.status = 'verified'
        and exists (select 1 from property_rent_listings r where r.society_id = s.id)
        order by s.name limit 1`,
    );
    const society = rows[0];
    if (!society) throw new Error('no verified society with rent listings: is the database seeded?');
    return { society: societyPath(society), properties: `/society/${society.id}/properties` };
  } finally {
    await client.end();
  }
}

export const pagesBenchmark: Benchmark = {
  title: 'Society and properties pages: weight and throughput',
  async run(context: BenchContext) {
    const headers = { ...context.headers, 'accept-encoding': 'gzip' };
    const load = (path: string, durationSeconds = context.durationSeconds) =>
      runLoad({ baseUrl: context.baseUrl, paths: [path], connections: context.connections, durationSeconds, headers });
    const { society, properties } = await samplePages(context.databaseUrl);
    const pages = [
      { label: '`/about` (static)', path: '/about' },
      { label: `Society (\`${society}\`, cached)`, path: society },
      { label: `Properties (\`${properties}\`, cached)`, path: properties },
    ];
    context.log('warming up (the first visits render and cache the pages)');
    for (const page of pages) await load(page.path, context.warmupSeconds);

    const results: { label: string; path: string; weight: Weight; load: LoadResult }[] = [];
    const aboutFirst = await load('/about');
    for (const page of pages.slice(1)) {
      context.log(`measuring ${page.path}`);
      results.push({ ...page, weight: await weigh(`${context.baseUrl}${page.path}`, context.headers), load: await load(page.path) });
    }
    const aboutLast = await load('/about');
    const aboutRate = (aboutFirst.requestsPerSecond + aboutLast.requestsPerSecond) / 2;
    const aboutWeight = await weigh(`${context.baseUrl}/about`, context.headers);
    const rows = [{ label: pages[0]!.label, path: '/about', weight: aboutWeight, load: { ...aboutFirst, requestsPerSecond: aboutRate } }, ...results];
    const shares = results.map((result) => result.load.requestsPerSecond / aboutRate);
    const passed = shares.every((share) => share >= TARGET_SHARE_OF_ABOUT);

    const body = [
      `Run ${context.startedAt} with \`${context.command}\` on ${context.machine}.`,
      '',
      `Load: autocannon, ${context.connections} connections, ${context.durationSeconds} s per page after a ${context.warmupSeconds} s warm-up, a phone user agent, \`Accept-Encoding: gzip\` (as a phone sends it), production build, one run. /about measured first and last (${aboutFirst.requestsPerSecond.toFixed(0)} and ${aboutLast.requestsPerSecond.toFixed(0)} req/s), the ratios use their mean.`,
      '',
      `| Page | HTML | gzipped | React payload in it | stylesheet in it | Req/s | Req/s of /about | Target (>= ${percent(TARGET_SHARE_OF_ABOUT)}) |`,
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map((row, index) => {
        const share = row.load.requestsPerSecond / aboutRate;
        const verdict = index === 0 ? 'the reference' : share >= TARGET_SHARE_OF_ABOUT ? '**met**' : '**missed**';
        return `| ${row.label} | ${kb(row.weight.html)} | ${kb(row.weight.gzip)} | ${kb(row.weight.payload)} | ${kb(row.weight.stylesheet)} | ${row.load.requestsPerSecond.toFixed(0)} | ${percent(share)} | ${verdict} |`;
      }),
      '',
      'Reading the ratio: every page carries the stylesheet once, inline in a `<style>` that a client component renders (docs/first-paint.md). A cached page costs the server in proportion to its size: Next turns the stored HTML into a Buffer and gzips it anew (level 6) on every request, so the ratio to /about is mostly a ratio of sizes (the profile and the floor: docs/benchmarks.md, "Where a cached page\'s time goes").',
    ].join('\n');
    return {
      body,
      passed,
      summary: `/about ${aboutRate.toFixed(0)} req/s; ${results.map((result, index) => `${result.path} ${result.load.requestsPerSecond.toFixed(0)} req/s (${percent(shares[index]!)})`).join('; ')}`,
    };
  },
};
