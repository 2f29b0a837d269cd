// `npm run test:e2e`: a production build on a freshly seeded embedded database, then Playwright in Debian's
// Chromium (its headless shell where installed, tests/e2e/chromium-path.ts) at a phone viewport. The build and the server use the same database (ghomes_e2e).
//   tsx scripts/e2e.ts [playwright args...]   build, then test
//   E2E_SKIP_BUILD=1 tsx scripts/e2e.ts ...   test the last build (its database is kept)
//   tsx scripts/e2e.ts --build-only           build only (`npm test` builds while the integration tests run)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/chromium-path';
import { chooseEmbeddedPort } from './lib/embedded-postgres';

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  console.error(`[e2e] Chromium not found at ${chromium}. Install it with: apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3100';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  // The build (with-db), Playwright's web server (with-db again) and the test workers (which read ghomes_e2e
  // directly) must use one database: settle the embedded port once, here, and hand it to all of them.
  const database = process.env.DATABASE_URL ? undefined : await chooseEmbeddedPort();
  const env = {
    ...process.env,
    ...(database ? { EMBEDDED_PG_PORT: String(database.port) } : {}),
    SITE_URL: `http://localhost:${port}`,
    NODE_ENV: 'production' as const,
    // tests/e2e/vitals.spec.ts makes its page views report (components/layout/after-load.tsx).
    VITALS_FORCE_SAMPLING: 'on',
    // One JSON line per request at 'info' made the suite's output mostly access log; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const args = process.argv.slice(2);
  const buildOnly = args.includes('--build-only');
  if (!process.env.E2E_SKIP_BUILD) {
    run('npx', ['tsx', '--conditions=react-server', 'scripts/with-db.ts', '--database', 'ghomes_e2e', '--fresh', '--', 'npx', 'next', 'build'], env);
  }
  if (!buildOnly) run('npx', ['playwright', 'test', ...args], env);
}

void main();
