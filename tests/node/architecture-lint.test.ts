// The import rules of docs/architecture.md are lint rules (eslint.config.mjs, scripts/lint/ghomes-rules.mjs):
// each probe below is a small module written into the tree where the rule applies, linted with the project's own
// configuration, and removed again. Each must be reported, and the allowed form must not be.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const probeDirs: string[] = [];
const eslint = new ESLint({ cwd: ROOT, cache: false });

/** Writes `files` (name -> source) into a fresh folder under `folder` and returns the rule ids reported per file. */
async function lintProbe(folder: string, files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = path.join(ROOT, folder, `lint-probe-${process.pid}-${probeDirs.length}`);
  probeDirs.push(dir);
  mkdirSync(dir, { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
  return Object.fromEntries(results.map((result) => [path.basename(result.filePath), result.messages.map((message) => message.ruleId ?? message.message)]));
}

after(() => {
  for (const dir of probeDirs) rmSync(dir, { recursive: true, force: true });
});

test('a cycle between server modules fails lint', async () => {
  const reported = await lintProbe('server', {
    'first.ts': "import { second } from './second';\nexport const first = () => second();\n",
    'second.ts': "import { first } from './first';\nexport const second = (): unknown => first;\n",
  });
  assert.ok(reported['first.ts']?.includes('import/no-cycle'), JSON.stringify(reported));
  assert.ok(reported['second.ts']?.includes('import/no-cycle'), JSON.stringify(reported));
});

test('server modules that depend one way pass', async () => {
  const reported = await lintProbe('server', {
    'lower.ts': 'export const lower = 1;\n',
    'upper.ts': "import { lower } from './lower';\nexport const upper = lower + 1;\n",
  });
  assert.deepEqual(reported, { 'lower.ts': [], 'upper.ts': [] });
});

test('lib/ importing server/, components/ or app/ fails lint, by alias or by relative path', async () => {
  const reported = await lintProbe('lib', {
    'by-alias.ts': "import { getEnv } from '@/server/env';\nexport const env = getEnv;\n",
    'by-path.ts': "import { getEnv } from '../../server/env';\nexport const env = getEnv;\n",
    'component.ts': "import { Button } from '@/components/ui/button';\nexport const button = Button;\n",
    'pure.ts': "import { INDIA_TIME_ZONE } from '@/lib/time/india';\nexport const zone = INDIA_TIME_ZONE;\n",
  });
  assert.deepEqual(reported['by-alias.ts'], ['import/no-restricted-paths']);
  assert.deepEqual(reported['by-path.ts'], ['import/no-restricted-paths']);
  assert.deepEqual(reported['component.ts'], ['import/no-restricted-paths']);
  assert.deepEqual(reported['pure.ts'], []);
});

test("a client component importing server/ fails lint, a server component's type import passes", async () => {
  const reported = await lintProbe('components', {
    'client.tsx': "'use client';\nimport type { SocietySearchResult } from '@/server/search/service';\nexport type Shown = SocietySearchResult;\n",
    'client-relative.tsx': "'use client';\nimport { getEnv } from '../../server/env';\nexport const env = getEnv;\n",
    'server-component.tsx': "import type { SocietySearchResult } from '@/server/search/service';\nexport type Shown = SocietySearchResult;\n",
  });
  assert.deepEqual(reported['client.tsx'], ['ghomes/no-server-in-client']);
  assert.deepEqual(reported['client-relative.tsx'], ['ghomes/no-server-in-client']);
  assert.deepEqual(reported['server-component.tsx'], []);
});

test('a client component importing the server icon set fails lint; one icon from its data passes', async () => {
  const reported = await lintProbe('components', {
    'client-icons.tsx': "'use client';\nimport { Check } from '@/components/icons/static-icons';\nexport const icon = Check;\n",
    'client-icon.tsx': "'use client';\nimport { check } from '@/components/icons/icon-data';\nimport { staticIcon } from '@/components/icons/static-icon';\nexport const Check = staticIcon(check);\n",
    'server-icons.tsx': "import { Check } from '@/components/icons/static-icons';\nexport const icon = Check;\n",
  });
  assert.deepEqual(reported['client-icons.tsx'], ['ghomes/no-static-icon-set-in-client']);
  assert.deepEqual(reported['client-icon.tsx'], []);
  assert.deepEqual(reported['server-icons.tsx'], []);
});

test('database and delivery clients outside server/ fail lint', async () => {
  const reported = await lintProbe('components', {
    'drizzle.ts': "import { sql } from 'drizzle-orm';\nexport const query = sql`select 1`;\n",
    'mailer.ts': "import nodemailer from 'nodemailer';\nexport const mailer = nodemailer;\n",
  });
  assert.deepEqual(reported['drizzle.ts'], ['no-restricted-imports']);
  assert.deepEqual(reported['mailer.ts'], ['no-restricted-imports']);
});

test('a server module writing storage objects past server/storage/objects.ts fails lint', async () => {
  const reported = await lintProbe('server', {
    'private.ts': "import { writePrivateObject } from '@/server/storage/private';\nexport const write = writePrivateObject;\n",
    'local.ts': "import { writeStorageObject } from '@/server/storage/local';\nexport const write = writeStorageObject;\n",
    'objects.ts': "import { putPrivateObject } from '@/server/storage/objects';\nexport const write = putPrivateObject;\n",
  });
  assert.deepEqual(reported['private.ts'], ['no-restricted-imports']);
  assert.deepEqual(reported['local.ts'], ['no-restricted-imports']);
  assert.deepEqual(reported['objects.ts'], []);
});

test("a second import of Next's private modules fails lint, as import or require", async () => {
  const reported = await lintProbe('server', {
    'imports.ts': "import { getImgProps } from 'next/dist/shared/lib/get-img-props';\nexport const props = getImgProps;\n",
    'requires.cjs': "const loader = require('next/dist/shared/lib/image-loader');\nmodule.exports = { loader };\n",
  });
  assert.deepEqual(reported['imports.ts'], ['ghomes/next-internals-in-one-place']);
  assert.deepEqual(reported['requires.cjs'], ['ghomes/next-internals-in-one-place']);
});

test('zod is imported through lib/validation/zod.ts only', async () => {
  const reported = await lintProbe('lib', {
    'direct.ts': "import { z } from 'zod';\nexport const name = z.string();\n",
    'through.ts': "import { z } from '@/lib/validation/zod';\nexport const name = z.string();\n",
  });
  assert.deepEqual(reported['direct.ts'], ['ghomes/zod-through-validation']);
  assert.deepEqual(reported['through.ts'], []);
});

test('a component function over 100 lines fails lint; blank lines and comments do not count', async () => {
  const body = (lines: number) => Array.from({ length: lines }, (_, index) => `  const line${index} = ${index};\n\n  // why\n`).join('');
  const component = (lines: number) => `export function Probe() {\n${body(lines - 3)}  return null;\n}\n`;
  const reported = await lintProbe('components', { 'long.tsx': component(101), 'fits.tsx': component(100) });
  assert.ok(reported['long.tsx']?.includes('max-lines-per-function'), JSON.stringify(reported));
  assert.ok(!reported['fits.tsx']?.includes('max-lines-per-function'), JSON.stringify(reported));
});

test('console logging in server code fails lint; the logger passes', async () => {
  const reported = await lintProbe('server', {
    'console.ts': "export const fail = (error: unknown) => console.error('[probe] failed', error);\n",
    'logger.ts': "import { logger } from '@/server/log/logger';\nexport const fail = (error: unknown) => logger('probe').error({ err: error }, 'failed');\n",
  });
  assert.deepEqual(reported['console.ts'], ['no-console']);
  assert.deepEqual(reported['logger.ts'], []);
  const page = await lintProbe('app', { 'page.tsx': "export default function Probe() {\n  console.warn('rendered');\n  return null;\n}\n" });
  assert.deepEqual(page['page.tsx'], ['no-console']);
});

test("'Asia/Kolkata' outside lib/time/india.ts fails lint, as a string or inside a template", async () => {
  const reported = await lintProbe('components', {
    'literal.ts': "export const zone = 'Asia/Kolkata';\n",
    'template.ts': "export const script = (day: string) => `new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }).format(${day})`;\n",
    'interpolated.ts': "import { INDIA_TIME_ZONE } from '@/lib/time/india';\nexport const script = `timeZone: '${INDIA_TIME_ZONE}'`;\n",
  });
  assert.deepEqual(reported['literal.ts'], ['no-restricted-syntax']);
  assert.deepEqual(reported['template.ts'], ['no-restricted-syntax']);
  assert.deepEqual(reported['interpolated.ts'], []);
});

test('a route importing the database client or schema fails lint; a service call passes', async () => {
  const reported = await lintProbe('app', {
    'client.tsx': "import { getDb } from '@/server/db/client';\nexport default async function Probe() {\n  await getDb().execute('select 1');\n  return null;\n}\n",
    'schema.ts': "import { profiles } from '@/server/db/schema';\nexport const table = profiles;\n",
    'service.tsx': "import { peekLink } from '@/server/auth/login-links';\nexport default async function Probe() {\n  await peekLink('x');\n  return null;\n}\n",
  });
  assert.deepEqual(reported['client.tsx'], ['no-restricted-imports']);
  assert.deepEqual(reported['schema.ts'], ['no-restricted-imports']);
  assert.deepEqual(reported['service.tsx'], []);
});

test("apiFetch outside a feature's *-api.ts module fails lint; the module itself and ApiError elsewhere pass", async () => {
  const reported = await lintProbe('components', {
    'widget.tsx': "'use client';\nimport { apiFetch } from '@/lib/api/client';\nexport const load = () => apiFetch('/api/health');\n",
    'widget-api.ts': "import { apiFetch } from '@/lib/api/client';\nexport const load = () => apiFetch('/api/health');\n",
    'errors.tsx': "'use client';\nimport { ApiError } from '@/lib/api/client';\nexport const isApiError = (error: unknown) => error instanceof ApiError;\n",
  });
  assert.deepEqual(reported['widget.tsx'], ['no-restricted-imports']);
  assert.deepEqual(reported['widget-api.ts'], []);
  assert.deepEqual(reported['errors.tsx'], []);
});

test("an answer type written inline in a *-api.ts call fails lint; the named type from lib/validation passes", async () => {
  const reported = await lintProbe('components', {
    'inline-api.ts': "import { apiFetch } from '@/lib/api/client';\nexport const load = () => apiFetch<{ visitId: string }>('/api/book-visit');\n",
    'named-api.ts': "import { apiFetch } from '@/lib/api/client';\nimport type { BookVisitAnswer } from '@/lib/validation/visits';\nexport const load = () => apiFetch<BookVisitAnswer>('/api/book-visit');\n",
  });
  assert.deepEqual(reported['inline-api.ts'], ['no-restricted-syntax']);
  assert.deepEqual(reported['named-api.ts'], []);
});

test('a database handle type declared outside server/db/client.ts fails lint; importing it passes', async () => {
  const reported = await lintProbe('server', {
    'restated.ts': "import type { PoolClient } from 'pg';\nexport type Executor = PoolClient;\n",
    'imported.ts': "import type { Executor } from '@/server/db/client';\nexport const run = (executor: Executor) => executor;\n",
  });
  assert.deepEqual(reported['restated.ts'], ['no-restricted-syntax']);
  assert.deepEqual(reported['imported.ts'], []);
});

test('a deliver-* job queued outside server/messages/send.ts fails lint; queueDeliveries and other jobs pass', async () => {
  const reported = await lintProbe('server', {
    'direct.ts': "import type { Executor } from '@/server/db/client';\nimport { enqueueJob } from '@/server/jobs/queue';\nexport const send = (tx: Executor) => enqueueJob(tx, 'deliver-email', { to: 'a@example.com', subject: 's', html: '', text: '' });\n",
    'through.ts': "import { queueDeliveries } from '@/server/messages/send';\nexport const send = () => queueDeliveries({ email: null, whatsapp: null });\n",
    'other-job.ts': "import type { Executor } from '@/server/db/client';\nimport { enqueueJob } from '@/server/jobs/queue';\nexport const later = (tx: Executor) => enqueueJob(tx, 'send-message', {} as never);\n",
  });
  assert.deepEqual(reported['direct.ts'], ['no-restricted-syntax']);
  assert.deepEqual(reported['through.ts'], []);
  assert.deepEqual(reported['other-job.ts'], []);
});

test("a write to another domain's table fails lint, by name or by alias; its own tables, reads and a shared write pass", async () => {
  const reported = await lintProbe('server/listings', {
    'other.ts': "import type { Executor } from '@/server/db/client';\nimport { visits } from '@/server/db/schema';\nexport const cancel = (tx: Executor) => tx.update(visits).set({ status: 'cancelled' });\n",
    'alias.ts': "import type { Executor } from '@/server/db/client';\nimport { owner_links } from '@/server/db/schema';\nconst links = owner_links;\nexport const drop = (tx: Executor) => tx.delete(links);\n",
    'own.ts': "import type { Executor } from '@/server/db/client';\nimport { property_rent_listings } from '@/server/db/schema';\nexport const hide = (tx: Executor) => tx.update(property_rent_listings).set({ listing_status: 'Unconfirmed' });\n",
    'read.ts': "import type { Executor } from '@/server/db/client';\nimport { visits } from '@/server/db/schema';\nexport const list = (tx: Executor) => tx.select().from(visits);\n",
  });
  assert.deepEqual(reported['other.ts'], ['ghomes/writes-own-tables']);
  assert.deepEqual(reported['alias.ts'], ['ghomes/writes-own-tables']);
  assert.deepEqual(reported['own.ts'], []);
  assert.deepEqual(reported['read.ts'], []);
  const shared = await lintProbe('server/offers', {
    'status.ts': "import type { Executor } from '@/server/db/client';\nimport { property_rent_listings } from '@/server/db/schema';\nexport const underOffer = (tx: Executor) => tx.update(property_rent_listings).set({ listing_status: 'Under offer' });\n",
  });
  assert.deepEqual(shared['status.ts'], []);
});
