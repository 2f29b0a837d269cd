// The import command as an operator runs it (`npm run import`'s script), against the e2e database, revalidating
// the e2e server's pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const dir = mkdtempSync(path.join(tmpdir(), 'ghomes-e2e-import-'));

export function csv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The import command as an operator runs it, against the e2e database, revalidating the e2e server. */
export function runImport(file: string, baseURL: string, ...flags: string[]): string {
  const result = spawnSync(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/with-db.ts', '--database', 'ghomes_e2e', '--no-seed', '--', 'npx', 'tsx', '--conditions=react-server', 'scripts/import.ts', file, '--revalidate-url', baseURL, ...flags],
    // The digest goes at once instead of five minutes later (the delay is read where the job is enqueued: here).
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', ALERT_DIGEST_DELAY_MINUTES: '0', NODE_ENV: 'production' } },
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

