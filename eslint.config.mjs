// ESLint (flat config, run by `npm run lint` and `npm test`). Next 15.5 deprecates `next lint`, so the ESLint CLI
// runs Next's own rule sets (core-web-vitals and typescript, from eslint-config-next 15.5, an eslintrc-style
// package) through FlatCompat, as create-next-app 15.5 does. Rules that do not fit a folder are turned off here,
// each with its reason, rather than by comments in the code.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    // Generated, installed or produced by a run: not source.
    ignores: [
      'node_modules/',
      '.next/',
      '.data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'bench/reference-app/.next/',
      'next-env.d.ts',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value left out on purpose: a parameter a signature requires, or a field
      // destructured away so that the rest can be passed on.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // CommonJS on purpose: Next loads `cacheHandler` with require(), and the --require hook for scripts runs
    // before any ES module loader.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A tool's config file is read only by that tool, which takes its default export; a name adds nothing.
    files: ['**/*.config.{js,mjs,cjs,ts}'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    // No React runs here: `use` is Playwright's fixture callback and `useTestDatabase` / `useEmbeddedAuthEnv`
    // are Jest set-up helpers called at a test file's top level, which the hooks rule mistakes for React hooks.
    files: ['tests/integration/**', 'tests/node/**', 'tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // These tests load the cache handlers, plain CommonJS without types, and read back Next's cache entries,
    // whose shape is Next's (html, rscData, segmentData, ...): `any` is the honest type for what they get.
    files: ['tests/node/*-cache-handler.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The upgrade check of Next's private modules loads them inside the test on purpose, so that a module a Next
    // release moved fails with the test's message (what to update) instead of failing the whole file at import.
    files: ['tests/unit/next-internals.test.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // E-mails are whole HTML documents rendered to a string and read by mail clients, not Next pages: `<head>` and
    // `<img>` are the right elements (next/head and next/image exist only inside the app).
    files: ['emails/**'],
    rules: { '@next/next/no-head-element': 'off', '@next/next/no-img-element': 'off' },
  },
];

export default config;
