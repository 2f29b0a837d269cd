// `npm run test:e2e`: a production build on a freshly seeded embedded database, then Playwright in Debian's
// Chromium at a phone viewport. The build and the server use the same database (ghomes_e2e).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`[e2e] Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3100';
const env = { ...process.env, SITE_URL: `http://localhost:${port}`, NODE_ENV: 'production' as const };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) {
  run('npx', ['tsx', '--conditions=react-server', 'scripts/with-db.ts', '--database', 'ghomes_e2e', '--fresh', '--', 'npx', 'next', 'build']);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
