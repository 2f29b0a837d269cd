/** @jest-environment node */
// Upgrade safety: server/http/next-internals.ts and components/common/image-internals.ts import private Next.js
// modules. When a Next upgrade moves one or changes what it does, these tests fail with a message naming the module
// and what to update, instead of the request guard silently letting bad router state headers through (500s) or
// refusing good ones (400s). That no other module imports one is a lint rule (eslint.config.mjs,
// tests/node/architecture-lint.test.ts); the page-cache handlers' internals are covered by tests/node.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const INTERNALS = path.join(ROOT, 'server', 'http', 'next-internals.ts');
// next/image's prop computation without its client component (see the file's comment).
const IMAGE_INTERNALS = path.join(ROOT, 'components', 'common', 'image-internals.ts');
const NEXT_VERSION = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string }).version;
const FIX = `Fix server/http/next-internals.ts for Next ${NEXT_VERSION}: find the function's new home in node_modules/next/dist, or use a public API if this Next version offers one.`;

/** The `next/dist/...` module specifiers a source file imports. */
const privateImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '(next\/dist\/[^']+)'/g)].map((match) => match[1]!);

test.each([INTERNALS, IMAGE_INTERNALS])('every private Next module %s imports still exists, with the export it uses', (file) => {
  const source = readFileSync(file, 'utf8');
  const specifiers = privateImports(file);
  expect(specifiers.length).toBeGreaterThan(0);
  for (const specifier of specifiers) {
    let loaded: Record<string, unknown>;
    try {
      loaded = require(specifier) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`Next.js upgrade: the private module '${specifier}' is gone (${String(error)}). ${FIX}`);
    }
    const names = /import \{([^}]+)\} from '([^']+)'/g;
    for (const [, list, from] of source.matchAll(names)) {
      if (from !== specifier) continue;
      for (const name of list!.split(',').map((part) => part.trim()).filter(Boolean)) {
        if (typeof loaded[name] !== 'function') throw new Error(`Next.js upgrade: '${specifier}' no longer exports the function ${name}. ${FIX}`);
      }
    }
  }
});

test("Next's router state parser still accepts what the router sends and rejects anything else", () => {
  // Loaded here, after the check above, so a moved module fails with that test's message rather than at import.
  const { isParsableRouterState } = require('@/server/http/next-internals') as typeof import('@/server/http/next-internals');
  const sent = encodeURIComponent(JSON.stringify(['', { children: ['profile', { children: ['__PAGE__', {}, null, null] }, null, null] }, null, null, true]));
  if (!isParsableRouterState(sent)) throw new Error(`Next.js upgrade: parseAndValidateFlightRouterState now refuses the router state header Next 15.5 sent. ${FIX}`);
  for (const bad of ['garbage', '%7B', 'null', '{"a":1}', 'x'.repeat(41_000)]) {
    if (isParsableRouterState(bad)) throw new Error(`Next.js upgrade: parseAndValidateFlightRouterState no longer throws on ${JSON.stringify(bad.slice(0, 20))}. ${FIX}`);
  }
});

test("image-internals.ts gives exactly next/image's getImageProps output", () => {
  const { imageProps } = require('@/components/common/image-internals') as typeof import('@/components/common/image-internals');
  const { getImageProps } = require('next/image') as typeof import('next/image');
  const cases: Parameters<typeof getImageProps>[0][] = [
    { src: '/storage/v1/object/public/photos/a.jpg', alt: 'A', fill: true, sizes: '(max-width: 640px) 100vw, 640px', loading: 'lazy' },
    { src: '/storage/v1/object/public/photos/b.jpg', alt: 'B', width: 400, height: 300, priority: true, fetchPriority: 'high' },
    { src: 'https://cdn.example.com/c.jpg', alt: 'C', fill: true, unoptimized: true },
  ];
  for (const input of cases) {
    const expected = Object.fromEntries(Object.entries(getImageProps(input).props).filter(([, value]) => value !== undefined));
    const actual = Object.fromEntries(Object.entries(imageProps(input)).filter(([, value]) => value !== undefined));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`Next.js upgrade: components/common/image-internals.ts no longer matches getImageProps for ${input.alt}: ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`);
    }
  }
});
