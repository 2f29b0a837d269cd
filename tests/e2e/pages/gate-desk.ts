// The security desk for the e2e tests: the PIN set with the operator's command against the e2e
// database (the same checkout's signing key as the e2e server, so the PIN it hashes is the one the server checks),
// and a page object for /gate/{societyId}.
import { spawnSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eQuery } from './e2e-database';

/** `npm run gate-pin -- <societyId> <pin>` against the e2e database. */
export function setDeskPin(societyId: string, pin: string): void {
  const result = spawnSync(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/with-db.ts', '--database', 'ghomes_e2e', '--no-seed', '--', 'npx', 'tsx', '--conditions=react-server', 'scripts/gate-pin.ts', societyId, pin],
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production' } },
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(result.stdout).toContain(`/gate/${societyId}`);
}

export class DeskPage {
  constructor(readonly page: Page) {}
  async goto(societyId: string) {
    await this.page.goto(`/gate/${societyId}`);
  }
  get result(): Locator {
    return this.page.getByTestId('desk-result');
  }
  async unlock(pin: string) {
    await this.page.getByLabel('Desk PIN').fill(pin);
    await this.page.getByRole('button', { name: 'Unlock' }).click();
  }
  async check(code: string) {
    await this.page.getByLabel('Gate pass code').fill(code);
    await this.page.getByRole('button', { name: 'Check pass' }).click();
  }
}

/**
 * Moves a visit into the current half hour, so its pass window is open now: what waiting for the visit's day would
 * do (a production server's clock cannot be faked).
 */
export async function moveVisitToNow(visitId: string): Promise<void> {
  await e2eQuery(
    `update visits set visit_start = to_timestamp(floor(extract(epoch from now()) / 1800) * 1800), visit_end = to_timestamp(floor(extract(epoch from now()) / 1800) * 1800) + interval '30 minutes' where id = $1`,
    [visitId],
  );
}
