// Desk staff for the end-to-end tests: a person registered and signed in through the API (fixtures.ts), then
// given a role with the same command an operator runs (`npm run staff -- add ...`), against the e2e database.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { StaffRole } from '../../../lib/ops/roles';
import { registerAndSignIn } from '../fixtures';
import { newPerson, type Person } from './auth-sheet';

const E2E_DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/ghomes_e2e`;

/** Runs `npm run staff -- <args>` (without npm's wrapper) on the e2e database; returns its output. */
export function staffCommand(args: string[]): string {
  return execFileSync(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/staff.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL ?? E2E_DATABASE },
  });
}

/** Signs the page's context in as a new person with `role` (an agent for the societies named). */
export async function signInAsStaff(page: Page, role: StaffRole, societies: string[] = []): Promise<Person> {
  const person = await registerAndSignIn(page, newPerson());
  staffCommand(['add', person.email, role, ...societies.flatMap((society) => ['--society', society])]);
  return person;
}

/** A desk list's filters, unfolded: on a phone they are a closed disclosure (open from 1024 px). */
export async function openTableFilters(page: Page): Promise<void> {
  // A streamed list holds its hidden copy beside the shown one until React reveals it: the shown one.
  const filters = page.getByTestId('table-filters').filter({ visible: true });
  if (!(await filters.evaluate((element) => (element as HTMLDetailsElement).open))) await filters.locator('summary').click();
}
