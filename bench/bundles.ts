// `npm run analyze` (after `ANALYZE=true next build`), or `tsx bench/bundles.ts [--json out.json]` after any build:
// the JavaScript each public page loads on first view (before any lazy chunk), gzip size per chunk, and with the
// bundle analyzer's JSON (.next/analyze/client.json, ANALYZE_MODE=json) the biggest packages inside. docs/bundles.md
// keeps the before/after figures. Lazy chunks (next/dynamic, import()) are not counted: they load on first use.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const NEXT = path.resolve('.next');
const PAGES: { label: string; entries: string[] }[] = [
  { label: 'Home /', entries: ['/layout', '/page'] },
  { label: 'About /about', entries: ['/layout', '/about/page'] },
  { label: 'Society /society/[society]', entries: ['/layout', '/society/[society]/(detail)/layout', '/society/[society]/(detail)/page'] },
  { label: 'Properties /society/[society]/properties', entries: ['/layout', '/society/[society]/properties/layout', '/society/[society]/properties/page'] },
  { label: 'Search /search', entries: ['/layout', '/search/page'] },
  { label: 'Builder /builder/[builderSlug]', entries: ['/layout', '/builder/[builderSlug]/layout', '/builder/[builderSlug]/page'] },
  { label: 'Locality /bangalore/[kind]/[slug]', entries: ['/layout', '/bangalore/[kind]/[slug]/layout', '/bangalore/[kind]/[slug]/page'] },
  { label: 'Festival /summitt/[campaign]', entries: ['/layout', '/summitt/[campaign]/page'] },
];

interface AnalyzerModule {
  label: string;
  path?: string;
  gzipSize?: number;
  parsedSize?: number;
  groups?: AnalyzerModule[];
}

const kib = (bytes: number) => bytes / 1024;
const gzipOf = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(NEXT, file))).length);
  return gzipOf.get(file)!;
}

/** The package (or app folder) a module path belongs to: 'react-dom', '@radix-ui/react-dialog', 'components/search'. */
function ownerOf(modulePath: string): string {
  const parts = modulePath.replace(/^\.\//, '').split('/');
  const nodeModules = parts.lastIndexOf('node_modules');
  if (nodeModules >= 0) {
    const name = parts[nodeModules + 1] ?? '?';
    return name.startsWith('@') ? `${name}/${parts[nodeModules + 2]}` : name;
  }
  return parts.slice(0, 2).join('/');
}

/** Leaf modules of a chunk with their share of its gzip size (the analyzer gives gzip per module). */
function packagesOf(chunk: AnalyzerModule | undefined): Map<string, number> {
  const owners = new Map<string, number>();
  const walk = (node: AnalyzerModule) => {
    if (node.groups?.length) return node.groups.forEach(walk);
    const owner = ownerOf(node.path ?? node.label);
    owners.set(owner, (owners.get(owner) ?? 0) + (node.gzipSize ?? 0));
  };
  if (chunk) walk(chunk);
  return owners;
}

function main(): void {
  if (!existsSync(path.join(NEXT, 'app-build-manifest.json'))) throw new Error('no build: run `npm run analyze` (or next build) first');
  const appManifest = JSON.parse(readFileSync(path.join(NEXT, 'app-build-manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const buildManifest = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
  const analyzerFile = path.join(NEXT, 'analyze/client.json');
  const analyzer = existsSync(analyzerFile) ? (JSON.parse(readFileSync(analyzerFile, 'utf8')) as AnalyzerModule[]) : [];
  const chunkReport = new Map(analyzer.map((chunk) => [chunk.label.replace(/^static\//, 'static/'), chunk]));

  const report: Record<string, { totalKiB: number; chunks: { file: string; kib: number }[]; packages: { name: string; kib: number }[] }> = {};
  for (const page of PAGES) {
    // Polyfills load only in browsers without modules (nomodule): not counted.
    const files = new Set(buildManifest.rootMainFiles);
    // Pages live under app/[locale] (the root layout passes its children through to the language's layout).
    const entries = page.entries.flatMap((entry) => [entry, `/[locale]${entry}`]);
    for (const entry of entries) for (const file of appManifest.pages[entry] ?? []) if (file.endsWith('.js')) files.add(file);
    const chunks = [...files].map((file) => ({ file, kib: kib(gzipSize(file)) })).sort((a, b) => b.kib - a.kib);
    const packages = new Map<string, number>();
    for (const file of files) for (const [name, size] of packagesOf(chunkReport.get(file))) packages.set(name, (packages.get(name) ?? 0) + size);
    report[page.label] = {
      totalKiB: chunks.reduce((sum, chunk) => sum + chunk.kib, 0),
      chunks,
      packages: [...packages].map(([name, size]) => ({ name, kib: kib(size) })).sort((a, b) => b.kib - a.kib).slice(0, 12),
    };
  }

  for (const [label, page] of Object.entries(report)) {
    console.log(`\n${label}: ${page.totalKiB.toFixed(1)} KiB gzip in ${page.chunks.length} chunks`);
    for (const chunk of page.chunks.slice(0, 8)) console.log(`  ${chunk.kib.toFixed(1).padStart(6)} KiB  ${chunk.file}`);
    if (page.packages.length) console.log(`  biggest pieces: ${page.packages.map((entry) => `${entry.name} ${entry.kib.toFixed(1)}`).join(', ')}`);
  }
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex > 0 && process.argv[jsonIndex + 1]) writeFileSync(process.argv[jsonIndex + 1]!, JSON.stringify(report, null, 2));
}

main();
