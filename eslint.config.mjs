// ESLint (flat config, run by `npm run lint` and `npm test`). Next 15.5 deprecates `next lint`, so the ESLint CLI
// runs Next's own rule sets (core-web-vitals and typescript, from eslint-config-next 15.5, an eslintrc-style
// package) through FlatCompat, as create-next-app 15.5 does. Rules that do not fit a folder are turned off here,
// each with its reason, rather than by comments in the code.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';
import { ghomesRules } from './scripts/lint/ghomes-rules.mjs';
import { ALSO_WRITTEN_BY, TABLE_OWNERS, WRITE_EVERY_TABLE } from './scripts/lint/table-owners.mjs';

// India time has one home (lib/time/india.ts: INDIA_TIME_ZONE); elsewhere the zone is interpolated from it.
const ONE_INDIA_ZONE = [
  { selector: 'Literal[value=/Asia\\/Kolkata/]', message: 'Use INDIA_TIME_ZONE from lib/time/india.ts.' },
  { selector: 'TemplateElement[value.raw=/Asia\\/Kolkata/]', message: 'Use INDIA_TIME_ZONE from lib/time/india.ts.' },
];

const ONE_HOME_OF_DATABASE_TYPES = {
  selector: 'TSTypeAliasDeclaration[id.name=/^(Executor|Transaction|Database)$/]',
  message: 'Import the database handle types from server/db/client.ts.',
};
const ONE_DELIVERY_PATH = {
  selector: "CallExpression[callee.name='enqueueJob'] > Literal[value=/^deliver-/]",
  message: 'Deliveries go through queueDeliveries (server/messages/send.ts), so each channel is keyed and recorded once.',
};

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

/** Product code: what the app runs (tests, scripts and benchmarks are tools around it). */
const PRODUCT = ['app/**', 'components/**', 'lib/**', 'server/**', 'emails/**', 'middleware.ts', 'instrumentation.ts'];
/** The modules that wrap Next's private modules, one per loader (docs/architecture.md "Which way the code depends"). */
const NEXT_INTERNALS = ['server/http/next-internals.ts', 'server/cache/next-cache-internals.cjs', 'components/common/image-internals.ts'];
/** Database and delivery clients: server code only. */
const SERVER_PACKAGES = ['drizzle-orm', 'drizzle-orm/*', 'pg', 'nodemailer', 'nodemailer/*', 'twilio', 'twilio/*'];
const SERVER_PACKAGES_MESSAGE = 'Database and delivery clients live under server/: call a service.';
const API_FETCH_ONLY_IN_API_MODULES = {
  name: '@/lib/api/client',
  importNames: ['apiFetch'],
  message: "Call the API through the feature's *-api.ts module (components/<feature>/<feature>-api.ts).",
};

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
      // The service worker that next build makes from app/sw.ts (@serwist/next).
      'public/sw.js',
      'public/swe-worker-*.js',
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
    // The code's shape, as docs/architecture.md states it ("Which way the code depends").
    files: PRODUCT,
    plugins: { ghomes: { rules: ghomesRules } },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      // Next's private modules only through the modules that wrap them.
      'ghomes/next-internals-in-one-place': ['error', { allow: NEXT_INTERNALS }],
      // zod through one import point (lib/validation/zod.ts); the browser's no-eval setting is components/providers.
      'ghomes/zod-through-validation': ['error', { module: 'lib/validation/zod.ts' }],
      // A client component ships to the browser: nothing of server/ (secrets, SQL, providers), not even a type.
      'ghomes/no-server-in-client': 'error',
      'ghomes/no-static-icon-set-in-client': 'error',
      // A domain inserts, updates and deletes only its own tables (scripts/lint/table-owners.mjs); another's through its service.
      'ghomes/writes-own-tables': ['error', { owners: TABLE_OWNERS, everyTable: WRITE_EVERY_TABLE, alsoWrittenBy: ALSO_WRITTEN_BY }],
      // lib/ runs on both sides: it depends on nothing of the app outside lib/.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: './server', message: 'lib/ is pure code for both sides: move the shared part into lib/.' },
            { target: './lib', from: './components', message: 'lib/ is pure code for both sides: it imports nothing of components/.' },
            { target: './lib', from: './app', message: 'lib/ is pure code for both sides: it imports nothing of app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'emails/**', 'middleware.ts', 'instrumentation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_PACKAGES, message: SERVER_PACKAGES_MESSAGE }] },
      ],
    },
  },
  {
    // The browser calls the API through one module per feature (`components/<feature>/*-api.ts`), so each
    // endpoint's request and answer are typed in one place (docs/architecture.md).
    files: ['components/**'],
    ignores: ['components/**/*-api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_PACKAGES, message: SERVER_PACKAGES_MESSAGE }], paths: [API_FETCH_ONLY_IN_API_MODULES] },
      ],
    },
  },
  {
    // Routes stay thin (docs/architecture.md): a page or route handler calls a service of server/, never the
    // database client or the schema itself; and like components, it calls the API through a feature's *-api.ts.
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_PACKAGES, message: SERVER_PACKAGES_MESSAGE },
            { group: ['@/server/db/client', '@/server/db/schema', '@/server/db/schema/*'], message: 'A route calls a service of server/, not the database.' },
          ],
          paths: [API_FETCH_ONLY_IN_API_MODULES],
        },
      ],
    },
  },
  {
    // A component function that no longer fits on a screen is split into named sub-components and hooks in the
    // same folder (docs/architecture.md "Where each kind of thing lives"). Counted without blank and comment lines.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    // Modules that import each other cannot be read, tested or loaded one at a time; the import order decides
    // what is undefined at load. A shared part moves down into its own module.
    files: ['server/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Features store objects through server/storage/objects.ts, which picks the local folders or the hosted bucket
    // (docs/uploads.md "Hosted storage"): a write straight to the local folder would put an upload where a hosted
    // deployment's pages never look. The storage folder's own modules and the seed (the embedded storage's demo
    // files) use the local files directly.
    files: ['server/**'],
    ignores: ['server/storage/**', 'server/db/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/server/storage/private', message: 'Store and read private objects through @/server/storage/objects.' },
            { name: '@/server/storage/local', importNames: ['writeStorageObject', 'writeStorageObjects', 'deleteStorageObject'], message: 'Store and remove objects through @/server/storage/objects.' },
          ],
        },
      ],
    },
  },
  {
    // Server code logs through pino (server/log/logger.ts): one JSON line with its scope and request id, personal
    // data masked. The browser's files in app/ (the service worker, the error boundaries) log to the console, and
    // so does server/db/migrate.ts: it runs in the command-line tools and Jest's global setup, for the person at the
    // shell. The page cache handlers (server/cache/*.cjs) are CommonJS that Next requires on its own, without the
    // TypeScript logger.
    files: ['server/**', 'app/**'],
    ignores: ['app/sw.ts', 'app/sw-*.ts', 'app/**/error.tsx', 'app/global-error.tsx', 'server/db/migrate.ts', 'server/cache/*.cjs'],
    rules: { 'no-console': 'error' },
  },
  {
    // The India-zone rule (ONE_INDIA_ZONE, above).
    files: PRODUCT,
    ignores: ['lib/time/india.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_INDIA_ZONE] },
  },
  {
    // Each API answer is stated once, beside its payload's schema in lib/validation, and named by its route handler
    // (the 'browser call to the API' row of docs/architecture.md): a *-api module reads it by name, never types it inline.
    files: ['components/**/*-api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ONE_INDIA_ZONE,
        { selector: 'CallExpression > TSTypeParameterInstantiation > TSTypeLiteral', message: 'Name the answer type beside its schema in lib/validation and use it in the route handler too.' },
      ],
    },
  },
  {
    // The database handle types (Database, Transaction, Executor) have one home, server/db/client.ts, and every
    // e-mail, WhatsApp text and notification goes out through queueDeliveries in server/messages/send.ts (the only
    // module that queues a deliver-* job). (A later no-restricted-syntax replaces the earlier one for the same
    // files, so the India-zone rule is repeated, and send.ts has a block of its own.)
    files: ['server/**/*.ts'],
    ignores: ['server/db/client.ts', 'server/messages/send.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_INDIA_ZONE, ONE_HOME_OF_DATABASE_TYPES, ONE_DELIVERY_PATH] },
  },
  {
    files: ['server/messages/send.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_INDIA_ZONE, ONE_HOME_OF_DATABASE_TYPES] },
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
  {
    // The App Router document (a layout's, and the 404 answer's): `<head>` is how the App Router writes it; the rule
    // is for the pages router's next/head, and knows app/ layouts only by their file name.
    files: ['components/layout/locale-document.tsx'],
    rules: { '@next/next/no-head-element': 'off' },
  },
];

export default config;
