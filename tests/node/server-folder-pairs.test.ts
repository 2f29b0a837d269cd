// The domains of server/ depend one way (docs/architecture.md "Which way the code depends"): no two folders import
// each other, so a domain can be read, tested and changed with only the folders below it in mind. The one exception
// is the job registry (server/jobs/tasks.ts names every domain's job, and the domains queue jobs through server/jobs).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const SERVER = path.resolve(__dirname, '../../server');
const EXEMPT_FOLDER = 'jobs';
const SPECIFIER = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top folder of server/ that `file` is in, or null for a file directly in server/. */
function folderOf(file: string): string | null {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

/** The server/ file or folder an import specifier of `file` points at, or null outside server/. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/server/')) return path.join(SERVER, specifier.slice('@/server/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** 'from -> to' for every import from one top folder of server/ into another, with the files that make it. */
function folderImports(): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = targetOf(file, specifier!);
      const to = target && !path.relative(SERVER, target).startsWith('..') ? folderOf(target) : null;
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      imports.set(key, [...(imports.get(key) ?? []), path.relative(SERVER, file)]);
    }
  }
  return imports;
}

/** Each pair of folders that import each other (the job registry aside), with the files on both sides. */
function pairsOf(imports: Map<string, string[]>): string[] {
  const pairs: string[] = [];
  for (const [key, files] of imports) {
    const [from, to] = key.split(' -> ') as [string, string];
    if (from > to || from === EXEMPT_FOLDER || to === EXEMPT_FOLDER) continue;
    const back = imports.get(`${to} -> ${from}`);
    if (back) pairs.push(`${from} <-> ${to}: ${[...new Set(files)].join(', ')} | ${[...new Set(back)].join(', ')}`);
  }
  return pairs;
}

test('a pair of folders importing each other is reported, one through the job registry is not', () => {
  const imports = new Map([
    ['listings -> offers', ['listings/let-home.ts']],
    ['offers -> listings', ['offers/answers.ts']],
    ['visits -> jobs', ['visits/booking.ts']],
    ['jobs -> visits', ['jobs/tasks.ts']],
    ['offers -> db', ['offers/answers.ts']],
  ]);
  assert.deepEqual(pairsOf(imports), ['listings <-> offers: listings/let-home.ts | offers/answers.ts']);
});

test('no two folders of server/ import each other, except through the job registry', () => {
  const imports = folderImports();
  assert.ok(imports.size > 20, `the scan found the imports between domains (${imports.size})`);
  assert.deepEqual(pairsOf(imports), []);
});
